'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/kit/ErrorPanel';
import classes from '@/components/kit/kit.module.css';
import { copyText } from '@/components/kit/actions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useToolState } from '@/components/kit/use-tool-state';
import { VirtualTable } from '@/components/kit/VirtualTable';
import type { Result } from '@/lib/result';
import { filterCountries, type CountryRow } from './countries.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'countries';
const defaults = { query: '' };
const headers = ['Flag', 'Country', 'Alpha-2', 'Alpha-3', 'Capital', 'Calling code', 'Currency', 'Continent', 'Native name'] as const;

/** English currency names from the browser's own locale data, so the page needs no currency table. */
function currencyNamer(): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}

/** countries-list (about 15 KB compressed) is fetched after the page shows, so it never delays the first paint. */
async function loadRows(): Promise<CountryRow[]> {
  const { countryRows } = await import('./countries-data');
  return countryRows(currencyNamer());
}

const toCsv = (rows: readonly CountryRow[]) =>
  [
    ['name', 'alpha2', 'alpha3', 'capital', 'calling_code', 'currency', 'continent'],
    ...rows.map((r) => [r.name, r.iso2, r.iso3, r.capital, r.calling, r.currency, r.continent]),
  ]
    .map((line) => line.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(','))
    .join('\n');

export default function Countries() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  const list = useToolRun<CountryRow[]>({
    deps: [],
    delay: 0,
    run: () =>
      loadRows().then(
        (rows): Result<CountryRow[]> => ({ ok: true, value: rows }),
        (e: unknown): Result<CountryRow[]> => ({
          ok: false,
          error: { message: `The country list could not be loaded: ${e instanceof Error ? e.message : String(e)}` },
        }),
      ),
  });
  const all = list.value;
  const error = list.error;

  const shown = useMemo(() => (all ? filterCountries(all, state.query) : []), [all, state.query]);
  const tableRows = useMemo(
    () => shown.map((r) => [r.flag, r.name, r.iso2, r.iso3, r.capital, r.calling, r.currency, r.continent, r.native]),
    [shown],
  );

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined} data-pending={list.pending || undefined}>
      <Group align="end" gap="sm" mb="sm">
        <TextInput
          label="Search countries"
          placeholder="Name, code, capital, calling code or currency, e.g. DE, +44, yen"
          leftSection={<IconSearch size={16} />}
          value={state.query}
          onChange={(e) => update({ query: e.currentTarget.value })}
          autoComplete="off"
          w={420}
        />
        <Button
          variant="default"
          disabled={shown.length === 0}
          onClick={async () => {
            setCopied((await copyText(toCsv(shown))) ? 'Copied' : 'Copy failed');
            window.setTimeout(() => setCopied(null), 1500);
          }}
        >
          {copied ?? 'Copy as CSV'}
        </Button>
      </Group>
      <ErrorPanel error={error} />
      <div className={classes.status} aria-live="polite" style={{ marginBottom: 6 }}>
        {all
          ? state.query.trim()
            ? `${shown.length} of ${all.length} countries and territories match`
            : `${all.length} countries and territories. Click a column name to sort.`
          : error
            ? ''
            : 'Loading the country list…'}
      </div>
      <VirtualTable label="Countries" headers={headers} rows={tableRows} height={480} />
      <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>
        Codes follow ISO 3166-1; the list also carries a few user-assigned codes in common use, such as XK for Kosovo. Currencies are ISO 4217 codes,
        named by your browser’s locale data. Country data from the countries-list package.
      </p>
    </div>
  );
}
