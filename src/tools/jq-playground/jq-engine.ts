/**
 * The jq engine: jq 1.8.2 compiled to WebAssembly (jq-wasm 3), kept healthy across many runs.
 *
 * One jq-wasm instance is one Emscripten program that `main()` is called on again and again. It wears:
 * - jq leaks the input file on some exits (`halt`, `halt_error`, `input` under `-n` leaving values unread),
 *   one file descriptor per run; the 4,096th such run in one instance fails with "Could not open file
 *   /dev/stdin: No file descriptors available" (measured: run 4,095 of `halt`).
 * - WebAssembly memory grows (up to jq-wasm's 256 MiB heap) but never shrinks.
 * - Some runs abort the program: running out of that heap (`[range(1e8)]`), or overflowing the C stack
 *   (`reduce range(800) as $x (null; [.]) | tojson`). An aborted instance is not reusable: the next
 *   call aborts too, or worse, works on corrupted memory.
 * So the engine replaces its instance before it can wear out (every RUNS_PER_INSTANCE runs, and after a
 * run that left its memory large) and after any abort, from a WebAssembly.Module compiled once (a fresh
 * instance takes ~10 ms). An abort is reported as such, and the next run gets the fresh instance.
 *
 * jq-wasm trims what jq printed; the engine keeps it exactly (leading spaces of `-r` output, the final
 * newline), by recording what jq-wasm's text decoder returned before the trim.
 *
 * No React, no DOM: runs in the worker (which fetches the WASM from public/vendor) and under Node.
 */
import { loadJq, type Jq } from 'jq-wasm';

/** Where the site serves jq-wasm's WebAssembly (scripts/copy-vendor.mjs puts it there). */
export const JQ_WASM_URL = '/vendor/jq/jq.wasm';

/** Runs per instance before it is replaced: far below the 4,095 runs after which a leaking filter fails. */
export const RUNS_PER_INSTANCE = 250;

/** An instance whose memory grew past this (a big document) is replaced, handing the memory back. */
const RECYCLE_ABOVE_BYTES = 64 * 2 ** 20;

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

/** What jq-wasm's sinks decoded during the current run (null between runs), and the input given as bytes, if any. */
interface DecodeLog {
  texts: string[] | null;
  /** The UTF-8 input of the current run: what jq-wasm's encoder returns instead of encoding the text it was given. */
  stdin: Uint8Array | null;
}

interface Instance {
  jq: Jq;
  /** Bytes of WebAssembly memory the instance has now. */
  memory: WebAssembly.Memory;
  log: DecodeLog;
  runs: number;
}

const RealTextDecoder = TextDecoder;
const RealTextEncoder = TextEncoder;

/**
 * jq-wasm's sinks decode jq's output with a TextDecoder made when the instance is created, then trim the
 * text. Decoders made while an instance is created are these, so the engine can read the untrimmed text.
 */
function recordingDecoder(log: DecodeLog): typeof TextDecoder {
  return class RecordingDecoder extends RealTextDecoder {
    override decode(input?: AllowSharedBufferSource, options?: TextDecodeOptions): string {
      const text = super.decode(input, options);
      log.texts?.push(text);
      return text;
    }
  };
}

/**
 * jq-wasm encodes the input text to UTF-8 with a TextEncoder made when the instance is created. Encoders made
 * then are these: when the run's input came as bytes (log.stdin), they hand those over instead of encoding.
 */
function bytesEncoder(log: DecodeLog): typeof TextEncoder {
  return class BytesEncoder extends RealTextEncoder {
    override encode(input?: string): Uint8Array<ArrayBuffer> {
      const bytes = log.stdin;
      if (!bytes) return super.encode(input);
      log.stdin = null;
      return bytes as Uint8Array<ArrayBuffer>;
    }
  };
}

