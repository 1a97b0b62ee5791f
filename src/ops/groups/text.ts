import { z } from 'zod';
import { fail, ok } from '@/lib/result';
import { FIGLET_FONTS, LAYOUTS, type FigletFont, type FigletLike, type Layout } from '@/tools/ascii-art/ascii-art.core';
import type { BoxStyle } from '@/tools/box-drawing/box-drawing.core';
import type { CaseId } from '@/tools/case-converter/case-converter.core';
import { defineOperation, type AnyOperation } from '../operation';

// Choices the pages offer, written out here so that the list of operations does not load the cores (change-case,
// the display-width tables). `satisfies` keeps each value one the core knows; the `true` constants below fail to
// compile when the core gains a value the list lacks.
const CASE_IDS = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'title', 'sentence', 'dot', 'slug'] as const satisfies readonly CaseId[];
export const everyCaseOffered: [Exclude<CaseId, (typeof CASE_IDS)[number]>] extends [never] ? true : never = true;
const BOX_STYLE_IDS = ['single', 'double', 'rounded', 'heavy', 'ascii', 'markdown'] as const satisfies readonly BoxStyle[];
export const everyBoxStyleOffered: [Exclude<BoxStyle, (typeof BOX_STYLE_IDS)[number]>] extends [never] ? true : never = true;
const LAYOUT_IDS = LAYOUTS.map((l) => l.value) as [Layout, ...Layout[]];

/** The comment syntaxes of @/lib/comment-banner's COMMENT_LANGUAGES (all of them on the Comment Banner page). */
const COMMENT_SYNTAXES = [
  'c-block',
  'c-line',
  'hash',
  'dash',
  'html',
  'lua-block',
  'lisp',
  'semicolon',
  'percent',
  'ml',
  'haskell-block',
  'vb',
  'rem',
] as const;
/** The ones Text to ASCII art offers under "As a comment": line comments, C blocks and HTML. */
const ART_COMMENT_SYNTAXES = ['none', 'c-block', 'c-line', 'hash', 'dash', 'html', 'lisp', 'semicolon', 'percent', 'vb', 'rem'] as const;
const syntaxHelp =
  "c-block /* */, c-line //, hash #, dash --, html <!-- -->, lua-block --[[ ]], lisp ;;, semicolon ;, percent %, ml (* *), haskell-block {- -}, vb ', rem REM";

