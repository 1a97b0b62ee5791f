// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { createSanitizer, renderMarkdown, renderMarkdownChunks, standaloneHtml, titleOf } from '@/tools/markdown-editor/markdown-editor.core';
import { sampleMarkdown } from '@/tools/markdown-editor/markdown-editor.sample';

const sanitize = createSanitizer(createDOMPurify(window));
const html = (md: string) => {
  const r = renderMarkdown(md);
  if (!r.ok) throw new Error(r.error.message);
  return sanitize(r.value);
};
const dom = (markup: string) => {
  const div = document.createElement('div');
  div.innerHTML = markup;
  return div;
};
const hasHandlers = (root: Element) => [...root.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => /^on/i.test(a.name)));

describe('renderMarkdown (GFM)', () => {
  it('renders tables with alignment, task lists, fenced code and strikethrough', () => {
    const out = dom(html('| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n```js\nlet x = 1;\n```\n\n~~old~~ https://example.com'));
    expect(out.querySelector('table th')?.getAttribute('align')).toBe('left');
    expect(out.querySelectorAll('table td')[1].getAttribute('align')).toBe('right');
    const boxes = out.querySelectorAll('input[type=checkbox]');
    expect([...boxes].map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    expect([...boxes].every((b) => b.hasAttribute('disabled'))).toBe(true);
    expect(out.querySelector('pre code.language-js')?.textContent).toBe('let x = 1;\n');
    expect(out.querySelector('del')?.textContent).toBe('old');
    expect(out.querySelector('a[href="https://example.com"]')).not.toBeNull();
  });

  it('opens links in a new tab without opener or referrer, and images without referrer', () => {
    const out = dom(html('[site](https://example.com) [top](#intro) ![logo](https://example.com/x.png)'));
    const [site, top] = out.querySelectorAll('a');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(top.hasAttribute('target')).toBe(false);
    expect(out.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});

describe('sanitising', () => {
  const attack = [
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    '[x](javascript:window.__pwned=1)',
    '<a href="JaVaScRiPt:alert(1)">y</a>',
    '<a href="data:text/html,<script>alert(1)</script>">d</a>',
    '<svg onload="window.__pwned=1"><circle r="4"/></svg>',
    '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    '<iframe src="https://example.com"></iframe>',
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    '<style>body{display:none}</style><p style="position:fixed;inset:0">cover</p>',
    '<details open ontoggle="window.__pwned=1">t</details>',
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<div data-x="1" onclick="window.__pwned=1">click</div>',
  ].join('\n\n');

  it('removes every way to run script or take over the page', () => {
    const out = dom(html(attack));
    expect(out.querySelector('script, svg, math, iframe, object, embed, form, style, base, meta, button')).toBeNull();
    expect(hasHandlers(out)).toBe(false);
    const hrefs = [...out.querySelectorAll('[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h ?? ''))).toEqual([]);
    expect(out.querySelector('[style]')).toBeNull();
    expect(out.querySelector('[data-x]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps harmless inline HTML', () => {
    const out = dom(html('<kbd>Ctrl</kbd> <sub>2</sub> <details><summary>More</summary>Body</details>'));
    expect(out.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(out.querySelector('details summary')?.textContent).toBe('More');
  });
});

describe('renderMarkdownChunks (large documents, rendered a chunk at a time)', () => {
  const chunks = (md: string, size: number) => {
    const r = renderMarkdownChunks(md, size);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('renders a short document as one chunk, exactly as renderMarkdown does', () => {
    expect(chunks(sampleMarkdown, 100_000)).toEqual([(renderMarkdown(sampleMarkdown) as { value: string }).value]);
  });

  it('cuts a long document between whole blocks, and the chunks joined are the whole document', () => {
    const md =
      Array.from({ length: 60 }, (_, i) => `## Part ${i}\n\nSome *text* with a [reference][ref] link.\n\n\`\`\`\ncode ${i}\n\`\`\``).join('\n\n') +
      '\n\n[ref]: https://example.com';
    const parts = chunks(md, 400);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.join('')).toBe((renderMarkdown(md) as { value: string }).value);
    expect(parts.every((p) => p.trim() !== '')).toBe(true);
    expect(dom(parts.at(-1)!).querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('splits a long ordered list into lists that keep counting', () => {
    const md = Array.from({ length: 300 }, (_, i) => `${i + 1}. item ${i + 1}`).join('\n');
    const lists = chunks(md, 1_000).map((p) => dom(p).querySelector('ol')!);
    expect(lists.length).toBeGreaterThan(2);
    expect(lists.map((ol) => ol.querySelectorAll('li').length).reduce((a, b) => a + b)).toBe(300);
    expect(lists[1].getAttribute('start')).toBe(String(lists[0].querySelectorAll('li').length + 1));
  });

  it('splits a long table into tables that each keep the header', () => {
    const md = '| a | b |\n|---|--:|\n' + Array.from({ length: 400 }, (_, i) => `| ${i} | x |`).join('\n');
    const tables = chunks(md, 1_000).map((p) => dom(p).querySelector('table')!);
    expect(tables.length).toBeGreaterThan(2);
    expect(tables.every((t) => t.querySelector('th')?.textContent === 'a')).toBe(true);
    expect(tables.map((t) => t.querySelectorAll('tbody tr').length).reduce((a, b) => a + b)).toBe(400);
  });
});

describe('control characters', () => {
  it('leaves C0 controls and DEL out of the preview, the rest rendered as without them (generated documents)', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const controls = Array.from({ length: 32 }, (_, c) => String.fromCharCode(c))
      .filter((c) => !'\0\t\n\r'.includes(c))
      .concat('\x7f');
    for (let n = 0; n < 200; n++) {
      const clean = sampleMarkdown.slice(Math.floor(next() * 500), 800 + Math.floor(next() * 1500));
      let noisy = '';
      for (const ch of clean) noisy += (next() < 0.05 ? controls[Math.floor(next() * controls.length)] : '') + ch;
      const html = renderMarkdown(noisy);
      const reference = renderMarkdown(clean);
      expect(html.ok && reference.ok).toBe(true);
      if (html.ok && reference.ok) {
        expect(html.value).toBe(reference.value);
        expect(/[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(html.value)).toBe(false);
      }
    }
  });

  it('renders a 1 MB line of them as nothing', () => {
    const chunks = renderMarkdownChunks(controlsLine());
    expect(chunks.ok && chunks.value.join('').trim()).toBe('');
  });
});

/** One line of U+0001 to U+001F (but LF and CR) repeated to 1 MB, as scripts/bad-inputs.mjs makes it. */
function controlsLine() {
  let unit = '';
  for (let c = 1; c < 32; c++) if (c !== 10 && c !== 13) unit += String.fromCharCode(c);
  return unit.repeat(Math.ceil(2 ** 20 / unit.length)).slice(0, 2 ** 20);
}

describe('export', () => {
  it('takes the title from the first heading', () => {
    expect(titleOf('intro\n\n## The *real* title ##\n# Later')).toBe('The real title');
    expect(titleOf('Setext\n======\n')).toBe('Setext');
    expect(titleOf('no heading')).toBe('Document');
  });

  it('wraps the body in a complete, escaped HTML document', () => {
    const file = standaloneHtml('A <b> & "c"', '<p>x</p>');
    expect(file.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(file).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(file).toContain('<article class="markdown-body">\n<p>x</p>\n</article>');
  });

  it('ships the sample preview exactly as the pipeline makes it', async () => {
    const { sampleHtml } = await import('@/tools/markdown-editor/markdown-editor.sample');
    expect(html(sampleMarkdown)).toBe(sampleHtml);
  });
});
