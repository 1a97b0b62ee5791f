/**
 * Markdown editor logic: GitHub-flavoured markdown to HTML with marked (pure, runs in a worker), then
 * sanitising with DOMPurify (needs a DOM, so the page does it) so that nothing in a document, typed or
 * arriving through a shared link, can run script: no <script>, no on* handlers, no javascript: URLs,
 * no SVG or MathML, no iframes, objects, forms or styles.
 */
import { escapeHtml } from '@/lib/text';
import type { DOMPurify, Config } from 'dompurify';
import { Marked, type Token, type Tokens } from 'marked';
import { fail, ok, type Result } from '@/lib/result';
import { MARKDOWN_CSS } from './markdown-editor.sample';

export const MARKDOWN_TIMEOUT_MS = 5_000;

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * C0 control characters other than tab and line breaks, and DEL: no markdown syntax, and HTML text may not hold them
 * (a parse error in HTML). Browsers draw each as a box from a fallback font, so slowly that a preview of a 1 MB line
 * of them took Chrome over a minute to lay out; the preview leaves them out. (NUL
 * stays: the page's HTML parser drops it.)
 */
const CONTROLS = /[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
const withoutControls = (markdown: string) => markdown.replace(CONTROLS, '');

/** Markdown to (unsanitised) HTML. Never throws. */
export function renderMarkdown(markdown: string): Result<string> {
  try {
    return ok(marked.parse(withoutControls(markdown), { async: false }));
  } catch (e) {
    return fail(`The markdown could not be rendered: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Markdown source per chunk of the preview. The page sanitises and inserts one chunk at a time, between
 * which it lets the browser breathe, so a megabyte of markdown never freezes it (issue 13); a chunk this
 * size costs a few tens of milliseconds to sanitise.
 */
export const CHUNK_CHARS = 24_000;

/** A list or table longer than a chunk is cut into consecutive lists or tables (a table keeps its header). */
function splitToken(token: Token, chunkChars: number): Token[] {
  if (token.raw.length <= chunkChars) return [token];
  const parts = Math.ceil(token.raw.length / chunkChars);
  const rawPart = (i: number) => token.raw.slice(Math.floor((i * token.raw.length) / parts), Math.floor(((i + 1) * token.raw.length) / parts));
  if (token.type === 'list') {
    const list = token as Tokens.List;
    const per = Math.max(1, Math.ceil(list.items.length / parts));
    const out: Token[] = [];
    for (let i = 0; i * per < list.items.length; i++) {
      const start = list.ordered && typeof list.start === 'number' ? list.start + i * per : list.start;
      out.push({ ...list, start, items: list.items.slice(i * per, (i + 1) * per), raw: rawPart(Math.min(i, parts - 1)) } as Tokens.List);
    }
    return out;
  }
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    const per = Math.max(1, Math.ceil(table.rows.length / parts));
    const out: Token[] = [];
    for (let i = 0; i * per < table.rows.length; i++)
      out.push({ ...table, rows: table.rows.slice(i * per, (i + 1) * per), raw: rawPart(Math.min(i, parts - 1)) } as Tokens.Table);
    return out;
  }
  return [token];
}

/**
 * Markdown to (unsanitised) HTML in chunks of whole top-level blocks, each about `chunkChars` of source:
 * joined, they are the whole document (long lists and tables are split into several). Never throws.
 */
export function renderMarkdownChunks(markdown: string, chunkChars = CHUNK_CHARS): Result<string[]> {
  if (markdown.length <= chunkChars) {
    const whole = renderMarkdown(markdown);
    return whole.ok ? ok([whole.value]) : whole;
  }
  try {
    const tokens = marked.lexer(withoutControls(markdown));
    const chunks: string[] = [];
    let group: Token[] = [];
    let size = 0;
    // Reference links were resolved while lexing; the parser of each group still gets the document's table.
    const flush = () => {
      if (group.length) chunks.push(marked.parser(Object.assign(group, { links: tokens.links })));
      group = [];
      size = 0;
    };
    for (const token of tokens) {
      for (const piece of splitToken(token, chunkChars)) {
        if (size + piece.raw.length > chunkChars) flush();
        group.push(piece);
        size += piece.raw.length;
      }
    }
    flush();
    return ok(chunks);
  } catch (e) {
    return fail(`The markdown could not be rendered: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** What survives sanitising: HTML only (no SVG or MathML), no forms, frames, embeds, styles or data-* attributes. */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'template',
  ],
  FORBID_ATTR: ['style', 'formaction', 'action', 'srcdoc'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;
const configured = new WeakSet<object>();

/**
 * A sanitiser on a DOMPurify instance. Links open in a new tab without referrer or opener; images load
 * lazily without a referrer; any URL that is not http(s), mailto, tel or relative is dropped (DOMPurify
 * already removes javascript:, this also covers data: links).
 */
export function createSanitizer(purify: DOMPurify): (html: string) => string {
  if (!configured.has(purify)) {
    configured.add(purify);
    purify.addHook('afterSanitizeAttributes', (node) => {
      const el = node as Element;
      if (el.tagName === 'A') {
        const href = el.getAttribute('href');
        if (href != null && !SAFE_URL.test(href.trim())) el.removeAttribute('href');
        if (el.hasAttribute('href') && !el.getAttribute('href')!.startsWith('#')) {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      } else if (el.tagName === 'IMG') {
        el.setAttribute('referrerpolicy', 'no-referrer');
        el.setAttribute('loading', 'lazy');
      } else if (el.tagName === 'INPUT') {
        // Task-list checkboxes show the document's state; they are not controls.
        el.setAttribute('disabled', '');
      }
    });
  }
  return (html: string) => purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The document's title: its first heading, or a default. */
export function titleOf(markdown: string): string {
  const m = /^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(markdown) ?? /^(.+)\n(?:=+|-+)[ \t]*$/m.exec(markdown);
  const title = m?.[1].replace(/[*_`[\]]/g, '').trim();
  return title || 'Document';
}

/** A complete HTML file for the sanitised body. */
export function standaloneHtml(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{max-width:860px;margin:2rem auto;padding:0 1rem;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;background:#fff}
${MARKDOWN_CSS}
</style>
</head>
<body>
<article class="markdown-body">
${body}
</article>
</body>
</html>
`;
}
