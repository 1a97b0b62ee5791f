import fc from 'fast-check';
import { describeText, describeTextInSlices, lineCount, utf8Length } from '@/lib/text-stats';
import { LARGE_TEXT_CHARS, PREVIEW_CHARS, previewOf } from '@/components/kit/large-text';

const inSlices = (text: string, slice: number) =>
  new Promise<string>((resolve) => {
    describeTextInSlices(text, resolve, slice);
  });

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['👋', 4],
    ['\ud83d', 3],
    ['a\udc4bb', 5],
  ])('counts %j as %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });

  it('agrees with TextEncoder on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });

  it('counts a range as TextEncoder counts that part of the text (ASCII runs before, in and after it)', () => {
    const text = fc
      .array(fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'binary' })), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const [from, to] = [a % (t.length + 1), b % (t.length + 1)].sort((x, y) => x - y);
        expect(utf8Length(t, from, to)).toBe(new TextEncoder().encode(t.slice(from, to)).length);
      }),
    );
  });
});

describe('describeTextInSlices', () => {
  it('gives what describeText gives, whatever the slice size and wherever a surrogate pair falls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), fc.integer({ min: 1, max: 7 }), async (text, slice) => {
        expect(await inSlices(text, slice)).toBe(describeText(text));
      }),
    );
  });

  it('describes an empty text at once and a large one after yielding', async () => {
    let now: string | null = null;
    describeTextInSlices('', (d) => (now = d));
    expect(now).toBe('0 B, 1 line');
    const big = 'ab\n'.repeat(1_000_000);
    let later: string | null = null;
    describeTextInSlices(big, (d) => (later = d), 100_000);
    expect(later).toBeNull();
    await expect.poll(() => later).toBe(`2.9 MB, ${lineCount(big)} lines`);
  });

  it('stops when cancelled', async () => {
    let called = false;
    const stop = describeTextInSlices('x'.repeat(1000), () => (called = true), 10);
    stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(called).toBe(false);
  });
});

describe('previewOf', () => {
  it('shows texts up to 1 MB in full', () => {
    const text = 'x'.repeat(1_000_000);
    expect(previewOf(text)).toEqual({ shown: text, truncated: false });
  });

  it('shows the start of an output over 1 MB, and an input of that size in full', () => {
    const formatted = '  "key": "value",\n'.repeat(100_000);
    const out = previewOf(formatted);
    expect(out.truncated).toBe(true);
    expect(formatted.startsWith(out.shown)).toBe(true);
    expect(out.shown.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(previewOf(formatted, false)).toEqual({ shown: formatted, truncated: false });
  });

  it('shows the start of a long-lined output, and a long-lined input in full', () => {
    const minified = `[${'1,'.repeat(1_500_000)}1]`;
    const out = previewOf(minified);
    expect(out.truncated).toBe(true);
    expect(out.shown).toBe(minified.slice(0, PREVIEW_CHARS));
    expect(previewOf(minified, false)).toEqual({ shown: minified, truncated: false });
  });

  it('cuts a very large text at a line break, never inside a surrogate pair', () => {
    const lines = 'line of text\n'.repeat(Math.ceil((LARGE_TEXT_CHARS + 1) / 13));
    const p = previewOf(lines, false);
    expect(p.truncated).toBe(true);
    expect(lines.startsWith(p.shown)).toBe(true);
    expect(p.shown.endsWith('line of text')).toBe(true);
    expect(p.shown.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    const emoji = `x${'👋'.repeat(LARGE_TEXT_CHARS / 2)}`;
    const e = previewOf(emoji, false);
    expect(e.shown.length).toBe(PREVIEW_CHARS - 1);
    expect(e.shown.endsWith('👋')).toBe(true);
  });
});
