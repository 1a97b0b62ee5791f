import { fail, ok, type Result } from '@/lib/result';

/** Longest countdown: 99 hours 59 minutes 59 seconds. */
export const MAX_DURATION_MS = (99 * 3600 + 59 * 60 + 59) * 1000;

/**
 * A countdown kept as timestamps: while running only `endsAt` matters, so the time left is right even
 * after the tab slept in the background or the page was reloaded.
 */
export interface TimerState {
  /** The length set when the countdown started, in ms (0 when none is set). */
  duration: number;
  /** Date.now() value at which it reaches zero, while running; null otherwise. */
  endsAt: number | null;
  /** Time left while paused, in ms; null when not paused. */
  pausedLeft: number | null;
}

export type TimerPhase = 'idle' | 'running' | 'paused' | 'done';

export const idleTimer: TimerState = { duration: 0, endsAt: null, pausedLeft: null };

/** Reads hours, minutes and seconds fields; each must be a whole number, minutes and seconds below 60. */
export function parseDuration(hours: string | number, minutes: string | number, seconds: string | number): Result<number> {
  const fields: [string, string | number, number][] = [
    ['Hours', hours, 99],
    ['Minutes', minutes, 59],
    ['Seconds', seconds, 59],
  ];
  const values: number[] = [];
  for (const [name, raw, max] of fields) {
    const text = String(raw).trim();
    const n = text === '' ? 0 : Number(text);
    if (!Number.isInteger(n) || n < 0) return fail(`${name} must be a whole number of 0 or more (got "${text}")`);
    if (n > max) return fail(`${name} can be at most ${max}`);
    values.push(n);
  }
  const ms = (values[0] * 3600 + values[1] * 60 + values[2]) * 1000;
  if (ms === 0) return fail('Set a time above zero');
  return ok(ms);
}

export function phase(s: TimerState, now: number): TimerPhase {
  if (s.pausedLeft !== null) return 'paused';
  if (s.endsAt === null) return 'idle';
  return now >= s.endsAt ? 'done' : 'running';
}

/** Time left at `now`, never negative. */
export function remaining(s: TimerState, now: number): number {
  if (s.pausedLeft !== null) return s.pausedLeft;
  if (s.endsAt === null) return s.duration;
  return Math.max(0, s.endsAt - now);
}

export const startTimer = (duration: number, now: number): TimerState => ({ duration, endsAt: now + duration, pausedLeft: null });

export function pauseTimer(s: TimerState, now: number): TimerState {
  return phase(s, now) === 'running' ? { ...s, endsAt: null, pausedLeft: remaining(s, now) } : s;
}

export function resumeTimer(s: TimerState, now: number): TimerState {
  return s.pausedLeft !== null ? { ...s, endsAt: now + s.pausedLeft, pausedLeft: null } : s;
}

/** Back to the full duration, stopped. */
export const resetTimer = (s: TimerState): TimerState => ({ duration: s.duration, endsAt: null, pausedLeft: null });

/**
 * 00:04:59 for a countdown: seconds round up, so the display reads 00:00:01 until the very end and
 * 00:00:00 only at zero (the moment it beeps).
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(h)}:${p(m)}:${p(s)}`;
}

/** The tab title while counting: "04:59 · Countdown Timer"; hours only when needed. */
export function titleFor(s: TimerState, now: number, base: string): string {
  const ph = phase(s, now);
  if (ph === 'idle') return base;
  if (ph === 'done') return `⏰ Time is up · ${base}`;
  const text = formatCountdown(remaining(s, now)).replace(/^00:/, '');
  return `${ph === 'paused' ? '⏸ ' : ''}${text} · ${base}`;
}

/** Splits a duration into the h/m/s fields. */
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.round(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Reads a saved timer; malformed data is refused so it can never show a wrong time. */
export function parseTimer(json: string | null): Result<TimerState> {
  if (json == null || json === '') return ok({ ...idleTimer });
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return fail('The saved timer could not be read, so it was cleared');
  }
  const o = v as Partial<TimerState> | null;
  if (
    !o ||
    typeof o !== 'object' ||
    !isTime(o.duration) ||
    o.duration > MAX_DURATION_MS ||
    !(o.endsAt === null || isTime(o.endsAt)) ||
    !(o.pausedLeft === null || (isTime(o.pausedLeft) && o.pausedLeft <= o.duration))
  ) {
    return fail('The saved timer could not be read, so it was cleared');
  }
  return ok({ duration: o.duration, endsAt: o.endsAt, pausedLeft: o.pausedLeft });
}
