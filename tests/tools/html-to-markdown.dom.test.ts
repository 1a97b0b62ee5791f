// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/tools/html-to-markdown/HtmlToMarkdown';
import { parseHtml } from '../../src/tools/html-to-markdown/html-to-markdown.core';

const options = { headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' };
const hostile =
  '<p onclick="window.ran = true">Hi</p><img src="/never.png" alt="x" onerror="window.ran = true"><script>window.ran = true</script>' +
  '<link rel="stylesheet" href="/never.css"><svg><image href="/never.svg" onload="window.ran = true"/></svg><template><img src="/never2.png"></template>';

/**
 * Every way the page's browser could parse markup: each one, even into an inert document, hands the on* attributes to
 * the browser (Chrome checks them against the page's CSP and logs a violation), and the page's own document would
 * load the images.
 */
function spyOnBrowserParsers() {
  return [
    vi.spyOn(DOMParser.prototype, 'parseFromString'),
    vi.spyOn(DOMImplementation.prototype, 'createHTMLDocument'),
    vi.spyOn(Range.prototype, 'createContextualFragment'),
    vi.spyOn(Element.prototype, 'insertAdjacentHTML'),
    vi.spyOn(Document.prototype, 'write'),
    vi.spyOn(Element.prototype, 'innerHTML', 'set'),
    vi.spyOn(Element.prototype, 'outerHTML', 'set'),
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('html to markdown in the page: the pasted HTML never reaches a browser document', () => {
  it("converts in the page without any of the browser's HTML parsers, and nothing runs", async () => {
    const spies = spyOnBrowserParsers();
    const requests = vi.spyOn(window, 'fetch');
    const w = window as unknown as { ran?: boolean };
    w.ran = false;
    const result = await run(hostile, options);
    expect(result).toEqual({ ok: true, value: 'Hi\n\n![x](/never.png)' });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
    expect(w.ran).toBe(false);
    expect(document.querySelector('img, script, link[href="/never.css"]')).toBeNull();
  });

  it("parses into a document that is not the window's nor any browser document, with no window of its own", () => {
    const body = parseHtml(hostile);
    expect(body.ownerDocument).not.toBe(document);
    expect(body.ownerDocument.defaultView ?? null).toBeNull();
    // Not a node of the browser's DOM at all (jsdom's here): plain objects that load nothing.
    expect(body instanceof window.Node).toBe(false);
    expect(body.querySelector('img')?.getAttribute('onerror')).toBe('window.ran = true');
  });
});
