import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { nibble } from '@/lib/hex';
import { findLoneSurrogate } from '@/lib/text';

/**
 * The codecs of the decode group's operations that have no tool page (and so no tool core) of their own:
 * quoted-printable (RFC 2045) and Unicode escapes (hex and gzip/zlib/raw deflate are in @/lib/hex and
 * @/lib/compression). Pure, and the same in Node 20 and in browsers. `src/ops/groups/decode.ts` imports this file
 * when an operation first runs.
 */

const utf8 = new TextEncoder();

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
