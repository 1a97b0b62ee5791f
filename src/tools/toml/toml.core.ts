import { parse, stringify, TomlError } from 'smol-toml';
import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export interface TomlToJsonOptions {
  /** Spaces per indentation level of the JSON output (1–8); 2 by default. */
  indent?: number;
}

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

/** Depth-first walk without recursion that stops at the first leaf `check` rejects, so the error can name its path. */
function walk(root: unknown, check: (value: unknown) => string | null): { error?: string; tooDeep?: true; path: Array<string | number> } {
  const path: Array<string | number> = [];
  const stack: Array<{ value: object; keys: Array<string | number>; index: number }> = [];
  const enter = (value: unknown): string | null => {
    if (!isContainer(value)) return check(value);
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
    const error = enter((frame.value as Record<string | number, unknown>)[key]);
    if (error === TOO_DEEP) return { tooDeep: true, path };
    if (error) return { error, path };
    if (!isContainer((frame.value as Record<string | number, unknown>)[key])) path.pop();
  }
  return { path };
}

const TOO_DEEP = 'too deep';

let bigintMarkerSeed = 0;

/** Converts TOML to JSON: dates become ISO strings, integers beyond 2^53 keep every digit; never throws. */
export function tomlToJson(text: string, opts: TomlToJsonOptions = {}): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  let value: Record<string, unknown>;
  try {
    value = parse(text, { integersAsBigInt: 'asNeeded', maxDepth: MAX_DEPTH });
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
      return fail(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`, { line: error.line, column: error.column });
    }
    if (error instanceof RangeError) return fail('The TOML is nested too deeply to convert');
    return fail(`Could not read the TOML: ${error instanceof Error ? error.message : String(error)}`);
  }
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
    if (!hasBigInt) return ok(JSON.stringify(value, null, indent));
    // JSON numbers may have any number of digits but JSON.stringify refuses BigInt: write a
    // unique quoted marker, then unquote it. The nonce stops a user string from matching.
    const marker = `@@bigint${Date.now().toString(36)}${(bigintMarkerSeed++).toString(36)}:`;
    const json = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${marker}${v}` : v), indent);
    return ok(json.replaceAll(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1'));
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

/** Converts a JSON object to TOML; explains what TOML cannot express (null, non-object top level); never throws. */
export function jsonToToml(text: string): Result<string> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(`A TOML document is a table, so the JSON must be an object at the top level, not ${typeOfJson(value)}. Wrap it, e.g. {"items": …}`);
  }
  const checked = walk(value, (leaf) => (leaf === null ? 'is null, and TOML has no null: remove the key or give it a value' : null));
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
