'use client';

import { useEffect, useMemo, useRef } from 'react';
import kit from '@/components/kit/kit.module.css';
import type { JsonDiff } from './json-diff.core';
import { prettyLines, type LineMark, type ViewLine } from './side-by-side';

// Both documents pretty-printed next to each other, changed lines marked, scrolled to the picked change.

/** Largest pair of documents drawn side by side (the change list works at any size). */
const VIEW_LIMIT = 1_000_000;
const VIEW_LINES = 3000;
const LINE_HEIGHT = 18;

const BACKGROUND: Record<Exclude<LineMark, ''>, string> = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  changed: 'var(--mantine-color-yellow-light)',
};

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
}

/** Index of the line showing `path`, or else of its nearest ancestor that the document has. */
function lineOf(lines: readonly ViewLine[], path: string): number {
  let best = -1;
  let bestLength = -1;
  for (let i = 0; i < lines.length; i++) {
    const p = lines[i].path;
    if (p === path) return i;
    if (p.length > bestLength && path.startsWith(p) && (path[p.length] === '.' || path[p.length] === '[')) {
      best = i;
      bestLength = p.length;
    }
  }
  return best;
}

function DocumentView({ label, lines, truncated, focus }: { label: string; lines: ViewLine[]; truncated: boolean; focus: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus === null || !box.current) return;
    const i = lineOf(lines, focus);
    if (i >= 0) box.current.scrollTop = Math.max(0, i * LINE_HEIGHT - 120);
  }, [focus, lines]);
  return (
    <section aria-label={label}>
      <div className={kit.paneHeader}>
        <h3 className={kit.paneTitle}>{label}</h3>
      </div>
      <div
        ref={box}
        style={{
          maxHeight: 420,
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 12,
        }}
      >
        {lines.map((l, i) => (
          <div
            key={i}
            data-mark={l.mark || undefined}
            style={{
              height: LINE_HEIGHT,
              lineHeight: `${LINE_HEIGHT}px`,
              whiteSpace: 'pre',
              padding: '0 8px',
              background: l.mark ? BACKGROUND[l.mark] : undefined,
              outline: focus !== null && l.path === focus ? '1px solid var(--mantine-color-default-border)' : undefined,
            }}
          >
            {l.text}
          </div>
        ))}
        {truncated && <div style={{ padding: '4px 8px', color: 'var(--mantine-color-dimmed)' }}>… the view stops after {VIEW_LINES} lines</div>}
      </div>
    </section>
  );
}

export function SideBySide({ left, right, diff, focus }: { left: string; right: string; diff: JsonDiff; focus: string | null }) {
  const views = useMemo(() => {
    if (left.length + right.length > VIEW_LIMIT) return null;
    const l = parseOrNull(left);
    const r = parseOrNull(right);
    if (l === undefined || r === undefined) return null;
    const leftMarks = new Map<string, LineMark>();
    const rightMarks = new Map<string, LineMark>();
    for (const c of diff.changes) {
      if (c.kind !== 'added') leftMarks.set(c.path, c.kind);
      if (c.kind !== 'removed') rightMarks.set(c.path, c.kind);
    }
    return { left: prettyLines(l, leftMarks, VIEW_LINES), right: prettyLines(r, rightMarks, VIEW_LINES) };
  }, [left, right, diff]);
  if (!views) {
    return <p className={kit.status}>The documents are too large to draw side by side; the list above has every change.</p>;
  }
  return (
    <div className={kit.panes}>
      <DocumentView label="Left document" lines={views.left.lines} truncated={views.left.truncated} focus={focus} />
      <DocumentView label="Right document" lines={views.right.lines} truncated={views.right.truncated} focus={focus} />
    </div>
  );
}
