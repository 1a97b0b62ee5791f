import { childPath, diffJson } from '@/tools/json-diff/json-diff.core';

function diff(left: string, right: string) {
  const r = diffJson(left, right);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('diffJson', () => {
  it('reports equal documents regardless of key order and formatting', () => {
    expect(diff('{"a": 1, "b": [1, 2, {"c": null}]}', '{\n  "b": [1, 2, {"c": null}],\n  "a": 1.0\n}')).toEqual({ changes: [], equal: true });
  });

  it('lists added, removed and changed values by path in document order', () => {
    const left = JSON.stringify({ name: 'Ada', age: 36, tags: ['x', 'y', 'z'], address: { city: 'London', zip: 'N1' }, gone: true });
    const right = JSON.stringify({ name: 'Ada', age: 37, tags: ['x', 'w'], address: { city: 'Paris', zip: 'N1', country: 'FR' }, extra: [1] });
    expect(diff(left, right)).toEqual({
      equal: false,
      changes: [
        { path: '$.age', kind: 'changed', left: 36, right: 37 },
        { path: '$.tags[1]', kind: 'changed', left: 'y', right: 'w' },
        { path: '$.tags[2]', kind: 'removed', left: 'z' },
        { path: '$.address.city', kind: 'changed', left: 'London', right: 'Paris' },
        { path: '$.address.country', kind: 'added', right: 'FR' },
        { path: '$.gone', kind: 'removed', left: true },
        { path: '$.extra', kind: 'added', right: [1] },
      ],
    });
  });

  it.each([
    ['an object becoming an array', '{"a": {"b": 1}}', '{"a": [1]}', { path: '$.a', kind: 'changed', left: { b: 1 }, right: [1] }],
    ['null becoming a value', '{"a": null}', '{"a": 0}', { path: '$.a', kind: 'changed', left: null, right: 0 }],
    ['a number becoming a string', '[1]', '["1"]', { path: '$[0]', kind: 'changed', left: 1, right: '1' }],
    ['false becoming 0', '[false]', '[0]', { path: '$[0]', kind: 'changed', left: false, right: 0 }],
    ['the root changing', '1', '2', { path: '$', kind: 'changed', left: 1, right: 2 }],
    ['an array growing', '[1]', '[1, [2]]', { path: '$[1]', kind: 'added', right: [2] }],
  ])('records %s as one change', (_, left, right, change) => {
    expect(diff(left, right).changes).toEqual([change]);
  });

  it.each([
    ['plain', 'name', '$.name'],
    ['with a space', 'first name', "$['first name']"],
    ['with a quote', "it's", "$['it\\'s']"],
    ['with a backslash', 'a\\b', "$['a\\\\b']"],
    ['numeric', '0', "$['0']"],
    ['empty', '', "$['']"],
    ['with a dollar', '$ref', '$.$ref'],
  ])('writes a %s key in the path', (_, key, path) => {
    expect(childPath('$', key)).toBe(path);
  });

  it('compares documents nested 10,000 deep', () => {
    const make = (leaf: string) => `${'{"a":['.repeat(10000)}${leaf}${']}'.repeat(10000)}`;
    const r = diff(make('1'), make('2'));
    expect(r.changes).toHaveLength(1);
    expect(r.changes[0].path.startsWith('$.a[0].a[0]')).toBe(true);
    expect(r.changes[0].path.endsWith('.a[0]')).toBe(true);
  });

  it('compares two 5 MB documents', () => {
    const rows = Array.from({ length: 60000 }, (_, i) => ({ id: i, name: `user ${i}`, tags: ['a', 'b'], score: i * 1.5 }));
    const left = JSON.stringify(rows);
    rows[12345].name = 'changed';
    rows.push({ id: -1, name: 'new', tags: [], score: 0 });
    const right = JSON.stringify(rows);
    const r = diff(left, right);
    expect(r.changes.map((c) => [c.path, c.kind])).toEqual([
      ['$[12345].name', 'changed'],
      ['$[60000]', 'added'],
    ]);
  });
});

describe('diffJson: malformed input', () => {
  it.each([
    ['an empty left side', '', '{}', /^Left document: The input is empty$/],
    ['an empty right side', '{}', '  ', /^Right document: The input is empty$/],
    ['a truncated left side', '{"a": [1, 2', '{}', /^Left document: Line 1, column \d+: /],
    ['an error on line 2 of the right side', '{}', '{\n  "a": tru\n}', /^Right document: Line 2, column \d+: /],
    ['binary garbage', '\u0000\u0001\uFFFD', '{}', /^Left document: /],
  ])('names the side for %s', (_, left, right, message) => {
    const r = diffJson(left, right);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reports the left side first when both are broken', () => {
    const r = diffJson('{', '[');
    expect(!r.ok && r.error.message.startsWith('Left document')).toBe(true);
  });

  it.each([
    [null, '{}'],
    ['{}', 42],
    [{}, []],
  ])('fails on non-string input %j, %j', (left, right) => {
    expect(diffJson(left as unknown as string, right as unknown as string).ok).toBe(false);
  });
});
