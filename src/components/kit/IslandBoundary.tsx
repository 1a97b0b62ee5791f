'use client';

import { Button } from '@mantine/core';
import { Component, startTransition, type ReactNode } from 'react';

/** Props of {@link IslandBoundary}. */
export interface IslandBoundaryProps {
  /** What the user knows the island as ("JSON Formatter", "The interview runner"). */
  name: string;
  /** Whether the island saves its input (use-tool-state or its own storage), so a remount restores it. */
  keepsInput?: boolean;
  /** Called before the remount, e.g. to rebuild a lazy() whose chunk failed to load. */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Long enough for any parser's message; an error that quotes a 1 MB input must not flood the page. */
const MAX_MESSAGE_CHARS = 500;

function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(typeof thrown === 'string' ? thrown : 'an unknown error');
}

/**
 * Keeps one island's failure inside its own box (issue 13, "no input crashes a page"): when the tool
 * throws while rendering, the page stays, and in place of the tool the user reads which tool failed and
 * why, with a button that mounts it again. Inputs survive because islands persist them (use-tool-state
 * saves to localStorage) and restore them on mount. Mantine's Button is already on every page (the
 * shell's Stay updated button), so this adds well under a kilobyte.
 */
export class IslandBoundary extends Component<IslandBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: toError(thrown) };
  }

  private retry = () => {
    // A transition keeps this message on screen while a rebuilt lazy() fetches its chunk again, instead
    // of suspending with no Suspense boundary above (IslandHost has none, on purpose).
    startTransition(() => {
      this.props.onRetry?.();
      this.setState({ error: null });
    });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { name, keepsInput = true } = this.props;
    const message = error.message || error.name;
    return (
      <div
        role="alert"
        style={{
          padding: '12px 16px',
          borderRadius: 4,
          border: '1px solid var(--mantine-color-red-filled)',
          background: 'var(--mantine-color-red-light)',
          color: 'var(--mantine-color-text)',
          fontSize: 14,
        }}
      >
        <p style={{ margin: 0, fontWeight: 600 }}>{name} stopped working.</p>
        <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          Error: {message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS)}…` : message}
        </p>
        <p style={{ margin: '4px 0 12px' }}>
          {keepsInput ? 'Your input is kept: Try again reopens the tool with it.' : 'Try again reopens it; the rest of the page still works.'}
        </p>
        <Button size="xs" variant="light" color="red" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}
