import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const hex = () => import('@/tools/hex/hex.core');
const base32 = () => import('@/tools/base32/base32.core');
const base58 = () => import('@/tools/base58/base58.core');
const lines = () => import('@/tools/text-lines/text-lines.core');

const variant = () =>
  z
    .enum(['rfc4648', 'hex', 'crockford'])
    .default('rfc4648')
    .describe('Alphabet: RFC 4648 Base32 (A-Z 2-7), base32hex (0-9 A-V) or Crockford (0-9 A-Z without I L O U)');

/**
 * The encodings and text pages: hex (with an xxd dump), Base32, Base58 and the line tools. The gzip page's operations are in
 * decode.ts (gzip/compress …), which Magic also uses. Each `run` imports its tool's core when first used.
 */
export const encodingsOps: AnyOperation[] = [
  defineOperation({
    id: 'encoding/hex',
    title: 'Hex encode (hex dump)',
    description: 'Writes bytes (text as UTF-8) as hex digits, with spaces, or as an xxd-style hex dump with offsets and ASCII.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      format: z
        .enum(['dump', 'plain', 'spaced'])
        .default('plain')
        .describe('Layout: plain digits (xxd -p on one line), bytes with spaces, or a hex dump as xxd prints it'),
      uppercase: z.boolean().default(false).describe('Uppercase digits (A-F)'),
    }),
    run: async (bytes, o) => ok((await hex()).formatHex(bytes, o)),
  }),
  defineOperation({
    id: 'encoding/hex/decode',
    title: 'Hex decode (hex dump)',
    description: 'Reads hex digits (any spacing, 0x or \\x prefixes, colons) or an xxd hex dump back into bytes, as xxd -r does.',
    input: 'text',
    output: 'bytes',
    page: 'encoding/hex',
    options: z.object({}),
    run: async (text) => (await hex()).decodeHexBytes(text),
  }),
  defineOperation({
    id: 'encoding/base32',
    title: 'Base32 encode',
    description: 'Encodes bytes (text as UTF-8) as RFC 4648 Base32, base32hex or Crockford Base32.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      variant: variant(),
      padding: z.boolean().default(true).describe('Pad with = to a multiple of 8 characters (not for Crockford)'),
    }),
    run: async (bytes, o) => ok((await base32()).encodeBase32Bytes(bytes, o.variant, o.padding)),
  }),
  defineOperation({
    id: 'encoding/base32/decode',
    title: 'Base32 decode',
    description: 'Decodes Base32 (any case, whitespace ignored, padding optional) to bytes.',
    input: 'text',
    output: 'bytes',
    page: 'encoding/base32',
    options: z.object({ variant: variant() }),
    run: async (text, o) => (await base32()).decodeBase32Bytes(text, o.variant),
  }),
  defineOperation({
    id: 'encoding/base58',
    title: 'Base58 encode',
    description: 'Encodes bytes (text as UTF-8) as Base58 with the Bitcoin alphabet, optionally as Base58Check; up to 2,048 bytes.',
    input: 'bytes',
    output: 'text',
    options: z.object({
      check: z.boolean().default(false).describe('Base58Check: append the first 4 bytes of SHA-256(SHA-256(data))'),
    }),
    run: async (bytes, o) => (await base58()).encodeBase58Bytes(bytes, o.check),
  }),
  defineOperation({
    id: 'encoding/base58/decode',
    title: 'Base58 decode',
    description: 'Decodes Base58 (Bitcoin alphabet) to bytes, optionally checking and removing a Base58Check checksum.',
    input: 'text',
    output: 'bytes',
    page: 'encoding/base58',
    options: z.object({
      check: z.boolean().default(false).describe('Base58Check: verify and remove the 4-byte checksum'),
    }),
    run: async (text, o) => (await base58()).decodeBase58Bytes(text, o.check),
  }),
  defineOperation({
    id: 'text/lines',
    title: 'Line tools',
    description:
      'Applies steps to the lines of a text in order: trim, remove empty, filter, dedupe, sort (plain, natural, numeric, locale), reverse, shuffle, number.',
    input: 'text',
    output: 'text',
    options: z.object({
      steps: z
        .string()
        .max(400)
        .default('sort')
        .describe(
          'Steps in order, separated by commas: trim, remove-empty, filter, filter-out, dedupe, sort, sort-natural, sort-numeric, sort-locale, reverse, shuffle, number',
        ),
      pattern: z.string().max(10_000).default('').describe('What filter and filter-out look for'),
      regex: z.boolean().default(false).describe('The pattern is a regular expression (JavaScript syntax)'),
      ignoreCase: z.boolean().default(false).describe('Sorting, duplicates and filters ignore letter case'),
      seed: z.number().int().default(1).describe('Seed of the shuffle: the same seed gives the same order'),
      locale: z.string().max(35).default('en').describe('Language tag for sort-locale (en, de, sv-SE …)'),
    }),
    run: async (text, o) => (await lines()).transformLines(text, o),
  }),
  defineOperation({
    id: 'text/lines/compare',
    title: 'Compare two lists',
    description: 'Compares the lines of the input (list A) with another list (B): lines only in A, only in B, and in both.',
    input: 'text',
    output: 'text',
    page: 'text/lines',
    options: z.object({
      other: z.string().max(50_000_000).default('').describe('List B, one item a line'),
      show: z.enum(['all', 'only-a', 'only-b', 'both']).default('all').describe('What to give: all three lists with headings, or one list'),
      ignoreCase: z.boolean().default(false).describe('Compare lines ignoring letter case'),
    }),
    run: async (text, o) => (await lines()).compareLines(text, o.other, { show: o.show, ignoreCase: o.ignoreCase }),
  }),
];
