import { holdIfLong } from '@/lib/background-work';
import type { Result } from '@/lib/result';
import { CancelledError } from '@/lib/worker-runner';

/**
 * The run pipeline of every tool island, without React (useToolRun in use-tool-run.ts is its React face).
 *
 * A tool asks for its answer with the values it depends on (`deps`); a change of them waits for a pause in the typing
 * (the delay), then runs. A newer request makes an older run stale: its result is dropped and its worker job cancelled.
 * A run that returns a promise counts as busy and holds the service worker's background download while it takes long
 * (src/lib/background-work.ts). A run never breaks the page: a thrown error becomes the answer's error.
 */

/** What an answer depends on, compared element by element with Object.is (strings by content, objects by identity). */
export type Deps = readonly unknown[];

export interface RunContext<V> {
  /** Aborted once the run is stale (a newer request, nothing left to run, the tool gone): its result is dropped. */
  signal: AbortSignal;
  /** Shows part of the answer while the run goes on (a long preview filling in); ignored once the run is stale. */
  partial: (value: V) => void;
}

/** One run of the tool: its result, at once or later. */
export type RunJob<V> = (ctx: RunContext<V>) => Result<V> | Promise<Result<V>>;

/** What the tool shows: the latest answer, and whether a run is under way. */
export interface RunSnapshot<V> {
  /** The latest answer (or the part of it shown so far); null before the first. */
  result: Result<V> | null;
  /** The deps `result` answers; null when none does (before the first answer, or while only part of it is in). */
  deps: Deps | null;
  /** The newest successful value, kept when a later run fails (a diagram stays in view under its error). */
  lastValue: V | null;
  /** How long the run of `result` took (ms); null when it threw or was not run here. */
  ms: number | null;
  /** A run is under way (its debounce is over and it has not answered yet). */
  busy: boolean;
}

export const sameDeps = (a: Deps | null, b: Deps | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

/** The debounce the text tools use while typing, by the size of what is typed (characters). */
export const typingDelay = (size: number): number => (size > 1_000_000 ? 400 : size > 50_000 ? 250 : 120);

interface Flight {
  deps: Deps;
  controller: AbortController;
  /** Releases the background-work hold of a long run (a no-op for runs that answered at once). */
  release: () => void;
}

export class RunScheduler<V> {
  private snapshot: RunSnapshot<V>;
  private readonly listeners = new Set<() => void>();
  /** The deps of the latest request: waiting for its delay, running, or answered. Null when nothing is asked. */
  private wanted: Deps | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flight: Flight | null = null;
  /** The next change is a whole input (a paste, an opened file): it runs without the typing delay. */
  private whole = false;
  /** The worker the runs use, if any: a stale run's job in it is cancelled (see createWorkerRunner). */
  private worker: { cancel(): void } | null = null;

  constructor(
    initial: Pick<RunSnapshot<V>, 'result' | 'deps'> = { result: null, deps: null },
    private readonly now: () => number = () => performance.now(),
  ) {
    this.snapshot = { ...initial, lastValue: initial.result?.ok ? initial.result.value : null, ms: null, busy: false };
  }

  getSnapshot = (): RunSnapshot<V> => this.snapshot;

  /** Names the worker the runs use (the island's, which may be made after the scheduler). */
  setWorker(worker: { cancel(): void } | null): void {
    this.worker = worker;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<RunSnapshot<V>>) {
    const next = { ...this.snapshot, ...patch };
    if ((Object.keys(patch) as (keyof RunSnapshot<V>)[]).every((k) => Object.is(next[k], this.snapshot[k]))) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * The tool's request, made on every render: a change of `deps` runs `job` after `delay` ms (at once, in a microtask,
   * for 0 or after runNow). The same deps as the request under way, or as the answer shown, ask for nothing.
   */
  request(deps: Deps, delay: number, job: RunJob<V>): void {
    if (sameDeps(deps, this.wanted)) return;
    this.drop();
    this.wanted = deps;
    if (sameDeps(deps, this.snapshot.deps)) return;
    const go = () => {
      if (this.wanted === deps && this.flight === null) this.start(deps, job);
    };
    if (this.whole || delay <= 0) {
      this.whole = false;
      // In the task that committed the change (a paste goes to the worker before the tasks queued meanwhile), once the
      // commit that asked for it is over.
      queueMicrotask(go);
    } else this.timer = setTimeout(go, delay);
  }

  /** The answer for `deps` is known without a run (the prerendered sample): it is the answer now, and nothing runs. */
  known(deps: Deps, result: Result<V>): void {
    if (sameDeps(deps, this.wanted) && sameDeps(deps, this.snapshot.deps)) return;
    this.drop();
    this.wanted = deps;
    this.set({ result, deps, ms: null, busy: false, ...(result.ok ? { lastValue: result.value } : {}) });
  }

  /** Nothing to run now (the engine is not wanted yet, the input cannot be run): a waiting or running run is dropped. */
  idle(): void {
    this.drop();
    this.wanted = null;
  }

  /** The next change runs without the typing delay (a paste or an opened file is a whole input, not typing). */
  runNow(): void {
    this.whole = true;
  }

  /** Starts a run for `deps` now, before the page renders them (a pasted document goes to the worker at once). */
  startNow(deps: Deps, job: RunJob<V>): void {
    this.drop();
    this.whole = false;
    this.wanted = deps;
    this.start(deps, job);
  }

  /** Stops the run under way (a Stop button); `result`, if given, becomes the answer for the deps it was run for. */
  stop(result?: Result<V>): void {
    const deps = this.wanted;
    this.drop();
    if (deps === null) return;
    this.set(result ? { result, deps, ms: null, busy: false } : { deps, busy: false });
  }

  /** Drops the waiting and running runs (the tool is gone); a later request starts afresh. */
  cancel(): void {
    this.idle();
  }

  /** Cancels the debounce and the run under way: its result will be dropped and its worker job stopped. */
  private drop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const flight = this.flight;
    if (!flight) return;
    this.flight = null;
    flight.controller.abort();
    flight.release();
    this.worker?.cancel();
    this.set({ busy: false });
  }

  private start(deps: Deps, job: RunJob<V>) {
    const controller = new AbortController();
    const flight: Flight = { deps, controller, release: () => {} };
    const current = () => this.flight === flight && !controller.signal.aborted;
    const started = this.now();
    const settle = (result: Result<V>, ms: number | null) => {
      if (!current()) return;
      this.flight = null;
      flight.release();
      this.set({ result, deps, ms, busy: false, ...(result.ok ? { lastValue: result.value } : {}) });
    };
    const failed = (error: unknown) => {
      if (!current()) return;
      // A job cancelled from elsewhere (a Stop press in the worker): the answer shown stays, and nothing is pending.
      if (error instanceof CancelledError) {
        this.flight = null;
        flight.release();
        this.set({ deps, busy: false });
        return;
      }
      settle({ ok: false, error: { message: error instanceof Error ? error.message : String(error) } }, null);
    };
    this.flight = flight;
    let answer: Result<V> | Promise<Result<V>>;
    try {
      answer = job({
        signal: controller.signal,
        partial: (value) => current() && this.set({ result: { ok: true, value }, deps: null, lastValue: value }),
      });
    } catch (error) {
      failed(error);
      return;
    }
    if (!(answer instanceof Promise)) {
      settle(answer, Math.round(this.now() - started));
      return;
    }
    // A long run holds the service worker's first-visit download until it ends (src/lib/background-work.ts).
    flight.release = holdIfLong(deps);
    this.set({ busy: true });
    answer.then((result) => settle(result, Math.round(this.now() - started)), failed);
  }
}
