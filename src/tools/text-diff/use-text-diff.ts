'use client';

import { typingDelay, useToolRun } from '@/components/kit/use-tool-run';
import type { Result, ToolError } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { DiffOptions, TextDiff } from './text-diff.core';

// Compares the two texts shortly after each edit: jsdiff loads on the first comparison, and large texts go to a
// worker (with jsdiff's own time limit inside and the runner's as a backstop) so the page never stalls.

const WORKER_THRESHOLD = 200_000;

type Job = { original: string; changed: string; options: DiffOptions };
let runner: WorkerRunner<Job, TextDiff> | null = null;
/** The comparisons' worker, for the run pipeline to cancel a stale comparison in. */
const comparisons = { cancel: () => runner?.cancel() };

function compare(job: Job): Promise<Result<TextDiff>> {
  if (job.original.length + job.changed.length <= WORKER_THRESHOLD)
    return import('./text-diff.core').then((m) => m.diffTexts(job.original, job.changed, job.options));
  runner ??= createWorkerRunner<Job, TextDiff>(() => new Worker(new URL('./text-diff.worker.ts', import.meta.url)), { timeoutMs: 30_000 });
  return runner.run(job);
}

export interface DiffOutcome {
  diff: TextDiff | null;
  error: ToolError | null;
  ms: number | null;
}

/** The latest comparison, whether one is running, and whether an edit has not been compared yet (`pending`). */
export function useTextDiff(original: string, changed: string, options: DiffOptions) {
  const optionsKey = JSON.stringify(options);
  const run = useToolRun<TextDiff>({
    deps: [original, changed, optionsKey],
    worker: comparisons,
    delay: typingDelay(original.length + changed.length),
    run: () => compare({ original, changed, options: JSON.parse(optionsKey) as DiffOptions }),
  });
  const outcome: DiffOutcome = { diff: run.value, error: run.error, ms: run.error ? null : run.ms };
  return { outcome, busy: run.busy, pending: run.pending };
}
