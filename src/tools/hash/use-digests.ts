'use client';

import { useEffect, useMemo, useState } from 'react';
import type { ToolError } from '@/lib/result';
import { CancelledError, createWorkerRunner } from '@/lib/worker-runner';
import type { Digests } from './hash-format';
import type { HashJob } from './hash.protocol';

export interface DigestState {
  digests: Digests | null;
  error: ToolError | null;
  busy: boolean;
  /** Share of the source read so far (0–1) while a job runs. */
  progress: number;
  ms: number | null;
}

/**
 * Runs hash jobs in the hash worker (hash-wasm is WebAssembly, which the page's policy runs only in workers),
 * one at a time: a new job cancels the one in flight. `job` null clears the result.
 */
export function useDigests(job: HashJob | null, delayMs: number) {
  const [progress, setProgress] = useState(0);
  const runner = useMemo(
    () =>
      typeof window === 'undefined' ? null : createWorkerRunner<HashJob, Digests>(() => new Worker(new URL('./hash.worker.ts', import.meta.url))),
    [],
  );
  useEffect(() => () => runner?.dispose(), [runner]);
  const [state, setState] = useState<Omit<DigestState, 'progress'>>({ digests: null, error: null, busy: false, ms: null });

  useEffect(() => {
    if (!runner) return;
    if (!job) {
      runner.cancel();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no job: the result is cleared with it
      setState({ digests: null, error: null, busy: false, ms: null });
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const started = performance.now();
      setProgress(0);
      setState((s) => ({ ...s, busy: true }));
      try {
        const r = await runner.run(job, setProgress);
        if (cancelled) return;
        const ms = Math.round(performance.now() - started);
        setState(r.ok ? { digests: r.value, error: null, busy: false, ms } : { digests: null, error: r.error, busy: false, ms: null });
      } catch (error) {
        if (cancelled || error instanceof CancelledError) return;
        setState({ digests: null, error: { message: error instanceof Error ? error.message : String(error) }, busy: false, ms: null });
      }
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [job, runner, delayMs]);

  const cancel = () => {
    runner?.cancel();
    setState({ digests: null, error: { message: 'Stopped: hashing was cancelled before it finished.' }, busy: false, ms: null });
  };
  return { ...state, progress, cancel } as DigestState & { cancel: () => void };
}
