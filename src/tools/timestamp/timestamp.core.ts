import { fail, ok, type Result } from '@/lib/result';
import {
  daysInMonth,
  isoOffset,
  isTimeZone,
  MAX_EPOCH_MS,
  MONTH_NAMES,
  resolveWallTime,
  wallIso,
  wallToUtc,
  zoneOffset,
  type WallTime,
} from '@/lib/time-zone';

/** How `parseTimeInput` read the input. */
export type TimeInputKind = 'seconds' | 'milliseconds' | 'microseconds' | 'nanoseconds' | 'iso' | 'date-string';

/** An instant read from user input. */
export interface ParsedTime {
  /** Milliseconds since 1970-01-01T00:00:00Z (whole milliseconds; finer digits are dropped toward the past). */
  epochMs: number;
  detected: TimeInputKind;
}

/** Options for `parseTimeInput`. */
export interface ParseTimeOptions {
  /** IANA zone for ISO date-times written without an offset (default UTC). */
  timeZone?: string;
}

/** Everything the converter shows for one instant. */
export interface FormattedInstant {
  /** UTC ISO 8601, e.g. 2024-01-15T10:00:00.000Z. */
  iso: string;
  /** ISO 8601 in the chosen zone with its offset, e.g. 2024-01-15T11:00:00.000+01:00. */
  isoLocal: string;
  seconds: number;
  milliseconds: number;
  /** Long date and time in the chosen zone and locale. */
  local: string;
  /** The zone's UTC offset at that instant, e.g. +01:00 (historic offsets may carry seconds: +00:53:28). */
  zoneOffset: string;
  /** "3 minutes ago", "in 2 days". */
  relative: string;
}

/** Checks a zone name, returning the error message for an unknown one. */
function checkTimeZone(timeZone: unknown): string | null {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return 'Enter a time zone, such as UTC or Europe/Berlin';
  if (isTimeZone(timeZone.trim())) return null;
  return `Unknown time zone "${timeZone}". Use an IANA name such as UTC, Europe/Berlin or America/New_York`;
}

const ISO = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Validates calendar fields, returning a message naming the impossible part. */
function calendarError(y: number, m: number, d: number, dateText: string): string | null {
  if (m < 1 || m > 12) return `Month ${m} does not exist; months run from 01 to 12`;
  const days = daysInMonth(y, m);
  if (d < 1 || d > days) return `${dateText} is not a date: ${MONTH_NAMES[m - 1]} ${y} has ${days} days`;
  return null;
}

function parseIso(m: RegExpExecArray, timeZone: string): Result<number> {
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const bad = calendarError(year, month, day, `${m[1]}-${m[2]}-${m[3]}`);
  if (bad) return fail(bad);
  if (hour > 23) return fail(`Hour ${hour} does not exist; hours run from 00 to 23`);
  if (minute > 59) return fail(`Minute ${minute} does not exist; minutes run from 00 to 59`);
  if (second === 60) return fail('Leap seconds (:60) cannot be represented as a Unix timestamp; use :59 or the next minute');
  if (second > 59) return fail(`Second ${second} does not exist; seconds run from 00 to 59`);
  // Digits past milliseconds are dropped: Unix time in JavaScript has millisecond resolution.
  const millisecond = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const w: WallTime = { year, month, day, hour, minute, second, millisecond };
  const zone = m[8];
  if (zone === undefined) {
    const problem = checkTimeZone(timeZone);
    if (problem) return fail(problem);
    return ok(resolveWallTime(w, timeZone.trim()).epochMs);
  }
  if (zone === 'Z' || zone === 'z') return ok(wallToUtc(w));
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const oh = Number(digits.slice(0, 2));
  const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (oh > 23 || om > 59) return fail(`The offset ${zone} is not valid; offsets run from -23:59 to +23:59`);
  return ok(wallToUtc(w) - sign * (oh * 60 + om) * 60000);
}

