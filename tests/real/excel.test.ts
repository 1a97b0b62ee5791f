// The Excel to JSON page against real spreadsheet writers and readers: openpyxl (Debian's python3-openpyxl) writes
// XLSX workbooks (every cell type, several sheets, a merged range, formulas with cached results) and odfpy (Debian's
// python3-odf) writes ODS files; both also read them back, and our JSON must hold the cells they read, types included.
// The other way, openpyxl reads the XLSX we write from JSON and must find the same strings, numbers, booleans and dates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonToXlsx, spreadsheetToJson } from '@/tools/excel/excel.core';

/** Debian's python3: python3-openpyxl and python3-odf install their modules there, not in another Python on the PATH. */
const PYTHON = '/usr/bin/python3';
try {
  execFileSync(PYTHON, ['-c', 'import openpyxl, odf.opendocument']);
} catch {
  throw new Error('openpyxl and odfpy are missing; these tests check the Excel page against them: apt-get install python3-openpyxl python3-odf');
}

/** Cells as both sides print them: dates as ISO text (date alone at midnight), blank rows out, trailing empties cut. */
const PY_COMMON = String.raw`
import datetime, json, sys
def cell(v):
    if isinstance(v, datetime.datetime):
        if v.time() == datetime.time():
            return v.date().isoformat()
        s = v.strftime('%Y-%m-%dT%H:%M:%S')
        return s + ('.%03d' % (v.microsecond // 1000) if v.microsecond else '')
    if isinstance(v, datetime.date):
        return v.isoformat()
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v
def tidy(rows):
    out = []
    for r in rows:
        r = [cell(v) for v in r]
        while r and r[-1] is None:
            r.pop()
        if any(v is not None and v != '' for v in r):
            out.append(r)
    return out
`;

/** openpyxl's reading of an XLSX: {sheet: rows}, formulas as their cached values. */
const READ_XLSX = `${PY_COMMON}
import openpyxl
wb = openpyxl.load_workbook(sys.argv[1], data_only=True)
print(json.dumps({ws.title: tidy(ws.iter_rows(values_only=True)) for ws in wb.worksheets}))
`;

/** odfpy's reading of an ODS: each table's rows and cells by office:value-type, repeats expanded. */
const READ_ODS = `${PY_COMMON}
from odf.opendocument import load
from odf.namespaces import OFFICENS, TABLENS
from odf import teletype
doc = load(sys.argv[1])
out = {}
for t in doc.spreadsheet.childNodes:
    if t.qname != (TABLENS, 'table'):
        continue
    rows = []
    for tr in t.getElementsByType(__import__('odf.table', fromlist=['TableRow']).TableRow):
        r = []
        for c in tr.childNodes:
            if c.qname not in ((TABLENS, 'table-cell'), (TABLENS, 'covered-table-cell')):
                continue
            kind = c.getAttrNS(OFFICENS, 'value-type')
            if c.qname[1] == 'covered-table-cell' or kind is None:
                v = None
            elif kind in ('float', 'percentage', 'currency'):
                v = float(c.getAttrNS(OFFICENS, 'value'))
            elif kind == 'boolean':
                v = c.getAttrNS(OFFICENS, 'boolean-value') == 'true'
            elif kind == 'date':
                v = datetime.datetime.fromisoformat(c.getAttrNS(OFFICENS, 'date-value'))
            else:
                v = teletype.extractText(c)
            n = int(c.getAttrNS(TABLENS, 'number-columns-repeated') or 1)
            r.extend([v] * (n if v is not None or n < 10000 else 0))
        n = int(tr.getAttrNS(TABLENS, 'number-rows-repeated') or 1)
        rows.extend([r] * (n if any(x is not None for x in r) or n < 10000 else 0))
    out[t.getAttrNS(TABLENS, 'name')] = tidy(rows)
print(json.dumps(out))
`;

/** A workbook with a cell of every kind, made by openpyxl, with the cached results Excel saves for its formulas. */
const MAKE_XLSX = String.raw`
import datetime, io, re, sys, zipfile, openpyxl
wb = openpyxl.Workbook()
ws = wb.active
ws.title = 'Types'
ws.append(['kind', 'value', 'other'])
ws.append(['int', 42, -7])
ws.append(['float', 3.25, 1e-7])
ws.append(['big', 12345678901234, -0.5])
ws.append(['unicode', 'Grüße, 世界 👋', 'line one\nline two'])
ws.append(['bool', True, False])
ws.append(['date', datetime.datetime(1999, 12, 31), datetime.datetime(2024, 2, 29, 23, 59, 58)])
ws.append(['leading zero', '007', ' spaced '])
ws.append([])
ws.append(['after a blank row', None, 'x'])
ws['B7'].number_format = 'yyyy-mm-dd'
ws['C7'].number_format = 'yyyy-mm-dd hh:mm:ss'
calc = wb.create_sheet('Calc')
calc.append(['a', 'b', 'sum', 'label'])
calc.append([2, 3, '=A2+B3', '=IF(A2>1,"big","small")'])
calc.merge_cells('A3:C3')
calc['A3'] = 'merged across three'
calc['D3'] = 'after merge'
wb.create_sheet('Empty')
wide = wb.create_sheet('Wide, named')
wide.append([f'c{i}' for i in range(1, 31)])
for r in range(2, 40):
    wide.append([r * c for c in range(1, 31)])
buf = io.BytesIO()
wb.save(buf)
src = zipfile.ZipFile(buf)
with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as dst:
    for info in src.infolist():
        data = src.read(info.filename)
        if info.filename == 'xl/worksheets/sheet2.xml':
            data = data.replace(b'<f>A2+B3</f><v></v>', b'<f>A2+B3</f><v>2</v>').replace(b'<f>A2+B3</f><v/>', b'<f>A2+B3</f><v>2</v>')
            data = re.sub(rb'<c r="D2"( [^>]*)?><f>(.*?)</f><v\s*/?>(</v>)?</c>', rb'<c r="D2" t="str"><f>\2</f><v>big</v></c>', data)
            assert b'<v>2</v>' in data and b'<v>big</v>' in data, data
        dst.writestr(info, data)
`;

