import { fail, ok, type Result } from '@/lib/result';
import { bytesToHex, concatBytes } from './hex';

/**
 * gzip, zlib and raw deflate through the platform's CompressionStream, and brotli through brotli-wasm (./brotli,
 * imported only when brotli is used), shared by the Gzip page (src/tools/gzip) and the compression operations
 * (src/ops/groups/decode.ts). Pure, and the same in Node 20 and in browsers.
 */

export type CompressionFormat = 'gzip' | 'deflate' | 'deflate-raw' | 'brotli';

const FORMAT_NAME: Record<CompressionFormat, string> = { gzip: 'gzip', deflate: 'zlib', 'deflate-raw': 'raw deflate', brotli: 'brotli' };

/** Brotli's default and densest quality (0-11), as the `brotli` command and Python's brotli use. */
export const DEFAULT_BROTLI_QUALITY = 11;

/** Writes `bytes` to the stream's input and returns the reader of its output. */
function feed(stream: CompressionStream | DecompressionStream, bytes: Uint8Array): ReadableStreamDefaultReader<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Not awaited: the writer waits for the reader, which would otherwise never start.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  return stream.readable.getReader();
}

/**
 * Compresses bytes as gzip, zlib (`deflate`) or raw deflate with the platform's CompressionStream (level 6), or as
 * brotli at `brotliQuality` (0-11).
 */
export async function compress(bytes: Uint8Array, format: CompressionFormat, brotliQuality = DEFAULT_BROTLI_QUALITY): Promise<Result<Uint8Array>> {
  if (format === 'brotli') return (await import('./brotli')).compressBrotli(bytes, brotliQuality);
  const reader = feed(new CompressionStream(format), bytes);
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } catch (e) {
    return fail(`Could not compress: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(concatBytes(chunks));
}

/** Bytes as `1f 8b`, for messages. */
const showBytes = (bytes: Uint8Array, count: number) => bytesToHex(bytes.subarray(0, count), { separator: ' ' });

/** Why `bytes` cannot be `format` data from its first bytes alone, or null when they may be. */
function headerProblem(bytes: Uint8Array, format: CompressionFormat): string | null {
  const name = FORMAT_NAME[format];
  if (bytes.length === 0) return `The input is empty: there is no ${name} data to decompress`;
  if (format === 'gzip' && (bytes[0] !== 0x1f || bytes[1] !== 0x8b)) {
    return `The input is not gzip data: gzip data starts with the bytes 1f 8b, and this starts with ${showBytes(bytes, 2)}`;
  }
  if (format === 'deflate' && (bytes.length < 2 || (bytes[0] & 0x0f) !== 8 || ((bytes[0] << 8) | bytes[1]) % 31 !== 0)) {
    return `The input is not zlib data: a zlib stream starts with a header such as 78 9c, 78 01 or 78 da, and this starts with ${showBytes(bytes, 2)}`;
  }
  return null;
}

const tooLarge = (maxBytes: number) =>
  `The decompressed data is larger than ${formatSize(maxBytes)}, the most this decompresses; stopped there (it may be a zip bomb)`;

/** What auto-detection found: the decompressed bytes and the format they were in. */
export interface DetectedDecompression {
  bytes: Uint8Array;
  format: CompressionFormat;
}

/**
 * Decompresses gzip or zlib data, recognised by their first bytes, or else brotli, which has no magic bytes and is
 * tried last. Raw deflate has no header either and is never guessed: choose it by name.
 */
export async function decompressAuto(bytes: Uint8Array, maxBytes: number, signal?: AbortSignal): Promise<Result<DetectedDecompression>> {
  if (bytes.length === 0) return fail('The input is empty: there is no compressed data to decompress');
  const format: CompressionFormat = headerProblem(bytes, 'gzip') === null ? 'gzip' : headerProblem(bytes, 'deflate') === null ? 'deflate' : 'brotli';
  const out = await decompress(bytes, format, maxBytes, signal);
  if (out.ok) return ok({ bytes: out.value, format });
  if (out.error.message === 'Cancelled' || out.error.message.startsWith('The decompressed data is larger')) return out;
  if (format !== 'brotli') {
    // Brotli data can start, by chance, with what looks like a gzip or zlib header.
    const other = await decompress(bytes, 'brotli', maxBytes, signal);
    return other.ok ? ok({ bytes: other.value, format: 'brotli' }) : out;
  }
  return fail(
    `The input is not gzip or zlib data (it starts with ${showBytes(bytes, 2)}, not 1f 8b or a zlib header such as 78 9c), and not brotli data either: ${out.error.message}`,
  );
}

/** The name of a format as the page and messages write it: gzip, zlib, raw deflate or brotli. */
export const formatName = (format: CompressionFormat) => FORMAT_NAME[format];

/**
 * Decompresses gzip (one member or several), zlib or raw deflate data with the platform's DecompressionStream, or
 * brotli data with brotli-wasm. Never throws and never hangs on bad data: garbage, cut-short data and extra bytes
 * after the end (where the platform reports them) are errors, and so is output beyond `maxBytes` (a zip bomb),
 * where it stops reading.
 */
export async function decompress(bytes: Uint8Array, format: CompressionFormat, maxBytes: number, signal?: AbortSignal): Promise<Result<Uint8Array>> {
  if (format === 'brotli') return (await import('./brotli')).decompressBrotli(bytes, maxBytes, tooLarge(maxBytes), signal);
  const name = FORMAT_NAME[format];
  const problem = headerProblem(bytes, format);
  if (problem) return fail(problem);
  const reader = feed(new DecompressionStream(format), bytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      if (signal?.aborted) {
        reader.cancel().catch(() => {});
        return fail('Cancelled');
      }
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return fail(tooLarge(maxBytes));
      }
      chunks.push(value);
    }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    if (/unexpected end|end of (file|stream)|truncat|Z_BUF_ERROR/i.test(why)) {
      return fail(`The ${name} data ends too soon: it is cut short (${why})`);
    }
    // Browsers say "junk". Node reads what follows a gzip member as the next member; the first header was checked
    // above, so a bad magic number can only be in what follows the data.
    if (/junk|trailing/i.test(why) || (format === 'gzip' && /incorrect header check/i.test(why))) {
      return fail(`There are extra bytes after the end of the ${name} data (${why})`);
    }
    return fail(`The input is not valid ${name} data (${why})`);
  }
  return ok(concatBytes(chunks));
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 && Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}
