import fc from 'fast-check';
import { jsonToToml, tomlToJson } from '@/tools/toml/toml.core';

const parsed = (text: string) => {
  const result = tomlToJson(text);
  if (!result.ok) throw new Error(result.error.message);
  return JSON.parse(result.value) as unknown;
};

describe('tomlToJson', () => {
  it.each([
    ['title = "x"\n[owner]\nname = "Tom"', { title: 'x', owner: { name: 'Tom' } }],
    ['a = [1, "two", { b = true }]', { a: [1, 'two', { b: true }] }],
    ['[[fruit]]\nname = "apple"\n[[fruit]]\nname = "pear"', { fruit: [{ name: 'apple' }, { name: 'pear' }] }],
    ['a.b.c = 1', { a: { b: { c: 1 } } }],
    ['f = 3.5\ng = 1e3\nh = 0xff', { f: 3.5, g: 1000, h: 255 }],
    ['"__proto__" = 1', JSON.parse('{"__proto__": 1}')],
    ['# only a comment', {}],
  ])('converts %j', (input, expected) => {
    expect(parsed(input)).toEqual(expected);
  });

  it.each([
    ['odt = 1979-05-27T07:32:00Z', '"1979-05-27T07:32:00.000Z"'],
    ['odt = 1979-05-27T00:32:00-07:00', '"1979-05-27T00:32:00.000-07:00"'],
    ['ldt = 1979-05-27T07:32:00', '"1979-05-27T07:32:00.000"'],
    ['ld = 1979-05-27', '"1979-05-27"'],
    ['lt = 07:32:00', '"07:32:00.000"'],
  ])('writes the date in %j as an ISO string', (input, expected) => {
    const result = tomlToJson(input);
    expect(result.ok && result.value).toContain(expected);
  });

  it.each([
    ['big = 9223372036854775807', '{\n  "big": 9223372036854775807\n}'],
    ['small = -9223372036854775808', '{\n  "small": -9223372036854775808\n}'],
    ['a = [9007199254740993, 1]', '{\n  "a": [\n    9007199254740993,\n    1\n  ]\n}'],
  ])('keeps every digit of the big integer in %j', (input, expected) => {
    expect(tomlToJson(input)).toEqual({ ok: true, value: expected });
  });

  it('does not turn a string that looks like the big-integer marker into a number', () => {
    const result = tomlToJson('a = 9223372036854775807\ns = "@@bigint0:5"');
    expect(result.ok && JSON.parse(result.value).s).toBe('@@bigint0:5');
  });

  it.each([
    ['d = 2100-02-29', '2100-02-29 is not a valid date: February 2100 has 28 days', { line: 1, column: 5 }],
    ['x = 1\nd = 2023-02-29T10:00:00Z', '2023-02-29T10:00:00Z is not a valid date: February 2023 has 28 days', { line: 2, column: 5 }],
    ['d = 2024-04-31', 'April 2024 has 30 days', { line: 1, column: 5 }],
    ['d = 2024-13-01', 'is not a valid date', { line: 1 }],
    ['d = [1979-05-27, 2100-02-29 07:00:00]', '2100-02-29 07:00:00 is not a valid date', { line: 1, column: 18 }],
    ['t = { when = 2023-02-29 }', 'February 2023 has 28 days', { line: 1, column: 14 }],
    ['t = 24:00:00', 'hour', { line: 1 }],
    ['t = 23:60:00', 'minute', { line: 1 }],
    ['t = 1979-05-27T23:59:61Z', 'second', { line: 1 }],
    ['t = 1979-05-27T07:32:00+24:00', 'offset', { line: 1 }],
  ])('rejects the impossible date or time in %j', (input, fragment, where) => {
    const result = tomlToJson(input);
    expect(result).toMatchObject({ ok: false, error: where });
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it.each([
    ['d = 2000-02-29', '"2000-02-29"'],
    ['d = 2024-02-29T12:00:00Z', '"2024-02-29T12:00:00.000Z"'],
    ['2100-02-29 = 1', '"2100-02-29": 1'],
    ['[2100-02-30]\nx = "2100-02-30 and 24:61"', '"2100-02-30": {'],
    ['s = """\nd = 2100-02-29\n"""', '"d = 2100-02-29\\n"'],
    ["s = '''2100-02-29''' # 2100-02-29", '"2100-02-29"'],
  ])('accepts %j (a real date, or one only in a key, a string or a comment)', (input, fragment) => {
    const result = tomlToJson(input);
    expect(result.ok && result.value).toContain(fragment);
  });

  it.each([
    ['t = 07:32', '07:32 has no seconds, which is TOML 1.1', '{\n  "t": "07:32:00.000"\n}'],
    ['t = 1979-05-27T07:32Z', 'has no seconds, which is TOML 1.1', '{\n  "t": "1979-05-27T07:32:00.000Z"\n}'],
    ['t = { a = 1,\n b = 2 }', 'A line break inside an inline table', '{\n  "t": {\n    "a": 1,\n    "b": 2\n  }\n}'],
    ['t = { a = 1, }', 'A comma after the last entry of an inline table is TOML 1.1', '{\n  "t": {\n    "a": 1\n  }\n}'],
    ['s = "\\e[0m"', 'The escape \\e is TOML 1.1; TOML 1.0 writes it as \\u001B', '{\n  "s": "\\u001b[0m"\n}'],
    ['s = "\\x41"', 'The escape \\x41 is TOML 1.1; TOML 1.0 writes it as \\u0041', '{\n  "s": "A"\n}'],
  ])('reads %j as TOML 1.0 unless TOML 1.1 is allowed', (input, error, json) => {
    const strict = tomlToJson(input);
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.error.message).toContain(error);
    expect(tomlToJson(input, { toml11: true })).toEqual({ ok: true, value: json });
  });

  it('keeps TOML 1.0 arrays that span lines inside an inline table, and trailing commas in arrays', () => {
    expect(parsed('t = { a = [\n  1,\n  2,\n] }')).toEqual({ t: { a: [1, 2] } });
  });

  it('indents the JSON as asked', () => {
    expect(tomlToJson('a = 1', { indent: 4 })).toEqual({ ok: true, value: '{\n    "a": 1\n}' });
  });

  it.each([
    ['', 'The input is empty', undefined],
    ['a = ', 'Invalid value', { line: 1 }],
    ['a = 1\na = 2', 'already', { line: 2 }],
    ['[table\nx = 1', '', { line: 1 }],
    ['s = "unterminated', '', { line: 1 }],
    ['\u0000\uFFFF\u0001', '', { line: 1, column: 1 }],
    ['{ "a": 1 }', '', { line: 1 }],
    ['x = inf', 'The value at $.x is inf, which JSON cannot represent', undefined],
    ['x = [1, -inf]', 'The value at $.x[1] is -inf, which JSON cannot represent', undefined],
    ['t.y = nan', 'The value at $.t.y is nan, which JSON cannot represent', undefined],
  ])('rejects %j', (input, fragment, where) => {
    const result = tomlToJson(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message.length).toBeGreaterThan(0);
      expect(result.error.message).toContain(fragment);
      if (where) expect(result.error).toMatchObject(where);
    }
  });

  it.each([
    ['a 10,000-deep inline array', 'a = ' + '['.repeat(10_000) + ']'.repeat(10_000)],
    ['a truncated 10,000-deep inline array', 'a = ' + '['.repeat(10_000)],
    ['a 10,000-deep inline table', 'a = ' + '{ b = '.repeat(10_000) + '1' + ' }'.repeat(10_000)],
  ])('rejects %s with a clear error', (_name, input) => {
    const result = tomlToJson(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/nested/);
  });

  it('rejects a 10,000-deep dotted table header as too deep', () => {
    const result = tomlToJson(`[${Array(10_000).fill('a').join('.')}]\nx = 1`);
    expect(result).toEqual({ ok: false, error: { message: 'The TOML is nested more than 1000 levels deep' } });
  });
});

