import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/** Decompressed output beyond this is an error (a zip bomb), unless the option says otherwise. */
const DEFAULT_MAX_OUTPUT_MB = 256;
const maxOutputMb = () =>
  z.number().int().min(1).max(4096).default(DEFAULT_MAX_OUTPUT_MB).describe('Largest output in MB: stop with an error beyond it (zip bombs)');

const hex = () => import('@/lib/hex');
const compression = () => import('@/lib/compression');
const core = () => import('./decode.core');

/** The gzip operations' --format names (the Gzip page's) as @/lib/compression's formats. */
const STREAM_FORMAT = { gzip: 'gzip', zlib: 'deflate', deflate: 'deflate-raw', brotli: 'brotli' } as const;

/**
 * Decoders without a page of their own that Magic needs, and their encoders: hex, gzip/zlib/raw deflate,
 * quoted-printable and Unicode escapes. Their code (@/lib/hex, @/lib/compression and decode.core.ts) is imported
 * when one first runs.
 */
export const decodeOps: AnyOperation[] = [
  defineOperation({
    id: 'hex/encode',
    title: 'Hex encode',
    description: 'Writes bytes (text as UTF-8) as hexadecimal digits, two per byte.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      separator: z.string().max(16).default('').describe('Separator between bytes (for example a space or a colon)'),
      uppercase: z.boolean().default(false).describe('Uppercase digits (A-F)'),
    }),
    run: async (bytes, o) => ok((await hex()).bytesToHex(bytes, { separator: o.separator, uppercase: o.uppercase })),
  }),
  defineOperation({
    id: 'hex/decode',
    title: 'Hex decode',
    description: 'Reads hexadecimal digits as bytes; spaces, colons, commas, dashes and 0x or \\x prefixes are allowed.',
    input: 'text',
    output: 'bytes',
    options: z.object({}),
    run: async (text) => (await hex()).hexToBytes(text),
  }),
  defineOperation({
    id: 'gzip/compress',
    page: 'gzip',
    title: 'Gzip compress',
    description: 'Compresses bytes (text as UTF-8) as gzip, or as zlib, raw deflate or brotli (--format).',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      format: z
        .enum(['gzip', 'zlib', 'deflate', 'brotli'])
        .default('gzip')
        .describe('Format: gzip, zlib (RFC 1950), raw deflate (RFC 1951) or brotli (RFC 7932)'),
      quality: z.number().int().min(0).max(11).default(11).describe('Brotli quality, 0 (fastest) to 11 (densest); the other formats ignore it'),
    }),
    run: async (bytes, o) => (await compression()).compress(bytes, STREAM_FORMAT[o.format], o.quality),
  }),
  defineOperation({
    id: 'gzip/decompress',
    page: 'gzip',
    title: 'Gzip decompress',
    description:
      'Decompresses gzip data (as gunzip does), or zlib, raw deflate or brotli (--format; auto recognises gzip and zlib and otherwise tries brotli), stopping with an error at the size limit.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      format: z
        .enum(['gzip', 'zlib', 'deflate', 'brotli', 'auto'])
        .default('gzip')
        .describe('Format: gzip, zlib, raw deflate, brotli, or auto (gzip or zlib by their first bytes, else brotli)'),
      maxOutputMb: maxOutputMb(),
    }),
    run: async (bytes, o, signal) => {
      const c = await compression();
      const max = o.maxOutputMb * 1024 * 1024;
      if (o.format !== 'auto') return c.decompress(bytes, STREAM_FORMAT[o.format], max, signal);
      const found = await c.decompressAuto(bytes, max, signal);
      return found.ok ? ok(found.value.bytes) : found;
    },
  }),
  defineOperation({
    id: 'zlib/compress',
    page: 'gzip',
    title: 'Zlib compress',
    description: 'Compresses bytes (text as UTF-8) as a zlib stream (RFC 1950, deflate with a header and checksum).',
    input: 'bytes',
    output: 'bytes',
    options: z.object({}),
    run: async (bytes) => (await compression()).compress(bytes, 'deflate'),
  }),
  defineOperation({
    id: 'zlib/decompress',
    page: 'gzip',
    title: 'Zlib decompress',
    description: 'Decompresses a zlib stream (RFC 1950, starting 78 9c or similar), stopping with an error at the size limit.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({ maxOutputMb: maxOutputMb() }),
    run: async (bytes, o, signal) => (await compression()).decompress(bytes, 'deflate', o.maxOutputMb * 1024 * 1024, signal),
  }),
  defineOperation({
    id: 'deflate/compress',
    page: 'gzip',
    title: 'Raw deflate compress',
    description: 'Compresses bytes (text as UTF-8) as raw deflate data (RFC 1951, no header).',
    input: 'bytes',
    output: 'bytes',
    options: z.object({}),
    run: async (bytes) => (await compression()).compress(bytes, 'deflate-raw'),
  }),
  defineOperation({
    id: 'deflate/decompress',
    page: 'gzip',
    title: 'Raw deflate decompress',
    description: 'Decompresses raw deflate data (RFC 1951, no header), stopping with an error at the size limit.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({ maxOutputMb: maxOutputMb() }),
    run: async (bytes, o, signal) => (await compression()).decompress(bytes, 'deflate-raw', o.maxOutputMb * 1024 * 1024, signal),
  }),
  defineOperation({
    id: 'quoted-printable/encode',
    title: 'Quoted-printable encode',
    description: 'Encodes bytes (text as UTF-8) as quoted-printable (RFC 2045), as email bodies are.',
    input: 'bytes',
    output: 'text',
    options: z.object({}),
    run: async (bytes) => ok((await core()).encodeQuotedPrintable(bytes)),
  }),
  defineOperation({
    id: 'quoted-printable/decode',
    title: 'Quoted-printable decode',
    description: 'Decodes quoted-printable (RFC 2045): =XX bytes and = soft line breaks.',
    input: 'text',
    output: 'bytes',
    options: z.object({}),
    run: async (text) => (await core()).decodeQuotedPrintable(text),
  }),
  defineOperation({
    id: 'unicode-escape/encode',
    title: 'Unicode escape',
    description: 'Escapes non-ASCII and control characters (and backslashes) as \\uXXXX, \\u{…} or Python-style escapes.',
    input: 'text',
    output: 'text',
    options: z.object({
      style: z
        .enum(['js', 'es6', 'python'])
        .default('js')
        .describe('Escape style: \\uXXXX with surrogate pairs (JavaScript, JSON, Java), \\u{…} (ES2015), or \\xXX \\uXXXX \\UXXXXXXXX (Python)'),
    }),
    run: async (text, o) => ok((await core()).encodeUnicodeEscapes(text, o.style)),
  }),
  defineOperation({
    id: 'unicode-escape/decode',
    title: 'Unicode unescape',
    description: 'Decodes \\uXXXX (with surrogate pairs), \\u{…}, \\UXXXXXXXX, \\xXX, octal and \\n-style escapes.',
    input: 'text',
    output: 'text',
    options: z.object({
      xBytes: z.boolean().default(false).describe('\\xXX escapes are UTF-8 bytes (C, Python bytes literals), not code points'),
    }),
    run: async (text, o) => (await core()).decodeUnicodeEscapes(text, { xBytes: o.xBytes }),
  }),
];
