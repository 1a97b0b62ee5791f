import { z } from 'zod';
import { ok } from '@/lib/result';
import { DIALECT_MENU } from '@/tools/sql-formatter/sql-dialects';
import { defineOperation, type AnyOperation } from '../operation';

/** Indentation as the formatter pages offer it (their share links hold the same values). */
const indent = () => z.enum(['2', '4', 'tab']).default('2').describe('Indentation: 2 or 4 spaces, or a tab');
/** Prettier's line width; the pages offer 40 to 160, and the core accepts 20 to 1000. */
const printWidth = () => z.number().int().min(20).max(1000).default(80).describe('Print width: the line length Prettier aims for, in characters');
const SQL_DIALECT_IDS = DIALECT_MENU.map((d) => d.value) as [(typeof DIALECT_MENU)[number]['value'], ...(typeof DIALECT_MENU)[number]['value'][]];

/** Formatters and minifiers. */
export const formatOps: AnyOperation[] = [
  defineOperation({
    id: 'json_formatter',
    title: 'JSON format',
    description: 'Pretty-prints JSON with the chosen indentation, optionally sorting keys and accepting comments.',
    input: 'text',
    output: 'text',
    options: z.object({
      indent: indent(),
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
  defineOperation({
    id: 'css_formatter',
    title: 'CSS format',
    description: 'Formats CSS, SCSS or Less with Prettier.',
    input: 'text',
    output: 'text',
    options: z.object({
      language: z.enum(['css', 'scss', 'less']).default('css').describe('Language: CSS, SCSS or Less'),
      indent: indent(),
      printWidth: printWidth(),
    }),
    run: async (text, o) => {
      const { formatWithPrettier, toIndent } = await import('@/tools/prettier/prettier.core');
      return formatWithPrettier(text, { language: o.language, ...toIndent(o.indent), printWidth: o.printWidth });
    },
  }),
  defineOperation({
    id: 'css_formatter/minify',
    title: 'CSS minify',
    description: 'Shrinks CSS: drops comments (keeps /*! licences), collapses whitespace and the last semicolon of each block.',
    input: 'text',
    output: 'text',
    page: 'css_formatter',
    options: z.object({}),
    run: async (text) => (await import('@/tools/prettier/prettier.core')).minifyCss(text),
  }),
  defineOperation({
    id: 'html_formatter',
    title: 'HTML format',
    description: 'Formats HTML with Prettier, including the CSS and JavaScript in its <style> and <script> elements.',
    input: 'text',
    output: 'text',
    options: z.object({
      indent: indent(),
      printWidth: printWidth(),
    }),
    run: async (text, o) => {
      const { formatWithPrettier, toIndent } = await import('@/tools/prettier/prettier.core');
      return formatWithPrettier(text, { language: 'html', ...toIndent(o.indent), printWidth: o.printWidth });
    },
  }),
  defineOperation({
    id: 'javascript_formatter',
    title: 'JavaScript format',
    description: 'Formats JavaScript, JSX or TypeScript with Prettier.',
    input: 'text',
    output: 'text',
    options: z.object({
      language: z.enum(['javascript', 'jsx', 'typescript']).default('javascript').describe('Language: JavaScript, JSX (React) or TypeScript / TSX'),
      indent: indent(),
      printWidth: printWidth(),
      semi: z.boolean().default(true).describe('Semicolons'),
      singleQuote: z.boolean().default(false).describe('Single quotes'),
    }),
    run: async (text, o) => {
      const { formatWithPrettier, toIndent } = await import('@/tools/prettier/prettier.core');
      return formatWithPrettier(text, {
        language: o.language,
        ...toIndent(o.indent),
        printWidth: o.printWidth,
        semi: o.semi,
        singleQuote: o.singleQuote,
      });
    },
  }),
  defineOperation({
    id: 'xml_formatter',
    title: 'XML format',
    description: 'Pretty-prints well-formed XML, keeping comments, CDATA, processing instructions and the doctype.',
    input: 'text',
    output: 'text',
    options: z.object({ indent: indent() }),
    run: async (text, o) => (await import('@/tools/xml-formatter/xml-formatter.options')).runXml(text, { mode: 'pretty', indent: o.indent }),
  }),
  defineOperation({
    id: 'xml_formatter/minify',
    title: 'XML minify',
    description: 'Removes the whitespace between the tags of well-formed XML; text, comments and CDATA are kept.',
    input: 'text',
    output: 'text',
    page: 'xml_formatter',
    options: z.object({}),
    run: async (text) => (await import('@/tools/xml-formatter/xml-formatter.options')).runXml(text, { mode: 'minify', indent: '2' }),
  }),
  defineOperation({
    id: 'sql_formatter',
    title: 'SQL format',
    description: 'Formats SQL in the chosen dialect, with keywords in the case you choose.',
    input: 'text',
    output: 'text',
    options: z.object({
      dialect: z
        .enum(SQL_DIALECT_IDS)
        .default('postgresql')
        .describe(`Dialect: ${DIALECT_MENU.map((d) => `${d.value} (${d.label})`).join(', ')}`),
      keywordCase: z.enum(['preserve', 'upper', 'lower']).default('upper').describe('Keyword case: as written (preserve), UPPERCASE or lowercase'),
      indent: indent(),
    }),
    run: async (text, o) => (await import('@/tools/sql-formatter/sql-formatter.options')).runSql(text, o),
  }),
];
