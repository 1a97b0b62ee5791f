import fc from 'fast-check';
import Papa from 'papaparse';
import { displayWidth } from '@/lib/display-width';
import { boxTable, drawTable, parseDelimited, parseGrid, type BoxOptions } from '@/tools/box-drawing/box-drawing.core';

const base: BoxOptions = { style: 'single', format: 'auto', header: true, rowLines: false, align: 'auto', padding: 1 };
const draw = (input: string, o: Partial<BoxOptions> = {}) => {
  const r = boxTable(input, { ...base, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('displayWidth', () => {
  it.each([
    ['abc', 3],
    ['', 0],
    ['héllo', 5],
    ['e\u0301', 1],
    ['日本語', 6],
    ['ｶﾀｶﾅ', 4],
    ['ＡＢ', 4],
    ['한국', 4],
    ['👋', 2],
    ['👩‍💻', 2],
    ['🇫🇷', 2],
    ['❤️', 2],
    ['❤', 1],
    ['a\u200Bb', 2],
    ['tab\there', 7],
  ])('%j takes %i columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('parseGrid', () => {
  it.each([
    [
      'a,b\n1,2',
      'csv',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a\tb\n1\t2',
      'tsv',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      '| a | b |\n|---|:--:|\n| 1 | x\\|y |',
      'pipes',
      [
        ['a', 'b'],
        ['1', 'x|y'],
      ],
    ],
    [
      'NAME   READY  STATUS\nweb-1  1/1    Running',
      'spaces',
      [
        ['NAME', 'READY', 'STATUS'],
        ['web-1', '1/1', 'Running'],
      ],
    ],
    [
      '"a, b",c\r\n"multi\nline",d\n\n',
      'csv',
      [
        ['a, b', 'c'],
        ['multi\nline', 'd'],
      ],
    ],
  ])('reads %j as %s', (input, format, grid) => {
    expect(parseGrid(input, 'auto')).toEqual({ ok: true, value: { grid, format } });
  });

  it('reports an unclosed quote with its line and column', () => {
    const r = parseGrid('a,b\n1,"open\n3,4', 'csv');
    expect(r).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
  });

  it('returns an empty grid for empty input', () => {
    expect(draw('  \n ')).toBe('');
  });
});

describe('parseDelimited', () => {
  it.each([
    ['a,b,', [['a', 'b', '']]],
    ['"say ""hi""",x', [['say "hi"', 'x']]],
    ['"a,b"\n"c\nd"', [['a,b'], ['c\nd']]],
    ['5" disk,"x"y', [['5" disk', 'xy']]],
    ['a\n\n \nb', [['a'], ['b']]],
    ['"",""\nx', [['x']]],
  ])('reads %j', (text, grid) => {
    expect(parseDelimited(text, ',')).toEqual({ ok: true, value: grid });
  });

  it('reads what a CSV writer writes, as Papa Parse does', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', 'é'), maxLength: 6 });
    const grid = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(grid, (g) => {
        const csv = Papa.unparse(g, { quotes: true, newline: '\n' });
        const ours = parseDelimited(csv, ',');
        expect(ours).toEqual({ ok: true, value: Papa.parse<string[]>(csv, { delimiter: ',', newline: '\n', skipEmptyLines: 'greedy' }).data });
        expect(ours.ok && ours.value).toEqual(g.filter((row) => row.some((c) => c.trim() !== '')));
      }),
      { numRuns: 300 },
    );
  });
});

describe('drawTable', () => {
  const grid = [
    ['Name', 'Qty'],
    ['Apple', '3'],
    ['Kiwi', '12'],
  ];

  it.each<[BoxOptions['style'], string]>([
    ['single', '┌───────┬─────┐\n│ Name  │ Qty │\n├───────┼─────┤\n│ Apple │   3 │\n│ Kiwi  │  12 │\n└───────┴─────┘'],
    ['double', '╔═══════╦═════╗\n║ Name  ║ Qty ║\n╠═══════╬═════╣\n║ Apple ║   3 ║\n║ Kiwi  ║  12 ║\n╚═══════╩═════╝'],
    ['rounded', '╭───────┬─────╮\n│ Name  │ Qty │\n├───────┼─────┤\n│ Apple │   3 │\n│ Kiwi  │  12 │\n╰───────┴─────╯'],
    ['heavy', '┏━━━━━━━┳━━━━━┓\n┃ Name  ┃ Qty ┃\n┣━━━━━━━╋━━━━━┫\n┃ Apple ┃   3 ┃\n┃ Kiwi  ┃  12 ┃\n┗━━━━━━━┻━━━━━┛'],
    ['ascii', '+-------+-----+\n| Name  | Qty |\n+=======+=====+\n| Apple |   3 |\n| Kiwi  |  12 |\n+-------+-----+'],
    ['markdown', '| Name  | Qty |\n|-------|----:|\n| Apple |   3 |\n| Kiwi  |  12 |'],
  ])('draws the %s style', (style, expected) => {
    expect(drawTable(grid, { ...base, style })).toBe(expected);
  });

  it('draws without a header line but with row lines, centred, without padding', () => {
    expect(drawTable(grid, { ...base, header: false, rowLines: true, align: 'center', padding: 0 })).toBe(
      '┌─────┬───┐\n│Name │Qty│\n├─────┼───┤\n│Apple│ 3 │\n├─────┼───┤\n│Kiwi │12 │\n└─────┴───┘',
    );
  });

  it('pads short rows and lines up wide characters', () => {
    expect(draw('名前,🍎\nab', { style: 'ascii', header: false })).toBe('+------+----+\n| 名前 | 🍎 |\n| ab   |    |\n+------+----+');
  });

  it('gives a multi-line cell several lines', () => {
    expect(draw('"two\nlines",x', { header: false })).toBe('┌───────┬───┐\n│ two   │ x │\n│ lines │   │\n└───────┴───┘');
  });

  it('escapes pipes in Markdown cells', () => {
    expect(draw('a|b,c\n"x|y",z', { style: 'markdown', format: 'csv' })).toBe('| a\\|b | c   |\n|------|-----|\n| x\\|y | z   |');
  });
});
