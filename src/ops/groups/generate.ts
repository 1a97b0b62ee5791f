import { z } from 'zod';
import type { QrOptions } from '@/lib/qr';
import { fail, ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const hexColour = (label: string, fallback: string) =>
  z
    .string()
    .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'a hex colour such as #000000')
    .default(fallback)
    .describe(`${label} (hex colour)`);

const QR_OPTIONS = {
  level: z.enum(['L', 'M', 'Q', 'H']).default('M').describe('Error correction: L (~7% recovery), M (~15%), Q (~25%) or H (~30%)'),
  size: z
    .number()
    .int()
    .min(64)
    .max(2048)
    .default(256)
    .describe('Size in pixels, quiet zone included (at most this, in whole pixels per module; raised when too small to scan)'),
  fg: hexColour('Foreground', '#000000'),
  bg: hexColour('Background', '#ffffff'),
};

/** The QR code's payload (the text, as the page's Text content) rendered by the core, or why it cannot be. */
async function renderQrText(text: string, o: QrOptions) {
  const { BLANK_QR_STATE, buildPayload, renderQr } = await import('@/tools/qr-code/qr-code.core');
  const payload = buildPayload({ ...BLANK_QR_STATE, text });
  if (!payload.ok) return payload;
  const rendered = await renderQr(payload.value, o);
  return rendered.ok ? ok({ payload: payload.value, rendered: rendered.value }) : rendered;
}

/**
 * Generators: operations that make something new, from nothing (input `none`) or from a template or text.
 * Random ones draw from the platform's cryptographic generator; seeded ones give the same output for the
 * same seed.
 */
