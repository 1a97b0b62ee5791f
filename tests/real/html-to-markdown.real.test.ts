// HTML → Markdown against pandoc: pandoc's reading of our Markdown must equal pandoc's reading of the HTML.
//
// The Markdown we write is GitHub-flavoured (pipe tables, ~~strikethrough~~, task lists, HTML where GFM has no
// syntax), so it is read with `pandoc -f gfm` (commonmark with GitHub's extensions, as GitHub renders it); the HTML with
// `pandoc -f html`. Both are compared as pandoc's JSON document, normalised where the two readers legitimately differ
// (each normalisation says why in normalise() below); nothing else is left out.
import { execFileSync } from 'node:child_process';
import { defaultMarkdownOptions, htmlToMarkdown, type MarkdownOptions } from '@/tools/html-to-markdown/html-to-markdown.core';
import { htmlSample } from '@/tools/html-to-markdown/html-to-markdown.sample';
import { requireProgram, rng } from './programs';

requireProgram('pandoc', 'apt-get install pandoc');

type Json = { t: string; c?: unknown };
type Node = unknown[];

const pandoc = (from: string, text: string): Json[] =>
  (JSON.parse(execFileSync('pandoc', ['-f', from, '-t', 'json'], { input: text, encoding: 'utf8' })) as { blocks: Json[] }).blocks;

// ---- Normalisation -------------------------------------------------------------------------------------------------

/**
 * Raw HTML that GFM passes through and GitHub renders as the element (pandoc's gfm reader keeps it raw): the inline
 * tags we write where GFM has no syntax (sup, sub) or where `*` would not read as emphasis, mapped to pandoc's node.
 */
const RAW_INLINE: Record<string, string> = { sup: 'Superscript', sub: 'Subscript', em: 'Emph', strong: 'Strong', del: 'Strikeout' };
const CONTAINERS = new Set(['Emph', 'Strong', 'Strikeout', 'Superscript', 'Subscript', 'Underline', 'SmallCaps']);

function inlines(list: Json[]): Node[] {
  const out: Node[] = [];
  for (const x of list) {
    const c = x.c as never[];
    switch (x.t) {
      case 'Str':
        out.push(['Str', c]);
        break;
      // A soft break renders as a space; the HTML reader has no soft breaks.
      case 'Space':
      case 'SoftBreak':
        out.push(['Space']);
        break;
      case 'LineBreak':
        out.push(['LineBreak']);
        break;
      // HTML collapses the white space in <code> (it is not preformatted) and CommonMark strips a space at each
      // end of a code span: the text shown is the same.
      case 'Code':
        out.push(['Code', String(c[1]).replace(/\s+/g, ' ').trim()]);
        break;
      // Attributes (ids, classes) have no GFM syntax; a Span is only attributes around its content.
      case 'Span':
        out.push(...inlines(c[1]));
        break;
      // The HTML reader writes a space in an address as %20, the gfm reader keeps it (<a b.png>); a browser
      // requests the same URL for both.
      case 'Link':
      case 'Image':
        out.push([x.t, inlines(c[1]), (c[2] as string[])[0].replace(/ /g, '%20'), (c[2] as string[])[1]]);
        break;
      case 'Quoted':
        out.push(['Str', (c[0] as Json).t === 'SingleQuote' ? "'" : '"'], ...inlines(c[1]), ['Str', (c[0] as Json).t === 'SingleQuote' ? "'" : '"']);
        break;
      case 'RawInline': {
        const html = String(c[1]);
        if (/^<br\s*\/?>$/i.test(html)) out.push(['LineBreak']);
        else if (/^<!--/.test(html)) break;
        else {
          const m = /^<(\/?)([a-z]+)>$/i.exec(html);
          if (m && RAW_INLINE[m[2].toLowerCase()]) out.push([m[1] ? 'close' : 'open', RAW_INLINE[m[2].toLowerCase()]]);
          else out.push(['RawInline', html]);
        }
        break;
      }
      default:
        if (CONTAINERS.has(x.t)) out.push([x.t, inlines(c)]);
        else out.push([x.t, JSON.stringify(c)]);
    }
  }
  return tidy(pair(out));
}

