import type { ToolError } from '@/lib/result';
import { evaluateJsonPath } from './jsonpath-playground.core';

/**
 * Evaluates a path on a JSON text as the playground does by default (errors reported, not skipped), for
 * pages that embed JSONPath such as the tutorial. Load it with import(): it brings jsonpath-plus.
 */
export function evaluateJsonPathFields({ json, path }: { json: string; path: string }): { text?: string; error?: ToolError } {
  const r = evaluateJsonPath({ json, path, ignoreErrors: false });
  return r.ok ? { text: r.value.text } : { error: r.error };
}
