import { readFileSync } from 'node:fs';
import type { OpCase } from './types';

// The fixtures are made by openpyxl and odfpy (tests/fixtures/excel/make-fixtures.py); the expected JSON is what
// openpyxl and odfpy read from them (tests/real/excel.test.ts checks that they still do).
const fixture = (name: string) => ({ base64: readFileSync(new URL(`../../fixtures/excel/${name}`, import.meta.url)).toString('base64') });

const people = `[
  {
    "name": "Ada",
    "age": 36,
    "member": true,
    "joined": "2024-01-15"
  },
  {
    "name": "Linus",
    "age": 54.5,
    "member": false,
    "joined": "2023-06-30T10:30:00"
  },
  {
    "name": "Grace",
    "age": null,
    "member": true,
    "joined": null
  }
]`;

export const cases: OpCase[] = [
  { op: 'excel/to-json', name: 'an XLSX written by openpyxl', input: fixture('people.xlsx'), output: people },
  { op: 'excel/to-json', name: 'an ODS written by odfpy', input: fixture('people.ods'), output: people },
  {
    op: 'excel/to-json',
    name: 'merged cells and a cached formula result, as CSV',
    input: fixture('people.xlsx'),
    options: { sheet: 'Notes', format: 'csv' },
    output: 'item,qty,double\nMerged title,,\nbolts,21,42',
  },
  {
    op: 'excel/to-json',
    name: 'every sheet, rows as arrays',
    input: fixture('people.ods'),
    options: { all: true, header: false, format: 'arrays', empty: 'omit' },
    match:
      /^\{\n {2}"People": \[\n {4}\[\n {6}"name",[\s\S]*"Notes": \[\n {4}\[\n {6}"item",\n {6}"qty"\n {4}\],\n {4}\[\n {6}"Merged title",\n {6}null\n {4}\]\n {2}\]\n\}$/,
  },
  {
    op: 'excel/to-json',
    name: 'a PDF',
    input: { base64: 'JVBERi0xLjcKJcfs' },
    error: 'Not a spreadsheet: the file starts with 25 50 44 46 2d 31 2e 37 (%PDF-1.7)',
  },
  {
    op: 'excel/to-json',
    name: 'a sheet that is not there',
    input: fixture('people.xlsx'),
    options: { sheet: 'Sales' },
    error: 'There is no sheet named "Sales"',
  },
  { op: 'excel/from-json', input: '[{"name": "Ada", "joined": "2024-01-15"}]', match: /^PK\u0003\u0004[\s\S]*xl\/worksheets\/sheet1\.xml/ },
  { op: 'excel/from-json', input: '[1, 2]', error: 'every row must be an object' },
];
