import { exposeHandler } from '@/lib/worker-expose';
import { diffTexts, type DiffOptions } from './text-diff.core';

exposeHandler(({ original, changed, options }: { original: string; changed: string; options: DiffOptions }) => diffTexts(original, changed, options));
