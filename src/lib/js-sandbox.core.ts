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

/** Formats a value for the console the way developers expect: strings bare at top level, objects readable. */
export function formatValue(value: unknown, top = true): string {
  const seen: unknown[] = [];
  const MAX_DEPTH = 4;
  const MAX_ITEMS = 100;
  const quote = (s: string) => "'" + s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k));
  const walk = (v: unknown, depth: number): string => {
    if (v === null) return 'null';
    if (v === undefined) return 'undefined';
    const t = typeof v;
    if (t === 'string') return quote(v as string);
    if (t === 'number') return Object.is(v, -0) ? '-0' : String(v);
    if (t === 'bigint') return String(v) + 'n';
    if (t === 'boolean') return String(v);
    if (t === 'symbol') return String(v);
    if (t === 'function') {
      const f = v as { name?: string; toString(): string };
      return (/^class\b/.test(Function.prototype.toString.call(f)) ? '[class ' : '[Function ') + (f.name || '(anonymous)') + ']';
    }
    const o = v as object;
    if (o instanceof Error) return (o.name || 'Error') + ': ' + o.message;
    if (o instanceof Date) return isNaN(o.getTime()) ? 'Invalid Date' : o.toISOString();
    if (o instanceof RegExp) return String(o);
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
    } else if (o instanceof Map) {
      const items: string[] = [];
      let n = 0;
      o.forEach((val, k) => {
        if (n++ < MAX_ITEMS) items.push(walk(k, depth + 1) + ' => ' + walk(val, depth + 1));
      });
      out = 'Map(' + o.size + ') ' + list(items, o.size - MAX_ITEMS, '{', '}');
    } else if (o instanceof Set) {
      const items: string[] = [];
      let n = 0;
      o.forEach((val) => {
        if (n++ < MAX_ITEMS) items.push(walk(val, depth + 1));
      });
      out = 'Set(' + o.size + ') ' + list(items, o.size - MAX_ITEMS, '{', '}');
    } else if (ArrayBuffer.isView(o) && !(o instanceof DataView)) {
      const arr = Array.from(o as unknown as ArrayLike<number>);
      out =
        (o.constructor?.name || 'TypedArray') + '(' + arr.length + ') ' + list(arr.slice(0, MAX_ITEMS).map(String), arr.length - MAX_ITEMS, '[', ']');
    } else {
      const keys = Object.keys(o);
      const items = keys.slice(0, MAX_ITEMS).map((k) => key(k) + ': ' + walk((o as Record<string, unknown>)[k], depth + 1));
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

/** The user's line and column in a stack trace of the wrapped code (the first frame in user code). */
export function userLocation(stack: unknown, prefixLines: number): { line: number; column: number } | null {
  if (typeof stack !== 'string') return null;
  const m = /user-code\.js:(\d+):(\d+)/.exec(stack);
  if (!m) return null;
  const line = Number(m[1]) - prefixLines;
  return line >= 1 ? { line, column: Number(m[2]) } : null;
}

/** The frame's script: captures the console and errors, runs code on request, answers pings. */
function runtime(config: { prefix: number; canvas: boolean }) {
  const fmt = (window as unknown as { __fmt: (v: unknown, top?: boolean) => string }).__fmt;
  const loc = (window as unknown as { __loc: (s: unknown, p: number) => { line: number; column: number } | null }).__loc;
  const parentWin = window.parent;
  const send = (msg: Record<string, unknown>) => parentWin.postMessage(msg, '*');
  let started = false;
  const errorText = (e: unknown) => (e instanceof Error ? (e.name || 'Error') + ': ' + e.message : 'Uncaught ' + fmt(e, false));
  const report = (e: unknown, prefix: string) => {
    const where = loc(e instanceof Error ? e.stack : null, config.prefix);
    send({ type: 'error', message: prefix + errorText(e), line: where?.line, column: where?.column });
  };
  const c = console as unknown as Record<string, (...a: unknown[]) => void>;
  const counts: Record<string, number> = {};
  const timers: Record<string, number> = {};
  for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
    c[level] = (...args: unknown[]) => send({ type: 'console', level: level === 'debug' ? 'log' : level, text: args.map((a) => fmt(a)).join(' ') });
  }
  c.assert = (cond: unknown, ...args: unknown[]) => {
    if (!cond) send({ type: 'console', level: 'error', text: 'Assertion failed' + (args.length ? ': ' + args.map((a) => fmt(a)).join(' ') : '') });
  };
  c.count = (label: unknown = 'default') => {
    const k = String(label);
    counts[k] = (counts[k] || 0) + 1;
    send({ type: 'console', level: 'log', text: k + ': ' + counts[k] });
  };
  c.time = (label: unknown = 'default') => {
    timers[String(label)] = performance.now();
  };
  c.timeEnd = (label: unknown = 'default') => {
    const k = String(label);
    if (k in timers) send({ type: 'console', level: 'log', text: k + ': ' + (performance.now() - timers[k]).toFixed(3) + ' ms' });
    delete timers[k];
  };
  c.clear = () => send({ type: 'clear' });
  c.table = (data: unknown, only?: unknown) => {
    if (data === null || typeof data !== 'object') {
      send({ type: 'console', level: 'log', text: fmt(data) });
      return;
    }
    const entries: [string, unknown][] =
      data instanceof Map
        ? Array.from(data.entries()).map(([k, v]) => [fmt(k, false), v])
        : Object.keys(data).map((k) => [k, (data as Record<string, unknown>)[k]]);
    const columns: string[] = [];
    let hasValues = false;
    for (const [, row] of entries) {
      if (row !== null && typeof row === 'object' && !Array.isArray(row) ? true : Array.isArray(row)) {
        for (const k of Object.keys(row as object)) if (columns.indexOf(k) < 0) columns.push(k);
      } else hasValues = true;
    }
    const picked = Array.isArray(only) ? only.map(String) : columns;
    const head = ['(index)'].concat(picked, hasValues ? ['Values'] : []);
    const rows = entries.slice(0, 1000).map(([k, row]) => {
      const isObj = row !== null && typeof row === 'object';
      return [k].concat(
        picked.map((col) => (isObj && col in (row as object) ? fmt((row as Record<string, unknown>)[col], false) : '')),
        hasValues ? [isObj ? '' : fmt(row, false)] : [],
      );
    });
    send({ type: 'table', columns: head, rows });
  };
  window.addEventListener('error', (e) => {
    e.preventDefault();
    const fromUser = typeof e.filename === 'string' && (e.filename.indexOf('user-code.js') >= 0 || e.filename.indexOf('blob:') === 0);
    const line = fromUser ? e.lineno - config.prefix : loc(e.error && e.error.stack, config.prefix)?.line;
    const message = e.error instanceof Error ? 'Uncaught ' + errorText(e.error) : String(e.message);
    send({ type: 'error', message, line: line && line >= 1 ? line : undefined, column: fromUser ? e.colno : undefined });
  });
  window.addEventListener('unhandledrejection', (e) => {
    e.preventDefault();
    report(e.reason, 'Unhandled promise rejection: ');
  });
  (window as unknown as { __user: (f: (...a: unknown[]) => Promise<unknown>) => void }).__user = (f) => {
    started = true;
    const canvas = document.getElementById('canvas') as HTMLCanvasElement | null;
    const ctx = canvas ? canvas.getContext('2d') : null;
    let p: Promise<unknown>;
    try {
      p = f(canvas, ctx);
    } catch (err) {
      p = Promise.reject(err);
    }
    p.then(
      () => send({ type: 'done' }),
      (err) => {
        report(err, 'Uncaught ');
        send({ type: 'done' });
      },
    );
  };
  window.addEventListener('message', (e) => {
    if (e.source !== parentWin || !e.data || typeof e.data !== 'object') return;
    const d = e.data as { type: string; seq?: number; code?: string };
    if (d.type === 'ping') send({ type: 'pong', seq: d.seq });
    else if (d.type === 'png') {
      const canvas = document.getElementById('canvas') as HTMLCanvasElement | null;
      try {
        send({ type: 'png', url: canvas ? canvas.toDataURL('image/png') : null });
      } catch (err) {
        send({ type: 'png', url: null, message: String(err) });
      }
    } else if (d.type === 'run' && typeof d.code === 'string') {
      const params = config.canvas ? 'canvas, ctx' : '';
      const source = 'window.__user(async function (' + params + ') {\n' + d.code + '\n});\n//# sourceURL=user-code.js';
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const s = document.createElement('script');
      s.src = url;
      s.onload = s.onerror = () => {
        URL.revokeObjectURL(url);
        s.remove();
        // A syntax error never calls __user: the run is over (the error event has been reported).
        if (!started) send({ type: 'done' });
      };
      document.body.appendChild(s);
    }
  });
  send({ type: 'ready' });
}

