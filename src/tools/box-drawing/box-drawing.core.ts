import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** Code points that take two columns in a monospaced terminal (East Asian Wide and Fullwidth). */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x267f, 0x267f],
  [0x2693, 0x2693],
  [0x26a1, 0x26a1],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x26ce, 0x26ce],
  [0x26d4, 0x26d4],
  [0x26ea, 0x26ea],
  [0x26f2, 0x26f3],
  [0x26f5, 0x26f5],
  [0x26fa, 0x26fa],
  [0x26fd, 0x26fd],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x274e, 0x274e],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2795, 0x2797],
  [0x27b0, 0x27b0],
  [0x27bf, 0x27bf],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x18aff],
  [0x1b000, 0x1b2ff],
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f7e0, 0x1f7eb],
  [0x1f90c, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

function isWide(cp: number): boolean {
  let lo = 0;
  let hi = WIDE_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = WIDE_RANGES[mid];
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Combining marks, variation selectors, zero-width characters: no column of their own. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u200B-\u200F\u2060\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The graphemes (user-perceived characters) of a string; code points where Intl.Segmenter is missing. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Columns a string takes in a monospaced font: 2 for East Asian wide characters and emoji, 0 for
 * combining marks and zero-width characters, 1 for the rest. Emoji sequences (👩‍💻, 🇫🇷) count once.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const g of graphemes(text)) {
    const first = g.codePointAt(0) ?? 0;
    if (g.length === 1 && (first < 32 || (first >= 0x7f && first < 0xa0))) continue;
    if (ZERO_WIDTH.test(g)) continue;
    // Text-style symbols followed by U+FE0F (❤️) are shown as emoji, two columns wide.
    if (isWide(first) || g.includes('\uFE0F') || /\p{Regional_Indicator}/u.test(g) || g.includes('\u200D')) width += 2;
    else width += 1;
  }
  return width;
}

export type BoxStyle = 'single' | 'double' | 'rounded' | 'heavy' | 'ascii' | 'markdown';
export type Align = 'left' | 'center' | 'right' | 'auto';
export type InputFormat = 'auto' | 'csv' | 'tsv' | 'pipes' | 'spaces';

export const BOX_STYLES: readonly { value: BoxStyle; label: string }[] = [
  { value: 'single', label: 'Single ┌─┐' },
  { value: 'double', label: 'Double ╔═╗' },
  { value: 'rounded', label: 'Rounded ╭─╮' },
  { value: 'heavy', label: 'Heavy ┏━┓' },
  { value: 'ascii', label: 'ASCII +-+' },
  { value: 'markdown', label: 'Markdown |-|' },
];

export interface BoxOptions {
  style: BoxStyle;
  format: InputFormat;
  /** Draw a line under the first row. */
  header: boolean;
  /** Draw a line between every row. */
  rowLines: boolean;
  align: Align;
  /** Spaces between the text and the vertical lines. */
  padding: number;
}

/** Characters of one style: corners and joints by position (top, middle, bottom row; left, inner, right column). */
interface Chars {
  h: string;
  v: string;
  /** [left, cross, right] joints of the top border, a separator and the bottom border. */
  top: [string, string, string];
  mid: [string, string, string];
  bottom: [string, string, string];
  /** Header separator, when it differs from `mid`. */
  head?: { h: string; joints: [string, string, string] };
}

const CHARS: Record<Exclude<BoxStyle, 'markdown'>, Chars> = {
  single: { h: '─', v: '│', top: ['┌', '┬', '┐'], mid: ['├', '┼', '┤'], bottom: ['└', '┴', '┘'] },
  double: { h: '═', v: '║', top: ['╔', '╦', '╗'], mid: ['╠', '╬', '╣'], bottom: ['╚', '╩', '╝'] },
  rounded: { h: '─', v: '│', top: ['╭', '┬', '╮'], mid: ['├', '┼', '┤'], bottom: ['╰', '┴', '╯'] },
  heavy: { h: '━', v: '┃', top: ['┏', '┳', '┓'], mid: ['┣', '╋', '┫'], bottom: ['┗', '┻', '┛'] },
  ascii: { h: '-', v: '|', top: ['+', '+', '+'], mid: ['+', '+', '+'], bottom: ['+', '+', '+'], head: { h: '=', joints: ['+', '+', '+'] } },
};

/** A grid of cells; a cell may hold several lines. */
export type Grid = string[][];

