'use client';

import { Button, Group } from '@mantine/core';
import { IconFlag, IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import { CopyButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import type { ToolError } from '@/lib/result';
import { toolStorageKey } from '@/components/kit/tool-storage-key';
import { safeStorage } from '@/lib/storage';
import {
  elapsed,
  formatStopwatch,
  initialStopwatch,
  isRunning,
  lap,
  lapRows,
  lapsText,
  parseStopwatch,
  reset,
  start,
  stop,
  type StopwatchState,
} from './stopwatch.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'date_and_time/stopwatch';
const STORAGE_KEY = toolStorageKey(SLUG);
const mono = { fontFamily: 'var(--mantine-font-family-monospace)', fontVariantNumeric: 'tabular-nums' } as const;
const cell = { textAlign: 'left', padding: '6px 10px', borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

export default function Stopwatch() {
  const mounted = useHydrated();
  const [sw, setSw] = useState<StopwatchState>(initialStopwatch);
  const [error, setError] = useState<ToolError | null>(null);
  const display = useRef<HTMLDivElement>(null);

  // Restore after mount (the prerendered page shows a stopped 00:00:00.00), and follow other tabs.
  useEffect(() => {
    const read = () => {
      const r = parseStopwatch(safeStorage.get(STORAGE_KEY));
      setSw(r.ok ? r.value : reset());
      setError(r.ok ? null : r.error);
    };
    read();
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && read();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Applies a change and saves it at once: a reload a moment later must find it. */
  const apply = useCallback((f: (s: StopwatchState, now: number) => StopwatchState) => {
    setSw((s) => {
      const next = f(s, Date.now());
      safeStorage.set(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  // The running display is written straight to the DOM each frame, so the lap table does not re-render 60 times a second.
  useEffect(() => {
    const paint = () => {
      if (display.current) display.current.textContent = formatStopwatch(elapsed(sw, Date.now()));
    };
    paint();
    if (!isRunning(sw)) return;
    let frame = requestAnimationFrame(function loop() {
      paint();
      frame = requestAnimationFrame(loop);
    });
    // requestAnimationFrame pauses in background tabs; this keeps the text right for when the tab returns.
    const timer = window.setInterval(paint, 500);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [sw]);

  const running = isRunning(sw);
  const rows = lapRows(sw);
  const toggle = () => apply((s, now) => (isRunning(s) ? stop(s, now) : start(s, now)));

  // Space starts or stops, L takes a lap, R resets, when no text field or button has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || (t && t.closest('input, textarea, select, button, [contenteditable], a'))) return;
      if (e.key === ' ') {
        e.preventDefault();
        apply((s, now) => (isRunning(s) ? stop(s, now) : start(s, now)));
      } else if (e.key === 'l' || e.key === 'L') apply(lap);
      else if (e.key === 'r' || e.key === 'R') apply(() => reset());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [apply]);

  const zero = !running && sw.banked === 0 && sw.laps.length === 0;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div
        ref={display}
        role="timer"
        aria-label="Elapsed time"
        style={{ ...mono, fontSize: 'clamp(40px, 9vw, 84px)', fontWeight: 600, lineHeight: 1.1, margin: '8px 0 16px' }}
      >
        {formatStopwatch(elapsed(sw, sw.startedAt ?? 0))}
      </div>
      <Group gap="sm" mb="md">
        <Button
          size="md"
          onClick={toggle}
          leftSection={running ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          color={running ? 'red' : undefined}
        >
          {running ? 'Stop' : sw.banked > 0 ? 'Resume' : 'Start'}
        </Button>
        <Button size="md" variant="default" onClick={() => apply(lap)} disabled={!running} leftSection={<IconFlag size={18} />}>
          Lap
        </Button>
        <Button size="md" variant="default" onClick={() => apply(() => reset())} disabled={zero} leftSection={<IconRotate size={18} />}>
          Reset
        </Button>
      </Group>
      <ErrorPanel error={error} />
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', margin: '0 0 12px' }}>
        Keys: Space starts and stops, L takes a lap, R resets. The start time is saved in this browser, so the stopwatch keeps counting through a
        reload or a closed tab.
      </p>
      {rows.length > 0 && (
        <>
          <Group justify="space-between" mb={4} maw={560}>
            <h2 style={{ fontSize: 16, margin: 0 }}>Laps</h2>
            <CopyButton text={lapsText(sw)} label="Copy laps" />
          </Group>
          <table
            aria-label="Laps"
            style={{
              ...mono,
              borderCollapse: 'collapse',
              width: '100%',
              maxWidth: 560,
              fontSize: 14,
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <thead>
              <tr>
                <th scope="col" style={cell}>
                  Lap
                </th>
                <th scope="col" style={cell}>
                  Split
                </th>
                <th scope="col" style={cell}>
                  Total
                </th>
                <th scope="col" style={cell}>
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.n}>
                  <td style={cell}>{r.n}</td>
                  <td style={cell}>{formatStopwatch(r.split)}</td>
                  <td style={cell}>{formatStopwatch(r.total)}</td>
                  <td
                    style={{
                      ...cell,
                      color: r.fastest ? 'var(--mantine-color-green-text)' : r.slowest ? 'var(--mantine-color-red-text)' : undefined,
                    }}
                  >
                    {r.fastest ? 'fastest' : r.slowest ? 'slowest' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
