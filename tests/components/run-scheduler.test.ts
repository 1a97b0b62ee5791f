import { RunScheduler, sameDeps, typingDelay, type RunJob } from '@/components/kit/run-scheduler';
import { fail, ok, type Result } from '@/lib/result';
import { CancelledError } from '@/lib/worker-runner';

/** A job whose promise the test settles by hand, recording the runs it was asked for. */
function deferredJob() {
  const runs: { input: string; signal: AbortSignal; settle: (r: Result<string>) => void; reject: (e: unknown) => void }[] = [];
  const job =
    (input: string): RunJob<string> =>
    ({ signal }) =>
      new Promise<Result<string>>((resolve, reject) => runs.push({ input, signal, settle: resolve, reject }));
  return { runs, job };
}

/** A clock the test moves: each read gives the time set last. */
const clock = () => {
  let t = 0;
  return { now: () => t, set: (ms: number) => (t = ms) };
};

const flushMicrotasks = () => Promise.resolve();

describe('the run scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in the typing and runs the last change only', async () => {
    const s = new RunScheduler<string>();
    const job = vi.fn((input: string): Result<string> => ok(input.toUpperCase()));
    for (const text of ['a', 'ab', 'abc']) {
      s.request([text], 120, () => job(text));
      vi.advanceTimersByTime(100);
    }
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(job).toHaveBeenCalledTimes(1);
    expect(job).toHaveBeenCalledWith('abc');
    expect(s.getSnapshot()).toMatchObject({ result: ok('ABC'), deps: ['abc'], busy: false });
  });

  it('runs a delay of 0 in a microtask, and a whole input (runNow) without its delay', async () => {
    const s = new RunScheduler<string>();
    s.request(['x'], 0, () => ok('now'));
    expect(s.getSnapshot().result).toBeNull();
    await flushMicrotasks();
    expect(s.getSnapshot().result).toEqual(ok('now'));

    s.runNow();
    s.request(['pasted'], 400, () => ok('pasted at once'));
    await flushMicrotasks();
    expect(s.getSnapshot().result).toEqual(ok('pasted at once'));
    // The flag is spent: the next change waits again.
    s.request(['typed'], 400, () => ok('typed'));
    await flushMicrotasks();
    expect(s.getSnapshot().result).toEqual(ok('pasted at once'));
    vi.advanceTimersByTime(400);
    expect(s.getSnapshot().result).toEqual(ok('typed'));
  });

  it('drops a stale run: its result never shows, its signal is aborted and its worker job cancelled', async () => {
    const s = new RunScheduler<string>();
    const worker = { cancel: vi.fn() };
    s.setWorker(worker);
    const { runs, job } = deferredJob();
    s.request(['one'], 0, job('one'));
    await flushMicrotasks();
    expect(s.getSnapshot().busy).toBe(true);
    s.request(['two'], 100, job('two'));
    expect(runs[0].signal.aborted).toBe(true);
    expect(worker.cancel).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot().busy).toBe(false);
    runs[0].settle(ok('ONE'));
    await flushMicrotasks();
    expect(s.getSnapshot().result).toBeNull();
    vi.advanceTimersByTime(100);
    runs[1].settle(ok('TWO'));
    await flushMicrotasks();
    expect(s.getSnapshot()).toMatchObject({ result: ok('TWO'), deps: ['two'], busy: false });
  });

  it('is busy only while a promise is out, and says how long the run took', async () => {
    const time = clock();
    const s = new RunScheduler<string>(undefined, time.now);
    const busy: boolean[] = [];
    s.subscribe(() => busy.push(s.getSnapshot().busy));
    s.request(['sync'], 0, () => ok('at once'));
    await flushMicrotasks();
    expect(busy).toEqual([false]);
    const { runs, job } = deferredJob();
    s.request(['async'], 10, job('async'));
    time.set(5);
    vi.advanceTimersByTime(10);
    time.set(47);
    runs[0].settle(ok('later'));
    await flushMicrotasks();
    expect(busy).toEqual([false, true, false]);
    expect(s.getSnapshot().ms).toBe(42);
  });

  it('turns a thrown error into an error result, and keeps the last value under it', async () => {
    const s = new RunScheduler<string>({ deps: ['sample'], result: ok('SAMPLE') });
    s.request(['bad'], 0, () => {
      throw new Error('the parser fell over');
    });
    await flushMicrotasks();
    expect(s.getSnapshot()).toMatchObject({ result: fail('the parser fell over'), deps: ['bad'], lastValue: 'SAMPLE', ms: null });
    const { runs, job } = deferredJob();
    s.request(['worse'], 0, job('worse'));
    await flushMicrotasks();
    runs[0].reject(new TypeError('boom'));
    await flushMicrotasks();
    expect(s.getSnapshot().result).toEqual(fail('boom'));
  });

  it('asks for nothing when the deps are those of the answer shown or of the run under way', async () => {
    const s = new RunScheduler<string>({ deps: ['sample', '{}'], result: ok('prerendered') });
    const job = vi.fn(() => ok('ran'));
    s.request(['sample', '{}'], 0, job);
    await flushMicrotasks();
    expect(job).not.toHaveBeenCalled();
    // Typed and taken back within the debounce: the answer shown is still the right one.
    s.request(['sample!', '{}'], 100, job);
    s.request(['sample', '{}'], 100, job);
    vi.advanceTimersByTime(200);
    expect(job).not.toHaveBeenCalled();
    // A request equal to the waiting one (a re-render) does not restart its debounce.
    s.request(['other', '{}'], 100, job);
    vi.advanceTimersByTime(60);
    s.request(['other', '{}'], 100, job);
    vi.advanceTimersByTime(40);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('idles: a waiting run never starts, a running one is dropped', async () => {
    const s = new RunScheduler<string>();
    const worker = { cancel: vi.fn() };
    s.setWorker(worker);
    const job = vi.fn(() => ok('ran'));
    s.request(['a'], 100, job);
    s.idle();
    vi.advanceTimersByTime(200);
    expect(job).not.toHaveBeenCalled();
    const { runs, job: slow } = deferredJob();
    s.request(['b'], 0, slow('b'));
    await flushMicrotasks();
    s.idle();
    expect(runs[0].signal.aborted).toBe(true);
    expect(worker.cancel).toHaveBeenCalledTimes(1);
    // Asking again for the same deps after an idle spell runs them again.
    s.request(['b'], 0, slow('b'));
    await flushMicrotasks();
    expect(runs).toHaveLength(2);
  });

  it('starts a run at once with startNow, which the next request for the same deps takes up', async () => {
    const s = new RunScheduler<string>();
    const { runs, job } = deferredJob();
    s.startNow(['pasted'], job('pasted'));
    expect(runs).toHaveLength(1);
    s.request(['pasted'], 300, job('pasted'));
    vi.advanceTimersByTime(300);
    expect(runs).toHaveLength(1);
    runs[0].settle(ok('done'));
    await flushMicrotasks();
    expect(s.getSnapshot()).toMatchObject({ result: ok('done'), deps: ['pasted'] });
  });

  it('stops a run with the answer given, and a job cancelled from elsewhere leaves the answer as it was', async () => {
    const s = new RunScheduler<string>({ deps: ['old'], result: ok('OLD') });
    const { runs, job } = deferredJob();
    s.request(['big file'], 0, job('big file'));
    await flushMicrotasks();
    s.stop(fail('Stopped: hashing was cancelled before it finished.'));
    expect(s.getSnapshot()).toMatchObject({ result: fail('Stopped: hashing was cancelled before it finished.'), deps: ['big file'], busy: false });
    expect(runs[0].signal.aborted).toBe(true);

    s.request(['next'], 0, job('next'));
    await flushMicrotasks();
    runs[1].reject(new CancelledError());
    await flushMicrotasks();
    expect(s.getSnapshot()).toMatchObject({ result: fail('Stopped: hashing was cancelled before it finished.'), deps: ['next'], busy: false });
  });

  it('shows partial answers of the current run only, still pending until the whole answer', async () => {
    const s = new RunScheduler<string>();
    let push: (v: string) => void = () => {};
    let finish: (r: Result<string>) => void = () => {};
    s.request(['doc'], 0, ({ partial }) => {
      push = partial;
      return new Promise((resolve) => (finish = resolve));
    });
    await flushMicrotasks();
    push('first chunk');
    expect(s.getSnapshot()).toMatchObject({ result: ok('first chunk'), deps: null, lastValue: 'first chunk', busy: true });
    finish(ok('whole'));
    await flushMicrotasks();
    expect(s.getSnapshot()).toMatchObject({ result: ok('whole'), deps: ['doc'], busy: false });
    s.request(['next doc'], 0, () => new Promise(() => {}));
    await flushMicrotasks();
    s.request(['third'], 100, () => ok('third'));
    push('late chunk of a stale run');
    expect(s.getSnapshot().result).toEqual(ok('whole'));
  });

  it('compares deps by value, element by element, and picks the typing delay by size', () => {
    expect(sameDeps(['a'.repeat(3), 1], ['aaa', 1])).toBe(true);
    expect(sameDeps(['a', {}], ['a', {}])).toBe(false);
    expect(sameDeps(['a'], ['a', undefined])).toBe(false);
    expect(sameDeps(null, [])).toBe(false);
    expect([10, 50_001, 1_000_001].map(typingDelay)).toEqual([120, 250, 400]);
  });
});
