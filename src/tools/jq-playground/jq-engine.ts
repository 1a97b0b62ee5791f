/**
 * A thin driver for jq-wasm's Emscripten build (real jq 1.7.1 compiled to WebAssembly).
 *
 * jq-wasm feeds stdin to jq one byte at a time through `stdinBuffer = stdinBuffer.slice(1)` and
 * collects stdout and stderr by copying the whole buffer for every byte written, so both directions
 * cost O(n²): a 130 KB document took 4 s to read and 7 s to pretty-print, 400 KB over 30 s. While jq
 * runs (synchronously, inside a worker where nothing else is executing), this driver swaps in
 * stand-ins for the three globals that code path uses, making both directions linear (2.8 MB in,
 * 4.7 MB out: under 2 s), and it reads stdout and stderr itself, so an error after some outputs is
 * reported too and trailing newlines are kept (jq-wasm's own `raw` drops both).
 *
 * No React, no DOM: runs in the worker and in unit tests under Node.
 */
import jqFactory from 'jq-wasm/dist/build/jq.js';

interface JqModule {
  raw(input: string, filter: string, flags: string[]): Promise<string>;
}

export interface JqRun {
  /** Everything jq wrote to stdout, exactly. */
  stdout: string;
  /** Everything jq wrote to stderr (errors, `debug` and `stderr` output), exactly. */
  stderr: string;
  /** Set when the engine itself failed (out of memory, a WebAssembly trap), not jq reporting an error. */
  crash: string | null;
}

const RealU8 = Uint8Array;
const RealTextEncoder = TextEncoder;
const RealTextDecoder = TextDecoder;

/** Stands in for stdin: `slice(1)` advances a cursor instead of copying what is left. */
class InputCursor {
  [index: number]: number | undefined;
  length: number;
  private pos = 0;
  constructor(private readonly data: Uint8Array) {
    this.length = data.length;
    this[0] = data[0];
  }
  slice(): this {
    const p = ++this.pos;
    this.length = this.data.length - p;
    this[0] = this.data[p];
    return this;
  }
}

/** A growable byte buffer behind one output stream. */
class ByteSink {
  private buf = new RealU8(4096);
  private len = 0;
  tip: Piece | null = null;
  push(byte: number) {
    if (this.len === this.buf.length) {
      const next = new RealU8(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.len++] = byte;
  }
  bytes(): Uint8Array {
    const t = this.tip;
    if (t && t.length === 1) {
      this.push(t[0]);
      t.length = 0;
    }
    this.tip = null;
    return this.buf.subarray(0, this.len);
  }
}

/**
 * Stands in for the per-byte `new Uint8Array(len + 1)` of jq-wasm's output callbacks: each piece holds
 * only the newest byte (index 0, with a length of 1) and hands the earlier ones to its stream's sink.
 */
class Piece {
  [index: number]: number;
  length = 0;
  sink: ByteSink | null = null;
  set(src: Piece) {
    const sink = src.sink;
    if (!sink) return;
    if (src.length === 1) sink.push(src[0]);
    this.sink = sink;
    sink.tip = this;
    src.sink = null;
    pool.push(src);
  }
}

let sinks: ByteSink[] = [];
let pool: Piece[] = [];

function makePiece(length: number): Piece {
  if (length === 0) {
    // rawImpl starts each run with `stdoutBuffer = new Uint8Array(0); stderrBuffer = new Uint8Array(0)`.
    const p = new Piece();
    p.sink = new ByteSink();
    p.sink.tip = p;
    sinks.push(p.sink);
    return p;
  }
  const p = pool.pop() ?? new Piece();
  p.length = 1;
  p[0] = 0;
  return p;
}

const U8Standin: Uint8ArrayConstructor = new Proxy(RealU8, {
  construct(target, args: unknown[], newTarget): object {
    if (args.length === 1 && typeof args[0] === 'number') return makePiece(args[0]);
    return Reflect.construct(target, args, newTarget === U8Standin ? target : newTarget);
  },
});

class EncoderStandin {
  encode(text: string) {
    return new InputCursor(new RealTextEncoder().encode(text));
  }
}

class DecoderStandin {
  private readonly real: TextDecoder;
  constructor(label?: string) {
    this.real = new RealTextDecoder(label);
  }
  decode(data: unknown) {
    if (data instanceof Piece) return this.real.decode(data.sink ? data.sink.bytes() : new RealU8(0));
    return this.real.decode(data as BufferSource);
  }
}

type Globals = { Uint8Array: unknown; TextEncoder: unknown; TextDecoder: unknown };

let modulePromise: Promise<JqModule> | null = null;

async function loadModule(): Promise<JqModule> {
  modulePromise ??= (jqFactory() as Promise<JqModule>).then(async (m) => {
    // `raw` waits for the runtime; one trivial run gets that out of the way outside the swap.
    await m.raw('null', '.', []);
    return m;
  });
  return modulePromise;
}

/**
 * Runs jq on `input` (the text of stdin) with the filter and command-line options (`-c`, `--arg`…).
 * Never throws: jq's own errors come back in `stderr`, engine failures in `crash`.
 */
export async function runJq(input: string, filter: string, options: readonly string[]): Promise<JqRun> {
  let mod: JqModule;
  try {
    mod = await loadModule();
  } catch (e) {
    modulePromise = null;
    return { stdout: '', stderr: '', crash: `The jq engine could not start: ${e instanceof Error ? e.message : String(e)}` };
  }
  sinks = [];
  pool = [];
  const g = globalThis as unknown as Globals;
  const logged: string[] = [];
  const realConsoleError = console.error;
  let thrown: unknown = null;
  g.Uint8Array = U8Standin;
  g.TextEncoder = EncoderStandin;
  g.TextDecoder = DecoderStandin;
  // Emscripten reports an abort (out of memory) through console.error; it belongs in the result.
  console.error = (...parts: unknown[]) => void logged.push(parts.map(String).join(' '));
  try {
    // `--` ends the options, so a filter starting with "-" is still read as the filter.
    await mod.raw(input, filter, [...options, '--']);
  } catch (e) {
    thrown = e;
  } finally {
    g.Uint8Array = RealU8;
    g.TextEncoder = RealTextEncoder;
    g.TextDecoder = RealTextDecoder;
    console.error = realConsoleError;
  }
  const decoder = new RealTextDecoder();
  const [out, err] = sinks;
  const stdout = out ? decoder.decode(out.bytes()) : '';
  const stderr = err ? decoder.decode(err.bytes()) : '';
  sinks = [];
  pool = [];
  // jq-wasm rethrows jq's stderr as an Error when there is no output; that is not a crash.
  const crashed = thrown != null && (thrown instanceof WebAssembly.RuntimeError || /Aborted|RuntimeError|memory/i.test(String(thrown)));
  if (crashed) {
    // An aborted Emscripten runtime cannot be trusted for the next run: start a fresh one.
    modulePromise = null;
    const detail = [...logged, String(thrown)].join('\n');
    return { stdout, stderr, crash: /memory|OOM/i.test(detail + stderr) ? 'jq ran out of memory.' : `The jq engine failed: ${detail}` };
  }
  return { stdout, stderr, crash: null };
}
