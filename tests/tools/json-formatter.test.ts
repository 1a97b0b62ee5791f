import fc from 'fast-check';
import { formatJson } from '@/tools/json-formatter/json-formatter.core';

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

  const tooDeep = {
    ok: false,
    error: { message: 'The JSON is nested too deeply to format: the indentation alone would exceed 64 MB. Minify it instead' },
  };

  it.each([
    ['a 10,000-deep array', deepArray(10_000)],
    ['a 10,000-deep object', deepObject(10_000)],
  ])('refuses %s quickly, since its indentation alone would be ~200 MB', (_name, input) => {
    expect(formatJson(input, { indent: 2 })).toEqual(tooDeep);
    expect(formatJson(input, { indent: '\t', sortKeys: true })).toEqual(tooDeep);
  });

  it('rejects truncated 10,000-deep input with the place it ends', () => {
    const result = formatJson('['.repeat(10_000), { indent: 2 });
    expect(result).toMatchObject({ ok: false, error: { line: 1, column: 10_001 } });
  });

  it.each([
    ['[12345678901234567890, 1.0, 1e5, -0, 0.1e-7]', '[\n  12345678901234567890,\n  1.0,\n  1e5,\n  -0,\n  0.1e-7\n]'],
    ['{"b":1,"1":2}', '{\n  "b": 1,\n  "1": 2\n}'],
    ['["\\u00e9\\/", "é"]', '[\n  "\\u00e9\\/",\n  "é"\n]'],
    ['{"a":{},"b":[],"c":[{}]}', '{\n  "a": {},\n  "b": [],\n  "c": [\n    {}\n  ]\n}'],
    ['\uFEFF{"a":1}', '{\n  "a": 1\n}'],
    ['{"s":"a, b: {c} [d] \\" e"}', '{\n  "s": "a, b: {c} [d] \\" e"\n}'],
  ])('keeps numbers, key order and escapes of %j as written', (input, expected) => {
    expect(formatJson(input, { indent: 2 })).toEqual({ ok: true, value: { text: expected, notes: [] } });
  });

  it('prints exactly what JSON.stringify prints for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(2 as const, 4 as const, '\t' as const), (value, indent) => {
        const text = JSON.stringify(value);
        expect(formatJson(text, { indent })).toEqual({ ok: true, value: { text: JSON.stringify(value, null, indent), notes: [] } });
      }),
    );
  });

  it('formats 1,000-deep input', () => {
    const result = formatJson(deepArray(1_000), { indent: 2 });
    expect(result.ok && result.value.text.split('\n')).toHaveLength(1_999);
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

  it('does not overflow the stack on 3,000-deep input', () => {
    const result = formatJson(deepObject(3_000), { indent: 2, sortKeys: true });
    expect(result.ok).toBe(true);
    expect(result).toEqual(formatJson(deepObject(3_000), { indent: 2 }));
  });

  it('keeps duplicate keys, in their original order', () => {
    const result = formatJson('{"b":1,"a":2,"b":3}', { indent: 2, sortKeys: true });
    expect(result.ok && result.value.text).toBe('{\n  "a": 2,\n  "b": 1,\n  "b": 3\n}');
  });

  it('sorts escaped keys by their decoded text', () => {
    const result = formatJson('{"c":1,"\\u0061":2,"b":3}', { indent: 2, sortKeys: true });
    expect(result.ok && result.value.text).toBe('{\n  "\\u0061": 2,\n  "b": 3,\n  "c": 1\n}');
  });

  it('prints keys in code-unit order at every depth, for any value', () => {
    // JSON.stringify cannot serve as the oracle: it puts integer-like keys first.
    const expected = (v: unknown, pad: string): string => {
      const inner = pad + '  ';
      if (Array.isArray(v)) return v.length === 0 ? '[]' : `[\n${v.map((x) => inner + expected(x, inner)).join(',\n')}\n${pad}]`;
      if (v === null || typeof v !== 'object') return JSON.stringify(v);
      const keys = Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const obj = v as Record<string, unknown>;
      return keys.length === 0 ? '{}' : `{\n${keys.map((k) => `${inner}${JSON.stringify(k)}: ${expected(obj[k], inner)}`).join(',\n')}\n${pad}}`;
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sorted = formatJson(JSON.stringify(value), { indent: 2, sortKeys: true });
        expect(sorted).toEqual({ ok: true, value: { text: expected(value, ''), notes: [] } });
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

  it('refuses 10,000-deep input with comments as too deep', () => {
    const result = formatJson('// c\n' + deepArray(10_000), { indent: 2, tolerant: true, sortKeys: true });
    expect(result).toMatchObject({ ok: false, error: { message: expect.stringMatching(/nested too deeply/) } });
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
