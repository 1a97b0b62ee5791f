import { sandboxFrame } from '@/lib/sandbox-frame';
import { isPythonMessage, PYTHON_WORKER_URL, type PythonMessage, type PythonRequest } from './protocol';

/**
 * The frame's runtime: starts the Pyodide worker and relays messages between it and the page. The frame
 * has an opaque origin, and so has the worker it starts from a data: URL (a blob: URL cannot start a
 * module worker there). Injected with Function#toString, so it must be self-contained.
 */
function frameRuntime(workerUrl: string) {
  const parentWin = window.parent;
  const send = (m: unknown) => parentWin.postMessage(m, '*');
  // A static import of the worker is refused in a data: worker of an opaque origin; a dynamic one is
  // not. Messages that arrive while it loads are kept and handed to its handler once it is installed.
  const loader =
    'const early = []; self.onmessage = (e) => early.push(e);' +
    `import(${JSON.stringify(workerUrl)}).then(() => { for (const e of early) self.onmessage(e); },` +
    ' (e) => postMessage({ type: "fatal", text: "Python could not start: " + e }));';
  let worker: Worker;
  try {
    worker = new Worker(`data:text/javascript;charset=utf-8,${encodeURIComponent(loader)}`, { type: 'module' });
  } catch (e) {
    send({ type: 'fatal', text: 'Python could not start: ' + String(e) });
    return;
  }
  worker.onmessage = (e) => send(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    send({ type: 'fatal', text: 'Python could not start: ' + (e.message || 'its worker failed to load.') });
  };
  window.addEventListener('message', (e) => {
    if (e.source === parentWin && e.data && typeof e.data === 'object') worker.postMessage(e.data);
  });
  send({ type: 'relay' });
}

/**
 * Python, run where it cannot reach the site: the Pyodide worker lives inside a sandboxed frame with an
 * opaque origin (public/sandbox/frame.html), so user code, `pyodide.code.run_js` included, can read no
 * cookie, storage or IndexedDB of the site and fetch none of its pages. Used like a Worker: post
 * PythonRequests, listen for PythonMessages (checked for shape before they are passed on), terminate.
 */
export class PythonSandbox {
  private frame: HTMLIFrameElement | null;
  private queue: PythonRequest[] = [];
  private booted = false;
  private listeners = new Set<(m: PythonMessage) => void>();

  constructor() {
    const frame = sandboxFrame('Python sandbox');
    frame.style.display = 'none';
    this.frame = frame;
    window.addEventListener('message', this.onWindowMessage);
    document.body.appendChild(frame);
  }

  private onWindowMessage = (e: MessageEvent) => {
    const win = this.frame?.contentWindow;
    if (!win || e.source !== win) return;
    const data: unknown = e.data;
    const type = data && typeof data === 'object' ? (data as { type?: unknown }).type : undefined;
    if (type === 'frame') {
      // The frame's document asks for its runtime.
      const script = `(${frameRuntime.toString()})(${JSON.stringify(new URL(PYTHON_WORKER_URL, location.href).href)});`;
      win.postMessage({ type: 'boot', style: '', body: '', script }, '*');
      return;
    }
    if (type === 'relay') {
      // The runtime listens: requests made meanwhile go now.
      this.booted = true;
      for (const req of this.queue.splice(0)) win.postMessage(req, '*');
      return;
    }
    if (!isPythonMessage(data)) return;
    for (const listener of this.listeners) listener(data);
  };

  postMessage(req: PythonRequest) {
    if (!this.frame) return;
    if (this.booted) this.frame.contentWindow?.postMessage(req, '*');
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
    this.listeners.clear();
    this.queue = [];
  }
}
