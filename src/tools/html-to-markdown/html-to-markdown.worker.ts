import { exposeHandler } from '@/lib/worker-expose';
import { htmlToMarkdown, type MarkdownOptions } from './html-to-markdown.core';

// The same core as the page: it parses with domino, a DOM in JavaScript (workers have no DOMParser), which runs and
// fetches nothing.
exposeHandler(({ input, options }: { input: string; options: MarkdownOptions }) => htmlToMarkdown(input, options));
