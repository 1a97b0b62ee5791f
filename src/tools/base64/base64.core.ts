import { findLoneSurrogate } from '@/lib/text';
import { BASE64_STANDARD as STANDARD, BASE64_URL_SAFE as URL_SAFE, bytesToBase64, encodeBase64Bytes as encodeWith } from '@/lib/base64';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

const PAD = 61; // '='

/** Maps a character code to its 6-bit value; -1 for anything else. Both alphabets are accepted. */
const DECODE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) {
    table[STANDARD.charCodeAt(i)] = i;
    table[URL_SAFE.charCodeAt(i)] = i;
  }
  return table;
})();

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11;

/** Describes a character for an error message, spelling out invisible ones as U+XXXX. */
function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 32 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff)) return hex;
  return `'${String.fromCodePoint(cp)}' (${hex})`;
}

type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; message: string; offset?: number };

/**
 * Decodes text[from, to) as Base64, reporting errors as offsets into `text` so callers that decode
 * part of a larger input (a data URI) can point at the right place in what the user typed.
 */
function decodeRange(text: string, from: number, to: number): Decoded {
  const out = new Uint8Array(Math.ceil(((to - from) * 3) / 4) + 3);
  let o = 0;
  let acc = 0;
  let count = 0; // significant characters seen
  let padStart = -1;
  let padCount = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (c === PAD) {
      if (padStart < 0) padStart = i;
      padCount++;
      continue;
    }
    const v = c < 128 ? DECODE[c] : -1;
    if (v < 0) return { ok: false, message: `Invalid Base64 character ${describeChar(text, i)}`, offset: i };
    if (padStart >= 0) {
      return {
        ok: false,
        message: `Unexpected ${describeChar(text, i)} after the '=' padding; padding may only appear at the end`,
        offset: i,
      };
    }
    acc = (acc << 6) | v;
    count++;
    if ((count & 3) === 0) {
      out[o++] = (acc >>> 16) & 255;
      out[o++] = (acc >>> 8) & 255;
      out[o++] = acc & 255;
      acc = 0;
    }
  }
  const rest = count & 3;
  if (rest === 1) {
    return {
      ok: false,
      message: `The Base64 text has ${count} characters (ignoring whitespace and padding), one more than a multiple of 4 allows; a character is missing or extra`,
    };
  }
  // Missing padding is tolerated (Base64URL omits it), but more '=' than the last group needs is a mistake.
  const maxPad = rest === 0 ? 0 : 4 - rest;
  if (padCount > maxPad) {
    return {
      ok: false,
      message: maxPad === 0 ? "Unexpected '=' padding: the Base64 text is already complete" : `Too much '=' padding: at most ${maxPad} expected here`,
      offset: padStart,
    };
  }
  if (rest === 2) {
    out[o++] = (acc >>> 4) & 255;
  } else if (rest === 3) {
    out[o++] = (acc >>> 10) & 255;
    out[o++] = (acc >>> 2) & 255;
  }
  return { ok: true, bytes: out.slice(0, o) };
}

function decodedToResult(text: string, decoded: Decoded): Result<Uint8Array> {
  if (decoded.ok) return ok(decoded.bytes);
  return fail(decoded.message, decoded.offset == null ? undefined : lineColumnAt(text, decoded.offset));
}

/** Decodes standard or URL-safe Base64 (whitespace ignored, padding optional) to bytes. */
export function base64ToBytes(b64: string): Result<Uint8Array> {
  return decodedToResult(b64, decodeRange(b64, 0, b64.length));
}

/** Encodes text as UTF-8 then Base64; `urlSafe` uses the `-_` alphabet without padding. */
export function encodeBase64(text: string, opts: { urlSafe?: boolean } = {}): Result<string> {
  const lone = findLoneSurrogate(text);
  if (lone >= 0) {
    // TextEncoder would silently turn it into U+FFFD, so the output would not decode back to the input.
    return fail(
      `The text contains a lone surrogate ${describeChar(text, lone)}, which is not a valid Unicode character and cannot be encoded as UTF-8`,
      lineColumnAt(text, lone),
    );
  }
  const bytes = new TextEncoder().encode(text);
  return ok(opts.urlSafe ? encodeWith(bytes, URL_SAFE, false) : encodeWith(bytes, STANDARD, true));
}

/** Decodes standard or URL-safe Base64 to UTF-8 text. */
export function decodeBase64(input: string): Result<string> {
  const bytes = base64ToBytes(input);
  if (!bytes.ok) return bytes;
  try {
    // ignoreBOM keeps a leading U+FEFF that was part of the encoded text.
    return ok(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.value));
  } catch {
    return fail('The decoded bytes are not valid UTF-8 text');
  }
}

