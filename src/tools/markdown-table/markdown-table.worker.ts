import { exposeHandler } from '@/lib/worker-expose';
import { runMarkdownTable, type MarkdownTableState } from './markdown-table.core';

exposeHandler(({ input, options }: { input: string; options: MarkdownTableState }) => runMarkdownTable(input, options));