const MONTH_WORDS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
const OTHER_WORDS =
  /^(?:mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?$|^(?:am|pm|a\.m\.|p\.m\.|gmt|utc|ut|z|t|est|edt|cst|cdt|mst|mdt|pst|pdt|st|nd|rd|th|at)$/i;

/**
 * Free-form dates through Date.parse, which is lenient to a fault ("hello 5" is May 2001 and Feb 30 rolls into
 * March), so the text must name a year, contain only date words, and its day must exist in its month.
 */
function parseDateString(text: string): Result<number> {
  const unreadable = fail(
    `Could not read "${text.length > 60 ? `${text.slice(0, 60)}…` : text}" as a time. Enter a Unix timestamp (1700000000), ` +
      'an ISO 8601 date (2024-01-15T10:30:00Z) or a date such as "Jan 15, 2024 10:30 GMT"',
  );
  if (text.length > 200 || !/\d{4}/.test(text)) return unreadable;
  const words = text.match(/[A-Za-z][A-Za-z.]*/g) ?? [];
  for (const w of words) if (!MONTH_WORDS.test(w) && !OTHER_WORDS.test(w)) return unreadable;
  const parsed = Date.parse(text);
  if (Number.isNaN(parsed)) return unreadable;

  let y: number | undefined;
  let mo: number | undefined;
  let d: number | undefined;
  let m: RegExpExecArray | null;
  if ((m = /(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/.exec(text))) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(text))) [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    const month = words.findIndex((w) => MONTH_WORDS.test(w));
    const year = /\b(\d{4})\b/.exec(text);
    const day = /(?:^|[^\d:])(\d{1,2})(?:st|nd|rd|th)?(?![\d:])/.exec(text.replace(/\b\d{4}\b/, ' '));
    if (month >= 0 && year && day) {
      const monthWord = words[month].slice(0, 3).toLowerCase();
      mo = MONTH_NAMES.findIndex((name) => name.slice(0, 3).toLowerCase() === monthWord) + 1;
      y = Number(year[1]);
      d = Number(day[1]);
    }
  }
  if (y !== undefined && mo !== undefined && d !== undefined) {
    const bad = calendarError(y, mo, d, `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    if (bad) return fail(bad);
  }
  return ok(parsed);
}

/**
 * Converts a plain decimal ("-1700000000.123") in a unit worth multiplier/divisor milliseconds to whole
 * milliseconds exactly, flooring toward the past; exponent forms go through floating point.
 */
function exactMs(numeric: string, multiplier: bigint, divisor: bigint): number {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(numeric);
  if (!m) {
    return Math.floor((Number(numeric) * Number(multiplier)) / Number(divisor));
  }
  const fraction = m[3] ?? '';
  const n = BigInt(`${m[1] === '-' ? '-' : ''}${m[2] || '0'}${fraction}`) * multiplier;
  const d = divisor * 10n ** BigInt(fraction.length);
  let q = n / d;
  // BigInt division truncates toward zero; timestamps floor toward the past.
  if (n < 0n && q * d !== n) q -= 1n;
  return Number(q);
}

/**
 * Reads a Unix timestamp (unit detected by magnitude: below 1e11 seconds, 1e14 milliseconds, 1e17 microseconds,
 * else nanoseconds), an ISO 8601 date or date-time (without an offset it is read in `opts.timeZone`, default UTC),
 * "now", or a plain-English date. Impossible dates such as 2023-02-30 are errors rather than rolled over.
 */
export function parseTimeInput(input: string, now: number = Date.now(), opts: ParseTimeOptions = {}): Result<ParsedTime> {
  if (typeof input !== 'string') return fail('Enter a timestamp or a date');
  const text = input.trim();
  if (text === '') return fail('The input is empty');
  if (/^now$/i.test(text)) {
    if (!Number.isFinite(now)) return fail('The current time is not available');
    return ok({ epochMs: Math.floor(now), detected: 'milliseconds' });
  }

  const numeric = text.replace(/_/g, '');
  if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(numeric)) {
    const value = Number(numeric);
    const abs = Math.abs(value);
    let detected: TimeInputKind;
    let epochMs: number;
    if (abs < 1e11) {
      detected = 'seconds';
      epochMs = exactMs(numeric, 1000n, 1n);
    } else if (abs < 1e14) {
      detected = 'milliseconds';
      epochMs = exactMs(numeric, 1n, 1n);
    } else if (abs < 1e17) {
      detected = 'microseconds';
      epochMs = exactMs(numeric, 1n, 1000n);
    } else {
      detected = 'nanoseconds';
      epochMs = exactMs(numeric, 1n, 1000000n);
    }
    if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) {
      return fail(`${text} ${detected} is outside the range JavaScript dates support (years -271821 to 275760)`);
    }
    return ok({ epochMs: epochMs === 0 ? 0 : epochMs, detected });
  }

  const iso = ISO.exec(text);
  if (iso) {
    const r = parseIso(iso, opts.timeZone ?? 'UTC');
    if (!r.ok) return r;
    if (!Number.isFinite(r.value) || Math.abs(r.value) > MAX_EPOCH_MS) return fail(`${text} is outside the range JavaScript dates support`);
    return ok({ epochMs: r.value, detected: 'iso' });
  }
  // Looks like ISO but did not match: say what is wrong instead of letting Date.parse guess.
  if (/^[+-]?\d{4,6}-\d/.test(text)) {
    return fail(`"${text}" is not valid ISO 8601; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS with an optional Z or ±HH:MM`);
  }
  const loose = parseDateString(text);
  if (!loose.ok) return loose;
  if (Math.abs(loose.value) > MAX_EPOCH_MS) return fail(`${text} is outside the range JavaScript dates support`);
  return ok({ epochMs: loose.value, detected: 'date-string' });
}

/**
 * Shows an instant as UTC ISO, ISO with the zone's offset, seconds, milliseconds, a long local date in `timeZone`
 * and `locale`, the zone's offset and a relative description. Unknown zones and locales are errors.
 */
export function formatInstant(epochMs: number, timeZone: string, locale = 'en-US', nowMs: number = Date.now()): Result<FormattedInstant> {
  if (typeof epochMs !== 'number' || !Number.isFinite(epochMs)) return fail('The time is not a finite number of milliseconds');
  if (Math.abs(epochMs) > MAX_EPOCH_MS) return fail('The time is outside the range JavaScript dates support (years -271821 to 275760)');
  const problem = checkTimeZone(timeZone);
  if (problem) return fail(problem);
  const zone = timeZone.trim();
  let localFormat: Intl.DateTimeFormat;
  try {
    Intl.getCanonicalLocales(locale);
    localFormat = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'long' });
  } catch {
    return fail(`Unknown locale "${String(locale)}". Use a language tag such as en-US, de-DE or ja-JP`);
  }
  const ms = Math.floor(epochMs);
  const offset = isoOffset(zoneOffset(ms, zone));
  const wall = wallIso(ms, zone);
  if (wall === null) return fail(`The time in ${zone} is outside the range JavaScript dates support`);
  // Year 0 and earlier: the full date style leaves the era out, so 1 BC would read as year 1. Name the era then.
  if (/^(?:-|0000)/.test(wall))
    localFormat = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      era: 'short',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    });
  return ok({
    iso: new Date(ms).toISOString(),
    isoLocal: wall + offset,
    seconds: Math.floor(ms / 1000),
    milliseconds: ms,
    local: localFormat.format(ms),
    zoneOffset: offset,
    relative: relativeTime(ms, nowMs),
  });
}

let relativeFormat: Intl.RelativeTimeFormat | null = null;

const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in ms, and the count below which it is used
  ['second', 1000, 60],
  ['minute', 60_000, 60],
  ['hour', 3_600_000, 24],
  ['day', 86_400_000, 30],
  ['month', 2_629_746_000, 12],
  ['year', 31_556_952_000, Infinity],
];

/** English relative time between two instants: "now", "3 minutes ago", "in 2 days". */
export function relativeTime(epochMs: number, nowMs: number): string {
  if (!Number.isFinite(epochMs) || !Number.isFinite(nowMs)) return '';
  const diff = epochMs - nowMs;
  const abs = Math.abs(diff);
  if (abs < 1000) return 'now';
  relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  for (const [unit, size, limit] of UNITS) {
    const count = Math.round(abs / size);
    if (count < limit) return relativeFormat.format(diff < 0 ? -count : count, unit);
  }
  return '';
}

/** One line of the converter's output table. */
export interface Row {
  label: string;
  value: string;
}

/** The converter's output table for an instant shown in `zone`. */
export function rowsOf(f: FormattedInstant, zone: string): Row[] {
  return [
    { label: 'ISO 8601 (UTC)', value: f.iso },
    { label: 'Unix seconds', value: String(f.seconds) },
    { label: 'Unix milliseconds', value: String(f.milliseconds) },
    { label: `Local time (${zone})`, value: f.local },
    { label: `ISO 8601 (${zone}, UTC${f.zoneOffset})`, value: f.isoLocal },
    { label: 'Relative', value: f.relative },
  ];
}

/** The table's labels before there is a clock (the prerendered page): the same rows, without their zone. */
export const PLACEHOLDER_ROWS = ['ISO 8601 (UTC)', 'Unix seconds', 'Unix milliseconds', 'Local time', 'ISO 8601 (local)', 'Relative'];

/** The status line while the converter shows the current time. */
export const LIVE_STATUS = 'Showing the current time, updated every second. Type a timestamp or a date to convert it.';

/** The date picker's value for an instant: wall-clock time in the chosen zone (years 0–9999 only: the control's range). */
export const pickerValueOf = (f: FormattedInstant): string => (/^\d{4}-/.test(f.isoLocal) ? f.isoLocal.slice(0, 19) : '');
