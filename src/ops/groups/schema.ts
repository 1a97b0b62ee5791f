import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

/**
 * JSON Schema validation. The run imports the validator's core (Ajv, Hyperjump and their formats) when first used, so the list of
 * operations stays small on a page that shows it.
 */
export const schemaOps: AnyOperation[] = [
  defineOperation({
    id: 'json/schema-validator',
    title: 'JSON Schema validate',
    description:
      'Validates JSON against a JSON Schema (draft-07, 2019-09 or 2020-12): "valid", or a failure listing each error by JSON pointer with its message, line and column.',
    input: 'text',
    output: 'text',
    options: z.object({
      schema: z.string().default('').describe('The JSON Schema, as JSON text'),
      draft: z
        .enum(['auto', 'draft-07', '2019-09', '2020-12'])
        .default('auto')
        .describe("The draft to apply; auto reads the schema's $schema (2020-12 without one)"),
      formats: z.boolean().default(true).describe('Assert format (email, date-time, uri …) rather than treat it as an annotation'),
    }),
    run: async (text, o) =>
      (await import('@/tools/json-schema-validator/json-schema-validator.core')).validateJsonSchemaText(text, o.schema, {
        draft: o.draft,
        formats: o.formats,
      }),
  }),
];
