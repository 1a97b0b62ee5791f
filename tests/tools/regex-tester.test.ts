import { explainRegex, type ExplainItem } from '@/tools/regex-tester/regex-explain.core';
import {
  captureGroupNames,
  compileRegex,
  highlightSegments,
  normalizeFlags,
  runRegex,
  sampleFlags,
  samplePattern,
  sampleReplacement,
  sampleText,
  slashHint,
  toggleFlag,
} from '@/tools/regex-tester/regex-tester.core';

const explain = (pattern: string, flags = '') => {
  const r = explainRegex(pattern, flags);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const lines = (items: ExplainItem[]) => items.map((i) => `${'  '.repeat(i.depth)}${i.source} :: ${i.text}`);

describe('runRegex', () => {
  it('lists matches with numbered and named groups and their positions', () => {
    const r = runRegex({ pattern: samplePattern, flags: sampleFlags, text: sampleText, replacement: sampleReplacement });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.matches.map((m) => m.text)).toEqual(['2024-03-18', '2024-03-21', '2024-04-02']);
    const first = r.value.matches[0];
    expect(first.index).toBe(sampleText.indexOf('2024-03-18'));
    expect(first.groups).toEqual([
      { number: 1, name: 'year', value: '2024', start: first.index, end: first.index + 4 },
      { number: 2, name: 'month', value: '03', start: first.index + 5, end: first.index + 7 },
      { number: 3, name: 'day', value: '18', start: first.index + 8, end: first.index + 10 },
    ]);
    expect(r.value.replaced).toContain('shipped on 18/03/2024, the hotfix on 21/03/2024.');
    expect(r.value.replaced).toContain('(or 2024-4-2 if');
  });

  it('finds only the first match without g, and reports groups that did not participate', () => {
    const r = runRegex({ pattern: '(a)|(b)', flags: '', text: 'b a', replacement: '[$1$2]' });
    expect(r.ok && r.value.matches).toEqual([
      {
        index: 0,
        end: 1,
        text: 'b',
        groups: [
          { number: 1, name: null, value: undefined, start: null, end: null },
          { number: 2, name: null, value: 'b', start: 0, end: 1 },
        ],
      },
    ]);
    expect(r.ok && r.value.replaced).toBe('[b] a');
  });

  it('handles empty matches without looping and honours sticky', () => {
    const r = runRegex({ pattern: 'x*', flags: 'g', text: 'axxb', replacement: '-' });
    expect(r.ok && r.value.matches.map((m) => [m.index, m.text])).toEqual([
      [0, ''],
      [1, 'xx'],
      [3, ''],
      [4, ''],
    ]);
    expect(r.ok && r.value.replaced).toBe('-a--b-');
    const sticky = runRegex({ pattern: 'a', flags: 'gy', text: 'aab', replacement: '' });
    expect(sticky.ok && sticky.value.matches.length).toBe(2);
  });

  it('gives the browser SyntaxError for an invalid pattern', () => {
    const r = runRegex({ pattern: '(a', flags: 'g', text: 'a', replacement: '' });
    expect(r).toEqual({ ok: false, error: { message: expect.stringMatching(/^Invalid regular expression: \/\(a\/.*: Unterminated group$/) } });
    expect(compileRegex('a', 'gg').ok).toBe(false);
  });

  it('caps the number of matches', () => {
    const r = runRegex({ pattern: '.', flags: 'gs', text: 'x'.repeat(12_000), replacement: '' });
    expect(r.ok && r.value.matches.length).toBe(10_000);
    expect(r.ok && r.value.truncated).toBe(true);
  });
});

describe('flags and helpers', () => {
  it('orders flags and keeps u and v exclusive', () => {
    expect(normalizeFlags('ymgig')).toBe('gimy');
    expect(toggleFlag('gu', 'v', true)).toBe('gv');
    expect(toggleFlag('gv', 'u', true)).toBe('gu');
    expect(toggleFlag('gi', 'g', false)).toBe('i');
  });
  it('finds group names in the source, skipping escapes, classes and lookarounds', () => {
    expect([...captureGroupNames(String.raw`(?<a>x)\((?:y)[(](?<=z)(?<b>w)(v)`)]).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });
  it('splits text for highlighting', () => {
    expect(
      highlightSegments('abcabc', [
        { index: 1, end: 2 },
        { index: 4, end: 4 },
      ]),
    ).toEqual([
      { text: 'a', match: null },
      { text: 'b', match: 0 },
      { text: 'ca', match: null },
      { text: '', match: 1 },
      { text: 'bc', match: null },
    ]);
  });
  it('hints at pasted slashes', () => {
    expect(slashHint('/ab+c/gi')).toMatch(/without the slashes and tick the flags \(gi\)/);
    expect(slashHint('/api/')).toMatch(/without the slashes\./);
    expect(slashHint('a/b')).toBeNull();
  });
});

describe('explainRegex', () => {
  it('describes anchors, named groups, quantifiers and classes', () => {
    expect(lines(explain(String.raw`^(?<year>\d{4})-(\d\d)?$`))).toEqual([
      '^ :: Start of the text',
      '(?<year>\\d{4}) :: Named capturing group "year" (group 1):',
      '  \\d{4} :: A digit (0–9), exactly 4 times',
      '- :: The character "-"',
      '(\\d\\d)? :: Optionally (zero or one time), as many as possible (greedy):',
      '  (\\d\\d) :: Capturing group 2:',
      '    \\d :: A digit (0–9)',
      '    \\d :: A digit (0–9)',
      '$ :: End of the text',
    ]);
  });

  it('distinguishes greedy from lazy, and negated classes', () => {
    expect(lines(explain('a+?[^a-z\\s]*'))).toEqual([
      'a+? :: The character "a", one or more times, as few as possible (lazy)',
      '[^a-z\\s]* :: One character that is none of: "a" to "z", a whitespace character (space, tab, line break…), zero or more times, as many as possible (greedy)',
    ]);
  });

  it('describes lookarounds, backreferences, alternation and non-capturing groups', () => {
    const out = lines(explain(String.raw`(?:cat|dog)(?=s)(?!x)(?<=t)(?<!q)(\w)\1\k<n>(?<n>z)`));
    expect(out).toEqual([
      '(?:cat|dog) :: Non-capturing group (groups without saving the text):',
      '  cat|dog :: Either of 2 alternatives (|), tried left to right:',
      '    cat :: Alternative 1:',
      '      cat :: The literal text "cat"',
      '    dog :: Alternative 2:',
      '      dog :: The literal text "dog"',
      '(?=s) :: Positive lookahead: only if what follows matches (consumes nothing):',
      '  s :: The character "s"',
      '(?!x) :: Negative lookahead: only if what follows does NOT match (consumes nothing):',
      '  x :: The character "x"',
      '(?<=t) :: Positive lookbehind: only if what precedes matches:',
      '  t :: The character "t"',
      '(?<!q) :: Negative lookbehind: only if what precedes does NOT match:',
      '  q :: The character "q"',
      '(\\w) :: Capturing group 1:',
      '  \\w :: A word character (letter, digit or _)',
      '\\1 :: The same text that group 1 matched',
      '\\k<n> :: The same text that group "n" matched',
      '(?<n>z) :: Named capturing group "n" (group 2):',
      '  z :: The character "z"',
    ]);
  });

  it('follows the m and s flags, ranges and unicode properties', () => {
    expect(lines(explain('^.$', 'ms'))).toEqual([
      '^ :: Start of a line (or of the text)',
      '. :: Any character, line breaks included',
      '$ :: End of a line (or of the text)',
    ]);
    expect(lines(explain(String.raw`\p{L}{2,}x{1,3}\bq\B`, 'u'))).toEqual([
      '\\p{L}{2,} :: A character with the Unicode property General Category = Letter, 2 or more times, as many as possible (greedy)',
      'x{1,3} :: The character "x", between 1 and 3 times, as many as possible (greedy)',
      '\\b :: A word boundary (between a word character and a non-word character)',
      'q :: The character "q"',
      '\\B :: Not a word boundary',
    ]);
  });

  it('explains the nested quantifier of a catastrophic pattern', () => {
    expect(lines(explain('(a+)+$'))).toEqual([
      '(a+)+ :: One or more times, as many as possible (greedy):',
      '  (a+) :: Capturing group 1:',
      '    a+ :: The character "a", one or more times, as many as possible (greedy)',
      '$ :: End of the text',
    ]);
  });

  it('reports invalid patterns and syntax it does not cover', () => {
    expect(explainRegex('(a', '').ok).toBe(false);
    const v = explainRegex(String.raw`[\w--\d]`, 'v');
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.message).toMatch(/does not cover/);
    expect(explain('a/b').map((i) => i.text)).toEqual(['The literal text "a/b"']);
  });
});

describe('sample explanation', () => {
  it('is what explainRegex gives for the sample', async () => {
    const { sampleExplanation } = await import('@/tools/regex-tester/regex-tester.sample');
    expect(explainRegex(samplePattern, sampleFlags)).toEqual({ ok: true, value: sampleExplanation });
  });
});