describe('jsonToToml', () => {
  it.each([
    ['{"a":1,"b":"x","c":true,"d":1.5}', 'a = 1\nb = "x"\nc = true\nd = 1.5\n'],
    ['{"owner":{"name":"Tom"}}', '[owner]\nname = "Tom"\n'],
    ['{"fruit":[{"name":"apple"},{"name":"pear"}]}', '[[fruit]]\nname = "apple"\n\n[[fruit]]\nname = "pear"\n'],
    ['{"a b":1,"":2}', '"a b" = 1\n"" = 2\n'],
    ['{"mixed":[1,"two",[3]]}', 'mixed = [ 1, "two", [ 3 ] ]\n'],
    ['{"a": 9223372036854775807}', 'a = 9223372036854775807\n'],
    ['{"a": -9223372036854775808, "b": 9007199254740993}', 'a = -9223372036854775808\nb = 9007199254740993\n'],
    ['{"f": 100000000000000000000, "g": 1e300}', 'f = 100000000000000000000.0\ng = 1e+300\n'],
  ])('converts %j', (input, expected) => {
    expect(jsonToToml(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'The input is empty'],
    ['{"a":', 'Unexpected end of input'],
    ['\u0000\uFFFF\u0001', 'Unexpected'],
    ['[1, 2]', 'not an array'],
    ['"text"', 'not a string'],
    ['42', 'not a number'],
    ['null', 'not null'],
    ['true', 'not a boolean'],
    ['{"a":null}', 'The value at $.a is null, and TOML has no null'],
    ['{"a":{"b":[1,null]}}', 'The value at $.a.b[1] is null'],
    ['{"x y":[{"z":null}]}', 'The value at $["x y"][0].z is null'],
    ['{"a": 9223372036854775808}', "The value at $.a is 9223372036854775808, beyond TOML's 64-bit integers"],
    ['{"a": [18446744073709551615]}', 'The value at $.a[0] is 18446744073709551615'],
  ])('rejects %j with a message mentioning %j', (input, fragment) => {
    const result = jsonToToml(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(fragment);
  });

  it.each([
    ['a 10,000-deep object', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['a 10,000-deep array', '{"a":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}'],
  ])('rejects %s as too deep for TOML', (_name, input) => {
    expect(jsonToToml(input)).toEqual({ ok: false, error: { message: 'The JSON is nested more than 1000 levels deep, too deep for TOML' } });
  });
});

// TOML has no null, and its keys and strings are Unicode text (any code point but a lone surrogate): build objects
// it can hold, and only those.
const text = fc.string({ unit: 'binary' });
const tomlLeaf = fc.oneof(text, fc.boolean(), fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const { table: tomlTable } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tomlLeaf, tie('array'), tie('table')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  table: fc.dictionary(text, tie('value'), { maxKeys: 5 }),
}));

// An empty table is an empty TOML document, which tomlToJson reports as empty input.
const nonEmptyTable = tomlTable.filter((t) => Object.keys(t as object).length > 0);

describe('JSON and TOML round trips', () => {
  it('brings any TOML-representable object back unchanged', () => {
    fc.assert(
      fc.property(nonEmptyTable, (value) => {
        const json = JSON.stringify(value);
        const toml = jsonToToml(json);
        // The generator makes only what TOML can hold, so a refusal fails the property rather than skipping the case.
        if (!toml.ok) throw new Error(`JSON to TOML refused ${json}: ${toml.error.message}`);
        const back = tomlToJson(toml.value);
        expect(back.ok).toBe(true);
        if (back.ok) expect(JSON.parse(back.value)).toEqual(JSON.parse(json));
      }),
      { numRuns: 300 },
    );
  });

  it('brings TOML back unchanged through JSON', () => {
    fc.assert(
      fc.property(nonEmptyTable, (value) => {
        const toml = jsonToToml(JSON.stringify(value));
        if (!toml.ok) throw new Error(`JSON to TOML refused ${JSON.stringify(value)}: ${toml.error.message}`);
        const json = tomlToJson(toml.value);
        expect(json.ok).toBe(true);
        if (json.ok) expect(jsonToToml(json.value)).toEqual(toml);
      }),
      { numRuns: 200 },
    );
  });
});
