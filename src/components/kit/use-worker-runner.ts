'use client';

import { useEffect, useState } from 'react';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';

type RunnerOptions = Parameters<typeof createWorkerRunner>[1];

/**
 * A worker runner owned by the island: its worker starts with the first job (or warm()) and stops when the island goes
 * (a stopped runner starts a new worker for its next job, so React's development remount is harmless). The factory is
 * read once; null without one. Pass the runner to useToolRun as `worker`, so a stale run's job is cancelled.
 */
export function useWorkerRunner<P, R>(factory: () => Worker, opts?: RunnerOptions): WorkerRunner<P, R>;
export function useWorkerRunner<P, R>(factory: (() => Worker) | null | undefined, opts?: RunnerOptions): WorkerRunner<P, R> | null;
export function useWorkerRunner<P, R>(factory: (() => Worker) | null | undefined, opts?: RunnerOptions): WorkerRunner<P, R> | null {
  const [runner] = useState(() => (factory ? createWorkerRunner<P, R>(factory, opts) : null));
  useEffect(() => () => runner?.dispose(), [runner]);
  return runner;
}
