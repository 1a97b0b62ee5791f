import { z } from 'zod';
import type { Graphviz } from '@hpcc-js/wasm-graphviz';
import { fail, ok, type Result } from '@/lib/result';
import type { SqlParser } from '@/tools/ddl-diagram/ddl-diagram.core';
import type { Engine } from '@/tools/graphviz/graphviz.core';
import { defineOperation, type AnyOperation } from '../operation';

/**
 * Converters between data formats, and the tools that turn one notation into another (numbers, times, DDL and DOT
 * into diagrams). Option names and values are those of each tool page's state, so a step opens in its tool as it is.
 */

/** Spaces per level, as the YAML, TOML and XML pages offer them (2 or 4; the cores accept 1 to 8). */
const indent = () => z.number().int().min(1).max(8).default(2).describe('Indentation (spaces per level)');

/** The delimiters the CSV readers offer; `auto` lets the parser guess. */
const csvDelimiter = () => z.enum(['auto', ',', ';', '\t', '|']).default('auto').describe('Delimiter (auto: detect)');
const csvHeader = () => z.boolean().default(true).describe('First row is the header');
const sqlDialect = () => z.enum(['postgresql', 'mysql', 'sqlite', 'sqlserver']).default('postgresql').describe('Dialect');

/** Graphviz compiled to WebAssembly (its JavaScript holds the binary, so it loads under Node too), made once. */
let graphviz: Promise<Graphviz> | null = null;
async function layout(dot: string, engine: Engine): Promise<Result<string>> {
  graphviz ??= import('@hpcc-js/wasm-graphviz').then((m) => m.Graphviz.load());
  const [gv, { parseGraphvizError }] = await Promise.all([graphviz, import('@/tools/graphviz/graphviz.core')]);
  try {
    return ok(gv.layout(dot, 'svg', engine));
  } catch (e) {
    return { ok: false, error: parseGraphvizError(e instanceof Error ? e.message : String(e)) };
  }
}

type DdlDialect = 'postgresql' | 'mysql' | 'mariadb' | 'sqlite' | 'transactsql';

/**
 * The DDL diagram's DOT, read with the node-sql-parser build of the dialect (as the page's worker does). The builds are
 * CommonJS files: Node's own loader (the CLI) needs the .js and gives their exports as the default export.
 */
async function ddlSchema(sql: string, dialect: DdlDialect) {
  const [core, mod] = await Promise.all([
    import('@/tools/ddl-diagram/ddl-diagram.core'),
    dialect === 'mysql'
      ? import('node-sql-parser/build/mysql.js')
      : dialect === 'mariadb'
        ? import('node-sql-parser/build/mariadb.js')
        : dialect === 'sqlite'
          ? import('node-sql-parser/build/sqlite.js')
          : dialect === 'transactsql'
            ? import('node-sql-parser/build/transactsql.js')
            : import('node-sql-parser/build/postgresql.js'),
  ]);
  type Build = { Parser?: new () => SqlParser; default?: { Parser: new () => SqlParser } };
  const Parser = (mod as unknown as Build).Parser ?? (mod as unknown as Build).default!.Parser;
  const parsed = core.parseDdl(sql, new Parser(), dialect);
  return parsed.ok ? ok(core.schemaToDot(parsed.value, { dark: false })) : parsed;
}

const ddlDialect = () => z.enum(['postgresql', 'mysql', 'mariadb', 'sqlite', 'transactsql']).default('postgresql').describe('Dialect');

/** What the timestamp operation writes: `table` is every row the page shows (but the relative time), the others one value. */
const TIMESTAMP_ROWS = ['table', 'iso', 'seconds', 'milliseconds', 'local', 'isoLocal'] as const;