/** Raw open and close tags around inlines become the element they stand for. */
function pair(list: Node[]): Node[] {
  const stack: { tag: string; items: Node[] }[] = [{ tag: '', items: [] }];
  for (const n of list) {
    if (n[0] === 'open') stack.push({ tag: n[1] as string, items: [] });
    else if (n[0] === 'close' && stack.length > 1 && stack[stack.length - 1].tag === n[1]) {
      const done = stack.pop()!;
      stack[stack.length - 1].items.push([done.tag, tidy(done.items)]);
    } else stack[stack.length - 1].items.push(n);
  }
  while (stack.length > 1) {
    const open = stack.pop()!;
    stack[stack.length - 1].items.push(['RawInline', `<${open.tag}>`], ...open.items);
  }
  return stack[0].items;
}

/**
 * Spaces: runs are one space; spaces at the edges of emphasis and the like sit outside it (CommonMark does not allow
 * `** x **`, so a writer must move them, and they render the same); spaces at a block's edges and beside a line break
 * are not rendered. A line break that ends a block does nothing. Adjacent texts are one text; empty emphasis is nothing.
 */
function tidy(list: Node[]): Node[] {
  const flat: Node[] = [];
  for (const n of list) {
    if (CONTAINERS.has(n[0] as string)) {
      const inner = n[1] as Node[];
      if (inner.length === 0) continue;
      const lead = inner[0][0] === 'Space';
      const trail = inner[inner.length - 1][0] === 'Space';
      const core = inner.slice(lead ? 1 : 0, trail ? -1 : undefined);
      if (lead) flat.push(['Space']);
      // ***x*** is always read as Emph(Strong(x)); <strong><em>x</em></strong> renders the same.
      if (core.length === 1 && n[0] === 'Emph' && core[0][0] === 'Strong') flat.push(['Strong', [['Emph', core[0][1]]]]);
      else if (core.length) flat.push([n[0], core]);
      if (trail) flat.push(['Space']);
    } else flat.push(n);
  }
  const out: Node[] = [];
  for (const n of flat) {
    const last = out[out.length - 1];
    if (n[0] === 'Str' && last?.[0] === 'Str') last[1] = (last[1] as string) + (n[1] as string);
    else if (n[0] === 'Space' && (!last || last[0] === 'Space' || last[0] === 'LineBreak')) continue;
    else if (n[0] === 'LineBreak' && last?.[0] === 'Space') out[out.length - 1] = n;
    else out.push(n);
  }
  while (out.length && (out[out.length - 1][0] === 'Space' || out[out.length - 1][0] === 'LineBreak')) out.pop();
  return out;
}

function blocks(list: Json[]): Node[] {
  const out: Node[] = [];
  for (const x of list) {
    const c = x.c as never[];
    switch (x.t) {
      // Tight and loose lists differ in Plain and Para only; the text is the same.
      case 'Plain':
      case 'Para': {
        const content = inlines(c);
        if (content.length) out.push(['Para', content]);
        break;
      }
      // Headings' ids are generated by the gfm reader and taken from the id attribute by the HTML reader.
      case 'Header':
        out.push(['Header', c[0], inlines(c[2])]);
        break;
      // The info string (language) is a highlighting hint; a code block's last line break is not content. The HTML
      // reader also drops a first line break (after <code>, where a browser shows it). (Both readers rewrite tabs in
      // code, each its own way, so the generated code has none; the unit tests check that tabs are kept.)
      case 'CodeBlock':
        out.push(['CodeBlock', String(c[1]).replace(/^\n+|\n+$/g, '')]);
        break;
      // An HTML block is rendered as HTML by GitHub: read it as pandoc reads HTML. A comment renders nothing (we
      // write <!-- --> between two lists that would otherwise read as one).
      case 'RawBlock': {
        const html = String(c[1]);
        if (/^\s*<!--[\s\S]*-->\s*$/.test(html)) break;
        out.push(...blocks(pandoc('html', html)));
        break;
      }
      case 'BlockQuote':
        out.push(['BlockQuote', blocks(c)]);
        break;
      // A list's numbering style and delimiter ("1." or "1)") are not content; its start is.
      case 'OrderedList':
        out.push(['OrderedList', (c[0] as number[])[0], (c[1] as Json[][]).map(listItem)]);
        break;
      case 'BulletList':
        out.push(['BulletList', (c as Json[][]).map(listItem)]);
        break;
      // Attributes have no GFM syntax.
      case 'Div':
        out.push(...blocks(c[1]));
        break;
      case 'Table':
        out.push(...table(c));
        break;
      case 'Null':
        break;
      default:
        out.push([x.t, JSON.stringify(c)]);
    }
  }
  return out;
}

