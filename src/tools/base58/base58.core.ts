import { base58 } from '@scure/base';
import { inputBytes, showBytes, type BytesShown } from '@/lib/bytes-text';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** The Bitcoin alphabet: digits and letters without 0, O, I and l, which are easy to confuse. */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/**
 * Base58 is quadratic in the length (every digit changes the whole number), so it suits keys, hashes and addresses,
 * not files: @scure/base stops at 2,048 bytes, and so do we, with a message.
 */
export const MAX_BYTES = 2048;

async function checksum(payload: Uint8Array): Promise<Uint8Array> {
  const once = await crypto.subtle.digest('SHA-256', payload as Uint8Array<ArrayBuffer>);
  const twice = await crypto.subtle.digest('SHA-256', once);
  return new Uint8Array(twice, 0, 4);
}

/** Bytes as Base58; with `check`, Base58Check: the payload followed by the first 4 bytes of SHA-256(SHA-256(payload)). */
export async function encodeBase58Bytes(bytes: Uint8Array, check: boolean): Promise<Result<string>> {
  const data = check ? new Uint8Array([...bytes, ...(await checksum(bytes))]) : bytes;
  if (data.length > MAX_BYTES)
    return fail(`Base58 is for short values such as keys and addresses: this is ${data.length} bytes, more than the ${MAX_BYTES} it encodes`);
  return ok(base58.encode(data));
}

/** Text (as UTF-8) or an opened file (a `data:` URI) as Base58. */
export async function encodeBase58(input: string, o: { check: boolean }): Promise<Result<string>> {
  const bytes = inputBytes(input);
  return bytes.ok ? encodeBase58Bytes(bytes.value, o.check) : bytes;
}

/** Base58 back to bytes (spaces and line breaks ignored); with `check`, verifies and removes the 4-byte checksum. */
export async function decodeBase58Bytes(text: string, check: boolean): Promise<Result<Uint8Array>> {
  let digits = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (!BASE58_ALPHABET.includes(c)) {
      const hint = c === '0' || c === 'O' || c === 'I' || c === 'l' ? ' (Base58 leaves out 0, O, I and l)' : '';
      return fail(`Invalid Base58 character '${String.fromCodePoint(text.codePointAt(i)!)}'${hint}`, lineColumnAt(text, i));
    }
    digits += c;
    if (digits.length > (MAX_BYTES * 138) / 100 + 1)
      return fail(`Base58 is for short values: this is more characters than the ${MAX_BYTES} bytes it decodes`);
  }
  const data = base58.decode(digits);
  if (!check) return ok(data);
  if (data.length < 4) return fail('Base58Check data has at least 4 bytes (the checksum); this has fewer');
  const payload = data.subarray(0, data.length - 4);
  const sum = await checksum(payload);
  if (!sum.every((b, i) => b === data[data.length - 4 + i]))
    return fail('The Base58Check checksum does not match: a character is wrong, missing or extra');
  return ok(payload);
}

/** Base58 back to bytes, shown as text when they are UTF-8 and as Base64 otherwise. */
export async function decodeBase58(text: string, check: boolean): Promise<Result<BytesShown>> {
  const bytes = await decodeBase58Bytes(text, check);
  return bytes.ok ? ok(showBytes(bytes.value)) : bytes;
}

/** What the page shows: the output text, and the decoded bytes when decoding (null when encoding). */
export interface Base58Shown {
  text: string;
  binary: boolean;
  bytes: Uint8Array | null;
}

/** The page's run (main thread and worker). */
export async function runBase58(input: string, o: { direction: string; check: boolean }): Promise<Result<Base58Shown>> {
  if (o.direction === 'decode') return decodeBase58(input, o.check);
  const r = await encodeBase58(input, { check: o.check });
  return r.ok ? ok({ text: r.value, binary: false, bytes: null }) : r;
}
