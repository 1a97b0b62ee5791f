// The Markdown table generator against two GFM readers and pandoc's own table writer:
// - random tables (pipes, backslashes before punctuation and letters (not before * or _: a cell is Markdown, so
//   those would make emphasis), quotes, commas, line breaks, CJK, emoji,
//   accents, repeated spaces, empty cells), written padded and compact with random alignments, are read back by
//   `pandoc -f gfm -t json` and by marked (the site's Markdown library): both must see the same cells and alignments;
// - for tables of plain text, our padded table is byte for byte what `pandoc -f csv -t gfm` writes from the same CSV;
// - the other way, tables pandoc writes (-t gfm) are read by our parser into the cells pandoc read from the CSV.
import { execFileSync } from 'node:child_process';
import { marked, type Tokens } from 'marked';
import Papa from 'papaparse';
import { markdownTableTo, parseMarkdownTable, toMarkdownTable, writeMarkdownTable, type Alignment } from '@/tools/markdown-table/markdown-table.core';
import { requireProgram, rng } from './programs';

const PANDOC = requireProgram('pandoc', 'apt-get install pandoc');

const r = rng(0x7ab1e);
const PIECES = [
  'a',
  'Zoë',
  'x y',
  '  ',
  '|',
  '\\',
  '\\|',
  '\\\\',
  '\\#',
  '\\n',
  'C:\\temp',
  '"',
  ',',
  '\n',
  '東京',
  '😀',
  '👩‍💻',
  'é',
  '-',
  ':',
  '#',
  '.',
  '!',
  '?',
  '(1)',
  '%',
  '=',
];
const cell = () =>
  Array.from({ length: r(5) }, () => PIECES[r(PIECES.length)])
    .join('')
    .trim();
const ALIGNS: Alignment[] = ['left', 'center', 'right', 'none'];

interface Case {
  headers: string[];
  rows: string[][];
  aligns: Alignment[];
  pretty: boolean;
}
const cases: Case[] = Array.from({ length: 120 }, (_, i) => {
  const width = 1 + r(4);
  const row = () => Array.from({ length: width }, cell);
  return {
    headers: row(),
    rows: Array.from({ length: r(4) }, row),
    aligns: Array.from({ length: width }, () => ALIGNS[r(4)]),
    pretty: i % 2 === 0,
  };
});

/** Plain text of pandoc's inlines: Str, Space, line breaks and the <br> we write. */
type Inline = { t: string; c?: unknown };
function inlineText(inlines: Inline[]): string {
  return inlines
    .map((x) => {
      if (x.t === 'Str') return x.c as string;
      if (x.t === 'Space' || x.t === 'SoftBreak') return ' ';
      if (x.t === 'LineBreak') return '\n';
      if (x.t === 'RawInline') return /^<br\s*\/?>$/i.test((x.c as [unknown, string])[1]) ? '\n' : (x.c as [unknown, string])[1];
      throw new Error(`unexpected inline ${x.t}`);
    })
    .join('');
}
type Cell = [unknown, unknown, number, number, { t: string; c: Inline[] }[]];
const cellText = (c: Cell) => (c[4].length === 0 ? '' : inlineText(c[4][0].c));
const ALIGN_NAMES: Record<string, Alignment> = { AlignLeft: 'left', AlignCenter: 'center', AlignRight: 'right', AlignDefault: 'none' };

function pandocTables(markdown: string) {
  const doc = JSON.parse(execFileSync(PANDOC, ['-f', 'gfm', '-t', 'json'], { input: markdown, encoding: 'utf8', maxBuffer: 64 << 20 }));
  return (doc.blocks as { t: string; c: unknown[] }[])
    .filter((b) => b.t === 'Table')
    .map((b) => {
      const [, , colspecs, head, bodies] = b.c as [
        unknown,
        unknown,
        [{ t: string }, unknown][],
        [unknown, [unknown, Cell[]][]],
        [unknown, unknown, unknown, [unknown, Cell[]][]][],
      ];
      return {
        aligns: colspecs.map(([a]) => ALIGN_NAMES[a.t]),
        headers: head[1][0][1].map(cellText),
        rows: bodies.flatMap((body) => body[3].map(([, cells]) => cells.map(cellText))),
      };
    });
}

/** Pandoc collapses a run of spaces into one Space; a rendered table shows them as one too. */
const squash = (s: string) => s.replace(/ {2,}/g, ' ');

describe('tables we write, read by pandoc and marked', () => {
  const written = cases.map((c) => writeMarkdownTable(c, c.aligns, c.pretty));

  it('pandoc -f gfm reads the same cells and alignments', () => {
    const tables = pandocTables(written.join('\n\nParagraph between tables.\n\n'));
    expect(tables.length).toBe(cases.length);
    tables.forEach((t, i) => {
      const c = cases[i];
      expect(t, written[i]).toEqual({ aligns: c.aligns, headers: c.headers.map(squash), rows: c.rows.map((row) => row.map(squash)) });
    });
  });

  it('marked reads the same cells and alignments', () => {
    const text = (tokens: Tokens.Generic[]) =>
      tokens
        .map((t) => (t.type === 'html' && /^<br\s*\/?>$/i.test(t.raw) ? '\n' : t.type === 'text' || t.type === 'escape' ? t.text : `[${t.type}]`))
        .join('');
    written.forEach((md, i) => {
      const token = marked.lexer(md).find((t) => t.type === 'table') as Tokens.Table;
      const c = cases[i];
      expect(token, md).toBeDefined();
      expect({
        aligns: token.align.map((a) => a ?? 'none'),
        headers: token.header.map((h) => text(h.tokens as Tokens.Generic[])),
        rows: token.rows.map((row) => row.map((h) => text(h.tokens as Tokens.Generic[]))),
      }).toEqual({ aligns: c.aligns, headers: c.headers, rows: c.rows });
    });
  });
});

describe("pandoc's CSV to GFM", () => {
  const PLAIN = ['a', 'Zoë', 'x y', '東京', '😀', '12', 'é', '|', 'ok.', ''];
  const plainCell = () =>
    Array.from({ length: 1 + r(3) }, () => PLAIN[r(PLAIN.length)])
      .join('')
      .trim() || 'z';
  const tables = Array.from({ length: 40 }, () => {
    const width = 1 + r(4);
    return Array.from({ length: 1 + r(4) }, () => Array.from({ length: width }, plainCell));
  });

  it('writes the padded table we write', () => {
    for (const rows of tables) {
      const csv = Papa.unparse(rows, { newline: '\n' });
      const theirs = execFileSync(PANDOC, ['-f', 'csv', '-t', 'gfm'], { input: csv, encoding: 'utf8' }).trimEnd();
      const ours = toMarkdownTable(csv);
      expect(ours.ok && ours.value.text, csv).toBe(theirs);
    }
  });

  it('writes tables whose cells we read back', () => {
    for (const rows of tables) {
      const csv = Papa.unparse(rows, { newline: '\r\n' });
      const theirs = execFileSync(PANDOC, ['-f', 'csv', '-t', 'gfm'], { input: csv, encoding: 'utf8' });
      const parsed = parseMarkdownTable(theirs);
      expect(parsed.ok && [parsed.value.headers, ...parsed.value.rows]).toEqual(rows);
      const back = markdownTableTo(theirs);
      expect(back.ok && back.value.text).toBe(csv);
    }
  });
});
