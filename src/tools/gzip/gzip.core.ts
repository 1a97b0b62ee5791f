import { decodeBase64Text, dataUriBytes, inputBytes, showBytes } from '@/lib/bytes-text';
import { compress, decompress, type CompressionFormat } from '@/lib/compression';
import { bytesToBase64 } from '@/lib/base64';
import { ok, type Result } from '@/lib/result';

/** gzip (RFC 1952), zlib (RFC 1950) or raw deflate (RFC 1951). */
export type GzipFormat = 'gzip' | 'zlib' | 'deflate';

export interface GzipOptions {
  direction: 'compress' | 'decompress';
  format: GzipFormat;
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
}

const STREAM_FORMAT: Record<GzipFormat, CompressionFormat> = { gzip: 'gzip', zlib: 'deflate', deflate: 'deflate-raw' };
/** The most a page decompresses (a zip bomb stops here with an error). */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/**
 * Compresses text (as UTF-8) or an opened file (a `data:` URI) and gives Base64; or decompresses Base64 (or an opened
 * file) and gives the text it holds, or Base64 when the result is not text.
 */
export async function runGzip(input: string, o: GzipOptions): Promise<Result<GzipResult>> {
  const format = STREAM_FORMAT[o.format];
  if (o.direction === 'compress') {
    const bytes = inputBytes(input);
    if (!bytes.ok) return bytes;
    const out = await compress(bytes.value, format);
    if (!out.ok) return out;
    return ok({ text: bytesToBase64(out.value), binary: true, bytes: out.value, inputSize: bytes.value.length, compressed: true, format: o.format });
  }
  if (input.trim() === '') return ok({ text: '', binary: false, bytes: new Uint8Array(0), inputSize: 0, compressed: false, format: o.format });
  const bytes = dataUriBytes(input) ?? decodeBase64Text(input);
  if (!bytes.ok) return bytes;
  const out = await decompress(bytes.value, format, MAX_OUTPUT_BYTES);
  if (!out.ok) return out;
  return ok({ ...showBytes(out.value), inputSize: bytes.value.length, compressed: false, format: o.format });
}

/** The compressed size as a share of the original: "37.5% of the original". */
export function ratio(original: number, compressed: number): string {
  if (original === 0) return '';
  return `${((compressed / original) * 100).toFixed(1)}% of the original`;
}
