import { exposeHandler } from '@/lib/worker-expose';
import { runLines, type LinesPageOptions } from './text-lines.core';

exposeHandler(({ input, options }: { input: string; options: LinesPageOptions }) => runLines(input, options));
