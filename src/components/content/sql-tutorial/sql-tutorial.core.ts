import type { ToolError } from '@/lib/result';
import type { Cell, StatementResult } from '@/lib/sql-engine';

/** Judges a learner's answer in the SQL tutorial by its result, not its text: any query giving the same rows is right. */

export interface CheckRequest {
  setup: string;
  query: string;
  solution: string;
  ordered: boolean;
}

export interface CheckResponse {
  /** The learner's last result set, to show. */
  result: Pick<StatementResult, 'columns' | 'rows'> | null;
  error: ToolError | null;
  verdict: { correct: boolean; reason?: string } | null;
}

export interface RowSet {
  columns: string[];
  rows: Cell[][];
}

const norm = (c: Cell) => (typeof c === 'number' && !Number.isInteger(c) ? Number(c.toFixed(6)) : c);
const rowKey = (r: Cell[]) => JSON.stringify(r.map(norm));

/** Same number of columns and the same rows; in the same order only when the task asks for an order. */
export function compareRowSets(actual: RowSet, expected: RowSet, ordered: boolean): { correct: boolean; reason?: string } {
  if (actual.columns.length !== expected.columns.length) {
    return {
      correct: false,
      reason: `Your query returns ${actual.columns.length} column${actual.columns.length === 1 ? '' : 's'}; the answer has ${expected.columns.length} (${expected.columns.join(', ')}).`,
    };
  }
  if (actual.rows.length !== expected.rows.length) {
    return {
      correct: false,
      reason: `Your query returns ${actual.rows.length} row${actual.rows.length === 1 ? '' : 's'}; the answer has ${expected.rows.length}.`,
    };
  }
  const a = actual.rows.map(rowKey);
  const e = expected.rows.map(rowKey);
  if (ordered) {
    if (a.every((k, i) => k === e[i])) return { correct: true };
    const sameSet = JSON.stringify([...a].sort()) === JSON.stringify([...e].sort());
    return { correct: false, reason: sameSet ? 'The rows are right but in the wrong order.' : 'Some rows differ from the expected answer.' };
  }
  return JSON.stringify([...a].sort()) === JSON.stringify([...e].sort())
    ? { correct: true }
    : { correct: false, reason: 'Some rows differ from the expected answer.' };
}

/** The last statement of a run that returned rows: what the learner's answer is judged by. */
export function lastRowSet(results: StatementResult[]): RowSet | null {
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i];
    if (r.columns && r.rows) return { columns: r.columns, rows: r.rows };
  }
  return null;
}
