'use client';

import type { CSSProperties } from 'react';
import { CopyButton } from './ToolActions';

/** One row of a ValueTable: its name, the value shown (— when empty) and, when it differs, the text copied. */
export interface ValueRow {
  label: string;
  value: string;
  copy?: string;
}

const th = { textAlign: 'left', fontWeight: 500, padding: '6px 12px 6px 0', width: '1%', whiteSpace: 'nowrap', verticalAlign: 'top' } as const;
const code = {
  display: 'block',
  maxHeight: 120,
  overflow: 'auto',
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 13,
  wordBreak: 'break-all',
  whiteSpace: 'pre-wrap',
} as const;

/** A table of named values, one per row, each with its own Copy button (Big Number, Base Converter). */
export function ValueTable({ label, rows, style }: { label: string; rows: readonly ValueRow[]; style?: CSSProperties }) {
  return (
    <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, ...style }}>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${i}:${r.label}`} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <th scope="row" style={th}>
              {r.label}
            </th>
            <td style={{ padding: '6px 12px 6px 0' }}>
              <code style={code}>{r.value || '—'}</code>
            </td>
            <td style={{ padding: '6px 0', width: '1%', verticalAlign: 'top' }}>
              <CopyButton text={r.copy ?? r.value} disabled={!r.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
