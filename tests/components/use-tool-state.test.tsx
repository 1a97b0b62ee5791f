// @vitest-environment jsdom
import type { ToolSlug } from '@/registry/tools';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToolState } from '@/components/kit/use-tool-state';

/** Not a registered tool: the storage key of this test's own fixture. */
const SLUG = 'test/upgrade' as ToolSlug;
const defaults = { path: '$', dialect: 'rfc9535' };
/** As the JSONPath playground does: a state from before the dialect field existed was made with jsonpath-plus. */
const upgrade = (data: Record<string, unknown>) => ('dialect' in data ? data : { ...data, dialect: 'jsonpath-plus' });
const hash = (state: Record<string, unknown>) => `#${encodeURIComponent(JSON.stringify(state))}`;

async function restored(setup: () => void) {
  setup();
  const { result } = renderHook(() => useToolState(SLUG, defaults, upgrade));
  await waitFor(() => expect(result.current.restored).toBe(true));
  return result.current.state;
}

describe('useToolState upgrade', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('keeps the defaults when there is nothing to restore', async () => {
    expect(await restored(() => undefined)).toEqual(defaults);
  });

  it('upgrades a share link without the field, and keeps one that has it', async () => {
    expect(await restored(() => history.replaceState(null, '', `/x/${hash({ path: '$[-1]' })}`))).toEqual({
      path: '$[-1]',
      dialect: 'jsonpath-plus',
    });
    expect(await restored(() => history.replaceState(null, '', `/x/${hash({ path: '$[-1]', dialect: 'rfc9535' })}`))).toEqual({
      path: '$[-1]',
      dialect: 'rfc9535',
    });
  });

  it('upgrades a saved state without the field', async () => {
    expect(await restored(() => localStorage.setItem(`devbench:tool:${SLUG}`, JSON.stringify({ path: '$.a' })))).toEqual({
      path: '$.a',
      dialect: 'jsonpath-plus',
    });
  });
});

describe('useToolState saving', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('does not write back a state restored as it was saved, and saves the first edit', () => {
    vi.useFakeTimers();
    const key = `devbench:tool:${SLUG}`;
    localStorage.setItem(key, JSON.stringify({ path: '$.a', dialect: 'rfc9535' }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result } = renderHook(() => useToolState(SLUG, defaults, upgrade));
    expect(result.current.restored).toBe(true);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(setItem).not.toHaveBeenCalled();

    act(() => result.current.update({ path: '$.b' }));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ path: '$.b', dialect: 'rfc9535' });
  });

  it('saves a share link’s state at once, since the link is dropped from the address', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', `/x/${hash({ path: '$[0]', dialect: 'rfc9535' })}`);
    renderHook(() => useToolState(SLUG, defaults, upgrade));
    act(() => void vi.advanceTimersByTime(2_000));
    expect(JSON.parse(localStorage.getItem(`devbench:tool:${SLUG}`) ?? 'null')).toEqual({ path: '$[0]', dialect: 'rfc9535' });
  });
});