/** What the sandbox frame (public/sandbox/frame.js) is booted with: its style, its body and its runtime. */
export interface SandboxBoot {
  type: 'boot';
  style: string;
  body: string;
  script: string;
}

/** The boot message of the JavaScript sandbox. With `canvas`, a canvas of that size is the whole page. */
export function buildBoot(canvas?: { width: number; height: number }): SandboxBoot {
  const script = `window.__fmt = ${formatValue.toString()};\nwindow.__loc = ${userLocation.toString()};\n(${runtime.toString()})(${JSON.stringify({
    prefix: PREFIX_LINES,
    canvas: !!canvas,
  })});`;
  const body = canvas ? `<canvas id="canvas" width="${canvas.width}" height="${canvas.height}"></canvas>` : '';
  const style = canvas ? 'html,body{margin:0;padding:0;background:#fff;overflow:hidden}canvas{display:block}' : 'html,body{margin:0}';
  return { type: 'boot', style, body, script };
}

/** A message from the frame. */
export type SandboxMessage =
  | { type: 'ready' }
  | { type: 'done' }
  | { type: 'pong'; seq: number }
  | { type: 'clear' }
  | { type: 'console'; level: 'log' | 'info' | 'warn' | 'error'; text: string }
  | { type: 'table'; columns: string[]; rows: string[][] }
  | { type: 'error'; message: string; line?: number; column?: number }
  | { type: 'png'; url: string | null; message?: string };
