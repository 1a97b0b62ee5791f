import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/**
 * Hex digits to bytes and back, shared by the Hex page (src/tools/hex) and the hex operations (src/ops/groups/decode.ts).
 * Pure, and the same in Node 20 and in browsers.
 */

/** A character for an error message: quoted when visible, always with its code point. */
export function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 32 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff)) return hex;
  return `'${String.fromCodePoint(cp)}' (${hex})`;
}

const asciiDecoder = new TextDecoder();

/** Bytes as hex digits, two per byte, with `separator` between bytes. */
export function bytesToHex(bytes: Uint8Array, opts: { separator?: string; uppercase?: boolean } = {}): string {
  const digits = opts.uppercase ? '0123456789ABCDEF' : '0123456789abcdef';
  const sep = opts.separator ?? '';
  if (sep === '') {
    // One native decode of an ASCII buffer: fast on megabytes, where string concatenation is not.
    const out = new Uint8Array(bytes.length * 2);
    for (let i = 0; i < bytes.length; i++) {
      out[2 * i] = digits.charCodeAt(bytes[i] >> 4);
      out[2 * i + 1] = digits.charCodeAt(bytes[i] & 15);
    }
    return asciiDecoder.decode(out);
  }
  const parts = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = digits[bytes[i] >> 4] + digits[bytes[i] & 15];
  return parts.join(sep);
}

const nibble = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1);
const isHexSeparator = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 58 || c === 44 || c === 45;

/**
 * Reads hex digits as bytes. Whitespace, colons, commas and dashes separate bytes or groups (`de:ad:be:ef`,
 * `de ad be ef`, `dead beef`); a `0x` at the start of a group and `\x` anywhere are prefixes (`0x48, 0x69`, `\x48\x69`).
 * When every group has one or two digits each group is a byte (`0xA` is 0a); otherwise the digits are read in
 * pairs across groups, so hex wrapped at any width reads back, and an odd total is an error.
 */
export function hexToBytes(text: string): Result<Uint8Array> {
  const nibbles = new Uint8Array(text.length);
  let n = 0;
  let groups = 0;
  let groupStart = -1;
  let shortGroups = true; // every group has at most two digits
  const endGroup = () => {
    if (groupStart < 0) return;
    const len = n - groupStart;
    if (len > 2) shortGroups = false;
    if (len > 0) groups++;
    groupStart = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = nibble(c);
    if (v >= 0) {
      // A 0x prefix: a 0 that starts a group, followed by x or X.
      if (c === 48 && groupStart < 0 && (text.charCodeAt(i + 1) | 32) === 120) {
        groupStart = n;
        i++;
        continue;
      }
      if (groupStart < 0) groupStart = n;
      nibbles[n++] = v;
      continue;
    }
    if (isHexSeparator(c)) {
      endGroup();
      continue;
    }
    if (c === 92 && text.charCodeAt(i + 1) === 120) {
      endGroup();
      groupStart = n;
      i++;
      continue;
    }
    return fail(`Invalid hex character ${describeChar(text, i)}: hex digits are 0-9 and a-f`, lineColumnAt(text, i));
  }
  endGroup();
  if (groups > 1 && shortGroups) {
    // A list of bytes: re-read group by group, padding one-digit groups.
    const out: number[] = [];
    let acc = -1;
    let prevSep = true;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const v = nibble(c);
      if (v >= 0 && !(c === 48 && prevSep && (text.charCodeAt(i + 1) | 32) === 120)) {
        acc = acc < 0 ? v : (acc << 4) | v;
        prevSep = false;
        continue;
      }
      if (acc >= 0) out.push(acc);
      acc = -1;
      prevSep = true;
      if (v >= 0 || c === 92) i++; // skip the x of 0x or \x
    }
    if (acc >= 0) out.push(acc);
    return ok(Uint8Array.from(out));
  }
  if (n % 2 === 1) return fail(`The hex text has ${n} digits, an odd number; a digit is missing or extra`);
  const out = new Uint8Array(n / 2);
  for (let i = 0; i < out.length; i++) out[i] = (nibbles[2 * i] << 4) | nibbles[2 * i + 1];
  return ok(out);
}

/** The value of a hex digit's character code, or -1. */
export { nibble };

/** The bytes of `parts` one after another, in a new buffer (for the byte tools: gzip, AES, jq.wasm's rewrite). */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The first bytes of a file as a message shows them: hex and, when all are printable ASCII, as text too:
 * `25 50 44 46 ("%PDF")`. Used to say what a file that is not of the expected kind starts with.
 */
export function describeBytes(bytes: Uint8Array, count = 8): string {
  const head = bytes.subarray(0, count);
  if (head.length === 0) return 'nothing (the file is empty)';
  const printable = head.every((b) => b >= 0x20 && b < 0x7f);
  const hex = bytesToHex(head, { separator: ' ' });
  return printable ? `${hex} ("${String.fromCharCode(...head)}")` : hex;
}
