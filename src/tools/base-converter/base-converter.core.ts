import { fail, ok, type Result } from '@/lib/result';

/**
 * Integers of any length between bases 2 and 36 (BigInt), and their two's complement bit patterns at 8, 16, 32
 * and 64 bits. Digits above 9 are the letters a–z in either case; `_` and spaces may separate digits.
 */

export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
export const WIDTHS = [8, 16, 32, 64] as const;
export type Width = (typeof WIDTHS)[number];

const PREFIX_BASE: Record<string, number> = { x: 16, o: 8, b: 2 };

function digitRange(base: number): string {
  if (base <= 10) return `0–${base - 1}`;
  return `0–9 and a–${DIGITS[base - 1]}`;
}

/** Digit values for one base, or -1. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** Combines digit values (most significant first) into a BigInt, splitting in halves so long inputs stay fast. */
function combine(values: readonly number[], base: number): bigint {
  // Chunks whose value fits a double exactly, then a balanced product tree.
  let per = 1;
  while (base ** (per + 1) <= Number.MAX_SAFE_INTEGER) per++;
  const chunks: { v: bigint; len: number }[] = [];
  const first = values.length % per || per;
  for (let i = 0; i < values.length;) {
    const len = chunks.length === 0 ? first : per;
    let n = 0;
    for (let j = i; j < i + len; j++) n = n * base + values[j];
    chunks.push({ v: BigInt(n), len });
    i += len;
  }
  const big = BigInt(base);
  const powCache = new Map<number, bigint>();
  const pow = (e: number): bigint => {
    let p = powCache.get(e);
    if (p === undefined) {
      p = big ** BigInt(e);
      powCache.set(e, p);
    }
    return p;
  };
  let level = chunks;
  while (level.length > 1) {
    const next: { v: bigint; len: number }[] = [];
    // Pair from the right, so every right-hand part has a full, shared length.
    const odd = level.length % 2;
    if (odd) next.push(level[0]);
    for (let i = odd; i < level.length; i += 2)
      next.push({ v: level[i].v * pow(level[i + 1].len) + level[i + 1].v, len: level[i].len + level[i + 1].len });
    level = next;
  }
  return level.length ? level[0].v : 0n;
}

/**
 * Reads an integer written in `base` (2–36), or with base 0 from its prefix (0x, 0o, 0b, else decimal). A sign,
 * the prefix matching the base, and `_` or spaces between digits are accepted. Errors name the character and its
 * 1-based position in the text.
 */
export function parseInteger(text: string, base: number): Result<{ value: bigint; base: number }> {
  let i = 0;
  const n = text.length;
  const skip = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  skip();
  if (i === n) return fail('Type a number to convert');
  let negative = false;
  if (text[i] === '-' || text[i] === '+' || text[i] === '−') {
    negative = text[i] !== '+';
    i++;
    skip();
  }
  if (text[i] === '0' && i + 1 < n) {
    const p = text[i + 1].toLowerCase();
    const pb = PREFIX_BASE[p];
    if (pb !== undefined && (base === 0 || base === pb)) {
      base = pb;
      i += 2;
    }
  }
  if (base === 0) base = 10;
  const values: number[] = [];
  let lastSeparator = -1;
  for (; i < n; i++) {
    const c = text[i];
    if (c === '_' || c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      lastSeparator = i;
      continue;
    }
    const code = text.charCodeAt(i);
    const v = digitValue(code);
    if (v < 0 || v >= base) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      const what = v < 0 ? `is not a digit` : `is not a digit in base ${base}`;
      return fail(`'${ch}' at position ${i + 1} ${what} (base ${base} digits are ${digitRange(base)})`, { line: 1, column: i + 1 });
    }
    values.push(v);
  }
  if (values.length === 0) {
    return fail(lastSeparator >= 0 || negative ? 'There are no digits to convert' : 'The prefix needs digits after it', {
      line: 1,
      column: Math.min(i, n),
    });
  }
  // Fast paths: the engine reads 2, 8, 10 and 16 itself.
  let value: bigint;
  const digits = values.length < 20 || base === 10 || base === 2 || base === 8 || base === 16 ? values.map((v) => DIGITS[v]).join('') : '';
  if (base === 10) value = BigInt(digits);
  else if (base === 16) value = BigInt(`0x${digits}`);
  else if (base === 8) value = BigInt(`0o${digits}`);
  else if (base === 2) value = BigInt(`0b${digits}`);
  else value = combine(values, base);
  return ok({ value: negative ? -value : value, base });
}

/** The value written in a base, with a leading '-' for negatives. */
export function formatInteger(value: bigint, base: number): string {
  return value.toString(base);
}

/** Groups digits from the right (`1111 0000`), for reading bit patterns. */
export function groupDigits(digits: string, size: number, separator = ' '): string {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= size) out.unshift(digits.slice(Math.max(0, end - size), end));
  return out.join(separator);
}

export interface TwosComplement {
  width: Width;
  /** The width's bits, most significant first. */
  bits: string;
  hex: string;
  signed: bigint;
  unsigned: bigint;
}

/**
 * The value's bit pattern in two's complement at `width` bits. Values from −2^(w−1) to 2^w − 1 fit (signed or
 * unsigned); anything else is an error naming the range.
 */
export function twosComplement(value: bigint, width: Width): Result<TwosComplement> {
  const w = BigInt(width);
  const min = -(1n << (w - 1n));
  const max = (1n << w) - 1n;
  if (value < min || value > max) {
    return fail(
      `${value} does not fit in ${width} bits: the range is ${min} to ${max} (${min} to ${(1n << (w - 1n)) - 1n} signed, 0 to ${max} unsigned)`,
    );
  }
  const unsigned = value < 0n ? (1n << w) + value : value;
  const signed = unsigned >= 1n << (w - 1n) ? unsigned - (1n << w) : unsigned;
  return ok({
    width,
    bits: unsigned.toString(2).padStart(width, '0'),
    hex: unsigned.toString(16).padStart(width / 4, '0'),
    signed,
    unsigned,
  });
}

export const BASE_NAMES: Record<number, string> = { 2: 'Binary', 8: 'Octal', 10: 'Decimal', 16: 'Hexadecimal', 36: 'Base 36' };

export interface Conversion {
  /** The base the input was read in (the prefix decides when the base is Auto). */
  base: number;
  rows: { base: number; label: string; digits: string }[];
  /** Two's complement at the chosen width, as text, or why the value does not fit. */
  twos: Result<{ bits: string; hex: string; signed: string; unsigned: string }>;
  decimalDigits: number;
  bitLength: number;
}

/** Everything the page shows for one input: the common bases, the chosen one and the two's complement pattern. */
export function convertAll(text: string, fromBase: number, chosen: number, width: Width): Result<Conversion> {
  const parsed = parseInteger(text, fromBase);
  if (!parsed.ok) return parsed;
  const n = parsed.value.value;
  const bases = [2, 8, 10, 16, 36];
  const rows = bases.map((b) => ({ base: b, label: BASE_NAMES[b], digits: formatInteger(n, b) }));
  rows.push({ base: chosen, label: `Base ${chosen}`, digits: formatInteger(n, chosen) });
  const tc = twosComplement(n, width);
  const abs = n < 0n ? -n : n;
  return ok({
    base: parsed.value.base,
    rows,
    twos: tc.ok ? ok({ bits: tc.value.bits, hex: tc.value.hex, signed: tc.value.signed.toString(), unsigned: tc.value.unsigned.toString() }) : tc,
    decimalDigits: rows[2].digits.replace('-', '').length,
    bitLength: abs === 0n ? 0 : rows[0].digits.replace('-', '').length,
  });
}
