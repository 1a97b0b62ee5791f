'use client';

import { useEffect, useRef } from 'react';
import type { ConsoleEntry } from './console-entries';

export type { ConsoleEntry } from './console-entries';

const colors: Record<ConsoleEntry['kind'], string | undefined> = {
  log: undefined,
  table: undefined,
  info: 'var(--mantine-color-blue-light-color)',
  warn: 'var(--mantine-color-yellow-light-color)',
  error: 'var(--mantine-color-red-light-color)',
  system: 'var(--mantine-color-dimmed)',
};
const backgrounds: Partial<Record<ConsoleEntry['kind'], string>> = {
  warn: 'var(--mantine-color-yellow-light)',
  error: 'var(--mantine-color-red-light)',
};

/** The captured console of a sandbox run (role="log", named by `label`). */
export function ConsoleView({ entries, height, label = 'Output' }: { entries: readonly ConsoleEntry[]; height: number; label?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);
  return (
    <div
      ref={box}
      role="log"
      aria-label={label}
      style={{
        height,
        overflow: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        fontFamily: 'var(--mantine-font-family-monospace)',
        fontSize: 13,
      }}
    >
      {entries.length === 0 ? <div style={{ padding: '4px 8px', color: 'var(--mantine-color-dimmed)' }}>No output yet.</div> : null}
      {entries.map((e) => (
        <div
          key={e.id}
          data-kind={e.kind}
          style={{
            padding: '3px 8px',
            borderBottom: '1px solid var(--mantine-color-default-border)',
            color: colors[e.kind],
            background: backgrounds[e.kind],
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontStyle: e.kind === 'system' ? 'italic' : undefined,
          }}
        >
          {e.table ? (
            <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
              <thead>
                <tr>
                  {e.table.columns.map((c, i) => (
                    <th
                      key={i}
                      scope="col"
                      style={{ border: '1px solid var(--mantine-color-default-border)', padding: '2px 6px', textAlign: 'left' }}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {e.table.rows.map((r, i) => (
                  <tr key={i}>
                    {r.map((v, j) => (
                      <td key={j} style={{ border: '1px solid var(--mantine-color-default-border)', padding: '2px 6px' }}>
                        {v}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {e.table?.more ? <div>{`… ${e.table.more.toLocaleString('en')} more ${e.table.more === 1 ? 'row' : 'rows'} not shown`}</div> : null}
          {e.table ? null : (
            <>
              {e.line != null ? <span style={{ fontWeight: 600 }}>{`Line ${e.line}${e.column != null ? `, column ${e.column}` : ''}: `}</span> : null}
              {e.text}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
