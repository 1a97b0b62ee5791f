import { applyPaste, LARGE_PASTE_CHARS, PREVIEW_CHARS, previewOfPaste } from '@/components/kit/large-text';

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