/** Reads the input as rows of cells in the chosen (or guessed) format. */
export function parseGrid(input: string, format: InputFormat): Result<{ grid: Grid; format: Exclude<InputFormat, 'auto'> }> {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') return ok({ grid: [], format: format === 'auto' ? 'csv' : format });
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  let chosen: Exclude<InputFormat, 'auto'>;
  if (format !== 'auto') chosen = format;
  else if (lines.every((l) => l.includes('\t'))) chosen = 'tsv';
  else if (lines.every((l) => l.includes('|'))) chosen = 'pipes';
  else if (lines.some((l) => l.includes(','))) chosen = 'csv';
  else chosen = 'spaces';

  if (chosen === 'csv' || chosen === 'tsv') {
    const parsed = parseDelimited(text, chosen === 'csv' ? ',' : '\t');
    if (!parsed.ok) return parsed;
    return ok({ grid: parsed.value, format: chosen });
  }
  if (chosen === 'pipes') {
    const grid: Grid = [];
    for (const line of lines) {
      const t = line.trim();
      // Markdown's |---|:---:| separator row is decoration, not data.
      if (/^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(t)) continue;
      const inner = t.replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
      grid.push(inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|')));
    }
    return ok({ grid, format: chosen });
  }
  // Columns separated by two or more spaces (or a tab), as in aligned text output.
  return ok({ grid: lines.map((l) => l.trim().split(/\t| {2,}/)), format: chosen });
}

/**
 * RFC 4180 fields: a field in double quotes may hold the delimiter, line breaks and "" for a quote.
 * Quotes inside an unquoted field are kept as written. Rows whose cells are all blank are skipped.
 */
export function parseDelimited(text: string, delimiter: string): Result<Grid> {
  const rows: Grid = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.some((f) => f.trim() !== '')) rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      const open = i;
      i++;
      for (;;) {
        if (i >= text.length)
          return fail(
            'A quoted field is never closed: check the double quotes of this row (write "" for a quote inside a quoted field)',
            lineColumnAt(text, open),
          );
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
      // Anything between the closing quote and the next delimiter is kept, as spreadsheets do.
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n') field += text[i++];
      continue;
    }
    if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else field += c;
    i++;
  }
  if (field !== '' || row.length > 0) endRow();
  return ok(rows);
}

const isNumeric = (s: string) => /^[-+]?(?:\d[\d,_]*)?(?:\.\d+)?(?:[eE][-+]?\d+)?%?$/.test(s.trim()) && /\d/.test(s);

function pad(text: string, width: number, align: 'left' | 'center' | 'right'): string {
  const gap = Math.max(0, width - displayWidth(text));
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(gap - Math.floor(gap / 2));
  return text + ' '.repeat(gap);
}

/** Cell text as shown: tabs become spaces, control characters are dropped. */
const clean = (s: string) => s.replace(/\t/g, '    ').replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');

/** Draws a grid as a text table. */
export function drawTable(grid: Grid, o: BoxOptions): string {
  if (grid.length === 0) return '';
  const columns = Math.max(...grid.map((r) => r.length));
  const markdown = o.style === 'markdown';
  // Markdown cells are one line each, with | escaped, so their width is measured after that.
  const cell = (text: string) => (markdown ? [clean(text).replace(/\n/g, ' ').replace(/\|/g, '\\|')] : clean(text).split('\n'));
  const rows = grid.map((r) => Array.from({ length: columns }, (_, i) => cell(r[i] ?? '')));
  const widths = Array.from({ length: columns }, (_, c) => Math.max(markdown ? 3 : 1, ...rows.map((r) => Math.max(...r[c].map(displayWidth)))));
  const body = o.header ? rows.slice(1) : rows;
  const alignOf = (c: number): 'left' | 'center' | 'right' => {
    if (o.align !== 'auto') return o.align;
    const values = body.map((r) => r[c].join(' ').trim()).filter(Boolean);
    return values.length > 0 && values.every(isNumeric) ? 'right' : 'left';
  };
  const aligns = widths.map((_, c) => alignOf(c));
  const p = ' '.repeat(Math.max(0, Math.min(8, Math.floor(o.padding))));

  const lineOf = (cells: string[][], v: string) => {
    const height = Math.max(...cells.map((c) => c.length));
    const out: string[] = [];
    for (let l = 0; l < height; l++) {
      const parts = cells.map((c, i) => p + pad(c[l] ?? '', widths[i], aligns[i]) + p);
      out.push(`${v}${parts.join(v)}${v}`);
    }
    return out;
  };

  if (markdown) {
    const sep = widths.map((w, i) => {
      const dashes = '-'.repeat(w + 2 * p.length);
      if (aligns[i] === 'right') return `${dashes.slice(1)}:`;
      if (aligns[i] === 'center') return `:${dashes.slice(2)}:`;
      return dashes;
    });
    const out = [...lineOf(rows[0], '|'), `|${sep.join('|')}|`];
    for (const r of rows.slice(1)) out.push(...lineOf(r, '|'));
    return out.join('\n');
  }

  const ch = CHARS[o.style as Exclude<BoxStyle, 'markdown'>];
  const rule = (joints: [string, string, string], h: string) => joints[0] + widths.map((w) => h.repeat(w + 2 * p.length)).join(joints[1]) + joints[2];
  const out = [rule(ch.top, ch.h)];
  rows.forEach((r, i) => {
    if (i > 0) {
      if (o.header && i === 1) out.push(ch.head ? rule(ch.head.joints, ch.head.h) : rule(ch.mid, ch.h));
      else if (o.rowLines) out.push(rule(ch.mid, ch.h));
    }
    out.push(...lineOf(r, ch.v));
  });
  out.push(rule(ch.bottom, ch.h));
  return out.join('\n');
}

/** Parses the input and draws it; the result is the table text. */
export function boxTable(input: string, o: BoxOptions): Result<string> {
  const grid = parseGrid(input, o.format);
  if (!grid.ok) return grid;
  return ok(drawTable(grid.value.grid, o));
}
