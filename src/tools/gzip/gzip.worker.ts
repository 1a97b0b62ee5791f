import { exposeHandler } from '@/lib/worker-expose';
import { runGzip, type GzipOptions } from './gzip.core';

exposeHandler(({ input, options }: { input: string; options: GzipOptions }) => runGzip(input, options));
