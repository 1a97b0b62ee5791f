/** Base64 encoding of bytes (RFC 4648), shared by the Base64 tools and the digests of the hash tools. */

export const BASE64_STANDARD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export const BASE64_URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PAD = 61; // '='

// Base64 output is pure ASCII, so a UTF-8 decoder turns the byte buffer into a string in one native call,
// which is much faster than concatenating millions of characters or calling btoa on a 5 MB binary string.
const asciiDecoder = new TextDecoder();

/** Encodes bytes with a 64-character alphabet, with or without '=' padding. */
export function encodeBase64Bytes(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  const codes = new Uint8Array(64);
  for (let i = 0; i < 64; i++) codes[i] = alphabet.charCodeAt(i);
  const whole = bytes.length - (bytes.length % 3);
  const rest = bytes.length - whole;
  const outLength = (whole / 3) * 4 + (rest === 0 ? 0 : pad ? 4 : rest + 1);
  const out = new Uint8Array(outLength);
  let o = 0;
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out[o++] = codes[n >>> 18];
    out[o++] = codes[(n >>> 12) & 63];
    out[o++] = codes[(n >>> 6) & 63];
    out[o++] = codes[n & 63];
  }
  if (rest === 1) {
    const n = bytes[whole] << 16;
    out[o++] = codes[n >>> 18];
    out[o++] = codes[(n >>> 12) & 63];
    if (pad) {
      out[o++] = PAD;
      out[o++] = PAD;
    }
  } else if (rest === 2) {
    const n = (bytes[whole] << 16) | (bytes[whole + 1] << 8);
    out[o++] = codes[n >>> 18];
    out[o++] = codes[(n >>> 12) & 63];
    out[o++] = codes[(n >>> 6) & 63];
    if (pad) out[o++] = PAD;
  }
  return asciiDecoder.decode(out);
}

/** Encodes bytes as standard, padded Base64 (RFC 4648 §4). */
export function bytesToBase64(bytes: Uint8Array): string {
  return encodeBase64Bytes(bytes, BASE64_STANDARD, true);
}
