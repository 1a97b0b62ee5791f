import fc from 'fast-check';
import {
  browserTimeZone,
  daysInMonth,
  isLeapYear,
  isoOffset,
  isTimeZone,
  MAX_EPOCH_MS,
  resolveWallTime,
  timeZoneNames,
  wallIso,
  wallToUtc,
  zoneOffset,
  type WallTime,
} from '@/lib/time-zone';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const wall = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
  millisecond,
});

/** Reads the fields of wallIso's answer back. */
function fieldsOf(iso: string): WallTime {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3})$/.exec(iso);
  if (!m) throw new Error(`not a wall time: ${iso}`);
  const [year, month, day, hour, minute, second, millisecond] = m.slice(1).map(Number);
  return { year, month, day, hour, minute, second, millisecond };
}

describe('calendar', () => {
  it.each([
    [1900, false],
    [2000, true],
    [2023, false],
    [2024, true],
    [2100, false],
    [0, true],
    [-4, true],
    [-100, false],
    [-400, true],
  ])('year %i is a leap year: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it('knows the length of every month', () => {
    expect(Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('reads a wall time as UTC like Date.UTC, but keeps years 0–99', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_EPOCH_MS, max: MAX_EPOCH_MS }), (ms) => {
        const d = new Date(ms);
        const w = wall(
          d.getUTCFullYear(),
          d.getUTCMonth() + 1,
          d.getUTCDate(),
          d.getUTCHours(),
          d.getUTCMinutes(),
          d.getUTCSeconds(),
          d.getUTCMilliseconds(),
        );
        return wallToUtc(w) === ms;
      }),
    );
    expect(wallToUtc(wall(50, 1, 1))).toBe(utc('0050-01-01T00:00:00Z'));
    expect(wallToUtc(wall(0, 3, 1))).toBe(utc('0000-03-01T00:00:00Z'));
    expect(wallToUtc(wall(275760, 9, 13))).toBe(MAX_EPOCH_MS);
    expect(wallToUtc(wall(275760, 9, 13, 0, 0, 0, 1))).toBeNaN();
  });
});

describe('zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  // Moved from tests/tools/timezones.test.ts with the zone list it tested.
  it('lists the known zones with UTC first', () => {
    const zones = timeZoneNames();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    expect(zones.every(isTimeZone)).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });

  it('names the browser zone', () => {
    expect(isTimeZone(browserTimeZone())).toBe(true);
  });
});

describe('wall time and offset at an instant', () => {
  it.each([
    ['Asia/Kolkata', '2026-03-08T20:00:00Z', '2026-03-09T01:30:00.000', 5.5 * HOUR],
    ['Asia/Kathmandu', '2026-07-01T00:00:00Z', '2026-07-01T05:45:00.000', 5.75 * HOUR],
    ['America/New_York', '2026-03-08T06:59:59.250Z', '2026-03-08T01:59:59.250', -5 * HOUR],
    ['America/New_York', '2026-03-08T07:00:00Z', '2026-03-08T03:00:00.000', -4 * HOUR],
    ['Australia/Lord_Howe', '2026-01-01T00:00:00Z', '2026-01-01T11:00:00.000', 11 * HOUR],
    ['Australia/Lord_Howe', '2026-07-01T00:00:00Z', '2026-07-01T10:30:00.000', 10.5 * HOUR],
    ['Asia/Kolkata', '1900-01-01T00:00:00Z', '1900-01-01T05:21:10.000', (5 * 3600 + 21 * 60 + 10) * 1000],
    ['Europe/Dublin', '1900-01-01T00:00:00Z', '1899-12-31T23:34:39.000', -(25 * 60 + 21) * 1000],
    ['UTC', '1969-12-31T23:59:58.500Z', '1969-12-31T23:59:58.500', 0],
    ['UTC', '-000001-06-15T12:00:00Z', '-000001-06-15T12:00:00.000', 0],
    ['UTC', '0050-01-01T00:00:00Z', '0050-01-01T00:00:00.000', 0],
    ['Pacific/Kiritimati', '+275760-09-12T10:00:00Z', '+275760-09-13T00:00:00.000', 14 * HOUR],
  ])('in %s at %s', (zone, iso, local, offset) => {
    expect(wallIso(utc(iso), zone)).toBe(local);
    expect(zoneOffset(utc(iso), zone)).toBe(offset);
  });

  it('gives offsets at and past the ends of the date range, but no wall time past them', () => {
    expect(zoneOffset(MAX_EPOCH_MS, 'Pacific/Kiritimati')).toBe(14 * HOUR);
    expect(zoneOffset(MAX_EPOCH_MS + 5 * 86_400_000, 'Pacific/Kiritimati')).toBe(14 * HOUR);
    expect(zoneOffset(-MAX_EPOCH_MS, 'Europe/Berlin')).toBe((53 * 60 + 28) * 1000);
    expect(wallIso(MAX_EPOCH_MS, 'Pacific/Kiritimati')).toBeNull();
    expect(wallIso(MAX_EPOCH_MS, 'UTC')).toBe('+275760-09-13T00:00:00.000');
    expect(wallIso(-MAX_EPOCH_MS, 'Europe/Berlin')).toBe('-271821-04-20T00:53:28.000');
  });
});

