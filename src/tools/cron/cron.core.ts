import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { fail, ok, type Result } from '@/lib/result';

// Reads a cron line: checks each field itself so an error can name the field, describes it with cronstrue and
// lists the next runs with croner in an IANA time zone.

export const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: readonly string[];
  /** Letters this field may use beyond numbers and names: L, W, #, ?. */
  special?: 'dom' | 'dow';
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const SECOND: FieldSpec = { name: 'second', min: 0, max: 59 };
const FIVE: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, special: 'dom' },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  { name: 'day-of-week', min: 0, max: 7, names: DAYS, special: 'dow' },
];

/** A value of a field: a number or (months, weekdays) a three-letter name; an error message naming the field when bad. */
function value(spec: FieldSpec, text: string): number | string {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n < spec.min || n > spec.max ? `${spec.name}: ${text} is out of range ${spec.min}–${spec.max}` : n;
  }
  const i = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (i >= 0) return spec.names === MONTHS ? i + 1 : i;
  const expected = spec.names ? `a number ${spec.min}–${spec.max} or a name such as ${spec.names[1]}` : `a number ${spec.min}–${spec.max}`;
  return `${spec.name}: "${text}" is not ${expected}`;
}

/** Checks one field; returns an error message that names it, or null. */
export function checkField(spec: FieldSpec, field: string): string | null {
  for (const item of field.split(',')) {
    if (item === '') return `${spec.name}: empty item in the list "${field}"`;
    if (spec.special && item === '?') continue;
    if (spec.special === 'dom' && /^(L|LW|L-\d+|\d+W)$/i.test(item)) {
      const n = /^(\d+)W$/i.exec(item);
      if (n) {
        const v = value(spec, n[1]);
        if (typeof v === 'string') return v;
      }
      continue;
    }
    if (spec.special === 'dow') {
      const nth = /^(\w+)#(\d+)$/.exec(item) ?? /^(\w+)L$/i.exec(item);
      if (nth) {
        const v = value(spec, nth[1]);
        if (typeof v === 'string') return v;
        if (nth[2] !== undefined && (Number(nth[2]) < 1 || Number(nth[2]) > 5))
          return `${spec.name}: #${nth[2]} is out of range #1–#5 (the nth weekday of the month)`;
        continue;
      }
    }
    const [range, step, extra] = item.split('/');
    if (extra !== undefined) return `${spec.name}: "${item}" has more than one /`;
    if (step !== undefined && !/^\d+$/.test(step)) return `${spec.name}: step "${step}" in "${item}" is not a whole number`;
    if (step !== undefined && Number(step) === 0) return `${spec.name}: step 0 in "${item}" never advances`;
    if (range === '*') continue;
    const ends = range.split('-');
    if (ends.length > 2 || ends.some((e) => e === '')) return `${spec.name}: "${item}" is not a value, a range a-b, * or a step */n`;
    const values = ends.map((e) => value(spec, e));
    const bad = values.find((v) => typeof v === 'string');
    if (bad !== undefined) return bad as string;
    // cronie reads a weekday range that ends on Sunday as ending on 7: FRI-SUN is Friday to Sunday.
    const toSunday = spec.special === 'dow' && values[1] === 0;
    if (values.length === 2 && (values[0] as number) > (values[1] as number) && !toSunday)
      return `${spec.name}: range ${range} runs backwards (write the smaller value first)`;
  }
  return null;
}

export type CronReading =
  { kind: 'reboot'; description: string } | { kind: 'schedule'; pattern: string; fields: number; description: string; macro?: string };

