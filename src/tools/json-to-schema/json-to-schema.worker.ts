import { exposeHandler } from '@/lib/worker-expose';
import { inferJsonSchema } from './json-to-schema.core';

exposeHandler(({ input, options }: { input: string; options: { title: string; required: string } }) =>
  inferJsonSchema(input, { title: options.title, requiredMode: options.required === 'none' ? 'none' : 'all-samples' }),
);
