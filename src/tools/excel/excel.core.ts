import Papa from 'papaparse';
import type * as ExcelJsTypes from 'exceljs';
import { unzipSync } from 'fflate';
import { parseCsv } from '@/lib/csv';
import { inputBytes, utf8Text } from '@/lib/bytes-text';
import { bytesToHex } from '@/lib/hex';
import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';
import { uniqueNamer } from '@/lib/unique-names';

/**
 * Spreadsheet -> JSON / CSV, and JSON -> XLSX. XLSX is read and written by exceljs (its browser bundle, loaded only
 * when a workbook is read or written); ODS is a ZIP whose content.xml ods.core.ts reads; CSV is read by the site's
 * CSV parser. Everything here runs in Node, a worker and the page.
 */

/** A cell as read: dates are Dates (UTC fields = the spreadsheet's wall-clock time), empty cells null. */
export type Cell = string | number | boolean | Date | null;
export interface Sheet {
  name: string;
  rows: Cell[][];
}

export type OutputFormat = 'objects' | 'arrays' | 'csv';
export interface ToJsonOptions {
  /** A sheet's name; '' = the first sheet; '*' = every sheet, as an object keyed by sheet name. */
  sheet: string;
  /** The first non-blank row names the columns (objects); off: columns are A, B, C… */
  header: boolean;
  format: OutputFormat;
  /** Dates as ISO 8601 text (2024-01-15, 2024-01-15T10:30:00); off: Excel serial day numbers. */
  isoDates: boolean;
  /** Empty cells: null, or left out of each object. */
  empty: 'null' | 'omit';
}
export const toJsonDefaults: ToJsonOptions = { sheet: '', header: true, format: 'objects', isoDates: true, empty: 'null' };

export interface PreviewTable {
  headers: string[];
  rows: string[][];
  /** Rows in the sheet (data rows, after the header). */
  total: number;
}
export interface ToJsonResult {
  text: string;
  /** What the file was: XLSX, ODS or CSV. */
  kind: string;
  sheets: { name: string; rows: number }[];
  /** The sheet shown (null when every sheet is). */
  sheet: string | null;
  preview: PreviewTable | null;
}

const PREVIEW_ROWS = 1_000;

type ExcelJsModule = typeof ExcelJsTypes;
let engine: Promise<ExcelJsModule> | null = null;
/** exceljs, loaded on first use (its bundle carries its own Buffer and stream polyfills). */
export function loadExcelJs(): Promise<ExcelJsModule> {
  engine ??= import('exceljs/dist/exceljs.min.js').then((m) => ((m as { default?: ExcelJsModule }).default ?? m) as ExcelJsModule);
  return engine;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (b: Uint8Array, magic: readonly number[]) => magic.every((m, i) => b[i] === m);

/** What a file that is not a spreadsheet looks like, from its first bytes. */
function describeStart(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 8);
  const known: [number[], string][] = [
    [[0xd0, 0xcf, 0x11, 0xe0], 'an old binary Office file (.xls, OLE2): save it as .xlsx first'],
    [[0x25, 0x50, 0x44, 0x46], 'a PDF'],
    [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
    [[0xff, 0xd8, 0xff], 'a JPEG image'],
    [[0x1f, 0x8b], 'gzip data'],
  ];
  const hit = known.find(([m]) => startsWith(bytes, m));
  const ascii = Array.from(head, (c) => (c >= 32 && c < 127 ? String.fromCharCode(c) : '.')).join('');
  return `the file starts with ${bytesToHex(head, { separator: ' ' })} (${ascii})${hit ? `, which is ${hit[1]}` : ''}`;
}

const excelError = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** exceljs's cell value as a plain cell: the cached result of a formula, the text of rich text and hyperlinks. */
function plainCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('richText' in o && Array.isArray(o.richText)) return o.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('formula' in o || 'sharedFormula' in o) return 'result' in o ? plainCell(o.result) : null;
    if ('error' in o) return String(o.error);
    if ('text' in o) return plainCell(o.text);
  }
  return String(v);
}

