/**
 * The jq engine: jq 1.8.2 compiled to WebAssembly (jq-wasm 3), kept healthy across many runs.
 *
 * One jq-wasm instance is one Emscripten program that `main()` is called on again and again. It wears:
 * - jq leaks the input file on some exits (`halt`, `halt_error`, `input` under `-n` leaving values unread),
 *   one file descriptor per run; the 4,096th such run in one instance fails with "Could not open file
 *   /dev/stdin: No file descriptors available" (measured: run 4,095 of `halt`).
 * - WebAssembly memory grows (up to jq-wasm's 256 MiB heap) but never shrinks.
 * - Some runs abort the program: running out of that heap (`[range(1e8)]`), or running out of the browser's own
 *   stack (`.` on a value nested thousands of levels deep; see JQ_STACK_BYTES). An aborted instance is not
 *   reusable: the next call aborts too, or worse, works on corrupted memory.
 * So the engine replaces its instance before it can wear out (every RUNS_PER_INSTANCE runs, and after a
 * run that left its memory large) and after any abort, from a WebAssembly.Module compiled once (a fresh
 * instance takes ~10 ms). An abort is reported as such, and the next run gets the fresh instance.
 *
 * jq's input and output do not go through jq-wasm's own plumbing, which hands stdin to jq one byte per JavaScript
 * call (a 5 MB document took ~60 ms of calls, a fifth of the run) and collects stdout one byte per call, then
 * trims it. The engine takes over the WebAssembly imports that read and write files (see RunIo): jq reads
 * stdin in blocks converted straight from the input text into its memory, and what jq writes to stdout and
 * stderr is kept exactly (leading spaces of `-r` output, the final newline).
 *
 * No React, no DOM: runs in the worker (which fetches the WASM from public/vendor) and under Node.
 */
import { loadJq, type Jq } from 'jq-wasm';
import { growJqStack } from './jq-stack';

/** Where the site serves jq-wasm's WebAssembly (scripts/copy-vendor.mjs puts it there). */
export const JQ_WASM_URL = '/vendor/jq/jq.wasm';

/** Runs per instance before it is replaced: far below the 4,095 runs after which a leaking filter fails. */
export const RUNS_PER_INSTANCE = 250;

/** An instance whose memory grew by more than this (a big document) is replaced, handing the memory back. */
const RECYCLE_GROWTH_BYTES = 48 * 2 ** 20;

/**
 * jq's C stack: jq-wasm's 1 MiB made 20 MiB (see jq-stack.ts), as jq.wasm is loaded. jq recurses once per level of
 * nesting to print, compare or merge values, up to the 10,000 levels it allows (its parser, printer and comparisons
 * stop there): printing that deep takes 15.6 MiB of this stack, the most any of them took (measured on arrays,
 * objects and both mixed, built up to 10,000 levels by filters). With 1 MiB, printing about 640 levels ran off the
 * stack into jq's data. The stack comes out of the 256 MB jq's memory may grow to, so the heap has 19 MiB less.
 *
 * The WebAssembly code's own frames are on the browser's stack, which is smaller: in Chromium's workers printing
 * gets to about 2,500 levels (measured; 10,000 under Node, whose worker threads have 4 MB), then the browser stops
 * the run with a RangeError, reported as such (see stackMessage). That error unwinds cleanly, as the overflow of
 * jq's own stack did not.
 */
export const JQ_STACK_BYTES = 20 * 2 ** 20;

/** jq-wasm's heap limit (its build's `getHeapMax`). */
const HEAP_LIMIT_BYTES = 256 * 2 ** 20;

export interface JqRun {
  /** Everything jq wrote to stdout, exactly. */
  stdout: string;
  /** Everything jq wrote to stderr (errors, `debug` and `stderr` output), exactly. */
  stderr: string;
  /** Set when the engine itself failed (the program aborted, or could not start), not jq reporting an error. */
  crash: string | null;
}

/** How the engine gets jq's WebAssembly, compiled once per engine. */
export type WasmSource = () => Promise<WebAssembly.Module>;

/**
 * The WebAssembly imports (module "a") of jq-wasm 3.0.0-jq-1.8.2's jq.wasm that RunIo takes over: Emscripten's
 * `__syscall_openat`, `fd_read`, `fd_write` and `fd_close` (the names are minified in jq.wasm; jq-wasm's glue lists
 * them in `wasmImports`). Each instance checks them on a first run (see JqEngine.start).
 */
