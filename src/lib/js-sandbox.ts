import { sandboxFrame } from '@/lib/sandbox-frame';
import { buildBoot, DEFAULT_LIMITS, type ConsoleLimits, type OutputBatch, type SandboxMessage } from '@/lib/js-sandbox.core';

export interface SandboxOptions {
  /** Where the frame goes (it is hidden when there is no canvas). */
  container: HTMLElement;
  canvas?: { width: number; height: number };
  /** The frame is restarted when it has not answered a ping for this long. */
  hangMs: number;
  /** Console output and errors of the current run, in batches (see OutputBatch). */
  onOutput: (batch: OutputBatch) => void;
  /** How much console output a run may show (DEFAULT_LIMITS). */
  limits?: ConsoleLimits;
  /** The frame stopped answering and was removed. */
  onHang: () => void;
  /** The code finished (its promise settled, or it failed to parse). */
  onDone: () => void;
}

const PING_MS = 250;

/** The canvas as a PNG data URL, or null with the reason. */
export interface PngResult {
  url: string | null;
  message?: string;
}

/**
 * One run = one fresh frame: globals, timers and animations of the previous run are gone with it.
 * The frame's document is /sandbox/frame.html (src/lib/sandbox-frame.ts) and its sandbox lacks allow-same-origin, so it runs in an
 * opaque origin: no access to our cookies, storage or DOM. It asks to be booted ({type: 'frame'}, the one
 * window message taken from it); the boot carries the runtime and one end of a MessageChannel made for this
 * run. From then on the page listens only to that port: user code can post window messages to the page
 * (parent.postMessage), but they are ignored, and it cannot reach the port (see runtime in js-sandbox.core.ts).
 * A message of an earlier run's port is ignored too, and that port is closed.
 */
export function createSandbox(opts: SandboxOptions) {
  let frame: HTMLIFrameElement | null = null;
  let port: MessagePort | null = null;
  let pingTimer: number | undefined;
  let lastPong = 0;
  let seq = 0;
  /** The PNG asked of the current drawing, while the frame has not answered: every Download pressed meanwhile gets it. */
  let png: { promise: Promise<PngResult>; resolve: (r: PngResult) => void } | null = null;
  /** The current frame's document has loaded (it asked to be booted): from then on, a silence is the code's. */
  let loaded = false;
  /** The current frame has run its code (its first synchronous part at least). */
  let settled = false;
  const askPng = () => port?.postMessage({ type: 'png' });

  const onPortMessage = (from: MessagePort, e: MessageEvent) => {
    if (from !== port || !e.data || typeof e.data !== 'object') return;
    const msg = e.data as SandboxMessage;
    if (msg.type === 'pong') lastPong = performance.now();
    else if (msg.type === 'ready') {
      lastPong = performance.now();
      if (pendingCode != null) {
        port.postMessage({ type: 'run', code: pendingCode });
        pendingCode = null;
      }
    } else if (msg.type === 'done') {
      settled = true;
      if (png) askPng();
      opts.onDone();
    } else if (msg.type === 'png') {
      png?.resolve({ url: typeof msg.url === 'string' ? msg.url : null, message: typeof msg.message === 'string' ? msg.message : undefined });
      png = null;
    } else if (msg.type === 'output' && Array.isArray(msg.items)) opts.onOutput(msg);
  };

  const onWindowMessage = (e: MessageEvent) => {
    // Only the frame's own hello, once per run: a second one (user code posting it, or a document user code
    // navigated the frame to) would be handed a fresh port.
    if (!frame || loaded || e.source !== frame.contentWindow || !e.data || typeof e.data !== 'object') return;
    if ((e.data as { type?: unknown }).type !== 'frame') return;
    loaded = true;
    lastPong = performance.now();
    const channel = new MessageChannel();
    const mine = channel.port1;
    port = mine;
    mine.onmessage = (ev) => onPortMessage(mine, ev);
    frame.contentWindow?.postMessage(buildBoot(opts.canvas, opts.limits ?? DEFAULT_LIMITS), '*', [channel.port2]);
  };
  window.addEventListener('message', onWindowMessage);
  let pendingCode: string | null = null;

  const stop = () => {
    window.clearInterval(pingTimer);
    pingTimer = undefined;
    frame?.remove();
    frame = null;
    port?.close();
    port = null;
    pendingCode = null;
    png?.resolve({ url: null, message: 'The sandbox was stopped.' });
    png = null;
  };

  return {
    run(code: string) {
      // A PNG asked of the drawing this run replaces is the new drawing's (the visitor pressed Download while the
      // code re-ran after an edit): the new frame is asked once its code has run, rather than answering nothing.
      const waiting = png;
      png = null;
      stop();
      png = waiting;
      const f = sandboxFrame(opts.canvas ? 'Canvas' : 'JavaScript sandbox');
      if (opts.canvas) {
        f.width = String(opts.canvas.width);
        f.height = String(opts.canvas.height);
        f.style.border = '0';
        f.style.display = 'block';
        f.style.maxWidth = '100%';
      } else f.style.display = 'none';
      pendingCode = code;
      loaded = false;
      settled = false;
      frame = f;
      lastPong = performance.now();
      opts.container.appendChild(f);
      pingTimer = window.setInterval(() => {
        // Loading the frame's own document (slow on a busy machine) is not the code hanging: the clock starts once
        // the frame has loaded.
        if (!frame || !loaded) return;
        if (performance.now() - lastPong > opts.hangMs) {
          stop();
          opts.onHang();
          return;
        }
        port?.postMessage({ type: 'ping', seq: ++seq });
      }, PING_MS);
    },
    stop,
    get running() {
      return frame !== null;
    },
    /** The canvas as a PNG data URL (asked from the frame). */
    png(): Promise<PngResult> {
      if (!frame) return Promise.resolve({ url: null, message: 'Nothing is drawn: run the code first.' });
      // Pressed again before the frame answered (a double click): the same answer for both.
      if (png) return png.promise;
      let resolve: (r: PngResult) => void = () => {};
      const promise = new Promise<PngResult>((r) => (resolve = r));
      const asked = { promise, resolve };
      png = asked;
      // A frame still starting up is asked once its code has run.
      if (settled) askPng();
      else window.setTimeout(() => png === asked && askPng(), 2_000);
      return promise;
    },
    dispose() {
      stop();
      window.removeEventListener('message', onWindowMessage);
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
