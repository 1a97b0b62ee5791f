import { getOperation } from './index';
import type { AnyOperation } from './operation';
import { bytesAsText, runOperation, type Data } from './pipeline';

/**
 * Magic: finds the chain of decoding operations (URL, Base64, hex, gzip …, up to five layers) that turns an input
 * into something meaningful (JSON, XML, readable text, a known file format).
 *
 * A best-first search over the decoders below. Each decoder has a cheap check of whether it can apply (Base64 only
 * on text in its alphabet, gzip only on bytes starting 1f 8b …), so only plausible operations run, each through
 * `runOperation` exactly as a recipe step would. Every output gets a score for how meaningful it is, less a
 * penalty per layer; a branch ends when no decoder applies, when its output is already final (JSON, XML, a file
 * format) or at the depth limit, and the whole search after `maxRuns` operation runs.
 */

export interface MagicStep {
  op: string;
  options?: Record<string, unknown>;
}

export interface MagicResult {
  /** The operations to run in order on the input: a recipe's steps. */
  steps: MagicStep[];
  /** What the last step gives: as text when it is UTF-8 text (a decoder may give it as bytes), else bytes. */
  output: Data;
  /** How meaningful the output is (0 to 1), less 0.03 per step. */
  score: number;
  /** The steps' short names, then what the output is: "URL → Base64 → gzip → JSON". */
  label: string;
}

export interface MagicOptions {
  /** Most layers in a chain (default 5). */
  maxDepth?: number;
  /** Most operation runs in one search (default 200). */
  maxRuns?: number;
  /** Most chains returned (default 5). */
  limit?: number;
  signal?: AbortSignal;
  /** Where operations come from (default getOperation); tests pass stand-ins. */
  lookup?: (id: string) => AnyOperation | undefined;
}

const LAYER_PENALTY = 0.03;
/** A chain must beat the input's own score by this much to be offered. */
const MIN_GAIN = 0.05;
/** Decompression in the search stops at this size (an operation's default is 256 MB): a chain whose output is
 * smaller gives the same output with the default, so the steps carry no option. */
const SEARCH_MAX_OUTPUT_MB = 64;
/** Statistics on text are taken on its first this many characters. */
const SAMPLE = 64 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// What a piece of data is, and how meaningful

/** Data with its text (null when binary) and bytes, computed once. */
class View {
  private textCache: string | null | undefined;
  private bytesCache: Uint8Array | undefined;
  constructor(readonly data: Data) {}
  get text(): string | null {
    if (this.textCache === undefined) this.textCache = typeof this.data === 'string' ? this.data : bytesAsText(this.data);
    return this.textCache;
  }
  get bytes(): Uint8Array {
    if (this.bytesCache === undefined) this.bytesCache = typeof this.data === 'string' ? new TextEncoder().encode(this.data) : this.data;
    return this.bytesCache;
  }
  get size(): number {
    return typeof this.data === 'string' ? this.data.length : this.data.length;
  }
  /** The first bytes, without encoding a long text. */
  head(n: number): Uint8Array {
    return typeof this.data === 'string' ? new TextEncoder().encode(this.data.slice(0, n)).subarray(0, n) : this.data.subarray(0, n);
  }
}

interface Quality {
  score: number;
  /** What the data is, for the label: "JSON", "text", "PNG image" … */
  kind: string;
  /** Meaningful as it is: not decoded further. */
  final: boolean;
  /** How likely decoding it further leads somewhere, to order the search. */
  promise: number;
}

const FILE_SIGNATURES: { kind: string; sig: (number | string)[]; at?: number }[] = [
  { kind: 'PNG image', sig: [0x89, 'PNG\r\n\x1a\n'] },
  { kind: 'JPEG image', sig: [0xff, 0xd8, 0xff] },
  { kind: 'GIF image', sig: ['GIF8'] },
  { kind: 'WebP image', sig: ['WEBP'], at: 8 },
  { kind: 'PDF document', sig: ['%PDF-'] },
  { kind: 'ZIP archive', sig: ['PK\x03\x04'] },
  { kind: '7z archive', sig: ['7z', 0xbc, 0xaf, 0x27, 0x1c] },
  { kind: 'bzip2 data', sig: ['BZh'] },
  { kind: 'xz data', sig: [0xfd, '7zXZ', 0] },
  { kind: 'zstd data', sig: [0x28, 0xb5, 0x2f, 0xfd] },
  { kind: 'WebAssembly module', sig: ['\0asm'] },
  { kind: 'ELF executable', sig: [0x7f, 'ELF'] },
  { kind: 'Java class file', sig: [0xca, 0xfe, 0xba, 0xbe] },
  { kind: 'SQLite database', sig: ['SQLite format 3\0'] },
  { kind: 'Ogg media', sig: ['OggS'] },
  { kind: 'MP3 audio', sig: ['ID3'] },
  { kind: 'tar archive', sig: ['ustar'], at: 257 },
];

