/**
 * The date and time-zone engine of the timestamp and time-zone tools, on the browser's Intl.DateTimeFormat
 * and its IANA database: no tables of our own. Calendar arithmetic is proleptic Gregorian with ISO years
 * (year 0 is 1 BC, -1 is 2 BC).
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
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

/** The first field out of range (no leap seconds, hours 0–23) and a sentence saying so, or null when all are valid. */
export function invalidField(w: WallTime): { field: keyof WallTime; message: string } | null {
  const days = daysInMonth(w.year, w.month);
  if (!(w.month >= 1 && w.month <= 12)) return { field: 'month', message: `There is no month ${w.month}: months run from 01 to 12` };
  if (!(w.day >= 1 && w.day <= days))
    return { field: 'day', message: `${MONTH_NAMES[w.month - 1]} ${w.year} has ${days} days, so day ${w.day} does not exist` };
  if (w.hour > 23) return { field: 'hour', message: `Hour ${w.hour} does not exist: hours run from 00 to 23` };
  if (w.minute > 59) return { field: 'minute', message: `Minute ${w.minute} does not exist: minutes run from 00 to 59` };
  if (w.second > 59) return { field: 'second', message: `Second ${w.second} does not exist: seconds run from 00 to 59` };
  return null;
}

/** Milliseconds since 1970 of a wall time read as UTC (NaN past the date range); unlike Date.UTC it keeps years 0–99 as they are. */
export function wallToUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter of the weekday and zone name in a zone: by default the GMT offset (Mon, GMT+05:30;
 * historic offsets keep their seconds, GMT-00:25:21). Throws RangeError for an unknown zone.
 */
function zoneFormat(zone: string, timeZoneName: 'longOffset' | 'short' = 'longOffset', locale = 'en-US'): Intl.DateTimeFormat {
  const key = zone + timeZoneName + locale;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', timeZoneName })));
  return f;
}

/** True when the browser knows the IANA zone name (UTC, Europe/Berlin…). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone's clocks are ahead of UTC at an instant (negative west of Greenwich); instants past the date range use its ends. */
export function zoneOffset(epochMs: number, zone: string): number {
  const name = zoneFormat(zone).format(Math.max(-MAX_EPOCH_MS, Math.min(MAX_EPOCH_MS, epochMs)));
  const [, sign, h, m, s] = /([+-])(\d+):(\d+):?(\d*)/.exec(name) ?? [];
  // Plain "GMT" is no offset.
  return sign ? (sign === '-' ? -1 : 1) * Date.UTC(1970, 0, 1, +h, +m, +s) : 0;
}

/** The day of the week (Mon, Tue…) in a zone at an instant. */
export const zoneWeekday = (epochMs: number, zone: string): string => zoneFormat(zone).format(epochMs).slice(0, 3);

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

/** Whether the zone is on summer time: its offset is above the lower of its January and July offsets that (UTC) year. */
export function isSummerTime(epochMs: number, zone: string): boolean {
  const d = new Date(epochMs);
  const jan = zoneOffset(d.setUTCMonth(0, 1), zone);
  const jul = zoneOffset(d.setUTCMonth(6, 1), zone);
  return jan !== jul && zoneOffset(epochMs, zone) > Math.min(jan, jul);
}

/** A letter abbreviation such as EST or CEST from the locale data, or null when it only has GMT+1 style names. */
export function zoneAbbreviation(epochMs: number, zone: string): string | null {
  for (const locale of ['en-US', 'en-GB']) {
    const name =
      zoneFormat(zone, 'short', locale)
        .formatToParts(epochMs)
        .find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return null;
}

/** An ISO 8601 offset: +01:00, -03:30; historic offsets keep their seconds (+00:53:28). */
export function isoOffset(offsetMs: number): string {
  // Offsets are under a day, so the time of day of their length is HH:mm:ss.
  const hms = new Date(Math.abs(Math.round(offsetMs / 1000)) * 1000).toISOString().slice(11, 19);
  return (offsetMs < 0 ? '-' : '+') + (hms.endsWith(':00') ? hms.slice(0, 5) : hms);
}

/** Every zone the browser knows, UTC first (some engines leave it out of the list, which comes sorted). */
export const timeZoneNames = (): string[] => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];

/** The visitor's zone, or UTC when the browser does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
