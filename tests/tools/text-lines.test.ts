import { compareCodePoints, compareLines, compareNatural, parseSteps, runLines, transformLines } from '@/tools/text-lines/text-lines.core';

const t = (input: string, steps: string, extra = {}) => transformLines(input, { steps, ...extra });

describe('transformLines', () => {
  it.each([
    ['sorts by code point', 'b\nB\na\n', 'sort', 'B\na\nb\n'],
    ['keeps CRLF line breaks', 'b\r\na\r\n', 'sort', 'a\r\nb\r\n'],
    ['sorts naturally', 'x10\nx9\nx1\n', 'sort-natural', 'x1\nx9\nx10\n'],
    ['sorts by leading number', '10\n9\n-1.5 a\nz\n', 'sort-numeric', '-1.5 a\nz\n9\n10\n'],
    ['removes later duplicates', 'a\nb\na\nc\nb', 'dedupe', 'a\nb\nc'],
    ['trims and removes empty lines', '  a  \n\n \t\nb', 'trim,remove-empty', 'a\nb'],
    ['reverses', '1\n2\n3', 'reverse', '3\n2\n1'],
    ['numbers', 'x\ny', 'number', '1. x\n2. y'],
    ['does nothing without steps', 'b\na', '', 'b\na'],
    ['applies steps in order', 'b\na\nb', 'number,sort', '1. b\n2. a\n3. b'],
  ])('%s', (_, input, steps, expected) => {
    expect(t(input, steps)).toEqual({ ok: true, value: expected });
  });

  it('ignores case when asked, breaking ties by the whole line as sort -f does', () => {
    expect(t('b\nB\na\nA', 'sort', { ignoreCase: true })).toEqual({ ok: true, value: 'A\na\nB\nb' });
    expect(t('Apple\napple\nAPPLE', 'dedupe', { ignoreCase: true })).toEqual({ ok: true, value: 'Apple' });
  });

  it('filters by text or regular expression, keeping or removing', () => {
    expect(t('error: x\ninfo: y\nERROR: z', 'filter', { pattern: 'error' })).toEqual({ ok: true, value: 'error: x' });
    expect(t('error: x\ninfo: y\nERROR: z', 'filter-out', { pattern: 'error', ignoreCase: true })).toEqual({ ok: true, value: 'info: y' });
    expect(t('a1\nb\nc22', 'filter', { pattern: '\\d+$', regex: true })).toEqual({ ok: true, value: 'a1\nc22' });
    expect(t('a', 'filter', { pattern: '(', regex: true })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('not a valid regular expression') },
    });
  });

  it('sorts by language rules', () => {
    expect(t('é\nz\ne\nf', 'sort-locale', { locale: 'en' })).toEqual({ ok: true, value: 'e\né\nf\nz' });
    expect(t('a', 'sort-locale', { locale: 'not a tag!' })).toMatchObject({ ok: false });
  });

  it('shuffles the same way for the same seed, keeping every line', () => {
    const input = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
    const a = t(input, 'shuffle', { seed: 7 });
    expect(a).toEqual(t(input, 'shuffle', { seed: 7 }));
    expect(a).not.toEqual(t(input, 'shuffle', { seed: 8 }));
    expect(a.ok && a.value.split('\n').sort()).toEqual(input.split('\n').sort());
  });

  it('rejects an unknown step', () => {
    expect(parseSteps('sort, nope')).toMatchObject({ ok: false, error: { message: expect.stringContaining("Unknown step 'nope'") } });
  });
});

describe('comparisons', () => {
  it('orders code points as UTF-8 bytes do, astral characters last', () => {
    expect(['\u{1F600}', '\uFFFD', 'a'].sort(compareCodePoints)).toEqual(['a', '\uFFFD', '\u{1F600}']);
  });

  it('compares digit runs by value', () => {
    expect(['a10', 'a2', 'a02', 'b'].sort(compareNatural)).toEqual(['a2', 'a02', 'a10', 'b']);
  });

  it('lists lines only in A, only in B and in both', () => {
    expect(compareLines('x\ny\ny\nz', 'z\nw\ny', { show: 'all' })).toEqual({
      ok: true,
      value: 'Only in A (1):\nx\n\nOnly in B (1):\nw\n\nIn both (2):\ny\nz\n',
    });
    expect(compareLines('A\nb', 'a', { show: 'both', ignoreCase: true })).toEqual({ ok: true, value: 'A\n' });
    expect(compareLines('', '', { show: 'only-a' })).toEqual({ ok: true, value: '' });
  });

  it('runs either mode for the page', () => {
    const base = { steps: 'sort', pattern: '', regex: false, ignoreCase: false, seed: 1, locale: 'en', other: 'b', show: 'only-a' };
    expect(runLines('b\na', { ...base, mode: 'transform' })).toEqual({ ok: true, value: 'a\nb' });
    expect(runLines('b\na', { ...base, mode: 'compare' })).toEqual({ ok: true, value: 'a\n' });
  });
});
