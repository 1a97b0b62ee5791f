import fc from 'fast-check';
import Papa from 'papaparse';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import {
  csvToJson,
  csvToSql,
  inferColumnTypes,
  inferValue,
  parseCsv,
  quoteIdent,
  sanitizeIdentifier,
  sqlLiteral,
  sqlType,
  sqlValue,
  type ColumnType,
  type Delimiter,
  type SqlDialect,
} from '@/lib/csv';
import { resultToCsv } from '@/lib/sql-engine';
import { SAMPLE_CSV, SAMPLE_TABLE } from '@/tools/csv/csv-viewer.sample';
import { jsonToCsv } from '@/tools/json-to-csv/json-to-csv.core';

const column = (kind: ColumnType['kind'], extra: Partial<ColumnType> = {}): ColumnType => ({
  kind,
  nullable: false,
  maxLength: 0,
  precision: 0,
  scale: 0,
  ...extra,
});

const cellPiece = fc.constantFrom('a', 'b', ' ', ',', ';', '|', '\t', '"', '""', '\n', '\r\n', 'é', '👋', "'", '0');
const cell = fc.array(cellPiece, { maxLength: 6 }).map((parts) => parts.join(''));
const table = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }))
  .chain(([width, height]) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: height, maxLength: height }))
  // A row that is one empty cell is a blank line, which CSV readers skip by design.
  .filter((rows) => rows.every((row) => !(row.length === 1 && row[0] === '')));

