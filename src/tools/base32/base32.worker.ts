import { exposeHandler } from '@/lib/worker-expose';
import { runBase32 } from './base32.core';

exposeHandler(({ input, options }: { input: string; options: { direction: string; variant: string; padding: boolean } }) =>
  runBase32(input, options),
);
