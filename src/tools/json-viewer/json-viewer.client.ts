import { ok, type Result } from '@/lib/result';
import { CancelledError } from '@/lib/worker-runner';
import type { Doc, ViewerAsk, ViewerRequest, ViewerResponse } from './json-viewer.protocol';

/**
 * The viewer's worker, which keeps the last document opened in it. Opening a new document while one is
 * still being parsed abandons the old one (the worker is replaced, as a runaway parse cannot be stopped
 * any other way); searches and values are answered for the document the worker holds.
 */
class ViewerWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private waiting = new Map<number, { resolve: (m: ViewerResponse) => void; reject: (e: unknown) => void }>();
  private opening = false;
  /** Serial of the document the worker holds. */
  private holding = 0;

  private stop(reason: unknown) {
    this.worker?.terminate();
    this.worker = null;
    this.opening = false;
    this.holding = 0;
    for (const w of this.waiting.values()) w.reject(reason);
    this.waiting.clear();
  }

  private ask(request: ViewerAsk): Promise<ViewerResponse> {
    if (!this.worker) {
      const worker = new Worker(new URL('./json-viewer.worker.ts', import.meta.url));
      worker.onmessage = ({ data }: MessageEvent<ViewerResponse>) => {
        const w = this.waiting.get(data.id);
        this.waiting.delete(data.id);
        w?.resolve(data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.stop(new Error(`The worker failed: ${event.message || 'unknown error'}`));
      };
      this.worker = worker;
    }
    const id = this.nextId++;
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies ViewerRequest);
    });
  }

  async open(input: string, serial: number): Promise<Result<Doc>> {
    if (this.opening) this.stop(new CancelledError());
    this.opening = true;
    const answer = await this.ask({ type: 'open', input });
    this.opening = false;
    if (answer.type === 'failed') return { ok: false, error: { message: answer.message } };
    if (answer.type !== 'open') throw new Error('Unexpected answer from the worker');
    if (!answer.result.ok) return answer.result;
    this.holding = serial;
    const unavailable = () => Promise.reject(new Error('This document is no longer open'));
    return ok({
      serial,
      tree: answer.result.value,
      search: async (query) => {
        if (this.holding !== serial) return unavailable();
        const a = await this.ask({ type: 'search', query });
        return a.type === 'search' ? a.hits : [];
      },
      valueText: async (keys) => {
        if (this.holding !== serial) return unavailable();
        const a = await this.ask({ type: 'value', keys });
        return a.type === 'value' ? a.text : '';
      },
    });
  }
}

let viewerWorker: ViewerWorker | null = null;

/** Opens a document in the viewer's worker; `serial` tells this document from the ones before it. */
export function openInWorker(input: string, serial: number): Promise<Result<Doc>> {
  viewerWorker ??= new ViewerWorker();
  return viewerWorker.open(input, serial);
}
