import { fail, ok, type Result } from '@/lib/result';
import { concatBytes } from './hex';

/**
 * Brotli (RFC 7932) through brotli-wasm 3.0.1 (Google's format, Dropbox's Rust encoder and decoder compiled to
 * WebAssembly), loaded only when brotli is asked for. In Node (the command line, tests) the package's ES module
 * entry loads its Wasm from disk; in a browser its ES module glue and Wasm are served by the site under /vendor/brotli/
 * (scripts/copy-vendor.mjs). The site's pages allow WebAssembly in workers only, so in a browser brotli runs in a
 * worker: the Gzip page sends every run to its worker, and a recipe runs its steps in one.
 */
export const BROTLI_VENDOR_DIR = '/vendor/brotli/';

interface StreamResult {
  buf: Uint8Array;
  code: number;
  input_offset: number;
  free(): void;
}
interface BrotliEngine {
  compress(buf: Uint8Array, options?: { quality?: number }): Uint8Array;
  DecompressStream: new () => { decompress(input: Uint8Array, outputSize: number): StreamResult; free(): void };
}

/** brotli-wasm's BrotliStreamResultCode. */
const SUCCESS = 1;
const NEEDS_MORE_INPUT = 2;
/** Output is taken from the decoder this much at a time, so a zip bomb stops at the limit. */
const CHUNK = 1 << 20;

/** The glue module once imported; its default export (wasm-bindgen's init) starts a fresh instance when called again. */
type Glue = BrotliEngine & { default: (wasm?: string) => Promise<unknown> };
let glue: Glue | null = null;
let engine: Promise<BrotliEngine> | null = null;

async function load(): Promise<BrotliEngine> {
  // getBuiltinModule is a plain call (no import for a bundler to follow); it exists only under Node.
  const getBuiltin = typeof process !== 'undefined' ? process.getBuiltinModule : undefined;
  if (typeof getBuiltin === 'function') {
    // The package's ES module entry fetches its Wasm beside itself as it loads (and its init, called again, does the
    // same), and Node's fetch reads no file: URLs: that fetch is answered from disk.
    const { readFileSync } = getBuiltin('node:fs');
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      input instanceof URL && input.protocol === 'file:'
        ? Promise.resolve(new Response(readFileSync(input), { headers: { 'Content-Type': 'application/wasm' } }))
        : original(input, init)) as typeof fetch;
    try {
      if (glue) await glue.default();
      // The entry's default export is its init's promise, which gives the glue module.
      else glue = (await (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'brotli-wasm')).default) as unknown as Glue;
      return glue;
    } finally {
      globalThis.fetch = original;
    }
  }
  glue ??= (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ `${BROTLI_VENDOR_DIR}brotli_wasm.js`)) as Glue;
  await glue.default(`${BROTLI_VENDOR_DIR}brotli_wasm_bg.wasm`);
  return glue;
}

async function brotli(): Promise<Result<BrotliEngine>> {
  engine ??= load();
  try {
    return ok(await engine);
  } catch (e) {
    engine = null;
    return fail(`Could not load the brotli engine: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const why = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/^Brotli (streaming )?(de)?compress failed: /, '');

/** Whether `quality` is one brotli takes: a whole number from 0 to 11. */
export const isBrotliQuality = (quality: unknown): quality is number =>
  Number.isInteger(quality) && (quality as number) >= 0 && (quality as number) <= 11;

/**
 * A Rust panic inside the Wasm (it shows as `RuntimeError: unreachable`) leaves the instance's stack and heap in an
 * unknown state: the next call starts a fresh one.
 */
function discard(e: unknown) {
  if (e instanceof WebAssembly.RuntimeError) engine = null;
}

/**
 * Compresses bytes as brotli at `quality` (0-11; 11, the densest, is what `brotli` and Python use by default).
 * brotli-wasm reads its options through JSON and panics (a Wasm trap) on a quality that is not a whole number
 * (a string such as "5", NaN, 1.5), so nothing else reaches it.
 */
export async function compressBrotli(bytes: Uint8Array, quality = 11): Promise<Result<Uint8Array>> {
  if (!isBrotliQuality(quality)) return fail(`The brotli quality must be a whole number from 0 to 11, not ${JSON.stringify(quality)}`);
  const b = await brotli();
  if (!b.ok) return b;
  try {
    return ok(b.value.compress(bytes, { quality }));
  } catch (e) {
    discard(e);
    return fail(`Could not compress: ${why(e)}`);
  }
}

/**
 * Decompresses brotli data. Never throws: garbage, cut-short data and extra bytes after the end are errors, and so
 * is output beyond `maxBytes` (a zip bomb), where it stops.
 */
export async function decompressBrotli(bytes: Uint8Array, maxBytes: number, tooLarge: string, signal?: AbortSignal): Promise<Result<Uint8Array>> {
  if (bytes.length === 0) return fail('The input is empty: there is no brotli data to decompress');
  const b = await brotli();
  if (!b.ok) return b;
  const stream = new b.value.DecompressStream();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let offset = 0;
  try {
    for (;;) {
      if (signal?.aborted) return fail('Cancelled');
      const r = stream.decompress(bytes.subarray(offset), CHUNK);
      const { code, buf, input_offset: used } = r;
      r.free();
      offset += used;
      total += buf.length;
      if (total > maxBytes) return fail(tooLarge);
      chunks.push(buf);
      if (code === SUCCESS) {
        if (offset < bytes.length)
          return fail(`There are extra bytes after the end of the brotli data (${bytes.length - offset} bytes from byte ${offset})`);
        break;
      }
      if (code === NEEDS_MORE_INPUT) return fail('The brotli data ends too soon: it is cut short');
    }
  } catch (e) {
    discard(e);
    return fail(`The input is not valid brotli data (${why(e)})`);
  } finally {
    try {
      stream.free();
    } catch {
      // A trapped instance has been discarded above.
    }
  }
  return ok(concatBytes(chunks));
}
