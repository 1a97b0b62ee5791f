import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { diffTexts, type TextDiff } from '../../src/tools/text-diff/text-diff.core';
import { lineRows, splitRows } from '../../src/tools/text-diff/text-diff.rows';
import { sampleChanged, sampleOriginal } from '../../src/tools/text-diff/text-diff.sample';

const opts = (mode = 'lines', ignoreWhitespace = false, ignoreCase = false) => ({ mode, ignoreWhitespace, ignoreCase });
function run(a: string, b: string, o = opts()): TextDiff {
  const r = diffTexts(a, b, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
/** The parts as a compact string: [-removed-] {+added+}. */
const marked = (d: TextDiff) => d.parts.map((p) => (p.added ? `{+${p.value}+}` : p.removed ? `[-${p.value}-]` : p.value)).join('');

describe('text diff', () => {
  it('counts added and removed lines of the sample and writes a patch that applies', () => {
    const d = run(sampleOriginal, sampleChanged);
    expect(d.addedLines).toBe(3);
    expect(d.removedLines).toBe(3);
    expect(d.patch).toContain('--- original\n+++ changed\n');
    expect(d.patch).toContain('-debug = true\n');
    expect(d.patch).toContain('+timeout = 30\n');
    expect(applyPatch(sampleOriginal, d.patch)).toBe(sampleChanged);
  });

  const table: [string, string, string, ReturnType<typeof opts>, string][] = [
    ['words', 'the quick brown fox', 'the slow brown fox', opts('words'), 'the [-quick-]{+slow+} brown fox'],
    ['chars', 'colour', 'color', opts('chars'), 'colo[-u-]r'],
    ['unicode chars', 'naïve café', 'naive café', opts('chars'), 'na[-ï-]{+i+}ve café'],
    ['ignore case (words)', 'Hello World', 'hello world', opts('words', false, true), 'hello world'],
    ['ignore case (chars)', 'ABC', 'abc', opts('chars', false, true), 'abc'],
  ];
  it.each(table)('%s', (_, a, b, o, expected) => {
    expect(marked(run(a, b, o))).toBe(expected);
  });

  const edge: [string, string, string, ReturnType<typeof opts>, { added: number; removed: number; identical: boolean }][] = [
    ['both empty', '', '', opts(), { added: 0, removed: 0, identical: true }],
    ['original empty', '', 'a\nb\n', opts(), { added: 2, removed: 0, identical: false }],
    ['changed empty, no trailing newline', 'a\nb', '', opts(), { added: 0, removed: 2, identical: false }],
    ['trailing newline added', 'a\nb', 'a\nb\n', opts(), { added: 1, removed: 1, identical: false }],
    ['CRLF against LF', 'a\r\nb\r\n', 'a\nb\n', opts(), { added: 2, removed: 2, identical: false }],
    ['indentation ignored', 'if (x) {\n  go();\n}\n', 'if (x) {\n    go();\n}\n', opts('lines', true), { added: 0, removed: 0, identical: true }],
    ['indentation counted', 'if (x) {\n  go();\n}\n', 'if (x) {\n    go();\n}\n', opts(), { added: 1, removed: 1, identical: false }],
    ['case ignored', 'SELECT 1;\n', 'select 1;\n', opts('lines', false, true), { added: 0, removed: 0, identical: true }],
    ['emoji line', 'a 👍\n', 'a 👎\n', opts(), { added: 1, removed: 1, identical: false }],
  ];
  it.each(edge)('%s', (_, a, b, o, expected) => {
    const d = run(a, b, o);
    expect({ added: d.addedLines, removed: d.removedLines, identical: d.identical }).toEqual(expected);
  });

  it('numbers lines for the unified view and pairs changed lines side by side', () => {
    const d = run('a\nb\nc\n', 'a\nB\nc\nd\n');
    const { rows, total } = lineRows(d.parts);
    expect(total).toBe(5);
    expect(rows.map((r) => `${r.kind[0]}${r.oldNo ?? '_'}${r.newNo ?? '_'} ${r.text}`)).toEqual(['s11 a', 'r2_ b', 'a_2 B', 's33 c', 'a_4 d']);
    expect(splitRows(rows).map((r) => `${r.left?.text ?? '·'}|${r.right?.text ?? '·'}`)).toEqual(['a|a', 'b|B', 'c|c', '·|d']);
  });

  it('cuts the rows at the limit but still counts them all', () => {
    const d = run('', Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n'));
    const { rows, total } = lineRows(d.parts, 10);
    expect(rows).toHaveLength(10);
    expect(total).toBe(100);
  });

  it('compares two large texts with a few changes', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `row ${i} ${'x'.repeat(20)}`);
    const changed = [...lines];
    changed[500] = 'edited';
    changed.splice(90_000, 1);
    const d = run(lines.join('\n'), changed.join('\n'));
    expect(d.addedLines).toBe(1);
    expect(d.removedLines).toBe(2);
    expect(d.patch).toContain('+edited\n');
  });

  it('gives up with a message, instead of running on, when the time limit is reached', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 20_000 }, (_, i) => `b${i}`).join('\n');
    const r = diffTexts(a, b, opts('chars'), 0);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/too much to compare within/);
  });

  it('refuses a binary file and says which one and where', () => {
    const r = diffTexts('text', 'PK\u0003\u0004\0\0', opts());
    expect(!r.ok && r.error).toMatchObject({ line: 1, column: 5 });
    expect(!r.ok && r.error.message).toMatch(/^Changed looks like a binary file/);
  });
});
