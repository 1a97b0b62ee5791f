import Papa from 'papaparse';
import { inferValue, parseCsv } from '@/lib/csv';
import { displayWidth } from '@/lib/display-width';
import { parseJson } from '@/lib/json';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { uniqueNamer } from '@/lib/unique-names';

export type TableSource = 'auto' | 'csv' | 'tsv' | 'json';
export type Alignment = 'left' | 'center' | 'right' | 'none';

export interface ToMarkdownOptions {
  /** What the input is; `auto` looks at it (JSON when it starts with [ or {, TSV when the first line has a tab, else CSV). */
  from?: TableSource;
  /**
   * Column alignments, one letter a column: l (left), c (center), r (right), - (none), separated by spaces or commas
   * or not at all ("lcr", "l, c, r"); columns beyond the list take `none`.
   */
  align?: string;
  /** Pad the cells so the columns line up in a monospaced font (wide CJK characters and emoji count as two). */
  pretty?: boolean;
  /** Whether CSV/TSV input and JSON arrays of arrays have a header row (otherwise columns are named Column 1…). */
  header?: boolean;
}

export interface MarkdownTable {
  text: string;
  rows: number;
  columns: number;
}

export interface Table {
  headers: string[];
  rows: string[][];
}

/** The alignment letters of the option, as alignments (unknown letters are an error). */
export function parseAlignments(spec: string): Result<Alignment[]> {
  const out: Alignment[] = [];
  const names: Record<string, Alignment> = { l: 'left', c: 'center', r: 'right', '-': 'none', n: 'none' };
  for (const ch of spec.toLowerCase()) {
    if (ch === ' ' || ch === ',') continue;
    const a = names[ch];
    if (!a) return fail(`Alignment "${ch}" is not one of l (left), c (center), r (right) or - (none)`);
    out.push(a);
  }
  return ok(out);
}

