import fc from 'fast-check';
import {
  escapeCell,
  markdownTableTo,
  parseAlignments,
  parseMarkdownTable,
  readTable,
  toMarkdownTable,
  unescapeCell,
  writeMarkdownTable,
} from '@/tools/markdown-table/markdown-table.core';
import { markdownTableSample } from '@/tools/markdown-table/markdown-table.sample';

const text = (r: { ok: boolean; value?: { text: string } }) => (r.ok ? r.value!.text : r);

describe('toMarkdownTable', () => {
  it('keeps the sample output shipped with the page', () => {
    expect(text(toMarkdownTable(markdownTableSample.input))).toBe(markdownTableSample.output);
  });

  it('reads pasted spreadsheet cells (tab-separated) and CSV alike', () => {
    expect(text(toMarkdownTable('a\tb\n1\t2', { pretty: false }))).toBe('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(text(toMarkdownTable('a;b\n1;2', { pretty: false }))).toBe('| a | b |\n|---|---|\n| 1 | 2 |');
  });

  it('reads JSON arrays of objects (union of keys) and of arrays', () => {
    expect(text(toMarkdownTable('[{"a":1},{"b":null,"a":{"x":[1]}}]', { pretty: false }))).toBe('| a | b |\n|---|---|\n| 1 |  |\n| {"x":[1]} |  |');
    expect(text(toMarkdownTable('[["h1","h2"],[1,true]]', { pretty: false }))).toBe('| h1 | h2 |\n|---|---|\n| 1 | true |');
    expect(text(toMarkdownTable('[[1,2]]', { pretty: false, header: false }))).toBe('| Column 1 | Column 2 |\n|---|---|\n| 1 | 2 |');
  });

  it('aligns and pads by display width (CJK and emoji are two columns)', () => {
    expect(text(toMarkdownTable('a,b,c\n東京,😀,x', { align: 'rc' }))).toBe('|    a |  b  | c   |\n|-----:|:---:|-----|\n| 東京 | 😀  | x   |');
  });

  it('escapes pipes, backslashes before punctuation and line breaks', () => {
    expect(escapeCell('a|b')).toBe('a\\|b');
    expect(escapeCell('C:\\temp')).toBe('C:\\temp');
    expect(escapeCell('\\*x\\|')).toBe('\\\\*x\\\\\\|');
    expect(escapeCell('one\r\ntwo\nthree')).toBe('one<br>two<br>three');
  });

  it('reports bad input with its place', () => {
    const bad = toMarkdownTable('[{"a":1},]');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.line).toBe(1);
    const quote = toMarkdownTable('a,b\n"x,2');
    expect(!quote.ok && quote.error.line).toBe(2);
    expect(parseAlignments('l x').ok).toBe(false);
    expect(text(toMarkdownTable('{"a":1}', { pretty: false }))).toBe('| a |\n|---|\n| 1 |');
    expect(toMarkdownTable('"text"', { from: 'json' }).ok).toBe(false);
    expect(toMarkdownTable('').ok).toBe(false);
  });
});

describe('parseMarkdownTable', () => {
  it('reads cells, alignments and the GFM rules for short and long rows', () => {
    const r = parseMarkdownTable('Intro\n\n| a | b |\n| :-- | :-: |\n| 1 |\n| 2 | 3 | 4 |\n\nafter | x');
    expect(r).toEqual({
      ok: true,
      value: {
        headers: ['a', 'b'],
        rows: [
          ['1', ''],
          ['2', '3'],
        ],
        aligns: ['left', 'center'],
      },
    });
  });

  it('reads a table without outer pipes', () => {
    expect(parseMarkdownTable('a | b\n--- | ---\n1 | 2')).toEqual({
      ok: true,
      value: { headers: ['a', 'b'], rows: [['1', '2']], aligns: ['none', 'none'] },
    });
  });

  it('unescapes cells, but not inside code spans', () => {
    expect(unescapeCell('a\\|b \\\\ \\* `x\\*y` one<br>two<BR/>')).toBe('a|b \\ * `x\\*y` one\ntwo\n');
  });

  it('names a header and delimiter row of different widths', () => {
    const r = parseMarkdownTable('| a | b |\n|---|---|---|\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 2, column: 1 });
  });

  it('writes CSV, TSV and JSON', () => {
    const md = '| a | a |\n|---|---|\n| 1 | x,y |';
    expect(text(markdownTableTo(md))).toBe('a,a\r\n1,"x,y"');
    expect(text(markdownTableTo(md, { to: 'tsv' }))).toBe('a\ta\r\n1\tx,y');
    expect(JSON.parse(text(markdownTableTo(md, { to: 'json' })) as string)).toEqual([{ a: '1', a_2: 'x,y' }]);
  });
});

describe('round trip', () => {
  const cell = fc
    .string({ unit: fc.constantFrom('a', 'Z', '1', ' ', '|', '\\', '*', '`', '"', ',', '\n', '東', '😀', 'é', '-', ':') })
    .map((s) => s.trim());
  it('table → Markdown → table gives the same cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (n, rows, pretty) => {
          const table = { headers: rows[0].slice(0, n), rows: rows.slice(1).map((r) => r.slice(0, n)) };
          // Backticks pair up into code spans, whose backslashes are literal: keep them out of this property.
          const clean = (s: string) => s.replaceAll('`', "'");
          const t = { headers: table.headers.map(clean), rows: table.rows.map((r) => r.map(clean)) };
          const md = writeMarkdownTable(t, [], pretty);
          const back = parseMarkdownTable(md);
          expect(back.ok && { headers: back.value.headers, rows: back.value.rows }).toEqual({
            headers: t.headers.map((c) => c.replace(/\n/g, '\n')),
            rows: t.rows,
          });
        },
      ),
    );
  });

  it('CSV → Markdown → CSV is the identity for trimmed cells', () => {
    const csv = 'id,note\r\n1,"has | pipe, comma and ""quotes"""\r\n2,C:\\path\\*';
    const md = toMarkdownTable(csv);
    expect(md.ok && text(markdownTableTo(md.value.text))).toBe(csv);
    expect(readTable(csv).ok).toBe(true);
  });
});
