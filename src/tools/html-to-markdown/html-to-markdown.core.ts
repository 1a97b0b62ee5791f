import { gfm } from '@joplin/turndown-plugin-gfm';
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

/** Turns a parsed HTML tree into GitHub-flavoured Markdown. The tree must come from an inert document (DOMParser, domino). */
export function nodeToMarkdown(root: Node, options: MarkdownOptions): string {
  const service = new TurndownService({
    headingStyle: options.headingStyle === 'setext' ? 'setext' : 'atx',
    bulletListMarker: options.bulletListMarker === '*' || options.bulletListMarker === '+' ? options.bulletListMarker : '-',
    codeBlockStyle: options.codeBlockStyle === 'indented' ? 'indented' : 'fenced',
    hr: '---',
    emDelimiter: '*',
  });
  service.use(gfm);
  service.remove([...DROPPED] as TurndownService.Filter);
  return service.turndown(root as HTMLElement);
}

/**
 * Converts an HTML text with `parse` (which returns the body of an inert document: DOMParser in the page,
 * domino in the worker; nothing in it runs or loads). Line breaks inside the input may be CRLF.
 */
export function htmlToMarkdown(html: string, options: MarkdownOptions, parse: (html: string) => Node): Result<string> {
  const binary = binaryTextError(html);
  if (binary) return { ok: false, error: binary };
  if (html.trim() === '') return ok('');
  return ok(nodeToMarkdown(parse(html), options));
}