async function readXlsx(bytes: Uint8Array): Promise<Result<Sheet[]>> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (e) {
    return fail(`The XLSX file could not be read: ${excelError(e)}`);
  }
  return ok(
    wb.worksheets.map((ws) => {
      const rows: Cell[][] = [];
      ws.eachRow({ includeEmpty: true }, (row, n) => {
        const cells: Cell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          // A merged cell's other cells point at its master: only the master holds the value.
          cells[col - 1] = cell.isMerged && cell.master !== cell ? null : plainCell(cell.value);
        });
        for (let i = 0; i < cells.length; i++) cells[i] ??= null;
        rows[n - 1] = cells;
      });
      for (let i = 0; i < rows.length; i++) rows[i] ??= [];
      return { name: ws.name, rows };
    }),
  );
}

function readOds(files: Record<string, Uint8Array>): Promise<Result<Sheet[]>> {
  return import('./ods.core').then(({ readOdsContent }) => {
    const content = files['content.xml'];
    if (!content) return fail('The ODS file has no content.xml');
    const xml = utf8Text(content);
    return xml === null ? fail('content.xml is not UTF-8 text') : readOdsContent(xml);
  });
}

/** Reads an XLSX, ODS or CSV file (bytes) into sheets. */
export async function readWorkbook(bytes: Uint8Array): Promise<Result<Sheet[] & { kind?: string }>> {
  if (bytes.length === 0) return fail('The input is empty: open or drop an .xlsx, .ods or .csv file');
  if (startsWith(bytes, ZIP_MAGIC)) {
    let names: Record<string, Uint8Array>;
    try {
      // Only the parts that say what the file is, and content.xml (ODS): exceljs reads the XLSX itself.
      names = unzipSync(bytes, {
        filter: (f) => f.name === 'mimetype' || f.name === 'content.xml' || f.name === 'xl/workbook.xml' || f.name === '[Content_Types].xml',
      });
    } catch (e) {
      return fail(`The file is a damaged ZIP archive: ${excelError(e)}`);
    }
    const mimetype = names.mimetype ? utf8Text(names.mimetype)?.trim() : undefined;
    if (mimetype === 'application/vnd.oasis.opendocument.spreadsheet') return tag(await readOds(names), 'ODS');
    if (mimetype) return fail(`This is an OpenDocument file of type ${mimetype}, not a spreadsheet (.ods)`);
    if (names['xl/workbook.xml']) return tag(await readXlsx(bytes), 'XLSX');
    if (names['[Content_Types].xml']) return fail('This Office file has no xl/workbook.xml: it is not a spreadsheet (a .docx or .pptx?)');
    return fail('This ZIP archive is neither an XLSX (no xl/workbook.xml) nor an ODS file (no mimetype)');
  }
  const text = bytes.includes(0) ? null : utf8Text(bytes);
  if (text === null) return fail(`Not a spreadsheet: ${describeStart(bytes)}. Open an .xlsx, .ods or .csv file`);
  const csv = parseCsv(text, { header: false });
  if (!csv.ok) return csv;
  return tag(ok([{ name: 'CSV', rows: csv.value.rows.map((r) => r.map((c) => (c === '' ? null : c))) }]), 'CSV');
}

