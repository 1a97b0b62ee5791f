import type { Result } from './result';
import type { WorkerRequest, WorkerResponse } from './worker-runner';

/**
 * Inside a worker: acknowledges each request as started, then answers it with the handler's Result; a thrown error
 * becomes an error Result. The handler may report how far it has got (0–1) through `progress`.
 *
 * Requests that queued up while the worker's code loaded or while a job ran (typing makes one per pause) are stale
 * but the newest: the page has already given them up (createWorkerRunner), so only the newest is run.
 */
export function exposeHandler<P, R>(handler: (payload: P, progress: (share: number) => void) => Result<R> | Promise<Result<R>>) {
  const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerRequest<P>>) => void) | null; postMessage: (m: WorkerResponse<R>) => void };
  let newest: WorkerRequest<P> | null = null;
  const runNewest = async () => {
    if (!newest) return;
    const { id, payload } = newest;
    newest = null;
    // The page's time limit starts now: this worker's code has loaded.
    scope.postMessage({ id, started: true });
    let result: Result<R>;
    try {
      result = await handler(payload, (share) => scope.postMessage({ id, progress: share }));
    } catch (error) {
      result = { ok: false, error: { message: error instanceof Error ? error.message : String(error) } };
    }
    scope.postMessage({ id, result });
  };
  scope.onmessage = (event) => {
    const waiting = newest !== null;
    newest = event.data;
    // The messages already queued are delivered before this timer's task, so it runs the newest of them.
    if (!waiting) setTimeout(runNewest, 0);
  };
}
