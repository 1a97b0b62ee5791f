// The Python worker (Pyodide). Plain JavaScript, copied next to Pyodide into public/vendor/pyodide/ by
// scripts/copy-vendor.mjs and started as a *module* worker: Pyodide no longer runs in classic workers,
// and the bundler (Turbopack) wraps every worker it builds as a classic one. It runs inside the sandbox
// frame (python-sandbox.ts), in an opaque origin, so it loads Pyodide from the absolute URL it was
// loaded from (/vendor/pyodide/ is served with Access-Control-Allow-Origin: *). Messages follow
// python.protocol.ts.
//
// It talks to the frame only through the MessagePort given to start(), never through self.postMessage: Python
// code runs in this worker's realm (pyodide's `js` module, run_js) and may call self.postMessage or patch any
// built-in, so the port stays in this module's scope (no global reaches it), and the built-ins used with it are
// bound before any Python code runs. The frame relays only what comes over the port.

const INDEX_URL = new URL('./', import.meta.url).href;
const call = Function.prototype.call;
const dataOf = call.bind(Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data').get);
let post = () => {};

/** The program input box, one line per input() call; a trailing newline does not add an empty line (python.protocol.ts). */
function stdinLines(stdin) {
  if (stdin === '') return [];
  const lines = stdin.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

let pyodide = null;

function load() {
  pyodide ??= (async () => {
    post({ type: 'status', text: 'Downloading the Python runtime (about 12 MB, cached after the first visit)…' });
    const mod = await import(`${INDEX_URL}pyodide.mjs`);
    post({ type: 'status', text: 'Starting Python…' });
    const py = await mod.loadPyodide({ indexURL: INDEX_URL });
    post({ type: 'ready', version: String(py.runPython('import sys; sys.version.split()[0]')) });
    return py;
  })();
  return pyodide;
}

let current = 0;
const writer = (stream) => {
  const decoder = new TextDecoder();
  return {
    write(buffer) {
      const text = decoder.decode(buffer, { stream: true });
      if (text) post({ type: 'stream', id: current, stream, text });
      return buffer.length;
    },
  };
};

async function run(id, code, stdin) {
  const started = performance.now();
  let py;
  try {
    py = await load();
  } catch (e) {
    post({ type: 'fatal', text: `Python could not start: ${e instanceof Error ? e.message : String(e)}` });
    return;
  }
  current = id;
  py.setStdout(writer('stdout'));
  py.setStderr(writer('stderr'));
  const lines = stdinLines(stdin);
  // Each input() takes the next line of the program input box; when they run out, input() raises EOFError.
  py.setStdin({ stdin: () => lines.shift(), autoEOF: true });
  // A fresh namespace per run, so one run's variables never leak into the next.
  const globals = py.globals.get('dict')();
  globals.set('__name__', '__main__');
  try {
    await py.runPythonAsync(code, { globals, filename: '<main>' });
    post({ type: 'done', id, ok: true, ms: performance.now() - started });
  } catch (e) {
    post({ type: 'done', id, ok: false, error: e instanceof Error ? e.message : String(e), ms: performance.now() - started });
  } finally {
    try {
      py.runPython('import sys\nsys.stdout.flush()\nsys.stderr.flush()');
    } catch {
      // Flushing is best effort; the run's result has been reported.
    }
    globals.destroy();
  }
}

let started = false;

/**
 * Called by the loader the frame starts this module from, with the port to the frame. Only the first call counts:
 * Python code can import this module too, and must not hand it a port of its own.
 */
export function start(port) {
  if (started) return;
  started = true;
  post = call.bind(MessagePort.prototype.postMessage, port);
  port.onmessage = onRequest;
}

function onRequest(event) {
  const req = dataOf(event);
  if (!req || typeof req !== 'object') return;
  if (req.type === 'load') {
    load().catch((e) => post({ type: 'fatal', text: `Python could not start: ${e instanceof Error ? e.message : String(e)}` }));
  } else if (req.type === 'run') void run(req.id, req.code, req.stdin);
}
