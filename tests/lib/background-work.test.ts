import { BIG_INPUT, HOLD_MS, hasBigInput, holdBackgroundWork, holdIfLong, LONG_RUN_MS, PRECACHE_HOLD } from '@/lib/background-work';
import { createWorkerRunner } from '@/lib/worker-runner';

/** A service worker registration with a worker installing: what the page tells it, and when. */
function installingWorker() {
  const messages: { at: number; ms: number }[] = [];
  const installing = {
    postMessage(message: { type: string; ms: number }) {
      expect(message.type).toBe(PRECACHE_HOLD);
      messages.push({ at: Date.now(), ms: message.ms });
    },
  };
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve({ installing }) } });
  return messages;
}

/** Runs the timers due within `ms`, and the promise callbacks they start (getRegistration answers in one). */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('hasBigInput', () => {
  it('finds a big text or buffer in a request, or the request being one', () => {
    const big = 'x'.repeat(BIG_INPUT);
    expect(hasBigInput(big)).toBe(true);
    expect(hasBigInput({ json: big, filter: '.' })).toBe(true);
    expect(hasBigInput({ bytes: new Uint8Array(BIG_INPUT) })).toBe(true);
    expect(hasBigInput(new ArrayBuffer(BIG_INPUT))).toBe(true);
    expect(hasBigInput({ json: big.slice(1), filter: '.' })).toBe(false);
    expect(hasBigInput({ nested: { json: big } })).toBe(false);
    expect(hasBigInput(null)).toBe(false);
    expect(hasBigInput(42)).toBe(false);
  });
});

describe('holdBackgroundWork', () => {
  it('holds the installing worker, renews the hold while it lasts, and lets go shortly after the release', async () => {
    const messages = installingWorker();
    const release = holdBackgroundWork();
    await advance(0);
    expect(messages).toEqual([{ at: 0, ms: HOLD_MS }]);
    await advance(HOLD_MS);
    // Renewed before each hold could lapse.
    expect(messages.map((m) => m.at)).toEqual([0, HOLD_MS / 2, HOLD_MS]);
    release();
    release();
    await advance(1_000);
    expect(messages.slice(3)).toEqual([{ at: HOLD_MS + 250, ms: 0 }]);
    await advance(HOLD_MS * 2);
    expect(messages).toHaveLength(4);
  });

  it('with overlapping holds, lets go once the last one is released', async () => {
    const messages = installingWorker();
    const first = holdBackgroundWork();
    const second = holdBackgroundWork();
    await advance(0);
    first();
    await advance(1_000);
    expect(messages.every((m) => m.ms === HOLD_MS)).toBe(true);
    // A new hold within the quarter second after a release keeps the worker held.
    second();
    await advance(100);
    const third = holdBackgroundWork();
    await advance(1_000);
    expect(messages.every((m) => m.ms === HOLD_MS)).toBe(true);
    third();
    await advance(250);
    expect(messages.at(-1)).toEqual({ at: 2_350, ms: 0 });
  });

  it("holds the active worker's downloads too (the pages kept offline, every tool), and sends nothing without a worker", async () => {
    // A repeat visit: the active worker may be downloading for offline use.
    const active = { postMessage: vi.fn() };
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve({ installing: null, active }) } });
    holdBackgroundWork()();
    await advance(1_000);
    expect(active.postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: PRECACHE_HOLD, ms: HOLD_MS },
      { type: PRECACHE_HOLD, ms: 0 },
    ]);
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(undefined) } });
    expect(() => holdBackgroundWork()()).not.toThrow();
    await expect(advance(1_000)).resolves.toBeUndefined();
    vi.stubGlobal('navigator', {});
    expect(() => holdBackgroundWork()()).not.toThrow();
    vi.stubGlobal('navigator', {
      get serviceWorker(): never {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    expect(() => holdBackgroundWork()()).not.toThrow();
    await expect(advance(1_000)).resolves.toBeUndefined();
  });
});

describe('holdIfLong', () => {
  it('holds once a run has taken LONG_RUN_MS; a quicker run never holds', async () => {
    const messages = installingWorker();
    const quick = holdIfLong({ json: '[1]' });
    await advance(LONG_RUN_MS - 1);
    quick();
    await advance(1_000);
    expect(messages).toEqual([]);

    const started = Date.now();
    const long = holdIfLong({ json: '[1]' });
    await advance(LONG_RUN_MS);
    expect(messages).toEqual([{ at: started + LONG_RUN_MS, ms: HOLD_MS }]);
    long();
    await advance(1_000);
    expect(messages.at(-1)?.ms).toBe(0);
  });

  it('holds at once for a run on a big input', async () => {
    const messages = installingWorker();
    const end = holdIfLong({ json: 'x'.repeat(BIG_INPUT) });
    await advance(0);
    expect(messages).toEqual([{ at: 0, ms: HOLD_MS }]);
    end();
  });
});

describe('a worker runner', () => {
  it('holds the precache while a long job runs, and lets go when it settles', async () => {
    const messages = installingWorker();
    class SlowWorker {
      onmessage: ((e: MessageEvent) => void) | null = null;
      onerror: ((e: ErrorEvent) => void) | null = null;
      postMessage(msg: { id: number; payload: number }) {
        setTimeout(() => this.onmessage?.({ data: { id: msg.id, result: { ok: true, value: msg.payload } } } as MessageEvent), 500);
      }
      terminate() {}
    }
    const runner = createWorkerRunner<number, number>(() => new SlowWorker() as unknown as Worker);
    const result = runner.run(7);
    await advance(500);
    await expect(result).resolves.toEqual({ ok: true, value: 7 });
    expect(messages).toEqual([{ at: LONG_RUN_MS, ms: HOLD_MS }]);
    await advance(250);
    expect(messages.at(-1)).toEqual({ at: 750, ms: 0 });
  });
});
