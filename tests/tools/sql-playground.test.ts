import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { createSampleDatabase, errorPosition, readSchema, resultToCsv, runStatements, sampleQuery, summarize } from '@/lib/sql-engine';
import { importCsv } from '@/tools/sql-playground/sql-import.core';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

describe('sql/playground core', () => {
  it('builds the sample database with its tables, view and rows', () => {
    const db = createSampleDatabase(SQL);
    const schema = readSchema(db);
    expect(schema.map((t) => t.name)).toEqual(['customers', 'order_items', 'orders', 'products', 'order_totals']);
    expect(schema.find((t) => t.name === 'order_totals')?.kind).toBe('view');
    expect(schema.find((t) => t.name === 'customers')?.columns.map((c) => c.name)).toEqual(['id', 'name', 'email', 'city', 'country', 'created_at']);
    const counts = db.exec(
      'SELECT (SELECT count(*) FROM customers), (SELECT count(*) FROM products), (SELECT count(*) FROM orders), (SELECT count(*) FROM order_items)',
    );
    expect(counts[0].values[0]).toEqual([12, 10, 20, 36]);
    // Referential integrity of the sample data.
    expect(
      db.exec(
        'SELECT count(*) FROM order_items i LEFT JOIN orders o ON o.id = i.order_id LEFT JOIN products p ON p.id = i.product_id WHERE o.id IS NULL OR p.id IS NULL',
      )[0].values[0][0],
    ).toBe(0);
    db.close();
  });

  it('runs the sample query', () => {
    const db = createSampleDatabase(SQL);
    const { results, error } = runStatements(db, sampleQuery);
    expect(error).toBeNull();
    expect(results).toHaveLength(1);
    expect(results[0].columns).toEqual(['name', 'country', 'orders', 'revenue']);
    expect(results[0].rows).toHaveLength(12);
    expect(results[0].line).toBe(2);
  });

  it('reports each statement: rows, rows affected, DDL', () => {
    const db = createSampleDatabase(SQL);
    const q = 'CREATE TABLE t (a);\nINSERT INTO t VALUES (1), (2), (3);\nUPDATE t SET a = a * 10 WHERE a > 1;\nSELECT a FROM t ORDER BY a;';
    const { results, error } = runStatements(db, q);
    expect(error).toBeNull();
    expect(results.map(summarize)).toEqual(['OK', '3 rows affected', '2 rows affected', '3 rows']);
    expect(results[3].rows).toEqual([[1], [20], [30]]);
    expect(results.map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the results before an error and gives its position', () => {
    const db = createSampleDatabase(SQL);
    const { results, error } = runStatements(db, 'SELECT 1;\nSELECT name\n  FORM customers;');
    expect(results).toHaveLength(1);
    expect(error?.message).toMatch(/near "customers": syntax error/);
    expect(error?.line).toBe(3);
    expect(error?.column).toBe(8);
    const missing = runStatements(db, 'SELECT * FROM nope;');
    expect(missing.error?.message).toMatch(/no such table: nope/);
    expect(missing.error?.line).toBe(1);
    expect(runStatements(db, '   ').error?.message).toMatch(/empty/);
  });

  it('locates a quoted token after the statement start', () => {
    expect(errorPosition('SELECT 1;\n  SELEC x', 9, 'near "SELEC": syntax error')).toEqual({ line: 2, column: 3 });
  });

  it('imports a CSV into a new table with a unique name and typed numbers', () => {
    const db = createSampleDatabase(SQL);
    const r = importCsv(db, 'city,visits\nOslo,3\nRiga,12.5\n', 'orders');
    expect(r).toEqual({ table: 'orders_2', rows: 2 });
    expect(db.exec('SELECT sum(visits), typeof(visits) FROM orders_2')[0].values[0]).toEqual([15.5, 'integer']);
  });

  it('formats a result as CSV', () => {
    expect(
      resultToCsv({
        columns: ['a', 'b'],
        rows: [
          ['x,y', null],
          [1, 'q"'],
        ],
      }),
    ).toBe('a,b\n"x,y",\n1,"q"""');
  });

  it('writes an empty or NULL value of a one-column result as "", not as a blank line', () => {
    expect(resultToCsv({ columns: ['a'], rows: [[null], [''], ['x'], [0]] })).toBe('a\n""\n""\nx\n0');
    expect(resultToCsv({ columns: [''], rows: [] })).toBe('""');
  });
});
