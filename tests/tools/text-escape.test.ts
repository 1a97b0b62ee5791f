import fc from 'fast-check';
import { ESCAPE_LANGUAGES, escapeText, runTextEscape, unescapeText, type EscapeLanguage } from '@/tools/text-escape/text-escape.core';

const esc = (text: string, language: EscapeLanguage, extra: { quotes?: boolean; ascii?: boolean } = {}) => {
  const r = escapeText(text, { language, ...extra });
  return r.ok ? r.value : `ERROR ${r.error.message}`;
};
const unesc = (text: string, language: EscapeLanguage) => {
  const r = unescapeText(text, { language });
  return r.ok ? r.value : `ERROR ${r.error.message}`;
};

describe('escapeText', () => {
  it("writes each language's escapes", () => {
    const s = 'a"b\'c\\d\n\t\u0001\u007f😀';
    expect(esc(s, 'json')).toBe('a\\"b\'c\\\\d\\n\\t\\u0001\\u007f😀');
    expect(esc(s, 'javascript')).toBe('a\\"b\'c\\\\d\\n\\t\\x01\\x7f😀');
    expect(esc(s, 'java')).toBe('a\\"b\'c\\\\d\\n\\t\\001\\177😀');
    expect(esc(s, 'csharp')).toBe('a\\"b\'c\\\\d\\n\\t\\u0001\\u007f😀');
    expect(esc(s, 'python')).toBe('a\\"b\'c\\\\d\\n\\t\\x01\\x7f😀');
    expect(esc(s, 'go')).toBe('a\\"b\'c\\\\d\\n\\t\\x01\\x7f😀');
    expect(esc(s, 'sql', { quotes: true })).toBe("'a\"b''c\\d\n\t\u0001\u007f😀'");
    expect(esc(s, 'shell', { quotes: true })).toBe("'a\"b'\\''c\\d\n\t\u0001\u007f😀'");
    expect(esc(s, 'csv')).toBe('"a""b\'c\\d\n\t\u0001\u007f😀"');
    expect(esc('x.y*(z)?[a]{1}^$|/\\', 'regex')).toBe('x\\.y\\*\\(z\\)\\?\\[a\\]\\{1\\}\\^\\$\\|\\/\\\\');
  });

  it("escapes non-ASCII on request, in each language's form", () => {
    expect(esc('é😀', 'json', { ascii: true })).toBe('\\u00e9\\ud83d\\ude00');
    expect(esc('é😀', 'javascript', { ascii: true })).toBe('\\u00e9\\u{1f600}');
    expect(esc('é😀', 'java', { ascii: true })).toBe('\\u00e9\\ud83d\\ude00');
    // C# spec §6.4.5.5: \U escapes take eight hex digits; Go spec "Rune literals": \U takes eight, \u four.
    expect(esc('é😀', 'csharp', { ascii: true })).toBe('\\u00e9\\U0001f600');
    expect(esc('é😀', 'python', { ascii: true })).toBe('\\xe9\\U0001f600');
    expect(esc('é😀', 'go', { ascii: true })).toBe('\\u00e9\\U0001f600');
    expect(esc('é😀', 'xml', { ascii: true })).toBe('&#xE9;&#x1F600;');
  });

  it('follows the C# and Go specifications where no compiler checks them here', () => {
    // C#: \0 \a \v are simple escapes, and U+0085/U+2028/U+2029 end a line, so they are escaped.
    expect(esc('\0\u0007\u000b\u0085\u2028', 'csharp')).toBe('\\0\\a\\v\\u0085\\u2028');
    // Go: \a \v are escapes, C1 controls need \u (\x is a byte), a BOM is refused inside a file.
    expect(esc('\u0007\u000b\u0085\ufeff', 'go')).toBe('\\a\\v\\u0085\\ufeff');
    expect(esc('x\ud800', 'go')).toMatch(/^ERROR A lone surrogate/);
    expect(unesc('"\\x41\\101\\u00e9\\U0001F600"', 'go')).toBe('AAé😀');
    expect(unesc('"\\xff"', 'go')).toMatch(/not valid UTF-8/);
    expect(unesc('"\\1"', 'go')).toMatch(/not a Go escape/);
    expect(unesc('`raw \\n\r\n`', 'go')).toBe('raw \\n\n');
    expect(unesc('"\\x41\\e\\U0001F600"', 'csharp')).toBe('A\u001b😀');
    expect(unesc('"\\x00411"', 'csharp')).toBe('A1');
    expect(unesc('"\\d"', 'csharp')).toMatch(/not a C# escape/);
  });

  it('keeps lone surrogates where the language can hold them and refuses them where it cannot', () => {
    expect(esc('\ud800', 'json')).toBe('\\ud800');
    expect(esc('\udfff', 'python')).toBe('\\udfff');
    expect(esc('a\ud800', 'xml')).toMatch(/lone surrogate/);
    expect(esc('a\u0000', 'shell')).toMatch(/NUL/);
  });

  it('escapes XML carriage returns so they survive end-of-line handling', () => {
    expect(esc('a\r\nb', 'xml')).toBe('a&#xD;\nb');
  });
});

describe('unescapeText', () => {
  it('reads literals with or without their quotes', () => {
    expect(unesc('"a\\"b"', 'json')).toBe('a"b');
    expect(unesc('a\\"b', 'json')).toBe('a"b');
    expect(unesc("'it\\'s'", 'python')).toBe("it's");
    expect(unesc("'it''s'", 'sql')).toBe("it's");
    expect(unesc("it''s", 'sql')).toBe("it's");
    expect(unesc("it'\\''s", 'shell')).toBe("it's");
    expect(unesc('"a b"\'c\'\\ d', 'shell')).toBe('a bc d');
    expect(unesc('"a,""b"""', 'csv')).toBe('a,"b"');
    expect(unesc('&lt;&#65;&#x42;&amp;', 'xml')).toBe('<AB&');
    expect(unesc('/a\\.b\\/c/g', 'regex')).toBe('a.b/c');
  });

  it('reports what is wrong and where', () => {
    expect(unescapeText('ok\n"\\q"', { language: 'json' })).toMatchObject({ ok: false, error: { line: 2, column: 2 } });
    expect(unesc("it's", 'sql')).toMatch(/written twice/);
    expect(unesc('&nbsp;', 'xml')).toMatch(/not defined/);
    expect(unesc('a & b', 'xml')).toMatch(/bare &/);
    expect(unesc('"$HOME"', 'shell')).toMatch(/expansion/);
    expect(unesc('a\\d', 'regex')).toMatch(/class of characters/);
    expect(unesc('"\\N{BULLET}"', 'python')).toMatch(/Named escapes/);
    expect(unesc('"\\u12"', 'java')).toMatch(/4 hexadecimal digits/);
  });

  it('runs both directions for the page', () => {
    expect(runTextEscape('a"', { direction: 'encode', language: 'sql', quotes: true, ascii: false })).toEqual({ ok: true, value: "'a\"'" });
    expect(runTextEscape("'a'''", { direction: 'decode', language: 'sql', quotes: false, ascii: false })).toEqual({ ok: true, value: "a'" });
  });
});

describe('round trip: unescape(escape(x)) is x', () => {
  const unit = fc.oneof(
    fc.constantFrom(
      '"',
      "'",
      '\\',
      '\n',
      '\r',
      '\t',
      '\0',
      '\u0001',
      '\u007f',
      '\u0085',
      '\u2028',
      '$',
      '`',
      '&',
      '<',
      ',',
      '|',
      '.',
      '*',
      'é',
      '😀',
      '東',
      ' ',
      'a',
      '1',
      '\ud800',
      '\udc00',
    ),
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  );
  for (const language of ESCAPE_LANGUAGES) {
    it(language, () => {
      fc.assert(
        fc.property(fc.string({ unit }), fc.boolean(), fc.boolean(), (text, quotes, ascii) => {
          // SQL, CSV and shell quoting without its quotes is ambiguous ('' is an empty literal or one quote): there
          // the property holds for complete literals.
          const e = escapeText(text, { language, quotes: quotes || language === 'shell' || language === 'sql' || language === 'csv', ascii });
          if (!e.ok) return; // refused: a character the language cannot hold
          expect(unescapeText(e.value, { language })).toEqual({ ok: true, value: text });
        }),
        { numRuns: 300 },
      );
    });
  }
});
