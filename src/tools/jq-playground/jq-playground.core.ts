/**
 * The jq playground's own logic: turning the page's switches into jq command-line options, and
 * turning what jq printed into a result. The engine itself (jq-engine.ts) runs in a worker.
 */
import { fail, ok, type Result } from '@/lib/result';

/** An `--arg name value` pair. */
export type JqArg = [name: string, value: string];

export interface JqOptions {
  compact: boolean;
  rawOutput: boolean;
  slurp: boolean;
  nullInput: boolean;
  rawInput: boolean;
  sortKeys: boolean;
  args: JqArg[];
}

export interface JqRequest {
  json: string;
  filter: string;
  options: JqOptions;
}

/**
 * What the playground sends its worker: the filter and options, and the input by an id. The input itself comes
 * only when the worker does not have it yet, so running another filter on a 5 MB document does not send 5 MB
 * again. It comes as text: posting a string is one memory copy (a few ms for 5 MB), while encoding it to bytes
 * to transfer them would hold the page's main thread for ~40 ms in the paste's own task. The worker keeps the text,
 * and jq reads it encoded to UTF-8 block by block as it goes (jq-engine.ts), with no copy of the whole made.
 */
export interface JqKeptInputRequest {
  inputId: number;
  input?: string;
  filter: string;
  options: JqOptions;
}

/** The worker's answer when it was asked to use an input it does not have (it was restarted): send it again. */
export const INPUT_NOT_KEPT = 'The jq worker does not have this input.';

export interface JqOutput {
  /** What jq printed to stdout. */
  text: string;
  /** Standard error when jq also printed there without failing (`debug`, `stderr`, `halt_error`). */
  stderr: string;
  /** jq's error messages, verbatim, when it reported any (outputs printed before an error are kept). */
  error: string | null;
}

export const JQ_TIMEOUT_MS = 8_000;

/**
 * The jq release the playground runs (jq-wasm 3.0.0-jq-1.8.2), shown on the page. Kept here, not read from
 * the engine, so the page can show it before jq loads; tests/tools/jq-engine.test.ts checks it against the
 * engine's own `jq --version`.
 */
export const JQ_VERSION = '1.8.2';

export const defaultJqOptions: JqOptions = {
  compact: false,
  rawOutput: false,
  slurp: false,
  nullInput: false,
  rawInput: false,
  sortKeys: false,
  args: [],
};

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads `args` from stored or shared state: a list of [name, value] string pairs, anything else dropped. */
export function normalizeArgs(value: unknown): JqArg[] {
  if (!Array.isArray(value)) return [];
  const out: JqArg[] = [];
  for (const item of value) {
    if (Array.isArray(item) && item.length === 2 && typeof item[0] === 'string' && typeof item[1] === 'string') out.push([item[0], item[1]]);
  }
  return out;
}

/**
 * The jq command-line options for these settings, in the order jq documents them. Rows with an empty
 * name are ignored (a half-filled row while typing); a name jq could not use as `$name` is an error.
 */
export function buildJqArgs(o: JqOptions): Result<string[]> {
  const flags: string[] = [];
  if (o.compact) flags.push('-c');
  if (o.rawOutput) flags.push('-r');
  if (o.slurp) flags.push('-s');
  if (o.nullInput) flags.push('-n');
  if (o.rawInput) flags.push('-R');
  if (o.sortKeys) flags.push('-S');
  const seen = new Set<string>();
  for (let i = 0; i < o.args.length; i++) {
    const [rawName, value] = o.args[i];
    const name = rawName.trim().replace(/^\$/, '');
    if (name === '') continue;
    if (!NAME.test(name)) {
      return fail(`Argument ${i + 1}: "${rawName}" is not a valid jq variable name (letters, digits and _, not starting with a digit).`);
    }
    if (seen.has(name)) return fail(`Argument ${i + 1}: $${name} is defined twice.`);
    seen.add(name);
    flags.push('--arg', name, value);
  }
  return ok(flags);
}