describe('resolveWallTime', () => {
  it.each([
    [wall(2026, 7, 4, 12), 'America/New_York', '2026-07-04T16:00:00.000Z'],
    [wall(2026, 1, 1, 0, 0, 30), 'Asia/Kolkata', '2025-12-31T18:30:30.000Z'],
    [wall(2026, 1, 1, 12, 0, 0, 500), 'Asia/Kathmandu', '2026-01-01T06:15:00.500Z'],
    [wall(50, 1, 1), 'UTC', '0050-01-01T00:00:00.000Z'],
    [wall(-100, 6, 1, 12), 'UTC', '-000100-06-01T12:00:00.000Z'],
  ])('reads %j in %s as %s', (w, zone, iso) => {
    expect(resolveWallTime(w, zone)).toEqual({ epochMs: utc(iso), kind: 'exact' });
  });

  it('moves a time skipped by a jump forward on by the gap (02:30 New York on 2026-03-08 is 03:30 EDT)', () => {
    expect(resolveWallTime(wall(2026, 3, 8, 2, 30), 'America/New_York')).toEqual({ epochMs: utc('2026-03-08T07:30:00Z'), kind: 'gap' });
    // Lord Howe moves its clocks by half an hour.
    expect(resolveWallTime(wall(2026, 10, 4, 2, 15), 'Australia/Lord_Howe')).toEqual({ epochMs: utc('2026-10-03T15:45:00Z'), kind: 'gap' });
  });

  it('takes the earlier of two instants when the clocks go back (01:30 New York on 2026-11-01 is EDT)', () => {
    expect(resolveWallTime(wall(2026, 11, 1, 1, 30), 'America/New_York')).toEqual({ epochMs: utc('2026-11-01T05:30:00Z'), kind: 'ambiguous' });
    expect(resolveWallTime(wall(2026, 4, 5, 1, 45), 'Australia/Lord_Howe')).toEqual({ epochMs: utc('2026-04-04T14:45:00Z'), kind: 'ambiguous' });
  });

  it('does not throw at the ends of the date range', () => {
    expect(resolveWallTime(wall(275760, 9, 13), 'Europe/Berlin')).toEqual({ epochMs: MAX_EPOCH_MS - 2 * HOUR, kind: 'exact' });
    expect(resolveWallTime(wall(-271821, 4, 20), 'Europe/Berlin').epochMs).toBeLessThan(-MAX_EPOCH_MS);
  });

  it('round-trips instant → wall time → instant, except the later of two repeated times', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Pacific/Apia',
    ];
    fc.assert(
      fc.property(fc.integer({ min: -4e12, max: 4e12 }), fc.constantFrom(...zones), (ms, zone) => {
        const shown = wallIso(ms, zone);
        if (shown === null) return false;
        const back = resolveWallTime(fieldsOf(shown), zone);
        if (back.kind === 'gap') return false;
        if (back.epochMs === ms) return true;
        return back.kind === 'ambiguous' && back.epochMs < ms && wallIso(back.epochMs, zone) === shown;
      }),
      { numRuns: 500 },
    );
  });

  it('reads both instants of a repeated hour back as the first', () => {
    const first = utc('2026-11-01T05:30:00Z');
    const second = first + HOUR;
    expect(wallIso(second, 'America/New_York')).toBe('2026-11-01T01:30:00.000');
    expect(resolveWallTime(fieldsOf('2026-11-01T01:30:00.000'), 'America/New_York').epochMs).toBe(first);
  });
});

describe('isoOffset', () => {
  it.each([
    [0, '+00:00'],
    [5.5 * HOUR, '+05:30'],
    [5.75 * HOUR, '+05:45'],
    [-3.5 * HOUR, '-03:30'],
    [14 * HOUR, '+14:00'],
    [-12 * HOUR, '-12:00'],
    [-(25 * 60 + 21) * 1000, '-00:25:21'],
    [(53 * 60 + 28) * 1000, '+00:53:28'],
  ])('writes an offset of %i ms as %s', (ms, text) => {
    expect(isoOffset(ms)).toBe(text);
  });
});
