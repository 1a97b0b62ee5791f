import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const LANGUAGES = ['json', 'javascript', 'java', 'csharp', 'python', 'go', 'sql', 'shell', 'csv', 'xml', 'regex'] as const;
const language = z
  .enum(LANGUAGES)
  .default('json')
  .describe("The language: json, javascript, java, csharp, python, go, sql (standard '' quoting), shell (POSIX single quotes), csv, xml or regex");

/** Markdown tables and string escaping for many languages (issue 31). Each run loads its core when first used. */
export const escapeTableOps: AnyOperation[] = [
  defineOperation({
    id: 'markdown/table',
    title: 'CSV/JSON to Markdown table',
    description: 'Turns CSV, TSV (pasted spreadsheet cells) or a JSON array into a GitHub-flavoured Markdown table.',
    input: 'text',
    output: 'text',
    options: z.object({
      from: z
        .enum(['auto', 'csv', 'tsv', 'json'])
        .default('auto')
        .describe('Input format: auto detects JSON (starts with [ or {), TSV (a tab in the first line) or CSV'),
      align: z.string().default('').describe('Column alignments, one letter a column: l (left), c (center), r (right), - (none), e.g. "l r c"'),
      pretty: z.boolean().default(true).describe('Pad the cells so the columns line up (CJK and emoji count as two columns)'),
      header: z.boolean().default(true).describe('The first row (CSV/TSV, or JSON array of arrays) is the header'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/markdown-table/markdown-table.core')).toMarkdownTable(text, o);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'markdown/table/parse',
    title: 'Markdown table to CSV/JSON',
    description: 'Reads the first GitHub-flavoured Markdown table in the text into CSV, TSV or a JSON array of objects.',
    input: 'text',
    output: 'text',
    page: 'markdown/table',
    options: z.object({
      to: z.enum(['csv', 'tsv', 'json']).default('csv').describe('Output format'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/markdown-table/markdown-table.core')).markdownTableTo(text, { to: o.to });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'text/escape',
    title: 'Escape a string',
    description:
      'Escapes text as a string literal (JSON, JavaScript, Java, C#, Python, Go), SQL or shell quoting, a CSV field, XML or a regular expression.',
    input: 'text',
    output: 'text',
    options: z.object({
      language,
      quotes: z.boolean().default(false).describe("Wrap the result in the language's quotes (a complete literal)"),
      ascii: z.boolean().default(false).describe('Write every non-ASCII character as an escape'),
    }),
    run: async (text, o) => (await import('@/tools/text-escape/text-escape.core')).escapeText(text, o),
  }),
  defineOperation({
    id: 'text/escape/unescape',
    title: 'Unescape a string',
    description: 'Turns an escaped string of the language (with or without its quotes) back into the text it stands for.',
    input: 'text',
    output: 'text',
    page: 'text/escape',
    options: z.object({ language }),
    run: async (text, o) => (await import('@/tools/text-escape/text-escape.core')).unescapeText(text, o),
  }),
];
