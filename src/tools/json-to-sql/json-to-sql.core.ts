import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';
import { jsonPrecisionLoss } from '@/lib/json-precision';
import { insertStatements, quoteIdent, sanitizeIdentifier, sqlLiteral, sqlType, type ColumnType, type SqlDialect } from '@/lib/sql-values';
import { stringifyDeep } from '@/lib/stringify-deep';
import { uniqueNamer } from '@/lib/unique-names';

/** Options for `jsonToSql`. */
export interface JsonToSqlOptions {
  tableName: string;
  dialect: SqlDialect;
  /** Rows per INSERT statement (default 100; SQL Server allows at most 1000). */
  batchSize?: number;
}

const DIALECTS: readonly SqlDialect[] = ['mysql', 'postgresql', 'sqlite', 'sqlserver'];

/** Where nested objects and arrays go in each dialect. */
const JSON_TYPE: Record<SqlDialect, string> = { mysql: 'JSON', postgresql: 'JSONB', sqlite: 'TEXT', sqlserver: 'NVARCHAR(MAX)' };
const DOUBLE_TYPE: Record<SqlDialect, string> = { mysql: 'DOUBLE', postgresql: 'DOUBLE PRECISION', sqlite: 'REAL', sqlserver: 'FLOAT' };

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
// Integers past 2^63 do not fit BIGINT; past 2^53 JSON.parse has already rounded them anyway.
const INT64_LIMIT = 9223372036854775807;

/** What one column holds across all rows. */
interface ColumnStats {
  nulls: number;
  booleans: number;
  integers: number;
  decimals: number;
  strings: number;
  nested: number;
  int32: boolean;
  int64: boolean;
  /** A number JavaScript prints with an exponent (1e-7, 1.5e+21): only a floating-point type holds it as written. */
  exponent: boolean;
  intDigits: number;
  scale: number;
  maxLength: number;
}

type Kind = 'integer' | 'bigint' | 'decimal' | 'double' | 'boolean' | 'text' | 'json';

const newStats = (): ColumnStats => ({
  nulls: 0,
  booleans: 0,
  integers: 0,
  decimals: 0,
  strings: 0,
  nested: 0,
  int32: true,
  int64: true,
  exponent: false,
  intDigits: 1,
  scale: 0,
  maxLength: 0,
});

// Own keys only: a row without "constructor" must not pick up Object.prototype.constructor.
const cell = (row: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(row, key) ? row[key] : undefined);

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

function observe(s: ColumnStats, v: unknown): void {
  if (v === null || v === undefined) s.nulls++;
  else if (typeof v === 'boolean') {
    s.booleans++;
    // In a text column it is written as 'true' or 'false'.
    if (s.maxLength < 5) s.maxLength = 5;
  } else if (typeof v === 'string') {
    s.strings++;
    if (v.length > s.maxLength) s.maxLength = v.length;
  } else if (typeof v === 'number') {
    const text = String(v);
    if (text.length > s.maxLength) s.maxLength = text.length;
    if (/e/i.test(text)) s.exponent = true;
    if (Number.isInteger(v)) {
      s.integers++;
      if (v < INT32_MIN || v > INT32_MAX) s.int32 = false;
      if (Math.abs(v) >= INT64_LIMIT) s.int64 = false;
      const digits = text.replace('-', '').length;
      if (digits > s.intDigits) s.intDigits = digits;
    } else {
      s.decimals++;
      const [whole, fraction = ''] = text.replace('-', '').split('.');
      if (whole.length > s.intDigits) s.intDigits = whole.length;
      if (fraction.length > s.scale) s.scale = fraction.length;
    }
  } else s.nested++;
}

function kindOf(s: ColumnStats): Kind {
  const values = s.booleans + s.integers + s.decimals + s.strings + s.nested;
  if (s.nested > 0) return 'json';
  if (values === 0 || s.strings > 0) return 'text';
  if (s.booleans === values) return 'boolean';
  if (s.booleans > 0) return 'text';
  if (s.exponent || !s.int64) return 'double';
  if (s.decimals > 0) return 'decimal';
  return s.int32 ? 'integer' : 'bigint';
}

function typeName(kind: Kind, s: ColumnStats, dialect: SqlDialect): string {
  if (kind === 'json') return JSON_TYPE[dialect];
  if (kind === 'double') return DOUBLE_TYPE[dialect];
  const t: ColumnType = { kind, nullable: s.nulls > 0, maxLength: s.maxLength, precision: s.intDigits + s.scale, scale: s.scale };
  return sqlType(t, dialect);
}

