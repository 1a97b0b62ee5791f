import type { Part } from './text-diff.core';

// Numbered rows for the views, apart from the core so the page's first load does not pull jsdiff in.

/** One row of the line view: a line of Original, of Changed, or of both. */
export interface LineRow {
  kind: 'same' | 'added' | 'removed';
  oldNo?: number;
  newNo?: number;
  text: string;
}

const splitLines = (value: string) => {
  const lines = value.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/** The line diff as numbered rows (the unified view), up to `limit` rows. */
export function lineRows(parts: Part[], limit = Infinity): { rows: LineRow[]; total: number } {
  const rows: LineRow[] = [];
  let oldNo = 1;
  let newNo = 1;
  let total = 0;
  for (const p of parts) {
    for (const text of splitLines(p.value)) {
      total++;
      const kind = p.added ? 'added' : p.removed ? 'removed' : 'same';
      const row: LineRow = { kind, text };
      if (kind !== 'added') row.oldNo = oldNo++;
      if (kind !== 'removed') row.newNo = newNo++;
      if (rows.length < limit) rows.push(row);
    }
  }
  return { rows, total };
}

/** One row of the side-by-side view: a line of Original beside the line of Changed it lines up with. */
export interface SplitRow {
  left?: LineRow;
  right?: LineRow;
}

/** Pairs removed lines with the added lines that follow them, so a changed line sits beside its new version. */
export function splitRows(rows: LineRow[]): SplitRow[] {
  const out: SplitRow[] = [];
  for (let i = 0; i < rows.length;) {
    if (rows[i].kind === 'same') {
      out.push({ left: rows[i], right: rows[i] });
      i++;
      continue;
    }
    const removed: LineRow[] = [];
    const added: LineRow[] = [];
    while (i < rows.length && rows[i].kind === 'removed') removed.push(rows[i++]);
    while (i < rows.length && rows[i].kind === 'added') added.push(rows[i++]);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) out.push({ left: removed[k], right: added[k] });
  }
  return out;
}
