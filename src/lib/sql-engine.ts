import type { Database, SqlJsStatic } from 'sql.js';
import type { ToolError } from '@/lib/result';
import { lineColumnAt } from '@/lib/result';

/** A small shop: customers place orders of products; every order has one or more line items. */
export const sampleScript = `CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  city TEXT,
  country TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO customers (id, name, email, city, country, created_at) VALUES
  (1, 'Amelia Hart', 'amelia.hart@example.com', 'Leeds', 'United Kingdom', '2024-01-08'),
  (2, 'Jonas Weber', 'jonas.weber@example.de', 'Hamburg', 'Germany', '2024-01-19'),
  (3, 'Lucía Romero', 'lucia.romero@example.es', 'Valencia', 'Spain', '2024-02-02'),
  (4, 'Kenji Sato', 'kenji.sato@example.jp', 'Osaka', 'Japan', '2024-02-14'),
  (5, 'Priya Nair', 'priya.nair@example.in', 'Kochi', 'India', '2024-03-01'),
  (6, 'Marcus Bell', 'marcus.bell@example.com', 'Denver', 'United States', '2024-03-17'),
  (7, 'Chloé Martin', 'chloe.martin@example.fr', 'Lyon', 'France', '2024-04-05'),
  (8, 'Tomasz Nowak', 'tomasz.nowak@example.pl', 'Gdańsk', 'Poland', '2024-04-22'),
  (9, 'Sofia Rossi', 'sofia.rossi@example.it', 'Turin', 'Italy', '2024-05-09'),
  (10, 'Oliver Brown', 'oliver.brown@example.com', 'Austin', 'United States', '2024-06-11'),
  (11, 'Ana Costa', 'ana.costa@example.pt', 'Porto', 'Portugal', '2024-07-03'),
  (12, 'Liam Walsh', 'liam.walsh@example.ie', 'Galway', 'Ireland', '2024-08-27');

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  price REAL NOT NULL,
  stock INTEGER NOT NULL DEFAULT 0
);
INSERT INTO products (id, name, category, price, stock) VALUES
  (1, 'Mechanical keyboard', 'Peripherals', 89.00, 34),
  (2, 'Wireless mouse', 'Peripherals', 29.50, 120),
  (3, '27" monitor', 'Displays', 249.00, 12),
  (4, 'USB-C hub', 'Accessories', 39.90, 75),
  (5, 'Laptop stand', 'Accessories', 45.00, 40),
  (6, 'Noise-cancelling headphones', 'Audio', 179.00, 18),
  (7, 'Webcam 1080p', 'Peripherals', 59.00, 0),
  (8, 'Desk lamp', 'Office', 32.00, 55),
  (9, 'Ergonomic chair', 'Office', 329.00, 6),
  (10, 'Portable SSD 1 TB', 'Storage', 99.00, 27);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  ordered_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled'))
);
INSERT INTO orders (id, customer_id, ordered_at, status) VALUES
  (1, 1, '2024-02-10', 'delivered'),
  (2, 2, '2024-02-21', 'delivered'),
  (3, 1, '2024-03-05', 'delivered'),
  (4, 4, '2024-03-18', 'delivered'),
  (5, 3, '2024-04-02', 'cancelled'),
  (6, 5, '2024-04-15', 'delivered'),
  (7, 6, '2024-05-01', 'delivered'),
  (8, 2, '2024-05-20', 'delivered'),
  (9, 7, '2024-06-08', 'delivered'),
  (10, 9, '2024-06-30', 'delivered'),
  (11, 8, '2024-07-12', 'shipped'),
  (12, 10, '2024-07-29', 'delivered'),
  (13, 6, '2024-08-14', 'delivered'),
  (14, 11, '2024-09-02', 'shipped'),
  (15, 4, '2024-09-19', 'delivered'),
  (16, 1, '2024-10-07', 'shipped'),
  (17, 12, '2024-10-25', 'pending'),
  (18, 5, '2024-11-11', 'pending'),
  (19, 3, '2024-11-28', 'shipped'),
  (20, 10, '2024-12-12', 'pending');

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price REAL NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES
  (1, 1, 1, 89.00), (1, 2, 1, 29.50),
  (2, 3, 2, 249.00),
  (3, 4, 1, 39.90), (3, 8, 1, 32.00),
  (4, 6, 1, 179.00), (4, 10, 1, 99.00),
  (5, 9, 1, 329.00),
  (6, 2, 2, 29.50), (6, 5, 1, 45.00), (6, 7, 1, 59.00),
  (7, 1, 1, 89.00), (7, 3, 1, 249.00),
  (8, 10, 2, 99.00),
  (9, 6, 1, 179.00), (9, 4, 1, 39.90),
  (10, 8, 2, 32.00), (10, 5, 1, 45.00),
  (11, 9, 1, 329.00), (11, 2, 1, 29.50),
  (12, 1, 2, 89.00), (12, 4, 2, 39.90),
  (13, 7, 1, 59.00),
  (14, 3, 1, 249.00), (14, 5, 1, 45.00),
  (15, 10, 1, 99.00), (15, 2, 1, 29.50),
  (16, 6, 1, 179.00),
  (17, 1, 1, 89.00), (17, 8, 1, 32.00), (17, 4, 1, 39.90),
  (18, 9, 1, 329.00),
  (19, 2, 3, 29.50), (19, 10, 1, 99.00),
  (20, 5, 2, 45.00), (20, 3, 1, 249.00);

CREATE VIEW order_totals AS
  SELECT o.id AS order_id, c.name AS customer, o.ordered_at, o.status,
         ROUND(SUM(i.quantity * i.unit_price), 2) AS total
  FROM orders o
  JOIN customers c ON c.id = o.customer_id
  JOIN order_items i ON i.order_id = o.id
  GROUP BY o.id;
`;

