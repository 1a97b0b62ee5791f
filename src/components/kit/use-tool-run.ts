'use client';

import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Result, ToolError } from '@/lib/result';
import { RunScheduler, sameDeps, type Deps, type RunJob } from './run-scheduler';

export { typingDelay, type Deps, type RunContext, type RunJob } from './run-scheduler';

/** A layout effect in the browser; on the server (the prerender) there is no layout, and React warns of one. */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type Initial<V> = { deps: Deps; result: Result<V> } | null;

export interface ToolRunOptions<V> {
  /** Everything the answer depends on: a change asks for a new run (compared element by element, strings by content). */
  deps: Deps;
  /** The run, with this render's values. */
  run: RunJob<V>;
  /** How long a change waits for a pause in the typing before it runs (ms; 0 runs it at once). */
  delay: number;
  /**
   * False when there is nothing to run (the engine is not wanted yet, the input cannot be run): nothing is pending, and
   * the last answer stays.
   */
  enabled?: boolean;
  /** The answer for these deps when it is known without a run (the prerendered sample, a cleared result): shown at once. */
  known?: Result<V> | null;
  /** The answer the tool starts with and the deps it answers (a result computed while prerendering); read once. */
  initial?: Initial<V> | (() => Initial<V>) | null;
  /** The worker the runs use, if any: a stale run's job in it is cancelled. */
  worker?: { cancel(): void } | null;
}

export interface ToolRun<V> {
  /** The answer shown: the known one, else the latest run's (it may answer older deps while `pending`). */
  result: Result<V> | null;
  value: V | null;
  error: ToolError | null;
  /** The newest successful value, kept when a later run fails. */
  lastValue: V | null;
  /** How long the latest run took (ms). */
  ms: number | null;
  /** A run is under way (the debounce is over): what the status line calls "working…". */
  busy: boolean;
  /**
   * A change has not produced its answer yet (its debounce or its run is under way). The island puts it on its root as
   * `data-pending`, which is what tests wait for instead of sleeping through the debounce.
   */
  pending: boolean;
  /**
   * The next change is a whole input (a paste, an opened file): it runs without the typing delay. With a request, that
   * run starts now, before the page renders the change (see RunScheduler.startNow).
   */
  runNow: (start?: { deps: Deps; run: RunJob<V> }) => void;
  /** Stops the run under way; `result`, if given, becomes its answer (a message saying it was stopped). */
  stop: (result?: Result<V>) => void;
}

/**
 * One run pipeline for every tool island: debounce, a stale run dropped (its worker job cancelled), the long-run hold,
 * errors as results, busy and the time taken, and the pending signal (see RunScheduler in run-scheduler.ts).
 */
export function useToolRun<V>(options: ToolRunOptions<V>): ToolRun<V> {
  const { deps, enabled = true, known = null } = options;
  const [scheduler] = useState(() => {
    const initial = typeof options.initial === 'function' ? options.initial() : options.initial;
    return new RunScheduler<V>(initial ?? undefined);
  });
  const snapshot = useSyncExternalStore(scheduler.subscribe, scheduler.getSnapshot, scheduler.getSnapshot);

  // Each render states what the tool wants now; the scheduler acts only when that changes.
  useIsomorphicLayoutEffect(() => {
    scheduler.setWorker(options.worker ?? null);
    if (known) scheduler.known(deps, known);
    else if (!enabled) scheduler.idle();
    else scheduler.request(deps, options.delay, options.run);
  });
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const [actions] = useState(() => ({
    runNow: (start?: { deps: Deps; run: RunJob<V> }) => (start ? scheduler.startNow(start.deps, start.run) : scheduler.runNow()),
    stop: (result?: Result<V>) => scheduler.stop(result),
  }));

  const result = known ?? snapshot.result;
  return {
    result,
    value: result?.ok ? result.value : null,
    error: result && !result.ok ? result.error : null,
    lastValue: known?.ok ? known.value : snapshot.lastValue,
    ms: known ? null : snapshot.ms,
    busy: !known && enabled && snapshot.busy,
    pending: !known && enabled && !sameDeps(snapshot.deps, deps),
    ...actions,
  };
}