/** A decoded data URI. `data` is the payload as written after the comma (whitespace removed when Base64). */
export interface DataUri {
  mime: string;
  base64: boolean;
  data: string;
  bytes: Uint8Array;
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Guesses an image MIME type from its first bytes; null when it is not a recognised image. */
export function sniffImageMime(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) return 'image/avif';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon';
  if (startsWith(bytes, ascii('BM')) && bytes.length > 14) return 'image/bmp';
  // SVG is text: look for an <svg element near the start, after an optional XML prolog, comments or doctype.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/** Decodes percent escapes into bytes, UTF-8 encoding the literal characters around them (RFC 2397 non-Base64 data). */
function percentDecodeToBytes(text: string, from: number): { ok: true; bytes: Uint8Array } | { ok: false; offset: number } {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let literalStart = from;
  const pushLiteral = (end: number) => {
    if (end > literalStart) {
      const chunk = encoder.encode(text.slice(literalStart, end));
      chunks.push(chunk);
      total += chunk.length;
    }
  };
  for (let i = from; i < text.length; i++) {
    if (text.charCodeAt(i) !== 37) continue;
    const hex = text.slice(i + 1, i + 3);
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return { ok: false, offset: i };
    pushLiteral(i);
    chunks.push(Uint8Array.of(parseInt(hex, 16)));
    total++;
    i += 2;
    literalStart = i + 1;
  }
  pushLiteral(text.length);
  const bytes = new Uint8Array(total);
  let o = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, o);
    o += chunk.length;
  }
  return { ok: true, bytes };
}

/** Parses a `data:` URI, or bare Base64 of a PNG, JPEG, GIF, WebP or SVG image, into its MIME type and bytes. */
export function parseDataUri(input: string): Result<DataUri> {
  let start = 0;
  let end = input.length;
  while (start < end && isSpace(input.charCodeAt(start))) start++;
  while (end > start && isSpace(input.charCodeAt(end - 1))) end--;
  if (start === end) return fail('The input is empty');

  if (!/^data:/i.test(input.slice(start, start + 5))) {
    const decoded = decodeRange(input, start, end);
    if (!decoded.ok) {
      return fail(
        `This is neither a data URI (it should start with "data:") nor Base64: ${decoded.message}`,
        decoded.offset == null ? undefined : lineColumnAt(input, decoded.offset),
      );
    }
    const mime = sniffImageMime(decoded.bytes);
    if (!mime) {
      return fail(
        'This is not a data URI (it should start with "data:"), and as Base64 it is not a PNG, JPEG, GIF, WebP, AVIF, ICO, BMP or SVG image',
      );
    }
    return ok({ mime, base64: true, data: input.slice(start, end).replace(/\s+/g, ''), bytes: decoded.bytes });
  }

  const comma = input.indexOf(',', start);
  if (comma < 0 || comma >= end) {
    return fail('The data URI has no comma: expected "data:<type>;base64,<data>"', lineColumnAt(input, end));
  }
  const params = input
    .slice(start + 5, comma)
    .split(';')
    .map((p) => p.trim());
  const base64 = params.length > 1 && params[params.length - 1].toLowerCase() === 'base64';
  if (base64) params.pop();
  // RFC 2397: an omitted media type means text/plain.
  const mime = params[0] === '' ? 'text/plain' : params[0].toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mime)) {
    return fail(`'${params[0]}' is not a valid media type; expected something like image/png`, lineColumnAt(input, start + 5));
  }

  if (base64) {
    let payload = input.slice(comma + 1, end);
    // Data URIs copied from CSS or HTML attributes sometimes percent-encode the padding or slashes.
    if (payload.includes('%')) {
      try {
        payload = decodeURIComponent(payload);
      } catch {
        const bad = input.indexOf('%', comma + 1);
        return fail(`'${input.slice(bad, bad + 3)}' is not a valid percent escape`, lineColumnAt(input, bad));
      }
      const decoded = decodeRange(payload, 0, payload.length);
      if (!decoded.ok) return fail(`The data URI's Base64 is invalid: ${decoded.message}`);
      return ok({ mime, base64, data: payload.replace(/\s+/g, ''), bytes: decoded.bytes });
    }
    const decoded = decodeRange(input, comma + 1, end);
    if (!decoded.ok) {
      return fail(`The data URI's Base64 is invalid: ${decoded.message}`, decoded.offset == null ? undefined : lineColumnAt(input, decoded.offset));
    }
    return ok({ mime, base64, data: payload.replace(/\s+/g, ''), bytes: decoded.bytes });
  }

  const decoded = percentDecodeToBytes(input.slice(0, end), comma + 1);
  if (!decoded.ok) {
    return fail(
      `'${input.slice(decoded.offset, Math.min(decoded.offset + 3, end))}' is not a valid percent escape (expected % and two hex digits)`,
      lineColumnAt(input, decoded.offset),
    );
  }
  return ok({ mime, base64, data: input.slice(comma + 1, end), bytes: decoded.bytes });
}

/** Builds a Base64 data URI. */
export function toDataUri(mime: string, bytes: Uint8Array): string {
  return `data:${mime};base64,${bytesToBase64(bytes)}`;
}
