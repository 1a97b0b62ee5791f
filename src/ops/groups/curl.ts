import { z } from 'zod';
import { CURL_TARGET_IDS, DEFAULT_CURL_TARGET } from '@/tools/curl-to-code/curl-to-code.options';
import { defineOperation, type AnyOperation } from '../operation';

/** curl to code: curlconverter loads on the first run (a WebAssembly parser in a browser's worker, native in Node). */
export const curlOps: AnyOperation[] = [
  defineOperation({
    id: 'curl/to-code',
    title: 'curl to code',
    description: 'Converts a curl command (bash or Windows cmd quoting) to code for Python, JavaScript, Node.js, Go, PHP, Java, C#, Rust and more.',
    input: 'text',
    output: 'text',
    options: z.object({
      target: z.enum(CURL_TARGET_IDS).default(DEFAULT_CURL_TARGET).describe('Language or library of the code'),
    }),
    run: async (text, o) => (await import('@/tools/curl-to-code/curl-to-code.core')).curlToCodeText(text, o.target),
  }),
];
