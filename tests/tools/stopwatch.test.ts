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
} from '@/tools/stopwatch/stopwatch.core';

const T0 = 1_750_000_000_000;

describe('stopwatch state', () => {
  it('measures from the start timestamp, not from ticks', () => {
    const s = start(initialStopwatch, T0);
    expect(isRunning(s)).toBe(true);
    expect(elapsed(s, T0 + 1234)).toBe(1234);
    // A reload an hour later still reads the right time.
    expect(elapsed(JSON.parse(JSON.stringify(s)), T0 + 3_600_000)).toBe(3_600_000);
  });

  it('banks time across stop and start', () => {
    let s = start(initialStopwatch, T0);
    s = stop(s, T0 + 1000);
    expect(isRunning(s)).toBe(false);
    expect(elapsed(s, T0 + 999_999)).toBe(1000);
    s = start(s, T0 + 5000);
    expect(elapsed(s, T0 + 5500)).toBe(1500);
  });

  it('ignores start while running and stop or lap while stopped', () => {
    const running = start(initialStopwatch, T0);
    expect(start(running, T0 + 50)).toBe(running);
    expect(stop(initialStopwatch, T0)).toBe(initialStopwatch);
    expect(lap(initialStopwatch, T0)).toBe(initialStopwatch);
  });

  it('never goes below the banked time when the system clock goes back', () => {
    const s = start({ ...initialStopwatch, banked: 500 }, T0);
    expect(elapsed(s, T0 - 10_000)).toBe(500);
  });

  it('records laps with split and total, newest first, marking fastest and slowest', () => {
    let s = start(initialStopwatch, T0);
    s = lap(s, T0 + 1000);
    s = lap(s, T0 + 3500);
    s = lap(s, T0 + 4000);
    expect(lapRows(s)).toEqual([
      { n: 3, split: 500, total: 4000, fastest: true, slowest: false },
      { n: 2, split: 2500, total: 3500, fastest: false, slowest: true },
      { n: 1, split: 1000, total: 1000, fastest: false, slowest: false },
    ]);
    expect(lapsText(s)).toBe('Lap\tSplit\tTotal\n1\t00:00:01.00\t00:00:01.00\n2\t00:00:02.50\t00:00:03.50\n3\t00:00:00.50\t00:00:04.00');
  });

  it('marks nothing with one lap or equal laps', () => {
    let s = start(initialStopwatch, T0);
    s = lap(s, T0 + 1000);
    expect(lapRows(s)[0]).toMatchObject({ fastest: false, slowest: false });
    s = lap(s, T0 + 2000);
    expect(lapRows(s).some((r) => r.fastest || r.slowest)).toBe(false);
  });

  it('resets to zero with no laps', () => {
    expect(reset()).toEqual({ startedAt: null, banked: 0, laps: [] });
    expect(lapRows(reset())).toEqual([]);
  });
});

describe('formatStopwatch', () => {
  it.each([
    [0, '00:00:00.00'],
    [9, '00:00:00.00'],
    [10, '00:00:00.01'],
    [1999, '00:00:01.99'],
    [61_230, '00:01:01.23'],
    [3_600_000, '01:00:00.00'],
    [360_000_000, '100:00:00.00'],
    [-5, '00:00:00.00'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(formatStopwatch(ms)).toBe(text);
  });
});

describe('parseStopwatch', () => {
  it('reads what was saved', () => {
    const s = { startedAt: T0, banked: 20, laps: [5, 10] };
    expect(parseStopwatch(JSON.stringify(s))).toEqual({ ok: true, value: s });
    expect(parseStopwatch(null)).toEqual({ ok: true, value: reset() });
  });

  it.each([
    '{',
    '[]',
    'null',
    '{"startedAt":"x","banked":0,"laps":[]}',
    '{"startedAt":null,"banked":-1,"laps":[]}',
    '{"startedAt":null,"banked":0,"laps":["a"]}',
  ])('refuses %s', (json) => {
    const r = parseStopwatch(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/reset/);
  });
});
