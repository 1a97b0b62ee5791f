import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/** Formatters and minifiers. */
export const formatOps: AnyOperation[] = [
  defineOperation({
    id: 'json_formatter',
    title: 'JSON format',
    description: 'Pretty-prints JSON with the chosen indentation, optionally sorting keys and accepting comments.',
    input: 'text',
    output: 'text',
    options: z.object({
      indent: z.enum(['2', '4', 'tab']).default('2').describe('Indentation: 2 or 4 spaces, or a tab'),
      sortKeys: z.boolean().default(false).describe('Sort keys'),
      tolerant: z.boolean().default(false).describe('Allow comments and trailing commas'),
    }),
    run: async (text, o) => {
      const [{ formatJson }, { toCoreOptions }] = await Promise.all([
        import('@/tools/json-formatter/json-formatter.core'),
        import('@/tools/json-formatter/json-formatter.options'),
      ]);
      const r = formatJson(text, toCoreOptions(o));
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'json/minify',
    title: 'JSON minify',
    description: 'Removes all insignificant whitespace from JSON.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => (await import('@/lib/json')).minifyJson(text),
  }),
];
