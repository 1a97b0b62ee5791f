import type { ToolError } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { LayoutRequest } from './graphviz.core';

let runner: WorkerRunner<LayoutRequest, string> | null = null;

/**
 * Lays out a DOT text with the dot engine in the playground's worker (created on the first call) and returns
 * the cleaned SVG, for pages that embed Graphviz such as the tutorial. Load it with import().
 */
export async function evaluateGraphvizFields({ dot }: { dot: string }): Promise<{ svg?: string; error?: ToolError }> {
  runner ??= createWorkerRunner(() => new Worker(new URL('./graphviz.worker.ts', import.meta.url)), { timeoutMs: 20_000 });
  const r = await runner.run({ dot, engine: 'dot' });
  if (!r.ok) return { error: r.error };
  const [{ loadPurifier }, { sanitizeDiagramSvg }] = await Promise.all([import('@/lib/purify'), import('@/lib/diagram-svg')]);
  return { svg: sanitizeDiagramSvg(r.value, await loadPurifier('diagram-svg')) };
}
