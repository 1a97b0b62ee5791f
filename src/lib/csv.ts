import Papa from 'papaparse';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { uniqueNamer } from '@/lib/unique-names';

/** Field separator; `auto` lets the parser guess among the others. */
export type Delimiter = 'auto' | ',' | ';' | '\t' | '|';

/** A parsed CSV: every row has exactly `headers.length` cells. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** The delimiter used (the guessed one with `auto`). */
  delimiter: string;
}

/** Options shared by the CSV readers. */
export interface CsvOptions {
  delimiter?: Delimiter;
  /** Treat the first row as column names (default true). */
  header?: boolean;
}

/** Appends _2, _3… to repeated names; `fold` decides which names count as equal. */
function uniqueNames(names: readonly string[], fold?: (s: string) => string): string[] {
  return names.map(uniqueNamer(fold));
}

/**
 * Parses CSV/TSV with RFC 4180 quoting. Blank lines are skipped, but a line holding only "" is a row with one empty
 * cell (how a one-column table writes an empty value); short rows are padded with '' and long rows add columns, so
 * the table is always rectangular. Header names that are blank become `Column n`; repeats get `_2`.
 */
export function parseCsv(text: string, opts: CsvOptions = {}): Result<CsvTable> {
  if (text.trim() === '') return fail('The input is empty');
  const header = opts.header ?? true;
  const delimiter = opts.delimiter ?? 'auto';
  // Strip the BOM ourselves so Papa's error offsets stay relative to a string we know.
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const input = bom ? text.slice(1) : text;

  const data: string[][] = [];
  let quoteError: Papa.ParseError | undefined;
  let guessed = ',';
  // Where the current record starts: Papa's cursor after each record is where the next one starts.
  let start = 0;
  try {
    // Row by row, because Papa's skipEmptyLines drops a record that is one empty cell whether the line is blank or
    // holds "": only the record's text tells them apart.
    Papa.parse<string[]>(input, {
      delimiter: delimiter === 'auto' ? '' : delimiter,
      delimitersToGuess: [',', ';', '\t', '|'],
      skipEmptyLines: false,
      header: false,
      dynamicTyping: false,
      step: (step) => {
        const row = step.data;
        const end = step.meta.cursor;
        if (!(row.length === 1 && row[0] === '' && !input.slice(start, end).includes('"'))) data.push(row);
        start = end;
        guessed = step.meta.delimiter;
        quoteError ??= step.errors.find((e) => e.type === 'Quotes');
      },
    });
  } catch (e) {
    return fail(`The CSV could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }

  // UndetectableDelimiter only means a single column; Papa falls back to ',' which is right for that.
  if (quoteError) {
    // Papa's index is just after the opening quote of the offending field.
    const where = quoteError.index == null ? undefined : lineColumnAt(text, Math.max(quoteError.index - 1, 0) + bom);
    return fail(
      quoteError.code === 'MissingQuotes'
        ? 'Unclosed quote: this quoted field has no closing " (a quote inside a quoted field is written as "")'
        : 'Malformed quoted field: after its closing quote only a delimiter or line break may follow (a quote inside a quoted field is written as "")',
      where,
    );
  }

  if (data.length === 0) return fail('The input has no rows');
  let width = 0;
  for (const row of data) if (row.length > width) width = row.length;
  for (const row of data) while (row.length < width) row.push('');

  const headers = header
    ? uniqueNames(data[0].map((name, i) => (name.trim() === '' ? `Column ${i + 1}` : name)))
    : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  return ok({ headers, rows: header ? data.slice(1) : data, delimiter: guessed });
}

/** Counts significant digits of a plain decimal string, to know whether a double holds it exactly. */
function significantDigits(s: string): number {
  const digits = s.replace(/[-.]/g, '').replace(/^0+/, '');
  return digits === '' ? 1 : digits.length;
}

/**
 * Infers a JSON value from a cell: '' and null (any case) → null, true/false (any case) → boolean, plain integers
 * and decimals → number. Anything a number would not reproduce stays a string: leading zeros (007), exponents (1e5),
 * a leading + or ., surrounding spaces, -0, integers beyond 2^53 and decimals over 15 significant digits.
 */
export function inferValue(cell: string): string | number | boolean | null {
  if (cell === '') return null;
  // Only 4- and 5-letter cells starting with t, f or n can be a literal; skip lower-casing everything else.
  const first = cell.charCodeAt(0) | 0x20;
  const lower = (cell.length === 4 || cell.length === 5) && (first === 116 || first === 102 || first === 110) ? cell.toLowerCase() : '';
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  if (cell === '-0') return cell;
  if (INTEGER.test(cell)) {
    const n = Number(cell);
    return Number.isSafeInteger(n) ? n : cell;
  }
  if (DECIMAL.test(cell) && significantDigits(cell) <= 15) {
    const n = Number(cell);
    // JSON has no negative zero: "-0.0" would print as 0, so it stays text like "-0".
    return Object.is(n, -0) ? cell : n;
  }
  return cell;
}

const jsonScalar = (v: string | number | boolean | null): string => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** Converts CSV to a JSON array of objects (with a header row) or of arrays; see `inferValue` for `inferTypes`. */
export function csvToJson(text: string, opts: CsvOptions & { inferTypes?: boolean; indent?: number } = {}): Result<string> {
  const table = parseCsv(text, opts);
  if (!table.ok) return table;
  const { headers, rows } = table.value;
  const header = opts.header ?? true;
  const requested = Math.floor(opts.indent ?? 2);
  const indent = ' '.repeat(Number.isFinite(requested) ? Math.max(0, Math.min(10, requested)) : 2);
  // The text is written directly, laid out exactly as JSON.stringify(rows, null, indent) would: building an object
  // per row first took most of the time on large files, and a column named __proto__ needs no special care here.
  const nl = indent === '' ? '' : '\n';
  const rowOpen = `${nl}${indent}`;
  const fieldSep = `,${nl}${indent}${indent}`;
  const keys = headers.map((h) => `${JSON.stringify(h)}:${indent === '' ? '' : ' '}`);
  const cellsStart = `${nl}${indent}${indent}`;
  const cellsEnd = `${nl}${indent}`;
  const parts: string[] = [];
  for (const row of rows) {
    const cells = new Array<string>(row.length);
    for (let i = 0; i < row.length; i++) {
      const value = opts.inferTypes ? jsonScalar(inferValue(row[i])) : JSON.stringify(row[i]);
      cells[i] = header ? keys[i] + value : value;
    }
    parts.push(header ? `{${cellsStart}${cells.join(fieldSep)}${cellsEnd}}` : `[${cellsStart}${cells.join(fieldSep)}${cellsEnd}]`);
  }
  if (parts.length === 0) return ok('[]');
  try {
    return ok(`[${rowOpen}${parts.join(`,${rowOpen}`)}${nl}]`);
  } catch {
    return fail('The JSON would be too large for the browser to hold as text');
  }
}

export * from '@/lib/sql-values';
import {
  DECIMAL,
  INTEGER,
  inferColumnTypes,
  insertStatements,
  quoteIdent,
  sanitizeIdentifier,
  sqlType,
  sqlValue,
  type SqlDialect,
} from '@/lib/sql-values';

export interface CsvToSqlOptions extends CsvOptions {
  tableName: string;
  dialect: SqlDialect;
  /** Rows per INSERT statement (default 100; SQL Server allows at most 1000). */
  batchSize?: number;
}

/** Converts CSV to a CREATE TABLE with inferred column types followed by batched multi-row INSERTs. */
export function csvToSql(text: string, opts: CsvToSqlOptions): Result<string> {
  const table = parseCsv(text, opts);
  if (!table.ok) return table;
  const { headers, rows } = table.value;
  const { dialect } = opts;
  const header = opts.header ?? true;
  // SQL Server and MySQL compare column names case-insensitively, so "Name" and "name" must differ by more than case.
  const names = uniqueNames(
    headers.map((h, i) => (header ? sanitizeIdentifier(h, `column_${i + 1}`) : `column_${i + 1}`)),
    (s) => s.toLowerCase(),
  );
  const types = inferColumnTypes(rows, names.length);
  const tableName = quoteIdent(sanitizeIdentifier(opts.tableName, 'data'), dialect);

  const columns = names.map((n, i) => `  ${quoteIdent(n, dialect)} ${sqlType(types[i], dialect)}`);
  const out: string[] = [`CREATE TABLE ${tableName} (\n${columns.join(',\n')}\n);`];

  const quoted = names.map((n) => quoteIdent(n, dialect));
  out.push(...insertStatements(tableName, quoted, rows.length, (r, c) => sqlValue(rows[r][c], types[c], dialect), dialect, opts.batchSize));
  return ok(`${out.join('\n\n')}\n`);
}
