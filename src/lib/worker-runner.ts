import { holdIfLong } from './background-work';
import type { Result } from './result';

/** Message from the page to a tool worker. */
export interface WorkerRequest<P> {
  id: number;
  payload: P;
}

/**
 * Message from a tool worker back to the page: first that the job has started (the worker's code has
 * loaded and its handler has the request), then, for long jobs, how far it has got (0–1), then the result.
 */
export type WorkerResponse<R> = { id: number; started: true } | { id: number; progress: number } | { id: number; result: Result<R> };

/** How long a worker may take to load its code before the runner gives up on it. */
export const WORKER_LOAD_LIMIT_MS = 60_000;

export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * How long a job may have been under way in its worker when it goes stale (a newer job, a cancel) for the worker to be
 * kept: a job waiting behind it waits that long at most. Most runs on typed text end sooner than a fresh worker could
 * load its code again (quicktype, Prettier, terser: hundreds of kilobytes to compile).
 */
export const BUSY_PATIENCE_MS = 300;

/**
 * Runs a tool's heavy work in a Web Worker, one job at a time; a new job, or cancel(), makes the one in flight stale
 * and settles it as cancelled. A stale job that has not started (the worker's code still loading, or the job waiting
 * its turn) stays where it is: the worker skips it (exposeHandler) and its code need not load again. A stale job under
 * way is stopped by terminating its worker (a runaway parse cannot be interrupted any other way), at once if it started
 * BUSY_PATIENCE_MS ago or more, else when that time is up if it has not ended by then; a job waiting behind it then
 * goes to a fresh worker. Typing never waits long for a result nobody wants any more.
 */
export function createWorkerRunner<P, R>(factory: () => Worker, opts: { timeoutMs?: number; loadLimitMs?: number } = {}) {
  let worker: Worker | null = null;
  let nextId = 1;
  let pending: {
    id: number;
    payload: P;
    resolve: (r: Result<R>) => void;
    reject: (e: unknown) => void;
    onProgress?: (share: number) => void;
    timer?: ReturnType<typeof setTimeout>;
    /** The worker has said it started this job. */
    started?: number;
    retried?: boolean;
    /** Buffers of the payload went to the worker: it cannot be sent again. */
    transferred?: boolean;
  } | null = null;
  /** A stale job still under way in the worker, and the timer that stops it when the patience is up. */
  let stale: { id: number; reaper: ReturnType<typeof setTimeout> } | null = null;

  const endStale = () => {
    if (stale) clearTimeout(stale.reaper);
    stale = null;
  };

  const stop = () => {
    endStale();
    worker?.terminate();
    worker = null;
  };

  /** Sends the job again, to a fresh worker. */
  const restart = (job: NonNullable<typeof pending>) => {
    stop();
    ensure().postMessage({ id: job.id, payload: job.payload } satisfies WorkerRequest<P>);
  };

  /** The job in flight is not wanted any more: it is settled as cancelled, and its worker kept or stopped (see above). */
  const dropPending = () => {
    const job = pending;
    if (!job) return;
    settleCancelled();
    if (job.started === undefined) return;
    const ran = Date.now() - job.started;
    if (ran >= BUSY_PATIENCE_MS) {
      stop();
      return;
    }
    endStale();
    stale = {
      id: job.id,
      // A job waiting behind it goes to a fresh worker (run() never lets one with transferred buffers wait).
      reaper: globalThis.setTimeout(() => (pending ? restart(pending) : stop()), BUSY_PATIENCE_MS - ran),
    };
  };

  const settleCancelled = () => {
    if (!pending) return;
    if (pending.timer) clearTimeout(pending.timer);
    pending.reject(new CancelledError());
    pending = null;
  };

  const ensure = () => {
    if (worker) return worker;
    const w = factory();
    let answered = false;
    w.onmessage = (event: MessageEvent<WorkerResponse<R>>) => {
      answered = true;
      const data = event.data;
      // The stale job under way has ended: the worker is free.
      if (stale && data.id === stale.id && 'result' in data) endStale();
      if (!pending || data.id !== pending.id) return;
      if ('progress' in data) {
        pending.onProgress?.(data.progress);
        return;
      }
      if ('started' in data) {
        // The time limit is for the work itself: loading the worker's code on a slow connection or a busy
        // machine does not count against it.
        if (pending.timer) clearTimeout(pending.timer);
        pending.started = Date.now();
        endStale();
        armTimer(pending.id, opts.timeoutMs, (ms) => `Stopped after ${ms / 1000} s: the work took too long.`);
        return;
      }
      if (pending.timer) clearTimeout(pending.timer);
      pending.resolve(data.result);
      pending = null;
    };
    w.onerror = (event) => {
      event.preventDefault();
      if (!pending) {
        // A worker started ahead of its first job (warm) that failed to load its code: the job gets a fresh one.
        if (!answered && worker === w) stop();
        return;
      }
      // A worker that never answered may have failed to load its own code: terminating the previous
      // worker mid-load aborts a chunk request that the browser shares with this one. Start afresh once.
      if (!answered && !pending.retried && !pending.transferred) {
        pending.retried = true;
        restart(pending);
        return;
      }
      if (pending.timer) clearTimeout(pending.timer);
      pending.resolve({ ok: false, error: { message: `The worker failed: ${event.message || 'unknown error'}` } });
      pending = null;
      stop();
    };
    worker = w;
    return w;
  };

  /** Ends the job `id` with an error after `ms`, unless it has settled or been replaced by then. */
  const armTimer = (id: number, ms: number | undefined, message: (ms: number) => string) => {
    if (!ms || !pending || pending.id !== id) return;
    pending.timer = globalThis.setTimeout(() => {
      if (!pending || pending.id !== id) return;
      pending.resolve({ ok: false, error: { message: message(ms) } });
      pending = null;
      stop();
    }, ms);
  };

  return {
    /**
     * Runs one job; `onProgress` hears the share done (0–1) when the worker's handler reports it. `transfer` lists
     * buffers of the payload handed to the worker rather than copied (the page can no longer use them).
     */
    run(payload: P, onProgress?: (share: number) => void, transfer: Transferable[] = []): Promise<Result<R>> {
      dropPending();
      // Buffers handed over could not go again to a fresh worker: such a job never waits behind a stale one.
      if (stale && transfer.length > 0) stop();
      const id = nextId++;
      return new Promise<Result<R>>((resolve, reject) => {
        // A long run holds the service worker's first-visit download until it ends (src/lib/background-work.ts).
        const end = holdIfLong(payload);
        pending = {
          id,
          payload,
          resolve: (r) => (end(), resolve(r)),
          reject: (e) => (end(), reject(e)),
          onProgress,
          transferred: transfer.length > 0,
        };
        // Until the worker says it has started, only the load limit applies.
        armTimer(
          id,
          opts.loadLimitMs ?? WORKER_LOAD_LIMIT_MS,
          (ms) => `The worker did not load within ${ms / 1000} s: check the connection and try again.`,
        );
        ensure().postMessage({ id, payload } satisfies WorkerRequest<P>, transfer);
      });
    },
    /**
     * Starts the worker, if there is none, so that it loads its code before the first job comes (a large paste is
     * then converted at once rather than after the worker's code has been fetched and compiled).
     */
    warm() {
      ensure();
    },
    cancel() {
      dropPending();
    },
    dispose() {
      settleCancelled();
      stop();
    },
  };
}

export type WorkerRunner<P, R> = ReturnType<typeof createWorkerRunner<P, R>>;
