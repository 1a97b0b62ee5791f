import { continents, getCountryDataList, getEmojiFlag, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import { buildCountryRows, callingCode, filterCountries, flagEmoji, type CountryRow } from '@/tools/countries/countries.core';
import { countryRows } from '@/tools/countries/countries-data';

const currencyName = (code: string) => currencies[code as keyof typeof currencies]?.name;
const rows = buildCountryRows(getCountryDataList(), currencyName, continents);
const byCode = (iso2: string) => rows.find((r) => r.iso2 === iso2) as CountryRow;

describe('buildCountryRows (with the countries-list data)', () => {
  it('has every country once, sorted by name', () => {
    expect(rows.length).toBeGreaterThan(240);
    expect(new Set(rows.map((r) => r.iso2)).size).toBe(rows.length);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['FR', { name: 'France', iso3: 'FRA', capital: 'Paris', calling: '+33', currency: 'EUR (Euro)', continent: 'Europe', flag: '🇫🇷' }],
    ['JP', { name: 'Japan', iso3: 'JPN', capital: 'Tokyo', calling: '+81', currency: 'JPY (Japanese Yen)', continent: 'Asia' }],
    ['US', { iso3: 'USA', calling: '+1', continent: 'North America' }],
    ['DO', { calling: '+1 809, +1 829, +1 849' }],
    ['BR', { iso3: 'BRA', capital: 'Brasília', currency: 'BRL (Brazilian Real)', continent: 'South America' }],
  ])('describes %s', (iso2, expected) => {
    expect(byCode(iso2)).toMatchObject(expected);
  });

  it('is what the page loads', () => {
    expect(countryRows(currencyName)).toEqual(rows);
  });

  it('makes the same flags as countries-list', () => {
    for (const r of rows) expect(r.flag).toBe(getEmojiFlag(r.iso2 as TCountryCode));
  });

  it('keeps an unknown currency code and continent as written', () => {
    const [row] = buildCountryRows(
      [{ iso2: 'QQ', iso3: 'QQQ', name: 'Q', native: 'Q', capital: '', phone: [], currency: ['ZZZ'], continent: 'XX' }],
      () => undefined,
      {},
    );
    expect(row).toMatchObject({ currency: 'ZZZ', continent: 'XX', calling: '', flag: '🇶🇶' });
  });
});

describe('filterCountries', () => {
  it.each([
    ['', rows.length],
    ['   ', rows.length],
  ])('returns everything for %j', (query, n) => {
    expect(filterCountries(rows, query)).toHaveLength(n);
  });

  it.each([
    ['de', 'DE'],
    ['DEU', 'DE'],
    ['germany', 'DE'],
    ['brasilia', 'BR'],
    ['yen', 'JP'],
    ['Deutschland', 'DE'],
  ])('puts the country for %j first or only', (query, iso2) => {
    expect(filterCountries(rows, query)[0].iso2).toBe(iso2);
  });

  it.each(['+44', '44'])('finds every country dialled with %s', (query) => {
    const found = filterCountries(rows, query).filter((r) => r.calling === '+44');
    expect(found.map((r) => r.iso2).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  it('needs every word to match', () => {
    const found = filterCountries(rows, 'euro africa');
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.currency).toContain('Euro');
      expect(r.continent).toBe('Africa');
    }
    expect(filterCountries(rows, 'atlantis')).toEqual([]);
  });
});

describe('helpers', () => {
  it.each([
    ['fr', '🇫🇷'],
    ['GB', '🇬🇧'],
    ['1A', ''],
    ['FRA', ''],
  ])('flagEmoji(%j) is %j', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });

  it.each([
    [33, '+33'],
    [1, '+1'],
    [1868, '+1 868'],
    [7, '+7'],
    [1234567, '+1234567'],
  ])('callingCode(%i) is %s', (n, text) => {
    expect(callingCode(n)).toBe(text);
  });
});
