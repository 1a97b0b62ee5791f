import fc from 'fast-check';
import { SQL_DIALECTS, formatSql, isSqlDialect, type SqlFormatterDialect } from '@/tools/sql-formatter/sql-formatter.core';

const base = { dialect: 'sql', keywordCase: 'preserve', indent: 2 } as const;

describe('SQL_DIALECTS', () => {
  it('offers the thirteen dialects with display names', () => {
    expect(SQL_DIALECTS.map((d) => d.id)).toEqual([
      'sql',
      'mysql',
      'postgresql',
      'sqlite',
      'tsql',
      'bigquery',
      'snowflake',
      'mariadb',
      'plsql',
      'redshift',
      'spark',
      'trino',
      'db2',
    ]);
    for (const d of SQL_DIALECTS) expect(d.label.length).toBeGreaterThan(0);
  });

  it.each([
    ['postgresql', true],
    ['tsql', true],
    ['transactsql', false],
    ['oracle', false],
    [42, false],
  ])('says whether %j is a dialect id', (value, expected) => {
    expect(isSqlDialect(value)).toBe(expected);
  });

  it.each(SQL_DIALECTS.map((d) => [d.id] as [SqlFormatterDialect]))('formats a simple query in %s', (dialect) => {
    const result = formatSql('select a, b from t where x = 1', { ...base, dialect });
    expect(result.ok).toBe(true);
  });
});

describe('formatSql', () => {
  it.each([
    [{ keywordCase: 'upper' }, 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1'],
    [{ keywordCase: 'lower' }, 'select\n  a,\n  b\nfrom\n  t\nwhere\n  x = 1'],
    [{ keywordCase: 'preserve' }, 'SeLeCt\n  a,\n  b\nfrom\n  t\nWHERE\n  x = 1'],
    [{ keywordCase: 'upper', indent: 4 }, 'SELECT\n    a,\n    b\nFROM\n    t\nWHERE\n    x = 1'],
    [{ keywordCase: 'upper', indent: '\t' }, 'SELECT\n\ta,\n\tb\nFROM\n\tt\nWHERE\n\tx = 1'],
  ] as const)('formats with %j', (opts, expected) => {
    const query = /preserve/.test(opts.keywordCase) ? 'SeLeCt a, b from t WHERE x = 1' : 'select a, b from t where x = 1';
    expect(formatSql(query, { ...base, ...opts })).toEqual({ ok: true, value: expected });
  });

  it('keeps dialect-specific syntax such as Postgres casts', () => {
    expect(formatSql('select a::int from t', { ...base, dialect: 'postgresql' })).toEqual({ ok: true, value: 'select\n  a::int\nfrom\n  t' });
  });

  it.each([
    ['', base, 'The input is empty', undefined],
    ['  \n\t', base, 'The input is empty', undefined],
    ['select a from t where (x = 1', base, 'The query ends unexpectedly', { line: 1, column: 29 }],
    ['select a from t\nwhere x = 1)', base, 'Unexpected ")"', { line: 2, column: 12 }],
    ['select a from t\nwhere x = "unterminated', { ...base, dialect: 'mysql' }, 'Unexpected ""untermina"', { line: 2, column: 11 }],
    ['\u0000\uFFFF\u0001', base, 'Unexpected', { line: 1, column: 1 }],
    ['select @x', base, 'try the dialect of your database', { line: 1, column: 8 }],
    ['select 1', { ...base, dialect: 'oracle' }, 'Unknown SQL dialect "oracle"', undefined],
  ])('rejects %j', (input, opts, fragment, where) => {
    const result = formatSql(input, opts as Parameters<typeof formatSql>[1]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(fragment);
      expect(result.error.message).not.toMatch(/\n|PROPERTY_ACCESS|Instead, I was expecting/);
      if (where) expect(result.error).toMatchObject(where);
      else expect(result.error.line).toBeUndefined();
    }
  });

  it.each([
    ['10,000-deep parentheses', 'select ' + '('.repeat(10_000) + '1' + ')'.repeat(10_000)],
    ['truncated 10,000-deep parentheses', 'select ' + '('.repeat(10_000) + '1'],
    ['101-deep parentheses', 'select ' + '('.repeat(101) + '1' + ')'.repeat(101)],
  ])('refuses %s quickly with a clear error', (_name, input) => {
    expect(formatSql(input, base)).toEqual({
      ok: false,
      error: { message: 'The query nests parentheses more than 100 levels deep, too deep to format', line: 1, column: 108 },
    });
  });

  it('formats 20-deep parentheses', () => {
    expect(formatSql('select ' + '('.repeat(20) + '1' + ')'.repeat(20), base).ok).toBe(true);
  });

  it('does not count parentheses inside strings and comments', () => {
    const noise = "'" + '('.repeat(200) + "' /* " + '('.repeat(200) + ' */ -- ' + '('.repeat(200) + '\n';
    expect(formatSql('select ' + noise + 'from t', base).ok).toBe(true);
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom(...SQL_DIALECTS.map((d) => d.id)), (text, dialect) => {
        const result = formatSql(text, { ...base, dialect });
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent on the queries it formats', () => {
    const words = fc.constantFrom('select', 'a', 'b', 'from', 't', 'where', 'x', '=', '1', ',', 'and', 'order by', 'join', 'u', 'on');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 12 }), (parts) => {
        const once = formatSql(parts.join(' '), base);
        if (once.ok) expect(formatSql(once.value, base)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });
});
