import { continents, getCountryDataList } from 'countries-list';
import { buildCountryRows, type CountryRow } from './countries.core';

/**
 * The table rows from countries-list. The island loads this module with import(), so the data stays out
 * of every other page; importing the two names statically here lets the bundler drop the package's
 * language table, which this page never shows.
 */
export function countryRows(currencyName: (code: string) => string | undefined): CountryRow[] {
  return buildCountryRows(getCountryDataList(), currencyName, continents);
}
