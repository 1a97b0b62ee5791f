// The cron tool's next runs against cronie's rules. There is no cronie command that lists next runs, so the
// reference is a brute-force matcher written from cronie's source (github.com/cronie-crond/cronie, src/entry.c and
// src/cron.c): each field is parsed on its own into the set of values it allows (get_list/get_range: *, n, a-b,
// */n, a-b/n, comma lists, JAN–DEC and SUN–SAT names, 0 and 7 both Sunday), DOM_STAR/DOW_STAR are set when a day
// field's first character is *, and a minute matches when minute, hour and month are in their sets and
//   (dom_star || dow_star) ? (dom_match && dow_match) : (dom_match || dow_match).
// The matcher walks day by day, and minute by minute through the days that match, from the instant the tool is
// asked about; the runs it finds must be exactly the tool's next runs. Generated expressions lean on the day
// fields (steps, ranges, lists, names, day 31 and 29–30 against short months) and start around month and year
// ends, leap days (2024, 2028; 2100 is not a leap year) and March 1st/2nd.
import { explainCron } from '@/tools/cron/cron.core';
import { rng } from './programs';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** cronie's get_list: the values one field allows. Names are looked up case-insensitively, months from 1. */
function cronieSet(field: string, low: number, high: number, names?: string[]): Set<number> {
  const num = (t: string) => {
    if (/^\d+$/.test(t)) return Number(t);
    const i = names?.indexOf(t.toUpperCase()) ?? -1;
    if (i < 0) throw new Error(`reference: bad value ${t}`);
    return i + low;
  };
  const set = new Set<number>();
  for (const item of field.split(',')) {
    const m = /^(?:(\*)|(\w+)(?:-(\w+))?)(?:\/(\d+))?$/.exec(item);
    if (!m) throw new Error(`reference: bad item ${item}`);
    let from: number;
    let to: number;
    if (m[1]) [from, to] = [low, high];
    else {
      from = num(m[2]);
      // cronie refuses a step after a single number (5/10): only * and a-b take one.
      if (m[3] === undefined && m[4] !== undefined) throw new Error(`reference: step after a single value ${item}`);
      to = m[3] === undefined ? from : num(m[3]);
    }
    // get_range: a range that runs down to 0 ends at 7 instead (FRI-SUN, 5-0: Friday to Sunday).
    if (from > to && to === 0) to = 7;
    const step = m[4] === undefined ? 1 : Number(m[4]);
    for (let v = from; v <= to; v += step) set.add(v);
  }
  return set;
}

interface Entry {
  minute: Set<number>;
  hour: Set<number>;
  dom: Set<number>;
  month: Set<number>;
  dow: Set<number>;
  domStar: boolean;
  dowStar: boolean;
}

