import type { Result } from '@/lib/result';
import { jsonToXlsx, textToJson, type FromJsonResult, type OutputFormat, type ToJsonResult } from './excel.core';

/** The page's options (the share state): both directions'. */
export type ExcelPageOptions = {
  direction: string;
  sheet: string;
  header: boolean;
  format: string;
  isoDates: boolean;
  empty: string;
};
export const excelPageDefaults: ExcelPageOptions = {
  direction: 'to-json',
  sheet: '',
  header: true,
  format: 'objects',
  isoDates: true,
  empty: 'null',
};

export type ExcelPageResult = ({ mode: 'to' } & ToJsonResult) | ({ mode: 'from' } & FromJsonResult);

/** What the island and its worker both run. */
export async function runExcelPage(input: string, o: ExcelPageOptions): Promise<Result<ExcelPageResult>> {
  if (o.direction === 'from-json') {
    const r = await jsonToXlsx(input, { dates: o.isoDates });
    return r.ok ? { ok: true, value: { mode: 'from', ...r.value } } : r;
  }
  const r = await textToJson(input, {
    sheet: o.sheet,
    header: o.header,
    format: o.format as OutputFormat,
    isoDates: o.isoDates,
    empty: o.empty === 'omit' ? 'omit' : 'null',
  });
  return r.ok ? { ok: true, value: { mode: 'to', ...r.value } } : r;
}
