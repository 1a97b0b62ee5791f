import fc from 'fast-check';
import { formatInstant, parseTimeInput, relativeTime } from '@/tools/timestamp/timestamp.core';

const NOW = Date.UTC(2024, 0, 15, 12, 0, 0);

function parsed(input: string, opts?: { timeZone?: string }) {
  const r = parseTimeInput(input, NOW, opts);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseTimeInput: numbers', () => {
  it.each([
    ['1700000000', 1700000000000, 'seconds'],
    ['0', 0, 'seconds'],
    ['-86400', -86400000, 'seconds'],
    ['1700000000.123', 1700000000123, 'seconds'],
    ['1.005', 1005, 'seconds'],
    ['-1.5', -1500, 'seconds'],
    ['99999999999', 99999999999000, 'seconds'],
    ['1700000000123', 1700000000123, 'milliseconds'],
    ['100000000000', 100000000000, 'milliseconds'],
    ['1700000000123456', 1700000000123, 'microseconds'],
    ['1700000000123456789', 1700000000123, 'nanoseconds'],
    ['-1700000000123456789', -1700000000124, 'nanoseconds'],
    ['1_700_000_000', 1700000000000, 'seconds'],
    ['  1700000000\n', 1700000000000, 'seconds'],
    ['1.7e9', 1700000000000, 'seconds'],
  ])('reads %j as %i (%s)', (input, epochMs, detected) => {
    expect(parsed(input)).toEqual({ epochMs, detected });
  });

  it('reads "now" as the given current time', () => {
    expect(parsed('NOW')).toEqual({ epochMs: NOW, detected: 'milliseconds' });
  });
});