const IMPORTS = { openat: 'f', read: 'h', write: 'd', close: 'c' } as const;

/** The file jq-wasm names as jq's input (jq reads it as it would stdin), as the C string jq opens. */
const STDIN_PATH = new TextEncoder().encode('/dev/stdin\0');

type Syscall = (...args: number[]) => number;

/** Bytes written by jq to stdout or stderr during a run, in one growing buffer. */
class ByteSink {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  push(chunk: Uint8Array): void {
    if (this.length + chunk.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + chunk.length));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }
  /** The text written (UTF-8, a leading byte-order mark kept), and the sink emptied. */
  take(): string {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(this.bytes.subarray(0, this.length));
    this.length = 0;
    return text;
  }
}

/**
 * jq's stdin, stdout and stderr during a run, through the WebAssembly imports jq reads and writes files with.
 * The input is read in the blocks jq asks for (1 KB each), encoded to UTF-8 from the text straight into jq's
 * memory as it goes (as TextEncoder would: a lone surrogate becomes U+FFFD): no copy of the whole input is made,
 * which for a 5 MB paste saved TextEncoder's 30–90 ms in the browser. Outside a run everything goes to jq-wasm.
 */
class RunIo {
  memory: WebAssembly.Memory | null = null;
  private active = false;
  private input: string | Uint8Array = '';
  /** Where jq's reading has got to: a character of the text, or a byte of the bytes. */
  private pos = 0;
  /** The UTF-8 bytes of a character that one read did not have room for all of, and how many are left to give. */
  private readonly carry = new Uint8Array(4);
  private carryFrom = 0;
  private carryTo = 0;
  /** The descriptors jq opened the input as during this run. */
  private readonly stdinFds = new Set<number>();
  readonly stdout = new ByteSink();
  readonly stderr = new ByteSink();
  private heap = new Uint8Array(0);
  private view = new DataView(new ArrayBuffer(0));

  begin(input: string | Uint8Array): void {
    this.input = input;
    this.pos = 0;
    this.carryFrom = this.carryTo = 0;
    this.stdinFds.clear();
    this.active = true;
  }

  /** Ends the run: its stdout and stderr as text. */
  end(): { stdout: string; stderr: string } {
    this.active = false;
    this.input = '';
    this.stdinFds.clear();
    return { stdout: this.stdout.take(), stderr: this.stderr.take() };
  }

  /** Replaces the imports RunIo takes over by its own, which hand anything not about the current run to the originals. */
  wrap(imports: WebAssembly.Imports): void {
    const a = imports.a as Record<string, Syscall>;
    const { openat, read, write, close } = { openat: a[IMPORTS.openat], read: a[IMPORTS.read], write: a[IMPORTS.write], close: a[IMPORTS.close] };
    if (![openat, read, write, close].every((f) => typeof f === 'function'))
      throw new Error('jq-wasm has not the WebAssembly imports the engine expects');
    a[IMPORTS.openat] = (dirfd, path, flags, varargs) => {
      const fd = openat(dirfd, path, flags, varargs);
      if (this.active && fd >= 0 && this.isStdinPath(path)) this.stdinFds.add(fd);
      return fd;
    };
    a[IMPORTS.close] = (fd) => {
      if (this.active) this.stdinFds.delete(fd);
      return close(fd);
    };
    a[IMPORTS.read] = (fd, iov, iovcnt, pnum) => {
      if (!this.active || !this.stdinFds.has(fd)) return read(fd, iov, iovcnt, pnum);
      this.views();
      let total = 0;
      for (let i = 0; i < iovcnt; i++) {
        const ptr = this.view.getUint32(iov + i * 8, true);
        const len = this.view.getUint32(iov + i * 8 + 4, true);
        const n = this.fill(ptr, len);
        total += n;
        if (n < len) break;
      }
      this.view.setUint32(pnum, total, true);
      return 0;
    };
    a[IMPORTS.write] = (fd, iov, iovcnt, pnum) => {
      if (!this.active || (fd !== 1 && fd !== 2)) return write(fd, iov, iovcnt, pnum);
      this.views();
      const sink = fd === 1 ? this.stdout : this.stderr;
      let total = 0;
      for (let i = 0; i < iovcnt; i++) {
        const ptr = this.view.getUint32(iov + i * 8, true);
        const len = this.view.getUint32(iov + i * 8 + 4, true);
        sink.push(this.heap.subarray(ptr, ptr + len));
        total += len;
      }
      this.view.setUint32(pnum, total, true);
      return 0;
    };
  }

