import fc from 'fast-check';
import { jsonToYaml, yamlToJson } from '@/tools/yaml/yaml.core';

const json = (text: string) => {
  const result = yamlToJson(text);
  if (!result.ok) throw new Error(result.error.message);
  return JSON.parse(result.value.text) as unknown;
};

const laughs = (levels: number) => {
  const lines = ['l0: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < levels; i++)
    lines.push(
      `l${i}: &l${i} [${Array(9)
        .fill(`*l${i - 1}`)
        .join(',')}]`,
    );
  return lines.join('\n');
};

describe('jsonToYaml', () => {
  it.each([
    ['{"a":1,"b":"x"}', 'a: 1\nb: x\n'],
    ['{"list":[1,{"k":null}]}', 'list:\n  - 1\n  - k: null\n'],
    ['[]', '[]\n'],
    ['{}', '{}\n'],
    ['"plain"', 'plain\n'],
    ['{"t":"true","n":"1","e":"","c":"a: b","d":"2024-01-15"}', "t: 'true'\n'n': '1'\ne: ''\nc: 'a: b'\nd: '2024-01-15'\n"],
    ['{"m":"one\\ntwo"}', 'm: |-\n  one\n  two\n'],
    ['{"big":9223372036854775807,"neg":-12345678901234567890,"f":1.5e300}', 'big: 9223372036854775807\nneg: -12345678901234567890\nf: 1.5e+300\n'],
    ['["yes","no","on","off","y","0o17","012","1_000"]', "- 'yes'\n- 'no'\n- 'on'\n- 'off'\n- 'y'\n- '0o17'\n- '012'\n- '1_000'\n"],
  ])('converts %j', (input, expected) => {
    expect(jsonToYaml(input)).toEqual({ ok: true, value: expected });
  });

  it('does not fold long strings', () => {
    const long = 'word '.repeat(100).trim();
    expect(jsonToYaml(JSON.stringify({ long }))).toEqual({ ok: true, value: `long: ${long}\n` });
  });

  it.each([
    [2, 'a:\n  b: 1\n'],
    [4, 'a:\n    b: 1\n'],
  ])('indents nested maps by %i', (indent, expected) => {
    expect(jsonToYaml('{"a":{"b":1}}', { indent })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'The input is empty'],
    ['{"a":', 'Unexpected end of input'],
    ['{"a" 1}', 'colon'],
    ['\u0000\uFFFF\u0001', 'Unexpected'],
  ])('rejects %j with a message mentioning %j', (input, fragment) => {
    const result = jsonToYaml(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it('answers 10,000-deep JSON with a clear error instead of overflowing', () => {
    const result = jsonToYaml('['.repeat(10_000) + ']'.repeat(10_000));
    expect(result).toEqual({ ok: false, error: { message: 'The JSON is nested too deeply to convert' } });
  });
});

describe('yamlToJson', () => {
  it.each([
    ['a: 1\nb: [x, y]', { a: 1, b: ['x', 'y'] }],
    ['- 1\n- two\n- true\n- null\n- 1.5', [1, 'two', true, null, 1.5]],
    ['plain', 'plain'],
    ['~', null],
    ['date: 2024-01-15\nstamp: 2001-12-14t21:59:43.10-05:00', { date: '2024-01-15', stamp: '2001-12-14t21:59:43.10-05:00' }],
    ['base: &b {x: 1, y: 2}\nchild:\n  <<: *b\n  y: 3', { base: { x: 1, y: 2 }, child: { x: 1, y: 3 } }],
    ['a: &x {b: 1}\nc: *x', { a: { b: 1 }, c: { b: 1 } }],
    ['bin: !!binary aGVsbG8=', { bin: 'aGVsbG8=' }],
    ['bin: !!binary |\n  aGVs\n  bG8=', { bin: 'aGVs\nbG8=\n' }],
    ['x: !!timestamp 2024-01-01', { x: '2024-01-01' }],
    ['s: !!set {a, b}', { s: { a: null, b: null } }],
    ['o: !!omap [z: 1, a: 2]', { o: [{ z: 1 }, { a: 2 }] }],
    ['p: !!pairs [a: 1, a: 2]', { p: [{ a: 1 }, { a: 2 }] }],
    [
      '# YAML 1.2 core schema: only true/false are booleans, 0o is octal\n[yes, No, on, off, y, n, True, 0o17, 012, 0x1F, 1_000]',
      ['yes', 'No', 'on', 'off', 'y', 'n', true, 15, 12, 31, '1_000'],
    ],
    ['%YAML 1.1\n---\n[yes, off, 0b11]', [true, false, 3]],
    ['[.inf_x, .NaN_, null, Null, NULL, ~, ""]', ['.inf_x', '.NaN_', null, null, null, null, '']],
    ['? [a, b]\n: c', { '[ a, b ]': 'c' }],
    ['"__proto__": 1', JSON.parse('{"__proto__": 1}')],
    ['text: |\n  line one\n  line two\n', { text: 'line one\nline two\n' }],
  ])('converts %j', (input, expected) => {
    expect(json(input)).toEqual(expected);
  });

  it.each([
    ['a: 1', 1],
    ['---\na: 1\n---\nb: 2', 2],
    ['---\na: 1\n---\n---\nb: 2', 3],
  ])('counts the documents of %j', (input, documents) => {
    const result = yamlToJson(input);
    expect(result.ok && result.value.documents).toBe(documents);
  });

  it('turns several documents into an array, with null for an empty one', () => {
    expect(json('---\na: 1\n---\n---\nb: 2')).toEqual([{ a: 1 }, null, { b: 2 }]);
  });

  it.each([
    ['# only a comment\n', '[]'],
    ['# one\n...\n# two\n...\n', '[]'],
  ])('reads %j as zero documents, written as an empty array', (input, text) => {
    expect(yamlToJson(input)).toEqual({ ok: true, value: { text, documents: 0, warnings: [] } });
  });

  it('keeps every digit of integers beyond 2^53', () => {
    const result = yamlToJson('big: 12345678901234567890\nneg: -9223372036854775808\nsafe: 9007199254740991');
    expect(result.ok && result.value.text).toBe('{\n  "big": 12345678901234567890,\n  "neg": -9223372036854775808,\n  "safe": 9007199254740991\n}');
  });

  it('keeps the value of an unknown tag and warns with the tag and its place', () => {
    const result = yamlToJson('a: 1\nb: !foo bar\nc: !<tag:example.com,2024:x> [1]\n');
    expect(result).toEqual({
      ok: true,
      value: {
        text: '{\n  "a": 1,\n  "b": "bar",\n  "c": [\n    1\n  ]\n}',
        documents: 1,
        warnings: [
          { message: 'Unknown tag !foo: the value is kept as if it had no tag', line: 2, column: 4 },
          { message: 'Unknown tag tag:example.com,2024:x: the value is kept as if it had no tag', line: 3, column: 4 },
        ],
      },
    });
  });

  it('indents the JSON as asked', () => {
    expect(yamlToJson('a: [1]', { indent: 4 })).toEqual({
      ok: true,
      value: { text: '{\n    "a": [\n        1\n    ]\n}', documents: 1, warnings: [] },
    });
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['  \n', 'The input is empty', undefined],
    ['a: [1, 2\nb: 3', 'Flow sequence in block collection must be sufficiently indented and end with a ]', { line: 2, column: 1 }],
    ['a: 1\na: 2', 'Map keys must be unique', { line: 2, column: 1 }],
    ['a:\n  - b\n c: 1', 'All mapping items must start at the same column', { line: 3, column: 1 }],
    ['key: "unterminated', 'Missing closing "quote', { line: 1, column: 19 }],
    ['\u0000\uFFFF\u0001', 'The control character U+0000 is not allowed in YAML', { line: 1, column: 1 }],
    ['ok: 1\nx: "\ud800"', 'A lone surrogate (U+D800) is not allowed in YAML', { line: 2, column: 5 }],
    ['x: *nothing', 'The alias *nothing has no anchor &nothing before it', { line: 1, column: 4 }],
    ['x: *later\ny: &later 1', 'The alias *later has no anchor &later before it', { line: 1, column: 4 }],
    ['%YAML 1.2\n# no document follows', 'A directive must be followed by a document that starts with ---', { line: 1, column: 1 }],
    ['%YAML 1.2\n%YAML 1.2\n--- a', 'A document may have only one %YAML directive', { line: 2, column: 1 }],
    ['- a\n- b: c\n  - d', 'A block sequence may not be used as an implicit map key', { line: 3 }],
    ['x: .inf', 'The value at $.x is .inf, which JSON cannot represent', undefined],
    ['x: [1, -.inf]', 'The value at $.x[1] is -.inf, which JSON cannot represent', undefined],
    ['"a b": .nan', 'The value at $["a b"] is .nan, which JSON cannot represent', undefined],
    ['&a [*a]', 'The alias at $[0] refers to a node that contains it, a cycle JSON cannot represent', undefined],
  ])('rejects %j with %j', (input, message, where) => {
    const result = yamlToJson(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it.each([
    ['a 10,000-deep flow sequence', '- ' + '['.repeat(10_000) + ']'.repeat(10_000)],
    ['a truncated 10,000-deep flow sequence', '- ' + '['.repeat(10_000)],
    ['10,000 nested block sequences', Array.from({ length: 10_000 }, (_, i) => ' '.repeat(i) + '-').join('\n')],
  ])('rejects %s as nested more than 1000 levels deep', (_name, input) => {
    const result = yamlToJson(input);
    expect(result).toMatchObject({ ok: false, error: { message: 'The YAML is nested more than 1000 levels deep' } });
  });

  it('stops a billion-laughs alias bomb with a clear error', () => {
    const result = yamlToJson(laughs(9));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/alias bomb/);
  });

  it('still expands a modest amount of aliasing', () => {
    const result = yamlToJson(laughs(4));
    expect(result.ok).toBe(true);
    if (result.ok) expect((JSON.parse(result.value.text) as { l3: unknown[] }).l3).toHaveLength(9);
  });

  it('rejects aliases that nest past the depth limit once expanded', () => {
    const lines = ['a0: &a0 ' + '['.repeat(50) + ']'.repeat(50)];
    for (let i = 1; i < 40; i++) lines.push(`a${i}: &a${i} ${'['.repeat(40)}*a${i - 1}${']'.repeat(40)}`);
    const result = yamlToJson(lines.join('\n'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/nested more than 1000 levels deep once aliases are expanded/);
  });
});

describe('JSON and YAML round trips', () => {
  it('brings any JSON value back unchanged from YAML', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 8 }), (value, indent) => {
        const text = JSON.stringify(value);
        const yaml = jsonToYaml(text, { indent });
        expect(yaml.ok).toBe(true);
        if (!yaml.ok) return;
        const back = yamlToJson(yaml.value);
        expect(back.ok).toBe(true);
        if (back.ok) expect(JSON.parse(back.value.text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps strings that look like other YAML types as strings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'true',
          'no',
          'yes',
          'null',
          '~',
          '1e3',
          '0x1F',
          '.inf',
          '2024-01-15',
          '- x',
          '? y',
          '# c',
          '&a',
          '*a',
          '',
          ' ',
          '"',
          "'",
          ':',
          '{}',
          '[]',
          '!tag',
          '%x',
          '@x',
          '`x',
        ),
        (s) => {
          const yaml = jsonToYaml(JSON.stringify({ s }));
          expect(yaml.ok && json(yaml.value)).toEqual({ s });
        },
      ),
    );
  });

  it('brings any unicode string back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const yaml = jsonToYaml(JSON.stringify([s]));
        expect(yaml.ok).toBe(true);
        if (yaml.ok) expect(json(yaml.value)).toEqual([s]);
      }),
      { numRuns: 300 },
    );
  });
});
