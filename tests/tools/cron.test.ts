import { describe, expect, it } from 'vitest';
import { explainCron, formatRun, nextRuns, readCron } from '../../src/tools/cron/cron.core';

const runsIn = (pattern: string, zone: string, from: string, count = 4) => {
  const r = nextRuns(pattern, zone, count, new Date(from));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((d) => formatRun(d, zone));
};

describe('cron expression', () => {
  const descriptions: [string, string][] = [
    ['*/15 9-17 * * MON-FRI', 'Every 15 minutes, between 09:00 and 17:59, Monday through Friday'],
    ['0 30 9 * * MON-FRI', 'At 09:30, Monday through Friday'],
    ['0 0 L * *', 'At 00:00, on the last day of the month'],
    ['0 0 * * 5#2', 'At 00:00, on the second Friday of the month'],
    ['0 0 1 * MON', 'At 00:00, on day 1 of the month, and on Monday'],
    ['@yearly', 'At 00:00, on day 1 of the month, only in January'],
    ['@HOURLY', 'Every hour'],
    ['  5   4 * * sun  ', 'At 04:05, only on Sunday'],
    // Either day field may match: the weekday part is joined with "and", ranges too.
    ['0 8 20 * TUE-THU', 'At 08:00, on day 20 of the month, and on Tuesday through Thursday'],
    ['0 8 L * 6-0', 'At 08:00, on the last day of the month, and on Saturday through Sunday'],
    // Both must match (a field starts with *).
    ['0 8 */10 * TUE,THU', 'At 08:00, every 10 days in a month, only on Tuesday and Thursday'],
    ['0 8 */10 * ?', 'At 08:00, every 10 days in a month'],
  ];
  it.each(descriptions)('describes %j', (input, expected) => {
    const r = readCron(input);
    expect(r.ok && r.value.description).toBe(expected);
  });

  const errors: [string, string, number | undefined][] = [
    ['0 0 32 * *', 'day-of-month: 32 is out of range 1–31', 5],
    ['61 * * * *', 'minute: 61 is out of range 0–59', 1],
    ['0 24 * * *', 'hour: 24 is out of range 0–23', 3],
    ['0 0 * 13 *', 'month: 13 is out of range 1–12', 7],
    ['0 0 * * 8', 'day-of-week: 8 is out of range 0–7', 9],
    ['60 0 0 * * *', 'second: 60 is out of range 0–59', 1],
    ['0 0 * FOO *', 'month: "FOO" is not a number 1–12 or a name such as FEB', 7],
    ['0 17-9 * * *', 'hour: range 17-9 runs backwards (write the smaller value first)', 3],
    ['*/0 * * * *', 'minute: step 0 in "*/0" never advances', 1],
    ['0 0 * * MON#6', 'day-of-week: #6 is out of range #1–#5 (the nth weekday of the month)', 9],
    ['1,,2 * * * *', 'minute: empty item in the list "1,,2"', 1],
    ['* * * *', 'Expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, but found 4.', undefined],
    ['* * * * * * *', 'Expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, but found 7.', undefined],
    ['@often', 'Unknown macro @often: use @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly or @reboot.', 1],
    ['', 'Type a cron expression, such as */15 9-17 * * MON-FRI.', undefined],
    ['０ * * * *', 'minute: "０" is not a number 0–59', 1],
  ];
  it.each(errors)('names the bad field in %j', (input, message, column) => {
    const r = readCron(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe(message);
    expect(!r.ok && r.error.column).toBe(column);
  });

  it('explains @reboot without next runs', () => {
    const r = explainCron('@reboot', 'UTC');
    expect(r.ok && r.value.reading.kind).toBe('reboot');
    expect(r.ok && r.value.reading.description).toMatch(/^Runs once when the cron daemon starts/);
    expect(r.ok && r.value.runs).toEqual([]);
  });

  it('lists the next 10 runs in the chosen zone', () => {
    const r = explainCron('0 9 * * 1', 'Asia/Kolkata', new Date('2026-01-01T00:00:00Z'));
    expect(r.ok && r.value.runs.slice(0, 2)).toEqual(['2026-01-05 09:00:00 Mon UTC+05:30', '2026-01-12 09:00:00 Mon UTC+05:30']);
    expect(r.ok && r.value.isoRuns[0]).toBe('2026-01-05T03:30:00.000Z');
    expect(r.ok && r.value.runs).toHaveLength(10);
  });

  it('reads six fields with seconds first', () => {
    expect(runsIn('30 0 12 * * *', 'UTC', '2026-06-01T00:00:00Z', 2)).toEqual([
      '2026-06-01 12:00:30 Mon UTC+00:00',
      '2026-06-02 12:00:30 Tue UTC+00:00',
    ]);
  });

  it('runs a 02:30 job at 03:00 on the spring-forward day in Europe/Berlin (croner moves it past the gap)', () => {
    expect(runsIn('30 2 * * *', 'Europe/Berlin', '2026-03-27T12:00:00Z', 3)).toEqual([
      '2026-03-28 02:30:00 Sat UTC+01:00',
      '2026-03-29 03:00:00 Sun UTC+02:00',
      '2026-03-30 02:30:00 Mon UTC+02:00',
    ]);
  });

  it('runs a 02:30 job at 03:00 on the spring-forward day in America/New_York', () => {
    expect(runsIn('30 2 * * *', 'America/New_York', '2026-03-07T12:00:00Z', 3)).toEqual([
      '2026-03-08 03:00:00 Sun UTC-04:00',
      '2026-03-09 02:30:00 Mon UTC-04:00',
      '2026-03-10 02:30:00 Tue UTC-04:00',
    ]);
  });

  it('runs a 01:30 job once on the fall-back day in America/New_York, at the first 01:30', () => {
    expect(runsIn('30 1 * * *', 'America/New_York', '2026-10-31T12:00:00Z', 2)).toEqual([
      '2026-11-01 01:30:00 Sun UTC-04:00',
      '2026-11-02 01:30:00 Mon UTC-05:00',
    ]);
  });

  it('needs both day fields when one of them starts with *, as cronie does', () => {
    // May 2026: Fridays 1, 8, 15, 22, 29; */3 allows 1, 4, 7, …, 22, 25, 28, 31. June: Fridays 5, 12, 19, 26.
    expect(runsIn('0 12 */3 * FRI', 'UTC', '2026-04-30T00:00:00Z', 3)).toEqual([
      '2026-05-01 12:00:00 Fri UTC+00:00',
      '2026-05-22 12:00:00 Fri UTC+00:00',
      '2026-06-19 12:00:00 Fri UTC+00:00',
    ]);
    const r = readCron('0 12 */3 * FRI');
    expect(r.ok && r.value.description).toBe('At 12:00, every 3 days in a month, only on Friday');
  });

  it('takes either day field when both are restricted and neither starts with *', () => {
    // 10-11 May 2026 is a Sunday and Monday: 10 by the day of the month, 11 as a Monday, then Monday 18.
    expect(runsIn('0 12 10 * MON', 'UTC', '2026-05-09T00:00:00Z', 3)).toEqual([
      '2026-05-10 12:00:00 Sun UTC+00:00',
      '2026-05-11 12:00:00 Mon UTC+00:00',
      '2026-05-18 12:00:00 Mon UTC+00:00',
    ]);
  });

  it('reads a weekday range down to Sunday as ending on Sunday, and SUN-SUN as Sunday alone', () => {
    expect(runsIn('0 6 * * FRI-SUN', 'UTC', '2026-05-01T12:00:00Z', 3)).toEqual([
      '2026-05-02 06:00:00 Sat UTC+00:00',
      '2026-05-03 06:00:00 Sun UTC+00:00',
      '2026-05-08 06:00:00 Fri UTC+00:00',
    ]);
    expect(runsIn('0 6 * * sun-sun', 'UTC', '2026-05-01T12:00:00Z', 2)).toEqual([
      '2026-05-03 06:00:00 Sun UTC+00:00',
      '2026-05-10 06:00:00 Sun UTC+00:00',
    ]);
    expect(runsIn('0 6 * * 6-0/1', 'UTC', '2026-05-01T12:00:00Z', 2)).toEqual([
      '2026-05-02 06:00:00 Sat UTC+00:00',
      '2026-05-03 06:00:00 Sun UTC+00:00',
    ]);
  });

  it('finds no runs for a date that never comes', () => {
    const r = explainCron('0 0 30 2 *', 'UTC', new Date('2026-01-01T00:00:00Z'));
    expect(r.ok && r.value.runs).toEqual([]);
  });

  it('reports an unknown time zone instead of throwing', () => {
    const r = explainCron('* * * * *', 'Mars/Olympus');
    expect(r.ok).toBe(false);
  });

  it('accepts names, lists, steps and ? in either day field', () => {
    for (const input of ['0 0 ? * MON,WED,FRI', '0 0 1,15 JAN-JUN/2 ?', '0 0 15W * *', '0 0 L * *', '0 0 * * 5L', '0 0 * * 7'])
      expect(readCron(input).ok, input).toBe(true);
  });

  it('reads a huge input as one bad line without hanging', () => {
    const r = readCron('1,'.repeat(100_000) + '1 * * * *');
    expect(r.ok).toBe(true);
    const bad = readCron('* '.repeat(50_000));
    expect(!bad.ok && bad.error.message).toMatch(/found 50000/);
  });
});
