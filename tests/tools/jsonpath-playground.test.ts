import fc from 'fast-check';
import { evaluateJsonPath, parseJsonInput, toDialect, type JsonPathDialect } from '@/tools/jsonpath-playground/jsonpath-playground.core';
import { evaluateJsonPathFields } from '@/tools/jsonpath-playground/jsonpath-playground.eval';
import { checkRfc9535, splitAtDescendants } from '@/tools/jsonpath-playground/jsonpath-rfc9535';
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

// RFC 9535 §2.5.2.2: a descendant segment applied to a nodelist gives, for each input node in turn, the selectors
// applied to that node and to each of its descendants (a node before its descendants, arrays in order), and the
// results are concatenated in input order. A small reference evaluator (names, wildcards, indexes, slices and an
// existence filter, child and descendant segments) computes the expected nodelist for generated documents and
// queries. Within one input node the RFC leaves the visiting order open as long as a node precedes its
// descendants: breadth-first and depth-first are both allowed (the suite lists both for `$..[*]` on nested
// arrays), so the result must be the reference's under one of the two.
describe('RFC 9535 descendant segments, against a reference evaluator', () => {
  type Json = null | number | string | Json[] | { [key: string]: Json };
  type Sel =
    | { kind: 'name'; name: string }
    | { kind: 'wild' }
    | { kind: 'index'; i: number }
    | { kind: 'slice'; a: number; b: number }
    | { kind: 'has'; name: string };
  interface Segment {
    descendant: boolean;
    selectors: Sel[];
  }
  interface Node {
    value: Json;
    path: string;
  }
  const NAMES = ['a', 'b', 'x'] as const;

  const isObject = (v: Json): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
  const children = (n: Node): Node[] =>
    Array.isArray(n.value)
      ? n.value.map((value, i) => ({ value, path: `${n.path}[${i}]` }))
      : isObject(n.value)
        ? Object.entries(n.value).map(([k, value]) => ({ value, path: `${n.path}['${k}']` }))
        : [];

  function select(n: Node, s: Sel): Node[] {
    const v = n.value;
    switch (s.kind) {
      case 'name':
        return isObject(v) && Object.hasOwn(v, s.name) ? [{ value: v[s.name], path: `${n.path}['${s.name}']` }] : [];
      case 'wild':
        return children(n);
      case 'index': {
        if (!Array.isArray(v)) return [];
        const i = s.i < 0 ? v.length + s.i : s.i;
        return i >= 0 && i < v.length ? [{ value: v[i], path: `${n.path}[${i}]` }] : [];
      }
      case 'slice': {
        if (!Array.isArray(v)) return [];
        const bound = (x: number) => (x < 0 ? Math.max(v.length + x, 0) : Math.min(x, v.length));
        const out: Node[] = [];
        for (let i = bound(s.a); i < bound(s.b); i++) out.push({ value: v[i], path: `${n.path}[${i}]` });
        return out;
      }
      case 'has':
        return children(n).filter((c) => isObject(c.value) && Object.hasOwn(c.value, s.name));
    }
  }

  /** The node and its descendants: breadth-first, or depth-first in pre-order. */
  function visit(n: Node, order: 'bfs' | 'dfs'): Node[] {
    if (order === 'dfs') return [n, ...children(n).flatMap((c) => visit(c, 'dfs'))];
    const out = [n];
    for (let k = 0; k < out.length; k++) out.push(...children(out[k]));
    return out;
  }

  function reference(doc: Json, segments: Segment[], order: 'bfs' | 'dfs'): Node[] {
    let nodes: Node[] = [{ value: doc, path: '$' }];
    for (const seg of segments)
      nodes = nodes.flatMap((input) => (seg.descendant ? visit(input, order) : [input]).flatMap((v) => seg.selectors.flatMap((s) => select(v, s))));
    return nodes;
  }

  const selText = (s: Sel) =>
    s.kind === 'name'
      ? `'${s.name}'`
      : s.kind === 'wild'
        ? '*'
        : s.kind === 'index'
          ? String(s.i)
          : s.kind === 'slice'
            ? `${s.a}:${s.b}`
            : `?@.${s.name}`;
  const queryText = (segments: Segment[]) =>
    '$' +
    segments
      .map(({ descendant, selectors }) => {
        const dot = descendant ? '..' : '.';
        const [only] = selectors;
        if (selectors.length === 1 && only.kind === 'name') return `${dot}${only.name}`;
        if (selectors.length === 1 && only.kind === 'wild') return `${dot}*`;
        return `${descendant ? '..' : ''}[${selectors.map(selText).join(', ')}]`;
      })
      .join('');

  const name = fc.constantFrom(...NAMES);
  const leaf = fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constantFrom('s', 't'), fc.constant(null));
  const { doc } = fc.letrec<{ doc: Json }>((tie) => ({
    doc: fc.oneof({ depthSize: 'small', maxDepth: 5 }, leaf, fc.array(tie('doc'), { maxLength: 3 }), fc.dictionary(name, tie('doc'), { maxKeys: 3 })),
  }));
  const sel: fc.Arbitrary<Sel> = fc.oneof(
    name.map((n) => ({ kind: 'name' as const, name: n })),
    fc.constant({ kind: 'wild' as const }),
    fc.integer({ min: -2, max: 2 }).map((i) => ({ kind: 'index' as const, i })),
    fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 3 })).map(([a, b]) => ({ kind: 'slice' as const, a, b })),
    name.map((n) => ({ kind: 'has' as const, name: n })),
  );
  const segment = fc.record({ descendant: fc.boolean(), selectors: fc.array(sel, { minLength: 1, maxLength: 2 }) });
  const query = fc.array(segment, { minLength: 1, maxLength: 4 });

  it('gives the nodelist of the reference, in input order, for generated documents and queries', async () => {
    let severalInputs = 0;
    await fc.assert(
      fc.asyncProperty(doc, query, async (document, segments) => {
        const path = queryText(segments);
        const r = await run(path, JSON.stringify(document));
        if (!r.ok) throw new Error(`${path}: ${r.error.message}`);
        const got = { values: JSON.parse(r.value.text) as unknown, paths: r.value.matches.map((m) => m.path) };
        const want = (['bfs', 'dfs'] as const).map((order) => {
          const nodes = reference(document, segments, order);
          return { values: nodes.map((n) => n.value), paths: nodes.map((n) => n.path) };
        });
        expect(want, `${path} on ${JSON.stringify(document)}`).toContainEqual(got);
        // Count the case at stake: a descendant segment after the first applied to two or more nodes.
        const k = segments.findIndex((s, i) => i > 0 && s.descendant);
        if (k > 0 && reference(document, segments.slice(0, k), 'bfs').length >= 2) severalInputs++;
      }),
      { numRuns: 2000 },
    );
    expect(severalInputs).toBeGreaterThan(100);
  });

  it.each([
    // Each input node's descendants before the next input node's.
    ['$[*]..n', '[{"n": 1, "a": {"n": 2}}, {"n": 3, "b": [{"n": 4}]}]', [1, 2, 3, 4]],
    ['$.list[*]..[0]', '{"list": [[[10], 11], [[20, 21]]]}', [[10], 10, [20, 21], 20]],
    ['$..k..v', '{"k": {"v": 1, "k": {"v": 2}}, "z": {"k": {"v": 3}}}', [1, 2, 2, 3]],
    // A filter's $ is still the whole document after the cut.
    ['$.items[*]..[?@.id == $.want]', '{"want": 2, "items": [[{"id": 1}, [{"id": 2}]], [{"id": 2}, {"id": 3}]]}', [{ id: 2 }, { id: 2 }]],
  ])('%s', async (path, json, expected) => {
    expect(await values(run(path, json))).toEqual(expected);
  });

  it('cuts a query before each later descendant segment, not inside names, strings or filters', () => {
    expect(splitAtDescendants('$..a')).toEqual(['$..a']);
    expect(splitAtDescendants("$['a..b'] ..x.y[?@..z]..['c', \"..\"]")).toEqual(["$['a..b'] ", '..x.y[?@..z]', '..[\'c\', ".."]']);
    expect(splitAtDescendants('$.é..*')).toEqual(['$.é', '..*']);
  });

  it('still answers when a member name has no normalized path that parses (a lone surrogate)', async () => {
    expect(await values(run('$.*..x', '{"\\ud800": {"x": 1}, "b": {"x": 2}}'))).toEqual([1, 2]);
  });
});
