import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorFrame } from '@/components/kit/EditorFrame';

/** The prerendered frame's gutter, as the server sends it: the numbers shown, and the unseen one that sizes it. */
function gutterOf(value: string, height: number) {
  const html = renderToString(<EditorFrame value={value} height={height} wrap={false} textareaRef={createRef()} aria-label="Input" readOnly />);
  const gutter = html.slice(0, html.indexOf('<textarea'));
  const numbers = [...gutter.matchAll(/>(\d+)<\/div>/g)].map((m) => Number(m[1]));
  return { spacer: numbers[0], shown: numbers.slice(1), html };
}

describe('EditorFrame', () => {
  it('numbers the lines that fill the box, with the gutter sized for the last line number as CodeMirror does', () => {
    const { spacer, shown } = gutterOf('a\nb\nc', 360);
    expect(shown).toEqual([1, 2, 3]);
    expect(spacer).toBe(9);
    expect(gutterOf('x\n'.repeat(9), 360).spacer).toBe(99);
  });

  it('sends a screenful of line numbers for a text of 200,000 lines, not one per line', () => {
    const { spacer, shown, html } = gutterOf('line\n'.repeat(200_000), 360);
    expect(spacer).toBe(999_999);
    // 360 px holds 20 lines of 18 px; the gutter draws a few more, for scrolling.
    expect(shown[0]).toBe(1);
    expect(shown.length).toBeGreaterThanOrEqual(20);
    expect(shown.length).toBeLessThanOrEqual(30);
    expect(shown).toEqual(shown.map((_, i) => i + 1));
    expect(html).toContain('line\nline');
  });
});
