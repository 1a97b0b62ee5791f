/**
 * The jsonpath-plus dialect (Goessner's JSONPath with the library's extensions), in its "safe" script mode:
 * filter expressions like `?(@.price < 10)` are interpreted by its own small evaluator, never handed to
 * eval/Function, so a shared link cannot run code on the page. Loaded with import() by the core.
 */
import { JSONPath } from 'jsonpath-plus';
import { fail, ok, type Result } from '@/lib/result';
import type { RawMatch } from './jsonpath-rfc9535';

export function runJsonPathPlus(doc: unknown, path: string, ignoreErrors: boolean): Result<RawMatch[]> {
  try {
    const out = JSONPath({ path, json: doc as object, eval: 'safe', ignoreEvalErrors: ignoreErrors, resultType: 'all', wrap: true });
    return ok(Array.isArray(out) ? (out as RawMatch[]) : []);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return fail(`JSONPath error: ${message.replace(/^jsonPath: /, '')}`);
  }
}
