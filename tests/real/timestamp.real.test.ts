// The timestamp converter against GNU date: for a spread of instants (negative, leap days, 2038 and later, DST
// transitions in zones with odd offsets) every field formatInstant shows is compared with `TZ=zone date -d @secs`,
// and parseTimeInput is compared with `date -d` reading the same text. One date process per zone, fed on stdin.
import { execFileSync } from 'node:child_process';
import { formatInstant, parseTimeInput } from '@/tools/timestamp/timestamp.core';
import { requireProgram } from './programs';

const DATE = requireProgram('date', 'apt-get install coreutils (GNU date)');
if (!/GNU coreutils/.test(execFileSync(DATE, ['--version'], { encoding: 'utf8' })))
  throw new Error('date is not GNU date; install GNU coreutils (on macOS: brew install coreutils, then put gdate first on the PATH as date)');

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Apia',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Europe/Berlin',
];

/** Clock changes, as UTC seconds: each is checked one second before, at, and one second after. */
const TRANSITIONS = [
  Date.UTC(2024, 2, 10, 7) / 1000, // New York springs forward
  Date.UTC(2024, 10, 3, 6) / 1000, // and falls back
  Date.UTC(2024, 2, 31, 1) / 1000, // London, Berlin
  Date.UTC(2024, 9, 27, 1) / 1000,
  Date.UTC(2024, 3, 6, 15) / 1000, // Lord Howe: half an hour back
  Date.UTC(2024, 9, 5, 15, 30) / 1000, // and half an hour forward
  Date.UTC(1985, 11, 31, 18, 30) / 1000, // Kathmandu moves from +05:30 to +05:45
  Date.UTC(2011, 11, 30, 10) / 1000, // Apia skips 30 December 2011
  Date.UTC(2024, 3, 6, 14) / 1000, // Chatham +13:45 -> +12:45
];

const FIXED = [
  0, -1, 1, -86_400, 951_782_400, 951_868_799, 1_078_012_800, 1_709_164_800, 4_107_456_000, 2_147_483_647, 2_147_483_648, -2_147_483_648,
  1_700_000_000, 4_102_444_800, 32_503_680_000, 253_402_300_799, -62_135_510_400, -62_135_596_801, -62_198_755_200, -62_230_291_200, -100_000_000_000,
  -8_000_000_000_000, -1_000_000_000, 1_234_567_890,
];

/** A fixed pseudo-random spread over 1901–2200 with milliseconds (same every run). */
function spread(n: number): number[] {
  let x = 0x2545f491;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const unit = (x >>> 0) / 2 ** 32;
    out.push(Math.round((-2_177_452_800 + unit * (7_258_118_400 + 2_177_452_800)) * 1000));
  }
  return out;
}

const INSTANTS_MS = [
  ...FIXED.map((s) => s * 1000),
  ...TRANSITIONS.flatMap((t) => [t - 1, t, t + 1].map((s) => s * 1000)),
  -1500,
  1_700_000_000_123,
  -123_456_789_987,
  ...spread(80),
];

const FORMAT = '%Y-%m-%dT%H:%M:%S.%3N|%::z|%s|%A, %B %-d, %-Y at %-I:%M:%S %p';

/** GNU date's view of each instant in a zone, one process for all of them. */
function gnuDate(zone: string, instantsMs: number[]): string[][] {
  // The exact decimal: -1500 ms is @-1.500 (date reads the fraction with the sign of the whole number).
  const input = instantsMs
    .map((ms) => `@${ms < 0 ? '-' : ''}${Math.floor(Math.abs(ms) / 1000)}.${String(Math.abs(ms) % 1000).padStart(3, '0')}`)
    .join('\n');
  const out = execFileSync(DATE, ['-f', '-', `+${FORMAT}`], { input, env: { ...process.env, TZ: zone, LC_ALL: 'C' }, encoding: 'utf8' });
  return out
    .trimEnd()
    .split('\n')
    .map((l) => l.split('|'));
}

/**
 * GNU date's year (astronomical: 0 is 1 BC, -1 is 2 BC; written -002) as ISO 8601 writes it, the way
 * Date.prototype.toISOString does: four digits for 0000–9999, else a sign and six digits (+010000, -000002).
 */
const expandedYear = (wall: string) =>
  wall.replace(/^(-?\d+)-/, (_m, y: string) => {
    const n = Number(y);
    return `${n >= 0 && n <= 9999 ? String(n).padStart(4, '0') : `${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(6, '0')}`}-`;
  });
/** date's long form names the astronomical year; before year 1 the converter names the era: 0 -> 1 BC. */
const eraYear = (long: string) => long.replace(/, (-?\d+) at /, (m, y: string) => (Number(y) <= 0 ? `, ${1 - Number(y)} BC at ` : m));

/** +05:45:00 -> +05:45; +00:19:32 stays (historic offsets keep their seconds). */
const offsetOf = (gnu: string) => gnu.replace(/:00$/, '');

