import { exposeHandler } from '@/lib/worker-expose';
import { runDataSize, type DataSizeOptions } from './data-size.core';

exposeHandler(({ input, options }: { input: string; options: DataSizeOptions }) => runDataSize(input, options));
