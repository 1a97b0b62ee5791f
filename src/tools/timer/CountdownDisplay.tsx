'use client';

import { formatCountdown, type TimerPhase } from './timer.core';

// The big time left and, under it, "Paused" or "Time is up".

const mono = { fontFamily: 'var(--mantine-font-family-monospace)', fontVariantNumeric: 'tabular-nums' } as const;

export function CountdownDisplay({ ms, phase }: { ms: number; phase: TimerPhase }) {
  return (
    <>
      <div
        role="timer"
        aria-label="Time remaining"
        style={{ ...mono, fontSize: 'clamp(44px, 10vw, 96px)', fontWeight: 600, lineHeight: 1.1, margin: '8px 0' }}
      >
        {formatCountdown(ms)}
      </div>
      <div
        role="status"
        style={{ minHeight: 28, fontSize: 18, fontWeight: 600, color: phase === 'done' ? 'var(--mantine-color-red-text)' : undefined }}
      >
        {phase === 'done' ? 'Time is up' : phase === 'paused' ? 'Paused' : ''}
      </div>
    </>
  );
}
