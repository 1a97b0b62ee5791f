import initSqlJs from 'sql.js';
import { jsonToSql } from '@/tools/json-to-sql/json-to-sql.core';
import type { SqlDialect } from '@/lib/csv';

function sql(text: string, dialect: SqlDialect = 'postgresql', tableName = 'people', batchSize?: number): string {
  const r = jsonToSql(text, { tableName, dialect, batchSize });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const PEOPLE = JSON.stringify([
  { id: 1, name: 'Ada', score: 9.5, admin: true, tags: ['math'], address: { city: 'London' } },
  { id: 2, name: "O'Brien", score: 7, admin: false, nickname: 'ob' },
  { id: 3000000000, name: null, score: 8.25, admin: null, tags: [] },
]);

describe('jsonToSql', () => {
  it('writes CREATE TABLE with inferred types and a note on JSON columns, then INSERTs', () => {
    expect(sql(PEOPLE)).toBe(
      [
        '-- Nested objects and arrays in "tags", "address" are stored as JSON text (JSONB).',
        'CREATE TABLE "people" (',
        '  "id" BIGINT,',
        '  "name" TEXT,',
        '  "score" NUMERIC(3, 2),',
        '  "admin" BOOLEAN,',
        '  "tags" JSONB,',
        '  "address" JSONB,',
        '  "nickname" TEXT',
        ');',
        '',
        'INSERT INTO "people" ("id", "name", "score", "admin", "tags", "address", "nickname") VALUES',
        '  (1, \'Ada\', 9.5, TRUE, \'["math"]\', \'{"city":"London"}\', NULL),',
        "  (2, 'O''Brien', 7, FALSE, NULL, NULL, 'ob'),",
        "  (3000000000, NULL, 8.25, NULL, '[]', NULL, NULL);",
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['mysql', ['`id` BIGINT', '`name` VARCHAR(7)', '`score` DECIMAL(3, 2)', '`admin` BOOLEAN', '`tags` JSON'], '(JSON)'],
    ['sqlite', ['"id" INTEGER', '"name" TEXT', '"score" REAL', '"admin" INTEGER', '"tags" TEXT'], '(TEXT)'],
    ['sqlserver', ['[id] BIGINT', '[name] NVARCHAR(7)', '[score] DECIMAL(3, 2)', '[admin] BIT', '[tags] NVARCHAR(MAX)'], '(NVARCHAR(MAX))'],
  ] as const)('maps types for %s', (dialect, columns, jsonNote) => {
    const out = sql(PEOPLE, dialect);
    for (const c of columns) expect(out).toContain(`  ${c}`);
    expect(out).toContain(`are stored as JSON text ${jsonNote}`);
  });

  it.each([
    ['mysql', "(1, 'Ada', 9.5, TRUE"],
    ['sqlite', "(1, 'Ada', 9.5, 1"],
    ['sqlserver', "(1, 'Ada', 9.5, 1"],
  ] as const)('writes booleans the way %s expects', (dialect, row) => {
    expect(sql(PEOPLE, dialect)).toContain(row);
  });

  it('accepts one object as a one-row table', () => {
    expect(sql('{"a": 1}', 'sqlite', 't')).toBe('CREATE TABLE "t" (\n  "a" INTEGER\n);\n\nINSERT INTO "t" ("a") VALUES\n  (1);\n');
  });

  it.each([
    ['numbers and strings', '[{"v": 1}, {"v": "x"}]', '"v" TEXT', "('1'),\n  ('x')"],
    ['booleans and numbers', '[{"v": true}, {"v": 2}]', '"v" TEXT', "('true'),\n  ('2')"],
    ['only nulls', '[{"v": null}]', '"v" TEXT', '(NULL)'],
    ['exponent numbers', '[{"v": 1e-7}, {"v": 2}]', '"v" DOUBLE PRECISION', '(1e-7),\n  (2)'],
    ['integers past 64 bits', '[{"v": 1e19}]', '"v" DOUBLE PRECISION', '(10000000000000000000)'],
    ['scalars with objects', '[{"v": {"a": 1}}, {"v": "x"}, {"v": 3}]', '"v" JSONB', "('{\"a\":1}'),\n  ('\"x\"'),\n  ('3')"],
  ])('infers a column of %s', (_, text, column, values) => {
    const out = sql(text, 'postgresql', 't');
    expect(out).toContain(column);
    expect(out).toContain(values);
  });

  it('batches INSERT statements, capping SQL Server at 1000 rows', () => {
    const rows = JSON.stringify(Array.from({ length: 2500 }, (_, i) => ({ i })));
    expect(sql(rows, 'postgresql', 't', 1000).match(/INSERT INTO/g)).toHaveLength(3);
    expect(sql(rows, 'postgresql', 't').match(/INSERT INTO/g)).toHaveLength(25);
    expect(sql(rows, 'sqlserver', 't', 5000).match(/INSERT INTO/g)).toHaveLength(3);
    expect(sql(rows, 'mysql', 't', 0).match(/INSERT INTO/g)).toHaveLength(2500);
  });

  it('makes column names unique ignoring case and falls back for blank names', () => {
    const out = sql('[{"Name": 1, "name": 2, "": 3, "NAME": 4}]', 'mysql', '');
    expect(out).toContain('CREATE TABLE `data` (\n  `Name` INT,\n  `name_2` INT,\n  `column_3` INT,\n  `NAME_3` INT\n);');
  });

  it('does not pick up inherited properties for missing keys', () => {
    const out = sql('[{"constructor": 1, "__proto__": 2}, {"x": 3}]', 'sqlite', 't');
    expect(out).toContain('(1, 2, NULL),\n  (NULL, NULL, 3)');
  });

  it('escapes quotes and backslashes per dialect', () => {
    expect(sql('[{"s": "a\'b\\\\c"}]', 'mysql', 't')).toContain("('a''b\\\\c')");
    expect(sql('[{"s": "a\'b\\\\c"}]', 'postgresql', 't')).toContain("('a''b\\c')");
    expect(sql('[{"s": "café"}]', 'sqlserver', 't')).toContain("(N'café')");
  });

  it('warns when integers were too large to read exactly', () => {
    const out = sql('[{"id": 12345678901234567890}]', 'postgresql', 't');
    expect(out).toContain(
      '-- Warning: One integer was too large to read exactly and rounded (line 1: 12345678901234567890 became 12345678901234567000).',
    );
  });

  it('produces SQL that SQLite runs, with JSON columns that parse back', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(sql(PEOPLE, 'sqlite'));
    const rows = db.exec("SELECT id, name, score, admin, json_extract(address, '$.city'), nickname FROM people ORDER BY id");
    expect(rows[0].values).toEqual([
      [1, 'Ada', 9.5, 1, 'London', null],
      [2, "O'Brien", 7, 0, null, 'ob'],
      [3000000000, null, 8.25, null, null, null],
    ]);
    db.close();
  });

  it('stores values nested 10,000 deep as JSON text', () => {
    const deep = `[{"v": ${'['.repeat(10000)}${']'.repeat(10000)}}]`;
    const out = sql(deep, 'sqlite', 't');
    expect(out).toContain(`('${'['.repeat(10000)}${']'.repeat(10000)}')`);
  });

  it('converts 5 MB of rows', () => {
    const rows = Array.from({ length: 50000 }, (_, i) => ({ id: i, name: `user ${i}`, email: `u${i}@example.com`, score: i / 4, meta: { a: i } }));
    const text = JSON.stringify(rows);
    const out = sql(text, 'postgresql', 't', 500);
    expect(out.match(/INSERT INTO/g)).toHaveLength(100);
  });
});

describe('jsonToSql: malformed input', () => {
  it.each([
    ['empty input', '', /empty/],
    ['truncated JSON', '[{"a": 1}, {"a"', /./],
    ['binary garbage', '\u0000\u0001\uFFFD', /./],
    ['a top-level string', '"hello"', /^The JSON is a string; expected an array of objects/],
    ['a top-level number', '42', /^The JSON is a number;/],
    ['top-level null', 'null', /^The JSON is null;/],
    ['an empty array', '[]', /array is empty/],
    ['an array of numbers', '[{"a": 1}, {"a": 2}, 3]', /^Item 3 is a number; expected an object/],
    ['an array with null', '[null]', /^Item 1 is null; expected an object/],
    ['an array of arrays', '[[1, 2]]', /^Item 1 is an array; expected an object/],
    ['objects without keys', '[{}, {}]', /no keys/],
  ])('fails on %s', (_, text, message) => {
    const r = jsonToSql(text, { tableName: 't', dialect: 'postgresql' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reports where a syntax error is', () => {
    const r = jsonToSql('[\n  {"a": 1},\n  {"a": }\n]', { tableName: 't', dialect: 'mysql' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(3);
  });

  it.each([
    ['an unknown dialect', '[{"a":1}]', { tableName: 't', dialect: 'oracle' }],
    ['missing options', '[{"a":1}]', undefined],
    ['a non-string input', 42, { tableName: 't', dialect: 'mysql' }],
  ])('fails on %s', (_, text, opts) => {
    expect(jsonToSql(text as string, opts as { tableName: string; dialect: SqlDialect }).ok).toBe(false);
  });
});

describe('the prebuilt sample', () => {
  it('is exactly what jsonToSql makes of the sample JSON with the default options', async () => {
    const { SAMPLE_JSON, SAMPLE_SQL, SAMPLE_OPTIONS } = await import('@/tools/json-to-sql/json-to-sql.sample');
    const r = jsonToSql(SAMPLE_JSON, SAMPLE_OPTIONS);
    expect(r.ok && r.value).toBe(SAMPLE_SQL);
  });
});
