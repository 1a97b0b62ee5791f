// @vitest-environment jsdom
import type { ToolSlug } from '@/registry/tools';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandHost } from '@/components/IslandHost';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import { useToolState } from '@/components/kit/use-tool-state';

/** Set by a test to make the mocked Base64 Encoder island throw on its next render. */
const mockedIsland = vi.hoisted(() => ({ fail: false }));

vi.mock('@/tools/base64/Base64Encoder', () => ({
  default: function FakeEncoder() {
    if (mockedIsland.fail) throw new Error('the encoder is broken');
    return <p>encoder ready</p>;
  },
}));

/** Not a registered tool: the storage key of this test's own fixture. */
const SLUG = 'test/boundary' as ToolSlug;
/** Typing "boom" makes this tool throw while rendering, as a core that threw on user input would. */
let explodeOnClick = false;

function FragileTool() {
  const { state, update } = useToolState(SLUG, { input: '' });
  const [exploded, setExploded] = useState(false);
  if (exploded) throw new Error('output renderer ran out of luck');
  if (state.input.includes('boom')) throw new TypeError(`cannot render "${state.input}"`);
  return (
    <>
      <label>
        Input
        <textarea value={state.input} onChange={(e) => update({ input: e.currentTarget.value })} />
      </label>
      <button type="button" onClick={() => explodeOnClick && setExploded(true)}>
        Render output
      </button>
    </>
  );
}

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

/** use-tool-state saves 400 ms after the last change. */
const waitForSave = () => act(() => new Promise((r) => setTimeout(r, 500)));

describe('IslandBoundary', () => {
  beforeEach(() => {
    localStorage.clear();
    explodeOnClick = false;
    mockedIsland.fail = false;
    // React reports every caught error on the console; the tests assert what the user sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders the island untouched while it works', () => {
    wrap(
      <IslandBoundary name="Fragile Tool">
        <FragileTool />
      </IslandBoundary>,
    );
    expect(screen.getByLabelText('Input')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the tool name, the error message and that the input is kept, then Try again restores the input', async () => {
    const user = userEvent.setup();
    explodeOnClick = true;
    wrap(
      <>
        <p>rest of the page</p>
        <IslandBoundary name="Fragile Tool">
          <FragileTool />
        </IslandBoundary>
      </>,
    );
    await user.type(screen.getByLabelText('Input'), 'hello world');
    await waitForSave();
    await user.click(screen.getByRole('button', { name: 'Render output' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fragile Tool stopped working.');
    expect(alert).toHaveTextContent('Error: output renderer ran out of luck');
    expect(alert).toHaveTextContent('Your input is kept');
    expect(screen.queryByLabelText('Input')).toBeNull();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const input = await screen.findByLabelText('Input');
    expect(screen.queryByRole('alert')).toBeNull();
    // use-tool-state restores the saved input on the remount.
    await vi.waitFor(() => expect(input).toHaveValue('hello world'));
  });

  it('after an input that made the tool throw, Try again brings back the last input saved before it', async () => {
    const user = userEvent.setup();
    wrap(
      <IslandBoundary name="Fragile Tool">
        <FragileTool />
      </IslandBoundary>,
    );
    await user.type(screen.getByLabelText('Input'), 'safe text');
    await waitForSave();
    await user.type(screen.getByLabelText('Input'), ' boom');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: cannot render "safe text boom"');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The input that broke the tool was never committed, so the remount does not fail again.
    await vi.waitFor(() => expect(screen.getByLabelText('Input')).toHaveValue('safe text'));
  });

  it('does not promise kept input for an island that holds none', () => {
    function Broken(): ReactNode {
      throw new Error('no data');
    }
    wrap(
      <IslandBoundary name="This cheatsheet" keepsInput={false}>
        <Broken />
      </IslandBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This cheatsheet stopped working.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Your input is kept');
  });

  it('shortens a huge error message', () => {
    function Broken(): ReactNode {
      throw new Error('x'.repeat(100_000));
    }
    wrap(
      <IslandBoundary name="Fragile Tool">
        <Broken />
      </IslandBoundary>,
    );
    expect(screen.getByRole('alert').textContent!.length).toBeLessThan(1000);
  });

  it('reloads an island whose chunk failed to load once onRetry rebuilds the lazy component', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const load = (): Promise<{ default: ComponentType }> => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error('Loading chunk 42 failed.')) : Promise.resolve({ default: () => <p>loaded on retry</p> });
    };
    const initial = lazy(load);
    function Host() {
      const [Island, setIsland] = useState(() => initial);
      return (
        <IslandBoundary name="Lazy Tool" onRetry={() => setIsland(() => lazy(load))}>
          <Island />
        </IslandBoundary>
      );
    }
    wrap(<Host />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Loading chunk 42 failed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('loaded on retry')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('is what IslandHost mounts every tool island under, with the tool name', async () => {
    const user = userEvent.setup();
    mockedIsland.fail = true;
    wrap(<IslandHost slug="base64_encoder" name="Base64 Encoder" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Base64 Encoder stopped working.');
    expect(alert).toHaveTextContent('Error: the encoder is broken');

    mockedIsland.fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('encoder ready')).toBeInTheDocument();
  });
});
