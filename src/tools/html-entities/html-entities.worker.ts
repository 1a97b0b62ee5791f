import { exposeHandler } from '@/lib/worker-expose';
import { decodeHtmlEntities, encodeHtmlEntities, type EntityMode } from './html-entities.core';

exposeHandler(({ input, options }: { input: string; options: { direction: string; mode: string } }) =>
  options.direction === 'decode' ? decodeHtmlEntities(input) : encodeHtmlEntities(input, { mode: options.mode as EntityMode }),
);
