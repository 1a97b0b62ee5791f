import { applyPaste, cutLongLines, FRAME_LINE_CHARS, LARGE_PASTE_CHARS, PREVIEW_CHARS, previewOfPaste } from '@/components/kit/large-text';
import { random } from '../real/programs';

describe('large pastes', () => {
  it('puts the pasted text over the selection it replaces', () => {
    expect(applyPaste('{"a": 1}', 0, 8, '[1, 2]')).toBe('[1, 2]');
    expect(applyPaste('ab', 1, 1, 'XY')).toBe('aXYb');
    expect(applyPaste('', 0, 0, 'new')).toBe('new');
  });

  it('shows a paste up to the limit whole, and a longer one by its start', () => {
    const small = 'x'.repeat(LARGE_PASTE_CHARS);
    expect(previewOfPaste(small)).toEqual({ shown: small, truncated: false });
    const lines = Array.from({ length: 80_000 }, (_, i) => `{"id": ${i}, "name": "User ${i}"},`).join('\n');
    expect(lines.length).toBeGreaterThan(LARGE_PASTE_CHARS);
    const { shown, truncated } = previewOfPaste(lines);
    expect(truncated).toBe(true);
    // The start, cut at a line break near the preview's length.
    expect(lines.startsWith(shown)).toBe(true);
    expect(lines[shown.length]).toBe('\n');
    expect(shown.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(shown.length).toBeGreaterThan(PREVIEW_CHARS / 2);
  });

  it('cuts a one-line paste at the preview length, never inside a surrogate pair', () => {
    const oneLine = `${'a'.repeat(PREVIEW_CHARS - 1)}😀${'b'.repeat(LARGE_PASTE_CHARS)}`;
    const { shown, truncated } = previewOfPaste(oneLine);
    expect(truncated).toBe(true);
    expect(shown).toBe('a'.repeat(PREVIEW_CHARS - 1));
  });
});

describe('long lines in the textarea frame', () => {
  it('leaves a text with no line over the limit alone', () => {
    expect(cutLongLines('x'.repeat(FRAME_LINE_CHARS))).toBeNull();
    expect(cutLongLines(`${'x'.repeat(FRAME_LINE_CHARS)}\n${'y'.repeat(FRAME_LINE_CHARS)}\n`)).toBeNull();
    expect(cutLongLines('')).toBeNull();
  });

  it('cuts every long line to its start and an ellipsis, keeping the others and the line breaks', () => {
    const next = random(5);
    const max = 50;
    for (let n = 0; n < 500; n++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
        Array.from({ length: Math.floor(next() * 120) }, () => (next() < 0.05 ? '😀' : String.fromCharCode(1 + Math.floor(next() * 126))))
          .join('')
          .replace(/\n/g, ''),
      );
      const text = lines.join('\n');
      const cut = cutLongLines(text, max);
      if (lines.every((l) => l.length <= max)) {
        expect(cut).toBeNull();
        continue;
      }
      const shown = cut!.split('\n');
      expect(shown).toHaveLength(lines.length);
      shown.forEach((line, i) => {
        if (lines[i].length <= max) expect(line).toBe(lines[i]);
        else {
          expect(line.endsWith('…')).toBe(true);
          const start = line.slice(0, -1);
          expect(lines[i].startsWith(start)).toBe(true);
          // Up to the limit, one less where the limit falls inside an emoji's surrogate pair.
          expect(start.length).toBe(lines[i].charCodeAt(max - 1) >= 0xd800 && lines[i].charCodeAt(max - 1) <= 0xdbff ? max - 1 : max);
        }
      });
    }
  });
});
