import { BUSY_PATIENCE_MS, CancelledError, createWorkerRunner } from '@/lib/worker-runner';

/** A stand-in Worker: `behaviour` decides what each instance does with a message. */
function fakeWorkers(behaviours: ('fail-load' | 'answer' | 'silent' | 'start-only' | 'progress' | 'busy' | 'slow')[], loadMs = 0) {
  const made: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((e: MessageEvent) => void) | null = null;
    onerror: ((e: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(private behaviour: string) {}
    transfers: Transferable[][] = [];
    postMessage(msg: { id: number; payload: number }, transfer: Transferable[] = []) {
      this.transfers.push(transfer);
      // Like a real worker, nothing runs until its code has loaded (after `loadMs`).
      setTimeout(() => {
        if (this.terminated) return;
        if (this.behaviour === 'fail-load') this.onerror?.({ message: 'NetworkError: importScripts failed', preventDefault() {} } as ErrorEvent);
        if (this.behaviour === 'silent' || this.behaviour === 'fail-load') return;
        // 'busy': starts its first job and never ends it, so every later one waits behind it.
        if (this.behaviour === 'busy' && this.transfers.length > 1) return;
        this.onmessage?.({ data: { id: msg.id, started: true } } as MessageEvent);
        if (this.behaviour === 'progress') {
          for (const share of [0.25, 1]) this.onmessage?.({ data: { id: msg.id, progress: share } } as MessageEvent);
          this.onmessage?.({ data: { id: msg.id, result: { ok: true, value: msg.payload } } } as MessageEvent);
        }
        // 'slow': each job takes 50 ms once started.
        if (this.behaviour === 'slow')
          setTimeout(
            () => this.terminated || this.onmessage?.({ data: { id: msg.id, result: { ok: true, value: msg.payload * 2 } } } as MessageEvent),
            50,
          );
        if (this.behaviour === 'answer') this.onmessage?.({ data: { id: msg.id, result: { ok: true, value: msg.payload * 2 } } } as MessageEvent);
      }, loadMs);
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

  it('starts the worker ahead of the first job when warmed, and gives that job the same worker', async () => {
    const { factory, made } = fakeWorkers(['answer']);
    const runner = createWorkerRunner<number, number>(factory);
    runner.warm();
    runner.warm();
    expect(made).toHaveLength(1);
    await expect(runner.run(4)).resolves.toEqual({ ok: true, value: 8 });
    expect(made).toHaveLength(1);
  });

  it('replaces a warmed worker that failed to load before any job', async () => {
    const { factory, made } = fakeWorkers(['silent', 'answer']);
    const runner = createWorkerRunner<number, number>(factory);
    runner.warm();
    made[0].onerror?.({ message: 'NetworkError: importScripts failed', preventDefault() {} } as ErrorEvent);
    expect(made[0].terminated).toBe(true);
    await expect(runner.run(4)).resolves.toEqual({ ok: true, value: 8 });
    expect(made).toHaveLength(2);
  });

  it('hands the transfer list to the worker, and does not resend a payload whose buffers went with it', async () => {
    const { factory, made } = fakeWorkers(['answer']);
    const buffer = new ArrayBuffer(8);
    await expect(createWorkerRunner<number, number>(factory).run(3, undefined, [buffer])).resolves.toEqual({ ok: true, value: 6 });
    expect(made[0].transfers).toEqual([[buffer]]);
    // The worker fails to load: the payload cannot go again (its buffers were handed over), so the job reports it.
    const failing = fakeWorkers(['fail-load', 'answer']);
    const r = await createWorkerRunner<number, number>(failing.factory).run(4, undefined, [new ArrayBuffer(8)]);
    expect(r).toEqual({ ok: false, error: { message: 'The worker failed: NetworkError: importScripts failed' } });
    expect(failing.made).toHaveLength(1);
  });

  it('cancels a job that has not started when a new one comes, and keeps the worker loading its code', async () => {
    const { factory, made } = fakeWorkers(['answer'], 20);
    const runner = createWorkerRunner<number, number>(factory);
    const first = runner.run(1);
    const second = runner.run(2);
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    await expect(second).resolves.toEqual({ ok: true, value: 4 });
    expect(made).toHaveLength(1);
    expect(made[0].terminated).toBe(false);
  });

  describe('a job under way when it goes stale', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('stops its worker at once when it has run for the patience or longer', async () => {
      const { factory, made } = fakeWorkers(['start-only', 'answer']);
      const runner = createWorkerRunner<number, number>(factory);
      const first = runner.run(1);
      await vi.advanceTimersByTimeAsync(BUSY_PATIENCE_MS);
      const second = runner.run(2);
      expect(made[0].terminated).toBe(true);
      await expect(first).rejects.toBeInstanceOf(CancelledError);
      await vi.advanceTimersByTimeAsync(0);
      await expect(second).resolves.toEqual({ ok: true, value: 4 });
      expect(made).toHaveLength(2);
    });

    it('keeps its worker for the next job when it ends within the patience', async () => {
      const { factory, made } = fakeWorkers(['slow']);
      const runner = createWorkerRunner<number, number>(factory);
      const first = runner.run(1);
      await vi.advanceTimersByTimeAsync(20);
      const second = runner.run(2);
      await expect(first).rejects.toBeInstanceOf(CancelledError);
      await vi.advanceTimersByTimeAsync(100);
      await expect(second).resolves.toEqual({ ok: true, value: 4 });
      expect(made).toHaveLength(1);
      expect(made[0].terminated).toBe(false);
    });

    it('is stopped when the patience is up, and the job waiting behind it goes to a fresh worker', async () => {
      const { factory, made } = fakeWorkers(['busy', 'answer']);
      const runner = createWorkerRunner<number, number>(factory);
      const first = runner.run(1);
      await vi.advanceTimersByTimeAsync(10);
      const second = runner.run(2);
      await expect(first).rejects.toBeInstanceOf(CancelledError);
      await vi.advanceTimersByTimeAsync(BUSY_PATIENCE_MS - 11);
      expect(made).toHaveLength(1);
      expect(made[0].terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(made[0].terminated).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await expect(second).resolves.toEqual({ ok: true, value: 4 });
      expect(made).toHaveLength(2);
    });

    it('is stopped when the patience is up after a cancel with nothing waiting', async () => {
      const { factory, made } = fakeWorkers(['start-only']);
      const runner = createWorkerRunner<number, number>(factory);
      const job = runner.run(1);
      await vi.advanceTimersByTimeAsync(100);
      runner.cancel();
      await expect(job).rejects.toBeInstanceOf(CancelledError);
      await vi.advanceTimersByTimeAsync(BUSY_PATIENCE_MS - 101);
      expect(made[0].terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(made[0].terminated).toBe(true);
    });
  });

  it('passes the progress a job reports to that job only', async () => {
    const { factory } = fakeWorkers(['progress']);
    const heard: number[] = [];
    await expect(createWorkerRunner<number, number>(factory).run(7, (share) => heard.push(share))).resolves.toEqual({ ok: true, value: 7 });
    expect(heard).toEqual([0.25, 1]);
  });

  describe('time limits', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('does not count the time the worker takes to load against the job', async () => {
      // 8 s to load the worker's code (a busy machine), then an answer at once: a 5 s limit must not stop it.
      const { factory } = fakeWorkers(['answer'], 8_000);
      const job = createWorkerRunner<number, number>(factory, { timeoutMs: 5_000 }).run(4);
      await vi.advanceTimersByTimeAsync(8_000);
      await expect(job).resolves.toEqual({ ok: true, value: 8 });
    });

    it('stops a job that runs past the limit once it has started, and terminates its worker', async () => {
      const { factory, made } = fakeWorkers(['start-only'], 8_000);
      const job = createWorkerRunner<number, number>(factory, { timeoutMs: 5_000 }).run(4);
      await vi.advanceTimersByTimeAsync(12_999);
      let settled = false;
      void job.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(job).resolves.toEqual({ ok: false, error: { message: 'Stopped after 5 s: the work took too long.' } });
      expect(made[0].terminated).toBe(true);
    });

    it('gives up on a worker that never loads', async () => {
      const { factory } = fakeWorkers(['silent']);
      const job = createWorkerRunner<number, number>(factory, { timeoutMs: 5_000, loadLimitMs: 30_000 }).run(4);
      await vi.advanceTimersByTimeAsync(30_000);
      await expect(job).resolves.toEqual({
        ok: false,
        error: { message: 'The worker did not load within 30 s: check the connection and try again.' },
      });
    });
  });
});
