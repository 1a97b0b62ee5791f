/** One country as the table shows it. */
export interface CountryRow {
  flag: string;
  name: string;
  native: string;
  /** ISO 3166-1 alpha-2 (plus a few user-assigned codes the data carries, such as XK for Kosovo). */
  iso2: string;
  /** ISO 3166-1 alpha-3. */
  iso3: string;
  capital: string;
  /** "+33"; several codes are comma-separated; North American numbering area codes read "+1 809". */
  calling: string;
  /** "EUR (Euro)". */
  currency: string;
  continent: string;
}

/** The fields of countries-list's `ICountryData` this module reads. */
export interface CountrySource {
  iso2: string;
  iso3: string;
  name: string;
  native: string;
  capital: string;
  phone: number[];
  currency: string[];
  continent: string;
}

/** A regional-indicator flag from two ASCII letters (the same rule countries-list's getEmojiFlag uses). */
export function flagEmoji(iso2: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso2)) return '';
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * A calling code as dialled: countries-list writes North American area codes with the +1 prefix folded
 * in (1809 for the Dominican Republic), which reads better as "+1 809".
 */
export function callingCode(n: number): string {
  const s = String(n);
  return s.length === 4 && s.startsWith('1') ? `+1 ${s.slice(1)}` : `+${s}`;
}

/** Builds the table rows, sorted by English name. */
export function buildCountryRows(
  list: readonly CountrySource[],
  currencyName: (code: string) => string | undefined,
  continents: Readonly<Record<string, string>>,
): CountryRow[] {
  return list
    .map((c) => ({
      flag: flagEmoji(c.iso2),
      name: c.name,
      native: c.native,
      iso2: c.iso2,
      iso3: c.iso3,
      capital: c.capital,
      calling: c.phone.map(callingCode).join(', '),
      currency: c.currency
        .map((code) => {
          const name = currencyName(code);
          return name ? `${code} (${name})` : code;
        })
        .join(', '),
      continent: continents[c.continent] ?? c.continent,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Rows matching every word of the query in any column, best first: a country whose alpha-2 or alpha-3
 * code or name is exactly the query, then names starting with it, then rows where every word starts a
 * word somewhere, then the rest. "+44" and "44" both find calling code +44.
 */
export function filterCountries(rows: readonly CountryRow[], query: string): CountryRow[] {
  const q = fold(query.trim());
  if (q === '') return [...rows];
  const words = q.split(/\s+/);
  const ranked: { row: CountryRow; rank: number }[] = [];
  for (const r of rows) {
    const hay = fold(
      `${r.name} ${r.native} ${r.iso2} ${r.iso3} ${r.capital} ${r.calling} ${r.calling.replace(/[+ ]/g, '')} ${r.currency} ${r.continent}`,
    );
    if (!words.every((w) => hay.includes(w))) continue;
    const name = fold(r.name);
    const rank =
      r.iso2.toLowerCase() === q || r.iso3.toLowerCase() === q || name === q
        ? 0
        : name.startsWith(q)
          ? 1
          : words.every((w) => new RegExp(`(^|[^a-z0-9])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(hay))
            ? 2
            : 3;
    ranked.push({ row: r, rank });
  }
  // Array.prototype.sort is stable, so rows keep their name order within a rank.
  return ranked.sort((a, b) => a.rank - b.rank).map((x) => x.row);
}