/** Reads a cron line (5 fields, 6 with seconds first, or a macro); an error names the bad field. */
export function readCron(input: string): Result<CronReading> {
  const line = input.trim();
  if (line === '') return fail('Type a cron expression, such as */15 9-17 * * MON-FRI.');
  if (line.startsWith('@')) {
    const macro = line.toLowerCase();
    if (macro === '@reboot')
      return ok({
        kind: 'reboot',
        description: 'Runs once when the cron daemon starts, usually at boot. It has no schedule, so it has no next runs.',
      });
    const pattern = MACROS[macro];
    if (!pattern)
      return fail(`Unknown macro ${line}: use @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly or @reboot.`, { line: 1, column: 1 });
    return ok({ kind: 'schedule', pattern, fields: 5, description: describe(pattern), macro });
  }
  const fields = line.split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6)
    return fail(`Expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, but found ${fields.length}.`);
  const specs = fields.length === 6 ? [SECOND, ...FIVE] : FIVE;
  for (let i = 0; i < fields.length; i++) {
    const problem = checkField(specs[i], fields[i]);
    if (problem) return fail(problem, { line: 1, column: columnOf(line, i) + 1 });
  }
  const pattern = fields.join(' ');
  try {
    // Croner is the one that runs it: what it refuses is an error even if the fields look right.
    new Cron(forCroner(pattern), { paused: true });
  } catch (e) {
    return fail(e instanceof Error ? e.message.replace(/^CronPattern: /, '') : String(e));
  }
  try {
    return ok({ kind: 'schedule', pattern, fields: fields.length, description: describe(pattern) });
  } catch (e) {
    return fail(`Cannot describe this expression: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The pattern with month and weekday names written as numbers, and a weekday range that ends on Sunday (FRI-SUN,
 * 5-0) ending on 7, for croner: it reads names by rewriting them in place, which turns SUN-SUN into 0-7 (every
 * day) and refuses 5-0, where cron means Sunday alone and Friday to Sunday.
 */
export function forCroner(pattern: string): string {
  const fields = pattern.trim().split(/\s+/);
  const n = fields.length;
  if (n < 5) return pattern;
  const names = (field: string, list: string[], base: number) =>
    field.replace(/[a-z]{3}/gi, (w) => {
      const i = list.indexOf(w.toUpperCase());
      return i < 0 ? w : String(i + base);
    });
  fields[n - 2] = names(fields[n - 2], MONTHS, 1);
  fields[n - 1] = names(fields[n - 1], DAYS, 0)
    .split(',')
    .map((item) => item.replace(/^(\d+)-0(?=\/|$)/, (whole, from: string) => (Number(from) > 0 ? `${from}-7` : whole)))
    .join(',');
  return fields.join(' ');
}

/** The offset in the line where field `index` starts. */
function columnOf(line: string, index: number): number {
  const re = /\S+/g;
  let m: RegExpExecArray | null = null;
  for (let i = 0; i <= index; i++) m = re.exec(line);
  return m ? m.index : 0;
}

/**
 * Whether the two day fields must both match, as in cronie and Vixie cron: when both are restricted a day matches
 * if either does, but a field that starts with * (such as *\/2) counts as unrestricted for that rule, so
 * `0 0 *\/2 * MON` runs on the odd days of the month that are Mondays. (cronie sets DOM_STAR or DOW_STAR from the
 * field's first character in entry.c, and cron.c then ANDs the fields.) `?` is read as * here, as croner does.
 * Croner alone would OR them unless a field is exactly *.
 */
export function dayFieldsAnd(pattern: string): boolean {
  const fields = pattern.trim().split(/\s+/);
  const dom = fields[fields.length - 3] ?? '';
  const dow = fields[fields.length - 1] ?? '';
  return /^[*?]/.test(dom) || /^[*?]/.test(dow);
}

function describe(pattern: string): string {
  // cronstrue words both rules alike ("every 2 days in a month, and on Monday"); told the fields are ANDed it
  // says "only on Monday" instead.
  const and = dayFieldsAnd(pattern);
  const say = (p: string) =>
    cronstrue.toString(p, { use24HourTimeFormat: true, verbose: false, throwExceptionOnParseError: true, logicalAndDayFields: and });
  const text = say(pattern);
  if (and) return text;
  // Either day may match, but cronstrue joins some weekday parts without "and" ("on day 1 of the month, Monday
  // through Friday"), which reads as both. Find the weekday part (what the text gains over the same line with
  // the weekday field *) and join it with "and".
  const fields = pattern.split(' ');
  const dom = fields[fields.length - 3];
  if (dom === undefined || /^[*?]/.test(dom)) return text;
  const base = say([...fields.slice(0, -1), '*'].join(' '));
  let head = 0;
  while (head < base.length && base[head] === text[head]) head++;
  let tail = 0;
  while (tail < base.length - head && base[base.length - 1 - tail] === text[text.length - 1 - tail]) tail++;
  // Back to the comma that opens the weekday part.
  head = text.lastIndexOf(', ', head);
  const part = text.slice(head + 2, text.length - tail);
  if (head < 0 || part === '' || part.startsWith('and ')) return text;
  const joined = /^(on |every )/.test(part) ? `and ${part}` : `and on ${part}`;
  return text.slice(0, head + 2) + joined + text.slice(text.length - tail);
}

/**
 * The next `count` runs after `from` in an IANA time zone, as croner computes them, with the day fields combined
 * as cronie does (see dayFieldsAnd). Around DST: a time the clocks skip
 * (02:30 on a spring-forward night) runs once at the first minute after the gap (03:00); a time the clocks show twice
 * runs once, at its first occurrence.
 */
export function nextRuns(pattern: string, timeZone: string, count = 10, from = new Date()): Result<Date[]> {
  try {
    const cron = new Cron(forCroner(pattern), { timezone: timeZone, paused: true, domAndDow: dayFieldsAnd(pattern) });
    return ok(cron.nextRuns(count, from));
  } catch (e) {
    return fail(e instanceof Error ? e.message.replace(/^CronPattern: /, '') : String(e));
  }
}

const runFormats = new Map<string, Intl.DateTimeFormat>();

/** A run as the zone's clocks show it: "2026-03-29 03:00:00 Sun UTC+02:00". */
export function formatRun(date: Date, timeZone: string): string {
  let f = runFormats.get(timeZone);
  if (!f)
    runFormats.set(
      timeZone,
      (f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
        timeZoneName: 'longOffset',
      })),
    );
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  // Engines write UTC itself as "GMT" or "GMT+00:00"; both become UTC+00:00.
  const offset = p.timeZoneName === 'GMT' ? 'UTC+00:00' : p.timeZoneName.replace('GMT', 'UTC');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${p.weekday} ${offset}`;
}

export interface CronOutcome {
  reading: CronReading;
  runs: string[];
  /** ISO 8601 (UTC) of each run, for copying. */
  isoRuns: string[];
}

/** Everything the page shows for a line and a zone. */
export function explainCron(input: string, timeZone: string, from = new Date()): Result<CronOutcome> {
  const r = readCron(input);
  if (!r.ok) return r;
  if (r.value.kind === 'reboot') return ok({ reading: r.value, runs: [], isoRuns: [] });
  const runs = nextRuns(r.value.pattern, timeZone, 10, from);
  if (!runs.ok) return runs;
  return ok({ reading: r.value, runs: runs.value.map((d) => formatRun(d, timeZone)), isoRuns: runs.value.map((d) => d.toISOString()) });
}
