/**
 * The code sandbox shared by the JavaScript and Canvas playgrounds: /sandbox/frame.html in an
 * <iframe sandbox="allow-scripts"> (no allow-same-origin, so it gets an opaque origin: no cookies, storage
 * or parent DOM), booted with the runtime below. The page and the frame talk only through postMessage.
 * (A `srcdoc` frame would inherit the page's Content-Security-Policy, which rightly forbids running code
 * that is not the site's; the frame's own document has its own policy.)
 *
 * formatValue and userLocation run inside the frame: they are injected with Function#toString, so
 * each must be self-contained (no imports, no references outside its own body).
 */

/** Lines the wrapper adds before the user's first line. */
export const PREFIX_LINES = 1;

/**
 * Formats a value for the console the way developers expect: strings bare at top level, objects readable.
 * Bounded: a string inside a value shows its first `limit` characters, and once about `limit` characters (or
 * 5,000 values) have been written the rest of the value is "…", so a huge or much-shared structure (an array
 * holding the same big array a hundred times) costs little to print. A top-level string is returned whole:
 * the runtime clips it with the count of what it left out (clipText).
 */
export function formatValue(value: unknown, top = true, limit = 10_000): string {
  const seen: unknown[] = [];
  const MAX_DEPTH = 4;
  const MAX_ITEMS = 100;
  const MAX_NODES = 5_000;
  let nodes = 0;
  let used = 0;
  const leaf = (s: string) => {
    used += s.length;
    return s;
  };
  const quote = (s: string) => {
    const cut = s.length > limit ? s.slice(0, limit) : s;
    const q = "'" + cut.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
    return s.length > limit ? q + '… (' + (s.length - limit).toLocaleString('en') + ' more characters)' : q;
  };
  const key = (k: string) => leaf(/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
  const walk = (v: unknown, depth: number): string => {
    if (++nodes > MAX_NODES || used > limit) return '…';
    if (v === null) return 'null';
    if (v === undefined) return 'undefined';
    const t = typeof v;
    if (t === 'string') return leaf(quote(v as string));
    if (t === 'number') return Object.is(v, -0) ? '-0' : leaf(String(v));
    if (t === 'bigint') return leaf(String(v) + 'n');
    if (t === 'boolean') return String(v);
    if (t === 'symbol') return leaf(String(v));
    if (t === 'function') {
      const f = v as { name?: string; toString(): string };
      return leaf((/^class\b/.test(Function.prototype.toString.call(f)) ? '[class ' : '[Function ') + (f.name || '(anonymous)') + ']');
    }
    const o = v as object;
    if (o instanceof Error) {
      const text = (o.name || 'Error') + ': ' + o.message;
      return leaf(text.length > limit ? text.slice(0, limit) + '…' : text);
    }
    if (o instanceof Date) return isNaN(o.getTime()) ? 'Invalid Date' : o.toISOString();
    if (o instanceof RegExp) return leaf(String(o));
    if (seen.indexOf(o) >= 0) return '[Circular]';
    if (typeof Element !== 'undefined' && o instanceof Element) return '<' + o.tagName.toLowerCase() + (o.id ? '#' + o.id : '') + '>';
    if (o instanceof Promise) return 'Promise { … }';
    if (o instanceof WeakMap || o instanceof WeakSet) return (o instanceof WeakMap ? 'WeakMap' : 'WeakSet') + ' { <items unknown> }';
    if (depth >= MAX_DEPTH) return Array.isArray(o) ? '[Array]' : '[Object]';
    seen.push(o);
    let out: string;
    const list = (items: string[], more: number, open: string, close: string) => {
      if (more > 0) items.push('… ' + more + ' more');
      if (items.length === 0) return open + close;
      const one = open + ' ' + items.join(', ') + ' ' + close;
      if (one.length <= 72 && one.indexOf('\n') < 0) return open === '[' ? '[' + items.join(', ') + ']' : one;
      const pad = '  '.repeat(depth + 1);
      return open + '\n' + items.map((i) => pad + i).join(',\n') + '\n' + '  '.repeat(depth) + close;
    };
    if (Array.isArray(o)) {
      const items: string[] = [];
      for (let i = 0; i < Math.min(o.length, MAX_ITEMS); i++) items.push(i in o ? walk(o[i], depth + 1) : '<empty>');
      out = list(items, o.length - MAX_ITEMS, '[', ']');
    } else if (o instanceof Map || o instanceof Set) {
      // Only the first MAX_ITEMS entries are visited, however big the collection.
      const items: string[] = [];
      for (const entry of o) {
        if (items.length >= MAX_ITEMS) break;
        items.push(o instanceof Map ? walk(entry[0], depth + 1) + ' => ' + walk(entry[1], depth + 1) : walk(entry, depth + 1));
      }
      out = (o instanceof Map ? 'Map(' : 'Set(') + o.size + ') ' + list(items, o.size - MAX_ITEMS, '{', '}');
    } else if (ArrayBuffer.isView(o) && !(o instanceof DataView)) {
      const arr = o as unknown as ArrayLike<number>;
      const items: string[] = [];
      for (let i = 0; i < Math.min(arr.length, MAX_ITEMS); i++) items.push(leaf(String(arr[i])));
      out = (o.constructor?.name || 'TypedArray') + '(' + arr.length + ') ' + list(items, arr.length - MAX_ITEMS, '[', ']');
    } else {
      const keys = Object.keys(o);
      const items: string[] = [];
      for (let i = 0; i < Math.min(keys.length, MAX_ITEMS); i++)
        items.push(key(keys[i]) + ': ' + walk((o as Record<string, unknown>)[keys[i]], depth + 1));
      const name =
        Object.getPrototypeOf(o) === null
          ? '[Object: null prototype] '
          : o.constructor && o.constructor !== Object && o.constructor.name
            ? o.constructor.name + ' '
            : '';
      out = name + list(items, keys.length - MAX_ITEMS, '{', '}');
    }
    seen.pop();
    return out;
  };
  if (top && typeof value === 'string') return value;
  return walk(value, 0);
}

/** A console line cut to `max` characters, saying how many were left out. */
export function clipText(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max) + '… (' + (text.length - max).toLocaleString('en') + ' more characters)';
}