const SIGNATURES = FILE_SIGNATURES.map(({ kind, sig, at = 0 }) => ({
  kind,
  at,
  bytes: sig.flatMap((part) => (typeof part === 'number' ? [part] : [...part].map((c) => c.charCodeAt(0)))),
}));

function fileKind(head: Uint8Array): string | null {
  for (const s of SIGNATURES) {
    if (head.length < s.at + s.bytes.length) continue;
    if (s.bytes.every((b, i) => head[s.at + i] === b)) return s.kind;
  }
  return null;
}

/** What is only a step on the way (still encoded, or unreadable): never offered as the end of a chain. */
const INTERMEDIATE = new Set(['gzip data', 'zlib data', 'binary', 'empty text', 'JSON string', 'JWT', 'hex', 'Base64']);

const isGzip = (b: Uint8Array) => b.length >= 3 && b[0] === 0x1f && b[1] === 0x8b && b[2] === 8;
const isZlib = (b: Uint8Array) => b.length >= 2 && b[0] === 0x78 && (b[1] === 0x01 || b[1] === 0x5e || b[1] === 0x9c || b[1] === 0xda);

function assess(view: View): Quality {
  const head = view.head(300);
  const file = fileKind(head);
  if (file) return { score: 0.7, kind: file, final: true, promise: 0 };
  const text = view.text;
  if (text === null) {
    const bytes = view.bytes;
    if (isGzip(bytes)) return { score: 0.1, kind: 'gzip data', final: false, promise: 1 };
    if (isZlib(bytes)) return { score: 0.1, kind: 'zlib data', final: false, promise: 1 };
    return { score: 0.02, kind: 'binary', final: false, promise: 0.2 };
  }
  return assessText(text);
}

