'use client';

import { useEffect, useState } from 'react';
import type { Result, ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import { diffJson, type JsonDiff } from './json-diff.core';
import { sampleLeft, sampleRight } from './json-diff.sample';

// Compares the two documents shortly after each edit, in a worker when they are large.

const WORKER_THRESHOLD = 200_000;

let runner: WorkerRunner<{ left: string; right: string }, JsonDiff> | null = null;

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

function toOutcome(r: Result<JsonDiff>, left: string, right: string, ms: number | null): Outcome {
  return r.ok ? { diff: r.value, error: null, ms, left, right } : { diff: null, error: r.error, ms, left, right };
}

/** The latest comparison of `state.left` and `state.right` (the sample's until the first one ends), and whether one is running. */
export function useJsonDiff(state: { left: string; right: string }) {
  const [outcome, setOutcome] = useState<Outcome>(() => toOutcome(diffJson(sampleLeft, sampleRight), sampleLeft, sampleRight, null));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const { left, right } = state;
    const size = left.length + right.length;
    const timer = window.setTimeout(
      async () => {
        const started = performance.now();
        setBusy(true);
        try {
          const r = await compare(left, right);
          if (!cancelled) setOutcome(toOutcome(r, left, right, Math.round(performance.now() - started)));
        } catch (e) {
          if (!cancelled && !(e instanceof CancelledError))
            setOutcome({ diff: null, error: { message: e instanceof Error ? e.message : String(e) }, ms: null, left, right });
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
  }, [state]);

  return { outcome, busy };
}
