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
  zoneFormat,
  zoneOffset,
  type ResolvedWallTime,
  type WallTime,
} from '@/lib/time-zone';

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

/** How a wall-clock time was placed on the timeline, with a note for skipped and repeated times. */
export interface ResolvedTime extends ResolvedWallTime {
  /** For gap and ambiguous times, a sentence saying which instant is shown. */
  note: string | null;
}

const OUT_OF_RANGE = 'That instant is outside the range of dates the browser can handle';

/** Minutes the zone is ahead of UTC at the instant (negative when behind). */
export function offsetMinutes(zone: string, epochMs: number): Result<number> {
  if (!isTimeZone(zone)) return fail(`Unknown time zone "${zone}"`);
  // NaN fails this test too.
  if (!(Math.abs(epochMs) <= MAX_EPOCH_MS)) return fail(OUT_OF_RANGE);
  return ok(zoneOffset(epochMs, zone) / 60_000);
}

/** UTC+05:30, UTC-03:00, UTC+00:00; historic offsets with seconds keep them (UTC-00:44:30). */
export const formatOffset = (minutes: number): string => `UTC${isoOffset(minutes * 60_000)}`;

const abbreviationFormatters = new Map<string, Intl.DateTimeFormat>();

/** A letter abbreviation such as EST or CEST from the locale data, or null when it only has GMT+1 style names. */
function abbreviation(zone: string, epochMs: number): string | null {
  for (const locale of ['en-US', 'en-GB']) {
    const key = `${locale}|${zone}`;
    let f = abbreviationFormatters.get(key);
    if (!f) abbreviationFormatters.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })));
    const name = f.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return null;
}

/** Whether the zone is on summer time: its offset is above the lower of its January and July offsets that (UTC) year. */
function isDst(zone: string, epochMs: number, offsetMs: number): boolean {
  const d = new Date(epochMs);
  const jan = zoneOffset(d.setUTCMonth(0, 1), zone);
  const jul = zoneOffset(d.setUTCMonth(6, 1), zone);
  return jan !== jul && offsetMs > Math.min(jan, jul);
}

/** The instant as shown in a zone, with its UTC offset and DST state. */
export function zoneTime(zone: string, epochMs: number): Result<ZoneTime> {
  const off = offsetMinutes(zone, epochMs);
  if (!off.ok) return off;
  const wall = wallIso(epochMs, zone);
  if (wall === null) return fail(OUT_OF_RANGE);
  const t = wall.indexOf('T');
  return ok({
    zone,
    date: wall.slice(0, t),
    time: wall.slice(t + 1, t + 6),
    // The zone's formatter writes the weekday first: "Mon, GMT+05:30".
    weekday: zoneFormat(zone).format(epochMs).slice(0, 3),
    offsetMinutes: off.value,
    offset: formatOffset(off.value),
    abbreviation: abbreviation(zone, epochMs),
    dst: isDst(zone, epochMs, off.value * 60_000),
  });
}

/** What the city search says of the visitor's own zone and time. */
export const myZoneSentence = (t: ZoneTime) => `Your browser’s zone is ${t.zone}: ${t.weekday} ${t.time}, ${t.offset}. `;

/** Reads YYYY-MM-DDTHH:mm[:ss] (a space may replace the T), checking that the date exists. */
export function parseLocalDateTime(text: string): Result<WallTime> {
  const t = text.trim();
  if (t === '') return fail('Choose a date and time');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(t);
  if (!m) return fail(`"${t}" is not a date and time: write it as YYYY-MM-DD HH:mm, e.g. 2026-03-08 14:30`);
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  if (year < 1) return fail('The year must be 1 or later');
  if (month < 1 || month > 12) return fail(`There is no month ${month}: months run from 01 to 12`);
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return fail(`${MONTH_NAMES[month - 1]} ${year} has ${days} days, so day ${day} does not exist`);
  if (hour > 23) return fail(`Hour ${hour} does not exist: hours run from 00 to 23`);
  if (minute > 59) return fail(`Minute ${minute} does not exist: minutes run from 00 to 59`);
  if (second > 59) return fail(`Second ${second} does not exist: seconds run from 00 to 59`);
  return ok({ year, month, day, hour, minute, second, millisecond: 0 });
}

/**
 * The instant at which a zone's clocks show a wall-clock time. Around DST changes it follows RFC 5545
 * (iCalendar), as Temporal's "compatible" option does: a time skipped by clocks jumping forward is read
 * with the offset from before the jump (so 02:30 on a 02:00→03:00 night becomes 03:30), and a time that
 * happens twice is the first of the two.
 */
export function zonedToInstant(text: string, zone: string): Result<ResolvedTime> {
  if (!isTimeZone(zone)) return fail(`Unknown time zone "${zone}"`);
  const p = parseLocalDateTime(text);
  if (!p.ok) return p;
  const { epochMs, kind } = resolveWallTime(p.value, zone);
  if (kind === 'exact') return ok({ epochMs, kind, note: null });
  // Years here are 0001–9999, so the wall time written as UTC gives the date and clock text.
  const asText = new Date(wallToUtc(p.value)).toISOString();
  const [date, clock] = [asText.slice(0, 10), asText.slice(11, 16)];
  const offset = formatOffset(zoneOffset(epochMs, zone) / 60_000);
  if (kind === 'ambiguous') {
    return ok({ epochMs, kind, note: `${clock} happens twice in ${zone} on ${date} as the clocks go back; this is the first one (${offset}).` });
  }
  return ok({
    epochMs,
    kind,
    note: `${clock} does not exist in ${zone} on ${date}: the clocks jump forward over it. Read with the offset from before the jump, as iCalendar does, it is ${wallIso(epochMs, zone)?.slice(11, 16)} (${offset}).`,
  });
}

/** The wall-clock time of an instant in a zone in the form a datetime-local input uses (YYYY-MM-DDTHH:mm). */
export function toLocalInput(epochMs: number, zone: string): string {
  // YYYY-MM-DDTHH:mm:ss.sss without the seconds.
  return wallIso(epochMs, isTimeZone(zone) ? zone : 'UTC')?.slice(0, -7) ?? '';
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
