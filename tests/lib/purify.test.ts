// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { sanitizeDiagramSvg } from '@/lib/diagram-svg';
import { loadPurifier } from '@/lib/purify';
import { createSanitizer } from '@/tools/markdown-editor/markdown-editor.core';

const LINK = '<a href="https://example.com/">x</a>';
const SVG_LINK = '<svg xmlns="http://www.w3.org/2000/svg"><a href="https://example.com/"><text>x</text></a></svg>';

describe('the shared DOMPurify loader', () => {
  it('gives each use one instance of its own, never the library default that any module could add hooks to', async () => {
    const markdown = await loadPurifier('markdown');
    expect(await loadPurifier('markdown')).toBe(markdown);
    const others = await Promise.all([loadPurifier('diagram-svg'), loadPurifier('svg-preview'), loadPurifier('ddl-diagram')]);
    expect(new Set([markdown, ...others, DOMPurify]).size).toBe(5);
    for (const p of [markdown, ...others]) expect(p.isSupported).toBe(true);
  });

  it("keeps the markdown editor's hooks and the diagram hooks to their own instance", async () => {
    const sanitizeMarkdown = createSanitizer(await loadPurifier('markdown'));
    const diagram = sanitizeDiagramSvg(SVG_LINK, await loadPurifier('diagram-svg'));
    const host = document.createElement('div');
    host.innerHTML = sanitizeMarkdown(LINK);
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    host.innerHTML = diagram;
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');

    // The other uses, cleaning the same markup afterwards, see neither hook.
    for (const use of ['svg-preview', 'ddl-diagram'] as const) {
      const purify = await loadPurifier(use);
      host.innerHTML = purify.sanitize(LINK);
      expect(host.querySelector('a')?.outerHTML).toBe(LINK);
      host.innerHTML = purify.sanitize(SVG_LINK, { USE_PROFILES: { svg: true, svgFilters: true } });
      expect(host.querySelector('a')?.hasAttribute('target')).toBe(false);
    }
    // Nor do the markdown and diagram instances see each other's.
    host.innerHTML = sanitizeDiagramSvg(SVG_LINK, await loadPurifier('diagram-svg'));
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    host.innerHTML = sanitizeMarkdown(LINK);
    expect(host.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
