import { parse, TomlError } from 'smol-toml';
import { parseJsonExact, stringifyJsonExact } from '@/lib/json-exact';
import { fail, ok, type Result } from '@/lib/result';
import { describePath, walkLeaves as walk, writeToml } from '@/lib/toml-write';
import { checkToml } from './toml-check';

export interface TomlToJsonOptions {
  /** Spaces per indentation level of the JSON output (1–8); 2 by default. */
  indent?: number;
  /** Accept the syntax TOML 1.1 added (times without seconds, multi-line inline tables, \e and \xHH); TOML 1.0 only by default. */
  toml11?: boolean;
}

/** Matches smol-toml's own inline nesting limit, and keeps recursive stringify well inside the stack. */
const MAX_DEPTH = 1000;

const clampIndent = (indent: number | undefined) => (Number.isInteger(indent) && indent! >= 1 && indent! <= 8 ? indent! : 2);

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
  return writeToml(value as Record<string, unknown>, 'JSON');
}
