import { evaluateJsonPath, parseJsonInput, toDialect, type JsonPathDialect } from '@/tools/jsonpath-playground/jsonpath-playground.core';
import { evaluateJsonPathFields } from '@/tools/jsonpath-playground/jsonpath-playground.eval';
import { checkRfc9535 } from '@/tools/jsonpath-playground/jsonpath-rfc9535';
import { JSONPATH_EXAMPLES, sampleJson, samplePath, sampleResult } from '@/tools/jsonpath-playground/jsonpath-playground.sample';

const run = (path: string, json = sampleJson, dialect: JsonPathDialect = 'rfc9535', ignoreErrors = false) =>
  evaluateJsonPath({ json, path, ignoreErrors, dialect });
const plus = (path: string, json = sampleJson, ignoreErrors = false) => run(path, json, 'jsonpath-plus', ignoreErrors);
const values = async (p: ReturnType<typeof run>) => {
  const r = await p;
  return r.ok ? (JSON.parse(r.value.text) as unknown[]) : r.error.message;
};

describe('evaluateJsonPath, RFC 9535 (the default dialect)', () => {
  it('matches the precomputed sample result', async () => {
    expect(await run(samplePath)).toEqual({ ok: true, value: sampleResult });
  });

  it('reads filters without parentheses, negative indexes and the standard functions', async () => {
    expect(await values(run('$[?@.a==1]', '[{"a": 1}, {"a": 2}, {"a": "1"}]'))).toEqual([{ a: 1 }]);
    expect(await values(run('$[-1]', '[1, 2, 3]'))).toEqual([3]);
    expect(await values(run('$.store.book[?length(@.title) > 15].title'))).toEqual(['Sayings of the Century', 'The Lord of the Rings']);
    expect(await values(run("$[?match(@, 'a.c')]", '["abc", "xabc", "a\\nc"]'))).toEqual(['abc']);
  });

  it('lists values with normalized paths and JSON Pointers, escaping names as RFC 9535 does', async () => {
    const r = await run("$['a/b~c', \"it's\"]", '{"a/b~c": 1, "it\'s": 2}');
    expect(r.ok && r.value.matches).toEqual([
      { path: "$['a/b~c']", pointer: '/a~1b~0c', preview: '1' },
      { path: "$['it\\'s']", pointer: "/it's", preview: '2' },
    ]);
  });

  it('evaluates a chain of three && as a conjunction (works around jsonpath-rfc9535#5)', async () => {
    const json = '[{"a": 1, "b": 2}, {"a": 1, "c": 3}, {"a": 1, "b": 2, "c": 3}]';
    expect(await values(run('$[?@.a && @.b && @.c]', json))).toEqual([{ a: 1, b: 2, c: 3 }]);
    expect(await values(run('$[?@.a && (@.b || @.c)]', json))).toHaveLength(3);
    expect(await values(run('$[?@.a && @.b && @.c && @.x || @.b == 2 && @.c && @.a]', json))).toEqual([{ a: 1, b: 2, c: 3 }]);
  });

  it('rejects invalid paths with the place of the problem', async () => {
    const r = await run('$..book[?(@.price<10)');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(/^Not valid RFC 9535 JSONPath, at column 22 of the path: expected .*"]".*, but found the end of the path\./);
      expect(r.error.message.endsWith('\n$..book[?(@.price<10)▸')).toBe(true);
    }
    expect(checkRfc9535('$.store.*~')).toMatch(/at column 10 .*found "~"/);
    expect(checkRfc9535('$[(@.length-1)]')).toMatch(/at column 3 .*found "\("/);
    expect(checkRfc9535('$[?length(@.a)]')).toMatch(/at column 4 .*the result of length\(\) is a value/);
    expect(checkRfc9535("$[?@.x == 1 && match(@.*, 'a')]")).toMatch(/at column 16 .*argument 1 of match\(\) must be a value/);
    expect(checkRfc9535('$[?foo(@)]')).toMatch(/there is no function foo\(\)/);
    expect(checkRfc9535('$[0, 9007199254740992]')).toMatch(/at column 6 .*outside the range/);
    expect(checkRfc9535(' $')).toMatch(/at column 1 .*no space before the \$/);
    expect(checkRfc9535('$\n.a[?@.b=1]')).toMatch(/at line 2, column 8 /);
    expect(checkRfc9535('$[?count(@.*) > 1 && @.a && @.b && @.c]')).toBeNull();
  });

  it('returns no matches as an empty array, and the message for an empty path', async () => {
    expect(await run('$.nothing.here')).toEqual({ ok: true, value: { text: '[]', matches: [], truncated: false } });
    expect((await run('  ')).ok).toBe(false);
  });

  it('points at invalid JSON', async () => {
    expect(parseJsonInput('{\n  "a": 1,\n}')).toMatchObject({ ok: false, error: { line: 3, column: 1 } });
    const r = await run('$', '{"a": [1, 2}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 1, message: expect.stringMatching(/^Invalid JSON: /) });
  });
});

