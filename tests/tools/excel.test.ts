import { readFileSync } from 'node:fs';
import {
  columnName,
  excelSerial,
  isoDate,
  jsonToXlsx,
  parseIsoDate,
  readWorkbook,
  sheetsToJson,
  spreadsheetToJson,
  textToJson,
} from '@/tools/excel/excel.core';
import { readOdsContent } from '@/tools/excel/ods.core';
import { EXCEL_SAMPLE } from '@/tools/excel/excel.sample';
import { EXCEL_SAMPLE_RESULT } from '@/tools/excel/excel.sample-output';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/excel/${name}`, import.meta.url)));
const utf8 = (s: string) => new TextEncoder().encode(s);

const PEOPLE = [
  { name: 'Ada', age: 36, member: true, joined: '2024-01-15' },
  { name: 'Linus', age: 54.5, member: false, joined: '2023-06-30T10:30:00' },
  { name: 'Grace', age: null, member: true, joined: null },
];

describe('excel to json', () => {
  it.each(['people.xlsx', 'people.ods'])(
    'reads %s: types, dates, empty cells, every sheet',
    async (file) => {
      const r = await spreadsheetToJson(fixture(file));
      expect(r.ok && JSON.parse(r.value.text)).toEqual(PEOPLE);
      expect(r.ok && r.value.sheets.map((s) => s.name)).toEqual(['People', 'Notes']);
      const all = await spreadsheetToJson(fixture(file), { sheet: '*', empty: 'omit' });
      const notes = all.ok && JSON.parse(all.value.text).Notes;
      expect(notes[0]).toEqual({ item: 'Merged title' });
      if (file.endsWith('xlsx')) expect(notes[1]).toEqual({ item: 'bolts', qty: 21, double: 42 });
      else expect(notes).toHaveLength(1);
    },
    60_000,
  );

  it('writes arrays, CSV, serial dates, and columns A, B, C without a header', async () => {
    const bytes = fixture('people.xlsx');
    const arrays = await spreadsheetToJson(bytes, { format: 'arrays', isoDates: false });
    expect(arrays.ok && JSON.parse(arrays.value.text)[1]).toEqual(['Ada', 36, true, 45306]);
    const csv = await spreadsheetToJson(bytes, { format: 'csv' });
    expect(csv.ok && csv.value.text.split('\n').slice(0, 2)).toEqual(['name,age,member,joined', 'Ada,36,true,2024-01-15']);
    const plain = await spreadsheetToJson(bytes, { header: false, sheet: 'Notes' });
    expect(plain.ok && JSON.parse(plain.value.text)[0]).toEqual({ A: 'item', B: 'qty', C: 'double' });
    expect(plain.ok && plain.value.preview?.headers).toEqual(['A', 'B', 'C']);
  }, 60_000);

  it('says what is wrong with a file that is not a spreadsheet', async () => {
    const pdf = await spreadsheetToJson(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0, 1]));
    expect(!pdf.ok && pdf.error.message).toBe(
      'Not a spreadsheet: the file starts with 25 50 44 46 2d 31 2e 37 (%PDF-1.7), which is a PDF. Open an .xlsx, .ods or .csv file',
    );
    const cut = await spreadsheetToJson(fixture('people.xlsx').slice(0, 2000));
    expect(!cut.ok && cut.error.message).toMatch(/^The file is a damaged ZIP archive/);
    const missing = await spreadsheetToJson(fixture('people.xlsx'), { sheet: 'Nope' });
    expect(!missing.ok && missing.error.message).toBe('There is no sheet named "Nope": the sheets are "People", "Notes"');
    const csvAll = await spreadsheetToJson(fixture('people.xlsx'), { sheet: '*', format: 'csv' });
    expect(csvAll.ok).toBe(false);
    expect(await readWorkbook(new Uint8Array())).toMatchObject({ ok: false });
  }, 60_000);

  it('names the part of a corrupt XLSX that failed', async () => {
    const { unzipSync, zipSync } = await import('fflate');
    const parts = unzipSync(fixture('people.xlsx'));
    parts['xl/worksheets/sheet1.xml'] = utf8('<worksheet><sheetData><row r="1"><c r="A1"');
    const r = await spreadsheetToJson(zipSync(parts));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/^The XLSX file could not be read: /);
  }, 60_000);

  it('reads CSV text with the CSV parser', async () => {
    const r = await textToJson('a,b\n1,x\n,"q,r"\n');
    expect(r.ok && JSON.parse(r.value.text)).toEqual([
      { a: '1', b: 'x' },
      { a: null, b: 'q,r' },
    ]);
  });

  it('reads ODS repeats, spaces and covered cells', () => {
    const xml = `<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet><table:table table:name="T"><table:table-header-rows><table:table-row><table:table-cell office:value-type="string"><text:p>a<text:s text:c="2"/>b</text:p><text:p>c</text:p></table:table-cell><table:table-cell table:number-columns-repeated="2" office:value-type="float" office:value="1.5"/><table:table-cell table:number-columns-repeated="16384"/></table:table-row></table:table-header-rows><table:table-row table:number-rows-repeated="2"><table:covered-table-cell/><table:table-cell office:value-type="time" office:time-value="PT12H00M00S"/></table:table-row><table:table-row table:number-rows-repeated="1048570"/></table:table></office:spreadsheet></office:body></office:document-content>`;
    const r = readOdsContent(xml);
    expect(r.ok && r.value).toEqual([
      {
        name: 'T',
        rows: [
          ['a  b\nc', 1.5, 1.5],
          [null, 0.5],
          [null, 0.5],
        ],
      },
    ]);
    expect(readOdsContent('<a><b></a>').ok).toBe(false);
  });

  it('formats dates and columns', () => {
    expect(isoDate(new Date(Date.UTC(2024, 0, 15)))).toBe('2024-01-15');
    expect(isoDate(new Date(Date.UTC(2024, 0, 15, 9, 5, 3, 250)))).toBe('2024-01-15T09:05:03.250');
    expect(excelSerial(new Date(Date.UTC(2024, 0, 15)))).toBe(45306);
    expect(excelSerial(new Date(Date.UTC(1900, 0, 1)))).toBe(1);
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(parseIsoDate('2024-02-29T10:00:00Z')?.toISOString()).toBe('2024-02-29T10:00:00.000Z');
  });

  it('keeps the sample output equal to run', async () => {
    const r = await textToJson(EXCEL_SAMPLE);
    expect(r).toEqual({ ok: true, value: EXCEL_SAMPLE_RESULT });
  });

  it('makes unique column names and drops blank rows', () => {
    const r = sheetsToJson([{ name: 'S', rows: [['x', 'x', null, ''], [], [1, 2, 3]] }]);
    expect(r.ok && JSON.parse(r.value.text)).toEqual([{ x: 1, x_2: 2, C: 3, D: null }]);
  });
});

describe('json to xlsx', () => {
  it('round-trips objects, types and ISO dates through XLSX', async () => {
    const w = await jsonToXlsx(JSON.stringify(PEOPLE));
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    expect(w.value.text).toContain('Sheet1: 4 rows');
    const back = await spreadsheetToJson(w.value.bytes);
    expect(back.ok && JSON.parse(back.value.text)).toEqual(PEOPLE);
  }, 60_000);

  it('writes one sheet per key of an object, and nested values as JSON text', async () => {
    const w = await jsonToXlsx('{"A": [[1, "x"]], "B": [{"k": {"n": 1}}]}');
    if (!w.ok) throw new Error(w.error.message);
    const back = await spreadsheetToJson(w.value.bytes, { sheet: '*', header: false, format: 'arrays' });
    expect(back.ok && JSON.parse(back.value.text)).toEqual({ A: [[1, 'x']], B: [['k'], ['{"n":1}']] });
  }, 60_000);

  it('rejects JSON it cannot lay out, with the place of a syntax error', async () => {
    const syntax = await jsonToXlsx('[{"a": 1},\n {"a": }]');
    expect(!syntax.ok && syntax.error.line).toBe(2);
    const scalars = await jsonToXlsx('[1, 2]');
    expect(!scalars.ok && scalars.error.message).toMatch(/every row must be an object/);
    const badName = await jsonToXlsx('{"a/b": []}');
    expect(!badName.ok && badName.error.message).toMatch(/cannot be a sheet name/);
  });
});
