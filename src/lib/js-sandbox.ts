import { sandboxFrame } from '@/lib/sandbox-frame';
import { buildBoot, type SandboxMessage } from '@/lib/js-sandbox.core';

export interface SandboxOptions {
  /** Where the frame goes (it is hidden when there is no canvas). */
  container: HTMLElement;
  canvas?: { width: number; height: number };
  /** The frame is restarted when it has not answered a ping for this long. */
  hangMs: number;
  onMessage: (msg: SandboxMessage) => void;
  /** The frame stopped answering and was removed. */
  onHang: () => void;
  /** The code finished (its promise settled, or it failed to parse). */
  onDone: () => void;
}

const PING_MS = 250;

/**
 * One run = one fresh frame: globals, timers and animations of the previous run are gone with it.
 * The frame's document is /sandbox/frame.html (src/lib/sandbox-frame.ts) and its sandbox lacks allow-same-origin, so it runs in an
 * opaque origin: no access to our cookies, storage or DOM. It asks to be booted ({type: 'frame'}); the
 * boot carries the runtime, which then says 'ready' and is given the code.
 */
export function createSandbox(opts: SandboxOptions) {
  let frame: HTMLIFrameElement | null = null;
  let pingTimer: number | undefined;
  let lastPong = 0;
  let seq = 0;
  let pngWaiter: ((r: { url: string | null; message?: string }) => void) | null = null;
  /** The current frame has run its code (its first synchronous part at least). */
  let settled = false;
  const askPng = () => frame?.contentWindow?.postMessage({ type: 'png' }, '*');

  const onWindowMessage = (e: MessageEvent) => {
    if (!frame || e.source !== frame.contentWindow || !e.data || typeof e.data !== 'object') return;
    const msg = e.data as SandboxMessage | { type: 'frame' };
    if (msg.type === 'frame') {
      lastPong = performance.now();
      frame.contentWindow?.postMessage(buildBoot(opts.canvas), '*');
    } else if (msg.type === 'pong') lastPong = performance.now();
    else if (msg.type === 'ready') {
      lastPong = performance.now();
      if (pendingCode != null) {
        frame.contentWindow?.postMessage({ type: 'run', code: pendingCode }, '*');
        pendingCode = null;
      }
    } else if (msg.type === 'done') {
      settled = true;
      if (pngWaiter) askPng();
      opts.onDone();
    } else if (msg.type === 'png') {
      pngWaiter?.(msg);
      pngWaiter = null;
    } else opts.onMessage(msg);
  };
  window.addEventListener('message', onWindowMessage);
  let pendingCode: string | null = null;

  const stop = () => {
    window.clearInterval(pingTimer);
    pingTimer = undefined;
    frame?.remove();
    frame = null;
    pendingCode = null;
    pngWaiter?.({ url: null, message: 'The sandbox was stopped.' });
    pngWaiter = null;
  };

  return {
    run(code: string) {
      // A PNG asked of the drawing this run replaces is the new drawing's (the visitor pressed Download while the
      // code re-ran after an edit): the new frame is asked once its code has run, rather than answering nothing.
      const waiting = pngWaiter;
      pngWaiter = null;
      stop();
      pngWaiter = waiting;
      const f = sandboxFrame(opts.canvas ? 'Canvas' : 'JavaScript sandbox');
      if (opts.canvas) {
        f.width = String(opts.canvas.width);
        f.height = String(opts.canvas.height);
        f.style.border = '0';
        f.style.display = 'block';
        f.style.maxWidth = '100%';
      } else f.style.display = 'none';
      pendingCode = code;
      settled = false;
      frame = f;
      lastPong = performance.now();
      opts.container.appendChild(f);
      pingTimer = window.setInterval(() => {
        if (!frame) return;
        if (performance.now() - lastPong > opts.hangMs) {
          stop();
          opts.onHang();
          return;
        }
        frame.contentWindow?.postMessage({ type: 'ping', seq: ++seq }, '*');
      }, PING_MS);
    },
    stop,
    get running() {
      return frame !== null;
    },
    /** The canvas as a PNG data URL (asked from the frame). */
    png(): Promise<{ url: string | null; message?: string }> {
      if (!frame) return Promise.resolve({ url: null, message: 'Nothing is drawn: run the code first.' });
      pngWaiter?.({ url: null });
      return new Promise((resolve) => {
        pngWaiter = resolve;
        // A frame still starting up is asked once its code has run.
        if (settled) askPng();
        else window.setTimeout(() => pngWaiter === resolve && askPng(), 2_000);
      });
    },
    dispose() {
      stop();
      window.removeEventListener('message', onWindowMessage);
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