describe('parseCsv', () => {
  it('reads a header row and data rows', () => {
    expect(parseCsv('name,age\nAda,36\nLin,41\n')).toEqual({
      ok: true,
      value: {
        headers: ['name', 'age'],
        rows: [
          ['Ada', '36'],
          ['Lin', '41'],
        ],
        delimiter: ',',
      },
    });
  });

  it.each([
    ['semicolons', 'a;b;c\n1;2;3\n4;5;6', ';'],
    ['tabs', 'a\tb\tc\n1\t2\t3\n4\t5\t6', '\t'],
    ['pipes', 'a|b|c\n1|2|3\n4|5|6', '|'],
    ['commas with CRLF line ends', 'a,b,c\r\n1,2,3\r\n4,5,6\r\n', ','],
  ])('detects %s', (_name, text, delimiter) => {
    expect(parseCsv(text)).toEqual({
      ok: true,
      value: {
        headers: ['a', 'b', 'c'],
        rows: [
          ['1', '2', '3'],
          ['4', '5', '6'],
        ],
        delimiter,
      },
    });
  });

  it.each([[',' as Delimiter], [';' as Delimiter], ['\t' as Delimiter], ['|' as Delimiter]])(
    'uses the delimiter %j when told to, even if another one is more common',
    (delimiter) => {
      const text = ['x,y;z|w\tv', 'x,y;z|w\tv'].join('\n');
      const result = parseCsv(text, { delimiter, header: false });
      expect(result.ok && result.value.rows[0]).toEqual(text.split('\n')[0].split(delimiter));
    },
  );

  it('names columns Column 1..n without a header row', () => {
    expect(parseCsv('1,2\n3,4', { header: false })).toEqual({
      ok: true,
      value: {
        headers: ['Column 1', 'Column 2'],
        rows: [
          ['1', '2'],
          ['3', '4'],
        ],
        delimiter: ',',
      },
    });
  });

  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    const text = 'a,b\n"x, y","he said ""hi"""\n"multi\nline",z';
    expect(parseCsv(text)).toEqual({
      ok: true,
      value: {
        headers: ['a', 'b'],
        rows: [
          ['x, y', 'he said "hi"'],
          ['multi\nline', 'z'],
        ],
        delimiter: ',',
      },
    });
  });

  it('pads short rows and widens the table for long rows', () => {
    expect(parseCsv('a,b,c\n1\n1,2,3,4')).toEqual({
      ok: true,
      value: {
        headers: ['a', 'b', 'c', 'Column 4'],
        rows: [
          ['1', '', '', ''],
          ['1', '2', '3', '4'],
        ],
        delimiter: ',',
      },
    });
  });

  it('names blank headers and makes repeated ones unique', () => {
    const result = parseCsv(',a,a,a_2, \n1,2,3,4,5');
    expect(result.ok && result.value.headers).toEqual(['Column 1', 'a', 'a_2', 'a_2_2', 'Column 5']);
  });

  it('skips blank lines and a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n')).toEqual({
      ok: true,
      value: { headers: ['a', 'b'], rows: [['1', '2']], delimiter: ',' },
    });
  });

  it('keeps a line holding only "" as a row with one empty cell, and still skips blank lines', () => {
    expect(parseCsv('name\r\n""\r\n\r\nAda\r\n""\r\n', { delimiter: ',' })).toEqual({
      ok: true,
      value: { headers: ['name'], rows: [[''], ['Ada'], ['']], delimiter: ',' },
    });
    // The same with the delimiter guessed, with LF, and as the last line without a line break.
    expect(parseCsv('""\n\nx\n""', { header: false })).toEqual({
      ok: true,
      value: { headers: ['Column 1'], rows: [[''], ['x'], ['']], delimiter: ',' },
    });
    // A quoted empty cell among others is no different from an unquoted one.
    expect(parseCsv('a,b\n"",""\n,\n', { delimiter: ',' })).toEqual({
      ok: true,
      value: {
        headers: ['a', 'b'],
        rows: [
          ['', ''],
          ['', ''],
        ],
        delimiter: ',',
      },
    });
  });

  it('keeps a header-only file as a table with no rows', () => {
    expect(parseCsv('a,b\n')).toEqual({ ok: true, value: { headers: ['a', 'b'], rows: [], delimiter: ',' } });
  });

  it.each([
    ['empty input', '', 'The input is empty', undefined],
    ['whitespace only', '  \n\t\n', 'The input is empty', undefined],
    ['an unclosed quote', 'a,b\n"unclosed,1\n2,3', 'Unclosed quote', { line: 2, column: 1 }],
    ['an unclosed quote after a BOM', '\uFEFFa,"b', 'Unclosed quote', { line: 1, column: 4 }],
    ['text after a closing quote', 'a,b\n1,"x"y\n', 'Malformed quoted field', { line: 2, column: 3 }],
    ['binary garbage with a field that opens a quote', '\u0000\u0001,"\u0002\n\u00ff', 'Unclosed quote', { line: 1, column: 4 }],
  ])('rejects %s', (_name, text, message, where) => {
    const result = parseCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it('reads binary garbage without quotes as cells instead of throwing', () => {
    expect(parseCsv('\u0000\u0001,\u00ff\n\u0002', { header: false })).toEqual({
      ok: true,
      value: {
        headers: ['Column 1', 'Column 2'],
        rows: [
          ['\u0000\u0001', '\u00ff'],
          ['\u0002', ''],
        ],
        delimiter: ',',
      },
    });
  });

  it('reads back any table that Papa.unparse writes, for every delimiter', () => {
    fc.assert(
      fc.property(table, fc.constantFrom<Delimiter>(',', ';', '\t', '|'), fc.boolean(), (rows, delimiter, quotes) => {
        const text = Papa.unparse(rows, { delimiter, quotes });
        // Input that is only whitespace counts as empty, by design.
        fc.pre(text.trim() !== '');
        expect(parseCsv(text, { delimiter, header: false })).toEqual({
          ok: true,
          value: { headers: rows[0].map((_, i) => `Column ${i + 1}`), rows, delimiter },
        });
      }),
      { numRuns: 500 },
    );
  });

  it('reads back any table of Unicode text with the delimiter detected', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { minLength: 2, maxLength: 6 }), (tuples) => {
        const rows = tuples.map((t) => [...t]);
        fc.pre(!rows[0][0].startsWith('\uFEFF'));
        expect(parseCsv(Papa.unparse(rows), { header: false })).toEqual({
          ok: true,
          value: { headers: ['Column 1', 'Column 2', 'Column 3'], rows, delimiter: ',' },
        });
      }),
    );
  });
});

