'use client';

import type { JsonChange, JsonDiff } from './json-diff.core';
import { valueText } from './change-text';

// The Output region: one button per change (a click scrolls the side-by-side view to it), or why there is none.

const LIST_LIMIT = 2000;

const SYMBOL: Record<JsonChange['kind'], string> = { added: '+', removed: '-', changed: '~' };
const COLOR: Record<JsonChange['kind'], string> = {
  added: 'var(--mantine-color-green-text)',
  removed: 'var(--mantine-color-red-text)',
  changed: 'var(--mantine-color-yellow-text)',
};

export function ChangeList({ diff, visible, onPick }: { diff: JsonDiff | null; visible: JsonChange[]; onPick: (path: string) => void }) {
  return (
    <section
      aria-label="Output"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        maxHeight: 360,
        overflow: 'auto',
        fontFamily: 'var(--mantine-font-family-monospace)',
        fontSize: 13,
      }}
    >
      {!diff ? (
        <p style={{ margin: 0, padding: '8px 12px', color: 'var(--mantine-color-dimmed)' }}>Fix the JSON above to see the changes.</p>
      ) : diff.equal ? (
        <p role="status" style={{ margin: 0, padding: '8px 12px', color: 'var(--mantine-color-green-text)' }}>
          The documents are equal: same keys and values (key order and formatting are ignored).
        </p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: '4px 0' }}>
          {visible.slice(0, LIST_LIMIT).map((c, i) => (
            <li key={i} data-kind={c.kind} title={c.kind}>
              <button
                type="button"
                onClick={() => onPick(c.path)}
                title="Show in the documents below"
                style={{
                  all: 'unset',
                  display: 'block',
                  cursor: 'pointer',
                  padding: '2px 12px',
                  wordBreak: 'break-all',
                  width: '100%',
                  boxSizing: 'border-box',
                }}
              >
                <span style={{ color: COLOR[c.kind], fontWeight: 700 }}>{SYMBOL[c.kind]}</span> <span style={{ fontWeight: 600 }}>{c.path}</span>:{' '}
                {c.kind !== 'added' && <span style={{ color: c.kind === 'removed' ? COLOR.removed : undefined }}>{valueText(c.left, 200)}</span>}
                {c.kind === 'changed' && ' → '}
                {c.kind !== 'removed' && <span style={{ color: c.kind === 'added' ? COLOR.added : undefined }}>{valueText(c.right, 200)}</span>}
              </button>
            </li>
          ))}
          {visible.length === 0 && <li style={{ padding: '2px 12px', color: 'var(--mantine-color-dimmed)' }}>No change matches the filter.</li>}
          {visible.length > LIST_LIMIT && (
            <li style={{ padding: '2px 12px', color: 'var(--mantine-color-dimmed)' }}>
              … {visible.length - LIST_LIMIT} more; Copy and Download include every change.
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
