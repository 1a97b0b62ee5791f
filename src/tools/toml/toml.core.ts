import { parse, stringify, TomlError } from 'smol-toml';
import { parseJsonExact, stringifyJsonExact } from '@/lib/json-exact';
import { fail, ok, type Result } from '@/lib/result';
import { checkToml } from './toml-check';

export interface TomlToJsonOptions {
  /** Spaces per indentation level of the JSON output (1–8); 2 by default. */
  indent?: number;
  /** Accept the syntax TOML 1.1 added (times without seconds, multi-line inline tables, \e and \xHH); TOML 1.0 only by default. */
  toml11?: boolean;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Matches smol-toml's own inline nesting limit, and keeps recursive stringify well inside the stack. */
const MAX_DEPTH = 1000;

const clampIndent = (indent: number | undefined) => (Number.isInteger(indent) && indent! >= 1 && indent! <= 8 ? indent! : 2);

function describePath(path: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return out;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !(value instanceof Date);

type Holder = Record<string | number, unknown>;

/**
 * Depth-first walk without recursion that stops at the first leaf `check` rejects, so the error can name its path.
 * `check` may replace a leaf through its holder.
 */
function walk(
  root: unknown,
  check: (value: unknown, holder: Holder | null, key: string | number) => string | null,
): { error?: string; tooDeep?: true; path: Array<string | number> } {
  const path: Array<string | number> = [];
  const stack: Array<{ value: object; keys: Array<string | number>; index: number }> = [];
  const enter = (value: unknown, holder: Holder | null = null, key: string | number = ''): string | null => {
    if (!isContainer(value)) return check(value, holder, key);
    if (stack.length >= MAX_DEPTH) return TOO_DEEP;
    stack.push({ value, keys: Array.isArray(value) ? Array.from(value.keys()) : Object.keys(value), index: 0 });
    return null;
  };
  const first = enter(root);
  if (first && first !== TOO_DEEP) return { error: first, path };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.keys.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const key = frame.keys[frame.index++];
    path.push(key);
    const error = enter((frame.value as Holder)[key], frame.value as Holder, key);
    if (error === TOO_DEEP) return { tooDeep: true, path };
    if (error) return { error, path };
    if (!isContainer((frame.value as Holder)[key])) path.pop();
  }
  return { path };
}

const TOO_DEEP = 'too deep';

/**
 * Converts TOML (1.0 by default, 1.1 when asked) to JSON: dates become ISO strings, integers beyond 2^53 keep
 * every digit, impossible dates and times are errors; never throws.
 */
export function tomlToJson(text: string, opts: TomlToJsonOptions = {}): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  let value: Record<string, unknown>;
  try {
    value = parse(text, { integersAsBigInt: 'asNeeded', maxDepth: MAX_DEPTH });
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
      // smol-toml says only "invalid date": the scan of the dates says what is wrong with which one.
      if (/^invalid date/i.test(reason)) {
        const precise = checkToml(text, true);
        if (precise) return { ok: false, error: precise };
      }
      return fail(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`, { line: error.line, column: error.column });
    }
    if (error instanceof RangeError) return fail('The TOML is nested too deeply to convert');
    return fail(`Could not read the TOML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const strict = checkToml(text, opts.toml11 === true);
  if (strict) return { ok: false, error: strict };
  let hasBigInt = false;
  const checked = walk(value, (leaf) => {
    if (typeof leaf === 'bigint') hasBigInt = true;
    if (typeof leaf === 'number' && !Number.isFinite(leaf)) {
      return `is ${Number.isNaN(leaf) ? 'nan' : leaf > 0 ? 'inf' : '-inf'}, which JSON cannot represent`;
    }
    return null;
  });
  if (checked.tooDeep) return fail(`The TOML is nested more than ${MAX_DEPTH} levels deep`);
  if (checked.error) return fail(`The value at ${describePath(checked.path)} ${checked.error}`);
  try {
    const indent = ' '.repeat(clampIndent(opts.indent));
    return ok(hasBigInt ? stringifyJsonExact(value, indent) : JSON.stringify(value, null, indent));
  } catch (error) {
    return fail(error instanceof RangeError ? 'The TOML is nested too deeply to convert' : `Could not write the JSON: ${String(error)}`);
  }
}

function typeOfJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * Converts a JSON object to TOML; explains what TOML cannot express (null, non-object top level, integers beyond
 * 64 bits); integers keep every digit; never throws.
 */
export function jsonToToml(text: string): Result<string> {
  const parsed = parseJsonExact(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(`A TOML document is a table, so the JSON must be an object at the top level, not ${typeOfJson(value)}. Wrap it, e.g. {"items": …}`);
  }
  const checked = walk(value, (leaf, holder, key) => {
    if (leaf === null) return 'is null, and TOML has no null: remove the key or give it a value';
    if (typeof leaf === 'bigint' && (leaf < INT64_MIN || leaf > INT64_MAX)) {
      // Beyond TOML's integers. Written as a float when that keeps the number as written (a double's own
      // digits, e.g. 1e20 printed as 100000000000000000000); anything else would silently lose digits.
      if (String(Number(leaf)) === leaf.toString()) {
        holder![key] = Number(leaf);
        return null;
      }
      return `is ${leaf}, beyond TOML's 64-bit integers (-9223372036854775808 to 9223372036854775807) and not exactly a float either: write it as a string`;
    }
    return null;
  });
  if (checked.tooDeep) return fail(`The JSON is nested more than ${MAX_DEPTH} levels deep, too deep for TOML`);
  if (checked.error) return fail(`The value at ${describePath(checked.path)} ${checked.error}`);
  try {
    return ok(stringify(value, { maxDepth: MAX_DEPTH }));
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && /depth/i.test(error.message))) {
      return fail(`The JSON is nested too deeply for TOML (more than ${MAX_DEPTH} levels)`);
    }
    return fail(`TOML cannot express this JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}
