import fc from 'fast-check';
import { findJsonError, minifyJson, parseJson, scanJsonString } from '@/lib/json';

const DEPTH = 10_000;
const deepArrayText = '['.repeat(DEPTH) + ']'.repeat(DEPTH);

describe('parseJson', () => {
  it.each([
    ['{"a":[1,2,{"b":null}]}', { a: [1, 2, { b: null }] }],
    [' 42 ', 42],
    ['"text"', 'text'],
    ['\uFEFF{"bom":true}', { bom: true }],
    ['[]', []],
    ['{"__proto__":1}', JSON.parse('{"__proto__":1}')],
  ])('parses %j', (text, expected) => {
    expect(parseJson(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty input', '', 'The input is empty', undefined],
    ['whitespace only', '  \n\t ', 'The input is empty', undefined],
    ['an unclosed object', '{"a":1', 'Unexpected end of input', { line: 1, column: 7 }],
    [
      'an unclosed array, naming the open bracket',
      '[1,\n[2',
      "Unexpected end of input (the '[' at line 2, column 1 is not closed)",
      { line: 2, column: 3 },
    ],
    ['a truncated value', '{"a":', 'Unexpected end of input', { line: 1, column: 6 }],
    ['a missing comma between properties', '{"a":1 "b":2}', 'Expected a comma or closing brace', { line: 1, column: 8 }],
    ['a missing comma between items', '[1 2]', 'Expected a comma or closing bracket', { line: 1, column: 4 }],
    ['a trailing comma in an object', '{"a":1,}', 'Trailing commas are not allowed', { line: 1, column: 8 }],
    ['a trailing comma in an array', '[1,\n]', 'Trailing commas are not allowed', { line: 2, column: 1 }],
    ['a single-quoted key', "{'a':1}", 'Expected a property name in double quotes, not single quotes', { line: 1, column: 2 }],
    ['a single-quoted value', '{"a":\'x\'}', 'Strings must use double quotes, not single quotes', { line: 1, column: 6 }],
    ['an unquoted key', '{a:1}', "Expected a property name in double quotes or a closing brace but found 'a'", { line: 1, column: 2 }],
    ['a missing colon', '{"a" 1}', 'Expected a colon after the property name', { line: 1, column: 6 }],
    ['a comment', '{"a":1}\n// note', 'Comments are not allowed in JSON', { line: 2, column: 1 }],
    ['a block comment', '[1, /* two */ 2]', 'Comments are not allowed in JSON', { line: 1, column: 5 }],
    ['a leading zero', '[01]', 'Numbers cannot have leading zeros', { line: 1, column: 2 }],
    ['a number ending in a dot', '[1.]', "Incomplete number '1.'", { line: 1, column: 2 }],
    ['a number without exponent digits', '[1e]', "Incomplete number '1e'", { line: 1, column: 2 }],
    ['NaN', '[NaN]', "Unexpected 'NaN': it is not a JSON value", { line: 1, column: 2 }],
    ['a capitalised literal', '{"ok": True}', 'JSON literals are lowercase', { line: 1, column: 8 }],
    ['a raw line break in a string', '{"a":"x\ny"}', 'A line break must be escaped inside a JSON string', { line: 1, column: 8 }],
    ['an unterminated string', '["abc', 'Unterminated string', { line: 1, column: 2 }],
    ['a bad escape', '["ok", "\\q"]', "Invalid escape '\\q'", { line: 1, column: 9 }],
    ['a truncated unicode escape', '"\\u12"', "Incomplete escape '\\u12'", { line: 1, column: 2 }],
    ['two top-level values', '{"a":1}\n{"b":2}', 'only one top-level value is allowed', { line: 2, column: 1 }],
    ['a mismatched closer', '[1}', "Found '}' but the '[' at line 1, column 1 is still open; expected ']'", { line: 1, column: 3 }],
    ['a no-break space', '[\u00a01]', 'Unexpected whitespace character U+00A0', { line: 1, column: 2 }],
    ['a missing value on a later line', '{\n  "a": 1,\n  "b": \n}', "Expected a value but found '}'", { line: 4, column: 1 }],
    ['binary garbage', '\u0089PNG\r\n\u001a\n\u0000', 'Unexpected control character U+0089', { line: 1, column: 1 }],
    ['a stray word', '[1, nope]', "Unexpected 'nope'", { line: 1, column: 5 }],
    ['a control character between values', '[1,\u0001 2]', 'Unexpected control character U+0001', { line: 1, column: 4 }],
    ['a lone minus', '[-]', "Unexpected '-'", { line: 1, column: 2 }],
    ['a bracket closing an object', '{"a":1,\n "b": [}', "Found '}' but the '[' at line 2, column 7 is still open", { line: 2, column: 8 }],
    ['a bracket where a key belongs', '{]', "Found ']' but the '{' at line 1, column 1 is still open; expected '}'", { line: 1, column: 2 }],
  ])('rejects %s', (_name, text, message, where) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      if (where) expect(result.error).toMatchObject(where);
      else expect(result.error.line).toBeUndefined();
    }
  });

  it('parses a 10,000-deep array', () => {
    const result = parseJson(deepArrayText);
    expect(result.ok).toBe(true);
    let depth = 0;
    for (let v = result.ok ? result.value : null; Array.isArray(v) && v.length > 0; v = v[0]) depth++;
    expect(depth).toBe(DEPTH - 1);
  });

  it.each([
    ['truncated', '['.repeat(DEPTH), 'Unexpected end of input', DEPTH + 1],
    ['closed with the wrong bracket', '['.repeat(DEPTH) + '}', "Found '}'", DEPTH + 1],
    ['missing its innermost value', '{"a":'.repeat(DEPTH) + '}'.repeat(DEPTH), "Expected a value but found '}'", DEPTH * 5 + 1],
  ])('locates the error in a 10,000-deep document that is %s', (_name, text, message, column) => {
    const result = parseJson(text);
    expect(result).toMatchObject({ ok: false, error: { line: 1, column } });
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('succeeds exactly when JSON.parse does, and locates every failure', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"\\n"',
      '"\\u12"',
      '1',
      '-',
      '0',
      '.5',
      'e',
      'true',
      'nul',
      ' ',
      '\n',
      "'",
      '/',
      '*',
      '"',
    );
    fc.assert(
      fc.property(fc.array(token, { minLength: 1, maxLength: 12 }), (tokens) => {
        const text = tokens.join('');
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const result = parseJson(text);
        expect(result.ok).toBe(valid);
        if (!result.ok && text.trim() !== '') expect(result.error.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds no error in any valid JSON text', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom(0, 2, '\t' as const), (text, indent) => {
        const pretty = JSON.stringify(JSON.parse(text), null, indent);
        expect(findJsonError(text)).toBeNull();
        expect(findJsonError(pretty)).toBeNull();
      }),
    );
  });
});

describe('scanJsonString', () => {
  it.each([
    ['"ab\\"c" tail', 1, true, { ok: true, value: 'ab"c', end: 6 }],
    ['a"b', 0, false, { ok: true, value: 'a"b', end: 3 }],
    ['"abc', 1, true, { ok: false, message: 'Unterminated string: the closing double quote is missing', offset: 0 }],
  ])('reads %j from %i (stop at quote: %s)', (text, from, closing, expected) => {
    expect(scanJsonString(text, from, closing)).toEqual(expected);
  });
});

describe('minifyJson', () => {
  it.each([
    ['{ "a" : [ 1 , 2 ] ,\n  "b c" : " x  y " }', '{"a":[1,2],"b c":" x  y "}'],
    ['[ 12345678901234567890 , 1.0 , -0 , 1E+2 ]', '[12345678901234567890,1.0,-0,1E+2]'],
    ['{ "a\\" b" : "\\\\" , "c" : "\\"  " }', '{"a\\" b":"\\\\","c":"\\"  "}'],
    ['\uFEFF  {\r\n\t"x": true\r\n}\r\n', '{"x":true}'],
    ['"  spaced  "', '"  spaced  "'],
  ])('minifies %j to %j', (text, expected) => {
    expect(minifyJson(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['empty input', '', 'The input is empty'],
    ['truncated input', '{"a": [1, 2', 'Unexpected end of input'],
    ['binary garbage', '\u0000\u0001', 'Unexpected control character U+0000'],
  ])('rejects %s', (_name, text, message) => {
    const result = minifyJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(message);
  });

  it('minifies a 10,000-deep array with indentation', () => {
    const pretty = Array.from({ length: DEPTH }, (_, i) => `${' '.repeat(i)}[`).join('\n') + '\n' + ']'.repeat(DEPTH);
    expect(minifyJson(pretty)).toEqual({ ok: true, value: deepArrayText });
  });

  it('gives the same text as JSON.stringify for any pretty-printed JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(2, 4, '\t' as const), (value, indent) => {
        expect(minifyJson(JSON.stringify(value, null, indent))).toEqual({ ok: true, value: JSON.stringify(value) });
      }),
    );
  });

  it('minifies 5 MB of JSON', () => {
    const rows = Array.from({ length: 45_000 }, (_, i) => ({ id: i, name: `name ${i}`, tags: ['a b', 'c'], score: i / 7 }));
    const pretty = JSON.stringify(rows, null, 2);
    expect(pretty.length).toBeGreaterThan(5_000_000);
    const result = minifyJson(pretty);
    expect(result).toEqual({ ok: true, value: JSON.stringify(rows) });
  }, 30_000);
});
