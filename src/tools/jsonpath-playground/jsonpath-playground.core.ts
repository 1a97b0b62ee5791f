/**
 * JSONPath evaluation with jsonpath-plus in its "safe" script mode: filter expressions like
 * `?(@.price < 10)` are interpreted by its own small evaluator, never handed to eval/Function, so a
 * shared link cannot run code on the page. Runs in a worker (a path over a big document can be slow).
 */
import { JSONPath } from 'jsonpath-plus';
import { findJsonError } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export interface JsonPathRequest {
  json: string;
  path: string;
  ignoreErrors: boolean;
}

export interface JsonPathMatch {
  /** Normalized path, e.g. $['store']['book'][0]['title']. */
  path: string;
  /** JSON Pointer (RFC 6901) of the same location. */
  pointer: string;
  /** The value as compact JSON, shortened when long. */
  preview: string;
}

export interface JsonPathResult {
  /** The matched values as a pretty-printed JSON array. */
  text: string;
  matches: JsonPathMatch[];
  /** True when more values matched than are listed. */
  truncated: boolean;
}

const MAX_LISTED = 20_000;
const PREVIEW = 160;

function preview(value: unknown): string {
  const s = value === undefined ? 'undefined' : JSON.stringify(value);
  return s.length > PREVIEW ? `${s.slice(0, PREVIEW - 1)}…` : s;
}

/** Parses the JSON input, pointing at the first syntax error. */
export function parseJsonInput(text: string): Result<unknown> {
  if (text.trim() === '') return fail('The input is empty: paste a JSON document.');
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    const located = findJsonError(text);
    return located
      ? { ok: false, error: { ...located, message: `Invalid JSON: ${located.message}` } }
      : fail(`Invalid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

interface RawMatch {
  path: string;
  pointer: string;
  value: unknown;
}

/** Evaluates the path over the document: the values (as JSON text) and where each was found. */
export function evaluateJsonPath({ json, path, ignoreErrors }: JsonPathRequest): Result<JsonPathResult> {
  const expr = path.trim();
  if (expr === '') return fail('Type a JSONPath expression, starting with $ (the root), e.g. $.store.book[*].title');
  const doc = parseJsonInput(json);
  if (!doc.ok) return doc;
  let found: RawMatch[];
  try {
    const out = JSONPath({ path: expr, json: doc.value as object, eval: 'safe', ignoreEvalErrors: ignoreErrors, resultType: 'all', wrap: true });
    found = Array.isArray(out) ? (out as RawMatch[]) : [];
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return fail(`JSONPath error: ${message.replace(/^jsonPath: /, '')}`);
  }
  const values = found.map((m) => m.value);
  const listed = found.slice(0, MAX_LISTED);
  return ok({
    text: JSON.stringify(values, (_k, v: unknown) => (v === undefined ? null : v), 2),
    matches: listed.map((m) => ({ path: m.path, pointer: m.pointer, preview: preview(m.value) })),
    truncated: found.length > listed.length,
  });
}