/** The user's line and column in a stack trace of the wrapped code (the first frame in user code). */
export function userLocation(stack: unknown, prefixLines: number): { line: number; column: number } | null {
  if (typeof stack !== 'string') return null;
  const m = /user-code\.js:(\d+):(\d+)/.exec(stack);
  if (!m) return null;
  const line = Number(m[1]) - prefixLines;
  return line >= 1 ? { line, column: Number(m[2]) } : null;
}

/** How much console output one run may show. */
export interface ConsoleLimits {
  /** Characters of one console line (a longer one is cut, saying how much was left out). */
  entryChars: number;
  /** Lines kept: the latest ones, with a note of how many earlier ones are not shown. */
  entries: number;
  /** Characters the frame sends in one run; past this, output stops with a note. */
  runChars: number;
}

export const DEFAULT_LIMITS: ConsoleLimits = { entryChars: 10_000, entries: 1_000, runChars: 1_000_000 };

/** One line of console output. */
export type OutputItem =
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error'; text: string }
  | { type: 'table'; columns: string[]; rows: string[][]; more: number }
  | { type: 'error'; message: string; line?: number; column?: number }
  /** The run's output reached ConsoleLimits.runChars: nothing more is sent. */
  | { type: 'limit'; chars: number };

/**
 * Console output as the frame sends it: at most every 100 ms, one batch. `clear`: console.clear() was called
 * before these items; `dropped`: lines logged since the last batch that are not in it (only the latest
 * ConsoleLimits.entries are kept), so a loop of 100,000 console.log calls costs the page a few batches, not
 * 100,000 messages and renders.
 */
export interface OutputBatch {
  type: 'output';
  clear: boolean;
  dropped: number;
  items: OutputItem[];
}

/**
 * The frame's output buffer (see OutputBatch). `post` sends a batch; `now` and `later` are the clock and timer,
 * passed in so they are the ones captured before user code ran. Injected with Function#toString: self-contained.
 */
