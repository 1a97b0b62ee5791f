import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { runStatements } from '@/lib/sql-engine';
import { compareRowSets, lastRowSet, type CheckRequest, type CheckResponse } from './sql-tutorial.core';

let sql: Promise<SqlJsStatic> | null = null;

// Each check runs on a fresh copy of the sample database, so a DELETE in one exercise cannot spoil the next.
exposeHandler(async (req: CheckRequest) => {
  sql ??= initSqlJs({ locateFile: () => '/vendor/sql.js/sql-wasm-browser.wasm' });
  const SQL = await sql;
  const db = new SQL.Database();
  const ref = new SQL.Database();
  try {
    db.exec(req.setup);
    ref.exec(req.setup);
    const mine = runStatements(db, req.query);
    const result = lastRowSet(mine.results);
    const out: CheckResponse = { result, error: mine.error, verdict: null };
    if (mine.error) return ok(out);
    if (!result) {
      out.verdict = { correct: false, reason: 'Your query returns no rows to check: the answer is a SELECT.' };
      return ok(out);
    }
    const expected = lastRowSet(runStatements(ref, req.solution).results);
    out.verdict = expected ? compareRowSets(result, expected, req.ordered) : null;
    return ok(out);
  } finally {
    db.close();
    ref.close();
  }
});