/** pandoc's gfm reader writes a task list item's box as ☐ or ☒; the HTML reader leaves the <input> out. */
function listItem(item: Json[]): Node[] {
  const out = blocks(item);
  const first = out[0];
  if (first && first[0] === 'Para') {
    const content = first[1] as Node[];
    if (content[0]?.[0] === 'Str' && /^[☐☒]$/.test(content[0][1] as string)) content.splice(0, content[1]?.[0] === 'Space' ? 2 : 1);
    if (content.length === 0) out.shift();
  }
  return out;
}

/**
 * Tables as rows of cells (row span, column span, content). GFM has no caption (we write it as a paragraph before the
 * table), no headerless table (an empty header row is written), no head/body distinction beyond the first row, and
 * pads short rows; alignment and widths are presentation.
 */
function table(c: never[]): Node[] {
  const caption = blocks(((c[1] as unknown[])[1] as Json[]) ?? []);
  const rowsOf = (rows: unknown[]) =>
    rows.map((row) => ((row as unknown[])[1] as unknown[][]).map((cell) => [cell[2], cell[3], blocks(cell[4] as Json[])] as Node));
  const head = rowsOf(((c[3] as unknown[])[1] as unknown[]) ?? []);
  const bodies = (c[4] as unknown[][]).flatMap((body) => [...rowsOf(body[2] as unknown[]), ...rowsOf(body[3] as unknown[])]);
  const foot = rowsOf(((c[5] as unknown[])[1] as unknown[]) ?? []);
  const rows = [...head, ...bodies, ...foot].filter((row) => row.some((cell) => (cell[2] as Node[]).length > 0 || cell[0] !== 1 || cell[1] !== 1));
  const width = Math.max(0, ...rows.map((row) => row.reduce((n, cell) => n + (cell[1] as number), 0)));
  for (const row of rows) for (let w = row.reduce((n, cell) => n + (cell[1] as number), 0); w < width; w++) row.push([1, 1, []]);
  return [...caption, ['Table', rows]];
}

const normalise = (list: Json[]) => blocks(list);

// ---- Cases -------------------------------------------------------------------------------------------------------

/** Texts that look like Markdown or HTML, written into the HTML escaped so that they are text. */
const TRICKY = [
  '*not emphasis*',
  '**not strong**',
  '_under_score_',
  'snake_case_name',
  '# not a heading',
  '#',
  'Heading ends with #',
  '1. not a list',
  '2) not a list either',
  '- not a bullet',
  '+ nor this',
  '> not a quote',
  '`not code`',
  '``two``',
  '[not a link](http://example.com)',
  '![not an image](x.png)',
  '[ref]: /url',
  '<div>not a div</div>',
  '<script>alert(1)</script>',
  '<b>not bold</b>',
  '<!-- not a comment -->',
  '&copy; stays spelled out',
  '&amp; &lt; &#169; &#x41;',
  'a < b > c & d',
  '~~not struck~~',
  '~single~',
  '| not | a table |',
  'back\\slash \\* and \\_',
  'www.example.com',
  'https://example.com/a_b_c',
  'mail user@example.com now',
  '<https://example.com>',
  '===',
  '---',
  '***',
  '    four spaces in front',
  'trailing two spaces  ',
  'quotes "double" and \'single\'',
  'Grüße, 日本語, 👋🏽, ½',
  '{curly} $dollar$ :colon: @at ^caret^',
  '[^1] footnote-like',
  'a\\',
];

