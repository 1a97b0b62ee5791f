// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToolRun, type ToolRunOptions } from '@/components/kit/use-tool-run';
import { fail, ok, type Result } from '@/lib/result';

// The hook's wiring: what the island shows while an answer is pending (the scheduler's timing is in run-scheduler.test.ts).

const upper = (text: string): Result<string> => (text.includes('!') ? fail(`No "!" allowed, found in "${text}"`) : ok(text.toUpperCase()));

function useUpper(text: string, extra: Partial<ToolRunOptions<string>> = {}) {
  return useToolRun<string>({ deps: [text], delay: 100, run: () => upper(text), ...extra });
}

describe('useToolRun', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is pending from the change until its answer is shown, and not before or after', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useUpper(text, { initial: { deps: ['abc'], result: ok('ABC') } }), {
      initialProps: { text: 'abc' },
    });
    expect(result.current).toMatchObject({ value: 'ABC', pending: false, busy: false });
    rerender({ text: 'abcd' });
    // Pending in the very render that shows the new input: a test waiting for it never sees the old answer as current.
    expect(result.current).toMatchObject({ value: 'ABC', pending: true });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ value: 'ABCD', pending: false });
    rerender({ text: 'ab!' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ value: null, error: { message: 'No "!" allowed, found in "ab!"' }, lastValue: 'ABCD', pending: false });
  });

  it('shows a known answer at once, with nothing pending and nothing run', () => {
    const run = vi.fn(() => ok('ran'));
    const { result } = renderHook(() => useToolRun<string>({ deps: ['sample'], delay: 100, known: ok('prerendered'), run }));
    expect(result.current).toMatchObject({ value: 'prerendered', pending: false, ms: null });
    expect(run).not.toHaveBeenCalled();
  });

  it('is never pending while disabled, and keeps the last answer', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text, enabled }) => useUpper(text, { enabled }), { initialProps: { text: 'a', enabled: true } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.value).toBe('A');
    rerender({ text: 'b', enabled: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ value: 'A', pending: false });
    rerender({ text: 'b', enabled: true });
    expect(result.current.pending).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toMatchObject({ value: 'B', pending: false });
  });

  it('counts an async run as busy, and drops a result that came after a newer change', async () => {
    vi.useFakeTimers();
    const answers: ((r: Result<string>) => void)[] = [];
    const { result, rerender } = renderHook(
      ({ text }) => useToolRun<string>({ deps: [text], delay: 0, run: () => new Promise<Result<string>>((resolve) => answers.push(resolve)) }),
      { initialProps: { text: 'one' } },
    );
    await act(async () => {});
    expect(result.current).toMatchObject({ busy: true, pending: true });
    rerender({ text: 'two' });
    await act(async () => {});
    await act(async () => answers[0](ok('ONE')));
    expect(result.current).toMatchObject({ value: null, pending: true });
    await act(async () => answers[1](ok('TWO')));
    expect(result.current).toMatchObject({ value: 'TWO', busy: false, pending: false });
  });
});
