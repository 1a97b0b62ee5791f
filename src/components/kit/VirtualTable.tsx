'use client';

import { useMemo, useRef, useState } from 'react';

const ROW_HEIGHT = 28;
const OVERSCAN = 10;
/**
 * Columns drawn at most: rows are virtual, columns are not, and one line of a CSV file can hold 300,000 of them (a
 * header of that many cells took the page seconds to lay out). The rest are named in a note under the table.
 */
export const MAX_COLUMNS = 200;
/** Characters of a cell drawn at most (its tooltip holds more): a cell is one line, cut by the column's width anyway. */
const CELL_CHARS = 1_000;
const TITLE_CHARS = 10_000;
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export interface VirtualTableProps {
  /** Accessible name of the table ('Output' for a tool's result). */
  label: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
  height?: number;
  sortable?: boolean;
}

const cellText = (v: string | number | null) => (v === null ? 'NULL' : String(v));
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * A table that renders only the rows in view (plus a few), so 100,000-row results scroll smoothly.
 * Clicking a header sorts by it, numbers compared as numbers.
 */
export function VirtualTable({ label, headers, rows, height = 420, sortable = true }: VirtualTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const [sort, setSort] = useState<{ column: number; dir: 1 | -1 } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const order = useMemo(() => {
    const idx = rows.map((_, i) => i);
    if (!sort) return idx;
    const { column, dir } = sort;
    return idx.sort((a, b) => dir * collator.compare(cellText(rows[a][column] ?? ''), cellText(rows[b][column] ?? '')) || a - b);
  }, [rows, sort]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(order.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const visible = order.slice(first, last);
  const shownHeaders = headers.length > MAX_COLUMNS ? headers.slice(0, MAX_COLUMNS) : headers;

  return (
    <>
      <div
        ref={scroller}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        style={{ height, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      >
        <table aria-label={label} aria-rowcount={rows.length + 1} style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
          <thead style={{ position: 'sticky', top: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>
            <tr>
              {shownHeaders.map((h, i) => {
                const dir = sort?.column === i ? sort.dir : 0;
                return (
                  <th
                    key={i}
                    scope="col"
                    aria-sort={dir === 1 ? 'ascending' : dir === -1 ? 'descending' : 'none'}
                    style={{
                      textAlign: 'left',
                      padding: '4px 8px',
                      borderBottom: '1px solid var(--mantine-color-default-border)',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => setSort(dir === 1 ? { column: i, dir: -1 } : dir === -1 ? null : { column: i, dir: 1 })}
                        style={{ all: 'unset', cursor: 'pointer', fontWeight: 600 }}
                      >
                        {cut(h, CELL_CHARS)} {dir === 1 ? '▲' : dir === -1 ? '▼' : ''}
                      </button>
                    ) : (
                      cut(h, CELL_CHARS)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden />}
            {visible.map((rowIndex) => (
              <tr key={rowIndex} style={{ height: ROW_HEIGHT }} aria-rowindex={rowIndex + 2}>
                {shownHeaders.map((_, c) => {
                  const v = rows[rowIndex][c] ?? '';
                  return (
                    <td
                      key={c}
                      style={{
                        padding: '2px 8px',
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                        whiteSpace: 'nowrap',
                        maxWidth: 400,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        color: v === null ? 'var(--mantine-color-dimmed)' : undefined,
                      }}
                      title={cut(cellText(v), TITLE_CHARS)}
                    >
                      {cut(cellText(v), CELL_CHARS)}
                    </td>
                  );
                })}
              </tr>
            ))}
            {last < order.length && <tr style={{ height: (order.length - last) * ROW_HEIGHT }} aria-hidden />}
          </tbody>
        </table>
      </div>
      {shownHeaders.length < headers.length && (
        <p style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)', margin: '4px 0 0' }}>
          {`The table shows the first ${MAX_COLUMNS} of its ${headers.length.toLocaleString('en-US')} columns.`}
        </p>
      )}
    </>
  );
}
