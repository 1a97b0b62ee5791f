import { exposeHandler } from '@/lib/worker-expose';
import { runTextEscape, type TextEscapeState } from './text-escape.core';

exposeHandler(({ input, options }: { input: string; options: TextEscapeState }) => runTextEscape(input, options));
