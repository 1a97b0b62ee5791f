import type { SqlJsStatic } from 'sql.js';
import { z } from 'zod';
import { fail, ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const HASH_ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-512'] as const;
const DIGEST_ENCODINGS = ['hex', 'HEX', 'base64'] as const;

/** `--arg` variables written one `name=value` a line (blank lines skipped), as [name, value] pairs. */
function readJqArgs(text: string): { ok: true; value: [string, string][] } | { ok: false; message: string } {
  const pairs: [string, string][] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const eq = lines[i].indexOf('=');
    if (eq < 0) return { ok: false, message: `Arguments, line ${i + 1}: "${lines[i]}" is not name=value` };
    pairs.push([lines[i].slice(0, eq), lines[i].slice(eq + 1)]);
  }
  return { ok: true, value: pairs };
}

/** A date written as ISO 8601 (or anything Date reads), or null when it is not one. */
function readDate(text: string): Date | null {
  const d = new Date(text.trim());
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Node only: the absolute path of a file inside an installed package (sql.js's WASM); null in a browser. */
function nodePackageFile(specifier: string): string | null {
  // getBuiltinModule is a plain call (no import for a bundler to follow); it exists only under Node.
  const getBuiltin = typeof process !== 'undefined' ? process.getBuiltinModule : undefined;
  if (typeof getBuiltin !== 'function') return null;
  const { createRequire } = getBuiltin('node:module');
  return createRequire(import.meta.url).resolve(specifier);
}

/** SQLite (sql.js), loaded once by the first query. */
let sqlJs: Promise<SqlJsStatic> | null = null;

/**
 * Queries, digests, diffs and calculators: jq, JSONPath, XPath, regex, hashes, HMAC, bcrypt, diffs, subnets,
 * chmod, cron and SQL over CSV. Each `run` imports its tool's core when first used.
 */
export const dataOps: AnyOperation[] = [
  defineOperation({
    id: 'jq_playground',
    title: 'jq filter',
    description: 'Runs a jq filter (jq 1.8, compiled to WebAssembly) on JSON and returns what jq prints, without its final newline.',
    input: 'text',
    output: 'text',
    options: z.object({
      filter: z.string().default('.').describe('Filter'),
      compact: z.boolean().default(false).describe('Compact output (-c)'),
      rawOutput: z.boolean().default(false).describe('Raw output (-r)'),
      slurp: z.boolean().default(false).describe('Slurp (-s)'),
      nullInput: z.boolean().default(false).describe('Null input (-n)'),
      rawInput: z.boolean().default(false).describe('Raw input (-R)'),
      sortKeys: z.boolean().default(false).describe('Sort keys (-S)'),
      args: z.string().default('').describe('Variables for --arg, one name=value a line (the value is a string; use it as $name)'),
    }),
    run: async (text, o) => {
      const [{ buildJqArgs, interpretRun }, { runJq }] = await Promise.all([
        import('@/tools/jq-playground/jq-playground.core'),
        import('@/tools/jq-playground/jq-engine'),
      ]);
      const args = readJqArgs(o.args);
      if (!args.ok) return fail(args.message);
      const flags = buildJqArgs({ ...o, args: args.value });
      if (!flags.ok) return flags;
      // As the playground's worker runs it: an empty filter is `.`.
      const r = interpretRun(await runJq(text, o.filter.trim() === '' ? '.' : o.filter, flags.value));
      if (!r.ok) return r;
      // jq may print some results before an error; the error wins, as a failed step should stop a recipe.
      return r.value.error !== null ? fail(r.value.error) : ok(r.value.text);
    },
  }),
  defineOperation({
    id: 'jsonpath_playground',
    title: 'JSONPath query',
    description:
      'Evaluates a JSONPath (RFC 9535, or the jsonpath-plus dialect) over JSON and returns the matched values as a pretty-printed JSON array.',
    input: 'text',
    output: 'text',
    options: z.object({
      path: z.string().default('$').describe('Path'),
      dialect: z.enum(['rfc9535', 'jsonpath-plus']).default('rfc9535').describe('Dialect: RFC 9535 or jsonpath-plus'),
      ignoreErrors: z
        .boolean()
        .default(false)
        .describe('Skip items where a filter expression fails (e.g. reads a member of null); jsonpath-plus only'),
    }),
    run: async (json, o) => {
      const { evaluateJsonPath } = await import('@/tools/jsonpath-playground/jsonpath-playground.core');
      const r = await evaluateJsonPath({ json, path: o.path, dialect: o.dialect, ignoreErrors: o.ignoreErrors });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'xpath_tester',
    title: 'XPath query',
    description:
      'Evaluates an XPath 1.0 expression over XML: matched nodes one a line (elements as XML, attributes as name="value"), or the number, string or boolean. A default namespace gets the prefix d:.',
    input: 'text',
    output: 'text',
    options: z.object({
      xpath: z.string().default('/').describe('XPath'),
    }),
    run: async (xml, o) => {
      const { evaluateXPath } = await import('@/tools/xpath-tester/xpath-tester.core');
      const r = evaluateXPath({ xml, xpath: o.xpath });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'regex_tester',
    title: 'Regex replace',
    description:
      'Replaces matches of a JavaScript regular expression ($1, $<name>, $& in the replacement); without the g flag only the first match is replaced.',
    input: 'text',
    output: 'text',
    options: z.object({
      pattern: z.string().default('').describe('Pattern (without the enclosing slashes)'),
      flags: z.string().default('g').describe('Flags (d g i m s u v y)'),
      replacement: z.string().default('').describe('Replacement'),
    }),
    run: async (text, o) => {
      const { runRegex } = await import('@/tools/regex-tester/regex-tester.core');
      const r = runRegex({ pattern: o.pattern, flags: o.flags, text, replacement: o.replacement });
      return r.ok ? ok(r.value.replaced) : r;
    },
  }),
  defineOperation({
    id: 'regex_tester/match',
    title: 'Regex matches',
    description:
      "Lists the matches of a JavaScript regular expression (every match with the g flag, else the first): the matched text one a line, or as JSON with each match's index and capture groups.",
    input: 'text',
    output: 'text',
    page: 'regex_tester',
    options: z.object({
      pattern: z.string().default('').describe('Pattern (without the enclosing slashes)'),
      flags: z.string().default('g').describe('Flags (d g i m s u v y)'),
      format: z
        .enum(['lines', 'json'])
        .default('lines')
        .describe('Output: each match on its own line, or a JSON array of {index, end, match, groups} (groups by name, or by number when unnamed)'),
    }),
    run: async (text, o) => {
      const { runRegex } = await import('@/tools/regex-tester/regex-tester.core');
      const r = runRegex({ pattern: o.pattern, flags: o.flags, text, replacement: '' });
      if (!r.ok) return r;
      if (o.format === 'lines') return ok(r.value.matches.map((m) => m.text).join('\n'));
      const list = r.value.matches.map((m) => ({
        index: m.index,
        end: m.end,
        match: m.text,
        groups: Object.fromEntries(m.groups.map((g) => [g.name ?? String(g.number), g.value ?? null])),
      }));
      return ok(JSON.stringify(list, null, 2));
    },
  }),
  defineOperation({
    id: 'hash/generator',
    title: 'Hash',
    description: 'Computes the MD5, SHA-1, SHA-2 or SHA-3 digest of bytes (text as UTF-8).',
    input: 'bytes',
    output: 'text',
    options: z.object({
      algorithm: z.enum(HASH_ALGORITHMS).default('sha256').describe('Algorithm'),
      encoding: z.enum(DIGEST_ENCODINGS).default('hex').describe('Output encoding: hex (lower case), HEX (upper case) or Base64'),
    }),
    run: async (bytes, o) => {
      const [{ createHasher }, { encodeDigest }] = await Promise.all([import('@/tools/hash/hash.core'), import('@/tools/hash/hash-format')]);
      const hasher = await createHasher(o.algorithm);
      hasher.init();
      hasher.update(bytes);
      return ok(encodeDigest(hasher.digest('hex'), o.encoding));
    },
  }),
  defineOperation({
    id: 'hmac/generator',
    title: 'HMAC',
    description: 'Computes the HMAC of a message (bytes, text as UTF-8) under a secret key with MD5, SHA-1, SHA-2 or SHA-3.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      key: z.string().default('').describe('Secret key'),
      keyFormat: z.enum(['text', 'hex', 'base64']).default('text').describe('Key format: text (UTF-8), hex or Base64'),
      algorithm: z.enum(HASH_ALGORITHMS).default('sha256').describe('Algorithm'),
      encoding: z.enum(DIGEST_ENCODINGS).default('hex').describe('Output encoding: hex (lower case), HEX (upper case) or Base64'),
    }),
    run: async (bytes, o) => {
      const [{ createHasher }, { encodeDigest }, { parseKey }, { createHMAC }] = await Promise.all([
        import('@/tools/hash/hash.core'),
        import('@/tools/hash/hash-format'),
        import('@/tools/hash/hmac-key'),
        import('hash-wasm'),
      ]);
      const key = parseKey(o.key, o.keyFormat);
      if (!key.ok) return key;
      const hmac = await createHMAC(createHasher(o.algorithm), key.value);
      hmac.init();
      hmac.update(bytes);
      return ok(encodeDigest(hmac.digest('hex'), o.encoding));
    },
  }),
  defineOperation({
    id: 'bcrypt',
    title: 'bcrypt hash',
    description: 'Hashes a password (at most 72 bytes of UTF-8) with bcrypt at the chosen cost and a new random 16-byte salt.',
    input: 'text',
    output: 'text',
    options: z.object({
      cost: z.number().int().min(4).max(15).default(10).describe('Cost factor (2^cost rounds)'),
    }),
    run: async (password, o) => {
      const { hashPassword } = await import('@/tools/bcrypt/bcrypt.run');
      return hashPassword(password, o.cost, crypto.getRandomValues(new Uint8Array(16)));
    },
  }),
  defineOperation({
    id: 'bcrypt/verify',
    title: 'bcrypt verify',
    description: 'Checks a password against a bcrypt hash ($2a$, $2b$ or $2y$, cost up to 16): "true" when it matches, "false" when not.',
    input: 'text',
    output: 'text',
    page: 'bcrypt',
    options: z.object({
      hash: z.string().default('').describe('Bcrypt hash'),
    }),
    run: async (password, o) => {
      const { verifyPassword } = await import('@/tools/bcrypt/bcrypt.run');
      const r = await verifyPassword(password, o.hash);
      return r.ok ? ok(String(r.value)) : r;
    },
  }),
  defineOperation({
    id: 'json/diff',
    title: 'JSON diff',
    description:
      'Compares the input (left) with another JSON document (right) structurally, one change a line: "+ path: value" added, "- path: value" removed, "~ path: old → new" changed.',
    input: 'text',
    output: 'text',
    options: z.object({
      other: z.string().default('').describe('Right: the JSON document to compare the input with'),
    }),
    run: async (left, o) => {
      const [{ diffJson }, { changesText }] = await Promise.all([
        import('@/tools/json-diff/json-diff.core'),
        import('@/tools/json-diff/change-text'),
      ]);
      const r = diffJson(left, o.other);
      return r.ok ? ok(changesText(r.value)) : r;
    },
  }),
  defineOperation({
    id: 'text/diff',
    title: 'Text diff',
    description: 'Compares the input (Original) with another text (Changed) by line and returns the unified patch, with 3 lines of context.',
    input: 'text',
    output: 'text',
    options: z.object({
      other: z.string().default('').describe('Changed: the text to compare the input with'),
      ignoreWhitespace: z.boolean().default(false).describe('Ignore whitespace'),
      ignoreCase: z.boolean().default(false).describe('Ignore case'),
    }),
    run: async (original, o) => {
      const { diffTexts } = await import('@/tools/text-diff/text-diff.core');
      const r = diffTexts(original, o.other, { mode: 'lines', ignoreWhitespace: o.ignoreWhitespace, ignoreCase: o.ignoreCase });
      return r.ok ? ok(r.value.patch) : r;
    },
  }),
  defineOperation({
    id: 'network/subnet-calculator',
    title: 'Subnet calculator',
    description:
      'Describes an IPv4 or IPv6 block (192.168.1.0/24, 10.0.0.1 255.255.0.0, 2001:db8::/48): one "label: value" line per fact as the page lists them, then its notes, and the subnets of a split.',
    input: 'text',
    output: 'text',
    options: z.object({
      split: z
        .number()
        .int()
        .min(0)
        .max(128)
        .default(0)
        .describe('Split into subnets of this prefix length (0: no split); at most the first 1,024 are listed'),
    }),
    run: async (input, o) => {
      const core = await import('@/tools/subnet/subnet.core');
      const parsed = core.parseCidr(input);
      if (!parsed.ok) return parsed;
      if (!parsed.value) return fail('Type an IPv4 or IPv6 address or CIDR block, such as 192.168.1.0/24 or 2001:db8::/48');
      const { version, value, prefix } = parsed.value;
      const info = core.describeSubnet(version, value, prefix);
      const lines = core.subnetRows(info).map(([k, v]) => `${k}: ${v}`);
      if (info.notes.length > 0) lines.push('', ...info.notes);
      if (o.split !== 0) {
        const split = core.splitSubnet(version, value, prefix, o.split);
        if (!split.ok) return split;
        const s = split.value;
        lines.push('', `${core.groupDigits(s.count)} subnets of /${s.newPrefix}${s.capped ? ` (the first ${s.subnets.length} listed)` : ''}:`);
        lines.push(...s.subnets.map((n) => n.cidr));
      }
      return ok(lines.join('\n'));
    },
  }),
  defineOperation({
    id: 'chmod/calculator',
    title: 'chmod calculator',
    description:
      'Reads an octal mode (755), a permission string (rwxr-xr-x, drwxr-xr-x) or a chmod expression (u+x,go-w, applied to the starting mode as GNU chmod does) and gives the octal, symbolic, ls -l and chmod forms, then what the bits mean.',
    input: 'text',
    output: 'text',
    options: z.object({
      start: z
        .string()
        .regex(/^\s*[0-7]{1,4}\s*$/, 'an octal mode of 1 to 4 digits 0-7, such as 644')
        .default('666')
        .describe('Starting mode (for expressions)'),
      umask: z
        .string()
        .regex(/^\s*[0-7]{1,4}\s*$/, 'an octal mode of 1 to 4 digits 0-7, such as 022')
        .default('022')
        .describe('umask'),
      kind: z.enum(['file', 'directory']).default('file').describe('Type: file or directory'),
    }),
    run: async (input, o) => {
      const core = await import('@/tools/chmod/chmod.core');
      const r = core.readChmodInput(input, o.start, o.kind, o.umask);
      if (!r.ok) return r;
      const { mode } = r.value;
      const kind = r.value.kind ?? o.kind;
      return ok(
        [
          `Octal: ${core.toOctal(mode)}`,
          `Symbolic: ${core.toSymbolic(mode)}`,
          `ls -l: ${core.toLsString(mode, kind)}`,
          `chmod (symbolic): ${core.toChmodSymbolic(mode)}`,
          '',
          ...core.describeMode(mode, kind),
        ].join('\n'),
      );
    },
  }),
  defineOperation({
    id: 'cron/expression',
    title: 'Cron expression',
    description:
      'Explains a cron line (5 fields, 6 with seconds, or @daily and friends) in words and lists its next runs in a time zone, after a given moment.',
    input: 'text',
    output: 'text',
    options: z.object({
      timeZone: z.string().default('UTC').describe('Time zone (IANA name, such as Europe/Paris)'),
      from: z.string().default('').describe('List runs after this moment (ISO 8601, such as 2025-01-01T00:00:00Z); empty: now'),
      count: z.number().int().min(0).max(100).default(10).describe('Next runs to list'),
    }),
    run: async (input, o) => {
      const [core, { isTimeZone }] = await Promise.all([import('@/tools/cron/cron.core'), import('@/lib/time-zone')]);
      const zone = o.timeZone.trim();
      if (!isTimeZone(zone)) return fail(`"${o.timeZone}" is not a time zone: use an IANA name such as UTC, Europe/Paris or America/New_York`);
      const from = o.from.trim() === '' ? new Date(Math.floor(Date.now() / 60_000) * 60_000) : readDate(o.from);
      if (!from) return fail(`From: "${o.from}" is not a date; write it as ISO 8601, such as 2025-01-01T00:00:00Z`);
      const reading = core.readCron(input);
      if (!reading.ok) return reading;
      if (reading.value.kind === 'reboot' || o.count === 0) return ok(reading.value.description);
      const runs = core.nextRuns(reading.value.pattern, zone, o.count, from);
      if (!runs.ok) return runs;
      const list =
        runs.value.length === 0
          ? ['This schedule never runs: no date matches it (for example 30 February).']
          : [`Next ${runs.value.length} runs (${zone}):`, ...runs.value.map((d) => core.formatRun(d, zone))];
      return ok([reading.value.description, '', ...list].join('\n'));
    },
  }),
  defineOperation({
    id: 'csv/query-as-sql',
    title: 'Query CSV with SQL',
    description: 'Loads CSV into an SQLite table (numbers stored as numbers) and runs SQL over it; returns the last result as CSV with a header row.',
    input: 'text',
    output: 'text',
    options: z.object({
      query: z.string().default('SELECT * FROM data').describe('Query'),
      tableName: z.string().default('data').describe('Table name'),
      delimiter: z.enum(['auto', ',', ';', '\t', '|']).default('auto').describe('Delimiter: auto (detect), comma, semicolon, tab or pipe'),
      header: z.boolean().default(true).describe('First row is the header'),
    }),
    run: async (csv, o) => {
      const [{ default: initSqlJs }, { runCsvQuery }, { resultToCsv }] = await Promise.all([
        import('sql.js'),
        import('@/tools/csv-query/csv-query.core'),
        import('@/lib/sql-engine'),
      ]);
      // Under Node the WASM comes from node_modules; in a browser from the site, as the tool's worker loads it.
      sqlJs ??= initSqlJs({ locateFile: () => nodePackageFile('sql.js/dist/sql-wasm.wasm') ?? '/vendor/sql.js/sql-wasm-browser.wasm' }).catch(
        (e: unknown) => {
          sqlJs = null;
          throw e;
        },
      );
      const SQL = await sqlJs;
      const r = runCsvQuery(SQL, { csv, query: o.query, tableName: o.tableName, delimiter: o.delimiter, header: o.header });
      return r.ok ? ok(r.value.columns.length === 0 ? '' : resultToCsv(r.value)) : r;
    },
  }),
];
