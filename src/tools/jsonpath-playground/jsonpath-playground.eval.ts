import type { ToolError } from '@/lib/result';
import { evaluateJsonPath, type JsonPathDialect } from './jsonpath-playground.core';

/**
 * Evaluates a path on a JSON text as the playground does (errors reported, not skipped), for pages that
 * embed JSONPath such as the tutorial. Load it with import(): the dialect's engine comes with the first run.
 */
export async function evaluateJsonPathFields({
  json,
  path,
  dialect,
}: {
  json: string;
  path: string;
  dialect: JsonPathDialect;
}): Promise<{ text?: string; error?: ToolError }> {
  const r = await evaluateJsonPath({ json, path, ignoreErrors: false, dialect });
  return r.ok ? { text: r.value.text } : { error: r.error };
}
