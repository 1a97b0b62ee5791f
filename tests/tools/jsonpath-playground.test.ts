import { evaluateJsonPath, parseJsonInput } from '@/tools/jsonpath-playground/jsonpath-playground.core';
import { evaluateJsonPathFields } from '@/tools/jsonpath-playground/jsonpath-playground.eval';
import { JSONPATH_EXAMPLES, sampleJson, samplePath, sampleResult } from '@/tools/jsonpath-playground/jsonpath-playground.sample';

const run = (path: string, json = sampleJson, ignoreErrors = false) => evaluateJsonPath({ json, path, ignoreErrors });

describe('evaluateJsonPath', () => {
  it('matches the precomputed sample result', () => {
    expect(run(samplePath)).toEqual({ ok: true, value: sampleResult });
  });

  it('lists values with normalized paths and pointers', () => {
    const r = run('$..book[-1:].author');
    expect(r).toEqual({
      ok: true,
      value: {
        text: '[\n  "J. R. R. Tolkien"\n]',
        matches: [{ path: "$['store']['book'][3]['author']", pointer: '/store/book/3/author', preview: '"J. R. R. Tolkien"' }],
        truncated: false,
      },
    });
  });

  it('evaluates filter expressions in safe mode', () => {
    const r = run("$..book[?(@.category === 'fiction' && @.price > 10)].title");
    expect(r.ok && JSON.parse(r.value.text)).toEqual(['Sword of Honour', 'The Lord of the Rings']);
  });

  it('never runs arbitrary JavaScript from a filter', () => {
    const g = globalThis as { __pwned?: number };
    const r = run('$..book[?(@.constructor.constructor("globalThis.__pwned = 1")())]');
    expect(g.__pwned).toBeUndefined();
    expect(r.ok).toBe(false);
    const r2 = run('$..book[?((function(){ globalThis.__pwned = 1; return true })())]');
    expect(g.__pwned).toBeUndefined();
    expect(r2.ok && r2.value.matches.length).toBeFalsy();
  });

  it('returns no matches as an empty array', () => {
    expect(run('$.nothing.here')).toEqual({ ok: true, value: { text: '[]', matches: [], truncated: false } });
  });

  it('reports a malformed path and an empty one', () => {
    const bad = run('$..book[?(@.price<10)');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/^JSONPath error: /);
    const empty = run('  ');
    expect(empty.ok).toBe(false);
  });

  it('skips items where a filter fails only when asked', () => {
    const json = '{"a": [{"b": {"c": 1}}, {"b": null}]}';
    expect(run('$.a[?(@.b.c == 1)]', json, false).ok).toBe(false);
    const skipped = run('$.a[?(@.b.c == 1)]', json, true);
    expect(skipped.ok && skipped.value.matches.map((m) => m.path)).toEqual(["$['a'][0]"]);
  });

  it('points at invalid JSON', () => {
    expect(parseJsonInput('{\n  "a": 1,\n}')).toMatchObject({ ok: false, error: { line: 3, column: 1 } });
    const r = run('$', '{"a": [1, 2}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 1, message: expect.stringMatching(/^Invalid JSON: /) });
  });

  it.each(JSONPATH_EXAMPLES.map((e) => [e.title, e.path] as const))('example "%s" matches something', (_t, path) => {
    const r = run(path);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.matches.length).toBeGreaterThan(0);
  });
});

describe('evaluateJsonPathFields (the tutorial steps)', () => {
  it('gives the text the playground shows, or the error', () => {
    expect(evaluateJsonPathFields({ json: sampleJson, path: samplePath })).toEqual({ text: sampleResult.text });
    expect(evaluateJsonPathFields({ json: '{', path: '$' }).error?.message).toBeTruthy();
  });
});
