/**
 * SQL naming, typing and quoting shared by the CSV and JSON to SQL converters. Kept apart from csv.core so
 * that a tool needing only these does not pull in the CSV parser (papaparse).
 */

/** Whole and decimal numbers as CSV cells spell them (shared with csv.core's value inference). */
export const INTEGER = /^-?(?:0|[1-9]\d*)$/;
export const DECIMAL = /^-?(?:0|[1-9]\d*)\.\d+$/;

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
  const clean = name
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
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

/**
 * INSERT statements for `rowCount` rows, `batchSize` rows each (100 when not a number; SQL Server takes
 * at most 1,000 rows per statement). `table` and `columns` are already quoted; `valueAt` gives a cell's SQL.
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rowCount: number,
  valueAt: (row: number, column: number) => string,
  dialect: SqlDialect,
  batchSize: number | undefined,
): string[] {
  const requested = Number.isFinite(batchSize) ? Math.floor(batchSize as number) : 100;
  const batch = Math.max(1, Math.min(requested, dialect === 'sqlserver' ? 1000 : requested));
  const columnList = columns.join(', ');
  const out: string[] = [];
  for (let start = 0; start < rowCount; start += batch) {
    const values: string[] = [];
    const stop = Math.min(start + batch, rowCount);
    for (let r = start; r < stop; r++) {
      const cells: string[] = new Array(columns.length);
      for (let c = 0; c < columns.length; c++) cells[c] = valueAt(r, c);
      values.push(`  (${cells.join(', ')})`);
    }
    out.push(`INSERT INTO ${table} (${columnList}) VALUES\n${values.join(',\n')};`);
  }
  return out;
}
