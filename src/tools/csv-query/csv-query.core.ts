import type { Database, SqlJsStatic } from 'sql.js';
import { fail, ok, type Result } from '@/lib/result';
import { parseCsv, sanitizeIdentifier, type Delimiter } from '@/lib/csv';
import { uniqueNamer } from '@/lib/unique-names';

/** The result of the last statement that returned rows. */
export interface QueryResult {
  columns: string[];
  rows: (string | number | null)[][];
  /** How many statements returned rows, and rows changed by the last write. */
  resultSets: number;
  changes: number;
  /** The table the CSV was loaded into, and its columns. */
  table: { name: string; columns: string[]; rows: number };
}

export interface CsvQueryRequest {
  csv: string;
  query: string;
  tableName: string;
  delimiter: Delimiter;
  header: boolean;
}

/** A numeric-looking cell is stored as a number so comparisons and SUM/AVG work as people expect. */
function storedValue(cell: string): string | number | null {
  if (cell === '') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(cell)) {
    const n = Number(cell);
    if (Number.isFinite(n) && (Number.isSafeInteger(n) || cell.includes('.') || /e/i.test(cell))) return n;
  }
  return cell;
}

/** Loads the CSV into an SQLite table and runs the query against it. */
export function runCsvQuery(SQL: SqlJsStatic, req: CsvQueryRequest): Result<QueryResult> {
  if (req.query.trim() === '') return fail('The query is empty');
  const parsed = parseCsv(req.csv, { delimiter: req.delimiter, header: req.header });
  if (!parsed.ok) return fail(`CSV: ${parsed.error.message}`, { line: parsed.error.line, column: parsed.error.column });
  const { headers, rows } = parsed.value;
  const tableName = sanitizeIdentifier(req.tableName, 'data');
  // Without a header the names column_1, column_2… never clash.
  const unique = uniqueNamer((name) => name.toLowerCase());
  const columns = headers.map((h, i) => unique(req.header ? sanitizeIdentifier(h, `column_${i + 1}`) : `column_${i + 1}`));
  const q = (id: string) => `"${id.replace(/"/g, '""')}"`;

  let db: Database | null = null;
  try {
    db = new SQL.Database();
    db.run(`CREATE TABLE ${q(tableName)} (${columns.map((c) => `${q(c)}`).join(', ')})`);
    db.run('BEGIN');
    const insert = db.prepare(`INSERT INTO ${q(tableName)} VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of rows) insert.run(row.map(storedValue));
    insert.free();
    db.run('COMMIT');

    const results = db.exec(req.query);
    const last = results[results.length - 1];
    return ok({
      columns: last?.columns ?? [],
      rows: (last?.values ?? []).map((r) => r.map((v) => (v instanceof Uint8Array ? `<blob ${v.length} bytes>` : (v as string | number | null)))),
      resultSets: results.length,
      changes: db.getRowsModified(),
      table: { name: tableName, columns, rows: rows.length },
    });
  } catch (e) {
    return fail(`SQL error: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    db?.close();
  }
}