/** Text tools: case conversion, ASCII art, trees, lengths, templates, stack traces and parsers of tokens, URLs and user agents. */
export const textOps: AnyOperation[] = [
  defineOperation({
    id: 'case-converter',
    title: 'Change case',
    description:
      'Converts each line to camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, Title Case, Sentence case, dot.case or a URL slug.',
    input: 'text',
    output: 'text',
    options: z.object({
      case: z
        .enum(CASE_IDS)
        .default('camel')
        .describe(
          'Convert to: camel (camelCase), pascal (PascalCase), snake (snake_case), kebab (kebab-case), constant (CONSTANT_CASE), title (Title Case), sentence (Sentence case), dot (dot.case) or slug (slugify)',
        ),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/case-converter/case-converter.core')).convertCase(text, { case: o.case });
      return r.ok ? ok(r.value.chosen) : r;
    },
  }),
  defineOperation({
    id: 'string-length',
    title: 'String length',
    description: 'Counts code points, UTF-16 code units, UTF-8 bytes, graphemes, words, lines and whitespace, one count a line.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      const { measureString, measuresAsText } = await import('@/tools/string-length/string-length.core');
      return ok(measuresAsText(measureString(text)));
    },
  }),
  defineOperation({
    id: 'ascii/text-to-ascii-art',
    title: 'Text to ASCII art',
    description: 'Draws text as FIGlet ASCII art in the chosen font, optionally as a code comment.',
    input: 'text',
    output: 'text',
    options: z.object({
      font: z.enum(FIGLET_FONTS).default('Standard').describe('Font'),
      layout: z
        .enum(LAYOUT_IDS)
        .default('default')
        .describe(`Letter spacing: ${LAYOUTS.map((l) => `${l.value} (${l.label})`).join(', ')}`),
      width: z.number().int().min(0).max(1000).default(80).describe('Wrap at (columns, 0 = never; at least 20)'),
      comment: z.enum(ART_COMMENT_SYNTAXES).default('none').describe(`As a comment: none, or ${syntaxHelp}`),
    }),
    run: async (text, o) => {
      const font: FigletFont = o.font;
      const core = await import('@/tools/ascii-art/ascii-art.core');
      const [lib, fontModule] = await Promise.all([import('figlet'), core.FONT_LOADERS[font]()]);
      const figlet = lib.default as unknown as FigletLike;
      const loaded = core.ensureFont(figlet, font, fontModule.default);
      if (!loaded.ok) return loaded;
      const art = core.renderArt(figlet, text, { font, layout: o.layout, width: o.width });
      if (!art.ok) return art;
      if (o.comment === 'none' || art.value.text === '') return ok(art.value.text);
      // As the page does: the art as a plain banner in the comment syntax.
      const { makeBanner } = await import('@/lib/comment-banner');
      return makeBanner(art.value.text, { language: o.comment, style: 'plain', fill: 'auto', width: 20, align: 'left', padding: false });
    },
  }),
  defineOperation({
    id: 'ascii/tree-printer',
    title: 'ASCII tree',
    description: 'Draws paths (a/b/c.txt) or indented lines as a tree, like the tree command.',
    input: 'text',
    output: 'text',
    options: z.object({
      mode: z
        .enum(['auto', 'paths', 'indent'])
        .default('auto')
        .describe('Read the input as: auto (guess), paths (a/b/c.txt) or indent (indented lines)'),
      sort: z.enum(['none', 'name']).default('none').describe('Order: none (as written) or name (by name, file2 before file10)'),
      dirsFirst: z.boolean().default(false).describe('Directories first'),
      trailingSlash: z.boolean().default(false).describe('Slash after directories'),
      ascii: z.boolean().default(false).describe('ASCII only (|-- `--)'),
      summary: z.boolean().default(false).describe('Count directories and files'),
    }),
    run: async (text, o) => (await import('@/tools/tree-printer/tree-printer.core')).printTree(text, o),
  }),
  defineOperation({
    id: 'ascii/box-drawing',
    title: 'ASCII box table',
    description: 'Draws CSV, TSV, a Markdown table or aligned columns as a text table with box-drawing lines.',
    input: 'text',
    output: 'text',
    options: z.object({
      style: z
        .enum(BOX_STYLE_IDS)
        .default('single')
        .describe('Line style: single ┌─┐, double ╔═╗, rounded ╭─╮, heavy ┏━┓, ascii +-+ or markdown |-|'),
      format: z
        .enum(['auto', 'csv', 'tsv', 'pipes', 'spaces'])
        .default('auto')
        .describe('Input format: auto (guess), csv (commas), tsv (tabs), pipes (a | b, Markdown tables) or spaces (columns aligned with 2+ spaces)'),
      align: z
        .enum(['auto', 'left', 'center', 'right'])
        .default('auto')
        .describe('Alignment: auto (numbers right, text left), left, center or right'),
      padding: z.number().int().min(0).max(8).default(1).describe('Padding: spaces between the text and the lines'),
      header: z.boolean().default(true).describe('Header line'),
      rowLines: z.boolean().default(false).describe('Line between rows'),
    }),
    run: async (text, o) => (await import('@/tools/box-drawing/box-drawing.core')).boxTable(text, o),
  }),
  defineOperation({
    id: 'ascii/comment-art',
    title: 'Comment banner',
    description: 'Puts text in a banner comment for the chosen language: a box, lines above and below, or plain.',
    input: 'text',
    output: 'text',
    options: z.object({
      language: z.enum(COMMENT_SYNTAXES).default('c-block').describe(`Comment syntax: ${syntaxHelp}`),
      style: z
        .enum(['box', 'rules', 'unicode', 'plain'])
        .default('box')
        .describe('Style: box, rules (lines above and below), unicode (box-drawing characters ┌─┐) or plain (text only)'),
      fill: z
        .enum(['auto', '=', '-', '*', '#', '~', '+', '/', '.'])
        .default('auto')
        .describe('Fill character (auto: the comment’s own for a box, else =)'),
      width: z.number().int().min(20).max(200).default(60).describe('Width'),
      align: z.enum(['center', 'left']).default('center').describe('Text alignment'),
      padding: z.boolean().default(false).describe('Blank line inside'),
    }),
    run: async (text, o) => (await import('@/lib/comment-banner')).makeBanner(text, o),
  }),
  defineOperation({
    id: 'template-string-with-values',
    title: 'Fill template',
    description: 'Fills {{name}} and ${name} placeholders of the input from a JSON object of values; missing ones stay as written.',
    input: 'text',
    output: 'text',
    options: z.object({
      values: z.string().default('').describe('Values: a JSON object such as {"name": "Ada"} (empty means {})'),
      syntax: z
        .enum(['auto', 'mustache', 'dollar'])
        .default('auto')
        .describe('Placeholder syntax: auto (both {{name}} and ${name}), mustache ({{name}} only) or dollar (${name} only)'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/template-string/template-string.core')).fillTemplate(text, o.values, { syntax: o.syntax });
      // The error is about the values, as on the page; its line and column are in them, not in the input.
      if (!r.ok)
        return fail(
          `Values: ${r.error.message}${r.error.line ? ` (line ${r.error.line}${r.error.column ? `, column ${r.error.column}` : ''})` : ''}`,
        );
      return ok(r.value.text);
    },
  }),
  defineOperation({
    id: 'inline-sql-variables',
    title: 'Inline SQL variables',
    description: 'Writes parameter values into a query with ?, $1, :name or @name placeholders, as SQL literals.',
    input: 'text',
    output: 'text',
    options: z.object({
      params: z.string().default('').describe('Parameters: [1, "bob"], {"id": 1}, an ORM log line, or one value per line'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/inline-sql-variables/inline-sql-variables.core')).inlineSqlVariables(text, o.params);
      return r.ok ? ok(r.value.sql) : r;
    },
  }),
  defineOperation({
    id: 'stacktrace',
    title: 'Format stack trace',
    description: 'Makes a Java, JavaScript or Python stack trace readable: frames split, causes chained, runs of library frames folded.',
    input: 'text',
    output: 'text',
    options: z.object({
      ownPackages: z.string().default('').describe('Own packages: comma-separated prefixes of your code (com.acme, src/, myapp)'),
      collapse: z.boolean().default(true).describe('Collapse library frames'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/stacktrace/stacktrace.run')).runStackTrace(text, o);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'golang-format-stacktrace',
    title: 'Format Go stack trace',
    description: 'Makes a Go panic or goroutine dump readable, with goroutines of identical stacks grouped.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      const r = (await import('@/tools/go-stacktrace/go-stacktrace.run')).runGoTrace(text);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'jwt/decoder',
    title: 'JWT decode',
    description: 'Decodes a JSON Web Token, without checking its signature, to {"header": …, "payload": …} as indented JSON.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      const { decodeJwt, indentJson } = await import('@/tools/jwt/jwt.core');
      const r = decodeJwt(text);
      if (!r.ok) return r;
      // Put together from the decoded texts, so numbers keep their digits and keys their order, as on the page.
      const t = r.value;
      return ok(indentJson(t.kind === 'jws' ? `{"header":${t.headerJson},"payload":${t.payloadJson}}` : `{"header":${t.headerJson}}`));
    },
  }),
  defineOperation({
    id: 'url/parser',
    title: 'Parse URL',
    description: 'Splits a URL into scheme, user, host, port, path, query and fragment, decoded, as JSON.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      const r = (await import('@/tools/url-parser/url-parser.core')).parseUrl(text);
      if (!r.ok) return r;
      return r.value === null ? fail('The input is empty: paste a URL') : ok(JSON.stringify(r.value, null, 2));
    },
  }),
  defineOperation({
    id: 'user-agent/parser',
    title: 'Parse User-Agent',
    description: 'Reads the browser, engine, operating system and device of a User-Agent string, as JSON.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      // The core's own message for empty text speaks of the page's box and the visitor's browser.
      if (text.trim() === '') return fail('The input is empty: give a User-Agent header value');
      const r = (await import('@/tools/user-agent/user-agent.core')).parseUserAgent(text);
      return r.ok ? ok(JSON.stringify(r.value, null, 2)) : r;
    },
  }),
];