/** The WASM for the current environment: read from node_modules under Node, fetched from the site otherwise. */
export const defaultWasmSource: WasmSource = async () => {
  // getBuiltinModule is a plain call (no import for the bundler to follow); it exists only under Node.
  const getBuiltin = typeof process !== 'undefined' ? process.getBuiltinModule : undefined;
  if (typeof getBuiltin === 'function') {
    const { createRequire } = getBuiltin('node:module');
    const { readFileSync } = getBuiltin('node:fs');
    return WebAssembly.compile(readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm')));
  }
  const res = await fetch(JQ_WASM_URL);
  if (!res.ok) throw new Error(`${JQ_WASM_URL}: HTTP ${res.status}`);
  return WebAssembly.compile(await res.arrayBuffer());
};

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

  private async start(): Promise<Instance> {
    this.module ??= this.source().catch((e: unknown) => {
      this.module = null;
      throw e;
    });
    const mod = await this.module;
    const log: DecodeLog = { texts: null, stdin: null };
    let memory: WebAssembly.Memory | undefined;
    const g = globalThis as { TextDecoder: typeof TextDecoder; TextEncoder: typeof TextEncoder };
    g.TextDecoder = recordingDecoder(log);
    g.TextEncoder = bytesEncoder(log);
    try {
      let failed: (e: unknown) => void = () => {};
      const failure = new Promise<never>((_, reject) => (failed = reject));
      const jq = await Promise.race([
        loadJq({
          instantiateWasm: (imports, onSuccess) => {
            WebAssembly.instantiate(mod, imports).then((instance) => {
              memory = Object.values(instance.exports).find((x) => x instanceof WebAssembly.Memory);
              onSuccess(instance, mod);
            }, failed);
          },
        }),
        failure,
      ]);
      if (!memory) throw new Error('jq-wasm exported no memory');
      this.instancesStarted++;
      return { jq, memory, log, runs: 0 };
    } finally {
      g.TextDecoder = RealTextDecoder;
      g.TextEncoder = RealTextEncoder;
    }
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
   * Runs jq on `input` (the text of stdin, or its UTF-8 bytes, used as they are: a 5 MB input is not decoded
   * only for jq-wasm to encode it again) with the filter and command-line options (`-c`, `--arg`…).
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
    const texts: string[] = [];
    inst.log.texts = texts;
    inst.log.stdin = typeof input === 'string' ? null : input;
    let result: { stdout: string; stderr: string };
    try {
      // `--` ends the options, so a filter starting with "-" is still read as the filter. Bytes go in through
      // the encoder (bytesEncoder), in place of the empty text.
      result = inst.jq.raw(typeof input === 'string' ? input : '', filter, [...options, '--']);
    } catch (e) {
      // An aborted program cannot be trusted with another run: the next one gets a fresh instance.
      this.restart();
      return { stdout: '', stderr: '', crash: abortMessage(e, inst.memory.buffer.byteLength) };
    } finally {
      inst.log.texts = null;
      inst.log.stdin = null;
    }
    // The sinks decode stdout, then stderr, last; use those texts when they are what jq-wasm trimmed.
    const [rawOut, rawErr] = texts.slice(-2);
    const stdout = rawOut !== undefined && rawOut.trim() === result.stdout ? rawOut : result.stdout;
    const stderrText = rawErr !== undefined && rawErr.trim() === result.stderr ? rawErr : result.stderr;
    // jq-wasm passes stdin as a file named /dev/stdin; jq reading stdin (the command the page shows) says <stdin>.
    const stderr = stderrText.replace(/\(at \/dev\/stdin:(\d+)\)/g, '(at <stdin>:$1)');
    if (inst.runs >= this.runsPerInstance || inst.memory.buffer.byteLength > RECYCLE_ABOVE_BYTES) this.restart();
    return { stdout, stderr, crash: null };
  }
}

/** What the user is told when the jq program aborted (the engine has been restarted by then). */
function abortMessage(e: unknown, memoryBytes: number): string {
  if (memoryBytes >= HEAP_LIMIT_BYTES - 16 * 2 ** 20) {
    return 'jq aborted: it ran out of memory (its WebAssembly build has 256 MB). The engine was restarted; try a smaller input or a filter that builds less.';
  }
  const what = (e instanceof Error ? e.message : String(e)).replace(/\. Build with -sASSERTIONS.*$/s, '');
  return `jq aborted (engine crash: ${what}). This happens on very deeply nested values or deep recursion, which overflow the WebAssembly stack. The engine was restarted; the next run starts fresh.`;
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
