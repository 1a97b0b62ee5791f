import { anchorSlug } from '@/lib/anchors';
import { escapeHtml } from '@/lib/text';
import 'server-only';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import ini from 'highlight.js/lib/languages/ini';
import awk from 'highlight.js/lib/languages/awk';
import { Marked, type Tokens } from 'marked';

/**
 * Build-time rendering of our own content (DESIGN.md, Content): markdown to HTML and code highlighted
 * into spans, so content pages are complete HTML with JavaScript off and ship no highlighter.
 */

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('css', css);
hljs.registerLanguage('dockerfile', dockerfile);
hljs.registerLanguage('java', java);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('markdown', markdown);
hljs.registerLanguage('python', python);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('yaml', yaml);
hljs.registerLanguage('toml', ini);
hljs.registerLanguage('awk', awk);

const aliases: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  js: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  py: 'python',
  html: 'xml',
  svg: 'xml',
  yml: 'yaml',
  md: 'markdown',
};

/** Highlighted HTML of `code` (escaped plain text for languages without a grammar: jq, dot, mermaid, text). */
export function highlight(code: string, language: string | undefined): string {
  const lang = language ? (aliases[language] ?? language) : undefined;
  if (lang && hljs.getLanguage(lang)) return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  return escapeHtml(code);
}

const marked = new Marked({
  gfm: true,
  renderer: {
    code({ text, lang }: Tokens.Code) {
      const [language = 'text'] = (lang ?? '').trim().split(/\s+/);
      return `<pre class="code-block" data-language="${escapeHtml(language)}"><code class="hljs">${highlight(text, language)}</code></pre>\n`;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${anchorSlug(inner)}">${inner}</h${depth}>\n`;
    },
    table(token: Tokens.Table) {
      // Wide tables scroll inside their own box instead of widening the page on a phone.
      const head = token.header.map((c) => `<th>${this.parser.parseInline(c.tokens)}</th>`).join('');
      const rows = token.rows.map((r) => `<tr>${r.map((c) => `<td>${this.parser.parseInline(c.tokens)}</td>`).join('')}</tr>`).join('');
      return `<div class="table-wrap"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
    },
  },
});

/** Our markdown to HTML (trusted content: it is ours, reviewed in the repository). */
export function renderMarkdown(md: string): string {
  return marked.parse(md, { async: false });
}

/** The first paragraph of a markdown text as plain text, for cards. */
export function plainExcerpt(md: string, max = 180): string {
  const para = md.split(/\n\s*\n/).find((p) => p.trim() && !p.startsWith('#') && !p.startsWith('```')) ?? '';
  const text = para
    .replace(/[`*_>#]|\[([^\]]*)\]\([^)]*\)/g, (m, label: string | undefined) => label ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