  /** Views of jq's memory as it is now (growing it replaces its buffer). */
  private views(): void {
    const buffer = this.memory!.buffer;
    if (this.heap.buffer === buffer) return;
    this.heap = new Uint8Array(buffer);
    this.view = new DataView(buffer);
  }

  private isStdinPath(ptr: number): boolean {
    this.views();
    for (let i = 0; i < STDIN_PATH.length; i++) if (this.heap[ptr + i] !== STDIN_PATH[i]) return false;
    return true;
  }

  /** Puts up to `len` bytes of the input at `at` in jq's memory; returns how many (0 at the end of the input). */
  private fill(at: number, len: number): number {
    const heap = this.heap;
    const input = this.input;
    if (typeof input !== 'string') {
      const n = Math.min(len, input.length - this.pos);
      heap.set(input.subarray(this.pos, this.pos + n), at);
      this.pos += n;
      return n;
    }
    let n = 0;
    let i = this.pos;
    const end = input.length;
    while (n < len) {
      if (this.carryFrom < this.carryTo) {
        heap[at + n++] = this.carry[this.carryFrom++];
        continue;
      }
      // A run of ASCII (most of a JSON document) in a tight loop, then one other character through `carry`.
      const stop = Math.min(end, i + len - n);
      let c = 0;
      while (i < stop && (c = input.charCodeAt(i)) < 0x80) {
        heap[at + n++] = c;
        i++;
      }
      if (i >= end) break;
      if (i < stop) i = this.encodeChar(input, i);
    }
    this.pos = i;
    return n;
  }

