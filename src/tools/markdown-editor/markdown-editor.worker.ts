import { exposeHandler } from '@/lib/worker-expose';
import { renderMarkdown } from './markdown-editor.core';

// marked runs here so a huge or pathological document never blocks typing; the page sanitises the HTML.
exposeHandler<{ markdown: string }, string>(({ markdown }) => renderMarkdown(markdown));
