import { exposeHandler } from '@/lib/worker-expose';
import { generateIds, type GenerateOptions } from './id-generator.core';

// Large batches (10,000 CUID2s hash for seconds) are made here, off the page's thread.
exposeHandler<GenerateOptions, string[]>((options) => generateIds(options));
