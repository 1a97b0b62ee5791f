// @vitest-environment jsdom
import { createSandbox } from '@/lib/js-sandbox';
import type { OutputBatch, SandboxBoot } from '@/lib/js-sandbox.core';
import { appendEntries, applyOutput, HIDDEN_NOTE_ID, type ConsoleEntry } from '@/components/kit/console-entries';

/**
 * The page's side of the sandbox (js-sandbox.ts) in jsdom: the test plays the frame. It sends the frame's
 * hello as a window message from the frame's window, takes the boot message and its port, and then speaks as
 * the runtime over that port, and as user code through window messages (parent.postMessage).
 */
function setup() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const outputs: OutputBatch[] = [];
  let done = 0;
  const sandbox = createSandbox({ container, hangMs: 60_000, onOutput: (b) => outputs.push(b), onDone: () => done++, onHang: () => {} });
  const boots: { boot: SandboxBoot; port: MessagePort }[] = [];
  /** Starts a run and returns its frame's window (its postMessage records what the page sends it). */
  const run = (code: string) => {
    sandbox.run(code);
    const frames = container.querySelectorAll('iframe');
    const win = frames[frames.length - 1].contentWindow!;
    win.postMessage = ((data: SandboxBoot, _origin: string, transfer?: MessagePort[]) => {
      boots.push({ boot: data, port: transfer![0] });
    }) as Window['postMessage'];
    return win;
  };
  /** A message posted to the page by the frame's window: the frame's own hello, or user code. */
  const fromFrame = (win: Window, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: win }));
  /** Resolves once `test` holds (messages over a MessagePort arrive in a later task). */
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 300 && !test(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(test()).toBe(true);
  };
  return { sandbox, outputs, boots, run, fromFrame, until, done: () => done, container };
}

const batch = (text: string): OutputBatch => ({ type: 'output', clear: false, dropped: 0, items: [{ type: 'console', level: 'log', text }] });
const fakes = [
  { type: 'error', message: 'fake error', line: 1 },
  { type: 'console', level: 'log', text: 'fake console' },
  batch('fake batch'),
  { type: 'done' },
  { type: 'ready' },
];

describe('sandbox page channel', () => {
  it('takes output only over the run’s port, never from window messages, and boots each frame once', async () => {
    const t = setup();
    try {
      const win = t.run('console.log(1)');
      // Before the hello, nothing is taken from the frame.
      for (const f of fakes) t.fromFrame(win, f);
      t.fromFrame(win, { type: 'frame' });
      expect(t.boots).toHaveLength(1);
      const { port } = t.boots[0];
      expect(t.boots[0].boot.type).toBe('boot');
      const asked: unknown[] = [];
      port.onmessage = (e) => asked.push(e.data);
      port.postMessage({ type: 'ready' });
      await t.until(() => asked.length === 1);
      expect(asked[0]).toEqual({ type: 'run', code: 'console.log(1)' });

      // User code posts the runner's message shapes to the parent window, and asks to be booted again.
      for (const f of fakes) t.fromFrame(win, f);
      t.fromFrame(win, { type: 'frame' });
      expect(t.boots).toHaveLength(1);
      port.postMessage(batch('real line'));
      await t.until(() => t.outputs.length === 1);
      port.postMessage({ type: 'done' });
      await t.until(() => t.done() === 1);
      for (const f of fakes) t.fromFrame(win, f);
      expect(t.outputs).toEqual([batch('real line')]);
      expect(t.done()).toBe(1);
      // A message from another window with the same shape is ignored as well.
      window.dispatchEvent(new MessageEvent('message', { data: batch('other window'), source: window }));
      expect(t.outputs).toHaveLength(1);
    } finally {
      t.sandbox.dispose();
    }
  });

  it('ignores what an earlier run’s port sends once a new run has started', async () => {
    const t = setup();
    try {
      const first = t.run('1');
      t.fromFrame(first, { type: 'frame' });
      const old = t.boots[0].port;
      const second = t.run('2');
      t.fromFrame(second, { type: 'frame' });
      expect(t.boots).toHaveLength(2);
      old.postMessage(batch('old run'));
      old.postMessage({ type: 'done' });
      t.boots[1].port.postMessage(batch('new run'));
      await t.until(() => t.outputs.length >= 1);
      await new Promise((r) => setTimeout(r, 30));
      expect(t.outputs).toEqual([batch('new run')]);
      expect(t.done()).toBe(0);
      expect(t.container.querySelectorAll('iframe')).toHaveLength(1);
    } finally {
      t.sandbox.dispose();
    }
  });
});

describe('console lines kept on the page', () => {
  let id = 0;
  const line = (text: string): ConsoleEntry => ({ id: id++, kind: 'log', text });
  const shown = (list: ConsoleEntry[]) => list.filter((e) => e.id !== HIDDEN_NOTE_ID).map((e) => e.text);
  const hidden = (list: ConsoleEntry[]) => (list[0]?.id === HIDDEN_NOTE_ID ? list[0].hidden : 0);

  it('keeps the latest lines and counts every line it drops, across many appends', () => {
    // Random batch sizes and drops in the frame: the latest `max` lines are shown, and shown + hidden = all.
    for (let seed = 1; seed <= 50; seed++) {
      let x = seed;
      const rand = (n: number) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
      const max = 1 + rand(40);
      let list: ConsoleEntry[] = [];
      let total = 0;
      const all: string[] = [];
      for (let step = 0; step < 30; step++) {
        const dropped = rand(3) === 0 ? rand(50) : 0;
        total += dropped;
        const added = Array.from({ length: rand(25) }, (_, i) => line(`l${total + i}`));
        all.push(...added.map((e) => e.text!));
        total += added.length;
        list = appendEntries(list, added, max, dropped);
        const visible = shown(list);
        expect(visible.length).toBeLessThanOrEqual(max);
        expect(visible.length + hidden(list)!).toBe(total);
        // What is shown is the latest of the lines that reached the page, in order.
        expect(visible).toEqual(all.slice(all.length - visible.length));
        expect(visible.length).toBe(Math.min(max, all.length));
      }
    }
  });

  it('says how many earlier lines are not shown, and starts over on console.clear()', () => {
    let list = applyOutput(
      [],
      { type: 'output', clear: false, dropped: 1499, items: [{ type: 'console', level: 'log', text: 'last' }] },
      1000,
      () => id++,
    );
    expect(list[0]).toMatchObject({ kind: 'system', text: '1,499 earlier lines not shown.' });
    expect(shown(list)).toEqual(['last']);
    list = applyOutput(list, { type: 'output', clear: true, dropped: 0, items: [{ type: 'limit', chars: 1_000_000 }] }, 1000, () => id++);
    expect(list).toHaveLength(1);
    expect(list[0].text).toBe('Output limit reached (1,000,000 characters in this run): later output is not shown.');
  });
});
