/**
 * JSONPath evaluation in one of two dialects: RFC 9535 (the standard, with jsonpath-rfc9535; the default)
 * or jsonpath-plus (Goessner's JSONPath with that library's extensions, in its safe script mode). Each
 * engine is loaded with import() when first used. Runs in a worker (a path over a big document can be slow).
 */
import { findJsonError } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export type JsonPathDialect = 'rfc9535' | 'jsonpath-plus';

export const DIALECTS: readonly { value: JsonPathDialect; label: string }[] = [
  { value: 'rfc9535', label: 'RFC 9535' },
  { value: 'jsonpath-plus', label: 'jsonpath-plus' },
];

/** The dialect a stored or shared value names; anything else is the standard. */
export function toDialect(value: unknown): JsonPathDialect {
  return value === 'jsonpath-plus' ? 'jsonpath-plus' : 'rfc9535';
}

export interface JsonPathRequest {
  json: string;
  path: string;
  /** jsonpath-plus only: skip items where a filter expression throws. */
  ignoreErrors: boolean;
  dialect: JsonPathDialect;
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

/**
 * Evaluates the path over the document in the request's dialect: the values (as JSON text) and where each
 * was found (RFC 9535 normalized paths). An RFC 9535 path that is not valid is rejected, with the place.
 */
export async function evaluateJsonPath({ json, path, ignoreErrors, dialect }: JsonPathRequest): Promise<Result<JsonPathResult>> {
  // RFC 9535 allows no space before the $ or after the end: only jsonpath-plus gets the trimmed path.
  const expr = path.trim();
  if (expr === '') return fail('Type a JSONPath expression, starting with $ (the root), e.g. $.store.book[*].title');
  const doc = parseJsonInput(json);
  if (!doc.ok) return doc;
  const r =
    dialect === 'jsonpath-plus'
      ? (await import('./jsonpath-plus')).runJsonPathPlus(doc.value, expr, ignoreErrors)
      : (await import('./jsonpath-rfc9535')).runRfc9535(doc.value, path);
  if (!r.ok) return r;
  const found = r.value;
  const values = found.map((m) => m.value);
  const listed = found.slice(0, MAX_LISTED);
  return ok({
    text: JSON.stringify(values, (_k, v: unknown) => (v === undefined ? null : v), 2),
    matches: listed.map((m) => ({ path: m.path, pointer: m.pointer, preview: preview(m.value) })),
    truncated: found.length > listed.length,
  });
}
