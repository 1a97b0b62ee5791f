'use client';

import { useState } from 'react';
import { useToolRun } from '@/components/kit/use-tool-run';
import { useWorkerRunner } from '@/components/kit/use-worker-runner';
import type { Result, ToolError } from '@/lib/result';
import type { Digests } from './hash-format';
import type { HashJob } from './hash.protocol';

export interface DigestState {
  digests: Digests | null;
  error: ToolError | null;
  busy: boolean;
  /** Share of the source read so far (0–1) while a job runs. */
  progress: number;
  ms: number | null;
  /** A change has not been hashed yet (the island's data-pending). */
  pending: boolean;
}

/** No job: no digests. */
const NONE: Result<null> = { ok: true, value: null };
const hashWorker = () => new Worker(new URL('./hash.worker.ts', import.meta.url));

/**
 * Runs hash jobs in the hash worker (hash-wasm is WebAssembly, which the page's policy runs only in workers),
 * one at a time: a new job cancels the one in flight. `job` null clears the result.
 */
export function useDigests(job: HashJob | null, delayMs: number) {
  const [progress, setProgress] = useState(0);
  const runner = useWorkerRunner<HashJob, Digests>(hashWorker);
  const run = useToolRun<Digests | null>({
    deps: [job],
    known: job === null ? NONE : null,
    worker: runner,
    delay: delayMs,
    run: () => {
      setProgress(0);
      return runner.run(job!, setProgress);
    },
  });

  const cancel = () => run.stop({ ok: false, error: { message: 'Stopped: hashing was cancelled before it finished.' } });
  const state: DigestState = { digests: run.value, error: run.error, busy: run.busy, progress, ms: run.error ? null : run.ms, pending: run.pending };
  return { ...state, cancel };
}