describe('inferValue', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['0', 0],
    ['3.5', 3.5],
    ['-0.25', -0.25],
    ['1.50', 1.5],
    ['9007199254740991', 9007199254740991],
    ['true', true],
    ['FALSE', false],
    ['True', true],
    ['null', null],
    ['NULL', null],
    ['', null],
    ['007', '007'],
    ['00.5', '00.5'],
    ['1e5', '1e5'],
    ['+1', '+1'],
    ['.5', '.5'],
    ['5.', '5.'],
    [' 42', ' 42'],
    ['-0', '-0'],
    ['9007199254740993', '9007199254740993'],
    ['12345678901234567890', '12345678901234567890'],
    ['0.1234567890123456', '0.1234567890123456'],
    ['1,000', '1,000'],
    ['NaN', 'NaN'],
    ['-0.0', '-0.0'],
    ['-0.000', '-0.000'],
    ['Infinity', 'Infinity'],
    ['0x1F', '0x1F'],
    ['yes', 'yes'],
  ])('reads %j as %j', (cell, expected) => {
    expect(inferValue(cell)).toBe(expected);
  });

  it('never turns a cell into a number that prints differently, apart from trailing decimal zeros', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^-?\d{1,20}(\.\d{1,20})?$/), fc.string()), (cell) => {
        const value = inferValue(cell);
        if (typeof value === 'number') expect(String(value)).toBe(cell.includes('.') ? cell.replace(/\.?0+$/, '') : cell);
      }),
    );
  });
});