describe('evaluateJsonPath, jsonpath-plus', () => {
  it('differs from RFC 9535 where the dialects differ', async () => {
    expect(await values(plus('$[?@.a==1]', '[{"a": 1}]'))).not.toEqual([{ a: 1 }]);
    expect(await values(plus('$[-1]', '[1, 2, 3]'))).toEqual([]);
    expect(await values(plus('$[-1:]', '[1, 2, 3]'))).toEqual([3]);
    expect(await values(plus('$.store.*~'))).toEqual(['book', 'bicycle']);
  });

  it('lists values with normalized paths and pointers', async () => {
    expect(await plus('$..book[-1:].author')).toEqual({
      ok: true,
      value: {
        text: '[\n  "J. R. R. Tolkien"\n]',
        matches: [{ path: "$['store']['book'][3]['author']", pointer: '/store/book/3/author', preview: '"J. R. R. Tolkien"' }],
        truncated: false,
      },
    });
  });

  it('evaluates filter expressions in safe mode', async () => {
    expect(await values(plus("$..book[?(@.category === 'fiction' && @.price > 10)].title"))).toEqual(['Sword of Honour', 'The Lord of the Rings']);
  });

  it('never runs arbitrary JavaScript from a filter', async () => {
    const g = globalThis as { __pwned?: number };
    const r = await plus('$..book[?(@.constructor.constructor("globalThis.__pwned = 1")())]');
    expect(g.__pwned).toBeUndefined();
    expect(r.ok).toBe(false);
    const r2 = await plus('$..book[?((function(){ globalThis.__pwned = 1; return true })())]');
    expect(g.__pwned).toBeUndefined();
    expect(r2.ok && r2.value.matches.length).toBeFalsy();
  });

  it('reports a malformed path', async () => {
    const bad = await plus('$..book[?(@.price<10)');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/^JSONPath error: /);
  });

  it('skips items where a filter fails only when asked', async () => {
    const json = '{"a": [{"b": {"c": 1}}, {"b": null}]}';
    expect((await plus('$.a[?(@.b.c == 1)]', json, false)).ok).toBe(false);
    const skipped = await plus('$.a[?(@.b.c == 1)]', json, true);
    expect(skipped.ok && skipped.value.matches.map((m) => m.path)).toEqual(["$['a'][0]"]);
  });
});

describe('dialects and examples', () => {
  it('reads a stored dialect, defaulting to RFC 9535', () => {
    expect(toDialect('jsonpath-plus')).toBe('jsonpath-plus');
    expect(toDialect('rfc9535')).toBe('rfc9535');
    expect(toDialect(undefined)).toBe('rfc9535');
  });

  it.each(JSONPATH_EXAMPLES.map((e) => [e.title, e] as const))('example "%s" gives its result in its dialect', async (_t, ex) => {
    expect(await values(run(ex.path, sampleJson, ex.dialect))).toEqual(ex.result);
  });

  it('the jsonpath-plus examples are not RFC 9535', async () => {
    // The jsonpath-plus examples use syntax RFC 9535 does not have: each is rejected in the standard dialect.
    for (const ex of JSONPATH_EXAMPLES.filter((e) => e.dialect === 'jsonpath-plus')) expect(checkRfc9535(ex.path), ex.path).not.toBeNull();
  });
});

describe('evaluateJsonPathFields (the tutorial steps)', () => {
  it('gives the text the playground shows, or the error', async () => {
    expect(await evaluateJsonPathFields({ json: sampleJson, path: samplePath, dialect: 'rfc9535' })).toEqual({ text: sampleResult.text });
    expect((await evaluateJsonPathFields({ json: '{', path: '$', dialect: 'rfc9535' })).error?.message).toBeTruthy();
    expect((await evaluateJsonPathFields({ json: '[1, 2]', path: '$[-1]', dialect: 'jsonpath-plus' })).text).toBe('[]');
  });
});
