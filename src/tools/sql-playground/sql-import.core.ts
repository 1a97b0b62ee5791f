// Loading a CSV file into the playground's database. Apart from the rest of the core so that the page, which
// imports the core for its sample and result helpers, does not carry the CSV parser (papaparse): only the
// worker imports this.
import type { Database } from 'sql.js';
import { parseCsv, sanitizeIdentifier } from '@/lib/csv';
import { quoteId, readSchema, type Cell } from '@/lib/sql-engine';
import { uniqueNamer } from '@/lib/unique-names';

/** A numeric-looking cell is stored as a number so comparisons and sums work. */
function storedValue(v: string): Cell {
  if (v === '') return null;
  if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

/** Loads a CSV (first row = column names) into a new table; returns the table's final name. */
export function importCsv(db: Database, csv: string, wantedName: string): { table: string; rows: number } {
  const parsed = parseCsv(csv, { delimiter: 'auto', header: true });
  if (!parsed.ok) throw new Error(`CSV: ${parsed.error.message}${parsed.error.line ? ` (line ${parsed.error.line})` : ''}`);
  const { headers, rows } = parsed.value;
  if (headers.length === 0) throw new Error('CSV: the file has no columns');
  const existing = new Set(readSchema(db).map((t) => t.name.toLowerCase()));
  const base = sanitizeIdentifier(wantedName, 'imported');
  let table = base;
  for (let n = 2; existing.has(table.toLowerCase()); n++) table = `${base}_${n}`;
  const unique = uniqueNamer((name) => name.toLowerCase());
  const columns = headers.map((h, i) => unique(sanitizeIdentifier(h, `column_${i + 1}`)));
  db.run(`CREATE TABLE ${quoteId(table)} (${columns.map(quoteId).join(', ')})`);
  db.run('BEGIN');
  try {
    const insert = db.prepare(`INSERT INTO ${quoteId(table)} VALUES (${columns.map(() => '?').join(', ')})`);
    for (const row of rows) insert.run(columns.map((_, i) => storedValue(row[i] ?? '')));
    insert.free();
    db.run('COMMIT');
  } catch (e) {
    db.run('ROLLBACK');
    throw e;
  }
  return { table, rows: rows.length };
}