/** The command a user would type in a shell for the same run (shown under the options). */
export function jqCommandLine(filter: string, o: JqOptions): string {
  const quote = (s: string) => (/^[A-Za-z0-9_.,:/@=+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const built = buildJqArgs(o);
  const flags = built.ok ? built.value : [];
  return ['jq', ...flags.map(quote), quote(filter === '' ? '.' : filter)].join(' ');
}

/**
 * Interprets one run. jq keeps going after a runtime error on one input, so outputs and errors can
 * both be present. A line of stderr starting with "jq: " is jq reporting an error; anything else there
 * came from the filter itself (`debug`, `stderr`, `halt_error`).
 */
export function interpretRun(run: { stdout: string; stderr: string; crash: string | null }): Result<JqOutput> {
  if (run.crash) return fail(run.crash);
  const stderr = run.stderr.replace(/\n$/, '');
  const isError = /^jq: /m.test(stderr);
  return ok({
    text: run.stdout.replace(/\n$/, ''),
    stderr: isError ? '' : stderr,
    error: isError ? stderr : null,
  });
}

/** The message shown when a run is stopped by the time limit. */
export function timeoutMessage(ms: number): string {
  return (
    `jq was stopped after ${ms / 1000} s. The filter may never finish: an endless generator such as repeat(.) or ` +
    `range(infinite), a huge range like [range(1e9)], or a recursive function without a base case. ` +
    `Wrap a generator in limit(n; …) or first(…) to take only what you need.`
  );
}

export const sampleJson = `{
  "team": "Platform",
  "members": [
    { "name": "Ada", "role": "lead", "skills": ["go", "sql"], "active": true },
    { "name": "Linus", "role": "dev", "skills": ["c"], "active": false },
    { "name": "Grace", "role": "dev", "skills": ["cobol", "sql"], "active": true }
  ]
}`;

export const sampleFilter = '.members[] | select(.active) | {name, skills: (.skills | join(", "))}';

/** jq's output for the sample (checked against the real engine by the unit tests), shown before jq loads. */
export const sampleOutput = `{
  "name": "Ada",
  "skills": "go, sql"
}
{
  "name": "Grace",
  "skills": "cobol, sql"
}`;

export interface JqExample {
  title: string;
  filter: string;
  json: string;
  options?: Partial<JqOptions>;
}

const orders = `[
  { "id": 1, "customer": "ada@example.com", "status": "shipped", "total": 42.5, "items": 3 },
  { "id": 2, "customer": "bob@example.org", "status": "pending", "total": 12, "items": 1 },
  { "id": 3, "customer": "ada@example.com", "status": "shipped", "total": 7.25, "items": 2 },
  { "id": 4, "customer": "cy@example.com", "status": "cancelled", "total": 99, "items": 5 }
]`;

const config = `{
  "name": "api",
  "version": "2.3.1",
  "debug": null,
  "server": { "host": "0.0.0.0", "port": 8080, "tls": { "enabled": true, "cert": "/etc/ssl/api.pem" } },
  "users": [
    { "login": "ada", "password": "hunter2", "roles": ["admin"] },
    { "login": "bob", "password": "s3cret", "roles": ["read", "write"] }
  ]
}`;

/** The examples menu: each loads a filter, an input and the options it needs. */
export const JQ_EXAMPLES: readonly JqExample[] = [
  { title: 'Filter with select', filter: '.[] | select(.status == "shipped" and .total > 10)', json: orders },
  { title: 'Pick one field from each item (map)', filter: 'map(.customer) | unique', json: orders },
  {
    title: 'Group and count (group_by)',
    filter: 'group_by(.status) | map({status: .[0].status, count: length, total: (map(.total) | add)})',
    json: orders,
  },
  { title: 'Sum with reduce', filter: 'reduce .[] as $o (0; . + $o.total)', json: orders },
  { title: 'Sort and take the top 2', filter: 'sort_by(-.total) | .[:2] | map({id, total})', json: orders },
  { title: 'Rows to CSV (@csv, raw output)', filter: '.[] | [.id, .customer, .total] | @csv', json: orders, options: { rawOutput: true } },
  {
    title: 'Keys and values (to_entries)',
    filter: '.server | to_entries | map("\\(.key)=\\(.value)") | .[]',
    json: config,
    options: { rawOutput: true },
  },
  { title: 'Drop null fields (with_entries)', filter: 'with_entries(select(.value != null))', json: config },
  { title: 'Delete secrets (del)', filter: 'del(.users[].password)', json: config },
  { title: 'List every leaf path (paths)', filter: '[paths(scalars) | map(tostring) | join(".")]', json: config },
  {
    title: 'Encode to Base64 (@base64, @base64d)',
    filter: '.users[] | {login, token: ("\\(.login):\\(.password)" | @base64)} | .check = (.token | @base64d)',
    json: config,
  },
  {
    title: 'Variable from --arg',
    filter: '.[] | select(.customer == $email) | .id',
    json: orders,
    options: { args: [['email', 'ada@example.com']] },
  },
  {
    title: 'Slurp a stream of values (-s)',
    filter: 'map(.ms) | {count: length, max: max, mean: (add / length)}',
    json: '{"ms": 120}\n{"ms": 95}\n{"ms": 310}',
    options: { slurp: true },
  },
  { title: 'Generate without input (-n)', filter: '[range(1; 6) | {n: ., square: (. * .)}]', json: '', options: { nullInput: true, compact: true } },
  {
    title: 'Text lines to JSON (-R)',
    filter: 'select(length > 0) | split(",") | {name: .[0], age: (.[1] | tonumber)}',
    json: 'Ada,36\nLinus,28\n\nGrace,45',
    options: { rawInput: true, compact: true },
  },
  { title: 'Find every number anywhere (..)', filter: '[.. | numbers] | add', json: config },
  {
    title: 'String interpolation and test()',
    filter: '.[] | select(.customer | test("@example\\\\.com$")) | "#\\(.id): \\(.customer) paid \\(.total)"',
    json: orders,
    options: { rawOutput: true },
  },
];

/** The cheat sheet on the page: common filters and what they do. */
export const JQ_CHEAT_SHEET: readonly [filter: string, meaning: string][] = [
  ['.', 'The input, unchanged (pretty-printed).'],
  ['.name  .a.b  ."odd key"', 'A field; a nested field; a key that needs quotes.'],
  ['.[0]  .[-1]  .[2:4]', 'An array element by index (negative counts from the end); a slice.'],
  ['.[]  .[]?', 'Every element or value, one output each; ? hides errors on non-iterables.'],
  ['a | b', 'Feed every output of a into b.'],
  ['a, b', 'The outputs of a, then those of b.'],
  ['[ … ]  { a, b: .x }', 'Collect outputs into an array; build an object (a is short for a: .a).'],
  ['select(cond)', 'Keep the input only when cond is true.'],
  ['map(f)  map_values(f)', 'Apply f to each element of an array, or each value of an object.'],
  ['keys  length  add  has("k")', 'Sorted keys; size; sum or concatenation; whether a key exists.'],
  ['sort_by(.k)  group_by(.k)  unique_by(.k)', 'Sort, group into arrays, or deduplicate by an expression.'],
  ['to_entries  from_entries  with_entries(f)', 'Object ↔ list of {key, value}; transform the entries.'],
  ['del(.k)  .k = v  .k |= f', 'Remove a path; set it; update it with f.'],
  ['.. ', 'Every value in the document, recursively.'],
  ['paths  getpath(p)  leaf_paths', 'Paths as arrays of keys and indexes; read a path.'],
  ['reduce .[] as $x (init; update)', 'Fold the outputs into one value, e.g. a total.'],
  ['"\\(.a) and \\(.b)"', 'String interpolation.'],
  ['test("re")  capture("(?<y>\\\\d+)")  sub("a"; "b")', 'Regular expressions (Oniguruma syntax).'],
  ['@csv  @tsv  @json  @base64  @base64d  @uri  @html', 'Format a value as text; use with -r to print it raw.'],
  ['tostring  tonumber  type  ascii_downcase', 'Conversions and type checks.'],
  ['$name  $ENV.HOME', 'A variable from --arg (or as $name); an environment variable.'],
  ['limit(n; f)  first(f)  until(cond; f)', 'Take only some outputs of a generator; loop until a condition.'],
  ['if c then a elif d then b else e end  a // b', 'Conditionals; the alternative operator (b when a is null, false or empty).'],
  ['try f catch .', 'Handle an error; catch receives the message.'],
];
