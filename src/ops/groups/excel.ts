import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const excel = () => import('@/tools/excel/excel.core');

/** The Excel page: a spreadsheet (XLSX, ODS or CSV bytes) to JSON or CSV, and JSON back to an XLSX workbook. */
export const excelOps: AnyOperation[] = [
  defineOperation({
    id: 'excel/to-json',
    title: 'Excel / ODS to JSON',
    description: 'Reads an XLSX, ODS or CSV file and writes one sheet (or every sheet) as JSON rows or CSV.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      sheet: z.string().default('').describe('Sheet name (empty: the first sheet)'),
      all: z.boolean().default(false).describe('Every sheet, as an object keyed by sheet name'),
      header: z.boolean().default(true).describe('The first row names the columns (off: columns A, B, C…)'),
      format: z.enum(['objects', 'arrays', 'csv']).default('objects').describe('Output: JSON objects, JSON arrays of cells, or CSV'),
      isoDates: z.boolean().default(true).describe('Dates as ISO 8601 text (off: Excel serial day numbers)'),
      empty: z.enum(['null', 'omit']).default('null').describe('Empty cells as null, or left out of each object'),
    }),
    run: async (bytes, { all, sheet, ...o }) => {
      const r = await (await excel()).spreadsheetToJson(bytes, { ...o, sheet: all ? '*' : sheet });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'excel/from-json',
    title: 'JSON to Excel (XLSX)',
    description: 'Writes a JSON array of objects (or arrays, or an object of sheets) as an XLSX workbook.',
    input: 'text',
    output: 'bytes',
    page: 'excel/to-json',
    options: z.object({
      dates: z.boolean().default(true).describe('ISO date strings (2024-01-15, 2024-01-15T10:30:00) become date cells'),
    }),
    run: async (text, o) => {
      const r = await (await excel()).jsonToXlsx(text, o);
      return r.ok ? ok(r.value.bytes) : r;
    },
  }),
];
