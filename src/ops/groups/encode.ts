import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/**
 * Encoders and decoders of the Encoding category. Each `run` imports its tool's core when first used,
 * so the list of operations (ids, titles, option schemas) stays small on a page that shows it.
 */
export const encodeOps: AnyOperation[] = [
  defineOperation({
    id: 'base64_encoder',
    title: 'Base64 encode',
    description: 'Encodes bytes (text as UTF-8) as Base64.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      urlSafe: z.boolean().default(false).describe('URL-safe alphabet (- and _, no padding)'),
    }),
    run: async (bytes, o) => {
      const { encodeBase64Bytes, BASE64_STANDARD, BASE64_URL_SAFE } = await import('@/lib/base64');
      return ok(o.urlSafe ? encodeBase64Bytes(bytes, BASE64_URL_SAFE, false) : encodeBase64Bytes(bytes, BASE64_STANDARD, true));
    },
  }),
  defineOperation({
    id: 'base64_decoder',
    title: 'Base64 decode',
    description: 'Decodes standard or URL-safe Base64 (whitespace ignored, padding optional) to bytes.',
    input: 'text',
    output: 'bytes',
    options: z.object({}),
    run: async (text) => (await import('@/tools/base64/base64.core')).base64ToBytes(text),
  }),
  defineOperation({
    id: 'url_encoder',
    title: 'URL encode',
    description: 'Percent-encodes text as UTF-8, as a URL component or as a whole URI.',
    input: 'text',
    output: 'text',
    options: z.object({
      mode: z.enum(['component', 'uri']).default('component').describe('Encoding mode: a component (encodeURIComponent) or a whole URI (encodeURI)'),
    }),
    run: async (text, o) => (await import('@/tools/url/url.core')).encodeUrl(text, { mode: o.mode }),
  }),
  defineOperation({
    id: 'url_decoder',
    title: 'URL decode',
    description: 'Decodes percent-encoded UTF-8 text.',
    input: 'text',
    output: 'text',
    options: z.object({
      plusAsSpace: z.boolean().default(false).describe('Treat + as a space (form encoding)'),
    }),
    run: async (text, o) => (await import('@/tools/url/url.core')).decodeUrl(text, { plusAsSpace: o.plusAsSpace }),
  }),
  defineOperation({
    id: 'json/escape',
    title: 'JSON string escape',
    description: 'Escapes text as the contents of a JSON string.',
    input: 'text',
    output: 'text',
    options: z.object({
      quotes: z.boolean().default(false).describe('Wrap the result in double quotes'),
    }),
    run: async (text, o) => (await import('@/tools/json-string/json-string.core')).escapeJsonString(text, { quotes: o.quotes }),
  }),
  defineOperation({
    id: 'json/unescape',
    title: 'JSON string unescape',
    description: 'Turns a JSON string (with or without its quotes) back into the text it holds.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => (await import('@/tools/json-string/json-string.core')).unescapeJsonString(text),
  }),
  defineOperation({
    id: 'html/html_entities',
    title: 'HTML entities encode',
    description: 'Escapes text for HTML with named, decimal or hexadecimal character references.',
    input: 'text',
    output: 'text',
    options: z.object({
      mode: z.enum(['minimal', 'named', 'numeric', 'hex']).default('minimal').describe('Which characters to escape, and how'),
    }),
    run: async (text, o) => (await import('@/tools/html-entities/html-entities.core')).encodeHtmlEntities(text, { mode: o.mode }),
  }),
  defineOperation({
    id: 'html/html_entities/decode',
    title: 'HTML entities decode',
    description: 'Replaces named and numeric HTML character references with the characters they stand for.',
    input: 'text',
    output: 'text',
    page: 'html/html_entities',
    options: z.object({}),
    run: async (text) => (await import('@/tools/html-entities/html-entities.core')).decodeHtmlEntities(text),
  }),
];
