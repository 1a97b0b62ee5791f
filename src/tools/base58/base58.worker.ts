import { exposeHandler } from '@/lib/worker-expose';
import { runBase58 } from './base58.core';

exposeHandler(({ input, options }: { input: string; options: { direction: string; check: boolean } }) => runBase58(input, options));
