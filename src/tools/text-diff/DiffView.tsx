'use client';

import type { CSSProperties, ReactNode } from 'react';
import type { Part, TextDiff } from './text-diff.core';
import { lineRows, splitRows, type LineRow } from './text-diff.rows';

// The differences as a user reads them: numbered lines (unified or side by side) in Lines mode, marked runs of
// text in Words and Characters modes. Huge results are cut at a fixed size with a note; the patch has it all.

export const MAX_ROWS = 5_000;
export const MAX_CHARS = 300_000;

const mono: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' };
const BG = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  same: undefined,
} as const;
const SIGN = { added: '+', removed: '-', same: ' ' } as const;
const num: CSSProperties = {
  color: 'var(--mantine-color-dimmed)',
  textAlign: 'right',
  padding: '0 8px',
  userSelect: 'none',
  width: '1%',
  verticalAlign: 'top',
};

function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', margin: '8px 0' }}>
      {children}
    </p>
  );
}

function Cell({ row }: { row?: LineRow }) {
  return (
    <>
      <td style={num}>{row ? (row.kind === 'added' ? row.newNo : row.oldNo) : ''}</td>
      <td style={{ ...mono, background: row ? BG[row.kind] : 'var(--mantine-color-default-hover)', padding: '0 6px', width: '50%' }}>
        {row ? `${SIGN[row.kind]} ${row.text}` : ''}
      </td>
    </>
  );
}

function LineView({ parts, view }: { parts: Part[]; view: string }) {
  const { rows, total } = lineRows(parts, MAX_ROWS);
  return (
    <>
      <table aria-label="Line differences" style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'auto' }}>
        <tbody>
          {view === 'unified'
            ? rows.map((r, i) => (
                <tr key={i} data-kind={r.kind}>
                  <td style={num}>{r.oldNo ?? ''}</td>
                  <td style={num}>{r.newNo ?? ''}</td>
                  <td style={{ ...mono, background: BG[r.kind], padding: '0 6px' }}>{`${SIGN[r.kind]} ${r.text}`}</td>
                </tr>
              ))
            : splitRows(rows).map((r, i) => (
                <tr key={i}>
                  <Cell row={r.left} />
                  <Cell row={r.right} />
                </tr>
              ))}
        </tbody>
      </table>
      {total > rows.length && (
        <Note>
          Showing the first {rows.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} lines. Download the patch for every change.
        </Note>
      )}
    </>
  );
}

/** Runs of text up to MAX_CHARS, with removed runs in <del> and added runs in <ins>; `side` keeps one text's runs. */
function Runs({ parts, side }: { parts: Part[]; side?: 'original' | 'changed' }) {
  const out: ReactNode[] = [];
  let used = 0;
  for (let i = 0; i < parts.length && used < MAX_CHARS; i++) {
    const p = parts[i];
    if ((side === 'original' && p.added) || (side === 'changed' && p.removed)) continue;
    const text = p.value.length > MAX_CHARS - used ? p.value.slice(0, MAX_CHARS - used) : p.value;
    used += text.length;
    out.push(
      p.added ? (
        <ins key={i} style={{ background: BG.added, textDecoration: 'none' }}>
          {text}
        </ins>
      ) : p.removed ? (
        <del key={i} style={{ background: BG.removed }}>
          {text}
        </del>
      ) : (
        <span key={i}>{text}</span>
      ),
    );
  }
  return (
    <pre style={{ ...mono, margin: 0, padding: 8, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, flex: 1, minWidth: 0 }}>
      {out}
    </pre>
  );
}

function InlineView({ parts, view }: { parts: Part[]; view: string }) {
  const size = parts.reduce((n, p) => n + p.value.length, 0);
  return (
    <>
      {view === 'unified' ? (
        <Runs parts={parts} />
      ) : (
        <div style={{ display: 'flex', gap: 12 }}>
          <Runs parts={parts} side="original" />
          <Runs parts={parts} side="changed" />
        </div>
      )}
      {size > MAX_CHARS && (
        <Note>
          Showing the first {MAX_CHARS.toLocaleString('en-US')} of {size.toLocaleString('en-US')} characters. Download the patch for every change.
        </Note>
      )}
    </>
  );
}

export function DiffView({ diff, view }: { diff: TextDiff; view: string }) {
  if (diff.identical) return <Note>The texts are identical with these options.</Note>;
  return diff.mode === 'lines' ? <LineView parts={diff.parts} view={view} /> : <InlineView parts={diff.parts} view={view} />;
}
