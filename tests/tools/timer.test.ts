import {
  formatCountdown,
  idleTimer,
  MAX_DURATION_MS,
  parseDuration,
  parseTimer,
  pauseTimer,
  phase,
  remaining,
  resetTimer,
  resumeTimer,
  splitDuration,
  startTimer,
  titleFor,
} from '@/tools/timer/timer.core';

const T0 = 1_750_000_000_000;

describe('parseDuration', () => {
  it.each([
    [0, 5, 0, 300_000],
    ['1', '30', '15', 5_415_000],
    ['', '', '10', 10_000],
    [' 2 ', 0, 0, 7_200_000],
    [99, 59, 59, MAX_DURATION_MS],
  ])('reads %j h %j m %j s as %i ms', (h, m, s, ms) => {
    expect(parseDuration(h, m, s)).toEqual({ ok: true, value: ms });
  });

  it.each([
    [0, 0, 0, /above zero/],
    ['', '', '', /above zero/],
    [0, 60, 0, /Minutes can be at most 59/],
    [0, 0, 75, /Seconds can be at most 59/],
    [100, 0, 0, /Hours can be at most 99/],
    [-1, 0, 0, /Hours must be a whole number/],
    [0, 1.5, 0, /Minutes must be a whole number of 0 or more \(got "1.5"\)/],
    [0, 'ten', 0, /got "ten"/],
  ])('refuses %j h %j m %j s', (h, m, s, message) => {
    const r = parseDuration(h, m, s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('countdown state', () => {
  it('counts down from the end timestamp, however late the check comes', () => {
    const s = startTimer(60_000, T0);
    expect(phase(s, T0)).toBe('running');
    expect(remaining(s, T0 + 10_500)).toBe(49_500);
    // A background tab that wakes up 10 minutes later sees a finished timer, not one that paused.
    expect(phase(s, T0 + 600_000)).toBe('done');
    expect(remaining(s, T0 + 600_000)).toBe(0);
    expect(phase(s, T0 + 60_000)).toBe('done');
  });

  it('pauses and resumes with the time left kept', () => {
    let s = startTimer(60_000, T0);
    s = pauseTimer(s, T0 + 20_000);
    expect(phase(s, T0 + 999_999)).toBe('paused');
    expect(remaining(s, T0 + 999_999)).toBe(40_000);
    s = resumeTimer(s, T0 + 100_000);
    expect(phase(s, T0 + 100_000)).toBe('running');
    expect(remaining(s, T0 + 130_000)).toBe(10_000);
  });

  it('does not pause a finished or idle timer, nor resume a running one', () => {
    const done = startTimer(1000, T0);
    expect(pauseTimer(done, T0 + 2000)).toBe(done);
    expect(pauseTimer(idleTimer, T0)).toBe(idleTimer);
    expect(resumeTimer(done, T0)).toBe(done);
  });

  it('resets to the full duration, stopped', () => {
    const s = resetTimer(pauseTimer(startTimer(90_000, T0), T0 + 1000));
    expect(s).toEqual({ duration: 90_000, endsAt: null, pausedLeft: null });
    expect(phase(s, T0)).toBe('idle');
    expect(remaining(s, T0)).toBe(90_000);
  });
});

describe('formatting', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [3_599_500, '01:00:00'],
    [MAX_DURATION_MS, '99:59:59'],
    [-20, '00:00:00'],
  ])('shows %i ms left as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('puts the time left in the title', () => {
    const s = startTimer(300_000, T0);
    expect(titleFor(s, T0 + 1000, 'Timer')).toBe('04:59 · Timer');
    expect(titleFor(startTimer(7_200_000, T0), T0, 'Timer')).toBe('02:00:00 · Timer');
    expect(titleFor(pauseTimer(s, T0 + 1000), T0 + 5000, 'Timer')).toBe('⏸ 04:59 · Timer');
    expect(titleFor(s, T0 + 300_000, 'Timer')).toBe('⏰ Time is up · Timer');
    expect(titleFor(idleTimer, T0, 'Timer')).toBe('Timer');
  });

  it('splits a duration into fields', () => {
    expect(splitDuration(5_415_000)).toEqual({ hours: 1, minutes: 30, seconds: 15 });
  });
});

describe('parseTimer', () => {
  it('reads a saved timer', () => {
    const s = startTimer(60_000, T0);
    expect(parseTimer(JSON.stringify(s))).toEqual({ ok: true, value: s });
    expect(parseTimer(null)).toEqual({ ok: true, value: idleTimer });
  });

  it.each([
    '{',
    '"x"',
    '{"duration":-1,"endsAt":null,"pausedLeft":null}',
    '{"duration":10,"endsAt":null,"pausedLeft":20}',
    '{"duration":10,"endsAt":"soon","pausedLeft":null}',
  ])('refuses %s', (json) => {
    expect(parseTimer(json).ok).toBe(false);
  });
});
