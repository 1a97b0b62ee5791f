import { base32crockford, base32hexnopad, base32nopad } from '@scure/base';
import { inputBytes, showBytes, type BytesShown } from '@/lib/bytes-text';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** RFC 4648 §6 Base32, §7 base32hex (sorts like the bytes), or Crockford's Base32 (no I, L, O, U; no padding). */
export type Base32Variant = 'rfc4648' | 'hex' | 'crockford';

const ALPHABET: Record<Base32Variant, string> = {
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
};
const CODEC = { rfc4648: base32nopad, hex: base32hexnopad, crockford: base32crockford };
const NAME: Record<Base32Variant, string> = { rfc4648: 'Base32', hex: 'base32hex', crockford: 'Crockford Base32' };

/** Bytes as Base32; `padding` adds the `=` that make the length a multiple of 8 (never for Crockford). */
export function encodeBase32Bytes(bytes: Uint8Array, variant: Base32Variant, padding: boolean): string {
  const text = CODEC[variant].encode(bytes);
  return padding && variant !== 'crockford' ? text + '='.repeat((8 - (text.length % 8)) % 8) : text;
}

/** Text (as UTF-8) or an opened file (a `data:` URI) as Base32. */
export function encodeBase32(input: string, o: { variant: Base32Variant; padding: boolean }): Result<string> {
  const bytes = inputBytes(input);
  return bytes.ok ? ok(encodeBase32Bytes(bytes.value, o.variant, o.padding)) : bytes;
}

/**
 * Base32 back to bytes. Case and whitespace are ignored and padding is optional; Crockford's also ignores hyphens
 * and reads O as 0 and I or L as 1, as its specification says. Bad characters are reported with their position.
 */
export function decodeBase32Bytes(text: string, variant: Base32Variant): Result<Uint8Array> {
  const alphabet = ALPHABET[variant];
  const name = NAME[variant];
  const chars: string[] = [];
  let padAt = -1;
  let lastAt = -1;
  for (let i = 0; i < text.length; i++) {
    let c = text[i].toUpperCase();
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (variant === 'crockford') {
      if (c === '-') continue;
      if (c === 'O') c = '0';
      else if (c === 'I' || c === 'L') c = '1';
    } else if (c === '=') {
      if (padAt < 0) padAt = i;
      continue;
    }
    if (!alphabet.includes(c)) {
      const shown =
        text.codePointAt(i)! < 32
          ? `U+${text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`
          : `'${String.fromCodePoint(text.codePointAt(i)!)}'`;
      return fail(`Invalid ${name} character ${shown}: the alphabet is ${alphabet}`, lineColumnAt(text, i));
    }
    if (padAt >= 0) return fail(`${name} data continues after its '=' padding`, lineColumnAt(text, padAt));
    chars.push(c);
    lastAt = i;
  }
  const rest = chars.length % 8;
  if (rest === 1 || rest === 3 || rest === 6) {
    return fail(`The ${name} text has ${chars.length} characters: no number of bytes encodes to that length, so one is missing or extra`);
  }
  try {
    return ok(CODEC[variant].decode(chars.join('')));
  } catch {
    // The only failure left: the last character carries bits beyond the data that are not zero.
    return fail(
      `The last ${name} character '${text[lastAt]}' has low bits set that no encoder writes: the data was cut short or changed`,
      lineColumnAt(text, lastAt),
    );
  }
}

/** Base32 back to bytes, shown as text when they are UTF-8 and as Base64 otherwise. */
export function decodeBase32(text: string, variant: Base32Variant): Result<BytesShown> {
  const bytes = decodeBase32Bytes(text, variant);
  return bytes.ok ? ok(showBytes(bytes.value)) : bytes;
}

/** What the page shows: the output text, and the decoded bytes when decoding (null when encoding). */
export interface Base32Shown {
  text: string;
  binary: boolean;
  bytes: Uint8Array | null;
}

/** The page's run (main thread and worker). */
export function runBase32(input: string, o: { direction: string; variant: string; padding: boolean }): Result<Base32Shown> {
  const variant = o.variant as Base32Variant;
  if (o.direction === 'decode') return decodeBase32(input, variant);
  const r = encodeBase32(input, { variant, padding: o.padding });
  return r.ok ? ok({ text: r.value, binary: false, bytes: null }) : r;
}
