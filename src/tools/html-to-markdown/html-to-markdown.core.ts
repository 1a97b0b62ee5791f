import { createDocument } from '@mixmark-io/domino';
import { highlightedCodeBlock, taskListItems } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { binaryTextError } from '@/lib/binary-text';
import { ok, type Result } from '@/lib/result';

export interface MarkdownOptions {
  headingStyle: string;
  bulletListMarker: string;
  codeBlockStyle: string;
}

export const defaultMarkdownOptions: MarkdownOptions = { headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' };

/** Elements whose content is not prose: dropped with everything inside them. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title', 'meta', 'link', 'svg', 'canvas'] as const;

/**
 * Parses HTML with domino, a DOM written in JavaScript (turndown's own for servers), in the page as in the worker.
 * The browser's parsers (DOMParser, createHTMLDocument, a template) never see the pasted HTML: their documents load
 * nothing and run nothing, but Chrome still checks each on* attribute they parse against the page's Content Security
 * Policy and logs a violation for it. domino's document is plain objects: nothing in it can load, run or be reported.
 */
export function parseHtml(html: string): HTMLElement {
  return createDocument(html).body;
}

// ---- Escaping text -----------------------------------------------------------------------------------------------

/**
 * Text as GFM must see it to read it back as the same text. Besides turndown's escapes (emphasis, brackets, list and
 * heading starts), a `<` that would open a tag or autolink, an `&` that would read as an entity (`&copy;`), `~`
 * (strikethrough), `|` (tables), a bare URL or e-mail address (GFM links them), `1)` list starts, a lone `#` and a
 * closing `#` of a heading are escaped.
 */
function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/[*_`[\]~|]/g, '\\$&')
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
      .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
      .replace(/\b(https?|ftp):\/\//gi, '$1\\://')
      .replace(/\b(www)\./gi, '$1\\.')
      .replace(/([A-Za-z0-9._%+-])@(?=[A-Za-z0-9-]+\.)/g, '$1\\@')
      // Line starts (a text node starts a line after a block or a <br>).
      .replace(/^([-+>=])/, '\\$1')
      .replace(/^(#{1,6})(?=[ \t]|$)/, '\\$1')
      .replace(/^(\d+)([.)])(?=[ \t]|$)/, '$1\\$2')
      // A heading's closing sequence ("Title #" reads as "Title").
      .replace(/([ \t])(#+)$/, '$1\\$2')
  );
}

// ---- Emphasis that CommonMark can read -----------------------------------------------------------------------------

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const INLINE_PARENTS = new Set([
  'A',
  'B',
  'STRONG',
  'EM',
  'I',
  'SPAN',
  'CODE',
  'S',
  'DEL',
  'STRIKE',
  'SUP',
  'SUB',
  'MARK',
  'U',
  'SMALL',
  'ABBR',
  'CITE',
  'Q',
  'LABEL',
  'FONT',
]);

/** The text character just before (or after) a node in the flow of its block, or a space at the block's edge. */
function neighbour(node: Node, side: 'before' | 'after'): string {
  for (let n: Node | null = node; n; n = n.parentNode) {
    const sibling = side === 'before' ? n.previousSibling : n.nextSibling;
    if (sibling) {
      const text = sibling.textContent ?? '';
      if (sibling.nodeName === 'BR' || (sibling.nodeType === 1 && !INLINE_PARENTS.has(sibling.nodeName) && sibling.nodeName !== 'IMG')) return ' ';
      if (text !== '') return side === 'before' ? text[text.length - 1] : text[0];
      continue;
    }
    if (!n.parentNode || !INLINE_PARENTS.has(n.parentNode.nodeName)) return ' ';
    // In a link the text is inside [ ]; the delimiter sees the bracket.
    if (n.parentNode.nodeName === 'A') return side === 'before' ? '[' : ']';
  }
  return ' ';
}

/**
 * `*x*` is emphasis only when its delimiters are flanking (CommonMark §6.2): `a*(b)*c` is not, as the `*` before a
 * punctuation mark must follow a space or punctuation. Where the Markdown delimiter would not read as emphasis, the
 * HTML tag is written instead, which GFM renders the same.
 */
function delimited(content: string, node: Node, delimiter: string, tag: string, same: string[]): string {
  if (content.trim() === '') return content;
  // Inside the same kind of element the delimiters would run together (`**` for an em in an em, `~~~~` a fence).
  let nested = false;
  for (let p = node.parentNode; p && INLINE_PARENTS.has(p.nodeName); p = p.parentNode) if (same.includes(p.nodeName)) nested = true;
  const lead = /^\s*/.exec(content)![0];
  const trail = /\s*$/.exec(content)![0];
  const inner = content.slice(lead.length, content.length - trail.length);
  const before = lead ? ' ' : neighbour(node, 'before');
  const after = trail ? ' ' : neighbour(node, 'after');
  const first = inner[0];
  const last = inner[inner.length - 1];
  const opens = !PUNCTUATION.test(first) || WHITESPACE.test(before) || PUNCTUATION.test(before);
  const closes = !PUNCTUATION.test(last) || WHITESPACE.test(after) || PUNCTUATION.test(after);
  const md = !nested && opens && closes && !inner.includes('\n');
  return md ? `${lead}${delimiter}${inner}${delimiter}${trail}` : `${lead}<${tag}>${inner}</${tag}>${trail}`;
}

/** Whether any text or image follows a node in its block. */
function contentAfter(node: Node): boolean {
  for (let n: Node | null = node; n; n = n.parentNode) {
    for (let s = n.nextSibling; s; s = s.nextSibling) {
      if (s.nodeType === 1 && !INLINE_PARENTS.has(s.nodeName) && s.nodeName !== 'IMG' && s.nodeName !== 'BR') return false;
      if ((s.textContent ?? '').trim() !== '' || s.nodeName === 'IMG' || (s.nodeType === 1 && (s as Element).querySelector('img'))) return true;
    }
    if (!n.parentNode || !INLINE_PARENTS.has(n.parentNode.nodeName)) return false;
  }
  return false;
}

// ---- Tables ------------------------------------------------------------------------------------------------------

const BLOCK_IN_CELL = new Set([
  'P',
  'DIV',
  'UL',
  'OL',
  'PRE',
  'BLOCKQUOTE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'TABLE',
  'DL',
  'SECTION',
  'ARTICLE',
]);

const rowsOf = (table: Element): Element[] => Array.from(table.querySelectorAll('tr')).filter((tr) => tr.closest('table') === table);
const cellsOf = (tr: Element): Element[] => Array.from(tr.children).filter((c) => c.nodeName === 'TD' || c.nodeName === 'TH');

/**
 * A GFM pipe table holds one line of inline content per cell and one cell per column. A table with a merged cell
 * (colspan, rowspan), a block (paragraphs, lists, code) in a cell or a table in a table has no pipe form: it is kept
 * as an HTML table, which GFM passes through and GitHub renders.
 */
function pipeTableFits(table: Element): boolean {
  for (const tr of rowsOf(table))
    for (const cell of cellsOf(tr)) {
      if (Number(cell.getAttribute('colspan') || 1) > 1 || Number(cell.getAttribute('rowspan') || 1) > 1) return false;
      if (Array.from(cell.querySelectorAll('*')).some((e) => BLOCK_IN_CELL.has(e.nodeName))) return false;
    }
  return rowsOf(table).length > 0;
}

const ALIGN: Record<string, string> = { left: ':---', right: '---:', center: ':---:' };
const cellAlign = (cell: Element | undefined) =>
  (cell?.getAttribute('align') || /text-align:\s*(left|right|center)/i.exec(cell?.getAttribute('style') ?? '')?.[1] || '').toLowerCase();

/** The HTML of a table kept as HTML: only the elements and attributes that carry content, on lines without blanks. */
const KEPT_ATTRIBUTES: Record<string, string[]> = {
  TD: ['colspan', 'rowspan', 'align'],
  TH: ['colspan', 'rowspan', 'align'],
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'title'],
  OL: ['start'],
  COL: ['span'],
  COLGROUP: ['span'],
};
const VOID = new Set(['BR', 'HR', 'IMG', 'COL', 'WBR']);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeHtml(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');

function cleanHtml(node: Node, inPre: boolean): string {
  if (node.nodeType === 3) {
    const text = node.nodeValue ?? '';
    // A blank line would end GFM's HTML block: line breaks in preformatted text are written as references.
    return inPre ? escapeHtml(text).replace(/\r?\n/g, '&#10;') : escapeHtml(text).replace(/\s+/g, ' ');
  }
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const name = el.nodeName;
  if (
    (DROPPED as readonly string[]).includes(name.toLowerCase()) ||
    name === 'INPUT' ||
    name === 'BUTTON' ||
    name === 'SELECT' ||
    name === 'TEXTAREA'
  )
    return '';
  const tag = name.toLowerCase();
  const attributes = (KEPT_ATTRIBUTES[name] ?? [])
    .filter((a) => el.hasAttribute(a))
    .map((a) => ` ${a}="${escapeAttribute(el.getAttribute(a) ?? '')}"`)
    .join('');
  if (VOID.has(name)) return `<${tag}${attributes}>`;
  const pre = inPre || name === 'PRE';
  const inner = Array.from(el.childNodes)
    .map((c) => cleanHtml(c, pre))
    .join('');
  const newline = name === 'TR' || name === 'THEAD' || name === 'TBODY' || name === 'TFOOT' || name === 'CAPTION' ? '\n' : '';
  return `${newline}<${tag}${attributes}>${inner}</${tag}>`;
}

function tableRules(service: TurndownService) {
  // Cells and rows are written by the table rule itself from their converted content.
  service.addRule('tableCell', { filter: ['th', 'td'], replacement: (content) => content });
  service.addRule('tableRow', { filter: 'tr', replacement: (content) => content });
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot', 'caption', 'colgroup', 'col'], replacement: (content) => content });
  service.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => {
      const table = node as HTMLElement;
      if (!pipeTableFits(table)) return `\n\n${cleanHtml(table, false).trim()}\n\n`;
      const rows = rowsOf(table);
      const width = Math.max(...rows.map((tr) => cellsOf(tr).length));
      const first = rows[0];
      const header = first.parentElement?.nodeName === 'THEAD' || cellsOf(first).every((c) => c.nodeName === 'TH');
      const text = (cell: Element | undefined) => {
        if (!cell) return '';
        const md = cell.childNodes.length === 0 ? '' : service.turndown(cell as HTMLElement).trim();
        // One line per cell; a | that is not already escaped (in code, in a link's address) would split the cell.
        return md
          .replace(/\\\n/g, '<br>')
          .replace(/\n+/g, ' ')
          .replace(/(?<!\\)\|/g, '\\|');
      };
      // Cells are padded to the delimiter row's width, as GitHub's own tables are written.
      const line = (cells: string[]) => `| ${cells.map((c) => c.padEnd(3, ' ')).join(' | ')} |`;
      const cellsText = (tr: Element | undefined) => Array.from({ length: width }, (_, i) => (tr ? text(cellsOf(tr)[i]) : ''));
      const aligns = Array.from({ length: width }, (_, i) => ALIGN[cellAlign(cellsOf(first)[i])] ?? '---');
      const caption = table.querySelector('caption');
      const captionText = caption && caption.closest('table') === table ? service.turndown(caption as HTMLElement).trim() : '';
      const lines = [
        line(header ? cellsText(first) : cellsText(undefined)),
        line(aligns),
        ...(header ? rows.slice(1) : rows).map((tr) => line(cellsText(tr))),
      ];
      return `\n\n${captionText ? `${captionText}\n\n` : ''}${lines.join('\n')}\n\n`;
    },
  });
}

// ---- The service -------------------------------------------------------------------------------------------------

/** Turns a parsed HTML tree into GitHub-flavoured Markdown. The tree must come from an inert document (parseHtml). */
export function nodeToMarkdown(root: Node, options: MarkdownOptions): string {
  const service = new TurndownService({
    headingStyle: options.headingStyle === 'setext' ? 'setext' : 'atx',
    bulletListMarker: options.bulletListMarker === '*' || options.bulletListMarker === '+' ? options.bulletListMarker : '-',
    codeBlockStyle: options.codeBlockStyle === 'indented' ? 'indented' : 'fenced',
    hr: '---',
    emDelimiter: '*',
  });
  service.escape = escapeText;
  // A hard break is a backslash before the line end: two of them in a row stay two (a line of two trailing spaces
  // alone would be a blank line, ending the paragraph). A break with nothing after it in its block does nothing.
  service.addRule('lineBreak', { filter: 'br', replacement: (_content, node) => (contentAfter(node) ? '\\\n' : '') });
  service.use([highlightedCodeBlock, taskListItems]);
  tableRules(service);
  service.remove([...DROPPED] as TurndownService.Filter);
  service.addRule('emphasis', { filter: ['em', 'i'], replacement: (content, node) => delimited(content, node, '*', 'em', ['EM', 'I']) });
  service.addRule('strong', { filter: ['strong', 'b'], replacement: (content, node) => delimited(content, node, '**', 'strong', ['STRONG', 'B']) });
  service.addRule('strikethrough', {
    filter: (node) => node.nodeName === 'DEL' || node.nodeName === 'S' || node.nodeName === 'STRIKE',
    replacement: (content, node) => delimited(content, node, '~~', 'del', ['DEL', 'S', 'STRIKE']),
  });
  // GFM has no superscript or subscript syntax; GitHub renders the HTML elements.
  service.addRule('supSub', {
    filter: ['sup', 'sub'],
    replacement: (content, node) => (content.trim() === '' ? content : `<${node.nodeName.toLowerCase()}>${content}</${node.nodeName.toLowerCase()}>`),
  });
  // Preformatted text without <code> is a code block too.
  service.addRule('preWithoutCode', {
    filter: (node) => node.nodeName === 'PRE' && !(node.firstChild && node.firstChild.nodeName === 'CODE' && node.childNodes.length === 1),
    replacement: (_content, node, o) => codeBlock((node as HTMLElement).textContent ?? '', '', o, node),
  });
  service.addRule('codeBlock', {
    filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE' && node.childNodes.length === 1,
    replacement: (_content, node, o) => {
      const code = node.firstChild as HTMLElement;
      const language = /language-(\S+)/.exec(code.getAttribute('class') ?? '')?.[1] ?? '';
      return codeBlock(code.textContent ?? '', language, o, node);
    },
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const el = node as HTMLElement;
      const src = el.getAttribute('src') ?? '';
      if (!src) return '';
      const title = (el.getAttribute('title') ?? '').replace(/\s+/g, ' ');
      return `![${escapeText((el.getAttribute('alt') ?? '').replace(/\s+/g, ' '))}](${destination(src)}${title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : ''})`;
    },
  });
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A' && !!node.getAttribute('href'),
    replacement: (content, node) => {
      const el = node as HTMLElement;
      const title = (el.getAttribute('title') ?? '').replace(/\s+/g, ' ');
      return `[${content}](${destination(el.getAttribute('href') ?? '')}${title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : ''})`;
    },
  });
  // Two lists in a row would read as one list: an empty HTML comment keeps them apart.
  service.addRule('list', {
    filter: ['ul', 'ol'],
    replacement: (content, node) => {
      const parent = node.parentNode!;
      // Only a list starting at 1 may interrupt a paragraph; another start needs a blank line before it.
      const start = node.nodeName === 'OL' ? Number((node as HTMLElement).getAttribute('start') ?? 1) : 1;
      if (parent.nodeName === 'LI' && (parent as HTMLElement).lastElementChild === node) return start === 1 ? `\n${content}` : `\n\n${content}`;
      return `\n\n${afterList(node) ? '<!-- -->\n\n' : ''}${content}\n\n`;
    },
  });
  return service.turndown(root as HTMLElement);
}

/** Elements that add nothing to the Markdown around their content. */
const TRANSPARENT = new Set(['DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'NAV', 'ASIDE', 'CENTER', 'FORM', 'SPAN']);

/** The nearest node before this one (or its transparent ancestors) that has content, or null. */
function previousContent(node: Node): Node | null {
  for (let n: Node | null = node; n; n = n.parentNode) {
    for (let p = n.previousSibling; p; p = p.previousSibling) if (p.nodeType === 1 || (p.nodeValue ?? '').trim() !== '') return p;
    if (!n.parentNode || !TRANSPARENT.has(n.parentNode.nodeName)) return null;
  }
  return null;
}

/** Whether the Markdown just before this node ends with a list (a list, or a div whose last content is one). */
function afterList(node: Node): boolean {
  let p = previousContent(node);
  while (p && p.nodeType === 1 && TRANSPARENT.has(p.nodeName)) {
    let last = p.lastChild;
    while (last && last.nodeType !== 1 && (last.nodeValue ?? '').trim() === '') last = last.previousSibling;
    p = last;
  }
  return !!p && (p.nodeName === 'UL' || p.nodeName === 'OL');
}

/** A link destination: in <…> when it has spaces, with the characters that would end it escaped. */
function destination(url: string): string {
  const escaped = url.replace(/[\\<>()]/g, '\\$&');
  return /\s/.test(url) ? `<${escaped.replace(/\n/g, '%0A')}>` : escaped;
}

/** A fenced or indented code block whose fence is longer than any run of fence characters in the code. */
function codeBlock(code: string, language: string, o: TurndownService.Options, node: Node): string {
  const text = code.replace(/\n$/, '');
  // An indented block cannot start or end with a blank line (they are not part of it): those stay fenced.
  if (o.codeBlockStyle === 'indented' && text.trim() !== '' && !/^\s*\n|\n\s*$/.test(text)) {
    // Right after a list, indented lines would continue its last item: an empty comment ends the list first.
    return `\n\n${afterList(node) ? '<!-- -->\n\n' : ''}    ${text.replace(/\n/g, '\n    ')}\n\n`;
  }
  const longest = Math.max(2, ...(text.match(/^ {0,3}`{3,}/gm) ?? []).map((f) => f.trim().length));
  const fence = '`'.repeat(longest + 1);
  return `\n\n${fence}${language}\n${text}\n${fence}\n\n`;
}

/**
 * Converts an HTML text to GitHub-flavoured Markdown, parsing it with parseHtml (nothing in it runs, loads or is
 * checked by the browser). Line breaks inside the input may be CRLF.
 */
export function htmlToMarkdown(html: string, options: MarkdownOptions): Result<string> {
  const binary = binaryTextError(html);
  if (binary) return { ok: false, error: binary };
  if (html.trim() === '') return ok('');
  return ok(nodeToMarkdown(parseHtml(html), options));
}
