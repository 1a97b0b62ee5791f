import { bytesToBase64 } from '@/lib/base64';
/** The digests the hash and HMAC tools compute, in the order they are shown. No hashing code here: the page imports this. */
export const ALGORITHMS = [
  { id: 'md5', name: 'MD5' },
  { id: 'sha1', name: 'SHA-1' },
  { id: 'sha256', name: 'SHA-256' },
  { id: 'sha384', name: 'SHA-384' },
  { id: 'sha512', name: 'SHA-512' },
  { id: 'sha3-256', name: 'SHA3-256' },
  { id: 'sha3-512', name: 'SHA3-512' },
] as const;

export type AlgorithmId = (typeof ALGORITHMS)[number]['id'];

/** Each algorithm's digest as lower-case hex. */
export type Digests = Record<AlgorithmId, string>;

/** How a digest is written: lower-case hex, upper-case hex or standard Base64 (with padding). */
export type DigestEncoding = 'hex' | 'HEX' | 'base64';

/** The choices of the Output encoding field. */
export const ENCODINGS = [
  { value: 'hex', label: 'hex (lower case)' },
  { value: 'HEX', label: 'HEX (upper case)' },
  { value: 'base64', label: 'Base64' },
] as const;

/** Bytes of an even-length hex string (as digests are). */
export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A hex digest written in the chosen encoding. */
export function encodeDigest(hex: string, encoding: DigestEncoding): string {
  if (encoding === 'HEX') return hex.toUpperCase();
  if (encoding === 'base64') return bytesToBase64(hexToBytes(hex));
  return hex;
}

/**
 * The digests as a checksum list, one `digest  name` line per algorithm (the layout of sha256sum and
 * friends, with the algorithm in front so one file can hold them all).
 */
export function checksumText(digests: Digests, encoding: DigestEncoding, subject: string, prefix = ''): string {
  return ALGORITHMS.map((a) => `${prefix}${a.name} (${subject}) = ${encodeDigest(digests[a.id], encoding)}`).join('\n') + '\n';
}