function tag(r: Result<Sheet[]>, kind: string): Result<Sheet[] & { kind?: string }> {
  if (r.ok) Object.assign(r.value, { kind });
  return r;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** A date as ISO 8601 without a zone (spreadsheet dates have none): the date alone at midnight. */
export function isoDate(d: Date): string {
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0) return date;
  const ms = d.getUTCMilliseconds();
  return `${date}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
}
/** Excel's serial day number (1900 system: day 1 = 1900-01-01, with Excel's phantom 1900-02-29). */
export function excelSerial(d: Date): number {
  const days = (d.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
  return days < 61 ? days - 1 : days;
}

/** The column letters of a 0-based index: 0 -> A, 26 -> AA. */
export function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const blank = (row: Cell[]) => row.every((c) => c === null || c === '');

type Json = string | number | boolean | null;
function jsonCell(c: Cell, o: ToJsonOptions): Json {
  if (c instanceof Date) return o.isoDates ? isoDate(c) : excelSerial(c);
  if (typeof c === 'number' && !Number.isFinite(c)) return String(c);
  return c;
}
const cellText = (c: Cell, o: ToJsonOptions) => {
  const v = jsonCell(c, o);
  return v === null ? '' : String(v);
};

/** One sheet's columns and data rows, blank rows left out. */
function tableOf(sheet: Sheet, o: ToJsonOptions): { headers: string[]; rows: Cell[][] } {
  const rows = sheet.rows.filter((r) => !blank(r));
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (!o.header) return { headers: Array.from({ length: width }, (_, i) => columnName(i)), rows };
  const first = rows[0] ?? [];
  const unique = uniqueNamer();
  const headers = Array.from({ length: width }, (_, i) => {
    const name = cellText(first[i] ?? null, o).trim();
    return unique(name === '' ? columnName(i) : name);
  });
  return { headers, rows: rows.slice(1) };
}

function sheetJson(sheet: Sheet, o: ToJsonOptions): unknown[] {
  const { headers, rows } = tableOf(sheet, o);
  if (o.format === 'arrays') {
    const all = o.header ? [headers, ...rows] : rows;
    return all.map((r) => Array.from({ length: headers.length }, (_, i) => jsonCell(r[i] ?? null, o)));
  }
  return rows.map((r) => {
    const obj: Record<string, Json> = {};
    headers.forEach((h, i) => {
      const v = jsonCell(r[i] ?? null, o);
      if (v !== null || o.empty === 'null') obj[h] = v;
    });
    return obj;
  });
}

function preview(sheet: Sheet, o: ToJsonOptions): PreviewTable {
  const { headers, rows } = tableOf(sheet, o);
  return { headers, rows: rows.slice(0, PREVIEW_ROWS).map((r) => headers.map((_, i) => cellText(r[i] ?? null, o))), total: rows.length };
}

/** Turns read sheets into the JSON (or CSV) text the options ask for. */
export function sheetsToJson(sheets: Sheet[], options: Partial<ToJsonOptions> = {}, kind = 'XLSX'): Result<ToJsonResult> {
  const o = { ...toJsonDefaults, ...options };
  if (sheets.length === 0) return fail('The workbook has no sheets');
  const summary = sheets.map((s) => ({ name: s.name, rows: s.rows.filter((r) => !blank(r)).length }));
  if (o.sheet === '*') {
    if (o.format === 'csv') return fail('CSV holds one sheet: pick a sheet, or choose JSON output for all sheets');
    const all: Record<string, unknown[]> = {};
    for (const s of sheets) all[s.name] = sheetJson(s, o);
    return ok({ text: JSON.stringify(all, null, 2), kind, sheets: summary, sheet: null, preview: null });
  }
  const sheet = o.sheet === '' ? sheets[0] : sheets.find((s) => s.name === o.sheet);
  if (!sheet) return fail(`There is no sheet named "${o.sheet}": the sheets are ${sheets.map((s) => `"${s.name}"`).join(', ')}`);
  let text: string;
  if (o.format === 'csv') {
    const { headers, rows } = tableOf(sheet, o);
    const data = rows.map((r) => headers.map((_, i) => cellText(r[i] ?? null, o)));
    text = Papa.unparse(o.header ? [headers, ...data] : data, { newline: '\n' });
  } else text = JSON.stringify(sheetJson(sheet, o), null, 2);
  return ok({ text, kind, sheets: summary, sheet: sheet.name, preview: preview(sheet, o) });
}

/** The operation and the page: a file's bytes -> JSON text. */
export async function spreadsheetToJson(bytes: Uint8Array, options: Partial<ToJsonOptions> = {}): Promise<Result<ToJsonResult>> {
  const book = await readWorkbook(bytes);
  return book.ok ? sheetsToJson(book.value, options, book.value.kind) : book;
}

/** The page's input text: an opened file as a data: URI, or pasted CSV. */
export function textToJson(input: string, options: Partial<ToJsonOptions> = {}): Promise<Result<ToJsonResult>> {
  const bytes = inputBytes(input);
  return bytes.ok ? spreadsheetToJson(bytes.value, options) : Promise.resolve(bytes);
}

// ---- JSON -> XLSX ----

const ISO_DATE = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(\.\d{1,3})?)?)?(Z)?$/;
/** A JSON string that is an ISO date (2024-01-15, 2024-01-15T10:30:00[.000][Z]) as a Date, else null. */
export function parseIsoDate(s: string): Date | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), Math.round(Number(m[7] ?? 0) * 1000)));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? d : null;
}

export interface FromJsonOptions {
  /** ISO date strings become date cells. */
  dates: boolean;
}

type SheetData = { name: string; rows: Cell[][] };

function toCell(v: unknown, o: FromJsonOptions): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return (o.dates && parseIsoDate(v)) || v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

function sheetFrom(name: string, value: unknown, o: FromJsonOptions, where: string): Result<SheetData> {
  if (!Array.isArray(value)) return fail(`${where} must be an array of objects or of arrays, not ${value === null ? 'null' : typeof value}`);
  if (value.every((r) => Array.isArray(r))) return ok({ name, rows: (value as unknown[][]).map((r) => r.map((c) => toCell(c, o))) });
  const bad = value.findIndex((r) => r === null || typeof r !== 'object' || Array.isArray(r));
  if (bad >= 0) return fail(`${where}[${bad}] is ${JSON.stringify(value[bad])?.slice(0, 40)}: every row must be an object (or every row an array)`);
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const r of value as Record<string, unknown>[])
    for (const k of Object.keys(r)) {
      if (seen.has(k)) continue;
      seen.add(k);
      columns.push(k);
    }
  return ok({ name, rows: [columns, ...(value as Record<string, unknown>[]).map((r) => columns.map((c) => toCell(r[c], o)))] });
}

/** Reads the JSON the page and the operation take: rows (objects or arrays), or an object of sheets of rows. */
export function jsonSheets(text: string, o: FromJsonOptions): Result<SheetData[]> {
  if (text.trim() === '') return fail('The input is empty: paste a JSON array of objects');
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (Array.isArray(v)) {
    const s = sheetFrom('Sheet1', v, o, 'The JSON');
    return s.ok ? ok([s.value]) : s;
  }
  if (v !== null && typeof v === 'object' && Object.keys(v).length > 0) {
    const out: SheetData[] = [];
    for (const [name, rows] of Object.entries(v)) {
      if (name.length > 31 || /[[\]:*?/\\]/.test(name) || name === '')
        return fail(`"${name}" cannot be a sheet name: 1 to 31 characters, none of [ ] : * ? / \\`);
      const s = sheetFrom(name, rows, o, `"${name}"`);
      if (!s.ok) return s;
      out.push(s.value);
    }
    return ok(out);
  }
  return fail('Paste a JSON array of objects (one sheet), or an object whose keys are sheet names and values arrays');
}

export interface FromJsonResult {
  bytes: Uint8Array;
  /** What the workbook holds, for the page's output pane. */
  text: string;
}

/** JSON -> an XLSX workbook (bytes). */
export async function jsonToXlsx(text: string, options: Partial<FromJsonOptions> = {}): Promise<Result<FromJsonResult>> {
  const o = { dates: true, ...options };
  const sheets = jsonSheets(text, o);
  if (!sheets.ok) return sheets;
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  for (const s of sheets.value) {
    const ws = wb.addWorksheet(s.name);
    for (const r of s.rows) ws.addRow(r.map((c) => c ?? undefined));
    ws.columns.forEach((col) => {
      if (col.values?.some((v) => v instanceof Date))
        col.eachCell?.((cell) => {
          if (cell.value instanceof Date) {
            const d = cell.value;
            cell.numFmt = d.getUTCHours() || d.getUTCMinutes() || d.getUTCSeconds() ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd';
          }
        });
    });
  }
  try {
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const lines = sheets.value.map(
      (s) => `${s.name}: ${s.rows.length} rows (header included) × ${s.rows.reduce((w, r) => Math.max(w, r.length), 0)} columns`,
    );
    return ok({ bytes, text: `XLSX workbook, ${bytes.length.toLocaleString('en-US')} bytes\n${lines.join('\n')}\n` });
  } catch (e) {
    return fail(`The workbook could not be written: ${excelError(e)}`);
  }
}