/** Each HTML character written as an entity in one of several spellings. */
function entities(text: string, r: (n: number) => number): string {
  return text.replace(/[&<>"'\u00a0]/g, (ch) => {
    const code = ch.codePointAt(0)!;
    const named: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\u00a0': '&nbsp;' };
    return [named[ch], `&#${code};`, `&#x${code.toString(16).toUpperCase()};`][r(3)];
  });
}

function generate(r: (n: number) => number, depth = 0): string {
  const text = () => entities(TRICKY[r(TRICKY.length)], r);
  const inline = (d: number): string => {
    const k = d > 1 ? 0 : r(12);
    if (k <= 3) return text();
    if (k === 4) return `<em>${inline(d + 1)}</em>`;
    if (k === 5) return `<strong>${inline(d + 1)}</strong>`;
    if (k === 6) return `<code>${text()}</code>`;
    if (k === 7)
      return `<a href="${['https://en.wikipedia.org/wiki/Foo_(bar)', '/path with space', 'https://x.test/a_b?q=1&amp;r=(2)', 'mailto:user@example.com'][r(4)]}"${r(2) ? ' title="say &quot;hi&quot; (now)"' : ''}>${inline(d + 1)}</a>`;
    if (k === 8) return `x<sup>${['2', 'n+1', 'th'][r(3)]}</sup>`;
    if (k === 9) return `H<sub>${['2', 'i', 'max'][r(3)]}</sub>O`;
    if (k === 10) return `<del>${inline(d + 1)}</del>`;
    return `<span class="c">${inline(d + 1)}</span>`;
  };
  const sentence = () => Array.from({ length: 1 + r(3) }, () => inline(0)).join(' ');
  const k = depth > 1 ? r(3) : r(11);
  if (k <= 1) return `<p>${sentence()}</p>`;
  if (k === 2) {
    const level = 1 + r(6);
    return `<h${level}>${sentence()}</h${level}>`;
  }
  if (k === 3) {
    const tag = r(2) ? 'ul' : 'ol';
    const start = tag === 'ol' && r(2) ? ` start="${r(20)}"` : '';
    const items = Array.from({ length: 1 + r(3) }, () => `<li>${sentence()}${r(3) === 0 ? generate(r, depth + 1) : ''}</li>`);
    return `<${tag}${start}>${items.join('')}</${tag}>`;
  }
  if (k === 4) return `<blockquote>${generate(r, depth + 1)}</blockquote>`;
  if (k === 5) {
    const code = entities(
      ['let a = b < c && d > e;', '```\nfenced inside\n```', 'line 1\n\n  line 3', '\nleading newline', 'two  spaces,   three', '<b>tag</b> text'][
        r(6)
      ],
      r,
    );
    return r(2) ? `<pre>${code}</pre>` : `<pre><code${r(2) ? ' class="language-js"' : ''}>${code}</code></pre>`;
  }
  if (k === 6) return '<hr>';
  if (k === 7) return `<p>${inline(0)}<br>${inline(0)}</p>`;
  if (k === 8 || k === 9) return tableHtml(r);
  return `<div class="wrap">${generate(r, depth + 1)}</div>`;
}

function tableHtml(r: (n: number) => number): string {
  const cols = 1 + r(4);
  const cell = (tag: string) => {
    const span = r(6) === 0 ? ` colspan="2"` : r(8) === 0 ? ` rowspan="2"` : '';
    const content = [entities(TRICKY[r(TRICKY.length)], r), `<code>a|b</code>`, `<b>bold</b> and <i>it</i>`, 'x<sup>2</sup>', '', 'a<br>b'][r(6)];
    return `<${tag}${span}>${content}</${tag}>`;
  };
  const head = r(3) ? `<thead><tr>${Array.from({ length: cols }, () => cell('th')).join('')}</tr></thead>` : '';
  const body = Array.from({ length: 1 + r(3) }, () => `<tr>${Array.from({ length: cols }, () => cell('td')).join('')}</tr>`).join('');
  const caption = r(4) === 0 ? `<caption>${entities(TRICKY[r(TRICKY.length)], r)}</caption>` : '';
  return `<table>${caption}${head}<tbody>${body}</tbody></table>`;
}

