import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { exposeHandler } from '@/lib/worker-expose';
import { runCsvQuery, type CsvQueryRequest } from './csv-query.core';

let sql: Promise<SqlJsStatic> | null = null;

// The WASM is served from public/vendor (scripts/copy-vendor.mjs): no CDN, and it loads only here.
exposeHandler(async (req: CsvQueryRequest) => {
  sql ??= initSqlJs({ locateFile: () => '/vendor/sql.js/sql-wasm-browser.wasm' });
  return runCsvQuery(await sql, req);
});
