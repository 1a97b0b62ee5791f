import { PYTHON_FRAME_URL, sandboxFrame } from '@/lib/sandbox-frame';
import { isPythonMessage, PYTHON_WORKER_URL, type PythonMessage, type PythonRequest } from './protocol';

/**
 * The frame's runtime: starts the Pyodide worker and relays messages between it and the page. The frame
 * has an opaque origin, and so has the worker it starts from a data: URL (a blob: URL cannot start a
 * module worker there). Injected with Function#toString, so it must be self-contained; `port` is the page's
 * end of this run's channel (public/sandbox/frame.js). The worker gets a channel of its own: its first
 * message carries the port, which the loader hands to worker.mjs's start() without putting it in a global,
 * and the frame relays to the page only what comes over that port. Python code runs in the worker and can
 * call self.postMessage; what it posts that way is dropped here.
 */
function frameRuntime(workerUrl: string, port: MessagePort) {
  const send = (m: unknown) => port.postMessage(m);
  // A static import of the worker is refused in a data: worker of an opaque origin; a dynamic one is not.
  // Requests posted on the port meanwhile wait in it until worker.mjs listens.
  const loader =
    'self.onmessage = (e) => { self.onmessage = null; const port = e.ports[0];' +
    ` import(${JSON.stringify(workerUrl)}).then((m) => m.start(port),` +
    ' (err) => port.postMessage({ type: "fatal", text: "Python could not start: " + err })); };';
  let worker: Worker;
  try {
    worker = new Worker(`data:text/javascript;charset=utf-8,${encodeURIComponent(loader)}`, { type: 'module' });
  } catch (e) {
    send({ type: 'fatal', text: 'Python could not start: ' + String(e) });
    return;
  }
  const channel = new MessageChannel();
  const toWorker = channel.port1;
  let heard = false;
  toWorker.onmessage = (e) => {
    heard = true;
    send(e.data);
  };
  worker.postMessage({ type: 'port' }, [channel.port2]);
  worker.onerror = (e) => {
    e.preventDefault();
    // Once the worker has spoken over its port it has started: a later error event is the program's (Python
    // reports its own errors), not a failure to start.
    if (!heard) send({ type: 'fatal', text: 'Python could not start: ' + (e.message || 'its worker failed to load.') });
  };
  port.onmessage = (e) => {
    if (e.data && typeof e.data === 'object') toWorker.postMessage(e.data);
  };
  send({ type: 'relay' });
}

/**
 * Python, run where it cannot reach the site: the Pyodide worker lives inside a sandboxed frame with an
 * opaque origin (public/sandbox/python.html, whose policy lets it fetch only this site's files), so user code, `pyodide.code.run_js` included, can read no
 * cookie, storage or IndexedDB of the site and fetch none of its pages. Used like a Worker: post
 * PythonRequests, listen for PythonMessages (checked for shape before they are passed on), terminate.
 */
export class PythonSandbox {
  private frame: HTMLIFrameElement | null;
  private queue: PythonRequest[] = [];
  private booted = false;
  /** The frame has asked for its runtime: the only window message taken from it (see js-sandbox.ts). */
  private hello = false;
  /** The page's end of the channel to the frame's runtime, set with the boot. */
  private port: MessagePort | null = null;
  private listeners = new Set<(m: PythonMessage) => void>();

  constructor() {
    const frame = sandboxFrame('Python sandbox', PYTHON_FRAME_URL);
    frame.style.display = 'none';
    this.frame = frame;
    window.addEventListener('message', this.onWindowMessage);
    document.body.appendChild(frame);
  }

  private onWindowMessage = (e: MessageEvent) => {
    const win = this.frame?.contentWindow;
    if (!win || this.hello || e.source !== win) return;
    const data: unknown = e.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'frame') return;
    // The frame's document asks for its runtime, once; it gets it with the port all later messages use.
    this.hello = true;
    const channel = new MessageChannel();
    const port = channel.port1;
    this.port = port;
    port.onmessage = (ev) => this.onPortMessage(port, ev);
    const script = `(${frameRuntime.toString()})(${JSON.stringify(new URL(PYTHON_WORKER_URL, location.href).href)}, port);`;
    win.postMessage({ type: 'boot', style: '', body: '', script }, '*', [channel.port2]);
  };

  private onPortMessage(from: MessagePort, e: MessageEvent) {
    if (from !== this.port) return;
    const data: unknown = e.data;
    if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'relay') {
      // The runtime listens: requests made meanwhile go now.
      this.booted = true;
      for (const req of this.queue.splice(0)) from.postMessage(req);
      return;
    }
    if (!isPythonMessage(data)) return;
    for (const listener of this.listeners) listener(data);
  }

  postMessage(req: PythonRequest) {
    if (!this.frame) return;
    if (this.booted) this.port?.postMessage(req);
    else this.queue.push(req);
  }

  onMessage(listener: (m: PythonMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends Python at once (the frame, and the worker with it, is removed). */
  terminate() {
    window.removeEventListener('message', this.onWindowMessage);
    this.frame?.remove();
    this.frame = null;
    this.port?.close();
    this.port = null;
    this.listeners.clear();
    this.queue = [];
  }
}