describe('csvToJson', () => {
  it.each([
    [{}, '[\n  {\n    "id": "1",\n    "ok": "true",\n    "note": ""\n  }\n]'],
    [{ inferTypes: true, indent: 0 }, '[{"id":1,"ok":true,"note":null}]'],
    [{ header: false, indent: 0 }, '[["id","ok","note"],["1","true",""]]'],
    [{ header: false, inferTypes: true, indent: 0 }, '[["id","ok","note"],[1,true,null]]'],
    [{ indent: 4 }, '[\n    {\n        "id": "1",\n        "ok": "true",\n        "note": ""\n    }\n]'],
  ])('converts with options %j', (opts, expected) => {
    expect(csvToJson('id,ok,note\n1,true,', opts)).toEqual({ ok: true, value: expected });
  });

  it('lays out the JSON exactly as JSON.stringify would, for any table and options', () => {
    fc.assert(
      fc.property(table, fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 4 }), (rows, header, inferTypes, indent) => {
        const text = Papa.unparse(rows);
        fc.pre(text.trim() !== '');
        const parsed = parseCsv(text, { header, delimiter: ',' });
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const convert = (cell: string) => (inferTypes ? inferValue(cell) : cell);
        const { headers } = parsed.value;
        const data = parsed.value.rows.map((row) => (header ? Object.fromEntries(headers.map((h, i) => [h, convert(row[i])])) : row.map(convert)));
        const result = csvToJson(text, { header, inferTypes, indent, delimiter: ',' });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        // JavaScript objects list array-index keys first, while the converter keeps the columns in file order.
        if (header && headers.some((h) => /^(?:0|[1-9]\d*)$/.test(h))) expect(JSON.parse(result.value)).toEqual(data);
        else expect(result.value).toBe(JSON.stringify(data, null, indent));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the columns in file order even when a header looks like a number', () => {
    expect(csvToJson('b,1\nx,y', { indent: 0 })).toEqual({ ok: true, value: '[{"b":"x","1":"y"}]' });
  });

  it('keeps a column named __proto__ as an ordinary key', () => {
    expect(csvToJson('__proto__,constructor\nx,y', { indent: 0 })).toEqual({ ok: true, value: '[{"__proto__":"x","constructor":"y"}]' });
  });

  it.each([
    ['empty input', '', 'The input is empty'],
    ['an unclosed quote', 'a\n"b', 'Unclosed quote'],
  ])('rejects %s', (_name, text, message) => {
    const result = csvToJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('converts 5 MB of CSV', () => {
    const text = 'id,name,score,active\n' + Array.from({ length: 150_000 }, (_, i) => `${i},"Name, ${i}",${i / 4},${i % 2 === 0}`).join('\n');
    expect(text.length).toBeGreaterThan(5_000_000);
    const result = csvToJson(text, { inferTypes: true, indent: 0 });
    expect(result.ok && JSON.parse(result.value)[149_999]).toEqual({ id: 149_999, name: 'Name, 149999', score: 37499.75, active: false });
  }, 30_000);
});

describe('inferColumnTypes', () => {
  it.each([
    ['small integers', ['1', '-2', '0'], column('integer', { maxLength: 2 })],
    ['the int32 bounds', ['-2147483648', '2147483647'], column('integer', { maxLength: 11 })],
    ['an integer past int32', ['1', '2147483648'], column('bigint', { maxLength: 10 })],
    ['the int64 bounds', ['-9223372036854775808', '9223372036854775807'], column('bigint', { maxLength: 20 })],
    ['an integer past int64', ['9223372036854775808'], column('decimal', { maxLength: 19, precision: 19, scale: 0 })],
    ['decimals', ['1.5', '-22.25', '3'], column('decimal', { maxLength: 6, precision: 4, scale: 2 })],
    ['booleans in any case', ['true', 'False', 'TRUE'], column('boolean', { maxLength: 5 })],
    ['leading zeros', ['007', '1'], column('text', { maxLength: 3 })],
    ['exponents', ['1e5'], column('text', { maxLength: 3 })],
    ['mixed numbers and words', ['1', 'two'], column('text', { maxLength: 3 })],
    ['numbers with empty cells', ['1', '', '2'], column('integer', { nullable: true, maxLength: 1 })],
    ['only empty cells', ['', ''], column('text', { nullable: true })],
  ])('infers %s', (_name, cells, expected) => {
    expect(
      inferColumnTypes(
        cells.map((c) => [c]),
        1,
      ),
    ).toEqual([expected]);
  });

  it('treats missing cells as empty', () => {
    expect(inferColumnTypes([['1'], ['2', 'x']], 2)).toEqual([column('integer', { maxLength: 1 }), column('text', { nullable: true, maxLength: 1 })]);
  });
});

describe('sqlType', () => {
  const dialects: SqlDialect[] = ['mysql', 'postgresql', 'sqlite', 'sqlserver'];
  it.each([
    ['integer', column('integer'), ['INT', 'INTEGER', 'INTEGER', 'INT']],
    ['bigint', column('bigint'), ['BIGINT', 'BIGINT', 'INTEGER', 'BIGINT']],
    ['decimal', column('decimal', { precision: 6, scale: 2 }), ['DECIMAL(6, 2)', 'NUMERIC(6, 2)', 'REAL', 'DECIMAL(6, 2)']],
    ['very wide decimal', column('decimal', { precision: 70, scale: 0 }), ['DOUBLE', 'NUMERIC(70, 0)', 'REAL', 'FLOAT']],
    ['boolean', column('boolean'), ['BOOLEAN', 'BOOLEAN', 'INTEGER', 'BIT']],
    ['short text', column('text', { maxLength: 12 }), ['VARCHAR(12)', 'TEXT', 'TEXT', 'NVARCHAR(12)']],
    ['empty text', column('text'), ['VARCHAR(1)', 'TEXT', 'TEXT', 'NVARCHAR(1)']],
    ['long text', column('text', { maxLength: 5000 }), ['TEXT', 'TEXT', 'TEXT', 'NVARCHAR(MAX)']],
    ['huge text', column('text', { maxLength: 100_000 }), ['MEDIUMTEXT', 'TEXT', 'TEXT', 'NVARCHAR(MAX)']],
  ])('maps %s to each dialect', (_name, type, expected) => {
    expect(dialects.map((d) => sqlType(type, d))).toEqual(expected);
  });
});

describe('quoteIdent, sqlLiteral and sqlValue', () => {
  it.each([
    ['mysql', 'my`col', '`my``col`'],
    ['postgresql', 'my"col', '"my""col"'],
    ['sqlite', 'a b', '"a b"'],
    ['sqlserver', 'a]b[c', '[a]]b[c]'],
  ])('quotes an identifier for %s', (dialect, name, expected) => {
    expect(quoteIdent(name, dialect as SqlDialect)).toBe(expected);
  });

  it.each([
    ['mysql', "O'Brien \\ C:\\dir", "'O''Brien \\\\ C:\\\\dir'"],
    ['mysql', 'nul\u0000byte', "'nul\\0byte'"],
    ['postgresql', "O'Brien \\ C:\\dir", "'O''Brien \\ C:\\dir'"],
    ['sqlite', 'line\nbreak', "'line\nbreak'"],
    ['sqlserver', 'plain', "'plain'"],
    ['sqlserver', "café's", "N'café''s'"],
  ])('writes a %s string literal', (dialect, value, expected) => {
    expect(sqlLiteral(value, dialect as SqlDialect)).toBe(expected);
  });

  it.each([
    ['', column('integer'), 'postgresql', 'NULL'],
    ['42', column('integer'), 'mysql', '42'],
    ['-1.50', column('decimal'), 'sqlserver', '-1.50'],
    ['True', column('boolean'), 'postgresql', 'TRUE'],
    ['false', column('boolean'), 'mysql', 'FALSE'],
    ['TRUE', column('boolean'), 'sqlite', '1'],
    ['false', column('boolean'), 'sqlserver', '0'],
    ['42', column('text'), 'sqlite', "'42'"],
  ])('renders %j in a %o column for %s', (cell, type, dialect, expected) => {
    expect(sqlValue(cell, type, dialect as SqlDialect)).toBe(expected);
  });
});

describe('sanitizeIdentifier', () => {
  it.each([
    ['  name  ', 'name'],
    ['first\tname\n', 'first name'],
    ['a\u0000b', 'a b'],
    ['', 'column'],
    ['   ', 'column'],
    ['x'.repeat(100), 'x'.repeat(63)],
    ['é'.repeat(40), 'é'.repeat(31)],
    ['👋'.repeat(20), '👋'.repeat(15)],
  ])('cleans %j to %j', (name, expected) => {
    expect(sanitizeIdentifier(name)).toBe(expected);
  });

  it('uses the fallback when nothing is left', () => {
    expect(sanitizeIdentifier('\n', 'data')).toBe('data');
  });
});

describe('csvToSql', () => {
  const text = 'id,name,price,active,note\n1,Ada,9.5,true,\n2,"O\'Brien",10,false,hi';

  it('writes PostgreSQL with double-quoted identifiers and native booleans', () => {
    expect(csvToSql(text, { tableName: 'items', dialect: 'postgresql' })).toEqual({
      ok: true,
      value: [
        'CREATE TABLE "items" (',
        '  "id" INTEGER,',
        '  "name" TEXT,',
        '  "price" NUMERIC(3, 1),',
        '  "active" BOOLEAN,',
        '  "note" TEXT',
        ');',
        '',
        'INSERT INTO "items" ("id", "name", "price", "active", "note") VALUES',
        "  (1, 'Ada', 9.5, TRUE, NULL),",
        "  (2, 'O''Brien', 10, FALSE, 'hi');",
        '',
      ].join('\n'),
    });
  });

  it('writes MySQL with backticks and VARCHAR sized to the data', () => {
    const result = csvToSql(text, { tableName: 'items', dialect: 'mysql' });
    expect(result.ok && result.value).toContain(
      'CREATE TABLE `items` (\n  `id` INT,\n  `name` VARCHAR(7),\n  `price` DECIMAL(3, 1),\n  `active` BOOLEAN,\n  `note` VARCHAR(2)\n);',
    );
    expect(result.ok && result.value).toContain("(2, 'O''Brien', 10, FALSE, 'hi');");
  });

  it('writes SQL Server with brackets, BIT and NVARCHAR', () => {
    const result = csvToSql(text, { tableName: 'dbo items', dialect: 'sqlserver' });
    expect(result.ok && result.value).toContain(
      'CREATE TABLE [dbo items] (\n  [id] INT,\n  [name] NVARCHAR(7),\n  [price] DECIMAL(3, 1),\n  [active] BIT,\n  [note] NVARCHAR(2)\n);',
    );
    expect(result.ok && result.value).toContain("(1, 'Ada', 9.5, 1, NULL)");
  });

  it('writes SQLite with integer booleans', () => {
    const result = csvToSql(text, { tableName: 'items', dialect: 'sqlite' });
    expect(result.ok && result.value).toContain('"active" INTEGER');
    expect(result.ok && result.value).toContain("(2, 'O''Brien', 10, 0, 'hi')");
  });

  it.each([
    ['postgresql' as const, 250, 100, 3],
    ['mysql' as const, 250, 0, 250],
    ['sqlite' as const, 5, undefined, 1],
    ['sqlserver' as const, 2500, 5000, 3],
    ['postgresql' as const, 10, Number.NaN, 1],
  ])('batches %s INSERTs: %i rows at batch size %s make %i statements', (dialect, rows, batchSize, statements) => {
    const csv = 'n\n' + Array.from({ length: rows }, (_, i) => String(i)).join('\n');
    const result = csvToSql(csv, { tableName: 't', dialect, batchSize });
    expect(result.ok && result.value.match(/^INSERT INTO/gm)?.length).toBe(statements);
  });

  it('names columns column_1..n without a header and keeps names unique regardless of case', () => {
    const plain = csvToSql('1,2', { tableName: 't', dialect: 'sqlite', header: false });
    expect(plain.ok && plain.value).toContain('"column_1" INTEGER,\n  "column_2" INTEGER');
    const dupes = csvToSql('Name,name,\n1,2,3', { tableName: 't', dialect: 'mysql' });
    expect(dupes.ok && dupes.value).toContain('(`Name`, `name_2`, `Column 3`)');
  });

  it('falls back to a table called data and escapes quotes in the name', () => {
    const blank = csvToSql('a\n1', { tableName: '  ', dialect: 'postgresql' });
    expect(blank.ok && blank.value).toContain('CREATE TABLE "data"');
    const quoted = csvToSql('a\n1', { tableName: 'my"table', dialect: 'postgresql' });
    expect(quoted.ok && quoted.value).toContain('INSERT INTO "my""table" ("a")');
  });

  it('writes only the CREATE TABLE for a header-only file', () => {
    expect(csvToSql('a,b', { tableName: 't', dialect: 'sqlite' })).toEqual({ ok: true, value: 'CREATE TABLE "t" (\n  "a" TEXT,\n  "b" TEXT\n);\n' });
  });

  it.each([
    ['empty input', ''],
    ['an unclosed quote', 'a\n"b'],
  ])('rejects %s', (_name, csv) => {
    expect(csvToSql(csv, { tableName: 't', dialect: 'mysql' }).ok).toBe(false);
  });

  describe('run in SQLite', () => {
    let SQL: SqlJsStatic;
    beforeAll(async () => {
      SQL = await initSqlJs();
    });

    it('loads the example with every value typed', () => {
      const db = new SQL.Database();
      const sql = csvToSql(text, { tableName: 'items', dialect: 'sqlite' });
      db.run(sql.ok ? sql.value : '');
      expect(db.exec('SELECT * FROM items')[0].values).toEqual([
        [1, 'Ada', 9.5, 1, null],
        [2, "O'Brien", 10, 0, 'hi'],
      ]);
      db.close();
    });

    it('loads any table of strings back exactly, whatever the header and cell text', () => {
      const sqlCell = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), fc.constantFrom("'", '"', '`', '[x]', '--', ';', '\\', 'NULL'));
      fc.assert(
        fc.property(
          fc
            .array(sqlCell, { minLength: 1, maxLength: 4 })
            .chain((header) =>
              fc.tuple(fc.constant(header), fc.array(fc.array(sqlCell, { minLength: header.length, maxLength: header.length }), { maxLength: 5 })),
            ),
          fc.integer({ min: 1, max: 3 }),
          ([header, rows], batchSize) => {
            fc.pre(!header[0].startsWith('\uFEFF'));
            const all = [header, ...rows].filter((r) => !(r.length === 1 && r[0] === ''));
            fc.pre(all.length > 0 && all[0] === header);
            const csv = Papa.unparse(all, { delimiter: ',' });
            const sql = csvToSql(csv, { tableName: 'my "table"', dialect: 'sqlite', delimiter: ',', batchSize });
            expect(sql.ok).toBe(true);
            if (!sql.ok) return;
            const db = new SQL.Database();
            db.run(sql.value);
            const result = db.exec('SELECT * FROM "my ""table"""');
            const got = result.length === 0 ? [] : result[0].values.map((row) => row.map((v) => (v === null ? '' : String(v))));
            const types = inferColumnTypes(all.slice(1), header.length);
            const expected = all
              .slice(1)
              .map((row) =>
                row.map((c, i) =>
                  c === ''
                    ? ''
                    : types[i].kind === 'boolean'
                      ? c.toLowerCase() === 'true'
                        ? '1'
                        : '0'
                      : types[i].kind === 'text'
                        ? c
                        : String(Number(c)),
                ),
              );
            expect(got).toEqual(expected);
            db.close();
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  it('converts 5 MB of CSV', () => {
    const csv = 'id,name,score,active\n' + Array.from({ length: 150_000 }, (_, i) => `${i},"Name, ${i}",${i / 4},${i % 2 === 0}`).join('\n');
    expect(csv.length).toBeGreaterThan(5_000_000);
    const result = csvToSql(csv, { tableName: 't', dialect: 'postgresql' });
    expect(result.ok && result.value.match(/^INSERT INTO/gm)?.length).toBe(1500);
  }, 30_000);
});

describe('the CSV viewer sample', () => {
  it('is prebuilt as exactly the table parseCsv makes of it', () => {
    expect(parseCsv(SAMPLE_CSV, { delimiter: 'auto', header: true })).toEqual({ ok: true, value: SAMPLE_TABLE });
  });
});

describe('round trip through our CSV writers', () => {
  // Empty cells are frequent, so one-column tables often hold rows that are one empty cell.
  const piece = fc.constantFrom('', '', '', 'a', ' ', ',', ';', '\t', '"', '\n', '\r', '\r\n', 'é', '👋', '0', 'null');
  const anyCell = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(''));
  const anyTable = fc
    .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }))
    .chain(([width, height]) => fc.array(fc.array(anyCell, { minLength: width, maxLength: width }), { minLength: height, maxLength: height }));

  it('parseCsv reads back any table jsonToCsv writes (array of arrays), one-column tables with empty cells included', () => {
    let oneColumnEmpty = 0;
    fc.assert(
      fc.property(
        anyTable,
        fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'),
        fc.constantFrom<'crlf' | 'lf'>('crlf', 'lf'),
        (rows, delimiter, newline) => {
          const written = jsonToCsv(JSON.stringify(rows), { delimiter, newline });
          if (!written.ok) throw new Error(written.error.message);
          // Input that is only whitespace counts as empty, by design (a table of one cell holding a tab, say).
          fc.pre(written.value.text.trim() !== '');
          if (rows[0].length === 1 && rows.some((row) => row[0] === '')) oneColumnEmpty++;
          expect(parseCsv(written.value.text, { delimiter, header: false })).toEqual({
            ok: true,
            value: { headers: rows[0].map((_, i) => `Column ${i + 1}`), rows, delimiter },
          });
        },
      ),
      { numRuns: 1000 },
    );
    // The case the property is about really was generated, many times.
    expect(oneColumnEmpty).toBeGreaterThan(50);
  });

  it('parseCsv reads back any one-column list of objects jsonToCsv writes, header included', () => {
    fc.assert(
      fc.property(fc.array(anyCell, { minLength: 1, maxLength: 10 }), (values) => {
        const written = jsonToCsv(JSON.stringify(values.map((v) => ({ value: v }))));
        if (!written.ok) throw new Error(written.error.message);
        expect(parseCsv(written.value.text, { delimiter: 'auto' })).toEqual({
          ok: true,
          value: { headers: ['value'], rows: values.map((v) => [v]), delimiter: ',' },
        });
      }),
      { numRuns: 500 },
    );
  });

  it('parseCsv reads back any query result resultToCsv writes (NULL as an empty cell)', () => {
    const value = fc.oneof(anyCell, fc.constant(null), fc.integer());
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 3 })
          .chain((width) => fc.array(fc.array(value, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 })),
        (rows) => {
          const columns = rows[0].map((_, i) => `c${i}`);
          expect(parseCsv(resultToCsv({ columns, rows }), { delimiter: ',' })).toEqual({
            ok: true,
            value: { headers: columns, rows: rows.map((row) => row.map((v) => (v === null ? '' : String(v)))), delimiter: ',' },
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
