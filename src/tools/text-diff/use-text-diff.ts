'use client';

import { useEffect, useState } from 'react';
import type { Result, ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { DiffOptions, TextDiff } from './text-diff.core';

// Compares the two texts shortly after each edit: jsdiff loads on the first comparison, and large texts go to a
// worker (with jsdiff's own time limit inside and the runner's as a backstop) so the page never stalls.

const WORKER_THRESHOLD = 200_000;

type Job = { original: string; changed: string; options: DiffOptions };
let runner: WorkerRunner<Job, TextDiff> | null = null;

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

export function useTextDiff(original: string, changed: string, options: DiffOptions) {
  const [outcome, setOutcome] = useState<DiffOutcome>({ diff: null, error: null, ms: null });
  const [busy, setBusy] = useState(false);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    let cancelled = false;
    const size = original.length + changed.length;
    const timer = window.setTimeout(
      async () => {
        const started = performance.now();
        setBusy(true);
        try {
          const r = await compare({ original, changed, options: JSON.parse(optionsKey) as DiffOptions });
          if (!cancelled)
            setOutcome(r.ok ? { diff: r.value, error: null, ms: Math.round(performance.now() - started) } : { diff: null, error: r.error, ms: null });
        } catch (e) {
          if (!cancelled && !(e instanceof CancelledError))
            setOutcome({ diff: null, error: { message: e instanceof Error ? e.message : String(e) }, ms: null });
        } finally {
          if (!cancelled) setBusy(false);
        }
      },
      size > 1_000_000 ? 400 : size > 50_000 ? 250 : 120,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [original, changed, optionsKey]);

  return { outcome, busy };
}
