// @vitest-environment jsdom
import { createDocument } from '@mixmark-io/domino';
import { describe, expect, it } from 'vitest';
import { defaultMarkdownOptions, htmlToMarkdown } from '../../src/tools/html-to-markdown/html-to-markdown.core';
import { htmlSample } from '../../src/tools/html-to-markdown/html-to-markdown.sample';

// The page parses with DOMParser (small input) and the worker with domino (large input): both must give the same Markdown.
const viaDomParser = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
const viaDomino = (html: string) => createDocument(html).body;

describe('html to markdown: DOMParser and domino agree', () => {
  const inputs = [
    htmlSample,
    '<h1>A</h1><p>b <em>c</em></p><blockquote><p>q</p></blockquote><hr><ol start="3"><li>x</li></ol>',
    '<table><tr><th align="right">n</th></tr><tr><td>1</td></tr></table>',
    '<p>Grüße\r\n日本語 👋</p><br><a href="/x" title="t">link</a>',
  ];
  it.each(inputs.map((html, i) => [i, html]))('input %i', (_, html) => {
    for (const options of [defaultMarkdownOptions, { headingStyle: 'setext', bulletListMarker: '*', codeBlockStyle: 'indented' }]) {
      expect(htmlToMarkdown(html as string, options, viaDomParser)).toEqual(htmlToMarkdown(html as string, options, viaDomino));
    }
  });

  it('never runs the scripts or handlers of the parsed HTML', () => {
    const w = window as unknown as { ran?: boolean };
    w.ran = false;
    const r = htmlToMarkdown(
      '<p>x</p><script>window.ran = true</script><img src="x" onerror="window.ran = true">',
      defaultMarkdownOptions,
      viaDomParser,
    );
    expect(r.ok && r.value).toBe('x\n\n![](x)');
    expect(w.ran).toBe(false);
  });
});
