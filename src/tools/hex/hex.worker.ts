import { exposeHandler } from '@/lib/worker-expose';
import { runHex } from './hex.core';

exposeHandler(({ input, options }: { input: string; options: { direction: string; format: string; uppercase: boolean } }) => runHex(input, options));
