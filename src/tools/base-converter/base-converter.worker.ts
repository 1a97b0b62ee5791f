import { exposeHandler } from '@/lib/worker-expose';
import { convertAll, type Width } from './base-converter.core';

exposeHandler(({ input, fromBase, chosen, width }: { input: string; fromBase: number; chosen: number; width: Width }) =>
  convertAll(input, fromBase, chosen, width),
);
