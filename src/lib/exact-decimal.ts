/**
 * Exact rational arithmetic on BigInt for unit conversions: a decimal typed by a user (`1.5`, `2e3`) is a ratio of
 * integers, and so is every factor between units (1024^6, 96/2.54), so a conversion is exact until it is printed.
 */

/** A rational number `num / den`, with `den > 0`. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** 10^0 … 10^64, made once: a table of thousands of values asks for the same few powers. */
const POWERS = Array.from({ length: 65 }, (_, i) => 10n ** BigInt(i));
const pow10 = (n: number) => (n < POWERS.length ? POWERS[n] : 10n ** BigInt(n));

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** `num / den` in lowest terms, with a positive denominator. */
export function ratio(num: bigint, den: bigint = 1n): Ratio {
  if (den === 0n) throw new RangeError('Division by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

/**
 * Product and quotient, not reduced: a conversion is two or three steps before it is printed, and the greatest
 * common divisor costs more than the printing (call `ratio` on a result to reduce it).
 */
export const mul = (a: Ratio, b: Ratio): Ratio => ({ num: a.num * b.num, den: a.den * b.den });
export function div(a: Ratio, b: Ratio): Ratio {
  if (b.num === 0n) throw new RangeError('Division by zero');
  return b.num < 0n ? { num: -a.num * b.den, den: a.den * -b.num } : { num: a.num * b.den, den: a.den * b.num };
}
export const isZero = (a: Ratio) => a.num === 0n;

/** The longest exponent accepted in `1e…`: enough for any real size, small enough to keep BigInt quick. */
const MAX_EXPONENT = 400;

/**
 * Reads a plain decimal (`12`, `-0.5`, `.25`, `1e3`, `2.5E-2`) exactly; null when the text is not one.
 * No thousands separators, no hex, no `Infinity`.
 */
export function parseDecimal(text: string): Ratio | null {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const exp = m[4] ? Number(m[4]) : 0;
  if (Math.abs(exp) > MAX_EXPONENT) return null;
  const fraction = m[3] ?? '';
  let num = BigInt((m[2] || '0') + fraction);
  if (m[1] === '-') num = -num;
  const scale = exp - fraction.length;
  return scale >= 0 ? ratio(num * 10n ** BigInt(scale)) : ratio(num, 10n ** BigInt(-scale));
}

/** The ratio's value as a decimal rounded half away from zero to `digits` places, trailing zeros removed. */
export function toFixedTrimmed(value: Ratio, digits: number): string {
  const scaled = abs(value.num) * pow10(digits);
  let q = scaled / value.den;
  if ((scaled % value.den) * 2n >= value.den) q += 1n;
  const s = pointAt(q, digits);
  return value.num < 0n && q !== 0n ? `-${s}` : s;
}

/** The integer `q` (not negative) divided by 10^digits, written out, trailing zeros removed. */
function pointAt(q: bigint, digits: number): string {
  if (q === 0n) return '0';
  const s = q.toString();
  // Trailing zeros of the fraction go before the point is placed (no regex: tables print millions of these).
  let end = s.length;
  let places = digits;
  while (places > 0 && s.charCodeAt(end - 1) === 48) {
    end--;
    places--;
  }
  if (places === 0) return s.slice(0, end);
  if (end <= places) return `0.${'0'.repeat(places - end)}${s.slice(0, end)}`;
  return `${s.slice(0, end - places)}.${s.slice(end - places, end)}`;
}

/**
 * The exact decimal expansion of the ratio when it ends within `maxFraction` places, else null (1/3 never ends;
 * 1/2^60 needs 60 places).
 */
export function exactDecimal(value: Ratio, maxFraction: number): string | null {
  const scaled = abs(value.num) * pow10(maxFraction);
  if (scaled % value.den !== 0n) return null;
  const s = pointAt(scaled / value.den, maxFraction);
  return value.num < 0n && s !== '0' ? `-${s}` : s;
}

/**
 * The ratio rounded to `digits` significant digits, in plain notation when its magnitude is between 1e-6 and 1e21
 * and in e-notation (`8.67e-19`) otherwise, trailing zeros removed.
 */
export function toSignificant(value: Ratio, digits: number): string {
  if (value.num === 0n) return '0';
  const n = abs(value.num);
  // exponent = floor(log10(|value|)), found from the digit counts and corrected by one comparison.
  let exponent = n.toString().length - value.den.toString().length;
  const atLeast = (e: number) => (e >= 0 ? n >= value.den * pow10(e) : n * pow10(-e) >= value.den);
  if (!atLeast(exponent)) exponent--;
  const sign = value.num < 0n ? '-' : '';
  const places = digits - 1 - exponent;
  if (exponent >= -6 && exponent < 21) return sign + toFixedTrimmed({ num: n, den: value.den }, Math.max(places, 0));
  // Mantissa in [1, 10): value / 10^exponent, rounded to digits - 1 places (a carry may make it 10).
  const mantissa = exponent >= 0 ? { num: n, den: value.den * pow10(exponent) } : { num: n * pow10(-exponent), den: value.den };
  let m = toFixedTrimmed(mantissa, digits - 1);
  if (m === '10') {
    m = '1';
    exponent++;
  }
  return `${sign}${m}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
}
