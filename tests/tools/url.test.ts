import fc from 'fast-check';
import { decodeUrl, encodeUrl } from '@/tools/url/url.core';

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
/** Any Unicode scalar value (fast-check's own 'binary' unit takes seconds to initialise). */
const codePoint = fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));
const isWellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('encodeUrl', () => {
  it.each([
    ['', ''],
    ['hello', 'hello'],
    ['a b&c=d/e?f#g', 'a%20b%26c%3Dd%2Fe%3Ff%23g'],
    ['héllo 👋', 'h%C3%A9llo%20%F0%9F%91%8B'],
    ["-_.!~*'()", "-_.!~*'()"],
    ['100%', '100%25'],
    ['a+b', 'a%2Bb'],
  ])('encodes %j as a component: %j', (text, expected) => {
    expect(encodeUrl(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['https://example.com/a b?q=é&x=1#top', 'https://example.com/a%20b?q=%C3%A9&x=1#top'],
    ['/path/with spaces/', '/path/with%20spaces/'],
    ['100%', '100%25'],
  ])('encodes %j as a whole URL, keeping its structure: %j', (text, expected) => {
    expect(encodeUrl(text, { mode: 'uri' })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['component', 'ab\uD800', 1, 3],
    ['uri', 'x\ny\uDFFFz', 2, 2],
  ])('reports a lone surrogate in %s mode with its position instead of throwing', (mode, text, line, column) => {
    const result = encodeUrl(text, { mode: mode as 'component' | 'uri' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(/lone surrogate U\+D[8F]/);
      expect(result.error).toMatchObject({ line, column });
    }
  });

  it('fails exactly for text that is not well-formed UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), fc.constantFrom('component' as const, 'uri' as const), (text, mode) => {
        expect(encodeUrl(text, { mode }).ok).toBe(isWellFormed(text));
      }),
    );
  });
});

describe('decodeUrl', () => {
  it.each([
    ['', false, ''],
    ['a%20b', false, 'a b'],
    ['a+b', false, 'a+b'],
    ['a+b', true, 'a b'],
    ['a%2Bb', true, 'a+b'],
    ['h%C3%A9llo%20%F0%9F%91%8B', false, 'héllo 👋'],
    ['h%c3%a9', false, 'hé'],
    ['q%3Da%26b%3Dc', false, 'q=a&b=c'],
    ['no escapes at all', false, 'no escapes at all'],
  ])('decodes %j (plus as space: %s) to %j', (text, plusAsSpace, expected) => {
    expect(decodeUrl(text, { plusAsSpace })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a bad hex digit', '%zz', "'%zz' is not a valid percent escape", 1, 1],
    ['a trailing percent sign', 'abc%', "'%' is not a valid percent escape", 1, 4],
    ['a single hex digit at the end', 'abc%4', "'%4' is not a valid percent escape", 1, 4],
    ['a truncated three-byte sequence', 'ab%E0%A4', "'%E0%A4' is not a complete UTF-8 sequence", 1, 3],
    ['a truncated sequence on a later line', 'x\ny%E0%A4z', "'%E0%A4' is not a complete UTF-8 sequence", 2, 2],
    ['a lead byte followed by plain text', '%C3x', "'%C3' is not a complete UTF-8 sequence", 1, 1],
    ['a lead byte followed by an ASCII escape', '%E0%41', "'%E0' is not a complete UTF-8 sequence", 1, 1],
    ['a lone continuation byte', 'ok%80', "'%80' is not valid UTF-8: a UTF-8 continuation byte", 1, 3],
    ['a byte never used in UTF-8', '%FF', "'%FF' is not valid UTF-8: never valid", 1, 1],
    ['an overlong two-byte form', '%C0%80', "'%C0' is not valid UTF-8", 1, 1],
    ['an overlong three-byte form', '%E0%80%80', "'%E0%80' is not valid UTF-8 (it is an overlong encoding)", 1, 1],
    ['an encoded surrogate', '%ED%A0%80', "'%ED%A0' is not valid UTF-8 (it encodes a surrogate)", 1, 1],
    ['a code point beyond U+10FFFF', '%F4%90%80%80', "'%F4%90' is not valid UTF-8 (it is beyond U+10FFFF)", 1, 1],
    ['binary garbage', '\u0000%\u0001\u00ff', "'%\u0001\u00ff' is not a valid percent escape", 1, 2],
    ['the first of several problems', 'ok%41%zz%E0', "'%zz'", 1, 6],
  ])('rejects %s with the sequence and its position', (_name, text, message, line, column) => {
    const result = decodeUrl(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain(message);
      expect(result.error).toMatchObject({ line, column });
    }
  });

  it('keeps positions when plus signs are read as spaces', () => {
    expect(decodeUrl('a+b+%zz', { plusAsSpace: true })).toMatchObject({ ok: false, error: { line: 1, column: 5 } });
  });

  it('round-trips any text encoded as a component, with or without plus as space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, plusAsSpace) => {
        const encoded = encodeUrl(text);
        expect(encoded.ok && decodeUrl(encoded.value, { plusAsSpace })).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('round-trips any sequence of code points encoded as a whole URL', () => {
    fc.assert(
      fc.property(fc.string({ unit: codePoint }), (text) => {
        const encoded = encodeUrl(text, { mode: 'uri' });
        expect(encoded.ok && decodeUrl(encoded.value)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('accepts exactly what decodeURIComponent accepts and locates every failure', () => {
    const piece = fc.constantFrom(
      '%',
      '%2',
      '%20',
      '%C3',
      '%A9',
      '%E0',
      '%A4',
      '%ED',
      '%A0',
      '%F0',
      '%9F',
      '%91',
      '%8B',
      '%FF',
      '%zz',
      'a',
      '+',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        let expected: string | null = null;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = null;
        }
        const result = decodeUrl(text);
        if (expected === null) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.error.line).toBeGreaterThanOrEqual(1);
        } else {
          expect(result).toEqual({ ok: true, value: expected });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes 5 MB', () => {
    const text = 'h%C3%A9llo%20world+'.repeat(260_000);
    const result = decodeUrl(text, { plusAsSpace: true });
    const bad = decodeUrl(`${text}%E0`);
    expect(result.ok && result.value.length).toBe('héllo world '.length * 260_000);
    expect(bad).toMatchObject({ ok: false, error: { line: 1, column: text.length + 1 } });
  }, 30_000);
});