const OPTIONS: MarkdownOptions[] = [
  defaultMarkdownOptions,
  { headingStyle: 'setext', bulletListMarker: '*', codeBlockStyle: 'indented' },
  { headingStyle: 'atx', bulletListMarker: '+', codeBlockStyle: 'fenced' },
];

const FIXED: [string, string][] = [
  ['the sample', htmlSample],
  ['escaped tags of several kinds', '<p>&lt;img src=x onerror=alert(1)&gt; and &lt;/p&gt; and &lt;!DOCTYPE html&gt;</p>'],
  ['escaped entity names', '<p>&amp;nbsp; &amp;#169; &amp;hellip; &amp;x;</p>'],
  [
    'a table with a header cell spanning two columns',
    '<table><tr><th colspan="2">Both</th><th>C</th></tr><tr><td>1</td><td>2</td><td>3</td></tr></table>',
  ],
  [
    'a table with a cell spanning two rows',
    '<table><tr><th>A</th><th>B</th></tr><tr><td rowspan="2">tall</td><td>1</td></tr><tr><td>2</td></tr></table>',
  ],
  ['a table with a list in a cell', '<table><tr><th>A</th></tr><tr><td><ul><li>x</li><li>y</li></ul></td></tr></table>'],
  ['a table without a header row', '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>'],
  ['a ragged table', '<table><tr><th>A</th><th>B</th><th>C</th></tr><tr><td>1</td></tr></table>'],
  ['pre without code keeps its lines and indentation', '<pre>  first\n    second\n\nfourth &amp; &lt;last&gt;</pre>'],
  ['pre with markup inside', '<pre><b>bold</b> and <i>italic</i>\nnext</pre>'],
  ['code with backtick fences inside', '<pre><code>````\nnested\n````</code></pre>'],
  ['superscripts and subscripts', '<p>E = mc<sup>2</sup>, x<sub>i</sub><sup>2</sup>, 10<sup>-3</sup></p>'],
  ['nested lists three deep', '<ul><li>one<ul><li>two<ol><li>three</li><li>four</li></ol></li></ul></li><li>five</li></ul>'],
  ['ordered list from 10', '<ol start="10"><li>ten</li><li>eleven</li></ol>'],
  ['two lists in a row', '<ul><li>a</li></ul><ul><li>b</li></ul><ol><li>c</li></ol><ol><li>d</li></ol>'],
  [
    'links with parentheses and spaces',
    '<p><a href="https://en.wikipedia.org/wiki/Pi_(letter)">Pi (letter)</a> and <a href="my file.html">file</a></p>',
  ],
  ['emphasis next to punctuation', '<p>a<em>(b)</em>c, <strong>"quoted"</strong>x and <em>*stars*</em></p>'],
  ['image with markdown in its alt', '<p><img src="a b.png" alt="*alt* [x] &lt;y&gt;" title="t &quot;q&quot;"></p>'],
  ['a heading that looks closed', '<h2>C# and F#</h2><h3>#</h3>'],
  ['a paragraph of only a number and a dot', '<p>2024.</p><p>7) seven</p>'],
  ['blockquote with a list and code', '<blockquote><p>q</p><ul><li>i</li></ul><pre><code>c</code></pre></blockquote>'],
  ['line breaks', '<p>one<br>two<br><br>three</p>'],
];

describe('html to markdown: pandoc reads our GFM as it reads the HTML', () => {
  const r = rng(77031);
  const generated = Array.from(
    { length: 200 },
    (_, i) => [`generated ${i}`, Array.from({ length: 1 + r(3) }, () => generate(r)).join('\n')] as [string, string],
  );
  const cases = [...FIXED, ...generated].map(([name, html], i) => ({ name, html, options: OPTIONS[i % OPTIONS.length] }));

  it.each(cases)('$name', ({ html, options }) => {
    const result = htmlToMarkdown(html, options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const fromMarkdown = normalise(pandoc('gfm', result.value));
    const fromHtml = normalise(pandoc('html', html));
    expect(fromMarkdown, `HTML:\n${html}\n\nMarkdown:\n${result.value}`).toEqual(fromHtml);
  });
});