export const generateOps: AnyOperation[] = [
  defineOperation({
    id: 'uuid/generator',
    title: 'UUID generate',
    description: 'Generates random (v4) or time-ordered (v7) UUIDs, one a line.',
    input: 'none',
    output: 'text',
    options: z.object({
      version: z.enum(['v4', 'v7']).default('v4').describe('UUID version: v4 (random) or v7 (time-ordered)'),
      count: z.number().int().min(1).max(1000).default(5).describe('How many'),
      uppercase: z.boolean().default(false).describe('Uppercase'),
      hyphens: z.boolean().default(true).describe('Hyphens'),
      braces: z.boolean().default(false).describe('Braces { }'),
    }),
    run: async (_, o) => {
      const { generateUuids, formatUuid } = await import('@/tools/uuid/uuid.core');
      const r = generateUuids(o.version, o.count);
      return r.ok ? ok(r.value.map((u) => formatUuid(u, o)).join('\n')) : r;
    },
  }),
  defineOperation({
    id: 'password/generator',
    title: 'Password generate',
    description: 'Generates random passwords, BIP-39 passphrases or tokens (hex or Base64URL) with the Web Crypto generator, one a line.',
    input: 'none',
    output: 'text',
    options: z.object({
      mode: z.enum(['password', 'passphrase', 'token']).default('password').describe('Kind: password, passphrase or token'),
      count: z.number().int().min(1).max(500).default(5).describe('How many'),
      length: z.number().int().min(1).max(1024).default(20).describe('Length (password)'),
      lower: z.boolean().default(true).describe('a-z (password)'),
      upper: z.boolean().default(true).describe('A-Z (password)'),
      digits: z.boolean().default(true).describe('0-9 (password)'),
      symbols: z.boolean().default(true).describe('Symbols !#$… (password)'),
      custom: z.string().default('').describe('Custom characters (password)'),
      excludeLookAlikes: z.boolean().default(false).describe('Exclude look-alikes (0 O o 1 l I |) (password)'),
      words: z.number().int().min(1).max(64).default(6).describe('Words (passphrase)'),
      separator: z.string().default('-').describe('Separator (passphrase)'),
      capitalize: z.boolean().default(false).describe('Capitalise (passphrase)'),
      number: z.boolean().default(false).describe('Add a number (passphrase)'),
      bytes: z.number().int().min(1).max(1024).default(32).describe('Bytes (token)'),
      tokenFormat: z.enum(['hex', 'base64url']).default('hex').describe('Format: hex or Base64URL (token)'),
    }),
    run: async (_, o) => {
      const core = await import('@/tools/password/password.core');
      if (o.mode === 'token') {
        const r = core.generateTokens(o.bytes, o.tokenFormat, o.count);
        return r.ok ? ok(r.value.join('\n')) : r;
      }
      if (o.mode === 'passphrase') {
        const { wordlist } = await import('@scure/bip39/wordlists/english.js');
        const r = core.generatePassphrases({ words: o.words, separator: o.separator, capitalize: o.capitalize, number: o.number }, o.count, wordlist);
        return r.ok ? ok(r.value.join('\n')) : r;
      }
      const r = core.generatePasswords(o, o.count);
      return r.ok ? ok(r.value.join('\n')) : r;
    },
  }),
  defineOperation({
    id: 'text-generator/lorem-ipsum',
    title: 'Lorem ipsum',
    description: 'Generates lorem ipsum paragraphs, sentences or words as plain text or HTML; the same seed gives the same text.',
    input: 'none',
    output: 'text',
    options: z.object({
      unit: z.enum(['paragraphs', 'sentences', 'words']).default('paragraphs').describe('Generate: paragraphs, sentences or words'),
      count: z.number().int().min(1).max(10_000).default(3).describe('Count (up to 100 paragraphs, 1,000 sentences or 10,000 words)'),
      startWithLorem: z.boolean().default(true).describe('Start with “Lorem ipsum dolor sit amet…”'),
      format: z.enum(['text', 'html']).default('text').describe('Output format: plain text or HTML <p>'),
      seed: z.number().int().default(1).describe('Seed'),
    }),
    run: async (_, o) => (await import('@/tools/lorem-ipsum/lorem-ipsum.core')).generateLorem(o),
  }),
  defineOperation({
    id: 'generators/json',
    title: 'JSON generate',
    description:
      'Fills a JSON template with fake data ({{name}}, {{int(1,9)}}, "{{repeat(3)}}" and more, as the page lists); the same template and seed give the same output.',
    input: 'text',
    output: 'text',
    options: z.object({
      seed: z.number().int().default(1).describe('Seed'),
    }),
    run: async (template, o) => (await import('@/tools/json-generator/json-generator.core')).generateJson(template, o.seed),
  }),
  defineOperation({
    id: 'random-number/javascript',
    title: 'Random numbers',
    description: 'Draws random integers in [min, max] or decimals in [min, max) from the cryptographic generator (no modulo bias), one a line.',
    input: 'none',
    output: 'text',
    options: z.object({
      min: z.number().default(1).describe('Min'),
      max: z.number().default(100).describe('Max'),
      count: z.number().int().min(1).max(10_000).default(10).describe('How many'),
      kind: z.enum(['integer', 'float']).default('integer').describe('Kind: integers or decimals'),
      unique: z.boolean().default(false).describe('No repeats'),
      decimals: z.number().int().min(0).max(15).default(2).describe('Decimals (for decimals)'),
    }),
    run: async (_, o) => {
      const { generateNumbers, formatNumbers } = await import('@/tools/random-number/random-number.core');
      const r = generateNumbers(o);
      return r.ok ? ok(formatNumbers(r.value, o)) : r;
    },
  }),
  defineOperation({
    id: 'qr-code/generator',
    title: 'QR code (PNG)',
    description: 'Encodes text as a QR code and returns it as a PNG image, with the error-correction level, size and colours chosen.',
    input: 'text',
    output: 'bytes',
    options: z.object(QR_OPTIONS),
    run: async (text, o) => {
      const r = await renderQrText(text, o);
      if (!r.ok) return r;
      const { payload, rendered } = r.value;
      const QRCode = await import('qrcode');
      // Under Node qrcode writes the PNG itself (pngjs); its browser build has no toBuffer, and draws on a canvas as the
      // page does (an OffscreenCanvas in a worker). Both fill the same pixels with the page's whole-pixel modules.
      if (typeof QRCode.toBuffer === 'function') return ok(new Uint8Array(await QRCode.toBuffer(payload, rendered.pngOptions)));
      if (typeof OffscreenCanvas !== 'undefined') {
        const canvas = new OffscreenCanvas(1, 1);
        await QRCode.toCanvas(canvas as unknown as HTMLCanvasElement, payload, rendered.pngOptions);
        return ok(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
      }
      return fail('This environment can draw no PNG (no canvas): use the SVG operation, qr-code/generator/svg');
    },
  }),
  defineOperation({
    id: 'qr-code/generator/svg',
    title: 'QR code (SVG)',
    description: 'Encodes text as a QR code and returns it as SVG, with the error-correction level, size and colours chosen.',
    input: 'text',
    output: 'text',
    page: 'qr-code/generator',
    options: z.object(QR_OPTIONS),
    run: async (text, o) => {
      const r = await renderQrText(text, o);
      return r.ok ? ok(r.value.rendered.svg) : r;
    },
  }),
];