export const convertOps: AnyOperation[] = [
  defineOperation({
    id: 'json_to_yaml',
    title: 'JSON to YAML',
    description: 'Converts JSON to block-style YAML 1.2, quoting strings a YAML 1.1 reader would misread.',
    input: 'text',
    output: 'text',
    options: z.object({ indent: indent() }),
    run: async (text, o) => (await import('@/tools/yaml/yaml.core')).jsonToYaml(text, { indent: o.indent }),
  }),
  defineOperation({
    id: 'yaml_to_json',
    title: 'YAML to JSON',
    description: 'Converts YAML (aliases and merge keys resolved) to JSON; several documents become an array of them.',
    input: 'text',
    output: 'text',
    options: z.object({ indent: indent() }),
    run: async (text, o) => {
      const r = (await import('@/tools/yaml/yaml.core')).yamlToJson(text, { indent: o.indent });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'toml_to_json',
    title: 'TOML to JSON',
    description: 'Converts TOML to JSON: dates as ISO strings, big integers with every digit.',
    input: 'text',
    output: 'text',
    options: z.object({
      indent: indent(),
      version: z.enum(['1.0', '1.1']).default('1.0').describe('TOML version (1.1 also accepts its additions)'),
    }),
    run: async (text, o) => (await import('@/tools/toml/toml.core')).tomlToJson(text, { indent: o.indent, toml11: o.version === '1.1' }),
  }),
  defineOperation({
    id: 'json_to_toml',
    title: 'JSON to TOML',
    description: 'Converts a JSON object to TOML, explaining what TOML cannot hold (null, a top level that is not an object).',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => (await import('@/tools/toml/toml.core')).jsonToToml(text),
  }),
  defineOperation({
    id: 'yaml/to-toml',
    title: 'YAML to TOML',
    description: 'Converts one YAML document to TOML 1.0, with dates as TOML dates and aliases resolved.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => (await import('@/tools/yaml-to-toml/yaml-to-toml.core')).yamlToToml(text),
  }),
  defineOperation({
    id: 'xml/to-json',
    title: 'XML to JSON',
    description: 'Converts XML to JSON: attributes as prefixed keys, repeated elements as arrays, mixed content in order.',
    input: 'text',
    output: 'text',
    options: z.object({
      prefix: z.enum(['@_', '@']).default('@_').describe('Attribute prefix'),
      arrays: z.string().default('').describe('Always arrays (tags, or *)'),
      cdata: z.enum(['keep', 'text']).default('keep').describe('CDATA: keep as #cdata, or merge into the text'),
      indent: indent(),
      parseValues: z.boolean().default(false).describe('Numbers and booleans as JSON values'),
    }),
    run: async (text, o) => (await import('@/tools/xml-json/xml-json.core')).xmlToJson(text, o),
  }),
  defineOperation({
    id: 'json/to-xml',
    title: 'JSON to XML',
    description: 'Converts JSON to XML: prefixed keys as attributes, #text as text, arrays as repeated elements.',
    input: 'text',
    output: 'text',
    options: z.object({
      prefix: z.enum(['@_', '@']).default('@_').describe('Attribute prefix'),
      root: z.string().default('root').describe('Root element (when needed)'),
      indent: z.number().int().min(0).max(8).default(2).describe('Indentation (spaces per level; 0: one line)'),
      declaration: z.boolean().default(true).describe('XML declaration'),
    }),
    run: async (text, o) => (await import('@/tools/xml-json/xml-json.core')).jsonToXml(text, o),
  }),
  defineOperation({
    id: 'json/to-csv',
    title: 'JSON to CSV',
    description: 'Converts a JSON array of objects (or arrays, or one object) to CSV, flattening nested keys into columns.',
    input: 'text',
    output: 'text',
    options: z.object({
      delimiter: z.enum([',', ';', '\t']).default(',').describe('Delimiter'),
      arrays: z.enum(['index', 'json']).default('index').describe('Arrays: indexed columns (tags.0, tags.1) or JSON text in one cell'),
      newline: z.enum(['crlf', 'lf']).default('crlf').describe('Line ending'),
      header: z.boolean().default(true).describe('Header row'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/json-to-csv/json-to-csv.core')).jsonToCsv(text, o);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'csv/to-json',
    title: 'CSV to JSON',
    description: 'Converts CSV or TSV to a JSON array of objects (with a header row) or of arrays.',
    input: 'text',
    output: 'text',
    options: z.object({
      delimiter: csvDelimiter(),
      header: csvHeader(),
      inferTypes: z.boolean().default(true).describe('Detect numbers, booleans and null'),
    }),
    run: async (text, o) => (await import('@/lib/csv')).csvToJson(text, { ...o, indent: 2 }),
  }),
  defineOperation({
    id: 'csv/to-sql',
    title: 'CSV to SQL',
    description: 'Turns CSV into a CREATE TABLE with inferred column types and batched INSERT statements.',
    input: 'text',
    output: 'text',
    options: z.object({
      tableName: z.string().default('people').describe('Table name'),
      dialect: sqlDialect(),
      delimiter: csvDelimiter(),
      header: csvHeader(),
    }),
    run: async (text, o) => (await import('@/lib/csv')).csvToSql(text, o),
  }),
  defineOperation({
    id: 'json/to-sql',
    title: 'JSON to SQL',
    description: 'Turns a JSON array of objects into a CREATE TABLE and batched INSERT statements; nested values are stored as JSON.',
    input: 'text',
    output: 'text',
    options: z.object({
      tableName: z.string().default('users').describe('Table name'),
      dialect: sqlDialect(),
    }),
    run: async (text, o) => (await import('@/tools/json-to-sql/json-to-sql.core')).jsonToSql(text, o),
  }),
  defineOperation({
    id: 'json/to-schema',
    title: 'JSON to JSON Schema',
    description: 'Infers a JSON Schema (draft 2020-12) from sample JSON: types, properties, required keys and formats.',
    input: 'text',
    output: 'text',
    options: z.object({
      title: z.string().default('').describe('Title'),
      required: z.enum(['all-samples', 'none']).default('all-samples').describe('Required keys: those present in every sample, or none'),
    }),
    run: async (text, o) =>
      (await import('@/tools/json-to-schema/json-to-schema.core')).inferJsonSchema(text, { title: o.title, requiredMode: o.required }),
  }),
  defineOperation({
    id: 'html/to-markdown',
    title: 'HTML to Markdown',
    description: 'Converts HTML to GitHub-flavoured Markdown; scripts, styles and other non-prose elements are dropped.',
    input: 'text',
    output: 'text',
    options: z.object({
      headingStyle: z.enum(['atx', 'setext']).default('atx').describe('Headings: # ATX or Setext (underlined)'),
      bulletListMarker: z.enum(['-', '*', '+']).default('-').describe('Bullet'),
      codeBlockStyle: z.enum(['fenced', 'indented']).default('fenced').describe('Code blocks: fenced or indented'),
    }),
    run: async (text, o) => (await import('@/tools/html-to-markdown/html-to-markdown.core')).htmlToMarkdown(text, o),
  }),
  defineOperation({
    id: 'docker/run-to-compose',
    title: 'docker run to Compose',
    description: 'Converts a docker run command to a compose service in YAML, or a compose file back to docker run commands.',
    input: 'text',
    output: 'text',
    options: z.object({
      direction: z
        .enum(['auto', 'run-to-compose', 'compose-to-run'])
        .default('auto')
        .describe('Direction (auto: a command starting with docker is read as docker run, anything else as compose YAML)'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/docker-compose/docker-compose.core')).convertDocker(text, o.direction);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'number/base-converter',
    title: 'Number base convert',
    description: 'Writes an integer of any length in another base (2 to 36), reading a sign, a 0x/0o/0b prefix and _ separators.',
    input: 'text',
    output: 'text',
    options: z.object({
      fromBase: z
        .number()
        .int()
        .min(0)
        .max(36)
        .refine((b) => b !== 1, 'a base is 0 (auto) or 2 to 36')
        .default(0)
        .describe('From base (0: auto, by the 0x, 0o or 0b prefix; else 10)'),
      toBase: z.number().int().min(2).max(36).default(16).describe('To base'),
    }),
    run: async (text, o) => {
      const { parseInteger, formatInteger } = await import('@/tools/base-converter/base-converter.core');
      const parsed = parseInteger(text, o.fromBase);
      return parsed.ok ? ok(formatInteger(parsed.value.value, o.toBase)) : parsed;
    },
  }),
  defineOperation({
    id: 'big-number',
    title: 'Big integer arithmetic',
    description: 'Evaluates an integer expression exactly (+ - * / % ** and parentheses, any size) and writes the result.',
    input: 'text',
    output: 'text',
    options: z.object({
      representation: z
        .enum(['decimal', 'hexadecimal', 'binary', 'octal'])
        .default('decimal')
        .describe('Output: decimal, or hexadecimal, binary or octal with its 0x, 0b or 0o prefix'),
    }),
    run: async (text, o) => {
      const r = (await import('@/tools/big-number/big-number.core')).evaluateBigInt(text);
      if (!r.ok) return r;
      if (o.representation === 'decimal') return ok(r.value.toString());
      const [prefix, base] = o.representation === 'hexadecimal' ? ['0x', 16] : o.representation === 'binary' ? ['0b', 2] : ['0o', 8];
      const sign = r.value < 0n ? '-' : '';
      return ok(`${sign}${prefix}${(r.value < 0n ? -r.value : r.value).toString(base)}`);
    },
  }),
  defineOperation({
    id: 'timestamp',
    title: 'Unix timestamp convert',
    description:
      'Reads a Unix timestamp (s, ms, µs or ns, by magnitude) or a date and writes it as ISO 8601, Unix time and a long date in a time zone.',
    input: 'text',
    output: 'text',
    options: z.object({
      timeZone: z.string().default('UTC').describe('Time zone (an IANA name; also the zone of dates written without an offset)'),
      output: z.enum(TIMESTAMP_ROWS).default('table').describe('Output: every row (table), or one of iso, seconds, milliseconds, local, isoLocal'),
    }),
    run: async (text, o) => {
      const { parseTimeInput, formatInstant, rowsOf } = await import('@/tools/timestamp/timestamp.core');
      const zone = o.timeZone.trim();
      const now = Date.now();
      const parsed = parseTimeInput(text, now, { timeZone: zone });
      if (!parsed.ok) return parsed;
      const f = formatInstant(parsed.value.epochMs, zone, 'en-US', now);
      if (!f.ok) return f;
      if (o.output !== 'table') return ok(String(f.value[o.output]));
      // The relative time ("3 days ago") changes with the clock, so the operation leaves it out.
      return ok(
        rowsOf(f.value, zone)
          .filter((r) => r.label !== 'Relative')
          .map((r) => `${r.label}: ${r.value}`)
          .join('\n'),
      );
    },
  }),
  defineOperation({
    id: 'sql/ddl-to-diagram',
    title: 'SQL DDL to diagram (SVG)',
    description: 'Draws the tables and foreign keys of CREATE TABLE statements as an entity-relationship diagram in SVG (Graphviz).',
    input: 'text',
    output: 'text',
    options: z.object({ dialect: ddlDialect() }),
    run: async (text, o) => {
      const dot = await ddlSchema(text, o.dialect);
      if (!dot.ok) return dot;
      const svg = await layout(dot.value, 'dot');
      return svg.ok ? svg : fail(`Graphviz could not lay out the diagram: ${svg.error.message}`);
    },
  }),
  defineOperation({
    id: 'sql/ddl-to-diagram/dot',
    title: 'SQL DDL to diagram (DOT)',
    description: 'Writes the tables and foreign keys of CREATE TABLE statements as the Graphviz DOT source of their diagram.',
    input: 'text',
    output: 'text',
    page: 'sql/ddl-to-diagram',
    options: z.object({ dialect: ddlDialect() }),
    run: async (text, o) => ddlSchema(text, o.dialect),
  }),
  defineOperation({
    id: 'graphviz',
    title: 'Graphviz DOT to SVG',
    description: "Lays out a Graphviz DOT graph with the chosen engine and writes Graphviz's SVG.",
    input: 'text',
    output: 'text',
    options: z.object({
      engine: z.enum(['dot', 'neato', 'fdp', 'sfdp', 'circo', 'twopi']).default('dot').describe('Layout engine'),
    }),
    run: async (text, o) => {
      if (!text.trim()) return fail('The input is empty: write a graph such as digraph { a -> b }');
      return layout(text, o.engine);
    },
  }),
];
