import fc from 'fast-check';
import { inlineSqlVariables, parseSqlParams, sqlLiteral } from '@/tools/inline-sql-variables/inline-sql-variables.core';

const inline = (query: string, params: string) => {
  const result = inlineSqlVariables(query, params);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('inlineSqlVariables with ? placeholders', () => {
  it.each([
    [
      'JSON array',
      'select * from t where a = ? and b = ? and c = ? and d = ?',
      '[1, "bob", null, true]',
      "select * from t where a = 1 and b = 'bob' and c = NULL and d = TRUE",
    ],
    ['ORM log line', 'where a = ? and b = ? and c = ?', "[1, 'bob', null]", "where a = 1 and b = 'bob' and c = NULL"],
    ['comma-separated values', 'where a = ? and b = ? and c = ?', "1, bob, 'alice smith'", "where a = 1 and b = 'bob' and c = 'alice smith'"],
    ['Python tuple', 'where a = ? and b = ?', "(1, 'x')", "where a = 1 and b = 'x'"],
    ['one value per line', 'where a = ? and b = ?', '42\nhello', "where a = 42 and b = 'hello'"],
    [
      'MyBatis log',
      'where id = ? and name = ? and at = ?',
      '==>  Parameters: 7(Integer), bob(String), 2024-01-01 10:00:00.0(Timestamp)',
      "where id = 7 and name = 'bob' and at = '2024-01-01 10:00:00.0'",
    ],
    ['MyBatis log with a logger prefix', 'where id = ?', '2024-05-01 DEBUG c.m.UserMapper.byId - ==>  Parameters: 5(Long)', 'where id = 5'],
    ['prefixed list', 'where id = ?', 'binds: [5]', 'where id = 5'],
    ['trailing comma', 'where a = ? and b = ?', '[1, 2,]', 'where a = 1 and b = 2'],
    ['array value as an IN list', 'where id in (?) and x = ?', '[[1, 2, 3], "y"]', "where id in (1, 2, 3) and x = 'y'"],
    ['object value as JSON text', 'insert into t values (?)', '[{"k": "it\'s"}]', `insert into t values ('{"k": "it''s"}')`],
  ])('fills placeholders from a %s', (_name, query, params, expected) => {
    expect(inline(query, params).sql).toBe(expected);
  });

  it('reports how many placeholders it replaced', () => {
    expect(inlineSqlVariables('a = ? or b = ?', '[1, 2]')).toEqual({ ok: true, value: { sql: 'a = 1 or b = 2', used: 2, unused: [] } });
  });

  it.each([
    ["it's", "'it''s'"],
    ["''", "''''''"],
    ['back\\slash', "'back\\slash'"],
    ['line\nbreak', "'line\nbreak'"],
  ])('quotes the string %j as the SQL literal %s', (value, literal) => {
    expect(inline('x = ?', JSON.stringify([value])).sql).toBe(`x = ${literal}`);
  });

  it.each([
    ['12345678901234567890', '12345678901234567890'],
    ['-1.5e10', '-1.5e10'],
    ['+3', '3'],
    ['007', "'007'"],
    ['0', '0'],
    ['0.5', '0.5'],
    ['FALSE', 'FALSE'],
    ['None', 'NULL'],
    ['nil', 'NULL'],
  ])('writes the bare value %s as %s', (value, literal) => {
    expect(inline('x = ?', value).sql).toBe(`x = ${literal}`);
  });

  it.each([
    ['string literals', "select '?', ? from t where a = 'a ? b' and b = ?", '[1, 2]', "select '?', 1 from t where a = 'a ? b' and b = 2"],
    ['doubled quotes inside strings', "where a = 'it''s ?' and b = ?", '[1]', "where a = 'it''s ?' and b = 1"],
    ['line comments', 'select ? -- why?\nfrom t', '[1]', 'select 1 -- why?\nfrom t'],
    ['block comments', 'select /* a ? b */ ?', '[1]', 'select /* a ? b */ 1'],
    ['quoted identifiers', 'select "col?" , `x?`, ? from t', '[1]', 'select "col?" , `x?`, 1 from t'],
    ['dollar-quoted bodies', 'select $$ ? $$, $fn$ ? $fn$, ?', '[1]', 'select $$ ? $$, $fn$ ? $fn$, 1'],
    ['E-strings with backslash escapes', "select E'a\\' ?', ?", '[1]', "select E'a\\' ?', 1"],
  ])('leaves ? alone inside %s', (_name, query, params, expected) => {
    expect(inline(query, params).sql).toBe(expected);
  });
});

describe('inlineSqlVariables with numbered placeholders', () => {
  it.each([
    ['$n', 'select $1, $2, $1', '["a", 2]', "select 'a', 2, 'a'", 3],
    ['?n', 'select ?2, ?1', '[1, 2]', 'select 2, 1', 2],
    [':n (Oracle)', 'select :1, :2 from dual', '[1, 2]', 'select 1, 2 from dual', 2],
    ['$n with Rails binds', 'where id = $1 limit $2', '[["id", 5], ["LIMIT", 1]]', 'where id = 5 limit 1', 2],
    ['$n with a numbered object', 'select $1, $2', '{"1": "a", "2": "b"}', "select 'a', 'b'", 2],
    ['$n with a $-numbered object', 'select $1', '{"$1": 9}', 'select 9', 1],
  ])('fills %s', (_name, query, params, expected, used) => {
    expect(inline(query, params)).toMatchObject({ sql: expected, used });
  });

  it('lists values no placeholder asked for', () => {
    expect(inline('select $1, $3', '[1, 2, 3, 4]')).toEqual({ sql: 'select 1, 3', used: 2, unused: ['$2', '$4'] });
  });

  it('treats ? as the Postgres JSON operator when $n placeholders are present', () => {
    expect(inline("select data ? 'k' from t where id = $1", '[7]').sql).toBe("select data ? 'k' from t where id = 7");
  });

  it.each([
    ['a::text', 'select $1::text', "select 'x'::text"],
    ['a cast after a parenthesis', 'select ($1)::int', "select ('x')::int"],
    ['an array slice', 'select arr[1:2], $1', "select arr[1:2], 'x'"],
    ['a := assignment', 'x := $1', "x := 'x'"],
  ])('does not treat %s as a placeholder', (_name, query, expected) => {
    expect(inline(query, '["x"]').sql).toBe(expected);
  });
});

describe('inlineSqlVariables with named placeholders', () => {
  it.each([
    [':name from a JSON object', 'where a = :id and b = :name and c = :id', '{"id": 1, "name": "bob"}', "where a = 1 and b = 'bob' and c = 1", 3],
    ['@name from a JSON object', 'where a = @id', '{"id": 1}', 'where a = 1', 1],
    ['@name with prefixed keys', 'where a = @id and b = :n', '{"@id": 1, ":n": 2}', 'where a = 1 and b = 2', 2],
    ['$name (SQLite)', 'where a = $id', '{"id": 3}', 'where a = 3', 1],
    ['@Name case-insensitively', 'where a = @UserId', '{"userid": 4}', 'where a = 4', 1],
    ['key=value pairs', 'where a = :a and b = :b', "a=1, b='x y'", "where a = 1 and b = 'x y'", 2],
    ['key: value pairs', 'where a = :a and b = :b', 'a: 1\nb: two', "where a = 1 and b = 'two'", 2],
    ['Ruby hash', 'where a = :a', '{:a => 1}', 'where a = 1', 1],
    ['a bare list in order of first appearance', 'where b = :b and a = :a and b2 = :b', '[1, 2]', 'where b = 1 and a = 2 and b2 = 1', 3],
  ])('fills %s', (_name, query, params, expected, used) => {
    expect(inline(query, params)).toMatchObject({ sql: expected, used });
  });

  it('lists the names no placeholder asked for', () => {
    expect(inline('where a = :a', '{"a": 1, "b": 2, "c": 3}')).toEqual({ sql: 'where a = 1', used: 1, unused: ['b', 'c'] });
  });

  it.each([
    ['@@ROWCOUNT', 'select @@ROWCOUNT, @x', "select @@ROWCOUNT, 'v'"],
    ['an e-mail inside a string', "select 'a@b.com', @x", "select 'a@b.com', 'v'"],
    ['a time inside a string', "select '10:30', :x", "select '10:30', 'v'"],
  ])('leaves %s alone', (_name, query, expected) => {
    expect(inline(query, '{"x": "v"}').sql).toBe(expected);
  });
});

describe('inlineSqlVariables with Hibernate binding logs', () => {
  it('reads Hibernate 5 lines and their types', () => {
    const log = [
      'TRACE BasicBinder - binding parameter [1] as [VARCHAR] - [bob]',
      'TRACE BasicBinder - binding parameter [2] as [BIGINT] - [42]',
      'TRACE BasicBinder - binding parameter [3] as [BOOLEAN] - [true]',
      'TRACE BasicBinder - binding parameter [4] as [VARCHAR] - [null]',
      'TRACE BasicBinder - binding parameter [5] as [VARCHAR] - [a [b] c]',
    ].join('\n');
    expect(inline('insert into t values (?, ?, ?, ?, ?)', log).sql).toBe("insert into t values ('bob', 42, TRUE, NULL, 'a [b] c')");
  });

  it('reads Hibernate 6 lines in any order', () => {
    const log = 'binding parameter (2:INTEGER) <- [7]\nbinding parameter (1:VARCHAR) <- [x]';
    expect(inline('select ?, ?', log).sql).toBe("select 'x', 7");
  });

  it.each([
    ['a missing index', 'binding parameter [2] as [VARCHAR] - [x]', 'The binding log has no parameter [1]'],
    ['a garbled line', 'binding parameter 1 as VARCHAR', 'not in Hibernate'],
  ])('rejects %s', (_name, log, fragment) => {
    const result = inlineSqlVariables('select ?', log);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });
});

describe('inlineSqlVariables errors', () => {
  it.each([
    ['select ?, ?, ?', '[1, 2]', 'The query has 3 placeholders but 2 values were given'],
    ['select ?', '[1, 2]', 'The query has 1 placeholder but 2 values were given'],
    ['select ?, ?', '', 'The query has 2 placeholders but no values were given'],
    ['select ?, ?', '[]', 'The query has 2 placeholders but no values were given'],
    ['select $1, $3', '[1, 2]', 'The query uses $3 but only 2 values were given'],
    ['select $0', '[1]', 'Placeholder $0 does not exist: numbering starts at 1'],
    ['select :a, :b', '{"a": 1}', 'No value was given for :b'],
    ['select :a, :b', '[1]', 'The query has 2 distinct named placeholders but 1 value was given'],
    ['select ?', '{"a": 1}', 'The query uses ? placeholders, so give the values as a list'],
    ['select $1', '{"a": 1}', 'The query uses numbered placeholders'],
    ['select ?, :a', '[1]', 'The query mixes placeholder styles (? and :name); use one style'],
    ['select 1', '[1]', 'The query has no placeholders'],
    ['', '[1]', 'The query is empty'],
    ['   ', '', 'The query is empty'],
    ["select 'open ?", '[1]', 'The query has a string literal that is never closed'],
    ['select /* open ?', '[1]', 'The query has a /* comment that is never closed'],
    ['select "open', '[1]', 'The query has a quoted identifier that is never closed'],
    ['select $$ open', '[1]', 'never closed'],
    ['select ?', "['open", 'A quoted value starting at line 1, column 2 of the values is never closed'],
    ['select ?', '[1, 2', 'The values end before the closing ]'],
    ['select ?', '["a" "b"]', 'Expected a comma at line 1, column 6 of the values'],
    ['select ?', '[1], 2', 'Unexpected text after the values'],
    ['select ?', '[1,,2]', 'A value is missing'],
    ['select ?', '{"a" 1}', 'Expected ":" or "="'],
    ['select ?', '\u0000\uFFFF\u0001', 'The values contain binary or control characters (at line 1, column 1 of the values)'],
    ['\u0000\uFFFF\u0001', '[1]', 'The query contains binary or control characters'],
    ['select ?\u0000', '[1]', 'The query contains binary or control characters'],
  ])('rejects %j with %j', (query, params, message) => {
    const result = inlineSqlVariables(query, params);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('points at the unclosed string in the query', () => {
    expect(inlineSqlVariables("select ?\nwhere a = 'x", '[1]')).toMatchObject({ ok: false, error: { line: 2, column: 11 } });
  });

  it('points at a numbered placeholder without a value', () => {
    expect(inlineSqlVariables('select $1,\n  $2', '[1]')).toMatchObject({ ok: false, error: { line: 2, column: 3 } });
  });

  it('rejects values nested 10,000 deep without overflowing', () => {
    const result = inlineSqlVariables('select ?', '['.repeat(10_000) + ']'.repeat(10_000));
    expect(result).toEqual({ ok: false, error: { message: 'The values are nested more than 100 levels deep' } });
  });

  it('rejects truncated values nested 10,000 deep', () => {
    expect(inlineSqlVariables('select ?', '['.repeat(10_000)).ok).toBe(false);
  });

  it('handles a query with 10,000 nested parentheses', () => {
    const result = inlineSqlVariables('select ' + '('.repeat(10_000) + '?' + ')'.repeat(10_000), '[1]');
    expect(result.ok && result.value.used).toBe(1);
  });
});

describe('parseSqlParams and sqlLiteral', () => {
  it.each([
    [
      '[1, "a"]',
      {
        positional: [
          { kind: 'number', raw: '1' },
          { kind: 'string', value: 'a' },
        ],
        named: null,
      },
    ],
    ['"a\\u0041\\n"', { positional: [{ kind: 'string', value: 'aA\n' }], named: null }],
    ["'C:\\temp'", { positional: [{ kind: 'string', value: 'C:\temp' }], named: null }],
    ["'C:\\data'", { positional: [{ kind: 'string', value: 'C:\\data' }], named: null }],
  ])('parses %j', (input, expected) => {
    expect(parseSqlParams(input)).toEqual({ ok: true, value: expected });
  });

  it('round-trips any JSON list of strings, numbers, booleans and nulls into literals', () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(scalar, { minLength: 1, maxLength: 6 }), (values) => {
        const query = values.map(() => '?').join(', ');
        const result = inlineSqlVariables(query, JSON.stringify(values));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const expected = values
          .map((v) =>
            v === null
              ? 'NULL'
              : typeof v === 'string'
                ? `'${v.replaceAll("'", "''")}'`
                : typeof v === 'boolean'
                  ? String(v).toUpperCase()
                  : String(v),
          )
          .join(', ');
        expect(result.value.sql).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the query and values', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), (query, params) => {
        const result = inlineSqlVariables(query, params);
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('writes every kind of value as a literal', () => {
    expect([
      sqlLiteral({ kind: 'string', value: "a'b" }),
      sqlLiteral({ kind: 'number', raw: '1.50' }),
      sqlLiteral({ kind: 'boolean', value: false }),
      sqlLiteral({ kind: 'null' }),
      sqlLiteral({
        kind: 'list',
        items: [
          { kind: 'number', raw: '1' },
          { kind: 'string', value: 'x' },
        ],
      }),
      sqlLiteral({ kind: 'json', text: '{"a":"b\'c"}' }),
    ]).toEqual(["'a''b'", '1.50', 'FALSE', 'NULL', "1, 'x'", `'{"a":"b''c"}'`]);
  });
});
