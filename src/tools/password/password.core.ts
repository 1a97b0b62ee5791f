import { fail, ok, type Result } from '@/lib/result';

/** Fills an array with uniformly random 32-bit values: crypto.getRandomValues in the page, a seeded one in tests. */
export type Rng = (out: Uint32Array) => Uint32Array;

export const cryptoRng: Rng = (out) => crypto.getRandomValues(out);

/**
 * Uniform random integers below n from an Rng, by rejection sampling: values at or above the largest
 * multiple of n under 2^32 are drawn again, so no remainder is more likely than another (no modulo bias).
 * Values are fetched from the Rng 256 at a time.
 */
export class RandomSource {
  private buffer = new Uint32Array(256);
  private next = 256;
  constructor(private readonly rng: Rng = cryptoRng) {}

  private u32(): number {
    if (this.next >= this.buffer.length) {
      this.rng(this.buffer);
      this.next = 0;
    }
    return this.buffer[this.next++];
  }

  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(${n}): n must be a whole number from 1 to 2^32`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = this.u32();
      if (v < limit) return v % n;
    }
  }
}

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
/** The 32 printable ASCII punctuation characters. */
export const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = '0Oo1lI|';

export const MAX_LENGTH = 1024;
export const MAX_COUNT = 500;
export const MAX_WORDS = 64;
export const MAX_TOKEN_BYTES = 1024;

/**
 * The generator's settings as a page opens: the batch its prerun makes (password.prerun.ts) and the tool's defaults.
 * Settings only: a share link or a reload never carries the generated secrets, it makes new ones.
 */
export const PASSWORD_DEFAULTS = {
  mode: 'password',
  length: '20',
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  custom: '',
  excludeLookAlikes: false,
  words: '6',
  separator: '-',
  capitalize: false,
  number: false,
  bytes: '32',
  tokenFormat: 'hex',
  count: '5',
};

export interface PasswordOptions {
  length: number;
  lower: boolean;
  upper: boolean;
  digits: boolean;
  symbols: boolean;
  /** Extra characters to draw from (any Unicode; duplicates count once). */
  custom: string;
  excludeLookAlikes: boolean;
}

/** The characters a password is drawn from (code points, each once, in order), or why there are none. */
export function passwordAlphabet(o: Omit<PasswordOptions, 'length'>): Result<string[]> {
  const source = (o.lower ? LOWER : '') + (o.upper ? UPPER : '') + (o.digits ? DIGITS : '') + (o.symbols ? SYMBOLS : '') + o.custom;
  const seen = new Set<string>();
  for (const ch of source) {
    if (/\s/u.test(ch) && ch !== ' ') continue;
    if (o.excludeLookAlikes && LOOK_ALIKES.includes(ch)) continue;
    seen.add(ch);
  }
  if (seen.size === 0) return fail('No characters to draw from: tick at least one character set or type some custom characters');
  if (seen.size === 1) return fail('Only one character to draw from: a password of it would be guessed at once; add more characters');
  return ok([...seen]);
}

/** log2 of the number of equally likely results: the password's strength against a guesser who knows the settings. */
export const passwordEntropy = (alphabetSize: number, length: number) => length * Math.log2(alphabetSize);

export function checkWhole(value: number, name: string, min: number, max: number): Result<number> {
  if (!Number.isInteger(value) || value < min || value > max) {
    return fail(`${name} must be a whole number from ${min} to ${max}${Number.isFinite(value) ? ` (got ${value})` : ''}`);
  }
  return ok(value);
}

export function generatePasswords(o: PasswordOptions, count: number, random = new RandomSource()): Result<string[]> {
  const length = checkWhole(o.length, 'Length', 1, MAX_LENGTH);
  if (!length.ok) return length;
  const n = checkWhole(count, 'How many', 1, MAX_COUNT);
  if (!n.ok) return n;
  const alphabet = passwordAlphabet(o);
  if (!alphabet.ok) return alphabet;
  const chars = alphabet.value;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let pw = '';
    for (let j = 0; j < o.length; j++) pw += chars[random.below(chars.length)];
    out.push(pw);
  }
  return ok(out);
}

export interface PassphraseOptions {
  words: number;
  separator: string;
  capitalize: boolean;
  /** Appends one random digit (0–9) to a word chosen at random. */
  number: boolean;
}

/** Entropy of a passphrase: each word is one of the list's entries; the digit adds log2(10) and its place log2(words). */
export function passphraseEntropy(o: PassphraseOptions, listSize: number): number {
  return o.words * Math.log2(listSize) + (o.number ? Math.log2(10) + Math.log2(o.words) : 0);
}

export function generatePassphrases(o: PassphraseOptions, count: number, wordlist: readonly string[], random = new RandomSource()): Result<string[]> {
  const words = checkWhole(o.words, 'Words', 1, MAX_WORDS);
  if (!words.ok) return words;
  const n = checkWhole(count, 'How many', 1, MAX_COUNT);
  if (!n.ok) return n;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const picked: string[] = [];
    for (let j = 0; j < o.words; j++) {
      const w = wordlist[random.below(wordlist.length)];
      picked.push(o.capitalize ? w[0].toUpperCase() + w.slice(1) : w);
    }
    if (o.number) {
      const at = random.below(o.words);
      picked[at] += String(random.below(10));
    }
    out.push(picked.join(o.separator));
  }
  return ok(out);
}

export type TokenFormat = 'hex' | 'base64url';

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Random bytes written as hex or unpadded Base64URL (RFC 4648 §5), as API keys and session tokens are. */
export function generateTokens(bytes: number, format: TokenFormat, count: number, random = new RandomSource()): Result<string[]> {
  const b = checkWhole(bytes, 'Bytes', 1, MAX_TOKEN_BYTES);
  if (!b.ok) return b;
  const n = checkWhole(count, 'How many', 1, MAX_COUNT);
  if (!n.ok) return n;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const data = Array.from({ length: bytes }, () => random.below(256));
    if (format === 'hex') {
      out.push(data.map((x) => x.toString(16).padStart(2, '0')).join(''));
      continue;
    }
    let s = '';
    for (let j = 0; j < data.length; j += 3) {
      const v = (data[j] << 16) | ((data[j + 1] ?? 0) << 8) | (data[j + 2] ?? 0);
      s += B64URL[(v >> 18) & 63] + B64URL[(v >> 12) & 63];
      if (j + 1 < data.length) s += B64URL[(v >> 6) & 63];
      if (j + 2 < data.length) s += B64URL[v & 63];
    }
    out.push(s);
  }
  return ok(out);
}

/** A word for an entropy in bits, by the usual rule of thumb for offline guessing. */
export function strengthOf(bits: number): string {
  if (bits < 40) return 'very weak';
  if (bits < 60) return 'weak';
  if (bits < 80) return 'fair';
  if (bits < 100) return 'strong';
  return 'very strong';
}
