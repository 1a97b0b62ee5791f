import { exposeHandler } from '@/lib/worker-expose';
import { renderMarkdownChunks } from './markdown-editor.core';

// marked runs here so a huge or pathological document never blocks typing; the page sanitises the HTML,
// chunk by chunk, so that a large document does not block it either.
exposeHandler<{ markdown: string }, string[]>(({ markdown }) => renderMarkdownChunks(markdown));
