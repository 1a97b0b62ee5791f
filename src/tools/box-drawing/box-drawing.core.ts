import { displayWidth } from '@/lib/display-width';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

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
