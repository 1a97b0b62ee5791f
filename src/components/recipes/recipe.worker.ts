import { ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { getOperation } from '@/ops';
import { runRecipe } from '@/ops/pipeline';
import type { JobResult, RecipeJob } from './recipe.protocol';
import { dataPreview, runView } from './recipe-views';

// The page cancels a job by terminating this worker (a CPU-bound step cannot be interrupted otherwise), so the steps
// run without an abort signal of their own. Progress is the share of steps done.
exposeHandler(async (job: RecipeJob, progress) => {
  if (job.kind === 'magic') {
    // Magic's search loads only when someone asks for it.
    const { magic } = await import('@/ops/magic');
    const found = await magic(job.input);
    return ok<JobResult>({
      kind: 'magic',
      suggestions: found.map((r) => ({ steps: r.steps, label: r.label, score: r.score, preview: dataPreview(r.output) })),
    });
  }
  const started = performance.now();
  const total = job.steps.length;
  const run = await runRecipe({ steps: job.steps }, job.input, getOperation, undefined, (index) => progress((index + 1) / total));
  return ok<JobResult>({ kind: 'run', run: runView(run, performance.now() - started) });
});
