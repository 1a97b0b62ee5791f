import fc from 'fast-check';
import { measureString } from '@/tools/string-length/string-length.core';

function naiveGraphemes(text: string): number {
  let n = 0;
  for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) n++;
  return n;
}

describe('measureString', () => {
  it.each([
    ['', { characters: 0, utf16Units: 0, utf8Bytes: 0, graphemes: 0, words: 0, lines: 0, whitespace: 0 }],
    ['hello world', { characters: 11, utf16Units: 11, utf8Bytes: 11, graphemes: 11, words: 2, lines: 1, whitespace: 1 }],
    ['héllo', { characters: 5, utf16Units: 5, utf8Bytes: 6, graphemes: 5, words: 1, lines: 1, whitespace: 0 }],
    ['he\u0301llo', { characters: 6, utf16Units: 6, utf8Bytes: 7, graphemes: 5, words: 1, lines: 1, whitespace: 0 }],
    ['😀', { characters: 1, utf16Units: 2, utf8Bytes: 4, graphemes: 1, words: 1, lines: 1, whitespace: 0 }],
    ['👍🏽', { characters: 2, utf16Units: 4, utf8Bytes: 8, graphemes: 1, words: 1, lines: 1, whitespace: 0 }],
    ['👩‍👩‍👧‍👦', { characters: 7, utf16Units: 11, utf8Bytes: 25, graphemes: 1, words: 1, lines: 1, whitespace: 0 }],
    ['🇩🇪🇫🇷', { characters: 4, utf16Units: 8, utf8Bytes: 16, graphemes: 2, words: 1, lines: 1, whitespace: 0 }],
    ['日本語', { characters: 3, utf16Units: 3, utf8Bytes: 9, graphemes: 3, words: 1, lines: 1, whitespace: 0 }],
    ['한국어', { characters: 3, utf16Units: 3, utf8Bytes: 9, graphemes: 3, words: 1, lines: 1, whitespace: 0 }],
    ['\u1112\u1161\u11AB', { characters: 3, utf16Units: 3, utf8Bytes: 9, graphemes: 1, words: 1, lines: 1, whitespace: 0 }],
    ['नमस्ते', { characters: 6, utf16Units: 6, utf8Bytes: 18, graphemes: 3, words: 1, lines: 1, whitespace: 0 }],
    ['a\r\nb\nc\rd', { characters: 8, utf16Units: 8, utf8Bytes: 8, graphemes: 7, words: 4, lines: 4, whitespace: 4 }],
    ['line\n', { characters: 5, utf16Units: 5, utf8Bytes: 5, graphemes: 5, words: 1, lines: 2, whitespace: 1 }],
    ['  \t\u00a0\u3000 ', { characters: 6, utf16Units: 6, utf8Bytes: 9, graphemes: 6, words: 0, lines: 1, whitespace: 6 }],
    ['#\uFE0F\u20E3', { characters: 3, utf16Units: 3, utf8Bytes: 7, graphemes: 1, words: 1, lines: 1, whitespace: 0 }],
    ['\u0600123', { characters: 4, utf16Units: 4, utf8Bytes: 5, graphemes: 3, words: 1, lines: 1, whitespace: 0 }],
  ])('measures %j', (text, expected) => {
    expect(measureString(text)).toEqual(expected);
  });

  it('counts a lone surrogate as one character and three UTF-8 bytes, like TextEncoder', () => {
    const text = 'a\uD800b\uDC00';
    const m = measureString(text);
    expect(m.characters).toBe(4);
    expect(m.utf8Bytes).toBe(new TextEncoder().encode(text).length);
  });

  it('matches TextEncoder, code points and Intl.Segmenter on arbitrary text', () => {
    const pieces = [
      'a',
      ' ',
      '\n',
      '\r',
      'é',
      'e\u0301',
      '\u0301',
      '😀',
      '🏽',
      '\u200D',
      '🇩',
      '🇪',
      '日',
      '\u1100',
      '\u1161',
      '\u11A8',
      '가',
      'क',
      '\u094D',
      '\u0E33',
      '\uFE0F',
      '\u0600',
      '\uD800',
      '\uDC00',
      '\t',
      'ﾞ',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const m = measureString(text);
        return (
          m.utf16Units === text.length &&
          m.characters === [...text].length &&
          m.utf8Bytes === new TextEncoder().encode(text).length &&
          m.graphemes === naiveGraphemes(text) &&
          m.words === (text.match(/\S+/gu) ?? []).length &&
          m.whitespace === (text.match(/\s/g) ?? []).length
        );
      }),
      { numRuns: 500 },
    );
  });

  it('matches Intl.Segmenter on arbitrary Unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.string({ unit: 'binary', maxLength: 50 }), (a, b) => {
        const text = a + b;
        return measureString(text).graphemes === naiveGraphemes(text);
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it('agrees with Intl.Segmenter across its internal window boundaries', () => {
    const text = `${'x'.repeat(1020)}👩‍👩‍👧‍👦${'e\u0301'.repeat(3000)}${'\u0301'.repeat(5000)}🇩🇪`.repeat(3);
    expect(measureString(text).graphemes).toBe(naiveGraphemes(text));
  });

  it.each([
    ['ASCII', 'The quick brown fox jumps over the lazy dog.\r\n'],
    ['Japanese', '日本語のテキストです。'],
    ['emoji and combining marks', '👍🏽e\u0301👩‍👩‍👧‍👦 '],
    ['Hindi', 'नमस्ते दुनिया '],
  ])(
    'measures 5 MB of %s',
    (_, unit) => {
      const text = unit.repeat(Math.ceil(5_000_000 / unit.length));
      const m = measureString(text);
      expect(m.utf16Units).toBe(text.length);
      const sample = unit.repeat(10);
      expect(m.graphemes).toBe((naiveGraphemes(sample) / 10) * (text.length / unit.length));
    },
    20_000,
  );

  it.each([[null], [undefined], [42], [{}]])('treats the non-string %j as empty instead of throwing', (value) => {
    expect(measureString(value as unknown as string).characters).toBe(0);
  });
});
