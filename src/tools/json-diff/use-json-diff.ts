'use client';

import { typingDelay, useToolRun } from '@/components/kit/use-tool-run';
import type { Result, ToolError } from '@/lib/result';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { diffJson, type JsonDiff } from './json-diff.core';
import { sampleLeft, sampleRight } from './json-diff.sample';

// Compares the two documents shortly after each edit, in a worker when they are large.

const WORKER_THRESHOLD = 200_000;

let runner: WorkerRunner<{ left: string; right: string }, JsonDiff> | null = null;
/** The comparisons' worker, for the run pipeline to cancel a stale comparison in. */
const comparisons = { cancel: () => runner?.cancel() };

/** Small documents are compared here; large ones in a worker so typing never stalls. */
function compare(left: string, right: string): Result<JsonDiff> | Promise<Result<JsonDiff>> {
  if (left.length + right.length <= WORKER_THRESHOLD) return diffJson(left, right);
  runner ??= createWorkerRunner(() => new Worker(new URL('./json-diff.worker.ts', import.meta.url)));
  return runner.run({ left, right });
}

export interface Outcome {
  diff: JsonDiff | null;
  error: ToolError | null;
  ms: number | null;
  /** The documents the diff was computed from (the editors may already hold newer text). */
  left: string;
  right: string;
}

interface Compared {
  diff: JsonDiff;
  left: string;
  right: string;
}

const withDocuments = (r: Result<JsonDiff>, left: string, right: string): Result<Compared> =>
  r.ok ? { ok: true, value: { diff: r.value, left, right } } : r;

/**
 * The latest comparison of `state.left` and `state.right` (the sample's until the first one ends), whether one is
 * running, and whether an edit has not been compared yet (`pending`).
 */
export function useJsonDiff(state: { left: string; right: string }) {
  const { left, right } = state;
  const run = useToolRun<Compared>({
    deps: [left, right],
    initial: () => ({ deps: [sampleLeft, sampleRight], result: withDocuments(diffJson(sampleLeft, sampleRight), sampleLeft, sampleRight) }),
    worker: comparisons,
    delay: typingDelay(left.length + right.length),
    run: () => {
      const r = compare(left, right);
      return r instanceof Promise ? r.then((done) => withDocuments(done, left, right)) : withDocuments(r, left, right);
    },
  });
  const outcome: Outcome = {
    diff: run.value?.diff ?? null,
    error: run.error,
    ms: run.ms,
    left: run.value?.left ?? left,
    right: run.value?.right ?? right,
  };
  return { outcome, busy: run.busy, pending: run.pending };
}
