import Papa from 'papaparse';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

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
function uniqueNames(names: readonly string[], fold: (s: string) => string = (s) => s): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(fold(candidate)); n++) candidate = `${name}_${n}`;
    seen.add(fold(candidate));
    return candidate;
  });
}

/**
 * Parses CSV/TSV with RFC 4180 quoting. Blank lines are skipped; short rows are padded with '' and long rows add
 * columns, so the table is always rectangular. Header names that are blank become `Column n`; repeats get `_2`.
 */
export function parseCsv(text: string, opts: CsvOptions = {}): Result<CsvTable> {
  if (text.trim() === '') return fail('The input is empty');
  const header = opts.header ?? true;
  const delimiter = opts.delimiter ?? 'auto';
  // Strip the BOM ourselves so Papa's error offsets stay relative to a string we know.
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const input = bom ? text.slice(1) : text;

  let parsed: Papa.ParseResult<string[]>;
  try {
    parsed = Papa.parse<string[]>(input, {
      delimiter: delimiter === 'auto' ? '' : delimiter,
      delimitersToGuess: [',', ';', '\t', '|'],
      skipEmptyLines: true,
      header: false,
      dynamicTyping: false,
    });
  } catch (e) {
    return fail(`The CSV could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }

  // UndetectableDelimiter only means a single column; Papa falls back to ',' which is right for that.
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
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

  const data = parsed.data;
  if (data.length === 0) return fail('The input has no rows');
  let width = 0;
  for (const row of data) if (row.length > width) width = row.length;
  for (const row of data) while (row.length < width) row.push('');

  const headers = header
    ? uniqueNames(data[0].map((name, i) => (name.trim() === '' ? `Column ${i + 1}` : name)))
    : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  return ok({ headers, rows: header ? data.slice(1) : data, delimiter: parsed.meta.delimiter });
}

const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)\.\d+$/;

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
  if (DECIMAL.test(cell) && significantDigits(cell) <= 15) return Number(cell);
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

/** SQL dialects the converters can target. */
export type SqlDialect = 'mysql' | 'postgresql' | 'sqlite' | 'sqlserver';

/** The inferred type of one column, before mapping to a dialect's type name. */
export interface ColumnType {
  kind: 'integer' | 'bigint' | 'decimal' | 'boolean' | 'text';
  /** Some cells are empty (NULL). */
  nullable: boolean;
  /** Longest value in UTF-16 code units. */
  maxLength: number;
  /** For decimal: total digits and digits after the point. */
  precision: number;
  scale: number;
}

const INT32_MAX = 2147483647;
const INT64_MAX = '9223372036854775807';

function fitsInt64(s: string): boolean {
  const digits = s.startsWith('-') ? s.slice(1) : s;
  if (digits.length !== INT64_MAX.length) return digits.length < INT64_MAX.length;
  // Same length, so string order is numeric order; the negative bound is one larger.
  return s.startsWith('-') ? digits <= '9223372036854775808' : digits <= INT64_MAX;
}

/**
 * Infers a SQL column type from text cells ('' is NULL and does not vote). Integers and decimals must be plain
 * (no leading zeros, exponent or +) so they survive the trip as written; true/false (any case) are booleans;
 * anything else makes the column text. A column with no values is text.
 */
export function inferColumnTypes(rows: readonly (readonly string[])[], columnCount: number): ColumnType[] {
  const types: ColumnType[] = [];
  for (let c = 0; c < columnCount; c++) {
    let nullable = false;
    let values = 0;
    let allBool = true;
    let allInt = true;
    let allNum = true;
    let int32 = true;
    let int64 = true;
    let maxLength = 0;
    let intDigits = 1;
    let scale = 0;
    for (const row of rows) {
      const cell = row[c] ?? '';
      if (cell === '') {
        nullable = true;
        continue;
      }
      values++;
      if (cell.length > maxLength) maxLength = cell.length;
      if (allBool && !/^(?:true|false)$/i.test(cell)) allBool = false;
      if (!allNum) continue;
      const isInt = INTEGER.test(cell);
      if (!isInt && !DECIMAL.test(cell)) {
        allNum = allInt = false;
        continue;
      }
      const dot = cell.indexOf('.');
      const whole = (dot < 0 ? cell : cell.slice(0, dot)).replace('-', '');
      if (whole.length > intDigits) intDigits = whole.length;
      if (dot >= 0) {
        allInt = false;
        if (cell.length - dot - 1 > scale) scale = cell.length - dot - 1;
      } else {
        if (int32 && Math.abs(Number(cell)) > INT32_MAX && cell !== '-2147483648') int32 = false;
        if (int64 && !fitsInt64(cell)) int64 = false;
      }
    }
    const base = { nullable, maxLength, precision: 0, scale: 0 };
    if (values === 0) types.push({ ...base, kind: 'text' });
    else if (allBool) types.push({ ...base, kind: 'boolean' });
    else if (allInt && int32) types.push({ ...base, kind: 'integer' });
    else if (allInt && int64) types.push({ ...base, kind: 'bigint' });
    else if (allNum) types.push({ ...base, kind: 'decimal', precision: intDigits + scale, scale });
    else types.push({ ...base, kind: 'text' });
  }
  return types;
}

/** The dialect's column type name for an inferred type. */
export function sqlType(type: ColumnType, dialect: SqlDialect): string {
  switch (type.kind) {
    case 'integer':
      return dialect === 'mysql' || dialect === 'sqlserver' ? 'INT' : 'INTEGER';
    case 'bigint':
      // SQLite's INTEGER is already 64-bit.
      return dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
    case 'decimal': {
      const { precision: p, scale: s } = type;
      // Exact types keep the digits as written; past each engine's maximum precision fall back to a double.
      if (dialect === 'sqlite') return 'REAL';
      if (dialect === 'postgresql') return p <= 1000 ? `NUMERIC(${p}, ${s})` : 'DOUBLE PRECISION';
      if (dialect === 'mysql') return p <= 65 && s <= 30 ? `DECIMAL(${p}, ${s})` : 'DOUBLE';
      return p <= 38 ? `DECIMAL(${p}, ${s})` : 'FLOAT';
    }
    case 'boolean':
      return dialect === 'sqlserver' ? 'BIT' : dialect === 'sqlite' ? 'INTEGER' : 'BOOLEAN';
    case 'text': {
      const n = Math.max(type.maxLength, 1);
      if (dialect === 'mysql') {
        // VARCHAR past 255 eats into MySQL's 65,535-byte row limit; utf8mb4 needs up to 3 bytes per UTF-16 unit.
        if (n <= 255) return `VARCHAR(${n})`;
        return n * 3 <= 65535 ? 'TEXT' : 'MEDIUMTEXT';
      }
      if (dialect === 'sqlserver') return n <= 4000 ? `NVARCHAR(${n})` : 'NVARCHAR(MAX)';
      return 'TEXT';
    }
  }
}

/** Quotes an identifier for the dialect: `mysql`, "postgresql"/"sqlite", [sqlserver]; the quote character is doubled. */
export function quoteIdent(name: string, dialect: SqlDialect): string {
  if (dialect === 'mysql') return `\`${name.replace(/`/g, '``')}\``;
  if (dialect === 'sqlserver') return `[${name.replace(/]/g, ']]')}]`;
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Writes a string literal: quotes are doubled; MySQL also needs backslashes doubled (it treats them as escapes by
 * default); SQL Server gets the N prefix for non-ASCII text so it is not squeezed through a code page.
 */
export function sqlLiteral(value: string, dialect: SqlDialect): string {
  let body = value.replace(/'/g, "''");
  if (dialect === 'mysql') body = body.replace(/\\/g, '\\\\').split('\0').join('\\0');
  const prefix = dialect === 'sqlserver' && /[\u0080-\uffff]/.test(value) ? 'N' : '';
  return `${prefix}'${body}'`;
}

/** Renders one cell as a SQL value of its column's type; '' is NULL. */
export function sqlValue(cell: string, type: ColumnType, dialect: SqlDialect): string {
  if (cell === '') return 'NULL';
  switch (type.kind) {
    case 'integer':
    case 'bigint':
    case 'decimal':
      return cell;
    case 'boolean': {
      const t = cell.toLowerCase() === 'true';
      return dialect === 'mysql' || dialect === 'postgresql' ? (t ? 'TRUE' : 'FALSE') : t ? '1' : '0';
    }
    default:
      return sqlLiteral(cell, dialect);
  }
}

/**
 * Makes a header or table name safe to use as a quoted identifier in every dialect: trimmed, control characters
 * removed, cut to 63 UTF-8 bytes (PostgreSQL's limit, under MySQL's 64 characters); `fallback` when nothing is left.
 */
export function sanitizeIdentifier(name: string, fallback = 'column'): string {
  const clean = name.replace(/\p{Cc}/gu, ' ').trim().replace(/\s+/g, ' ');
  let bytes = 0;
  let cut = 0;
  for (const ch of clean) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > 63) break;
    cut += ch.length;
  }
  const result = clean.slice(0, cut).trimEnd();
  return result === '' ? fallback : result;
}

/** Options for `csvToSql`. */
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

  const requested = Number.isFinite(opts.batchSize) ? Math.floor(opts.batchSize as number) : 100;
  const batch = Math.max(1, Math.min(requested, dialect === 'sqlserver' ? 1000 : requested));
  const columnList = names.map((n) => quoteIdent(n, dialect)).join(', ');
  for (let start = 0; start < rows.length; start += batch) {
    const values: string[] = [];
    const stop = Math.min(start + batch, rows.length);
    for (let r = start; r < stop; r++) {
      const row = rows[r];
      const cells: string[] = new Array(types.length);
      for (let c = 0; c < types.length; c++) cells[c] = sqlValue(row[c], types[c], dialect);
      values.push(`  (${cells.join(', ')})`);
    }
    out.push(`INSERT INTO ${tableName} (${columnList}) VALUES\n${values.join(',\n')};`);
  }
  return ok(`${out.join('\n\n')}\n`);
}
