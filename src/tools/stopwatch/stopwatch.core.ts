import { fail, ok, type Result } from '@/lib/result';

/**
 * A stopwatch kept as timestamps, never as ticks: the elapsed time is always computed from the clock,
 * so it stays right across reloads, sleeping tabs and throttled timers.
 */
export interface StopwatchState {
  /** Date.now() when the current run started; null while stopped. */
  startedAt: number | null;
  /** Time accumulated by earlier runs (before the last Stop), in ms. */
  banked: number;
  /** Total elapsed time at each lap press, in ms, oldest first. */
  laps: number[];
}

export interface LapRow {
  /** 1-based lap number. */
  n: number;
  /** Time of this lap alone. */
  split: number;
  /** Elapsed time when the lap ended. */
  total: number;
  fastest: boolean;
  slowest: boolean;
}

export const initialStopwatch: StopwatchState = { startedAt: null, banked: 0, laps: [] };

export const isRunning = (s: StopwatchState) => s.startedAt !== null;

/** Elapsed time at `now`; a clock that went backwards (a changed system time) never makes it shrink below what was banked. */
export function elapsed(s: StopwatchState, now: number): number {
  return s.banked + (s.startedAt === null ? 0 : Math.max(0, now - s.startedAt));
}

export function start(s: StopwatchState, now: number): StopwatchState {
  return s.startedAt === null ? { ...s, startedAt: now } : s;
}

export function stop(s: StopwatchState, now: number): StopwatchState {
  return s.startedAt === null ? s : { ...s, startedAt: null, banked: elapsed(s, now) };
}

export function lap(s: StopwatchState, now: number): StopwatchState {
  return s.startedAt === null ? s : { ...s, laps: [...s.laps, elapsed(s, now)] };
}

export const reset = (): StopwatchState => ({ ...initialStopwatch, laps: [] });

/** Lap table rows, newest first, with the fastest and slowest marked once there are two laps or more. */
export function lapRows(s: StopwatchState): LapRow[] {
  const splits = s.laps.map((t, i) => t - (i === 0 ? 0 : s.laps[i - 1]));
  const min = Math.min(...splits);
  const max = Math.max(...splits);
  const marked = splits.length >= 2 && min !== max;
  return splits
    .map((split, i) => ({ n: i + 1, split, total: s.laps[i], fastest: marked && split === min, slowest: marked && split === max }))
    .reverse();
}

/** 00:01:02.34 (hours always shown, hundredths truncated so the display never runs ahead of the clock). */
export function formatStopwatch(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 10));
  const cs = t % 100;
  const s = Math.floor(t / 100) % 60;
  const m = Math.floor(t / 6000) % 60;
  const h = Math.floor(t / 360000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(h)}:${p(m)}:${p(s)}.${p(cs)}`;
}

/** The laps as tab-separated text, for Copy. */
export function lapsText(s: StopwatchState): string {
  return [
    'Lap\tSplit\tTotal',
    ...lapRows(s)
      .reverse()
      .map((r) => `${r.n}\t${formatStopwatch(r.split)}\t${formatStopwatch(r.total)}`),
  ].join('\n');
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Reads a saved stopwatch; anything malformed is refused rather than shown as a wrong time. */
export function parseStopwatch(json: string | null): Result<StopwatchState> {
  if (json == null || json === '') return ok(reset());
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return fail('The saved stopwatch could not be read, so it was reset');
  }
  const o = v as Partial<StopwatchState> | null;
  if (
    !o ||
    typeof o !== 'object' ||
    !(o.startedAt === null || isTime(o.startedAt)) ||
    !isTime(o.banked) ||
    !Array.isArray(o.laps) ||
    !o.laps.every(isTime)
  ) {
    return fail('The saved stopwatch could not be read, so it was reset');
  }
  return ok({ startedAt: o.startedAt, banked: o.banked, laps: o.laps.slice(0, 10_000) });
}
