import { fail, ok, type Result } from '@/lib/result';

/** A moment as the clocks of one zone show it. */
export interface ZoneTime {
  zone: string;
  /** YYYY-MM-DD on the zone's calendar. */
  date: string;
  /** HH:mm (24-hour). */
  time: string;
  /** Mon, Tue… */
  weekday: string;
  /** Minutes ahead of UTC (negative behind); fractional for historic offsets with seconds. */
  offsetMinutes: number;
  /** UTC+05:30, UTC-04:00, UTC+00:00. */
  offset: string;
  /** EDT, CEST, GMT… when the locale data has a letter abbreviation; null otherwise. */
  abbreviation: string | null;
  /** True while the zone is on summer time (its offset is above its standard offset that year). */
  dst: boolean;
}

/** How a wall-clock time was placed on the timeline. */
export interface ResolvedTime {
  epochMs: number;
  /** exact: one instant; gap: the time was skipped by a DST jump; ambiguous: it happened twice. */
  kind: 'exact' | 'gap' | 'ambiguous';
  /** For gap and ambiguous times, a sentence saying which instant is shown. */
  note: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter of numeric wall-clock parts; throws RangeError for an unknown zone. */
function partsIn(zone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partFormatters.set(zone, f);
  }
  return f;
}

/** True when this JavaScript engine knows the IANA zone name. */
export function isValidZone(zone: string): boolean {
  if (!zone) return false;
  try {
    partsIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** Every zone the browser knows, with UTC (which some engines leave out of the list), sorted. */
export function allZones(): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  return [...new Set(['UTC', ...zones])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

function wallParts(zone: string, epochMs: number): WallParts {
  const out: Record<string, string> = {};
  for (const p of partsIn(zone).formatToParts(new Date(epochMs))) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: out.weekday,
  };
}

/** Milliseconds the zone's clocks are ahead of UTC at an instant. */
function offsetMs(zone: string, epochMs: number): number {
  const w = wallParts(zone, epochMs);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  // Compare whole seconds: the formatter drops milliseconds.
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** Minutes the zone is ahead of UTC at the instant (negative when behind). */
export function offsetMinutes(zone: string, epochMs: number): Result<number> {
  if (!isValidZone(zone)) return fail(`Unknown time zone "${zone}"`);
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return fail('That instant is outside the range of dates the browser can handle');
  return ok(offsetMs(zone, epochMs) / 60_000);
}

/** UTC+05:30, UTC-03:00, UTC+00:00; historic offsets with seconds keep them (UTC-00:44:30). */
export function formatOffset(minutes: number): string {
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

/** A letter abbreviation such as EST or CEST from the locale data, or null when it only has GMT+1 style names. */
function abbreviation(zone: string, epochMs: number): string | null {
  for (const locale of ['en-US', 'en-GB']) {
    const key = `${locale}|${zone}`;
    let f = abbreviationFormatters.get(key);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
      abbreviationFormatters.set(key, f);
    }
    const name = f.formatToParts(new Date(epochMs)).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return null;
}

/** Whether the zone is on summer time: its offset is above the lower of its January and July offsets. */
function isDst(zone: string, epochMs: number, offset: number): boolean {
  const year = new Date(epochMs).getUTCFullYear();
  const jan = offsetMs(zone, Date.UTC(year, 0, 1));
  const jul = offsetMs(zone, Date.UTC(year, 6, 1));
  return jan !== jul && offset > Math.min(jan, jul);
}

/** The instant as shown in a zone, with its UTC offset and DST state. */
export function zoneTime(zone: string, epochMs: number): Result<ZoneTime> {
  const off = offsetMinutes(zone, epochMs);
  if (!off.ok) return off;
  const w = wallParts(zone, epochMs);
  return ok({
    zone,
    date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
    weekday: w.weekday,
    offsetMinutes: off.value,
    offset: formatOffset(off.value),
    abbreviation: abbreviation(zone, epochMs),
    dst: isDst(zone, epochMs, off.value * 60_000),
  });
}

/** Reads YYYY-MM-DDTHH:mm[:ss] (a space may replace the T), checking that the date exists. */
export function parseLocalDateTime(text: string): Result<WallParts & { weekday: '' }> {
  const t = text.trim();
  if (t === '') return fail('Choose a date and time');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(t);
  if (!m) return fail(`"${t}" is not a date and time: write it as YYYY-MM-DD HH:mm, e.g. 2026-03-08 14:30`);
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  if (year < 1) return fail('The year must be 1 or later');
  if (month < 1 || month > 12) return fail(`There is no month ${month}: months run from 01 to 12`);
  const dim = daysInMonth(year, month);
  if (day < 1 || day > dim) return fail(`${MONTHS[month - 1]} ${year} has ${dim} days, so day ${day} does not exist`);
  if (hour > 23) return fail(`Hour ${hour} does not exist: hours run from 00 to 23`);
  if (minute > 59) return fail(`Minute ${minute} does not exist: minutes run from 00 to 59`);
  if (second > 59) return fail(`Second ${second} does not exist: seconds run from 00 to 59`);
  return ok({ year, month, day, hour, minute, second, weekday: '' });
}

/**
 * The instant at which a zone's clocks show a wall-clock time. Around DST changes it follows RFC 5545
 * (iCalendar), as Temporal's "compatible" option does: a time skipped by clocks jumping forward is read
 * with the offset from before the jump (so 02:30 on a 02:00→03:00 night becomes 03:30), and a time that
 * happens twice is the first of the two.
 */
export function zonedToInstant(text: string, zone: string): Result<ResolvedTime> {
  if (!isValidZone(zone)) return fail(`Unknown time zone "${zone}"`);
  const p = parseLocalDateTime(text);
  if (!p.ok) return p;
  const { year, month, day, hour, minute, second } = p.value;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  const wallMs = wall.getTime();

  const before = offsetMs(zone, wallMs - 86_400_000);
  const after = offsetMs(zone, wallMs + 86_400_000);
  const candidates = [...new Set([wallMs - before, wallMs - after])].sort((a, b) => a - b);
  const valid = candidates.filter((c) => c + offsetMs(zone, c) === wallMs);
  const clock = `${pad(hour)}:${pad(minute)}`;
  const dateText = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

  if (valid.length === 1) return ok({ epochMs: valid[0], kind: 'exact', note: null });
  if (valid.length > 1) {
    const first = valid[0];
    return ok({
      epochMs: first,
      kind: 'ambiguous',
      note: `${clock} happens twice in ${zone} on ${dateText} as the clocks go back; this is the first one (${formatOffset(offsetMs(zone, first) / 60_000)}).`,
    });
  }
  // Skipped by a jump forward: keep the offset in force before it.
  const epochMs = wallMs - before;
  const shown = wallParts(zone, epochMs);
  return ok({
    epochMs,
    kind: 'gap',
    note: `${clock} does not exist in ${zone} on ${dateText}: the clocks jump forward over it. Read with the offset from before the jump, as iCalendar does, it is ${pad(shown.hour)}:${pad(shown.minute)} (${formatOffset(offsetMs(zone, epochMs) / 60_000)}).`,
  });
}

/** The wall-clock time of an instant in a zone in the form a datetime-local input uses (YYYY-MM-DDTHH:mm). */
export function toLocalInput(epochMs: number, zone: string): string {
  const w = wallParts(isValidZone(zone) ? zone : 'UTC', epochMs);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Whole days from one YYYY-MM-DD to another: +1 when `date` is the next day after `base`. */
export function dayDifference(base: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${base}T00:00:00Z`)) / 86_400_000);
}

/** The zone list kept in state as comma-separated text: parsed, de-duplicated, in order. */
export function splitZones(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((z) => z.trim())
        .filter(Boolean),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// City search (data from the city-timezones package, passed in so this module stays small)

/**
 * The fields of a city-timezones record the search uses. The package's data is not fully clean (a few
 * zones are null and a few ISO codes are the number -99), so every field is read defensively.
 */
export interface CityRecord {
  city: string;
  city_ascii?: string;
  province?: string;
  state_ansi?: string;
  country: string;
  iso2: string | number | null;
  iso3: string | number | null;
  timezone: string | null;
  pop: number;
}

/** A field as text: '' for null, undefined and numbers used as "unknown" markers. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Lower case without accents, so "sao paulo" finds São Paulo and "zurich" Zürich. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const MAX_CITY_RESULTS = 200;

/**
 * Cities whose name, region, country, ISO code or zone contain every word of the query, best first:
 * exact names, then names starting with the query, then the rest, larger populations first within each.
 */
export function searchCities<C extends CityRecord>(cities: readonly C[], query: string, limit = MAX_CITY_RESULTS): { results: C[]; total: number } {
  const q = fold(query.trim());
  if (q === '') return { results: [], total: 0 };
  const words = q.split(/[\s,]+/).filter(Boolean);
  const scored: { c: C; rank: number }[] = [];
  for (const c of cities) {
    const name = fold(text(c.city));
    const ascii = fold(text(c.city_ascii) || text(c.city));
    const zone = fold(text(c.timezone));
    const hay = `${name} ${ascii} ${fold(text(c.province))} ${fold(text(c.state_ansi))} ${fold(text(c.country))} ${text(c.iso2).toLowerCase()} ${text(c.iso3).toLowerCase()} ${zone} ${zone.replace(/[/_]/g, ' ')}`;
    if (!words.every((w) => hay.includes(w))) continue;
    const rank = name === q || ascii === q ? 0 : name.startsWith(q) || ascii.startsWith(q) ? 1 : name.includes(q) ? 2 : 3;
    scored.push({ c, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || (Number(b.c.pop) || 0) - (Number(a.c.pop) || 0) || text(a.c.city).localeCompare(text(b.c.city)));
  return { results: scored.slice(0, limit).map((s) => s.c), total: scored.length };
}
