/**
 * A small DER reader for the parts of certificates, requests and keys whose exact bytes matter: names (printed the way
 * `openssl -nameopt RFC2253` prints them), serial numbers, algorithm identifiers and key sizes (the X.509 decoder), and
 * the key containers the key converter rewraps (PKCS#8, SubjectPublicKeyInfo, SEC1). It reads definite lengths only
 * (DER); anything malformed throws a `DerError`, which each tool turns into its message.
 */

/** A DER element: its tag byte's class, constructed bit and number, and where its contents lie in `bytes`. */
export interface Tlv {
  bytes: Uint8Array;
  /** 0 universal, 1 application, 2 context-specific, 3 private. */
  cls: number;
  constructed: boolean;
  tag: number;
  /** Offset of the first header byte. */
  start: number;
  /** Offset of the first content byte. */
  body: number;
  /** Offset just past the contents. */
  end: number;
}

export class DerError extends Error {}

/** Reads the element at `offset` (which must end by `limit`). */
export function readTlv(bytes: Uint8Array, offset = 0, limit = bytes.length): Tlv {
  if (offset >= limit) throw new DerError('the data ends where an element should start');
  const first = bytes[offset];
  let tag = first & 0x1f;
  let p = offset + 1;
  if (tag === 0x1f) {
    tag = 0;
    do {
      if (p >= limit) throw new DerError('the data ends inside a tag');
      tag = tag * 128 + (bytes[p] & 0x7f);
    } while (bytes[p++] & 0x80);
  }
  if (p >= limit) throw new DerError('the data ends inside a length');
  let len = bytes[p++];
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new DerError('an element has an indefinite or impossible length (not DER)');
    len = 0;
    for (let i = 0; i < n; i++) {
      if (p >= limit) throw new DerError('the data ends inside a length');
      len = len * 256 + bytes[p++];
    }
  }
  if (p + len > limit) throw new DerError('an element is longer than the data that holds it (truncated?)');
  return { bytes, cls: first >> 6, constructed: (first & 0x20) !== 0, tag, start: offset, body: p, end: p + len };
}

/** The elements inside a constructed element. */
export function children(t: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let p = t.body; p < t.end;) {
    const c = readTlv(t.bytes, p, t.end);
    out.push(c);
    p = c.end;
  }
  return out;
}

/** The element's whole first byte (class, constructed bit and a low tag number: 0x30 SEQUENCE, 0xa0 [0] …). */
export const tagByte = (t: Tlv) => t.bytes[t.start];

/** The contents of an element. */
export const content = (t: Tlv) => t.bytes.subarray(t.body, t.end);
/** The whole encoding of an element, header included. */
export const encoding = (t: Tlv) => t.bytes.subarray(t.start, t.end);

/** Checks the element is a universal one of `tag` (16 SEQUENCE, 2 INTEGER, 6 OID …), naming `what` if not. */
export function expectTag(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.cls !== 0 || t.tag !== tag) throw new DerError(`${what} is missing or has the wrong type`);
  return t;
}

/** An OBJECT IDENTIFIER's dotted form. */
export function oidText(t: Tlv): string {
  const b = content(t);
  const parts: number[] = [];
  let v = 0;
  for (let i = 0; i < b.length; i++) {
    v = v * 128 + (b[i] & 0x7f);
    if (!(b[i] & 0x80)) {
      if (parts.length === 0) {
        const first = v < 80 ? Math.floor(v / 40) : 2;
        parts.push(first, v - first * 40);
      } else parts.push(v);
      v = 0;
    }
  }
  return parts.join('.');
}

/** The number of significant bits of an unsigned big-endian INTEGER's contents. */
export function integerBits(t: Tlv): number {
  const b = content(t);
  let i = 0;
  while (i < b.length && b[i] === 0) i++;
  if (i === b.length) return 0;
  return (b.length - i - 1) * 8 + (32 - Math.clz32(b[i]));
}

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder();

/** The text of an ASN.1 string type, or null for a type that is not a string. */
export function stringValue(t: Tlv): string | null {
  if (t.cls !== 0) return null;
  const b = content(t);
  switch (t.tag) {
    case 12: // UTF8String
      return utf8.decode(b);
    case 18: // NumericString
    case 19: // PrintableString
    case 22: // IA5String
    case 26: // VisibleString
    case 20: // TeletexString: OpenSSL reads it as Latin-1
      return latin1.decode(b);
    case 30: {
      // BMPString: UTF-16BE
      let s = '';
      for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode((b[i] << 8) | b[i + 1]);
      return s;
    }
    case 28: {
      // UniversalString: UTF-32BE
      let s = '';
      for (let i = 0; i + 3 < b.length; i += 4) s += String.fromCodePoint(((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0);
      return s;
    }
    default:
      return null;
  }
}