describe('parseTimeInput: ISO 8601', () => {
  it.each([
    ['2024-01-15T10:30:00Z', Date.UTC(2024, 0, 15, 10, 30)],
    ['2024-01-15t10:30:00z', Date.UTC(2024, 0, 15, 10, 30)],
    ['2024-01-15T10:30:00.123456789Z', Date.UTC(2024, 0, 15, 10, 30, 0, 123)],
    ['2024-01-15T10:30:00,5Z', Date.UTC(2024, 0, 15, 10, 30, 0, 500)],
    ['2024-01-15T10:30:00+01:00', Date.UTC(2024, 0, 15, 9, 30)],
    ['2024-01-15T10:30:00-0530', Date.UTC(2024, 0, 15, 16, 0)],
    ['2024-01-15T10:30+02', Date.UTC(2024, 0, 15, 8, 30)],
    ['2024-01-15 10:30:00', Date.UTC(2024, 0, 15, 10, 30)],
    ['2024-01-15', Date.UTC(2024, 0, 15)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['0001-01-01T00:00:00Z', -62135596800000],
    ['+275760-09-13T00:00:00Z', 8.64e15],
    ['-000001-01-01T00:00:00Z', -62198755200000],
  ])('reads %j', (input, epochMs) => {
    expect(parsed(input)).toEqual({ epochMs, detected: 'iso' });
  });

  it('reads a date-time without an offset in the requested zone, across DST', () => {
    expect(parsed('2024-01-15T10:00:00', { timeZone: 'Europe/Berlin' }).epochMs).toBe(Date.UTC(2024, 0, 15, 9));
    expect(parsed('2024-07-15T10:00:00', { timeZone: 'Europe/Berlin' }).epochMs).toBe(Date.UTC(2024, 6, 15, 8));
    expect(parsed('2024-07-15T10:00:00', { timeZone: 'America/New_York' }).epochMs).toBe(Date.UTC(2024, 6, 15, 14));
    // 02:30 does not exist on 2024-03-31 in Berlin: it moves forward by the gap to 03:30 CEST.
    expect(parsed('2024-03-31T02:30:00', { timeZone: 'Europe/Berlin' }).epochMs).toBe(Date.UTC(2024, 2, 31, 1, 30));
    // 02:30 happens twice on 2024-10-27: the earlier one (CEST) wins.
    expect(parsed('2024-10-27T02:30:00', { timeZone: 'Europe/Berlin' }).epochMs).toBe(Date.UTC(2024, 9, 27, 0, 30));
  });

  it.each([
    ['2023-02-30', /February 2023 has 28 days/],
    ['2023-02-29T00:00:00Z', /February 2023 has 28 days/],
    ['2024-04-31', /April 2024 has 30 days/],
    ['2024-13-01', /Month 13 does not exist/],
    ['2024-00-10', /Month 0 does not exist/],
    ['2024-01-00', /not a date/],
    ['2024-01-15T24:00:00Z', /Hour 24/],
    ['2024-01-15T10:60:00Z', /Minute 60/],
    ['2016-12-31T23:59:60Z', /Leap seconds/],
    ['2024-01-15T10:00:00+25:00', /offset/],
    ['2024-1-5T10:00', /not valid ISO 8601/],
    ['2024-01-15T10', /not valid ISO 8601/],
  ])('rejects the impossible %j', (input, message) => {
    const r = parseTimeInput(input, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reads a date-time without an offset at the ends of the date range instead of throwing', () => {
    expect(parsed('+275760-09-13T00:00:00', { timeZone: 'Europe/Berlin' }).epochMs).toBe(8.64e15 - 2 * 3_600_000);
    const r = parseTimeInput('-271821-04-20T00:00:00', NOW, { timeZone: 'Europe/Berlin' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/outside the range/);
  });

  it('rejects an unknown zone for a date-time without an offset', () => {
    const r = parseTimeInput('2024-01-15T10:00:00', NOW, { timeZone: 'Mars/Olympus' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/Unknown time zone "Mars\/Olympus"/);
  });
});

describe('parseTimeInput: date strings', () => {
  it.each([
    ['Tue, 15 Nov 1994 08:12:31 GMT', Date.UTC(1994, 10, 15, 8, 12, 31)],
    ['15 January 2024 10:00 UTC', Date.UTC(2024, 0, 15, 10)],
    ['Jan 15, 2024 10:30:00 GMT+0100', Date.UTC(2024, 0, 15, 9, 30)],
  ])('reads %j', (input, epochMs) => {
    expect(parsed(input)).toEqual({ epochMs, detected: 'date-string' });
  });

  it.each([
    ['Feb 30, 2023', /February 2023 has 28 days/],
    ['2023/02/30 10:00', /February 2023 has 28 days/],
    ['31 June 2024', /June 2024 has 30 days/],
    ['hello 5', /Could not read/],
    ['next tuesday 2024', /Could not read/],
    ['March', /Could not read/],
  ])('rejects %j', (input, message) => {
    const r = parseTimeInput(input, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('parseTimeInput: malformed input', () => {
  it.each([
    ['empty', ''],
    ['blank', '  \t'],
    ['binary garbage', '\u0000\u0001\uFFFD\uD800'],
    ['a truncated ISO string', '2024-01-'],
    ['a huge number', '9'.repeat(40)],
    ['an overflowing exponent', '1e400'],
    ['NaN', 'NaN'],
    ['a very long string', `2024 ${'x'.repeat(1_000_000)}`],
    ['a number past the date range', '8640000000000001000000'],
  ])('fails on %s with a message', (_, input) => {
    const r = parseTimeInput(input, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
  });

  it.each([[null], [1700000000], [{}]])('fails on the non-string %j instead of throwing', (value) => {
    expect(parseTimeInput(value as unknown as string, NOW).ok).toBe(false);
  });
});

describe('formatInstant', () => {
  // Found against GNU date (tests/real/timestamp.real.test.ts): the full date style hides the era, so 1 BC read as year 1.
  it.each([
    [-62198755200000, 'UTC', 'Friday, January 1, 2 BC at 12:00:00 AM UTC'],
    [-62135596801000, 'UTC', 'Sunday, December 31, 1 BC at 11:59:59 PM UTC'],
    [-62135596800000, 'UTC', 'Monday, January 1, 1 at 12:00:00 AM UTC'],
  ])('names the era before year 1 (%i in %s)', (ms, zone, local) => {
    const r = formatInstant(ms, zone, 'en-US', NOW);
    expect(r.ok && r.value.local.replace(/\u202f/g, ' ')).toBe(local);
  });

  it('renders an instant in a zone with its offset', () => {
    const r = formatInstant(Date.UTC(2024, 0, 15, 10, 0, 0, 123), 'Europe/Berlin', 'en-US', NOW);
    expect(r).toEqual({
      ok: true,
      value: {
        iso: '2024-01-15T10:00:00.123Z',
        isoLocal: '2024-01-15T11:00:00.123+01:00',
        seconds: 1705312800,
        milliseconds: 1705312800123,
        local: 'Monday, January 15, 2024 at 11:00:00 AM GMT+1',
        zoneOffset: '+01:00',
        relative: '2 hours ago',
      },
    });
  });

  it.each([
    ['America/New_York', Date.UTC(2024, 6, 1), '-04:00'],
    ['Asia/Kolkata', Date.UTC(2024, 6, 1), '+05:30'],
    ['Asia/Kathmandu', Date.UTC(2024, 6, 1), '+05:45'],
    ['UTC', Date.UTC(2024, 6, 1), '+00:00'],
    ['Asia/Kolkata', Date.UTC(1900, 0, 1), '+05:21:10'],
    ['Europe/Dublin', Date.UTC(1900, 0, 1), '-00:25:21'],
  ])('gives the offset of %s', (zone, ms, offset) => {
    const r = formatInstant(ms, zone, 'en-US', NOW);
    expect(r.ok && r.value.zoneOffset).toBe(offset);
  });

  it('uses the locale for the long form', () => {
    const r = formatInstant(0, 'UTC', 'de-DE', 0);
    expect(r.ok && r.value.local).toBe('Donnerstag, 1. Januar 1970 um 00:00:00 UTC');
  });

  it('writes negative and far-future years as expanded ISO years', () => {
    const past = formatInstant(-62198755200000, 'UTC', 'en-US', NOW);
    expect(past.ok && [past.value.iso, past.value.isoLocal]).toEqual(['-000001-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000+00:00']);
    const future = formatInstant(8.64e15, 'UTC', 'en-US', NOW);
    expect(future.ok && future.value.isoLocal).toBe('+275760-09-13T00:00:00.000+00:00');
  });

  it('shows the last hours of the date range in a zone ahead of UTC, and says when its clocks are past the end', () => {
    const r = formatInstant(8.64e15 - 14 * 3_600_000, 'Pacific/Kiritimati', 'en-US', NOW);
    expect(r.ok && [r.value.isoLocal, r.value.zoneOffset]).toEqual(['+275760-09-13T00:00:00.000+14:00', '+14:00']);
    const past = formatInstant(8.64e15, 'Pacific/Kiritimati', 'en-US', NOW);
    expect(past.ok).toBe(false);
    if (!past.ok) expect(past.error.message).toBe('The time in Pacific/Kiritimati is outside the range JavaScript dates support');
  });

  it('floors seconds before 1970', () => {
    const r = formatInstant(-1500, 'UTC', 'en-US', NOW);
    expect(r.ok && [r.value.seconds, r.value.iso]).toEqual([-2, '1969-12-31T23:59:58.500Z']);
  });

  it.each([
    ['an unknown zone', 0, 'Mars/Olympus', 'en-US', /Unknown time zone "Mars\/Olympus"/],
    ['an empty zone', 0, '', 'en-US', /Enter a time zone/],
    ['an offset instead of a zone', 0, '+05:30', 'en-US', /Unknown time zone/],
    ['a bad locale', 0, 'UTC', 'not a locale!', /Unknown locale/],
    ['NaN', Number.NaN, 'UTC', 'en-US', /finite/],
    ['Infinity', Number.POSITIVE_INFINITY, 'UTC', 'en-US', /finite/],
    ['a time past the date range', 8.64e15 + 1, 'UTC', 'en-US', /range/],
    ['a string instead of a number', '0' as unknown as number, 'UTC', 'en-US', /finite/],
  ])('fails on %s', (_, ms, zone, locale, message) => {
    const r = formatInstant(ms, zone, locale, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [-999, 'now'],
    [-5_000, '5 seconds ago'],
    [-59_600, '1 minute ago'],
    [-3 * 60_000, '3 minutes ago'],
    [90 * 60_000, 'in 2 hours'],
    [2 * 86_400_000, 'in 2 days'],
    [-86_400_000, '1 day ago'],
    [-45 * 86_400_000, '1 month ago'],
    [400 * 86_400_000, 'in 1 year'],
    [-30 * 365 * 86_400_000, '30 years ago'],
  ])('describes an offset of %i ms as %j', (offset, text) => {
    expect(relativeTime(NOW + offset, NOW)).toBe(text);
  });

  it('returns an empty string for non-finite input', () => {
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('round trips', () => {
  it('reads seconds, shows them as ISO, and reads the ISO back to the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (seconds) => {
        const first = parseTimeInput(String(seconds), NOW);
        if (!first.ok) return false;
        const shown = formatInstant(first.value.epochMs, 'UTC', 'en-US', NOW);
        if (!shown.ok) return false;
        const back = parseTimeInput(shown.value.iso, NOW);
        return back.ok && back.value.epochMs / 1000 === seconds && shown.value.seconds === seconds;
      }),
    );
  });

  it('reads the zoned ISO form back to the same instant in any zone', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.integer({ min: -2e12, max: 4e12 }), fc.constantFrom(...zones), (ms, zone) => {
        const shown = formatInstant(ms, zone, 'en-US', NOW);
        if (!shown.ok) return false;
        const back = parseTimeInput(shown.value.isoLocal, NOW);
        return back.ok && back.value.epochMs === ms;
      }),
    );
  });
});
