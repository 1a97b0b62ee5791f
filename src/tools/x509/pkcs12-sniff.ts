import { dataUriBytes, decodeBase64Text } from '@/lib/bytes-text';

/**
 * Whether the input is a PKCS#12 file (.p12/.pfx): an opened file (a `data:…;base64,` URI), Base64 or a `PKCS12` PEM
 * block whose DER starts as a PFX does, a SEQUENCE holding INTEGER 3 and then a ContentInfo SEQUENCE. Only the first
 * bytes are decoded: the page asks this on every change, to show the Password field, and it loads nothing.
 */
export function looksLikePkcs12(input: string): boolean {
  const text = input.trimStart();
  if (text.startsWith('-----BEGIN PKCS12-----')) return true;
  if (text.startsWith('-----')) return false;
  const uri = /^data:[^,]*;base64,/i.exec(text);
  // 32 Base64 characters (whitespace left out) are 24 bytes: more than a PFX's header needs.
  const head = (uri ? text.slice(uri[0].length) : text).slice(0, 200).replace(/\s+/g, '').slice(0, 32);
  const decoded = uri ? dataUriBytes(`${uri[0]}${head}`) : decodeBase64Text(head);
  if (!decoded?.ok) return false;
  const b = decoded.value;
  if (b[0] !== 0x30 || b.length < 8) return false;
  // The outer length: short form, or 0x81–0x84 and that many length bytes.
  let p = 2;
  if (b[1] & 0x80) p += b[1] & 0x7f;
  if (b[1] === 0x80 || p > 6) return false;
  return b[p] === 0x02 && b[p + 1] === 0x01 && b[p + 2] === 0x03 && b[p + 3] === 0x30;
}
