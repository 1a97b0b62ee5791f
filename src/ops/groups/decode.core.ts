import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { findLoneSurrogate } from '@/lib/text';

/**
 * The codecs of the decode group's operations, which have no tool page (and so no tool core) of their own: hex,
 * gzip/zlib/raw deflate through the platform's CompressionStream, quoted-printable (RFC 2045) and Unicode escapes.
 * Pure, and the same in Node 20 and in browsers. `src/ops/groups/decode.ts` imports this file when an operation
 * first runs.
 */

/** A character for an error message: quoted when visible, always with its code point. */
function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 32 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0xd800 && cp <= 0xdfff)) return hex;
  return `'${String.fromCodePoint(cp)}' (${hex})`;
}

const asciiDecoder = new TextDecoder();
const utf8 = new TextEncoder();

// Hex ------------------------------------------------------------------------------------------------------------

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

// Compression ----------------------------------------------------------------------------------------------------

export type CompressionFormat = 'gzip' | 'deflate' | 'deflate-raw';

const FORMAT_NAME: Record<CompressionFormat, string> = { gzip: 'gzip', deflate: 'zlib', 'deflate-raw': 'raw deflate' };

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Compresses bytes as gzip, zlib (`deflate`) or raw deflate with the platform's CompressionStream (level 6). */
export async function compress(bytes: Uint8Array, format: CompressionFormat): Promise<Result<Uint8Array>> {
  const stream = new CompressionStream(format);
  const writer = stream.writable.getWriter();
  // Not awaited: the writer waits for the reader below, which would otherwise never start.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
    }
  } catch (e) {
    return fail(`Could not compress: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(concat(chunks, total));
}

/** Bytes as `1f 8b`, for messages. */
const showBytes = (bytes: Uint8Array, count: number) => bytesToHex(bytes.subarray(0, count), { separator: ' ' });

/** Why `bytes` cannot be `format` data from its first bytes alone, or null when they may be. */
function headerProblem(bytes: Uint8Array, format: CompressionFormat): string | null {
  const name = FORMAT_NAME[format];
  if (bytes.length === 0) return `The input is empty: there is no ${name} data to decompress`;
  if (format === 'gzip' && (bytes[0] !== 0x1f || bytes[1] !== 0x8b)) {
    return `The input is not gzip data: gzip data starts with the bytes 1f 8b, and this starts with ${showBytes(bytes, 2)}`;
  }
  if (format === 'deflate' && (bytes.length < 2 || (bytes[0] & 0x0f) !== 8 || ((bytes[0] << 8) | bytes[1]) % 31 !== 0)) {
    return `The input is not zlib data: a zlib stream starts with a header such as 78 9c, 78 01 or 78 da, and this starts with ${showBytes(bytes, 2)}`;
  }
  return null;
}

/**
 * Decompresses gzip (one member or several), zlib or raw deflate data with the platform's DecompressionStream.
 * Never throws and never hangs on bad data: garbage, cut-short data and extra bytes after the end (where the
 * platform reports them) are errors, and so is output beyond `maxBytes` (a zip bomb), where it stops reading.
 */
export async function decompress(bytes: Uint8Array, format: CompressionFormat, maxBytes: number, signal?: AbortSignal): Promise<Result<Uint8Array>> {
  const name = FORMAT_NAME[format];
  const problem = headerProblem(bytes, format);
  if (problem) return fail(problem);
  const stream = new DecompressionStream(format);
  const writer = stream.writable.getWriter();
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      if (signal?.aborted) {
        reader.cancel().catch(() => {});
        return fail('Cancelled');
      }
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        reader.cancel().catch(() => {});
        return fail(`The decompressed data is larger than ${formatSize(maxBytes)}, the most this decompresses; stopped there (it may be a zip bomb)`);
      }
      chunks.push(value);
    }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    if (/unexpected end|end of (file|stream)|truncat|Z_BUF_ERROR/i.test(why)) {
      return fail(`The ${name} data ends too soon: it is cut short (${why})`);
    }
    // Browsers say "junk". Node reads what follows a gzip member as the next member; the first header was checked
    // above, so a bad magic number can only be in what follows the data.
    if (/junk|trailing/i.test(why) || (format === 'gzip' && /incorrect header check/i.test(why))) {
      return fail(`There are extra bytes after the end of the ${name} data (${why})`);
    }
    return fail(`The input is not valid ${name} data (${why})`);
  }
  return ok(concat(chunks, total));
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 && Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

// Quoted-printable (RFC 2045 §6.7) -------------------------------------------------------------------------------

const QP_LINE = 76;
const HEX_UPPER = '0123456789ABCDEF';

/**
 * Encodes bytes as quoted-printable text, as Python's `quopri.encodestring` (binascii.b2a_qp) does: lines of at
 * most 76 characters with `=` soft breaks, `=` and bytes outside printable ASCII as `=XX`, a space or tab at the
 * end of a line encoded, and line breaks kept as line breaks, all written as CRLF when the first one is CRLF.
 * (Unlike b2a_qp, a carriage return that does not start a CRLF is encoded as =0D.)
 */
export function encodeQuotedPrintable(bytes: Uint8Array): string {
  const first = bytes.indexOf(10);
  const crlf = first > 0 && bytes[first - 1] === 13;
  const eol = crlf ? '\r\n' : '\n';
  const softBreak = '=' + eol;
  const out: string[] = [];
  let line = '';
  const isBreakAt = (i: number) => bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] === 10);
  for (let i = 0; i < bytes.length;) {
    const c = bytes[i];
    if (isBreakAt(i)) {
      out.push(line, eol);
      line = '';
      i += c === 13 ? 2 : 1;
      continue;
    }
    const last = i + 1 === bytes.length;
    const beforeBreak = last || isBreakAt(i + 1);
    const encode =
      c > 126 ||
      c === 61 ||
      (c === 46 && line.length === 0 && (last || bytes[i + 1] === 10 || bytes[i + 1] === 13 || bytes[i + 1] === 0)) ||
      ((c === 32 || c === 9) && beforeBreak) ||
      (c < 32 && c !== 32 && c !== 9);
    if (encode) {
      if (line.length + 3 >= QP_LINE) {
        out.push(line, softBreak);
        line = '';
      }
      line += '=' + HEX_UPPER[c >> 4] + HEX_UPPER[c & 15];
    } else {
      // As b2a_qp: a character may be the 76th only before an LF or at the end (not before a CRLF).
      if (!last && bytes[i + 1] !== 10 && line.length + 1 >= QP_LINE) {
        out.push(line, softBreak);
        line = '';
      }
      line += String.fromCharCode(c);
    }
    i++;
  }
  out.push(line);
  return out.join('');
}

/**
 * Decodes quoted-printable text to bytes: `=XX` (either case) is a byte, `=` at the end of a line is a soft line
 * break, spaces and tabs at the end of a line are dropped (RFC 2045 §6.7), and line breaks are kept as written.
 * An `=` followed by anything else is an error, with its line and column. Characters outside ASCII (which
 * quoted-printable never contains) are kept as their UTF-8 bytes.
 */
export function decodeQuotedPrintable(text: string): Result<Uint8Array> {
  const out: number[] = [];
  const n = text.length;
  let lineStart = 0;
  while (lineStart <= n) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = n;
    const hasBreak = lineEnd < n;
    let contentEnd = hasBreak && text.charCodeAt(lineEnd - 1) === 13 && lineEnd - 1 >= lineStart ? lineEnd - 1 : lineEnd;
    const breakText = text.slice(contentEnd, hasBreak ? lineEnd + 1 : lineEnd);
    while (contentEnd > lineStart && (text.charCodeAt(contentEnd - 1) === 32 || text.charCodeAt(contentEnd - 1) === 9)) contentEnd--;
    let soft = false;
    for (let i = lineStart; i < contentEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === 61) {
        if (i + 1 === contentEnd) {
          soft = true;
          break;
        }
        const hi = nibble(text.charCodeAt(i + 1));
        const lo = i + 2 < contentEnd ? nibble(text.charCodeAt(i + 2)) : -1;
        if (hi < 0 || lo < 0) {
          return fail(
            `Invalid quoted-printable escape "${text.slice(i, Math.min(i + 3, contentEnd))}": '=' must be followed by two hex digits or end the line`,
            lineColumnAt(text, i),
          );
        }
        out.push((hi << 4) | lo);
        i += 2;
      } else if (c < 128) {
        out.push(c);
      } else {
        const cp = text.codePointAt(i)!;
        const enc = utf8.encode(String.fromCodePoint(cp));
        for (const b of enc) out.push(b);
        if (cp > 0xffff) i++;
      }
    }
    if (!soft) for (let k = 0; k < breakText.length; k++) out.push(breakText.charCodeAt(k));
    if (!hasBreak) break;
    lineStart = lineEnd + 1;
  }
  return ok(Uint8Array.from(out));
}

// Unicode escapes ------------------------------------------------------------------------------------------------

export type EscapeStyle = 'js' | 'es6' | 'python';

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/**
 * Escapes text with backslash escapes: a backslash as `\\`, tab, line feed and carriage return as `\t` `\n` `\r`,
 * other control characters and everything outside ASCII by code point. `js`: `\uXXXX`, with surrogate pairs above
 * U+FFFF (JavaScript, JSON, Java); `es6`: `\u{…}`; `python`: `\xXX` up to U+00FF, `\uXXXX`, `\UXXXXXXXX`, exactly as
 * Python's `str.encode('unicode_escape')`.
 */
export function encodeUnicodeEscapes(text: string, style: EscapeStyle): string {
  const out: string[] = [];
  let plainFrom = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 32 && c < 127 && c !== 92) continue;
    if (plainFrom < i) out.push(text.slice(plainFrom, i));
    plainFrom = i + 1;
    if (c === 92) out.push('\\\\');
    else if (c === 9) out.push('\\t');
    else if (c === 10) out.push('\\n');
    else if (c === 13) out.push('\\r');
    else if (style === 'js') out.push('\\u' + hex(c, 4));
    else {
      let cp = c;
      // A surrogate pair is one code point; a lone surrogate is escaped as itself.
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
          plainFrom = i + 1;
        }
      }
      if (style === 'es6') out.push(`\\u{${hex(cp, 0)}}`);
      else out.push(cp < 0x100 ? '\\x' + hex(cp, 2) : cp < 0x10000 ? '\\u' + hex(cp, 4) : '\\U' + hex(cp, 8));
    }
  }
  if (plainFrom < text.length) out.push(text.slice(plainFrom));
  return out.join('');
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

const isHexDigit = (c: number) => nibble(c) >= 0;
const isOctal = (c: number) => c >= 48 && c <= 55;

/**
 * Decodes backslash escapes: `\uXXXX` (a surrogate pair of two makes one character), `\u{…}`, `\UXXXXXXXX`, `\xXX`,
 * octal `\0`–`\377`, and `\\ \' \" \/ \a \b \f \n \r \t \v`. Any other backslash is kept as written. `\xXX` is the
 * code point U+00XX, as in JavaScript and Python strings; with `xBytes`, runs of `\xXX` are UTF-8 bytes, as in C
 * and Python bytes literals (`caf\xc3\xa9`). A malformed or out-of-range escape, or a surrogate left unpaired, is
 * an error with its line and column.
 */
export function decodeUnicodeEscapes(text: string, opts: { xBytes?: boolean } = {}): Result<string> {
  const out: string[] = [];
  let plainFrom = 0;
  const bad = (at: number, message: string) => fail(message, lineColumnAt(text, at));
  const hexRun = (from: number, count: number) => {
    for (let k = 0; k < count; k++) if (!isHexDigit(text.charCodeAt(from + k))) return -1;
    return parseInt(text.slice(from, from + count), 16);
  };
  let i = text.indexOf('\\');
  while (i >= 0 && i < text.length) {
    if (i + 1 >= text.length) break; // a backslash at the very end stays
    if (plainFrom < i) out.push(text.slice(plainFrom, i));
    const e = text[i + 1];
    let next = i + 2;
    if (e === 'u' && text[i + 2] === '{') {
      const close = text.indexOf('}', i + 3);
      const digits = close < 0 ? '' : text.slice(i + 3, close);
      if (!/^[0-9a-fA-F]{1,6}$/.test(digits))
        return bad(i, `Invalid escape ${text.slice(i, i + 10)}: \\u{…} needs 1 to 6 hex digits and a closing }`);
      const cp = parseInt(digits, 16);
      if (cp > 0x10ffff) return bad(i, `Invalid escape \\u{${digits}}: the largest code point is 10FFFF`);
      out.push(String.fromCodePoint(cp));
      next = close + 1;
    } else if (e === 'u' || e === 'U') {
      const width = e === 'u' ? 4 : 8;
      const cp = hexRun(i + 2, width);
      if (cp < 0) return bad(i, `Invalid escape ${text.slice(i, i + 2 + width)}: \\${e} needs ${width} hex digits`);
      if (cp > 0x10ffff) return bad(i, `Invalid escape ${text.slice(i, i + 10)}: the largest code point is 10FFFF`);
      out.push(String.fromCodePoint(cp));
      next = i + 2 + width;
    } else if (e === 'x') {
      const v = hexRun(i + 2, 2);
      if (v < 0) return bad(i, `Invalid escape ${text.slice(i, i + 4)}: \\x needs 2 hex digits`);
      if (opts.xBytes) {
        const bytes = [v];
        next = i + 4;
        while (text[next] === '\\' && text[next + 1] === 'x' && hexRun(next + 2, 2) >= 0) {
          bytes.push(hexRun(next + 2, 2));
          next += 4;
        }
        try {
          out.push(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes)));
        } catch {
          return bad(i, `The bytes ${text.slice(i, next)} are not valid UTF-8`);
        }
      } else {
        out.push(String.fromCharCode(v));
        next = i + 4;
      }
    } else if (isOctal(e.charCodeAt(0))) {
      let end = i + 2;
      while (end < i + 4 && isOctal(text.charCodeAt(end))) end++;
      const v = parseInt(text.slice(i + 1, end), 8);
      if (v > 0xff) return bad(i, `Invalid escape ${text.slice(i, end)}: an octal escape is at most \\377`);
      out.push(String.fromCharCode(v));
      next = end;
    } else if (e in SIMPLE_ESCAPES) {
      out.push(SIMPLE_ESCAPES[e]);
    } else {
      out.push('\\' + e);
    }
    plainFrom = next;
    i = text.indexOf('\\', next);
  }
  if (plainFrom < text.length) out.push(text.slice(plainFrom));
  const result = out.join('');
  const lone = findLoneSurrogate(result);
  if (lone >= 0) {
    return fail(
      `The escapes make an unpaired surrogate U+${result.charCodeAt(lone).toString(16).toUpperCase()}, which is not a character: a \\uD800-\\uDBFF escape must be followed by a \\uDC00-\\uDFFF one`,
    );
  }
  return ok(result);
}
