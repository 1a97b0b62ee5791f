import { decodeBase64Text, dataUriBytes, inputBytes, showBytes } from '@/lib/bytes-text';
import { compress, decompress, decompressAuto, DEFAULT_BROTLI_QUALITY, formatName, type CompressionFormat } from '@/lib/compression';
import { bytesToBase64 } from '@/lib/base64';
import { fail, ok, type Result } from '@/lib/result';

/**
 * gzip (RFC 1952), zlib (RFC 1950), raw deflate (RFC 1951) or brotli (RFC 7932); `auto` (decompressing only)
 * recognises gzip and zlib by their first bytes and otherwise tries brotli.
 */
export type GzipFormat = 'gzip' | 'zlib' | 'deflate' | 'brotli' | 'auto';

export interface GzipOptions {
  direction: 'compress' | 'decompress';
  format: GzipFormat;
  /**
   * Brotli's quality, 0 (fastest) to 11 (densest, the default); the other formats ignore it. The page's field gives
   * it as text ("5"), and so does the worker's request, which carries the page's options as they are.
   */
  quality?: number | string;
}

/** What the page shows: the output text (Base64 or decoded text), its bytes, and both sizes for the ratio. */
export interface GzipResult {
  text: string;
  /** The output bytes are not UTF-8 text (always so when compressing): `text` is their Base64. */
  binary: boolean;
  bytes: Uint8Array;
  inputSize: number;
  /** The run compressed (rather than decompressed), and in which format: the page names the download after it. */
  compressed: boolean;
  format: GzipFormat;
  /** Decompressing with `auto`: the format found (gzip, zlib or brotli). */
  detected?: string;
}

const STREAM_FORMAT: Record<Exclude<GzipFormat, 'auto'>, CompressionFormat> = {
  gzip: 'gzip',
  zlib: 'deflate',
  deflate: 'deflate-raw',
  brotli: 'brotli',
};
/** The most a page decompresses (a zip bomb stops here with an error). */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** The brotli quality as a number (11 when not given), or null when it is not a whole number from 0 to 11. */
export function brotliQuality(quality: number | string | undefined): number | null {
  if (quality === undefined || (typeof quality === 'string' && quality.trim() === '')) return DEFAULT_BROTLI_QUALITY;
  const q = typeof quality === 'string' && /^\s*\d+\s*$/.test(quality) ? Number(quality) : quality;
  return typeof q === 'number' && Number.isInteger(q) && q >= 0 && q <= 11 ? q : null;
}

/**
 * Compresses text (as UTF-8) or an opened file (a `data:` URI) and gives Base64; or decompresses Base64 (or an opened
 * file) and gives the text it holds, or Base64 when the result is not text.
 */
export async function runGzip(input: string, o: GzipOptions): Promise<Result<GzipResult>> {
  // Compressing has nothing to detect: auto writes gzip.
  const format = STREAM_FORMAT[o.format === 'auto' ? 'gzip' : o.format];
  if (o.direction === 'compress') {
    const bytes = inputBytes(input);
    if (!bytes.ok) return bytes;
    const quality = brotliQuality(o.quality);
    if (format === 'brotli' && quality === null) return fail('Quality must be a whole number from 0 (fastest) to 11 (densest)');
    const out = await compress(bytes.value, format, quality ?? DEFAULT_BROTLI_QUALITY);
    if (!out.ok) return out;
    return ok({ text: bytesToBase64(out.value), binary: true, bytes: out.value, inputSize: bytes.value.length, compressed: true, format: o.format });
  }
  if (input.trim() === '') return ok({ text: '', binary: false, bytes: new Uint8Array(0), inputSize: 0, compressed: false, format: o.format });
  const bytes = dataUriBytes(input) ?? decodeBase64Text(input);
  if (!bytes.ok) return bytes;
  if (o.format === 'auto') {
    const found = await decompressAuto(bytes.value, MAX_OUTPUT_BYTES);
    if (!found.ok) return found;
    return ok({
      ...showBytes(found.value.bytes),
      inputSize: bytes.value.length,
      compressed: false,
      format: o.format,
      detected: formatName(found.value.format),
    });
  }
  const out = await decompress(bytes.value, format, MAX_OUTPUT_BYTES);
  if (!out.ok) return out;
  return ok({ ...showBytes(out.value), inputSize: bytes.value.length, compressed: false, format: o.format });
}

/** The compressed size as a share of the original: "37.5% of the original". */
export function ratio(original: number, compressed: number): string {
  if (original === 0) return '';
  return `${((compressed / original) * 100).toFixed(1)}% of the original`;
}
