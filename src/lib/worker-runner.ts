import type { Result } from './result';

/** Message from the page to a tool worker. */
export interface WorkerRequest<P> {
  id: number;
  payload: P;
}

/** Message from a tool worker back to the page. */
export interface WorkerResponse<R> {
  id: number;
  result: Result<R>;
}

export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

/**
 * Runs a tool's heavy work in a Web Worker, one job at a time. Starting a new job cancels the one in
 * flight by terminating the worker: a runaway parse cannot be interrupted any other way, and typing
 * must never wait for a result nobody wants any more.
 */
export function createWorkerRunner<P, R>(factory: () => Worker, opts: { timeoutMs?: number } = {}) {
  let worker: Worker | null = null;
  let nextId = 1;
  let pending: {
    id: number;
    payload: P;
    resolve: (r: Result<R>) => void;
    reject: (e: unknown) => void;
    timer?: ReturnType<typeof setTimeout>;
    retried?: boolean;
  } | null = null;

  const stop = () => {
    worker?.terminate();
    worker = null;
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
      if (!pending || event.data.id !== pending.id) return;
      if (pending.timer) clearTimeout(pending.timer);
      pending.resolve(event.data.result);
      pending = null;
    };
    w.onerror = (event) => {
      event.preventDefault();
      if (!pending) return;
      // A worker that never answered may have failed to load its own code: terminating the previous
      // worker mid-load aborts a chunk request that the browser shares with this one. Start afresh once.
      if (!answered && !pending.retried) {
        pending.retried = true;
        const { id, payload } = pending;
        stop();
        ensure().postMessage({ id, payload } satisfies WorkerRequest<P>);
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

  return {
    run(payload: P): Promise<Result<R>> {
      if (pending) {
        settleCancelled();
        stop();
      }
      const id = nextId++;
      return new Promise<Result<R>>((resolve, reject) => {
        pending = { id, payload, resolve, reject };
        if (opts.timeoutMs) {
          const ms = opts.timeoutMs;
          pending.timer = globalThis.setTimeout(() => {
            if (!pending || pending.id !== id) return;
            pending.resolve({ ok: false, error: { message: `Stopped after ${ms / 1000} s: the work took too long.` } });
            pending = null;
            stop();
          }, ms);
        }
        ensure().postMessage({ id, payload } satisfies WorkerRequest<P>);
      });
    },
    cancel() {
      if (pending) {
        settleCancelled();
        stop();
      }
    },
    dispose() {
      settleCancelled();
      stop();
    },
  };
}

export type WorkerRunner<P, R> = ReturnType<typeof createWorkerRunner<P, R>>;
