import { describe, expect, it } from 'vitest';
import { defaultMarkdownOptions, htmlToMarkdown, type MarkdownOptions } from '../../src/tools/html-to-markdown/html-to-markdown.core';
import { htmlSample } from '../../src/tools/html-to-markdown/html-to-markdown.sample';

const md = (html: string, options: Partial<MarkdownOptions> = {}) => {
  const r = htmlToMarkdown(html, { ...defaultMarkdownOptions, ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('html to markdown', () => {
  it('converts the sample with GFM tables, strikethrough, task lists and fenced code', () => {
    expect(md(htmlSample)).toBe(
      [
        '# Release notes',
        '',
        'Version **2.4** is out. See the [full changelog](https://example.com/changelog).',
        '',
        '## What changed',
        '',
        '-   Faster start-up',
        '-   ~~Legacy API~~ removed',
        '',
        // Two lists in a row: without something between them, Markdown reads one list.
        '<!-- -->',
        '',
        '-   [x]  Update the docs',
        '-   [ ]  Tag the release',
        '',
        '| Setting | Default |',
        '| --- | --- |',
        '| timeout | 30 s |',
        '| retries | 3   |',
        '',
        '```bash',
        'npm install example@2.4',
        '```',
      ].join('\n'),
    );
  });

  const table: [string, string, Partial<MarkdownOptions>, string][] = [
    ['empty input', '', {}, ''],
    ['whitespace only', ' \r\n\t ', {}, ''],
    ['setext headings', '<h1>Title</h1><h2>Sub</h2><h3>Deep</h3>', { headingStyle: 'setext' }, 'Title\n=====\n\nSub\n---\n\n### Deep'],
    ['atx headings', '<h1>Title</h1>', {}, '# Title'],
    ['asterisk bullets', '<ul><li>a</li><li>b</li></ul>', { bulletListMarker: '*' }, '*   a\n*   b'],
    ['plus bullets', '<ul><li>a</li></ul>', { bulletListMarker: '+' }, '+   a'],
    ['ordered list', '<ol><li>one</li><li>two</li></ol>', {}, '1.  one\n2.  two'],
    ['indented code', '<pre><code>let x = 1;\nx++;</code></pre>', { codeBlockStyle: 'indented' }, '    let x = 1;\n    x++;'],
    ['emphasis and inline code', '<p><em>a</em> <b>b</b> <code>c</code></p>', {}, '*a* **b** `c`'],
    ['Unicode text and entities; an escaped tag stays text', '<p>Grüße &amp; 日本語 &lt;tag&gt; 👋</p>', {}, 'Grüße & 日本語 \\<tag> 👋'],
    ['an escaped entity stays spelled out', '<p>&amp;reg; &amp;#8364; AT&amp;T</p>', {}, '\\&reg; \\&#8364; AT&T'],
    ['tildes, pipes and bare addresses stay text', '<p>~a~ | www.x.org a@b.org</p>', {}, '\\~a\\~ \\| www\\.x.org a\\@b.org'],
    ['preformatted text without code is a code block', '<pre>  a\n\tb &lt;c&gt;</pre>', {}, '```\n  a\n\tb <c>\n```'],
    ['a fence longer than the backticks inside', '<pre><code>```\nx\n```</code></pre>', {}, '````\n```\nx\n```\n````'],
    ['superscript and subscript as HTML', '<p>x<sup>2</sup> H<sub>2</sub>O</p>', {}, 'x<sup>2</sup> H<sub>2</sub>O'],
    ['emphasis that * cannot open is written as HTML', '<p>a<em>(b)</em>c</p>', {}, 'a<em>(b)</em>c'],
    ['two line breaks in a row', '<p>a<br><br>b<br></p>', {}, 'a\\\n\\\nb'],
    [
      'an indented code block after a list',
      '<ul><li>a</li></ul><pre><code>x</code></pre>',
      { codeBlockStyle: 'indented' },
      '-   a\n\n<!-- -->\n\n    x',
    ],
    [
      'a table with a merged cell stays HTML, without scripts or handlers',
      '<table><tr><th colspan="2" onclick="x()" class="c">A &amp; B</th></tr><tr><td style="color:red">1</td><td><img src="i.png" onerror="x()" alt="i"></td></tr></table>',
      {},
      '<table>\n<tbody>\n<tr><th colspan="2">A &amp; B</th></tr>\n<tr><td>1</td><td><img src="i.png" alt="i"></td></tr></tbody></table>',
    ],
    [
      'a table without a header row gets an empty one',
      '<table><tr><td>a</td><td>b|c</td></tr></table>',
      {},
      '|     |     |\n| --- | --- |\n| a   | b\\|c |',
    ],
    ['CRLF inside a paragraph', '<p>one\r\ntwo</p>\r\n<p>three</p>', {}, 'one two\n\nthree'],
    ['scripts and styles dropped', '<p>keep</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe>', {}, 'keep'],
    ['image kept as a link, not fetched', '<img src="https://img.test/a.png" alt="A cat">', {}, '![A cat](https://img.test/a.png)'],
    ['Markdown characters escaped', '<p>1. not a list *not emphasis*</p>', {}, '1\\. not a list \\*not emphasis\\*'],
    ['a whole document: head left out', '<!doctype html><html><head><title>T</title></head><body><p>Body</p></body></html>', {}, 'Body'],
    ['plain text', 'just text', {}, 'just text'],
  ];
  it.each(table)('%s', (_, html, options, expected) => {
    expect(md(html, options)).toBe(expected);
  });

  it('converts a huge document', () => {
    const html = Array.from({ length: 20_000 }, (_, i) => `<p>Paragraph <b>${i}</b></p>`).join('\n');
    const out = md(html).split('\n\n');
    expect(out).toHaveLength(20_000);
    expect(out[19_999]).toBe('Paragraph **19999**');
  });

  it('refuses a binary file with the position of its NUL character', () => {
    const r = htmlToMarkdown('<p>x</p>\n\0', defaultMarkdownOptions);
    expect(!r.ok && r.error).toMatchObject({ line: 2, column: 1 });
  });
});

describe('html to markdown: GFM strikethrough elements', () => {
  it.each(['del', 's', 'strike'])('<%s> becomes ~~…~~', (tag) => {
    const r = htmlToMarkdown(`<p>a <${tag}>b</${tag}></p>`, defaultMarkdownOptions);
    expect(r.ok && r.value).toBe('a ~~b~~');
  });
});