export function createOutput(
  limits: ConsoleLimits,
  post: (batch: OutputBatch) => void,
  now: () => number,
  later: (f: () => void, ms: number) => void,
) {
  const FLUSH_MS = 100;
  let queue: OutputItem[] = [];
  let dropped = 0;
  let clear = false;
  let sent = 0;
  let full = false;
  let last = -Infinity;
  let pending = false;
  const size = (it: OutputItem) => {
    if (it.type === 'console') return it.text.length;
    if (it.type === 'error') return it.message.length;
    if (it.type === 'table') {
      let n = 0;
      for (const c of it.columns) n += c.length;
      for (const r of it.rows) for (const c of r) n += c.length;
      return n;
    }
    return 0;
  };
  const trim = () => {
    if (queue.length <= limits.entries) return;
    dropped += queue.length - limits.entries;
    queue = queue.slice(queue.length - limits.entries);
  };
  const flush = () => {
    pending = false;
    trim();
    if (!queue.length && !dropped && !clear) return;
    last = now();
    const items: OutputItem[] = [];
    for (const it of queue) {
      sent += size(it);
      if (sent > limits.runChars) {
        full = true;
        items.push({ type: 'limit', chars: limits.runChars });
        break;
      }
      items.push(it);
    }
    const batch: OutputBatch = { type: 'output', clear, dropped, items };
    queue = [];
    dropped = 0;
    clear = false;
    post(batch);
  };
  // The first line goes at once (a program that then hangs still shows it); later ones at most every FLUSH_MS,
  // also from inside a long synchronous loop, where no timer can fire.
  const schedule = () => {
    const wait = FLUSH_MS - (now() - last);
    if (wait <= 0) flush();
    else if (!pending) {
      pending = true;
      later(flush, wait);
    }
  };
  return {
    add(item: OutputItem) {
      if (full) return;
      queue.push(item);
      // Trimmed in halves, so a long loop costs one copy per `entries` lines rather than a shift per line.
      if (queue.length >= 2 * limits.entries) trim();
      schedule();
    },
    clear() {
      if (full) return;
      queue = [];
      dropped = 0;
      clear = true;
      schedule();
    },
    /** Sends what is buffered now (before 'done', so the page has all output when the run ends). */
    flush,
  };
}

/**
 * The frame's script: captures the console and errors, runs code on request, answers pings.
 *
 * It talks to the page only through `port`, the MessagePort the page transferred with the boot message (see
 * js-sandbox.ts). User code runs in this same realm, so it can call parent.postMessage and patch any built-in:
 * the page ignores window messages once the port is set up, and the port never leaves this closure. The
 * built-ins the runtime keeps using after user code has started (posting, reading a message's data, the
 * clock, timers, Promise#then) are captured here first, bound, so a patched prototype is never called with
 * the port or the runtime's callbacks. (A random token would not do: whatever the runtime sends, user code
 * could read by patching what sends it.)
 */
