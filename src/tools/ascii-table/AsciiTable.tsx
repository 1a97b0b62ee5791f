'use client';

import { Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import classes from '@/components/kit/kit.module.css';
import { ShareButton } from '@/components/kit/ToolActions';
import { useHydrated } from '@/components/kit/use-hydrated';
import { useToolState } from '@/components/kit/use-tool-state';
import { ASCII_ROWS, LATIN1_ROWS, searchRows, type AsciiRow } from './ascii-table.core';
import type { ToolSlug } from '@/registry/tools';

const SLUG: ToolSlug = 'ascii';
const defaults = { query: '', latin1: false };

/** Printable codes that show nothing on their own get a name instead. */
const INVISIBLE: Record<number, string> = { 32: 'SP', 160: 'NBSP', 173: 'SHY' };

// A plain table: Mantine's Table brings its scroll area (and a positioning library) that this page does not need.
const tableStyle = { width: '100%', minWidth: 760, borderCollapse: 'collapse', fontSize: 14, captionSide: 'bottom' } as const;
const cell = { padding: '4px 10px', borderBottom: '1px solid var(--mantine-color-default-border)', textAlign: 'left', verticalAlign: 'top' } as const;
const head = { ...cell, fontWeight: 600 } as const;
const striped = { background: 'var(--mantine-color-default-hover)' } as const;
const captionStyle = { fontSize: 13, color: 'var(--mantine-color-dimmed)', textAlign: 'left', padding: '6px 0' } as const;
const mono = { fontFamily: 'var(--mantine-font-family-monospace)', whiteSpace: 'nowrap' } as const;

function Row({ r, odd }: { r: AsciiRow; odd: boolean }) {
  return (
    <tr style={odd ? striped : undefined}>
      <td style={{ ...cell, ...mono }}>{r.dec}</td>
      <td style={{ ...cell, ...mono }}>{r.hex}</td>
      <td style={{ ...cell, ...mono }}>{r.oct}</td>
      <td style={{ ...cell, ...mono }}>{r.bin}</td>
      <td style={{ ...cell, ...mono, fontWeight: 600 }}>
        {INVISIBLE[r.code] || r.control ? <abbr title={r.description}>{INVISIBLE[r.code] ?? r.char}</abbr> : r.char}
      </td>
      <td style={{ ...cell, ...mono }}>{[r.caret, r.escape].filter(Boolean).join('  ')}</td>
      <td style={{ ...cell, ...mono }}>{r.entity || '–'}</td>
      <td style={cell}>{r.description}</td>
    </tr>
  );
}

function AsciiSection({ title, rows, caption }: { title: string; rows: readonly AsciiRow[]; caption: string }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <h2 className={classes.paneTitle} style={{ margin: '12px 0 6px' }}>
        {title}
      </h2>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label={title} style={tableStyle}>
          <caption style={captionStyle}>{caption}</caption>
          <thead>
            <tr>
              <th style={head}>Dec</th>
              <th style={head}>Hex</th>
              <th style={head}>Oct</th>
              <th style={head}>Binary</th>
              <th style={head}>Char</th>
              <th style={head}>Caret / escape</th>
              <th style={head}>HTML</th>
              <th style={head}>Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <Row key={r.code} r={r} odd={i % 2 === 1} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function AsciiTable() {
  const { state, update } = useToolState(SLUG, defaults);
  const mounted = useHydrated();
  const ascii = useMemo(() => searchRows(ASCII_ROWS, state.query), [state.query]);
  const latin1 = useMemo(() => (state.latin1 ? searchRows(LATIN1_ROWS, state.query) : []), [state.query, state.latin1]);
  const total = ascii.length + latin1.length;

  return (
    <div data-tool={SLUG} data-ready={mounted || undefined}>
      <div className={classes.options}>
        <TextInput
          label="Search"
          placeholder={'65, 0x41, A, ^[, &amp;, tab, bracket…'}
          leftSection={<IconSearch size={16} />}
          value={state.query}
          onChange={(e) => update({ query: e.currentTarget.value })}
          w={320}
        />
        <Switch label="Also show 128–255 (Latin-1)" checked={state.latin1} onChange={(e) => update({ latin1: e.currentTarget.checked })} />
        <ShareButton slug={SLUG} state={state} />
      </div>
      <p className={classes.status} aria-live="polite">
        {state.query.trim() === ''
          ? `${total} codes`
          : total === 0
            ? `No code matches “${state.query}”. Try a number (65, 0x41, 101 octal), a character, a name such as ESC or a word from the description.`
            : `${total} ${total === 1 ? 'code matches' : 'codes match'} “${state.query}”, exact matches first`}
      </p>
      {ascii.length > 0 && (
        <AsciiSection
          title="ASCII 0–127"
          rows={ascii}
          caption="Codes 0–31 and 127 are control characters: the Char column shows their standard abbreviation, the caret column how terminals show them (Ctrl plus the key) and the C escape where one exists."
        />
      )}
      {latin1.length > 0 && (
        <AsciiSection
          title="Latin-1 (ISO 8859-1) 128–255"
          rows={latin1}
          caption={
            'Not ASCII: these are the ISO 8859-1 meanings, which are also Unicode U+0080–U+00FF. In UTF-8 each takes two bytes. Windows-1252 puts printable characters (€, “ ”, …) at 128–159, and HTML maps &#128;–&#159; to those, so no HTML entity is given for that range.'
          }
        />
      )}
      <p className={classes.status}>
        HTML: a named reference where HTML has one, else a numeric one. NUL cannot be written in HTML at all, and numeric references to other control
        codes are parse errors that browsers still accept.
      </p>
    </div>
  );
}
