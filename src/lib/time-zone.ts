/**
 * The date and time-zone engine of the timestamp and time-zone tools. Zone data comes from the browser's IANA
 * database through Intl.DateTimeFormat (timeZoneName 'longOffset' and Intl.supportedValuesOf: Chrome 99,
 * Firefox 93, Safari 15.4, all older than Next's browser targets). Dates are proleptic Gregorian with ISO
 * years: year 0 is 1 BC, -1 is 2 BC.
 */

/** A date and time as a zone's clocks show it. */
export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** How a wall time was placed on the timeline. */
export interface ResolvedWallTime {
  epochMs: number;
  /** exact: the time happened once; gap: clocks jumped over it; ambiguous: clocks showed it twice. */
  kind: 'exact' | 'gap' | 'ambiguous';
}

// ECMAScript dates cover ±100,000,000 days around the epoch.
export const MAX_EPOCH_MS = 8.64e15;
const DAY_MS = 86_400_000;

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of a year. */
export const daysInMonth = (year: number, month: number): number =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** Milliseconds since 1970 of a wall time read as UTC (NaN past the date range); unlike Date.UTC it keeps years 0–99 as they are. */
export function wallToUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter writing the weekday and GMT offset in a zone: "Mon, GMT+05:30", with seconds for historic
 * offsets ("GMT-00:25:21"). Throws RangeError for an unknown zone.
 */
export function zoneFormat(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', timeZoneName: 'longOffset' })));
  return f;
}

/** True when the browser knows the IANA zone name (UTC, Europe/Berlin…). */
export function isTimeZone(zone: string): boolean {
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's clocks are ahead of UTC at an instant (negative west of Greenwich); past the date range, the offset at its end. */
export function zoneOffset(epochMs: number, zone: string): number {
  const name = zoneFormat(zone).format(Math.max(-MAX_EPOCH_MS, Math.min(MAX_EPOCH_MS, epochMs)));
  const [, sign, h, m, s] = /([+-])(\d+):(\d+):?(\d*)/.exec(name) ?? [];
  // Plain "GMT" is no offset.
  return sign ? (sign === '-' ? -1 : 1) * Date.UTC(1970, 0, 1, +h, +m, +s) : 0;
}

/**
 * The wall time in a zone at an instant as ISO 8601 without an offset (2024-01-15T11:00:00.000; years outside
 * 0000–9999 as -000001 or +275760), or null when it falls past an end of the date range.
 */
export function wallIso(epochMs: number, zone: string): string | null {
  const wall = epochMs + zoneOffset(epochMs, zone);
  return Math.abs(wall) > MAX_EPOCH_MS ? null : new Date(wall).toISOString().slice(0, -1);
}

/**
 * The instant at which a zone's clocks show a wall time, as RFC 5545 (iCalendar) and Temporal's "compatible"
 * option place it: a time shown twice as clocks go back is the earlier instant; a time skipped as clocks jump
 * forward is read with the offset from before the jump (02:30 on a 02:00→03:00 night is 03:30).
 * Near the ends of the date range the instant may fall outside it or be NaN; callers check.
 */
export function resolveWallTime(w: WallTime, zone: string): ResolvedWallTime {
  const asUtc = wallToUtc(w);
  // The offsets a day either side bracket any transition near this wall time; the larger gives the earlier instant.
  const before = zoneOffset(asUtc - DAY_MS, zone);
  const after = zoneOffset(asUtc + DAY_MS, zone);
  const fits = [...new Set([Math.max(before, after), Math.min(before, after)])].filter((o) => zoneOffset(asUtc - o, zone) === o);
  return fits.length ? { epochMs: asUtc - fits[0], kind: fits.length > 1 ? 'ambiguous' : 'exact' } : { epochMs: asUtc - before, kind: 'gap' };
}

/** An ISO 8601 offset: +01:00, -03:30; historic offsets keep their seconds (+00:53:28). */
export function isoOffset(offsetMs: number): string {
  const seconds = Math.abs(Math.round(offsetMs / 1000));
  // Offsets are under a day, so their length written as a time of day is HH:mm:ss.
  return (offsetMs < 0 ? '-' : '+') + new Date(seconds * 1000).toISOString().slice(11, seconds % 60 ? 19 : 16);
}

/** Every zone the browser knows, UTC first (some engines leave it out of the list, which comes sorted). */
export const timeZoneNames = (): string[] => [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];

/** The visitor's zone, or UTC when the browser does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