function cronieEntry(line: string): Entry {
  const [minute, hour, dom, month, dow] = line.split(' ');
  const dows = cronieSet(dow, 0, 7, DAYS);
  // entry.c: "make sundays equivalent"
  if (dows.has(0) || dows.has(7)) dows.add(0).add(7);
  return {
    minute: cronieSet(minute, 0, 59),
    hour: cronieSet(hour, 0, 23),
    dom: cronieSet(dom, 1, 31),
    month: cronieSet(month, 1, 12, MONTHS),
    dow: dows,
    domStar: dom.startsWith('*'),
    dowStar: dow.startsWith('*'),
  };
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The first `count` minutes after `from` and before `until` that cronie would run `line` at, on a clock `offset`
 * minutes ahead of UTC (a zone without DST).
 */
function cronieRuns(line: string, from: Date, until: number, count: number, offset: number): string[] {
  const e = cronieEntry(line);
  const runs: string[] = [];
  const first = (Math.floor(from.getTime() / MINUTE) + 1) * MINUTE; // strictly after `from`
  const localFirst = first + offset * MINUTE;
  for (let day = Math.floor(localFirst / DAY) * DAY; day - offset * MINUTE < until && runs.length < count; day += DAY) {
    const d = new Date(day);
    const dom = e.dom.has(d.getUTCDate());
    const dow = e.dow.has(d.getUTCDay());
    const dayMatch = e.domStar || e.dowStar ? dom && dow : dom || dow;
    if (!e.month.has(d.getUTCMonth() + 1) || !dayMatch) continue;
    for (let m = 0; m < 1440 && runs.length < count; m++) {
      const local = day + m * MINUTE;
      if (local < localFirst || local - offset * MINUTE >= until) continue;
      if (!e.hour.has(Math.floor(m / 60)) || !e.minute.has(m % 60)) continue;
      runs.push(new Date(local - offset * MINUTE).toISOString());
    }
  }
  return runs;
}

/**
 * The largest step generated: cronie takes any step (a step past the range only warns), but the tool refuses a
 * day-of-week step above 7, which would only ever select Sunday.
 */
const maxStep = (high: number) => (high === 7 ? 7 : Infinity);

/** Random fields in the forms cronie reads. */
function generator(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[r(xs.length)];
  const name = (v: number, names: string[], low: number) => (r(3) === 0 ? names[v - low].toLowerCase() : r(2) ? names[v - low] : String(v));
  /** One item of a field between low and high; `favour` values come up more often (ends of months). */
  const item = (low: number, high: number, names?: string[], favour: number[] = []): string => {
    const val = () => (favour.length && r(3) === 0 ? pick(favour) : low + r(high - low + 1));
    const show = (v: number) => (names && v - low < names.length ? name(v, names, low) : String(v));
    const size = high - low + 1;
    const step = () => 1 + r(Math.min(size, maxStep(high)));
    // cronie's FRI-SUN, 5-0: a weekday range down to Sunday ends on 7.
    if (high === 7 && r(6) === 0) return `${show(1 + r(6))}-${pick(['SUN', 'sun', '0'])}${r(2) ? '' : `/${step()}`}`;
    switch (r(6)) {
      case 0:
        return `*/${step()}`;
      case 1: {
        const a = val();
        const b = a + r(high - a + 1);
        return `${show(a)}-${show(b)}`;
      }
      case 2: {
        const a = low + r(size);
        const b = a + r(high - a + 1);
        return `${show(a)}-${show(b)}/${step()}`;
      }
      default:
        return show(val());
    }
  };
  const field = (low: number, high: number, names?: string[], favour?: number[], star = 4): string => {
    const k = r(10);
    if (k < star) return r(3) === 0 ? '*' : `*/${1 + r(Math.min(high - low + 1, maxStep(high)))}`;
    if (k < 8) return item(low, high, names, favour);
    return Array.from({ length: 2 + r(3) }, () => item(low, high, names, favour)).join(',');
  };
  return () => {
    const minute = r(4) === 0 ? field(0, 59) : String(r(60));
    const hour = r(4) === 0 ? field(0, 23) : String(r(24));
    // Both day fields restricted often enough to exercise the OR, and *-led often enough for the AND.
    const dom = field(1, 31, undefined, [1, 2, 28, 29, 30, 31], 3);
    const month = r(2) ? '*' : field(1, 12, MONTHS, [2], 2);
    const dow = field(0, 7, DAYS, [0, 7], 3);
    return `${minute} ${hour} ${dom} ${month} ${dow}`;
  };
}

const STARTS = [
  '2023-12-31T23:59:30Z',
  '2024-01-31T12:00:00Z',
  '2024-02-28T23:30:00Z',
  '2024-02-29T00:00:00Z',
  '2024-03-01T00:00:00Z',
  '2025-02-28T22:15:10Z',
  '2026-03-01T23:59:00Z',
  '2026-03-02T00:00:00Z',
  '2026-04-30T18:00:00Z',
  '2027-06-30T23:59:59Z',
  '2028-02-27T10:00:00Z',
  '2099-12-31T00:00:00Z',
  '2100-02-27T00:00:00Z',
];

const ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Kolkata', 330], // +05:30 all year: shifts day boundaries without DST
];

describe('cron next runs against cronie’s matching rules', () => {
  it('lists the same next runs as cronie for generated expressions', () => {
    const next = generator(0x5eed_c0de);
    let cases = 0;
    let runs = 0;
    const mismatches: string[] = [];
    for (let i = 0; i < 700; i++) {
      const line = next();
      const from = new Date(STARTS[i % STARTS.length]);
      const [zone, offset] = ZONES[i % 3 === 0 ? 1 : 0];
      const tool = explainCron(line, zone, from);
      if (!tool.ok) {
        mismatches.push(`${line}: the tool refused it: ${tool.error.message}`);
        continue;
      }
      // The reference looks 30 years ahead; the tool may find later runs than that (Feb 29 on a given weekday).
      const until = from.getTime() + 30 * 365 * DAY;
      const expected = cronieRuns(line, from, until, 10, offset);
      const got = tool.value.isoRuns.filter((iso) => Date.parse(iso) < until);
      cases++;
      runs += expected.length;
      if (JSON.stringify(got) !== JSON.stringify(expected))
        mismatches.push(`${line} from ${from.toISOString()} in ${zone}:\n  tool   ${got.join(' ')}\n  cronie ${expected.join(' ')}`);
    }
    console.log(`cron vs cronie rules: ${cases} expressions, ${runs} runs compared, ${mismatches.length} mismatches`);
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(cases).toBe(700);
  });

  it('covers both day-field rules in the generated cases', () => {
    // Guards the generator: a change that stopped producing one of the rules would leave it untested.
    const next = generator(0x5eed_c0de);
    const kinds = { and: 0, or: 0 };
    for (let i = 0; i < 700; i++) {
      const [, , dom, , dow] = next().split(' ');
      if (dom === '*' || dow === '*') continue;
      if (dom.startsWith('*') || dow.startsWith('*')) kinds.and++;
      else kinds.or++;
    }
    expect(kinds.and).toBeGreaterThan(100);
    expect(kinds.or).toBeGreaterThan(100);
  });
});