  /** Encodes the character at `i` (not ASCII) into `carry`; returns the index after it. */
  private encodeChar(text: string, i: number): number {
    let c = text.charCodeAt(i++);
    const b = this.carry;
    this.carryFrom = 0;
    if (c < 0x800) {
      b[0] = 0xc0 | (c >> 6);
      b[1] = 0x80 | (c & 0x3f);
      this.carryTo = 2;
      return i;
    }
    if (c >= 0xd800 && c <= 0xdbff && i < text.length) {
      const d = text.charCodeAt(i);
      if (d >= 0xdc00 && d <= 0xdfff) {
        const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        b[0] = 0xf0 | (cp >> 18);
        b[1] = 0x80 | ((cp >> 12) & 0x3f);
        b[2] = 0x80 | ((cp >> 6) & 0x3f);
        b[3] = 0x80 | (cp & 0x3f);
        this.carryTo = 4;
        return i + 1;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    b[0] = 0xe0 | (c >> 12);
    b[1] = 0x80 | ((c >> 6) & 0x3f);
    b[2] = 0x80 | (c & 0x3f);
    this.carryTo = 3;
    return i;
  }
}

interface Instance {
  jq: Jq;
  /** Bytes of WebAssembly memory the instance has now. */
  memory: WebAssembly.Memory;
  io: RunIo;
  runs: number;
  /** Bytes of memory the instance started with. */
  startBytes: number;
}

/** The WASM for the current environment: read from node_modules under Node, fetched from the site otherwise. */
export const defaultWasmSource: WasmSource = async () => {
  // getBuiltinModule is a plain call (no import for the bundler to follow); it exists only under Node.
  const getBuiltin = typeof process !== 'undefined' ? process.getBuiltinModule : undefined;
  if (typeof getBuiltin === 'function') {
    const { createRequire } = getBuiltin('node:module');
    const { readFileSync } = getBuiltin('node:fs');
    return compileJq(readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm')));
  }
  const res = await fetch(JQ_WASM_URL);
  if (!res.ok) throw new Error(`${JQ_WASM_URL}: HTTP ${res.status}`);
  return compileJq(new Uint8Array(await res.arrayBuffer()));
};

/** jq-wasm's jq.wasm compiled with the stack the engine gives it (the page and the tests load the same). */
export function compileJq(wasm: Uint8Array): Promise<WebAssembly.Module> {
  return WebAssembly.compile(growJqStack(wasm, JQ_STACK_BYTES).wasm);
}

export class JqEngine {
  private module: Promise<WebAssembly.Module> | null = null;
  private current: Promise<Instance> | null = null;
  /** Instances started so far (the first one included), for tests and diagnostics. */
  instancesStarted = 0;
  /** Set once warmUpJq has run on this engine (the compiled code is the module's, shared by its instances). */
  warm = false;

  constructor(
    private readonly source: WasmSource = defaultWasmSource,
    private readonly runsPerInstance = RUNS_PER_INSTANCE,
  ) {}

  /** Fetches and compiles jq's WebAssembly, once (a failure is tried again on the next call). */
  load(): Promise<WebAssembly.Module> {
    return (this.module ??= this.source().catch((e: unknown) => {
      this.module = null;
      throw e;
    }));
  }

  private async start(): Promise<Instance> {
    const mod = await this.load();
    const io = new RunIo();
    let failed: (e: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => (failed = reject));
    const jq = await Promise.race([
      loadJq({
        instantiateWasm: (imports, onSuccess) => {
          try {
            io.wrap(imports);
          } catch (e) {
            failed(e);
            return;
          }
          WebAssembly.instantiate(mod, imports).then((instance) => {
            io.memory = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Memory) ?? null;
            onSuccess(instance, mod);
          }, failed);
        },
      }),
      failure,
    ]);
    const memory = io.memory;
    if (!memory) throw new Error('jq-wasm exported no memory');
    // The imports taken over must be the ones jq reads and writes its files with: one small run through them.
    io.begin('[1]');
    const probe = jq.raw('', '.[0]', ['-c', '--']);
    const { stdout } = io.end();
    if (stdout !== '1\n' || probe.stdout !== '')
      throw new Error('jq-wasm does not read and write through the WebAssembly imports the engine expects');
    this.instancesStarted++;
    return { jq, memory, io, runs: 0, startBytes: memory.buffer.byteLength };
  }

  private instance(): Promise<Instance> {
    this.current ??= this.start().catch((e: unknown) => {
      this.current = null;
      throw e;
    });
    return this.current;
  }

  /** Drops the current instance; the next run starts a fresh one. */
  restart(): void {
    this.current = null;
  }

  /** jq's `--version` output (e.g. "jq-1.8.2"), from the engine itself. */
  async version(): Promise<string> {
    return (await this.instance()).jq.version;
  }

  /**
   * Runs jq on `input` (the text of stdin, or its UTF-8 bytes) with the filter and command-line options (`-c`, `--arg`…).
   * Never throws: jq's own errors come back in `stderr`, engine failures in `crash`.
   */
  async run(input: string | Uint8Array, filter: string, options: readonly string[]): Promise<JqRun> {
    let inst: Instance;
    try {
      inst = await this.instance();
    } catch (e) {
      return { stdout: '', stderr: '', crash: `The jq engine could not start: ${e instanceof Error ? e.message : String(e)}` };
    }
    inst.runs++;
    inst.io.begin(input);
    try {
      // `--` ends the options, so a filter starting with "-" is still read as the filter. jq-wasm is given no
      // text: jq reads the input through RunIo.
      inst.jq.raw('', filter, [...options, '--']);
    } catch (e) {
      const { stderr } = inst.io.end();
      // An aborted program cannot be trusted with another run: the next one gets a fresh instance.
      this.restart();
      return { stdout: '', stderr: '', crash: crashMessage(e, { memoryBytes: inst.memory.buffer.byteLength, stderr, input }) };
    }
    const { stdout, stderr: rawStderr } = inst.io.end();
    // jq-wasm passes stdin as a file named /dev/stdin; jq reading stdin (the command the page shows) says <stdin>.
    const stderr = rawStderr.replace(/\(at \/dev\/stdin:(\d+)\)/g, '(at <stdin>:$1)');
    if (inst.runs >= this.runsPerInstance || inst.memory.buffer.byteLength > inst.startBytes + RECYCLE_GROWTH_BYTES) this.restart();
    return { stdout, stderr, crash: null };
  }
}

/**
 * What the user is told when the jq program aborted (the engine has been restarted by then), given what was thrown,
 * the memory the instance had, what jq wrote to stderr and the run's input.
 */
export function crashMessage(e: unknown, run: { memoryBytes: number; stderr: string; input: string | Uint8Array }): string {
  if (isStackExhausted(e)) return stackMessage(run.input);
  // jq says so before it aborts when an allocation fails; an allocation can fail well below the limit when it is
  // a big one (an array doubling its room).
  if (run.stderr.includes('cannot allocate memory') || run.memoryBytes >= HEAP_LIMIT_BYTES - 16 * 2 ** 20) {
    return 'jq aborted: it ran out of memory (its WebAssembly build has 256 MB). The engine was restarted; try a smaller input or a filter that builds less.';
  }
  const what = (e instanceof Error ? e.message : String(e)).replace(/\. Build with -sASSERTIONS.*$/s, '');
  return `jq aborted (engine crash: ${what}). The engine was restarted; the next run starts fresh.`;
}

/** The browser stopped the run for running out of its own stack: V8 and JavaScriptCore throw a RangeError, Firefox an InternalError. */
function isStackExhausted(e: unknown): boolean {
  return e instanceof Error && ((e instanceof RangeError && /call stack/i.test(e.message)) || /too much recursion/i.test(e.message));
}

function stackMessage(input: string | Uint8Array): string {
  const depth = nestingDepth(input);
  const where = depth >= 100 ? ` (the input is nested ${depth.toLocaleString('en-US')} levels deep)` : '';
  return (
    `jq ran out of stack: the data is nested too deeply for jq in this browser${where}. jq recurses once per level ` +
    'to print, compare or convert a value, and a browser gives WebAssembly less stack than native jq has, which ' +
    'handles up to 10,000 levels: run jq on the command line for such data. The engine was restarted; the next run starts fresh.'
  );
}

/** How deeply arrays and objects nest in a JSON text (or texts), brackets in strings aside; a quick scan, not a parse. */
export function nestingDepth(input: string | Uint8Array): number {
  const at = typeof input === 'string' ? (i: number) => input.charCodeAt(i) : (i: number) => input[i];
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < input.length; i++) {
    const c = at(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, ++depth);
    else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return max;
}

/**
 * A document like the ones people paste (records with strings, numbers, booleans, arrays and nested objects), of
 * `records` records, for warming the engine up (see warmUpJq).
 */
export function warmUpDocument(records: number): string {
  const items = [];
  for (let i = 0; i < records; i++)
    items.push({
      id: i,
      name: `Name ${i}`,
      active: i % 2 === 0,
      score: i / 7,
      tags: ['a', 'b'].slice(0, i % 3),
      address: { city: `City ${i % 10}` },
    });
  return JSON.stringify(items);
}

/**
 * Filters of the warm-up: parsing, selecting, building objects and arrays, printing many values. None is one of
 * `npm run bench:jq`'s filters, so the benchmark measures code warmed by other work, as a user's filter would be.
 */
const WARM_UP_FILTERS = ['[.[] | select(.tags | length > 0) | {id, city: .address.city}]', '.[] | .address.city', 'map(.score) | add'];

/**
 * Runs jq a few times on a mid-sized document, one run per task (a request arriving meanwhile is not held up by
 * more than one of them), so that the browser has compiled jq's hot code to optimised machine code before the
 * user's big document comes: WebAssembly starts on quickly compiled, slow code and optimises a function only
 * once it has run a while, which made the first run on 5 MB take two to three times as long as the next.
 * Resolves when done; a no-op when the engine is already warm.
 */
export async function warmUpJq(engine: JqEngine = jqEngine, runs = 6, records = 1500): Promise<void> {
  if (engine.warm) return;
  engine.warm = true;
  const doc = warmUpDocument(records);
  for (let i = 0; i < runs; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await engine.run(doc, WARM_UP_FILTERS[i % WARM_UP_FILTERS.length], ['-c']);
  }
}

/** The engine the playground's worker uses (one per worker). */
export const jqEngine = new JqEngine();

/** Runs jq with the shared engine: see JqEngine.run. */
export function runJq(input: string | Uint8Array, filter: string, options: readonly string[]): Promise<JqRun> {
  return jqEngine.run(input, filter, options);
}
