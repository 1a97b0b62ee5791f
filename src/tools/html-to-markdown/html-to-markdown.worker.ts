import { createDocument } from '@mixmark-io/domino';
import { exposeHandler } from '@/lib/worker-expose';
import { htmlToMarkdown, type MarkdownOptions } from './html-to-markdown.core';

// Workers have no DOMParser: domino (turndown's own DOM for servers) parses here. It only builds a tree; it runs no
// scripts and fetches nothing.
exposeHandler(({ input, options }: { input: string; options: MarkdownOptions }) =>
  htmlToMarkdown(input, options, (html) => createDocument(html).body),
);
