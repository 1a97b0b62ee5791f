import { fail, ok, type Result } from '@/lib/result';

export interface RandomOptions {
  min: number;
  max: number;
  count: number;
  kind: 'integer' | 'float';
  /** No value twice. */
  unique: boolean;
  /** Digits after the point for floats. */
  decimals: number;
}

export const RANDOM_DEFAULTS: RandomOptions = { min: 1, max: 100, count: 10, kind: 'integer', unique: false, decimals: 2 };
export const MAX_COUNT = 10_000;

/** Fills an array with random 32-bit words; the default is the platform's CSPRNG. */
export type WordSource = (words: Uint32Array) => void;

const cryptoSource: WordSource = (words) => {
  globalThis.crypto.getRandomValues(words);
};

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

/** A uniform integer in [0, range) by rejection sampling: no modulo bias, for any range up to 2^53. */
export function randomBelow(range: number, source: WordSource): number {
  const buf = new Uint32Array(2);
  if (range <= TWO_32) {
    // The largest multiple of range that fits in 32 bits; words at or above it would favour small results.
    const limit = Math.floor(TWO_32 / range) * range;
    for (;;) {
      source(buf);
      if (buf[0] < limit) return buf[0] % range;
    }
  }
  const limit = Math.floor(TWO_53 / range) * range;
  for (;;) {
    source(buf);
    const x = (buf[0] & 0x1fffff) * TWO_32 + buf[1];
    if (x < limit) return x % range;
  }
}

/** A uniform float in [0, 1) with 53 random bits. */
export function randomUnit(source: WordSource): number {
  const buf = new Uint32Array(2);
  source(buf);
  return ((buf[0] >>> 5) * 2 ** 26 + (buf[1] >>> 6)) / TWO_53;
}

function check(o: RandomOptions): string | null {
  if (!Number.isFinite(o.min)) return 'Min: enter a number';
  if (!Number.isFinite(o.max)) return 'Max: enter a number';
  if (o.min > o.max) return 'Min is larger than max';
  if (!Number.isInteger(o.count) || o.count < 1 || o.count > MAX_COUNT)
    return `Count: use a whole number from 1 to ${MAX_COUNT.toLocaleString('en-US')}`;
  if (o.kind === 'integer') {
    if (!Number.isSafeInteger(o.min) || !Number.isSafeInteger(o.max))
      return 'Min and max must be whole numbers within ±9,007,199,254,740,991 for integers';
    if (o.max - o.min + 1 > TWO_53) return 'The range is wider than 2^53 integers, more than a double can count exactly';
    if (o.unique && o.count > o.max - o.min + 1)
      return `Only ${o.max - o.min + 1} different integers exist from ${o.min} to ${o.max}, fewer than the ${o.count} asked for`;
  } else if (!Number.isInteger(o.decimals) || o.decimals < 0 || o.decimals > 15) return 'Decimals: use 0 to 15';
  return null;
}

/** Random numbers as asked: integers in [min, max], or floats in [min, max) rounded to `decimals`. */
export function generateNumbers(o: RandomOptions, source: WordSource = cryptoSource): Result<number[]> {
  const problem = check(o);
  if (problem) return fail(problem);
  if (o.kind === 'integer') {
    const range = o.max - o.min + 1;
    if (!o.unique) return ok(Array.from({ length: o.count }, () => o.min + randomBelow(range, source)));
    if (range <= 100_000) {
      // A partial Fisher–Yates shuffle: the first `count` places of a shuffled range.
      const pool = Array.from({ length: range }, (_, i) => o.min + i);
      for (let i = 0; i < o.count; i++) {
        const j = i + randomBelow(range - i, source);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return ok(pool.slice(0, o.count));
    }
    // Wide ranges: collisions are rare, so drawing again on a repeat is cheap.
    const seen = new Set<number>();
    while (seen.size < o.count) seen.add(o.min + randomBelow(range, source));
    return ok([...seen]);
  }
  const scale = 10 ** o.decimals;
  const draw = () => Math.round((o.min + randomUnit(source) * (o.max - o.min)) * scale) / scale;
  if (!o.unique) return ok(Array.from({ length: o.count }, draw));
  const seen = new Set<number>();
  for (let tries = 0; seen.size < o.count && tries < o.count * 50; tries++) seen.add(draw());
  if (seen.size < o.count)
    return fail(
      `Could not find ${o.count} different values with ${o.decimals} decimals between ${o.min} and ${o.max}: widen the range or allow more decimals`,
    );
  return ok([...seen]);
}

/** The numbers as text, one a line, floats with exactly `decimals` digits. */
export function formatNumbers(values: readonly number[], o: RandomOptions): string {
  return values.map((v) => (o.kind === 'float' ? v.toFixed(o.decimals) : String(v))).join('\n');
}