const dir = mkdtempSync(join(tmpdir(), 'excel-real-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const py = (script: string, ...args: string[]) => execFileSync(PYTHON, ['-c', script, ...args], { encoding: 'utf8' });
const theirs = (file: string) => JSON.parse(py(file.endsWith('.ods') ? READ_ODS : READ_XLSX, file));

/** Our reading of a file, every sheet, rows as arrays, trailing empty cells cut as Python's side does. */
async function ours(file: string): Promise<Record<string, unknown[][]>> {
  const r = await spreadsheetToJson(new Uint8Array(readFileSync(file)), { sheet: '*', header: false, format: 'arrays' });
  if (!r.ok) throw new Error(r.error.message);
  const all = JSON.parse(r.value.text) as Record<string, unknown[][]>;
  for (const rows of Object.values(all)) for (const row of rows) while (row.length && row[row.length - 1] === null) row.pop();
  return all;
}

describe('Excel to JSON reads what openpyxl and odfpy write as they read it', () => {
  it('an openpyxl workbook with every cell type, merged cells and cached formula results', async () => {
    const file = join(dir, 'types.xlsx');
    py(MAKE_XLSX, file);
    const want = theirs(file);
    expect(Object.keys(want)).toEqual(['Types', 'Calc', 'Empty', 'Wide, named']);
    expect(want.Calc[1]).toEqual([2, 3, 2, 'big']);
    expect(await ours(file)).toEqual(want);
  }, 120_000);

  it.each(['people.xlsx', 'people.ods'])(
    'the %s fixture, and the same file made again now',
    async (name) => {
      const fresh = join(dir, 'fresh');
      execFileSync('mkdir', ['-p', fresh]);
      py(readFileSync('tests/fixtures/excel/make-fixtures.py', 'utf8'), fresh);
      for (const file of [join('tests/fixtures/excel', name), join(fresh, name)]) {
        const want = theirs(file);
        expect(want.People[1]).toEqual(['Ada', 36, true, '2024-01-15']);
        expect(await ours(file)).toEqual(want);
      }
    },
    120_000,
  );
});

describe('openpyxl reads the XLSX we write from JSON', () => {
  it('with the same strings, numbers, booleans and dates, one sheet per key', async () => {
    const json = {
      People: [
        { name: 'Ada', age: 36, member: true, joined: '2024-01-15', note: 'Grüße 👋\nsecond line' },
        { name: 'Linus', age: 54.5, member: false, joined: '2023-06-30T10:30:00', note: null },
        { name: '007', age: -1e-7, member: true, joined: 'not a date', tags: ['x', 1] },
      ],
      Grid: [
        [1, 2, 3],
        ['a', null, 'c'],
      ],
    };
    const r = await jsonToXlsx(JSON.stringify(json));
    if (!r.ok) throw new Error(r.error.message);
    const file = join(dir, 'ours.xlsx');
    execFileSync('sh', ['-c', `cat > '${file}'`], { input: r.value.bytes });
    const TYPES = `${READ_XLSX.replace(/print\(.*$/s, '')}
print(json.dumps({ws.title: [[type(v).__name__ for v in r] for r in ws.iter_rows(values_only=True)] for ws in wb.worksheets}))`;
    expect(theirs(file)).toEqual({
      People: [
        ['name', 'age', 'member', 'joined', 'note', 'tags'],
        ['Ada', 36, true, '2024-01-15', 'Grüße 👋\nsecond line'],
        ['Linus', 54.5, false, '2023-06-30T10:30:00'],
        ['007', -1e-7, true, 'not a date', null, '["x",1]'],
      ],
      Grid: [
        [1, 2, 3],
        ['a', null, 'c'],
      ],
    });
    const types = JSON.parse(py(TYPES, file));
    expect(types.People[1]).toEqual(['str', 'int', 'bool', 'datetime', 'str', 'NoneType']);
    expect(types.People[2].slice(0, 4)).toEqual(['str', 'float', 'bool', 'datetime']);
  }, 120_000);
});
