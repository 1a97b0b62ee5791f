import vm from 'node:vm';
import { buildBoot, DEFAULT_LIMITS, type OutputBatch, type SandboxMessage } from '@/lib/js-sandbox.core';

/**
 * The frame's runtime as the frame runs it (the boot script, with a real MessagePort), in a realm of its own
 * (node:vm) standing for the frame's window; user code is compiled in that realm and handed to the runtime's
 * hook as the frame's user-code.js would. The page's end of the port records what arrives.
 */
function bootFrame() {
  const { port1: page, port2: frame } = new MessageChannel();
  const received: SandboxMessage[] = [];
  // Read with the getter as it is now: the user code below patches MessageEvent, which this test's realm shares
  // with the frame's (in a browser the page is another realm).
  const dataOf = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
  page.onmessage = (e) => received.push(dataOf.call(e) as SandboxMessage);
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  const sandbox: Record<string, unknown> = {
    MessagePort,
    MessageEvent,
    performance,
    setTimeout,
    addEventListener: (type: string, f: (e: unknown) => void) => (listeners[type] ??= []).push(f),
    document: { getElementById: () => null },
    console: {},
    parent: { postMessage: () => {} },
  };
  const ctx = vm.createContext(sandbox);
  vm.runInContext('var window = globalThis;', ctx);
  new (vm.runInContext('Function', ctx) as FunctionConstructor)('port', buildBoot().script)(frame);
  /** Runs `code` as the user's program (the body of an async function, as the frame wraps it). */
  const runUser = (code: string) => vm.runInContext(`window.__user(async function () {\n${code}\n});`, ctx);
  /** Resolves once a message passing `test` has arrived (or fails after 5 s). */
  const waitFor = async (test: (m: SandboxMessage) => boolean) => {
    for (let i = 0; i < 500 && !received.some(test); i++) await new Promise((r) => setTimeout(r, 10));
    expect(received.some(test)).toBe(true);
  };
  const close = () => {
    page.close();
    frame.close();
  };
  return { page, frame, received, runUser, waitFor, close, ctx };
}

const batches = (received: SandboxMessage[]) => received.filter((m): m is OutputBatch => m.type === 'output');
const texts = (received: SandboxMessage[]) =>
  batches(received).flatMap((b) => b.items.flatMap((i) => (i.type === 'console' ? [i.text] : i.type === 'error' ? [i.message] : [])));

describe('sandbox runtime channel', () => {
  it('says ready over its port, and user code that patches built-ins never gets hold of the port', async () => {
    const f = bootFrame();
    try {
      await f.waitFor((m) => m.type === 'ready');
      const originalPost = MessagePort.prototype.postMessage;
      const originalData = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!;
      try {
        f.runUser(`
          const seen = [];
          globalThis.__seen = seen;
          // Every way the runtime could hand over its port or its callbacks after this point.
          const post = MessagePort.prototype.postMessage;
          MessagePort.prototype.postMessage = function (...a) { seen.push(["post", this]); return post.apply(this, a); };
          const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data').get;
          Object.defineProperty(MessageEvent.prototype, 'data', { configurable: true, get() { seen.push(["data", this.target]); return data.call(this); } });
          const then = Promise.prototype.then;
          Promise.prototype.then = function (ok, no) { seen.push(["then", ok, no]); return then.call(this, ok, no); };
          const call = Function.prototype.call;
          Function.prototype.call = function (self, ...a) { seen.push(["call", self]); return call.apply(this, [self, ...a]); };
          parent.postMessage({ type: 'done' }, '*');
          window.__user?.(async () => {});
          console.log('from user', 1);
          await new Promise((r) => setTimeout(r, 30));
          console.log('later');
        `);
        await f.waitFor((m) => m.type === 'done');
        f.page.postMessage({ type: 'ping', seq: 7 });
        await f.waitFor((m) => m.type === 'pong');
        const seen = vm.runInContext('__seen', f.ctx) as unknown[];
        // The hooks ran (they saw the runtime's own calls), but never with the frame's port.
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.some((x) => (x as unknown[]).includes(f.frame))).toBe(false);
        expect(texts(f.received)).toEqual(['from user 1', 'later']);
        // One 'done': the second call of the hook was ignored.
        expect(f.received.filter((m) => m.type === 'done')).toHaveLength(1);
      } finally {
        MessagePort.prototype.postMessage = originalPost;
        Object.defineProperty(MessageEvent.prototype, 'data', originalData);
      }
    } finally {
      f.close();
    }
  });

  it('cuts a 20 MB line and keeps the latest lines of a 100,000-line loop, in a few messages', async () => {
    const f = bootFrame();
    try {
      await f.waitFor((m) => m.type === 'ready');
      f.runUser(`
        console.log('x'.repeat(20e6));
        console.log({ big: 'y'.repeat(5e6), nested: Array(100).fill(Array(100).fill(Array(100).fill(Array(100).fill(1)))) });
        for (let i = 0; i < 100000; i++) console.log('line ' + i);
      `);
      await f.waitFor((m) => m.type === 'done');
      const got = batches(f.received);
      const items = got.flatMap((b) => b.items);
      const dropped = got.reduce((n, b) => n + b.dropped, 0);
      // Every line is accounted for: shown or counted as dropped.
      expect(items.length + dropped).toBe(100_002);
      expect(items.length).toBeLessThanOrEqual(DEFAULT_LIMITS.entries * got.length);
      expect(got.length).toBeLessThan(100);
      const all = texts(f.received);
      expect(all.at(-1)).toBe('line 99999');
      const long = all.find((t) => t.startsWith('xxx'));
      if (long) expect(long).toBe(`${'x'.repeat(10_000)}… (${(20e6 - 10_000).toLocaleString('en')} more characters)`);
      for (const t of all) expect(t.length).toBeLessThan(DEFAULT_LIMITS.entryChars + 100);
    } finally {
      f.close();
    }
  });

  it('stops sending past the per-run limit, with a note', async () => {
    const f = bootFrame();
    try {
      await f.waitFor((m) => m.type === 'ready');
      f.runUser(`for (let i = 0; i < 150; i++) { console.log(String(i).padEnd(9000, '.')); await new Promise((r) => setTimeout(r, 1)); }`);
      await f.waitFor((m) => m.type === 'done');
      const items = batches(f.received).flatMap((b) => b.items);
      const sent = items.reduce((n, i) => n + (i.type === 'console' ? i.text.length : 0), 0);
      expect(sent).toBeLessThanOrEqual(DEFAULT_LIMITS.runChars);
      expect(items.at(-1)).toEqual({ type: 'limit', chars: DEFAULT_LIMITS.runChars });
      expect(items.filter((i) => i.type === 'limit')).toHaveLength(1);
    } finally {
      f.close();
    }
  });
});