function sqlValue(v: unknown, kind: Kind, dialect: SqlDialect): string {
  if (v === null || v === undefined) return 'NULL';
  switch (kind) {
    case 'json':
      // Scalars in a JSON column are written as JSON too ("x" → '"x"'), so every value parses as JSON.
      return sqlLiteral(stringifyDeep(v, 0), dialect);
    case 'boolean':
      return dialect === 'mysql' || dialect === 'postgresql' ? (v ? 'TRUE' : 'FALSE') : v ? '1' : '0';
    case 'text':
      return sqlLiteral(String(v), dialect);
    default:
      return String(v);
  }
}

/**
 * Turns a JSON array of objects (or one object) into CREATE TABLE and batched INSERT statements. Columns are the
 * union of keys in first-seen order; types are inferred per column; nested objects and arrays are stored as JSON
 * text (JSON in MySQL, JSONB in PostgreSQL, TEXT in SQLite, NVARCHAR(MAX) in SQL Server), which a comment notes.
 */
export function jsonToSql(text: string, opts: JsonToSqlOptions): Result<string> {
  if (typeof text !== 'string') return fail('Enter JSON: an array of objects');
  const dialect = opts?.dialect;
  if (!DIALECTS.includes(dialect)) return fail(`Unknown SQL dialect "${String(dialect)}"; use mysql, postgresql, sqlite or sqlserver`);
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const root = parsed.value;

  let rows: Record<string, unknown>[];
  if (Array.isArray(root)) {
    if (root.length === 0) return fail('The array is empty, so there are no rows to insert');
    for (let i = 0; i < root.length; i++) {
      const item: unknown = root[i];
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        return fail(`Item ${i + 1} is ${describeValue(item)}; expected an object such as {"id": 1}`);
      }
    }
    rows = root as Record<string, unknown>[];
  } else if (root !== null && typeof root === 'object') {
    rows = [root as Record<string, unknown>];
  } else {
    return fail(`The JSON is ${describeValue(root)}; expected an array of objects (or one object)`);
  }

  // Union of keys in first-seen order.
  const index = new Map<string, number>();
  const keys: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!index.has(key)) {
        index.set(key, keys.length);
        keys.push(key);
      }
    }
  }
  if (keys.length === 0) return fail('The objects have no keys, so there are no columns to create');

  const stats = keys.map(newStats);
  for (const row of rows) for (let c = 0; c < keys.length; c++) observe(stats[c], cell(row, keys[c]));
  const kinds = stats.map(kindOf);

  // MySQL and SQL Server compare column names case-insensitively, so "Name" and "name" must differ by more than case.
  const unique = uniqueNamer((name) => name.toLowerCase());
  const names = keys.map((key, i) => unique(sanitizeIdentifier(key, `column_${i + 1}`)));

  const out: string[] = [];
  const notes: string[] = [];
  const nested = names.filter((_, i) => kinds[i] === 'json');
  if (nested.length > 0) {
    const list = nested.map((n) => quoteIdent(n, dialect)).join(', ');
    notes.push(`-- Nested objects and arrays in ${list} are stored as JSON text (${JSON_TYPE[dialect]}).`);
  }
  const lost = jsonPrecisionLoss(text);
  if (lost.ok && lost.value.length > 0) {
    const first = lost.value[0];
    const count = lost.value.length === 1 ? 'One integer was' : `${lost.value.length} integers were`;
    notes.push(
      `-- Warning: ${count} too large to read exactly and rounded (line ${first.line}: ${first.number} became ${first.parsed}).`,
      '-- Quote such numbers as strings in the JSON to keep every digit.',
    );
  }
  const table = quoteIdent(sanitizeIdentifier(typeof opts.tableName === 'string' ? opts.tableName : '', 'data'), dialect);
  const columns = names.map((n, i) => `  ${quoteIdent(n, dialect)} ${typeName(kinds[i], stats[i], dialect)}`);
  out.push(`${notes.length > 0 ? `${notes.join('\n')}\n` : ''}CREATE TABLE ${table} (\n${columns.join(',\n')}\n);`);

  const quoted = names.map((n) => quoteIdent(n, dialect));
  out.push(...insertStatements(table, quoted, rows.length, (r, c) => sqlValue(cell(rows[r], keys[c]), kinds[c], dialect), dialect, opts.batchSize));
  return ok(`${out.join('\n\n')}\n`);
}