function runtime(
  config: { prefix: number; canvas: boolean; limits: ConsoleLimits },
  port: MessagePort,
  fmt: (v: unknown, top?: boolean, limit?: number) => string,
  loc: (s: unknown, p: number) => { line: number; column: number } | null,
  clip: (text: string, max: number) => string,
  makeOutput: typeof createOutput,
) {
  const call = Function.prototype.call;
  const post = call.bind(MessagePort.prototype.postMessage, port) as (msg: unknown) => void;
  const dataOf = call.bind(Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!) as (e: MessageEvent) => unknown;
  const then = call.bind(Promise.prototype.then) as <T>(p: Promise<T>, ok: (v: T) => void, no: (e: unknown) => void) => void;
  const now = performance.now.bind(performance);
  const later = window.setTimeout.bind(window) as unknown as (f: () => void, ms: number) => void;
  const limits = config.limits;
  const out = makeOutput(limits, post, now, later);
  let started = false;
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    out.flush();
    post({ type: 'done' });
  };
  const errorText = (e: unknown) => (e instanceof Error ? (e.name || 'Error') + ': ' + e.message : 'Uncaught ' + fmt(e, false, limits.entryChars));
  const error = (message: string, line?: number, column?: number) =>
    out.add({ type: 'error', message: clip(message, limits.entryChars), line: line && line >= 1 ? line : undefined, column });
  const report = (e: unknown, prefix: string) => {
    const where = loc(e instanceof Error ? e.stack : null, config.prefix);
    error(prefix + errorText(e), where?.line, where?.column);
  };
  /** The arguments of a console call as one line, formatted only until the line is full. */
  const line = (args: unknown[]) => {
    let text = '';
    for (let i = 0; i < args.length && text.length <= limits.entryChars; i++) text += (i ? ' ' : '') + fmt(args[i], true, limits.entryChars);
    return clip(text, limits.entryChars);
  };
  const log = (level: 'log' | 'info' | 'warn' | 'error', text: string) => out.add({ type: 'console', level, text });
  const c = console as unknown as Record<string, (...a: unknown[]) => void>;
  const counts: Record<string, number> = {};
  const timers: Record<string, number> = {};
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    c[level] = (...args: unknown[]) => log(level === 'debug' ? 'log' : level, line(args));
  }
  c.assert = (cond: unknown, ...args: unknown[]) => {
    if (!cond) log('error', 'Assertion failed' + (args.length ? ': ' + line(args) : ''));
  };
  c.count = (label: unknown = 'default') => {
    const k = clip(String(label), 200);
    counts[k] = (counts[k] || 0) + 1;
    log('log', k + ': ' + counts[k]);
  };
  c.time = (label: unknown = 'default') => {
    timers[String(label)] = now();
  };
  c.timeEnd = (label: unknown = 'default') => {
    const k = String(label);
    if (k in timers) log('log', clip(k, 200) + ': ' + (now() - timers[k]).toFixed(3) + ' ms');
    delete timers[k];
  };
  c.clear = () => out.clear();
  c.table = (data: unknown, only?: unknown) => {
    if (data === null || typeof data !== 'object') {
      log('log', line([data]));
      return;
    }
    // A table shows at most 1,000 rows and 50 columns of 500 characters a cell, and stops adding rows at
    // ten times a line's size.
    const MAX_ROWS = 1000;
    const MAX_COLUMNS = 50;
    const CELL = 500;
    const cell = (v: unknown) => clip(fmt(v, false, CELL), CELL);
    const entries: [string, unknown][] = [];
    let total = 0;
    if (data instanceof Map) {
      total = data.size;
      for (const [k, v] of data) {
        if (entries.length >= MAX_ROWS) break;
        entries.push([cell(k), v]);
      }
    } else {
      const keys = Object.keys(data);
      total = keys.length;
      for (let i = 0; i < Math.min(keys.length, MAX_ROWS); i++) entries.push([clip(keys[i], CELL), (data as Record<string, unknown>)[keys[i]]]);
    }
    const columns: string[] = [];
    let hasValues = false;
    for (const [, row] of entries) {
      if (row !== null && typeof row === 'object') {
        const keys = Object.keys(row);
        for (let i = 0; i < keys.length && columns.length < MAX_COLUMNS; i++) if (columns.indexOf(keys[i]) < 0) columns.push(keys[i]);
      } else hasValues = true;
    }
    const picked = Array.isArray(only) ? only.slice(0, MAX_COLUMNS).map((x) => clip(String(x), CELL)) : columns;
    const head = ['(index)'].concat(
      picked.map((k) => clip(k, CELL)),
      hasValues ? ['Values'] : [],
    );
    const rows: string[][] = [];
    let size = 0;
    for (const [k, row] of entries) {
      if (size > limits.entryChars * 10) break;
      const isObj = row !== null && typeof row === 'object';
      const r = [k].concat(
        picked.map((col) => (isObj && col in (row as object) ? cell((row as Record<string, unknown>)[col]) : '')),
        hasValues ? [isObj ? '' : cell(row)] : [],
      );
      for (const x of r) size += x.length;
      rows.push(r);
    }
    out.add({ type: 'table', columns: head, rows, more: total - rows.length });
  };
  window.addEventListener('error', (e) => {
    e.preventDefault();
    const fromUser = typeof e.filename === 'string' && (e.filename.indexOf('user-code.js') >= 0 || e.filename.indexOf('blob:') === 0);
    const where = fromUser ? e.lineno - config.prefix : loc(e.error && e.error.stack, config.prefix)?.line;
    const message = e.error instanceof Error ? 'Uncaught ' + errorText(e.error) : String(e.message);
    error(message, where, fromUser ? e.colno : undefined);
  });
  window.addEventListener('unhandledrejection', (e) => {
    e.preventDefault();
    report(e.reason, 'Unhandled promise rejection: ');
  });
  // The user's script calls this hook once, first thing; it is then removed, and a second call is ignored.
  const hook = window as unknown as { __user?: (f: (...a: unknown[]) => Promise<unknown>) => void };
  hook.__user = (f) => {
    if (started) return;
    started = true;
    delete hook.__user;
    const canvas = document.getElementById('canvas') as HTMLCanvasElement | null;
    const ctx = canvas ? canvas.getContext('2d') : null;
    let p: Promise<unknown>;
    try {
      p = f(canvas, ctx);
    } catch (err) {
      p = Promise.reject(err);
    }
    then(p, done, (err) => {
      report(err, 'Uncaught ');
      done();
    });
  };
  port.onmessage = (e) => {
    const d = dataOf(e) as { type?: unknown; seq?: unknown; code?: unknown } | null;
    if (!d || typeof d !== 'object') return;
    if (d.type === 'ping') post({ type: 'pong', seq: d.seq });
    else if (d.type === 'png') {
      const canvas = document.getElementById('canvas') as HTMLCanvasElement | null;
      try {
        post({ type: 'png', url: canvas ? String(canvas.toDataURL('image/png')) : null });
      } catch (err) {
        post({ type: 'png', url: null, message: clip(String(err), 500) });
      }
    } else if (d.type === 'run' && typeof d.code === 'string' && !started) {
      const params = config.canvas ? 'canvas, ctx' : '';
      const source = 'window.__user(async function (' + params + ') {\n' + d.code + '\n});\n//# sourceURL=user-code.js';
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const s = document.createElement('script');
      s.src = url;
      s.onload = s.onerror = () => {
        URL.revokeObjectURL(url);
        s.remove();
        // A syntax error never calls __user: the run is over (the error event has been reported).
        if (!started) {
          started = true;
          done();
        }
      };
      document.body.appendChild(s);
    }
  };
  post({ type: 'ready' });
}

