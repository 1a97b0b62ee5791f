'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useNow } from '@/components/kit/use-now';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { Result } from '@/lib/result';
import { browserTimeZone } from '@/lib/time-zone';
import { MAX_CITY_RESULTS, myZoneSentence, searchCities, text, zoneTime, type CityRecord, type ZoneTime } from './timezones.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'timezones/cities';
const defaults = { query: '' };
const headers = ['City', 'Region', 'Country', 'Time zone', 'Local time', 'UTC offset'] as const;
const suggestions = ['Tokyo', 'New York', 'São Paulo', 'Lagos', 'Mumbai', 'Berlin'];

let cityData: Promise<readonly CityRecord[]> | null = null;
/** The city list is about 2 MB of JSON, so it loads on the first search, not with the page. */
const loadCities = () =>
  (cityData ??= import('city-timezones').then(
    (m) => (m.cityMapping ?? (m as unknown as { default: { cityMapping: CityRecord[] } }).default.cityMapping) as readonly CityRecord[],
  ));

export default function CityTimezones() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [wanted, setWanted] = useState(false);
  // The clock starts in the browser and ticks each second, so "now" and relative times stay current.
  const now = useNow();

  const need = wanted || state.query.trim() !== '';
  const list = useToolRun<readonly CityRecord[]>({
    deps: [],
    enabled: need,
    delay: 0,
    run: () =>
      loadCities().then(
        (cities): Result<readonly CityRecord[]> => ({ ok: true, value: cities }),
        (e: unknown): Result<readonly CityRecord[]> => {
          // The next page that asks loads it afresh.
          cityData = null;
          return { ok: false, error: { message: `The city list could not be loaded: ${e instanceof Error ? e.message : String(e)}` } };
        },
      ),
  });
  const cities = list.value;
  const loadError = list.error;

  const found = useMemo(() => (cities ? searchCities(cities, state.query) : null), [cities, state.query]);

  const rows = useMemo(() => {
    if (!found || now == null) return [];
    // Many cities share a zone: format each zone once per tick.
    const times = new Map<string, ZoneTime | null>();
    const timeOf = (zone: string) => {
      if (!times.has(zone)) {
        const r = zoneTime(zone, now);
        times.set(zone, r.ok ? r.value : null);
      }
      return times.get(zone) ?? null;
    };
    return found.results.map((c) => {
      const zone = text(c.timezone);
      const t = zone ? timeOf(zone) : null;
      const code = /^[A-Z]{2}$/.test(text(c.iso2)) ? text(c.iso2) : text(c.iso3);
      return [
        text(c.city),
        text(c.province) || text(c.state_ansi),
        code ? `${text(c.country)} (${code})` : text(c.country),
        zone || 'no zone in the data',
        t ? `${t.weekday} ${t.date} ${t.time}` : '',
        t ? `${t.offset}${t.abbreviation ? ` ${t.abbreviation}` : ''}${t.dst ? ' (summer time)' : ''}` : '',
      ];
    });
  }, [found, now]);

  const mine = useMemo(() => {
    if (!mounted || now == null) return null;
    const r = zoneTime(browserTimeZone(), now);
    return r.ok ? r.value : null;
  }, [mounted, now]);

  let status = '';
  if (found) {
    if (state.query.trim() === '') status = `${cities?.length.toLocaleString('en-US')} cities loaded. Type a name to search.`;
    else if (found.total === 0) status = `No city matches “${state.query.trim()}”. Try the English or unaccented spelling, or a country name.`;
    else
      status = `${found.total.toLocaleString('en-US')} ${found.total === 1 ? 'city matches' : 'cities match'}${
        found.total > MAX_CITY_RESULTS ? `; showing the ${MAX_CITY_RESULTS} best. Add a region or country to narrow it down` : ''
      }.`;
  } else if (need && !loadError) status = 'Loading the city list…';

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} data-pending={list.pending || undefined}>
      <Group align="end" gap="sm" mb="xs">
        <TextInput
          label="Search cities"
          placeholder="City, region, country or ISO code, e.g. Paris Texas"
          leftSection={<IconSearch size={16} />}
          value={state.query}
          onFocus={() => setWanted(true)}
          onChange={(e) => update({ query: e.currentTarget.value })}
          autoComplete="off"
          w={420}
        />
        <ShareButton slug={SLUG} state={state} />
      </Group>
      <Group gap={6} mb="sm">
        <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>Try:</span>
        {suggestions.map((s) => (
          <Button key={s} size="compact-xs" variant="light" onClick={() => update({ query: s })}>
            {s}
          </Button>
        ))}
      </Group>
      <ErrorPanel error={loadError} />
      <div className={classes.status} aria-live="polite" style={{ marginBottom: 6 }}>
        {status}
      </div>
      <VirtualTable label="Cities" headers={headers} rows={rows} height={440} />
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        {/* Until the page's scripts load, its prerun (cities.prerun.ts) writes and ticks this sentence. */}
        <span data-my-zone="" suppressHydrationWarning>
          {mine ? myZoneSentence(mine) : ''}
        </span>
        Local times come from your browser’s time zone database, so they follow each zone’s daylight saving rules. The city list (the city-timezones
        package, about 7,000 places) is loaded the first time you search.
      </p>
    </div>
  );
}
