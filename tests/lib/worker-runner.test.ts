import { CancelledError, createWorkerRunner } from '@/lib/worker-runner';

/** A stand-in Worker: `behaviour` decides what each instance does with a message. */
function fakeWorkers(behaviours: ('fail-load' | 'answer' | 'silent')[]) {
  const made: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(private behaviour: string) {}
    postMessage(msg: { id: number; payload: number }) {
      queueMicrotask(() => {
        if (this.terminated) return;
        if (this.behaviour === 'fail-load') this.onerror?.({ message: 'NetworkError: importScripts failed', preventDefault() {} } as ErrorEvent);
        else if (this.behaviour === 'answer')
          this.onmessage?.({ data: { id: msg.id, result: { ok: true, value: msg.payload * 2 } } } as MessageEvent);
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  const factory = () => {
    const w = new FakeWorker(behaviours[made.length] ?? 'answer');
    made.push(w);
    return w as unknown as Worker;
  };
  return { factory, made };
}

describe('createWorkerRunner', () => {
  it('returns the worker answer', async () => {
    const { factory } = fakeWorkers(['answer']);
    await expect(createWorkerRunner<number, number>(factory).run(21)).resolves.toEqual({ ok: true, value: 42 });
  });

  it('starts a fresh worker once when the first one fails to load its code', async () => {
    const { factory, made } = fakeWorkers(['fail-load', 'answer']);
    await expect(createWorkerRunner<number, number>(factory).run(5)).resolves.toEqual({ ok: true, value: 10 });
    expect(made).toHaveLength(2);
    expect(made[0].terminated).toBe(true);
  });

  it('reports the error when the fresh worker fails too', async () => {
    const { factory } = fakeWorkers(['fail-load', 'fail-load']);
    const r = await createWorkerRunner<number, number>(factory).run(5);
    expect(r).toEqual({ ok: false, error: { message: 'The worker failed: NetworkError: importScripts failed' } });
  });

  it('cancels the job in flight when a new one starts', async () => {
    const { factory, made } = fakeWorkers(['silent', 'answer']);
    const runner = createWorkerRunner<number, number>(factory);
    const first = runner.run(1);
    const second = runner.run(2);
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    await expect(second).resolves.toEqual({ ok: true, value: 4 });
    expect(made[0].terminated).toBe(true);
  });
});
