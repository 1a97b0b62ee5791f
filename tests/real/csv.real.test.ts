// Our CSV writers and reader against Python's csv module (the reference RFC 4180 implementation at hand).
// - Writers: jsonToCsv (arrays of arrays and lists of objects, every delimiter and record separator) and the SQL
//   result export (resultToCsv) write generated tables; csv.reader must read back exactly the original table.
// - Reader: csv.writer writes generated tables (it writes a one-column empty value as "", as our writers now do);
//   parseCsv must read back exactly the original table.
// Tables are small and dense in awkward cells: empty ones (often the only cell of a one-column row), quotes, CR, LF,
// CRLF, delimiters, leading and trailing spaces, a byte order mark, NUL and non-BMP characters. One python3 process.
import { execFileSync } from 'node:child_process';
import { parseCsv } from '@/lib/csv';
import { resultToCsv } from '@/lib/sql-engine';
import { jsonToCsv, type JsonToCsvOptions } from '@/tools/json-to-csv/json-to-csv.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');

const PY = String.raw`
import csv, io, json, sys

cases = json.load(sys.stdin)
out = {"read": [], "written": []}
for c in cases["read"]:
    out["read"].append(list(csv.reader(io.StringIO(c["text"], newline=""), delimiter=c["delimiter"])))
for c in cases["write"]:
    f = io.StringIO(newline="")
    csv.writer(f, delimiter=c["delimiter"], lineterminator=c["newline"]).writerows(c["rows"])
    out["written"].append(f.getvalue())
json.dump(out, sys.stdout)
`;

const r = rng(0xc5f);
const PIECES = ['', '', '', '', 'a', 'Zoë', ' ', ',', ';', '\t', '"', '""', '\n', '\r', '\r\n', '\uFEFF', '\u0000', '🎉', '0', 'x y'];
const cell = () => Array.from({ length: r(4) }, () => PIECES[r(PIECES.length)]).join('');
const table = (width: number, height: number) => Array.from({ length: height }, () => Array.from({ length: width }, cell));
/** A width from 1 to 4, one column half the time: the case that lost rows. */
const width = () => (r(2) === 0 ? 1 : 1 + r(4));
const DELIMITERS = [',', ';', '\t'] as const;
const NEWLINES = { crlf: '\r\n', lf: '\n' } as const;

const must = <T>(x: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!x.ok) throw new Error(x.error.message);
  return x.value;
};

interface WriterCase {
  what: string;
  text: string;
  delimiter: string;
  expected: string[][];
}
const writerCases: WriterCase[] = [];
for (let i = 0; i < 300; i++) {
  const rows = table(width(), 1 + r(10));
  const delimiter = DELIMITERS[r(3)];
  const newline: JsonToCsvOptions['newline'] = r(2) === 0 ? 'crlf' : 'lf';
  writerCases.push({
    what: `jsonToCsv, array of arrays #${i}`,
    text: must(jsonToCsv(JSON.stringify(rows), { delimiter, newline, header: false })).text,
    delimiter,
    expected: rows,
  });
}
for (let i = 0; i < 200; i++) {
  const w = width();
  const names = Array.from({ length: w }, (_, c) => (r(4) === 0 ? '' : `col ${c}`)).map((n, c) => (n === '' && c > 0 ? `c${c}` : n));
  const rows = table(w, 1 + r(8));
  const objects = rows.map((row) => Object.fromEntries(row.map((v, c) => [names[c], r(5) === 0 && v === '' ? null : v])));
  const delimiter = DELIMITERS[r(3)];
  writerCases.push({
    what: `jsonToCsv, list of objects #${i}`,
    text: must(jsonToCsv(JSON.stringify(objects), { delimiter })).text,
    delimiter,
    expected: [names, ...rows],
  });
}
for (let i = 0; i < 200; i++) {
  const w = width();
  const columns = Array.from({ length: w }, (_, c) => `c${c}`);
  // Query results: text, numbers and NULL (written as an empty cell).
  const rows = table(w, 1 + r(8)).map((row) => row.map((v) => (r(6) === 0 ? null : r(6) === 0 ? r(1000) - 500 : v)));
  writerCases.push({
    what: `resultToCsv #${i}`,
    text: resultToCsv({ columns, rows }),
    delimiter: ',',
    expected: [columns, ...rows.map((row) => row.map((v) => (v === null ? '' : String(v))))],
  });
}

interface ReaderCase {
  rows: string[][];
  delimiter: string;
  newline: string;
}
const readerCases: ReaderCase[] = Array.from({ length: 300 }, () => {
  const rows = table(width(), 1 + r(10));
  const newline = Object.values(NEWLINES)[r(2)];
  // With lineterminator "\n", csv.writer (3.11) quotes a cell holding LF but not one holding a lone CR, which every
  // reader, its own included, takes for a line break: those tables hold no CR.
  if (newline === '\n') for (const row of rows) for (let k = 0; k < row.length; k++) row[k] = row[k].replace(/\r/g, '');
  // csv.writer leaves a byte order mark unquoted, and at the very start of a file it is the file's encoding mark,
  // which parseCsv drops by design.
  rows[0][0] = rows[0][0].replace(/^\uFEFF+/, '');
  return { rows, delimiter: DELIMITERS[r(3)], newline };
});

let python: { read: string[][][]; written: string[] };
beforeAll(() => {
  const input = JSON.stringify({ read: writerCases.map(({ text, delimiter }) => ({ text, delimiter })), write: readerCases });
  python = JSON.parse(execFileSync(PYTHON, ['-c', PY], { input, encoding: 'utf8', maxBuffer: 64 << 20 }));
});

describe("Python's csv.reader reads our CSV as the original table", () => {
  it('generates many one-column tables with empty cells', () => {
    const oneColumnEmpty = writerCases.filter((c) => c.expected[0].length === 1 && c.expected.some((row) => row[0] === ''));
    expect(oneColumnEmpty.length).toBeGreaterThan(100);
  });

  it.each(writerCases.map((c, i) => [c.what, i] as const))('%s', (_, i) => {
    expect(python.read[i]).toEqual(writerCases[i].expected);
  });
});

describe("parseCsv reads Python's csv.writer output as the original table", () => {
  it.each(readerCases.map((c, i) => [i, c.rows[0].length, JSON.stringify(c.delimiter)] as const))('#%i, %i column(s), delimiter %s', (i) => {
    const c = readerCases[i];
    const text = python.written[i];
    // Input that is only whitespace counts as empty, by design (one cell holding a tab, say).
    if (text.trim() === '') {
      expect(parseCsv(text, { delimiter: c.delimiter as ',' })).toMatchObject({ ok: false, error: { message: 'The input is empty' } });
      return;
    }
    expect(parseCsv(text, { delimiter: c.delimiter as ',', header: false })).toEqual({
      ok: true,
      value: { headers: c.rows[0].map((_, k) => `Column ${k + 1}`), rows: c.rows, delimiter: c.delimiter },
    });
  });
});
