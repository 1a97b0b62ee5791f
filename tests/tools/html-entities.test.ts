import fc from 'fast-check';
import { decodeHtmlEntities, encodeHtmlEntities, entityTable, type EntityMode } from '@/tools/html-entities/html-entities.core';

const SAMPLE = `<a href="x?a=1&b=2">Tom's café © 2024 — 😀</a>\u00a0`;

describe('encodeHtmlEntities', () => {
  it.each([
    ['minimal', '&lt;a href=&quot;x?a=1&amp;b=2&quot;&gt;Tom&apos;s café © 2024 — 😀&lt;/a&gt;\u00a0'],
    ['named', '&lt;a href=&quot;x?a=1&amp;b=2&quot;&gt;Tom&apos;s caf&eacute; &copy; 2024 &mdash; &#128512;&lt;/a&gt;&nbsp;'],
    ['numeric', '&#60;a href=&#34;x?a=1&#38;b=2&#34;&#62;Tom&#39;s caf&#233; &#169; 2024 &#8212; &#128512;&#60;/a&#62;&#160;'],
    ['hex', '&#x3C;a href=&#x22;x?a=1&#x26;b=2&#x22;&#x3E;Tom&#x27;s caf&#xE9; &#xA9; 2024 &#x2014; &#x1F600;&#x3C;/a&#x3E;&#xA0;'],
  ])('encodes in %s mode', (mode, expected) => {
    expect(encodeHtmlEntities(SAMPLE, { mode: mode as EntityMode })).toEqual({ ok: true, value: expected });
  });

  it.each(['minimal', 'named', 'numeric', 'hex'] as const)('leaves plain ASCII text alone in %s mode', (mode) => {
    expect(encodeHtmlEntities('Hello, world. #1 (ok)\n\tdone', { mode })).toEqual({ ok: true, value: 'Hello, world. #1 (ok)\n\tdone' });
  });

  it.each(['minimal', 'named', 'numeric', 'hex'] as const)('returns an empty string for empty input in %s mode', (mode) => {
    expect(encodeHtmlEntities('', { mode })).toEqual({ ok: true, value: '' });
  });

  it('writes a lone surrogate as the replacement character in numeric modes', () => {
    expect(encodeHtmlEntities('a\uD800b\uDC00', { mode: 'hex' })).toEqual({ ok: true, value: 'a&#xFFFD;b&#xFFFD;' });
  });

  it.each([
    ['an unknown mode', 'x', { mode: 'all' }, /Unknown encoding mode "all"/],
    ['missing options', 'x', undefined, /Unknown encoding mode/],
    ['a non-string text', 42, { mode: 'named' }, /Enter text/],
  ])('fails on %s', (_, text, opts, message) => {
    const r = encodeHtmlEntities(text as string, opts as { mode: EntityMode });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('encodes 5 MB of mixed text in every mode', () => {
    const text = SAMPLE.repeat(Math.ceil(5_000_000 / SAMPLE.length));
    for (const mode of ['minimal', 'named', 'numeric', 'hex'] as const) {
      const r = encodeHtmlEntities(text, { mode });
      expect(r.ok && decodeHtmlEntities(r.value)).toEqual({ ok: true, value: text });
    }
  });
});

describe('decodeHtmlEntities', () => {
  it.each([
    ['&lt;p&gt;Fish &amp; Chips&lt;/p&gt;', '<p>Fish & Chips</p>'],
    ['&eacute;&Eacute;&nbsp;&copy;&hellip;', 'éÉ\u00a0©…'],
    ['&#233;&#xE9;&#XE9;&#x1F600;', 'ééé😀'],
    ['&notin; &not &amp', '∉ ¬ &'],
    ['&Ascr;&fjlig;&nvlt;', '𝒜fj<\u20D2'],
    ['&bogus; & &; &#; &#x;', '&bogus; & &; &#; &#x;'],
    ['&#0; &#xD800; &#x110000;', '\uFFFD \uFFFD \uFFFD'],
    ['&#128;', '€'],
    ['plain text', 'plain text'],
    ['', ''],
  ])('decodes %j', (input, expected) => {
    expect(decodeHtmlEntities(input)).toEqual({ ok: true, value: expected });
  });

  it('passes binary garbage through without throwing', () => {
    const r = decodeHtmlEntities('\u0000\u0001\uFFFD\uD800&amp\u0000;');
    expect(r).toEqual({ ok: true, value: '\u0000\u0001\uFFFD\uD800&\u0000;' });
  });

  it('fails on a non-string', () => {
    const r = decodeHtmlEntities(null as unknown as string);
    expect(r.ok).toBe(false);
  });

  it('decodes 5 MB', () => {
    const text = '&lt;b&gt;caf&eacute;&#x1F600;&amp;'.repeat(150000);
    const r = decodeHtmlEntities(text);
    expect(r.ok && r.value).toBe('<b>café😀&'.repeat(150000));
  });
});

describe('round trips', () => {
  it.each(['minimal', 'named', 'numeric', 'hex'] as const)('decodes what %s mode encodes back to the original', (mode) => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ maxLength: 40 }), (a, b) => {
        const text = a + b;
        const encoded = encodeHtmlEntities(text, { mode });
        if (!encoded.ok) return false;
        const decoded = decodeHtmlEntities(encoded.value);
        return decoded.ok && decoded.value === text;
      }),
      { numRuns: 300 },
    );
  });

  it('survives text full of ampersands and almost-entities', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('&', 'amp', ';', '#', 'x', '1', 'lt', 'not', 'in', ' ', 'é', '<'), { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        for (const mode of ['minimal', 'named', 'numeric', 'hex'] as const) {
          const encoded = encodeHtmlEntities(text, { mode });
          const decoded = encoded.ok ? decodeHtmlEntities(encoded.value) : encoded;
          if (!decoded.ok || decoded.value !== text) return false;
        }
        return true;
      }),
    );
  });
});

describe('entityTable', () => {
  const rows = entityTable();

  it('has one row per named character, in code point order', () => {
    expect(rows.length).toBeGreaterThan(1400);
    const codePoints = rows.map((r) => r.codePoint);
    expect(new Set(codePoints).size).toBe(rows.length);
    expect([...codePoints].sort((a, b) => a - b)).toEqual(codePoints);
  });

  it.each([
    ['&amp;', '&', 38],
    ['&lt;', '<', 60],
    ['&nbsp;', '\u00a0', 160],
    ['&copy;', '©', 169],
    ['&eacute;', 'é', 233],
    ['&rarr;', '→', 0x2192],
    ['&Ascr;', '𝒜', 0x1d49c],
    ['&fflig;', 'ﬀ', 0xfb00],
  ])('includes %s', (name, char, codePoint) => {
    expect(rows).toContainEqual({ name, char, codePoint });
  });

  it('decodes every name back to its character', () => {
    for (const row of rows) {
      expect(row.name).toMatch(/^&[A-Za-z][A-Za-z0-9]*;$/);
      expect(decodeHtmlEntities(row.name)).toEqual({ ok: true, value: row.char });
    }
  });

  it('is built once and then returned from memory (the same object)', () => {
    const again = entityTable();
    expect(again).toBe(rows);
  });
});