/**
 * What the sandbox frame (public/sandbox/frame.js) is booted with: its style, its body and its runtime. The
 * frame runs `script` as the body of a function of one parameter, `port` (the MessagePort transferred with
 * this message), so the port is never in a global.
 */
export interface SandboxBoot {
  type: 'boot';
  style: string;
  body: string;
  script: string;
}

/** The boot message of the JavaScript sandbox. With `canvas`, a canvas of that size is the whole page. */
export function buildBoot(canvas?: { width: number; height: number }, limits: ConsoleLimits = DEFAULT_LIMITS): SandboxBoot {
  const config = JSON.stringify({ prefix: PREFIX_LINES, canvas: !!canvas, limits });
  const script = `(${runtime.toString()})(${config}, port, ${formatValue.toString()}, ${userLocation.toString()}, ${clipText.toString()}, ${createOutput.toString()});`;
  const body = canvas ? `<canvas id="canvas" width="${canvas.width}" height="${canvas.height}"></canvas>` : '';
  const style = canvas ? 'html,body{margin:0;padding:0;background:#fff;overflow:hidden}canvas{display:block}' : 'html,body{margin:0}';
  return { type: 'boot', style, body, script };
}

/** A message from the frame's runtime (over the run's MessagePort). */
export type SandboxMessage =
  { type: 'ready' } | { type: 'done' } | { type: 'pong'; seq: number } | OutputBatch | { type: 'png'; url: string | null; message?: string };