export const sampleQuery = `-- Revenue per customer from orders that were not cancelled
SELECT c.name, c.country, COUNT(DISTINCT o.id) AS orders,
       ROUND(SUM(i.quantity * i.unit_price), 2) AS revenue
FROM customers c
JOIN orders o ON o.customer_id = c.id AND o.status <> 'cancelled'
JOIN order_items i ON i.order_id = o.id
GROUP BY c.id
ORDER BY revenue DESC;`;

export type Cell = string | number | null;

export interface StatementResult {
  /** The statement's text, trimmed. */
  sql: string;
  /** 1-based line where the statement starts in the query editor. */
  line: number;
  /** Present when the statement returns rows (even none). */
  columns?: string[];
  rows?: Cell[][];
  /** More rows existed than were kept. */
  truncated?: boolean;
  /** Rows changed by a write. */
  changes?: number;
}

export interface SchemaColumn {
  name: string;
  type: string;
  pk: boolean;
  notNull: boolean;
}

export interface SchemaTable {
  name: string;
  kind: 'table' | 'view';
  columns: SchemaColumn[];
}

export interface RunOutput {
  results: StatementResult[];
  /** Set when a statement failed; the statements before it have run. */
  error: ToolError | null;
  schema: SchemaTable[];
}

/** Rows kept per result: enough for any real inspection, small enough to send to the page quickly. */
export const MAX_ROWS = 50_000;

const cell = (v: unknown): Cell => {
  if (v instanceof Uint8Array) return `<blob ${v.length} bytes>`;
  if (v === null || v === undefined) return null;
  return typeof v === 'number' || typeof v === 'string' ? v : String(v);
};

export function createSampleDatabase(SQL: SqlJsStatic): Database {
  const db = new SQL.Database();
  db.exec(sampleScript);
  return db;
}

/** Skips whitespace and comments, so a position lands on a statement's first word. */
function skipLead(query: string, offset: number): number {
  const lead = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(query.slice(offset));
  return offset + (lead ? lead[0].length : 0);
}

/** Where sqlite's "near "X": syntax error" points inside the statement that failed. */
export function errorPosition(query: string, statementOffset: number, message: string): { line: number; column: number } {
  const near = /near "((?:[^"]|"")*)"/.exec(message);
  let offset = skipLead(query, statementOffset);
  if (near) {
    const token = near[1].replace(/""/g, '"');
    const at = query.indexOf(token, offset);
    if (at >= 0) offset = at;
  }
  return lineColumnAt(query, offset);
}

