import fc from 'fast-check';
import { escapeJsonString, unescapeJsonString } from '@/tools/json-string/json-string.core';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('escapeJsonString', () => {
  it.each([
    ['', ''],
    ['plain', 'plain'],
    ['say "hi"', 'say \\"hi\\"'],
    ['C:\\temp', 'C:\\\\temp'],
    ['two\nlines\r\n', 'two\\nlines\\r\\n'],
    ['tab\there', 'tab\\there'],
    ['\b\f\u0000\u001f', '\\b\\f\\u0000\\u001f'],
    ['héllo 👋 /', 'héllo 👋 /'],
    ['lone \uD800', 'lone \\ud800'],
  ])('escapes %j as %j', (text, expected) => {
    expect(escapeJsonString(text)).toEqual({ ok: true, value: expected });
  });

  it('keeps the surrounding quotes when asked', () => {
    expect(escapeJsonString('a"b', { quotes: true })).toEqual({ ok: true, value: '"a\\"b"' });
  });

  it('produces what JSON.parse reads back as the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (text) => {
        const escaped = escapeJsonString(text, { quotes: true });
        expect(escaped.ok && JSON.parse(escaped.value)).toBe(text);
      }),
    );
  });
});

describe('unescapeJsonString', () => {
  it.each([
    ['', ''],
    ['""', ''],
    ['"hello\\nworld"', 'hello\nworld'],
    ['hello\\nworld', 'hello\nworld'],
    ['  "padded"  \n', 'padded'],
    ['\\"quoted\\"', '"quoted"'],
    ['He said "hi"', 'He said "hi"'],
    ['\\u00e9\\u00E9', 'éé'],
    ['\\ud83d\\udc4b', '👋'],
    ['\\ud800', '\uD800'],
    ['\\/\\b\\f\\r\\t\\\\', '/\b\f\r\t\\'],
    ['copied line\n', 'copied line'],
    ['\r\nsurrounded\r\n', 'surrounded'],
    [' spaces kept ', ' spaces kept '],
    ['"', '"'],
    ['"a\\"', '"a"'],
  ])('unescapes %j to %j', (text, expected) => {
    expect(unescapeJsonString(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['an unknown escape', 'bad \\q', "Invalid escape '\\q'", 1, 5],
    ['an unknown escape inside quotes', '"x\\x41"', "Invalid escape '\\x'", 1, 3],
    ['a truncated \\u escape', 'ab\\u12', "Incomplete escape '\\u12'", 1, 3],
    ['a \\u escape with a non-hex digit', '\\u12g4', "Incomplete escape '\\u12'", 1, 1],
    ['a lone trailing backslash', 'abc\\', "unfinished escape '\\'", 1, 4],
    ['a raw tab', 'a\tb', 'A tab must be escaped', 1, 2],
    ['a raw line break inside quotes', '"a\nb"', 'A line break must be escaped', 1, 3],
    ['a raw line break in the middle', 'one\ntwo', 'A line break must be escaped', 1, 4],
    ['a raw control character', 'x\u0001', 'Control character U+0001 must be escaped', 1, 2],
    ['an error on the second line', '\nabc\\q', "Invalid escape '\\q'", 2, 4],
    ['an unescaped quote inside quotes', '"a"b"', 'Unescaped double quote', 1, 3],
    ['binary garbage', '\u0000\u00ff\u0002', 'Control character U+0000', 1, 1],
    ['an escape followed by a control character', 'a\\\u0007', 'Invalid escape \\ followed by U+0007', 1, 2],
  ])('rejects %s with its position', (_name, text, message, line, column) => {
    const result = unescapeJsonString(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      expect(result.error).toMatchObject({ line, column });
    }
  });

  it('round-trips any text, with or without quotes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, quotes) => {
        const escaped = escapeJsonString(text, { quotes });
        expect(escaped.ok && unescapeJsonString(escaped.value)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('round-trips any UTF-16 string, lone surrogates and control characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), fc.boolean(), (text, quotes) => {
        const escaped = escapeJsonString(text, { quotes });
        expect(escaped.ok && unescapeJsonString(escaped.value)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('agrees with JSON.parse on any input whose closing quote is not escaped, and never throws', () => {
    const piece = fc.constantFrom('a', '"', '\\', '\\"', '\\n', '\\u', '\\u00e9', '0', 'f', 'q', '\n', '\t', 'é', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const body = pieces.join('');
        // An odd run of backslashes before the last quote escapes it, so the text is read without quotes.
        fc.pre(!/(?:^|[^\\])(?:\\\\)*\\$/.test(body));
        const text = `"${body}"`;
        let expected: unknown;
        try {
          expected = JSON.parse(text);
        } catch {
          expected = undefined;
        }
        const result = unescapeJsonString(text);
        if (typeof expected === 'string') expect(result).toEqual({ ok: true, value: expected });
        else expect(result.ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('handles 5 MB of escaped text', () => {
    const text = 'line with "quotes" and \\ backslash\n'.repeat(140_000);
    const escaped = escapeJsonString(text);
    const back = escaped.ok ? unescapeJsonString(escaped.value) : escaped;
    const unquotedError = escaped.ok ? unescapeJsonString(`${escaped.value}\\q`) : escaped;
    expect(back).toEqual({ ok: true, value: text });
    expect(unquotedError).toMatchObject({ ok: false, error: { line: 1 } });
  }, 30_000);
});