/** Text of a JSON value in a cell: strings as they are, null as empty, the rest as JSON. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function tableFromJson(text: string, header: boolean): Result<Table> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  // A single object is a one-row table.
  const data = parsed.value !== null && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? [parsed.value] : parsed.value;
  if (!Array.isArray(data)) return fail('The JSON must be an array: of objects (one a row) or of arrays (the first one the header)');
  if (data.length === 0) return fail('The JSON array is empty: there is no row to show');
  if (data.every((row) => Array.isArray(row))) {
    const rows = (data as unknown[][]).map((row) => row.map(cellOf));
    const width = Math.max(...rows.map((r) => r.length));
    for (const row of rows) while (row.length < width) row.push('');
    if (!header) return ok({ headers: Array.from({ length: width }, (_, i) => `Column ${i + 1}`), rows });
    return ok({ headers: rows[0], rows: rows.slice(1) });
  }
  const bad = data.findIndex((row) => row === null || typeof row !== 'object' || Array.isArray(row));
  if (bad >= 0) return fail(`Item ${bad + 1} of the array is not an object: use an array of objects or an array of arrays`);
  const index = new Map<string, number>();
  for (const row of data as Record<string, unknown>[]) for (const key of Object.keys(row)) if (!index.has(key)) index.set(key, index.size);
  const headers = [...index.keys()];
  const rows = (data as Record<string, unknown>[]).map((row) => headers.map((key) => cellOf(row[key])));
  return ok({ headers, rows });
}

/** Reads CSV, TSV or JSON into a table. */
export function readTable(text: string, opts: { from?: TableSource; header?: boolean } = {}): Result<Table> {
  const header = opts.header ?? true;
  let from = opts.from ?? 'auto';
  if (text.trim() === '') return fail('The input is empty');
  if (from === 'auto') {
    const start = text.trimStart();
    from = start[0] === '[' || start[0] === '{' ? 'json' : start.split('\n', 1)[0].includes('\t') ? 'tsv' : 'csv';
  }
  if (from === 'json') return tableFromJson(text, header);
  // A comma unless the first line has none but a semicolon (spreadsheets in locales with a decimal comma write that);
  // the parser's own guess would also take a pipe inside a cell for the delimiter.
  const firstLine = text.slice(0, Math.max(text.indexOf('\n'), 0) || text.length);
  const delimiter = from === 'tsv' ? '\t' : !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const csv = parseCsv(text, { delimiter, header: false });
  if (!csv.ok) return csv;
  const rows = csv.value.rows;
  if (!header) return ok({ headers: csv.value.headers, rows });
  return ok({ headers: rows[0], rows: rows.slice(1) });
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * A cell's text as GFM table markup: a backslash that would escape the next character is doubled, a pipe is
 * escaped, and a line break becomes <br> (a table row is one line).
 */
export function escapeCell(cell: string): string {
  return cell.replace(/\r\n|\r|\n/g, '<br>').replace(/\\(?=[!-/:-@[-`{-~])|\|/g, (m) => (m === '|' ? '\\|' : '\\\\'));
}

function pad(cell: string, cellWidth: number, to: number, align: Alignment): string {
  const gap = to - cellWidth;
  if (gap <= 0) return cell;
  if (align === 'right') return ' '.repeat(gap) + cell;
  if (align === 'center') return ' '.repeat(gap >> 1) + cell + ' '.repeat(gap - (gap >> 1));
  return cell + ' '.repeat(gap);
}

/** One cell of the delimiter row, `w` characters long (at least 3), with colons for the alignment. */
function delimiter(w: number, align: Alignment): string {
  const dashes = (n: number) => '-'.repeat(Math.max(n, 1));
  if (align === 'left') return `:${dashes(w - 1)}`;
  if (align === 'right') return `${dashes(w - 1)}:`;
  if (align === 'center') return `:${dashes(w - 2)}:`;
  return dashes(w);
}

/** Writes a table as GFM; padded, it is what `pandoc -f csv -t gfm` writes. */
export function writeMarkdownTable(table: Table, aligns: readonly Alignment[], pretty: boolean): string {
  const columns = table.headers.length;
  const head = table.headers.map(escapeCell);
  const body = table.rows.map((row) => Array.from({ length: columns }, (_, i) => escapeCell(row[i] ?? '')));
  const align = Array.from({ length: columns }, (_, i) => aligns[i] ?? 'none');
  const widths = align.map(() => 3);
  const cellWidths = pretty ? [head, ...body].map((row) => row.map((cell) => displayWidth(cell))) : [];
  for (const row of cellWidths) for (let i = 0; i < columns; i++) if (row[i] > widths[i]) widths[i] = row[i];
  const line = (cells: string[], r: number) =>
    pretty ? `| ${cells.map((c, i) => pad(c, cellWidths[r][i], widths[i], align[i])).join(' | ')} |` : `| ${cells.join(' | ')} |`;
  // The delimiter row as pandoc writes it: |-----|:---:| (the cell's width plus its two spaces).
  const lines = [line(head, 0), `|${align.map((a, i) => delimiter(pretty ? widths[i] + 2 : 3, a)).join('|')}|`];
  for (let r = 0; r < body.length; r++) lines.push(line(body[r], r + 1));
  return lines.join('\n');
}

/** CSV, TSV, JSON or pasted spreadsheet cells to a GFM table. */
export function toMarkdownTable(text: string, opts: ToMarkdownOptions = {}): Result<MarkdownTable> {
  const aligns = parseAlignments(opts.align ?? '');
  if (!aligns.ok) return aligns;
  const table = readTable(text, opts);
  if (!table.ok) return table;
  const { headers, rows } = table.value;
  if (headers.length === 0) return fail('The table has no columns');
  return ok({ text: writeMarkdownTable(table.value, aligns.value, opts.pretty ?? true), rows: rows.length, columns: headers.length });
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown table → data

/** Splits a table row into its cells' raw text (GFM: a pipe not escaped by a backslash separates cells). */
function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  const cells: string[] = [];
  let cell = '';
  let i = 0;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\' && i + 1 < s.length) {
      cell += ch + s[i + 1];
      i++;
    } else if (ch === '|') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  // A trailing pipe closes the last cell rather than opening an empty one.
  if (cell.trim() !== '' || !s.endsWith('|') || s.endsWith('\\|')) cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * A cell's text as it reads: \| becomes |, a backslash before ASCII punctuation is dropped (outside code spans), and
 * <br> is a line break. Other Markdown (emphasis, links) stays as written.
 */
export function unescapeCell(raw: string): string {
  const cell = raw.replace(/\\\|/g, '|');
  let out = '';
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === '`') {
      // A code span: its backslashes are literal.
      let run = 1;
      while (cell[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      const close = cell.indexOf(fence, i + run);
      if (close >= 0 && cell[close + run] !== '`') {
        out += cell.slice(i, close + run);
        i = close + run - 1;
        continue;
      }
      out += fence;
      i += run - 1;
    } else if (ch === '\\' && i + 1 < cell.length && ASCII_PUNCTUATION.test(cell[i + 1])) {
      out += cell[i + 1];
      i++;
    } else if (ch === '<' && /^<br\s*\/?>/i.test(cell.slice(i, i + 6))) {
      const m = /^<br\s*\/?>/i.exec(cell.slice(i))!;
      out += '\n';
      i += m[0].length - 1;
    } else out += ch;
  }
  return out;
}

const DELIMITER_CELL = /^:?-+:?$/;

export interface ParsedTable extends Table {
  aligns: Alignment[];
}

/** Finds the first GFM table in the text and reads its cells. */
export function parseMarkdownTable(text: string): Result<ParsedTable> {
  if (text.trim() === '') return fail('The input is empty');
  const lines = text.split(/\r?\n|\r/);
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.length + 1;
  }
  for (let i = 1; i < lines.length; i++) {
    const delim = lines[i].trim();
    if (!delim.includes('-') || !/^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/.test(delim)) continue;
    const head = lines[i - 1];
    if (!head.includes('|') && !delim.includes('|')) continue;
    const headers = splitRow(head);
    const spec = splitRow(delim);
    if (!spec.every((c) => DELIMITER_CELL.test(c))) continue;
    if (spec.length !== headers.length) {
      return fail(
        `The header row has ${headers.length} ${headers.length === 1 ? 'cell' : 'cells'} but the delimiter row under it has ${spec.length}: GFM needs the same number`,
        lineColumnAt(text, offsets[i]),
      );
    }
    const aligns = spec.map((c): Alignment =>
      c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : c.startsWith(':') ? 'left' : 'none',
    );
    const rows: string[][] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j];
      // A blank line or the start of another block ends the table.
      if (line.trim() === '' || /^\s{0,3}(>|#{1,6}\s|```|~~~)/.test(line)) break;
      const cells = splitRow(line).slice(0, headers.length);
      while (cells.length < headers.length) cells.push('');
      rows.push(cells.map(unescapeCell));
    }
    return ok({ headers: headers.map(unescapeCell), rows, aligns });
  }
  const pipeLine = lines.findIndex((l) => l.includes('|'));
  return fail(
    'No Markdown table found: a table needs a header row and, under it, a delimiter row such as | --- | --- |',
    pipeLine >= 0 ? lineColumnAt(text, offsets[pipeLine]) : undefined,
  );
}

export type TableTarget = 'csv' | 'tsv' | 'json';

/** A GFM table to CSV, TSV or JSON (an array of objects keyed by the header). */
export function markdownTableTo(text: string, opts: { to?: TableTarget; inferTypes?: boolean } = {}): Result<MarkdownTable> {
  const parsed = parseMarkdownTable(text);
  if (!parsed.ok) return parsed;
  const { headers, rows } = parsed.value;
  const to = opts.to ?? 'csv';
  if (to === 'json') {
    const names = headers.map(uniqueNamer());
    const objects = rows.map((row) => Object.fromEntries(names.map((name, i) => [name, opts.inferTypes ? inferValue(row[i]) : row[i]])));
    return ok({ text: JSON.stringify(objects, null, 2), rows: rows.length, columns: headers.length });
  }
  const csv = Papa.unparse([headers, ...rows], { delimiter: to === 'tsv' ? '\t' : ',', newline: '\r\n', quotes: false });
  return ok({ text: csv, rows: rows.length, columns: headers.length });
}

/** The page's state: a direction and the options of both directions. */
export type MarkdownTableState = {
  direction: string;
  from: string;
  align: string;
  pretty: boolean;
  header: boolean;
  to: string;
};

/** What the page (and its worker) runs. */
export function runMarkdownTable(input: string, o: MarkdownTableState): Result<MarkdownTable> {
  if (o.direction === 'parse') return markdownTableTo(input, { to: (['csv', 'tsv', 'json'].includes(o.to) ? o.to : 'csv') as TableTarget });
  const from = (['auto', 'csv', 'tsv', 'json'].includes(o.from) ? o.from : 'auto') as TableSource;
  return toMarkdownTable(input, { from, align: o.align, pretty: o.pretty, header: o.header });
}
