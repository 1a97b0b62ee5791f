import type { ToolError } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { defaultJqOptions, JQ_TIMEOUT_MS, type JqOutput, type JqRequest } from './jq-playground.core';

let runner: WorkerRunner<JqRequest, JqOutput> | null = null;

/**
 * Runs a filter on a JSON text with the default options, in the playground's worker (created on the first
 * call), for pages that embed jq such as the tutorial. Load it with import() so jq stays out of their first load.
 */
export async function evaluateJqFields({ json, filter }: { json: string; filter: string }): Promise<{ text?: string; error?: ToolError }> {
  runner ??= createWorkerRunner(() => new Worker(new URL('./jq-playground.worker.ts', import.meta.url)), { timeoutMs: JQ_TIMEOUT_MS });
  const r = await runner.run({ json, filter, options: defaultJqOptions });
  if (!r.ok) return { error: r.error };
  // jq may print some results and then fail: both are shown.
  return { text: r.value.text, error: r.value.error ? { message: r.value.error } : undefined };
}
