import fc from 'fast-check';
import { createRandom } from '@/lib/random';
import { LOREM_WORDS } from '@/lib/random-words';
import { describeLorem, generateLorem, type LoremOptions } from '@/tools/lorem-ipsum/lorem-ipsum.core';

const base: LoremOptions = { unit: 'paragraphs', count: 3, startWithLorem: true, format: 'text', seed: 1 };

function text(patch: Partial<LoremOptions>): string {
  const r = generateLorem({ ...base, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const vocabulary = new Set<string>(LOREM_WORDS);
const wordsOf = (s: string) =>
  s
    .replace(/<\/?p>/g, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

describe('generateLorem', () => {
  it('gives the same text for the same seed and different text for another seed', () => {
    expect(text({ seed: 42 })).toBe(text({ seed: 42 }));
    expect(text({ seed: 42, startWithLorem: false })).not.toBe(text({ seed: 43, startWithLorem: false }));
  });

  it.each([
    ['paragraphs', 1, 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '],
    ['sentences', 1, 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'],
    ['words', 5, 'Lorem ipsum dolor sit amet.'],
    ['words', 1, 'Lorem.'],
  ] as const)('starts %s (count %i) with the classic opening', (unit, count, start) => {
    const out = text({ unit, count });
    if (unit === 'paragraphs') expect(out.startsWith(start)).toBe(true);
    else expect(out).toBe(start);
  });

  it.each([1, 2, 7, 100])('makes exactly %i paragraphs separated by blank lines', (count) => {
    const out = text({ count, startWithLorem: false });
    expect(out.split('\n\n')).toHaveLength(count);
    expect(out).not.toMatch(/^Lorem ipsum dolor sit amet, consectetur/);
  });

  it.each([1, 3, 25])('makes exactly %i sentences in one block', (count) => {
    const out = text({ unit: 'sentences', count, startWithLorem: false });
    expect(out.match(/\./g)).toHaveLength(count);
    expect(out).not.toContain('\n');
  });

  it.each([1, 9, 10, 250])('makes exactly %i words', (count) => {
    for (const startWithLorem of [true, false]) {
      expect(wordsOf(text({ unit: 'words', count, startWithLorem }))).toHaveLength(count);
    }
  });

  it('wraps paragraphs in <p> elements for HTML', () => {
    const out = text({ count: 2, format: 'html' });
    const lines = out.split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^<p>[A-Z][A-Za-z ,.]+<\/p>$/);
    expect(text({ unit: 'words', count: 3, format: 'html' })).toBe('<p>Lorem ipsum dolor.</p>');
  });

  it('uses only words of the lorem ipsum list, capitalised sentences and no doubled word', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('paragraphs', 'sentences', 'words'), (seed, unit) => {
        const out = text({ seed, unit, count: 4, startWithLorem: false });
        const words = wordsOf(out);
        for (const w of words) expect(vocabulary.has(w)).toBe(true);
        for (let i = 1; i < words.length; i++) expect(words[i]).not.toBe(words[i - 1]);
        for (const s of out.split(/(?<=\.)\s+/)) expect(s).toMatch(/^[A-Z]/);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    [{ count: 0 }, /Paragraphs must be a whole number from 1 to 100 \(got 0\)/],
    [{ count: 101 }, /1 to 100/],
    [{ unit: 'sentences' as const, count: 1001 }, /Sentences must be .* 1 to 1000/],
    [{ unit: 'words' as const, count: 10001 }, /Words must be .* 1 to 10000/],
    [{ count: 1.5 }, /whole number/],
    [{ count: Number.NaN }, /whole number from 1 to 100$/],
    [{ unit: 'lines' as never }, /Unknown unit "lines"/],
  ])('refuses %o', (patch, message) => {
    const r = generateLorem({ ...base, ...patch });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it.each([Number.NaN, 1.5, Number.POSITIVE_INFINITY])('refuses the seed %s', (seed) => {
    const r = generateLorem({ ...base, seed });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('The seed must be a whole number, such as 1 or 42');
  });

  it('accepts negative and large seeds', () => {
    expect(text({ seed: -7 })).toBe(text({ seed: -7 }));
    expect(text({ seed: 2 ** 40 })).toMatch(/^Lorem/);
  });
});

describe('createRandom', () => {
  it('returns numbers in [0, 1) and repeats its sequence for a seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('describeLorem', () => {
  it('counts words without the HTML tags', () => {
    expect(describeLorem('<p>Lorem ipsum.</p>\n<p>Dolor sit amet.</p>')).toEqual({ words: 5, characters: 42 });
    expect(describeLorem('')).toEqual({ words: 0, characters: 0 });
  });
});