/** Runs every statement of the query in order; stops at the first error, keeping what ran before it. */
export function runStatements(db: Database, query: string): { results: StatementResult[]; error: ToolError | null } {
  const results: StatementResult[] = [];
  if (query.trim() === '') return { results, error: { message: 'The query is empty: write a SQL statement and press Run.' } };
  const it = db.iterateStatements(query);
  let offset = 0;
  for (;;) {
    let stmt;
    try {
      const next = it.next();
      if (next.done) break;
      stmt = next.value;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return { results, error: { message, ...errorPosition(query, offset, message) } };
    }
    const text = stmt.getSQL();
    const start = query.indexOf(text, offset);
    const stmtOffset = start >= 0 ? start : offset;
    const remaining = it.getRemainingSQL();
    offset = remaining == null ? query.length : query.length - remaining.length;
    try {
      const columns = stmt.getColumnNames();
      const rows: Cell[][] = [];
      let truncated = false;
      while (stmt.step()) {
        if (rows.length >= MAX_ROWS) {
          truncated = true;
          break;
        }
        rows.push(stmt.get().map(cell));
      }
      const line = lineColumnAt(query, skipLead(query, stmtOffset)).line;
      const sqlText = text.slice(skipLead(text, 0)).trim();
      if (columns.length > 0) results.push({ sql: sqlText, line, columns, rows, ...(truncated ? { truncated } : {}) });
      else if (/^\s*(?:WITH\b[\s\S]*\b)?(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sqlText))
        results.push({ sql: sqlText, line, changes: db.getRowsModified() });
      else results.push({ sql: sqlText, line });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return { results, error: { message, ...errorPosition(query, stmtOffset, message) } };
    } finally {
      stmt.free();
    }
  }
  return { results, error: null };
}

export const quoteId = (id: string) => `"${id.replace(/"/g, '""')}"`;

/** Tables and views with their columns, for the sidebar. */
export function readSchema(db: Database): SchemaTable[] {
  const objects = db.exec("SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY type, name");
  const out: SchemaTable[] = [];
  for (const [name, type] of objects[0]?.values ?? []) {
    const info = db.exec(`PRAGMA table_info(${quoteId(String(name))})`);
    const columns = (info[0]?.values ?? []).map((r) => ({
      name: String(r[1]),
      type: String(r[2] ?? ''),
      notNull: r[3] === 1,
      pk: Number(r[5]) > 0,
    }));
    out.push({ name: String(name), kind: type === 'view' ? 'view' : 'table', columns });
  }
  return out;
}

const csvCell = (v: Cell) => (v === null ? '' : /[",\n\r]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/**
 * A result as CSV (RFC 4180 quoting, NULL as an empty cell). A one-column row whose cell is empty is written as ""
 * rather than as a blank line, which CSV readers skip.
 */
export function resultToCsv(r: Pick<StatementResult, 'columns' | 'rows'>): string {
  return [r.columns ?? [], ...(r.rows ?? [])]
    .map((row) => {
      const line = row.map(csvCell).join(',');
      return line === '' && row.length === 1 ? '""' : line;
    })
    .join('\n');
}

/** One line describing what a statement did. */
export function summarize(r: StatementResult): string {
  if (r.columns)
    return `${r.rows?.length ?? 0} row${r.rows?.length === 1 ? '' : 's'}${r.truncated ? ` (first ${MAX_ROWS.toLocaleString('en-US')} kept)` : ''}`;
  if (r.changes == null) return 'OK';
  return `${r.changes} row${r.changes === 1 ? '' : 's'} affected`;
}

/** What the page asks the worker. `base` says which database to start from if none is open. */
export type SqlRequest = { base: { generation: number; bytes?: Uint8Array } } & (
  { op: 'schema' } | { op: 'query'; query: string } | { op: 'csv'; csv: string; name: string }
);

export interface SqlResponse extends RunOutput {
  imported?: { table: string; rows: number };
}