describe('formatInstant agrees with GNU date', () => {
  it.each(ZONES)('%s', (zone) => {
    const gnu = gnuDate(zone, INSTANTS_MS);
    const utc = zone === 'UTC' ? gnu : gnuDate('UTC', INSTANTS_MS);
    expect(gnu).toHaveLength(INSTANTS_MS.length);
    const mismatches: string[] = [];
    INSTANTS_MS.forEach((ms, i) => {
      const r = formatInstant(ms, zone, 'en-US', 0);
      if (!r.ok) throw new Error(`${ms} in ${zone}: ${r.error.message}`);
      const [wall, offset, secs, long] = gnu[i];
      const got = r.value;
      const want = {
        iso: `${expandedYear(utc[i][0])}Z`,
        isoLocal: expandedYear(wall) + offsetOf(offset),
        seconds: Number(secs),
        milliseconds: ms,
        zoneOffset: offsetOf(offset),
        // Intl's long form ends with the zone's name ("EST", "GMT+5:45"); GNU date has its own abbreviations.
        local: eraYear(long),
      };
      const have = { ...got, local: got.local.replace(/\u202f/g, ' ').replace(/ [^ ]+$/, '') };
      for (const key of Object.keys(want) as (keyof typeof want)[])
        if (have[key] !== want[key]) mismatches.push(`${ms} ${key}: core ${String(have[key])}, date ${String(want[key])}`);
    });
    // Both sides read the IANA database (V8 through ICU, date through the system's tzdata): after a rule change
    // they can differ until both are updated.
    expect(mismatches, `ICU time zone data ${process.versions.tz ?? '?'} against the system's tzdata`).toEqual([]);
  });
});

describe('parseTimeInput agrees with date -d', () => {
  /** Text date -d and the converter both read, in the zone given (for times without an offset). */
  const INPUTS: [string, string][] = [
    ['2024-01-15T10:30:00Z', 'UTC'],
    ['2024-02-29T23:59:59.999+05:45', 'UTC'],
    ['2000-02-29', 'UTC'],
    ['1969-12-31T23:59:59Z', 'UTC'],
    ['1900-03-01T00:00:00-03:30', 'UTC'],
    ['2038-01-19T03:14:08Z', 'UTC'],
    ['2100-02-28T12:00:00+14:00', 'UTC'],
    ['2024-07-01T12:00:00', 'America/New_York'],
    ['2024-01-01T00:00:00', 'Australia/Lord_Howe'],
    ['2024-07-01T00:00:00', 'Australia/Lord_Howe'],
    ['1990-06-15 08:00', 'Asia/Kathmandu'],
    ['2024-03-31T00:59:59', 'Europe/London'],
    ['2024-03-31T02:00:00', 'Europe/London'],
    // Shown twice as clocks go back: both take the earlier instant (EDT) here. (On Lord Howe's half-hour fall-back
    // glibc's mktime takes the later one; the converter documents the earlier, as RFC 5545 and Temporal do.)
    ['2024-11-03T01:30:00', 'America/New_York'],
    ['2012-01-01T00:00:00', 'Pacific/Apia'],
    ['2024-03-09T23:30:00', 'America/St_Johns'],
    ['Jan 15, 2024 10:30 GMT', 'UTC'],
    ['15 March 2024 18:45:00 UTC', 'UTC'],
    ['Sat, 29 Feb 2020 12:00:00 +0100', 'UTC'],
    ['2024-12-25 00:00:00 +0000', 'UTC'],
  ];

  it.each(INPUTS)('%s (in %s)', (text, zone) => {
    const r = parseTimeInput(text, 0, { timeZone: zone });
    if (!r.ok) throw new Error(r.error.message);
    const gnu = execFileSync(DATE, ['-d', text, '+%s%3N'], { env: { ...process.env, TZ: zone, LC_ALL: 'C' }, encoding: 'utf8' }).trim();
    expect(r.value.epochMs).toBe(Number(gnu));
  });

  it.each(['1700000000', '-1.5', '1700000000.123', '-2208988800', '4102444800', '99999999999'])('seconds %s', (text) => {
    const r = parseTimeInput(text, 0);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.detected).toBe('seconds');
    const gnu = execFileSync(DATE, ['-d', `@${text}`, '+%s.%3N'], { env: { ...process.env, TZ: 'UTC' }, encoding: 'utf8' }).trim();
    // %s floors toward the past and %N counts up from there, as the converter does.
    const [s, frac] = gnu.split('.');
    expect(r.value.epochMs).toBe(Number(s) * 1000 + Number(frac));
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31T10:00:00Z', '2024-01-01T24:00:00Z'])('refuses %s, as date -d does', (text) => {
    expect(parseTimeInput(text, 0).ok).toBe(false);
    expect(() => execFileSync(DATE, ['-d', text], { env: { ...process.env, TZ: 'UTC' }, stdio: 'pipe' })).toThrow();
  });
});
