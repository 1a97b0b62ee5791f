import { cityMapping } from 'city-timezones';
import { isTimeZone } from '@/lib/time-zone';
import {
  dayDifference,
  fold,
  formatOffset,
  offsetMinutes,
  parseLocalDateTime,
  searchCities,
  splitZones,
  toLocalInput,
  zonedToInstant,
  zoneTime,
  type CityRecord,
} from '@/tools/timezones/timezones.core';

const utc = (iso: string) => Date.parse(iso);

function at(text: string, zone: string) {
  const r = zonedToInstant(text, zone);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function shown(zone: string, iso: string) {
  const r = zoneTime(zone, utc(iso));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('formatOffset', () => {
  it.each([
    [0, 'UTC+00:00'],
    [330, 'UTC+05:30'],
    [345, 'UTC+05:45'],
    [-240, 'UTC-04:00'],
    [-210, 'UTC-03:30'],
    [765, 'UTC+12:45'],
    [-44.5, 'UTC-00:44:30'],
    [840, 'UTC+14:00'],
  ])('writes %s minutes as %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});

describe('offsets across DST changes', () => {
  it.each([
    // America/New_York: EST → EDT at 2026-03-08 07:00Z (02:00 local), EDT → EST at 2026-11-01 06:00Z (02:00 EDT).
    ['America/New_York', '2026-03-08T06:59:59Z', -300, false, 'EST'],
    ['America/New_York', '2026-03-08T07:00:00Z', -240, true, 'EDT'],
    ['America/New_York', '2026-11-01T05:59:59Z', -240, true, 'EDT'],
    ['America/New_York', '2026-11-01T06:00:00Z', -300, false, 'EST'],
    // Europe/Berlin: CET → CEST at 2026-03-29 01:00Z; back at 2026-10-25 01:00Z.
    ['Europe/Berlin', '2026-03-29T00:59:59Z', 60, false, null],
    ['Europe/Berlin', '2026-03-29T01:00:00Z', 120, true, null],
    ['Europe/Berlin', '2026-10-25T01:00:00Z', 60, false, null],
    // Southern hemisphere: Sydney is on summer time in January.
    ['Australia/Sydney', '2026-01-15T00:00:00Z', 660, true, null],
    ['Australia/Sydney', '2026-07-15T00:00:00Z', 600, false, null],
    // No DST, and half- and quarter-hour offsets.
    ['Asia/Kolkata', '2026-07-01T00:00:00Z', 330, false, null],
    ['Asia/Kathmandu', '2026-07-01T00:00:00Z', 345, false, null],
    ['Asia/Tokyo', '2026-07-01T00:00:00Z', 540, false, null],
    ['UTC', '2026-07-01T00:00:00Z', 0, false, null],
  ])('%s at %s is %s minutes from UTC (DST %s)', (zone, iso, minutes, dst, abbr) => {
    const t = shown(zone, iso);
    expect(t.offsetMinutes).toBe(minutes);
    expect(t.offset).toBe(formatOffset(minutes));
    expect(t.dst).toBe(dst);
    if (abbr) expect(t.abbreviation).toBe(abbr);
  });

  it('shows the wall-clock date, time and weekday', () => {
    expect(shown('Asia/Kolkata', '2026-03-08T20:00:00Z')).toMatchObject({ date: '2026-03-09', time: '01:30', weekday: 'Mon', offset: 'UTC+05:30' });
    expect(shown('America/New_York', '2026-03-08T12:00:00Z')).toMatchObject({
      date: '2026-03-08',
      time: '08:00',
      weekday: 'Sun',
      offset: 'UTC-04:00',
    });
  });

  it('shows years before 100 AD, before 1 AD and at the end of the date range', () => {
    expect(shown('UTC', '-000001-06-15T12:00:00Z')).toMatchObject({ date: '-000001-06-15', time: '12:00', weekday: 'Tue', offset: 'UTC+00:00' });
    expect(shown('America/New_York', '0050-07-01T00:00:00Z')).toMatchObject({
      date: '0050-06-30',
      time: '19:03',
      offset: 'UTC-04:56:02',
      dst: false,
    });
    expect(shown('Europe/Berlin', '+275760-09-12T21:00:00Z')).toMatchObject({ date: '+275760-09-12', time: '23:00', offset: 'UTC+02:00' });
    // Berlin's clocks are past the end of the range JavaScript dates support.
    expect(zoneTime('Europe/Berlin', 8.64e15)).toEqual({
      ok: false,
      error: { message: 'That instant is outside the range of dates the browser can handle' },
    });
  });

  it('names zones by a letter abbreviation only where the locale data has one', () => {
    expect(shown('Europe/Berlin', '2026-01-01T00:00:00Z').abbreviation).toBe('CET');
    expect(shown('Asia/Kathmandu', '2026-01-01T00:00:00Z').abbreviation).toBeNull();
  });

  it('refuses an unknown zone', () => {
    const r = offsetMinutes('Mars/Olympus_Mons', 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('Unknown time zone "Mars/Olympus_Mons"');
    expect(zoneTime('Nowhere', 0).ok).toBe(false);
    expect(offsetMinutes('UTC', Number.NaN).ok).toBe(false);
  });
});

describe('zonedToInstant', () => {
  it.each([
    ['2026-03-08T01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08T03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-07-04 12:00', 'America/New_York', '2026-07-04T16:00:00.000Z'],
    ['2026-03-29T12:00', 'Europe/Berlin', '2026-03-29T10:00:00.000Z'],
    ['2026-03-28T12:00', 'Europe/Berlin', '2026-03-28T11:00:00.000Z'],
    ['2026-01-01T00:00:30', 'Asia/Kolkata', '2025-12-31T18:30:30.000Z'],
    ['2024-02-29T23:59', 'UTC', '2024-02-29T23:59:00.000Z'],
  ])('reads %s in %s as %s', (text, zone, iso) => {
    expect(at(text, zone)).toEqual({ epochMs: utc(iso), kind: 'exact', note: null });
  });

  it('reads years before 100 AD as they are', () => {
    expect(at('0050-01-01T00:00', 'UTC')).toEqual({ epochMs: utc('0050-01-01T00:00:00Z'), kind: 'exact', note: null });
    expect(at('0001-01-01T05:53:28', 'Asia/Kolkata')).toEqual({ epochMs: utc('0001-01-01T00:00:00Z'), kind: 'exact', note: null });
  });

  it.each([
    // Clocks jump 02:00 → 03:00: 02:30 does not exist; read with the old offset it is 03:30 after the jump.
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z', /02:30 does not exist .* it is 03:30 \(UTC-04:00\)/],
    ['2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z', /02:30 does not exist in Europe\/Berlin .* 03:30 \(UTC\+02:00\)/],
  ])('moves the skipped time %s in %s forward to %s', (text, zone, iso, note) => {
    const r = at(text, zone);
    expect(r.kind).toBe('gap');
    expect(r.epochMs).toBe(utc(iso));
    expect(r.note).toMatch(note);
  });

  it.each([
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z', 'UTC-04:00'],
    ['2026-10-25T02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z', 'UTC+02:00'],
  ])('takes the first of the two times %s happens in %s', (text, zone, iso, offset) => {
    const r = at(text, zone);
    expect(r.kind).toBe('ambiguous');
    expect(r.epochMs).toBe(utc(iso));
    expect(r.note).toContain(`happens twice`);
    expect(r.note).toContain(offset);
  });

  it.each([
    ['', 'UTC', /Choose a date and time/],
    ['2026-02-30T10:00', 'UTC', /February 2026 has 28 days, so day 30 does not exist/],
    ['2024-02-30T10:00', 'UTC', /February 2024 has 29 days/],
    ['2026-04-31T10:00', 'UTC', /April 2026 has 30 days/],
    ['2026-13-01T10:00', 'UTC', /no month 13/],
    ['2026-01-01T24:00', 'UTC', /Hour 24 does not exist/],
    ['2026-01-01T10:60', 'UTC', /Minute 60/],
    ['2026-01-01T10:00:61', 'UTC', /Second 61/],
    ['tomorrow at noon', 'UTC', /not a date and time/],
    ['0000-01-01T00:00', 'UTC', /year must be 1 or later/],
    ['2026-01-01T10:00', 'Not/AZone', /Unknown time zone "Not\/AZone"/],
  ])('rejects %j in %s', (text, zone, message) => {
    const r = zonedToInstant(text, zone);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('round-trips with toLocalInput', () => {
    const instant = utc('2026-11-01T09:15:00Z');
    for (const zone of ['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC']) {
      expect(at(toLocalInput(instant, zone), zone).epochMs).toBe(instant);
    }
    expect(toLocalInput(instant, 'bogus')).toBe('2026-11-01T09:15');
  });
});

describe('helpers', () => {
  it('parses a date-time into its parts', () => {
    expect(parseLocalDateTime(' 2026-3-8 7:05 ')).toMatchObject({ ok: true, value: { year: 2026, month: 3, day: 8, hour: 7, minute: 5, second: 0 } });
  });

  it('counts days between calendar dates', () => {
    expect(dayDifference('2026-03-08', '2026-03-09')).toBe(1);
    expect(dayDifference('2026-03-08', '2026-03-07')).toBe(-1);
    expect(dayDifference('2026-12-31', '2027-01-01')).toBe(1);
    expect(dayDifference('2026-03-08', '2026-03-08')).toBe(0);
  });

  it('splits the zone list, dropping blanks and repeats', () => {
    expect(splitZones('UTC, Europe/Berlin,,UTC ,Asia/Tokyo')).toEqual(['UTC', 'Europe/Berlin', 'Asia/Tokyo']);
    expect(splitZones('')).toEqual([]);
  });
});

describe('searchCities', () => {
  const city = (c: Partial<CityRecord> & { city: string }): CityRecord => ({
    country: 'X',
    iso2: 'XX',
    iso3: 'XXX',
    timezone: 'UTC',
    pop: 0,
    ...c,
  });
  const cities = [
    city({ city: 'Paris', country: 'France', iso2: 'FR', iso3: 'FRA', timezone: 'Europe/Paris', pop: 2_000_000, province: 'Île-de-France' }),
    city({
      city: 'Paris',
      country: 'United States of America',
      iso2: 'US',
      iso3: 'USA',
      timezone: 'America/Chicago',
      pop: 25_000,
      province: 'Texas',
    }),
    city({ city: 'Parisot', country: 'France', iso2: 'FR', iso3: 'FRA', timezone: 'Europe/Paris', pop: 500 }),
    city({ city: 'São Paulo', city_ascii: 'Sao Paulo', country: 'Brazil', iso2: 'BR', iso3: 'BRA', timezone: 'America/Sao_Paulo', pop: 12_000_000 }),
    city({ city: 'Zürich', country: 'Switzerland', iso2: 'CH', iso3: 'CHE', timezone: 'Europe/Zurich', pop: 400_000 }),
    city({ city: 'Comparison', country: 'Nowhere', pop: 10_000_000 }),
  ];

  it('puts exact names first, larger cities first, then prefixes, then other matches', () => {
    expect(searchCities(cities, 'paris').results.map((c) => `${c.city}/${c.iso2}`)).toEqual(['Paris/FR', 'Paris/US', 'Parisot/FR', 'Comparison/XX']);
  });

  it.each([
    ['sao paulo', ['São Paulo']],
    ['ZURICH', ['Zürich']],
    ['paris texas', ['Paris']],
    ['paris, us', ['Paris']],
    ['bra', ['São Paulo']],
    ['europe/zurich', ['Zürich']],
    ['america/sao_paulo', ['São Paulo']],
    ['   ', []],
    ['atlantis', []],
  ])('finds %j', (query, names) => {
    expect(searchCities(cities, query).results.map((c) => c.city)).toEqual(names);
  });

  it('limits the results but counts them all', () => {
    const r = searchCities(cities, 'par', 2);
    expect(r.results).toHaveLength(2);
    expect(r.total).toBe(4);
  });

  it('copes with the unclean records of the real data (null zones, numeric ISO codes)', () => {
    const odd = [
      city({ city: 'Artigas Base', country: 'Antarctica', iso2: 'AQ', iso3: 'ATA', timezone: null }),
      city({ city: 'Pristina', country: 'Kosovo', iso2: -99, iso3: 'KOS', timezone: 'Europe/Belgrade' }),
    ];
    expect(searchCities(odd, 'a').results).toHaveLength(2);
    expect(searchCities(odd, 'kos').results.map((c) => c.city)).toEqual(['Pristina']);
  });

  it('searches the whole city-timezones list without failing', () => {
    const all = cityMapping as unknown as CityRecord[];
    for (const q of ['a', 'e', 'kolkata', 'new york', 'sao paulo', 'aq', 'antarctica', '-99', 'europe/'])
      expect(() => searchCities(all, q)).not.toThrow();
    expect(searchCities(all, 'Kolkata').results[0]).toMatchObject({ city: 'Kolkata', timezone: 'Asia/Kolkata' });
    expect(searchCities(all, 'sao paulo').results[0]).toMatchObject({ timezone: 'America/Sao_Paulo' });
    const zones = new Set(all.map((c) => c.timezone).filter((z): z is string => typeof z === 'string'));
    const unknown = [...zones].filter((z) => !isTimeZone(z));
    expect(unknown).toEqual([]);
  });

  it('folds accents and case', () => {
    expect(fold('Île-de-FRANCE')).toBe('ile-de-france');
  });
});
