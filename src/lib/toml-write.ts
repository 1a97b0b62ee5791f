import { stringify } from 'smol-toml';
import { fail, ok, type Result } from './result';

import { describePath } from './json-path';

export { describePath };

/** TOML's integers are signed 64-bit. */
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Matches smol-toml's own inline nesting limit, and keeps recursive stringify well inside the stack. */
export const MAX_TOML_DEPTH = 1000;

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && !(value instanceof Date);

type Holder = Record<string | number, unknown>;

const TOO_DEEP = 'too deep';

/**
 * Depth-first walk without recursion that stops at the first leaf `check` rejects, so the error can name its path.
 * `check` may replace a leaf through its holder.
 */
export function walkLeaves(
  root: unknown,
  check: (value: unknown, holder: Holder | null, key: string | number) => string | null,
  maxDepth = MAX_TOML_DEPTH,
): { error?: string; tooDeep?: true; path: Array<string | number> } {
  const path: Array<string | number> = [];
  const stack: Array<{ value: object; keys: Array<string | number>; index: number }> = [];
  const enter = (value: unknown, holder: Holder | null = null, key: string | number = ''): string | null => {
    if (!isContainer(value)) return check(value, holder, key);
    if (stack.length >= maxDepth) return TOO_DEEP;
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

/**
 * Writes a table (a plain object whose values may hold numbers, BigInt integers, strings, booleans, Dates and
 * smol-toml TomlDates, arrays and objects) as TOML 1.0. What TOML cannot express is an error naming its path:
 * null, integers beyond 64 bits that a float would not hold exactly, NaN and infinities are written as TOML's
 * nan and inf. `source` names the input format in messages ("JSON", "YAML"). With `numbersAsFloat`, every JS
 * number is a float (1000.0), for sources whose integers all arrive as BigInt. Never throws.
 */
export function writeToml(table: Record<string, unknown>, source: string, opts: { numbersAsFloat?: boolean } = {}): Result<string> {
  const checked = walkLeaves(table, (leaf, holder, key) => {
    if (leaf === null || leaf === undefined) return 'is null, and TOML has no null: remove the key or give it a value';
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
  if (checked.tooDeep) return fail(`The ${source} is nested more than ${MAX_TOML_DEPTH} levels deep, too deep for TOML`);
  if (checked.error) return fail(`The value at ${describePath(checked.path)} ${checked.error}`);
  try {
    return ok(stringify(table, { maxDepth: MAX_TOML_DEPTH, numbersAsFloat: opts.numbersAsFloat === true }));
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && /depth/i.test(error.message))) {
      return fail(`The ${source} is nested too deeply for TOML (more than ${MAX_TOML_DEPTH} levels)`);
    }
    return fail(`TOML cannot express this ${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
