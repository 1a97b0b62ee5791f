import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { fail, ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { createSampleDatabase, readSchema, runStatements, type SqlRequest, type SqlResponse } from '@/lib/sql-engine';
import { importCsv } from './sql-import.core';

let sql: Promise<SqlJsStatic> | null = null;
let db: Database | null = null;
/** Which starting point the open database came from; a new one from the page replaces it. */
let generation = -1;

// The WASM is served from public/vendor (scripts/copy-vendor.mjs) and loads only in this worker.
exposeHandler(async (req: SqlRequest) => {
  sql ??= initSqlJs({ locateFile: () => '/vendor/sql.js/sql-wasm-browser.wasm' });
  const SQL = await sql;
  if (!db || req.base.generation !== generation) {
    db?.close();
    db = null;
    try {
      db = req.base.bytes ? new SQL.Database(req.base.bytes) : createSampleDatabase(SQL);
      readSchema(db); // a file that is not SQLite fails here, not on the first query
    } catch (e) {
      db?.close();
      db = createSampleDatabase(SQL);
      generation = req.base.generation;
      return fail(`That file is not an SQLite database (${e instanceof Error ? e.message : String(e)}). The sample database is open instead.`);
    }
    generation = req.base.generation;
  }
  const out: SqlResponse = { results: [], error: null, schema: [] };
  if (req.op === 'query') Object.assign(out, runStatements(db, req.query));
  else if (req.op === 'csv') {
    try {
      const { table, rows } = importCsv(db, req.csv, req.name);
      out.imported = { table, rows };
    } catch (e) {
      out.error = { message: e instanceof Error ? e.message : String(e) };
    }
  }
  out.schema = readSchema(db);
  return ok(out);
});