const BASE64_BODY = /^[A-Za-z0-9+/_-]+={0,2}$/;
const JWT_SHAPE = /^(?:Bearer\s+)?"?(eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)"?$/;
/** Escapes one of the decoders would remove. */
const RESIDUE =
  /%[0-9A-Fa-f]{2}|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\x[0-9a-fA-F]{2}|\\["\\/nrt]|=[0-9A-F]{2}/g;
const WORD = /^[\p{P}\p{S}]*(?:\p{L}[\p{L}\p{M}'’-]*|\d[\d.,:]*%?)[\p{P}\p{S}]*$/u;
const LATIN_WORD = /^[A-Za-z]+$/;
const VOWEL = /[aeiouyAEIOUY]/;
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]/g;

function assessText(text: string): Quality {
  const t = text.trim();
  if (t === '') return { score: 0, kind: 'empty text', final: true, promise: 0 };
  const first = t[0];
  const last = t[t.length - 1];
  if ((first === '{' && last === '}') || (first === '[' && last === ']')) {
    try {
      JSON.parse(t);
      return { score: 1, kind: 'JSON', final: true, promise: 0 };
    } catch {
      // not JSON: judged as text below
    }
  }
  if (first === '"' && last === '"' && t.length >= 2) {
    try {
      if (typeof JSON.parse(t) === 'string') return { score: 0.35, kind: 'JSON string', final: false, promise: 0.8 };
    } catch {
      // not a JSON string
    }
  }
  if (first === '<' && last === '>' && /<\/[A-Za-z][\w:.-]*\s*>|\/>|^<\?xml/.test(t.slice(0, SAMPLE))) {
    const html = !t.startsWith('<?xml') && /^<!doctype html|<(html|div|span|p|a|table|ul|ol|li|script|style|br|img)[\s/>]/i.test(t.slice(0, 2000));
    return { score: 0.85, kind: html ? 'HTML' : 'XML', final: true, promise: 0 };
  }
  const sample = t.length > SAMPLE ? t.slice(0, SAMPLE) : t;
  const controls = sample.match(CONTROL)?.length ?? 0;
  if (controls > sample.length * 0.02 || sample.includes('\0')) return { score: 0.03, kind: 'binary', final: false, promise: 0.2 };

  const jwt = JWT_SHAPE.test(t.length < 100_000 ? t : '');
  if (jwt) return { score: 0.2, kind: 'JWT', final: false, promise: 0.9 };
  const compact = sample.replace(/[\r\n]+/g, '');
  if (compact.length >= 16 && !/\s/.test(compact)) {
    if (/^(?:0x)?[0-9a-fA-F]+$/.test(compact)) return { score: 0.12, kind: 'hex', final: false, promise: 0.8 };
    if (BASE64_BODY.test(compact)) {
      const letters = compact.replace(/[^A-Za-z]/g, '');
      const upper = letters.replace(/[^A-Z]/g, '').length / Math.max(1, letters.length);
      if (upper > 0.15 && upper < 0.85 && (/[0-9+/=_-]/.test(compact) || compact.length >= 24)) {
        return { score: 0.15, kind: 'Base64', final: false, promise: 0.8 };
      }
    }
  }
  if (/^[0-9a-fA-F\s:]+$/.test(sample) && compact.replace(/[\s:]/g, '').length >= 16) {
    return { score: 0.12, kind: 'hex', final: false, promise: 0.8 };
  }

  // Readable text: the share of its characters in word-like tokens, less what escapes are still in it.
  const tokens = sample.split(/\s+/).filter(Boolean);
  let nonSpace = 0;
  let wordy = 0;
  for (const token of tokens) {
    nonSpace += token.length;
    if (token.length > 40 || !WORD.test(token)) continue;
    const core = token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    // A run of Latin letters without a vowel (xkcd, qwrtz) is more likely code than a word, unless it is short.
    if (LATIN_WORD.test(core) && core.length > 3 && !VOWEL.test(core)) continue;
    wordy += token.length;
  }
  const share = nonSpace ? wordy / nonSpace : 0;
  const lengthFactor = Math.min(1, nonSpace / 10);
  let score = 0.3 + 0.45 * share * lengthFactor + (tokens.length > 1 ? 0.05 : 0);
  let residue = 0;
  let residueChars = 0;
  for (const m of sample.matchAll(RESIDUE)) {
    residue++;
    residueChars += m[0].length;
  }
  if (residue) score -= Math.min(0.35, 0.05 + (2 * residueChars) / sample.length);
  // UTF-8 read as Latin-1 (cafÃ©): a decoding with the wrong character set.
  const mojibake = sample.match(/[ÃÂ][\u0080-\u00bf]/g)?.length ?? 0;
  if (mojibake) score -= Math.min(0.2, 0.05 + mojibake / 20);
  if (controls) score -= 0.1;
  if (nonSpace < 4) score = Math.min(score, 0.25);
  return { score: Math.max(0.02, Math.min(0.8, score)), kind: 'text', final: false, promise: residue ? 0.7 : 0.3 };
}

// ---------------------------------------------------------------------------------------------------------------
// The decoders, each with its check

interface Decoder {
  op: string;
  /** Its short name in a label. */
  name: string;
  /** The option sets to try on this data; empty when the decoder does not apply. */
  tries(view: View, quality: Quality): Record<string, unknown>[];
  /** Rejects an output that is likely garbage although the operation succeeded. */
  plausible?(input: View, output: View): boolean;
}

const NONE: Record<string, unknown>[] = [];
const DEFAULTS: Record<string, unknown>[] = [{}];
const DECOMPRESS: Record<string, unknown>[] = [{ maxOutputMb: SEARCH_MAX_OUTPUT_MB }];

/** Base64 (either alphabet, unmixed) of at least 8 characters, on one line or wrapped over several. */
function isBase64Text(text: string): boolean {
  const t = text.trim();
  if (t.length < 8) return false;
  const body = t.includes('\n') ? t.replace(/\r?\n/g, '') : t;
  if (!BASE64_BODY.test(body)) return false;
  if (/[+/]/.test(body) && /[-_]/.test(body)) return false;
  const bare = body.replace(/=+$/, '');
  if (bare.length < 8 || bare.length % 4 === 1) return false;
  return body.length === bare.length || body.length % 4 === 0;
}

/** Hex digits (an even number, at least 4 bytes), perhaps with spaces, colons, 0x or \x. */
function isHexText(text: string): boolean {
  const t = text.trim();
  if (t.length < 8 || t.length > 64 * 1024 * 1024) return false;
  const digits = t.replace(/0x|\\x/gi, '').replace(/[\s:,-]+/g, '');
  return digits.length >= 8 && digits.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(digits);
}

const DECODERS: Decoder[] = [
  {
    op: 'url_decoder',
    name: 'URL',
    tries: (v) => {
      const t = v.text;
      if (t === null || !/%[0-9A-Fa-f]{2}/.test(t)) return NONE;
      return t.includes('+') ? [{}, { plusAsSpace: true }] : DEFAULTS;
    },
  },
  { op: 'base64_decoder', name: 'Base64', tries: (v) => (v.text !== null && isBase64Text(v.text) ? DEFAULTS : NONE) },
  { op: 'hex/decode', name: 'Hex', tries: (v) => (v.text !== null && isHexText(v.text) ? DEFAULTS : NONE) },
  { op: 'gzip/decompress', name: 'gzip', tries: (v) => (v.text === null && isGzip(v.bytes) ? DECOMPRESS : NONE) },
  { op: 'zlib/decompress', name: 'zlib', tries: (v) => (v.text === null && isZlib(v.bytes) ? DECOMPRESS : NONE) },
  {
    op: 'deflate/decompress',
    name: 'deflate',
    // Raw deflate has no header: tried on binary that is nothing else, whose first block type is not the reserved one.
    tries: (v, q) => (v.text === null && q.kind === 'binary' && v.bytes.length >= 2 && (v.bytes[0] & 6) !== 6 ? DECOMPRESS : NONE),
    // Garbage often "decodes" as a short block that ends early; real deflate data rarely shrinks by half.
    plausible: (input, output) => output.size >= input.size / 2,
  },
  {
    op: 'json/unescape',
    name: 'JSON string',
    tries: (v) => {
      const t = v.text?.trim();
      if (!t) return NONE;
      return (t.length >= 2 && t[0] === '"' && t[t.length - 1] === '"') || t.includes('\\"') ? DEFAULTS : NONE;
    },
  },
  {
    op: 'html/html_entities/decode',
    name: 'HTML entities',
    tries: (v) => (v.text !== null && /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/.test(v.text) ? DEFAULTS : NONE),
  },
  { op: 'jwt/decoder', name: 'JWT', tries: (v) => (v.text !== null && v.text.length < 100_000 && JWT_SHAPE.test(v.text.trim()) ? DEFAULTS : NONE) },
  {
    op: 'unicode-escape/decode',
    name: 'Unicode escapes',
    tries: (v) => {
      const t = v.text;
      if (t === null || !/\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\U[0-9a-fA-F]{8}|\\x[0-9a-fA-F]{2}/.test(t)) return NONE;
      // \xc3\xa9: UTF-8 bytes (C, Python bytes) or two code points (JavaScript); the score tells which reads better.
      return /\\x[89a-fA-F][0-9a-fA-F]/.test(t) && !/\\u/.test(t) ? [{}, { xBytes: true }] : DEFAULTS;
    },
  },
  {
    op: 'quoted-printable/decode',
    name: 'Quoted-printable',
    tries: (v) => {
      const t = v.text;
      if (t === null || !/=[0-9A-F]{2}|=\r?\n/.test(t) || !/^[\t\n\r\x20-\x7e]*$/.test(t.slice(0, SAMPLE))) return NONE;
      return DEFAULTS;
    },
  },
];

/** The ids of the decoders Magic tries, in the order it tries them. */
export const MAGIC_DECODERS: readonly string[] = DECODERS.map((d) => d.op);

// ---------------------------------------------------------------------------------------------------------------
// The search

interface SearchNode {
  view: View;
  steps: { decoder: Decoder; options: Record<string, unknown> }[];
  quality: Quality;
  score: number;
}

/** A key that tells outputs apart (text and bytes of the same text alike): exactly up to 8 KB, beyond by length
 * and samples. */
function keyOf(view: View): string {
  const data = view.text ?? view.bytes;
  const isText = typeof data === 'string';
  const n = data.length;
  const part = (from: number, to: number) =>
    isText ? data.slice(from, to) : String.fromCharCode(...(data as Uint8Array).subarray(from, Math.min(to, from + 4096)));
  if (n <= 8192) return `${isText ? 't' : 'b'}${n}:${isText ? data : chunked(data as Uint8Array)}`;
  const mid = Math.floor(n / 2);
  return `${isText ? 't' : 'b'}${n}:${part(0, 2048)}|${part(mid, mid + 2048)}|${part(n - 2048, n)}`;
}

function chunked(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return s;
}

const stepsOf = (node: SearchNode): MagicStep[] =>
  node.steps.map(({ decoder, options }) => {
    const shown = Object.entries(options).filter(([name]) => name !== 'maxOutputMb');
    return shown.length ? { op: decoder.op, options: Object.fromEntries(shown) } : { op: decoder.op };
  });

const labelOf = (node: SearchNode) => [...node.steps.map((s) => s.decoder.name), node.quality.kind].join(' → ');

/**
 * The decoding chains that make `input` more meaningful than it is, best first (at most `limit`).
 *
 * An input that is already meaningful (JSON, readable text) or that nothing decodes into something better gives
 * an empty list: a chain is offered only when its output scores higher than the input itself, so "no decoding"
 * is the answer when the list is empty. Never throws; stops after `maxRuns` operation runs, at `maxDepth` layers,
 * or when `signal` aborts (with what it found so far).
 */
export async function magic(input: string | Uint8Array, opts: MagicOptions = {}): Promise<MagicResult[]> {
  const maxDepth = opts.maxDepth ?? 5;
  const maxRuns = opts.maxRuns ?? 200;
  const limit = opts.limit ?? 5;
  const lookup = opts.lookup ?? getOperation;
  const signal = opts.signal;

  const rootView = new View(input);
  const root: SearchNode = { view: rootView, steps: [], quality: assess(rootView), score: 0 };
  root.score = root.quality.score;
  const seen = new Set<string>([keyOf(rootView)]);
  const frontier: SearchNode[] = [root];
  const found: SearchNode[] = [];
  let runs = 0;

  const priority = (n: SearchNode) => n.quality.promise - 0.05 * n.steps.length;

  while (frontier.length && runs < maxRuns && !signal?.aborted) {
    let best = 0;
    for (let i = 1; i < frontier.length; i++) if (priority(frontier[i]) > priority(frontier[best])) best = i;
    const node = frontier.splice(best, 1)[0];
    if (node.steps.length >= maxDepth || node.quality.final) continue;

    for (const decoder of DECODERS) {
      const optionSets = decoder.tries(node.view, node.quality);
      if (!optionSets.length) continue;
      const op = lookup(decoder.op);
      if (!op) continue;
      for (const options of optionSets) {
        if (runs >= maxRuns || signal?.aborted) break;
        runs++;
        const result = await runOperation(op, node.view.data, options, signal);
        if (!result.ok) continue;
        const view = new View(result.value);
        const key = keyOf(view);
        if (seen.has(key)) continue;
        seen.add(key);
        if (decoder.plausible && !decoder.plausible(node.view, view)) continue;
        const quality = assess(view);
        const steps = [...node.steps, { decoder, options }];
        const child: SearchNode = { view, steps, quality, score: quality.score - LAYER_PENALTY * steps.length };
        if (!INTERMEDIATE.has(quality.kind) && child.score > root.score + MIN_GAIN) found.push(child);
        frontier.push(child);
      }
    }
  }

  return found
    .sort((a, b) => b.score - a.score || a.steps.length - b.steps.length)
    .slice(0, limit)
    .map((n) => ({ steps: stepsOf(n), output: n.view.text ?? n.view.data, score: Math.round(n.score * 1000) / 1000, label: labelOf(n) }));
}
