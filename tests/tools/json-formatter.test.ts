import fc from 'fast-check';
import { formatJson, sortJsonKeys } from '@/tools/json-formatter/json-formatter.core';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('formatJson in strict mode', () => {
  it.each([
    ['{"a":1,"b":[1,2]}', 2, '{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}'],
    ['{"a":1}', 4, '{\n    "a": 1\n}'],
    ['{"a":1}', '\t', '{\n\t"a": 1\n}'],
    ['[]', 2, '[]'],
    ['"x"', 2, '"x"'],
    ['  42  ', 2, '42'],
    ['null', 2, 'null'],
  ] as const)('formats %j with indent %j', (input, indent, expected) => {
    expect(formatJson(input, { indent })).toEqual({ ok: true, value: { text: expected, notes: [] } });
  });

  it.each([
    ['', 'The input is empty'],
    ['   \n ', 'The input is empty'],
    ['{"a":', 'Unexpected end of input'],
    ['{"a" 1}', 'colon'],
    ["{'a': 1}", 'property name'],
    ['\u0000\uFFFF\u0001', 'Unexpected'],
    ['[1,2', 'not closed'],
  ])('rejects %j with a message mentioning %j', (input, fragment) => {
    const result = formatJson(input, { indent: 2 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it('points at the line and column of a syntax error', () => {
    const result = formatJson('{\n  "a": 1,\n  "b": }', { indent: 2 });
    expect(result).toMatchObject({ ok: false, error: { line: 3, column: 8 } });
  });

  it('suggests tolerant mode when the input only has comments or trailing commas', () => {
    const result = formatJson('{"a": 1, // note\n}', { indent: 2 });
    expect(result).toMatchObject({ ok: false, error: { line: 1, column: 10 } });
    if (!result.ok) expect(result.error.message).toMatch(/tolerant mode/);
  });

  it('does not suggest tolerant mode for errors it would not fix', () => {
    const result = formatJson('{"a": } // note', { indent: 2 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).not.toMatch(/tolerant/);
  });

  it.each([
    ['a 10,000-deep array', deepArray(10_000)],
    ['a 10,000-deep object', deepObject(10_000)],
  ])('returns a result for %s instead of crashing', (_name, input) => {
    const result = formatJson(input, { indent: 2 });
    if (!result.ok) expect(result.error.message).toMatch(/nested too deeply/);
  });

  it('formats moderately deep input', () => {
    const result = formatJson(deepArray(500), { indent: 2 });
    expect(result.ok).toBe(true);
  });
});

describe('formatJson with sortKeys', () => {
  it('sorts keys at every depth, including inside arrays', () => {
    const result = formatJson('{"b":{"z":1,"a":2},"a":[{"y":1,"x":2}]}', { indent: 2, sortKeys: true });
    expect(result.ok && JSON.stringify(JSON.parse(result.value.text))).toBe('{"a":[{"x":2,"y":1}],"b":{"a":2,"z":1}}');
  });

  it('sorts by code unit, so capitals come before lower case', () => {
    const result = formatJson('{"b":1,"B":2,"a":3}', { indent: 2, sortKeys: true });
    expect(result.ok && Object.keys(JSON.parse(result.value.text))).toEqual(['B', 'a', 'b']);
  });

  it('keeps a "__proto__" key as data', () => {
    const result = formatJson('{"z":1,"__proto__":{"x":1}}', { indent: 2, sortKeys: true });
    expect(result.ok && result.value.text).toBe('{\n  "__proto__": {\n    "x": 1\n  },\n  "z": 1\n}');
  });

  it('does not overflow the stack on 10,000-deep input', () => {
    expect(() => sortJsonKeys(JSON.parse(deepObject(10_000)))).not.toThrow();
    const result = formatJson(deepObject(10_000), { indent: 2, sortKeys: true });
    if (!result.ok) expect(result.error.message).toMatch(/nested too deeply/);
  });

  it('keeps every value while reordering keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const result = formatJson(text, { indent: 2, sortKeys: true });
        expect(result.ok).toBe(true);
        if (result.ok) expect(JSON.parse(result.value.text)).toEqual(JSON.parse(text));
      }),
    );
  });
});

describe('formatJson in tolerant mode', () => {
  it.each([
    ['{"a": 1, // one\n}', 'Removed 1 comment and 1 trailing comma'],
    ['/* a */ [1, 2, /* b */ 3,]', 'Removed 2 comments and 1 trailing comma'],
    ['{"a": [1,], "b": {"c": 2,},}', 'Removed 3 trailing commas'],
    ['// only a comment\n{"a": 1}', 'Removed 1 comment'],
    ['[1, 2, /* between comma and bracket */ ]', 'Removed 1 comment and 1 trailing comma'],
  ])('accepts %j and notes %j', (input, note) => {
    const result = formatJson(input, { indent: 2, tolerant: true });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.notes).toEqual([note]);
  });

  it('keeps comment markers inside strings', () => {
    const result = formatJson('{"url": "http://x/*y*/", // c\n}', { indent: 2, tolerant: true });
    expect(result).toEqual({ ok: true, value: { text: '{\n  "url": "http://x/*y*/"\n}', notes: ['Removed 1 comment and 1 trailing comma'] } });
  });

  it('has no notes for plain JSON', () => {
    expect(formatJson('{"a":1}', { indent: 2, tolerant: true })).toEqual({ ok: true, value: { text: '{\n  "a": 1\n}', notes: [] } });
  });

  it('reports errors at their place in the original input, past blanked comments', () => {
    const result = formatJson('/* one\n two */ {"a": 1,\n "b" 2}', { indent: 2, tolerant: true });
    expect(result).toMatchObject({ ok: false, error: { line: 3, column: 6 } });
  });

  it.each([
    ['', 'The input is empty'],
    ['// just a comment', 'The input is empty'],
    ['[1,,2]', ''],
    ['{,}', ''],
    ['[1, 2', 'not closed'],
    ['/* never closed', ''],
    ['\u0000\uFFFF\u0001', 'Unexpected'],
  ])('still rejects %j', (input, fragment) => {
    const result = formatJson(input, { indent: 2, tolerant: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message.length).toBeGreaterThan(0);
      expect(result.error.message).toContain(fragment);
    }
  });

  it('handles 10,000-deep input with comments without crashing', () => {
    const result = formatJson('// c\n' + deepArray(10_000), { indent: 2, tolerant: true, sortKeys: true });
    if (!result.ok) expect(result.error.message).toMatch(/nested too deeply/);
  });

  it('formats any JSON value the same as strict mode', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(2 as const, 4 as const, '\t' as const), (value, indent) => {
        const text = JSON.stringify(value);
        expect(formatJson(text, { indent, tolerant: true })).toEqual(formatJson(text, { indent }));
      }),
    );
  });
});
