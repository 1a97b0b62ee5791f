import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { quote as shellQuote } from '@/lib/shell-quote';
import { findLoneSurrogate } from '@/lib/text';

/** The languages whose string literal (or quoting rule) the tool writes and reads. */
export const ESCAPE_LANGUAGES = ['json', 'javascript', 'java', 'csharp', 'python', 'go', 'sql', 'shell', 'csv', 'xml', 'regex'] as const;
export type EscapeLanguage = (typeof ESCAPE_LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<EscapeLanguage, string> = {
  json: 'JSON',
  javascript: 'JavaScript',
  java: 'Java',
  csharp: 'C#',
  python: 'Python',
  go: 'Go',
  sql: "SQL ('' quoting)",
  shell: 'Shell (POSIX single quotes)',
  csv: 'CSV field',
  xml: 'XML',
  regex: 'Regular expression',
};

export interface EscapeOptions {
  language: EscapeLanguage;
  /** Wrap the result in the language's quotes (a complete literal). */
  quotes?: boolean;
  /** Write every non-ASCII character as an escape (string-literal languages and XML). */
  ascii?: boolean;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const codePoint = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * How one C-like language writes a character that cannot stand as itself. `escape` gets a code point (a lone
 * surrogate as its own value) and returns its escape, or null to keep it; `ascii` says the character is non-ASCII
 * and the caller asked for ASCII output.
 */
type CharEscaper = (cp: number, ascii: boolean) => string | null;

const C0_NAMES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };
const isControl = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);

const utf16Units = (cp: number, fmt: (unit: number) => string) =>
  cp > 0xffff ? fmt(0xd800 + ((cp - 0x10000) >> 10)) + fmt(0xdc00 + ((cp - 0x10000) & 0x3ff)) : fmt(cp);
const u4 = (unit: number) => `\\u${hex(unit, 4)}`;

const CSHARP_SIMPLE: Record<number, string> = {
  0: '\\0',
  7: '\\a',
  8: '\\b',
  9: '\\t',
  10: '\\n',
  11: '\\v',
  12: '\\f',
  13: '\\r',
  0x22: '\\"',
  0x5c: '\\\\',
};

const GO_SIMPLE: Record<number, string> = { 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r', 0x22: '\\"', 0x5c: '\\\\' };

const ESCAPERS: Record<'json' | 'javascript' | 'java' | 'csharp' | 'python' | 'go', CharEscaper> = {
  // RFC 8259: " and \ and C0 controls must be escaped; \uXXXX for the rest (JSON.stringify's choices).
  json: (cp, ascii) => {
    if (cp === 0x22) return '\\"';
    if (cp === 0x5c) return '\\\\';
    if (C0_NAMES[cp]) return C0_NAMES[cp];
    if (isControl(cp) || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0x2028 || cp === 0x2029 || ascii) return utf16Units(cp, u4);
    return null;
  },
  // ECMA-262 string literals: \x for Latin-1 controls, \u{…} for astral characters when ASCII output is asked.
  javascript: (cp, ascii) => {
    if (cp === 0x22) return '\\"';
    if (cp === 0x5c) return '\\\\';
    if (C0_NAMES[cp]) return C0_NAMES[cp];
    if (cp === 0x0b) return '\\v';
    if (isControl(cp)) return `\\x${hex(cp, 2)}`;
    if ((cp >= 0xd800 && cp <= 0xdfff) || cp === 0x2028 || cp === 0x2029) return u4(cp);
    if (ascii) return cp > 0xffff ? `\\u{${cp.toString(16)}}` : u4(cp);
    return null;
  },
  // JLS §3.10.7: \b \t \n \f \r \" \\ and octal escapes (three digits, so a following digit is never absorbed).
  // Unicode escapes are translated before lexing, so \u000a would end the line: controls use octal instead.
  java: (cp, ascii) => {
    if (cp === 0x22) return '\\"';
    if (cp === 0x5c) return '\\\\';
    if (C0_NAMES[cp]) return C0_NAMES[cp];
    if (cp < 0x20 || cp === 0x7f) return `\\${cp.toString(8).padStart(3, '0')}`;
    if (isControl(cp) || (cp >= 0xd800 && cp <= 0xdfff) || ascii) return utf16Units(cp, u4);
    return null;
  },
  // C# regular string literals: simple escapes, \uXXXX and \UXXXXXXXX (never \x, whose length varies). U+0085,
  // U+2028 and U+2029 are line breaks in C# source, so they are escaped too.
  csharp: (cp, ascii) => {
    const simple = CSHARP_SIMPLE;
    if (simple[cp]) return simple[cp];
    if (isControl(cp) || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0x2028 || cp === 0x2029) return u4(cp);
    if (ascii) return cp > 0xffff ? `\\U${hex(cp, 8)}` : u4(cp);
    return null;
  },
  // Python str literals (as repr writes them): \t \n \r, \xhh, \uXXXX, \UXXXXXXXX; a str may hold a lone surrogate.
  python: (cp, ascii) => {
    if (cp === 0x22) return '\\"';
    if (cp === 0x5c) return '\\\\';
    if (cp === 9) return '\\t';
    if (cp === 10) return '\\n';
    if (cp === 13) return '\\r';
    if (isControl(cp)) return `\\x${hex(cp, 2)}`;
    if (cp >= 0xd800 && cp <= 0xdfff) return u4(cp);
    if (ascii) return cp <= 0xff ? `\\x${hex(cp, 2)}` : cp <= 0xffff ? u4(cp) : `\\U${hex(cp, 8)}`;
    return null;
  },
  // Go interpreted string literals: \a \b \f \n \r \t \v \\ \", \xhh (a byte, so ASCII only), \u and \U (runes).
  // The compiler rejects a byte order mark inside a file, so U+FEFF is always escaped.
  go: (cp, ascii) => {
    const simple = GO_SIMPLE;
    if (simple[cp]) return simple[cp];
    if (cp < 0x20 || cp === 0x7f) return `\\x${hex(cp, 2)}`;
    if (isControl(cp) || cp === 0xfeff) return u4(cp);
    if (ascii && cp > 0x7f) return cp <= 0xffff ? u4(cp) : `\\U${hex(cp, 8)}`;
    return null;
  },
};

/** Printable ASCII other than " and \: what no string literal changes. */
const literalPlain = (c: number) => c >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c;

/**
 * Runs a per-character escaper over the text, copying runs of unchanged characters in one slice. `plain` says which
 * code units never change (the common case stays cheap); `refuse` names a character the language cannot hold.
 */
function escapeChars(
  text: string,
  escaper: CharEscaper,
  ascii: boolean,
  refuse?: (cp: number) => string | null,
  plain: (c: number) => boolean = literalPlain,
): Result<string> {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (plain(c)) continue;
    let cp = c;
    let width = 1;
    if (isHigh(c) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) {
      cp = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00);
      width = 2;
    }
    const refused = refuse?.(cp);
    if (refused) return fail(refused, lineColumnAt(text, i));
    const escaped = escaper(cp, ascii && cp > 0x7f);
    if (escaped !== null) {
      if (from < i) out.push(text.slice(from, i));
      out.push(escaped);
      from = i + width;
    }
    i += width - 1;
  }
  if (from === 0) return ok(text);
  out.push(text.slice(from));
  return ok(out.join(''));
}

/** Characters XML 1.0 allows (§2.2 Char): not even a character reference may name the others. */
const xmlAllowed = (cp: number) =>
  cp === 9 || cp === 10 || cp === 13 || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

const XML_NAMED_OUT: Record<number, string> = { 0x26: '&amp;', 0x3c: '&lt;', 0x3e: '&gt;', 0x22: '&quot;', 0x27: '&apos;' };

/** XML: the five predefined entities; a carriage return as a reference, since a parser reads it back as a line feed. */
const escapeXml = (text: string, ascii: boolean): Result<string> =>
  escapeChars(
    text,
    (cp, nonAscii) => XML_NAMED_OUT[cp] ?? (cp === 13 || nonAscii ? `&#x${cp.toString(16).toUpperCase()};` : null),
    ascii,
    (cp) =>
      xmlAllowed(cp)
        ? null
        : `XML 1.0 cannot hold ${cp >= 0xd800 && cp <= 0xdfff ? `a lone surrogate (${codePoint(cp)})` : `the character ${codePoint(cp)}`}, not even as a character reference`,
    (c) => c >= 0x20 && c < 0x7f && c !== 0x26 && c !== 0x3c && c !== 0x3e && c !== 0x22 && c !== 0x27,
  );

/** Characters with a meaning in a regular expression (ECMAScript SyntaxCharacter, and / for a literal). */
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/** Escapes text as the language writes it. Never throws; refuses only what the language cannot represent. */
export function escapeText(text: string, opts: EscapeOptions): Result<string> {
  const { language, quotes = false, ascii = false } = opts;
  switch (language) {
    case 'json':
    case 'javascript':
    case 'java':
    case 'csharp':
    case 'python':
    case 'go': {
      const refuse =
        language === 'go'
          ? (cp: number) =>
              cp >= 0xd800 && cp <= 0xdfff
                ? `A lone surrogate (${codePoint(cp)}) is not a character: Go strings hold UTF-8, which cannot encode it`
                : null
          : undefined;
      const r = escapeChars(text, ESCAPERS[language], ascii, refuse);
      return r.ok && quotes ? ok(`"${r.value}"`) : r;
    }
    case 'sql': {
      const body = text.replaceAll("'", "''");
      return ok(quotes ? `'${body}'` : body);
    }
    case 'shell': {
      const nul = text.indexOf('\0');
      if (nul >= 0) return fail('A shell argument cannot contain a NUL character (U+0000)', lineColumnAt(text, nul));
      const lone = findLoneSurrogate(text);
      if (lone >= 0)
        return fail(`A lone surrogate (${codePoint(text.charCodeAt(lone))}) has no UTF-8 form, so no shell can receive it`, lineColumnAt(text, lone));
      // Always quoted: inside single quotes nothing is special, and the page shows the inside when asked for no quotes.
      const quoted = shellQuote(text, true);
      return ok(quotes ? quoted : quoted.slice(1, -1));
    }
    case 'csv':
      return ok(quotes || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
    case 'xml':
      return escapeXml(text, ascii);
    case 'regex': {
      const body = text
        .replace(REGEX_SYNTAX, '\\$&')
        .replace(/[\n\r\u2028\u2029]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : u4(c.charCodeAt(0))));
      // An empty pattern is written /(?:)/, as RegExp.prototype.source does: // would start a comment.
      return ok(quotes ? `/${body || '(?:)'}/` : body);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Unescaping

class ParseError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

/** The span of the text to read: without surrounding quotes when it is a quoted literal, else without edge line breaks. */
function literalSpan(text: string, quoteChars: string, backslashEscapes = true): { start: number; end: number; quote: string | null } {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  const q = text[start];
  if (end - start >= 2 && quoteChars.includes(q) && text[end - 1] === q) {
    if (!backslashEscapes) return { start: start + 1, end: end - 1, quote: q };
    let backslashes = 0;
    for (let i = end - 2; i > start && text.charCodeAt(i) === 92; i--) backslashes++;
    if (backslashes % 2 === 0) return { start: start + 1, end: end - 1, quote: q };
  }
  // Where a backslash is not an escape (SQL, CSV, the shell), a line break may be part of the text.
  if (!backslashEscapes) return { start: 0, end: text.length, quote: null };
  // A raw line break cannot be part of these literals: one at either edge is an artefact of copying a line.
  let from = 0;
  let to = text.length;
  while (from < to && (text[from] === '\n' || text[from] === '\r')) from++;
  while (to > from && (text[to - 1] === '\n' || text[to - 1] === '\r')) to--;
  return { start: from, end: to, quote: null };
}

const HEX = /^[0-9a-fA-F]+$/;

/** Reads exactly `n` hex digits at `i`, or throws. */
function hexDigits(text: string, i: number, n: number, end: number, what: string): number {
  const digits = text.slice(i, i + n);
  if (i + n > end || !HEX.test(digits)) throw new ParseError(`${what} needs ${n} hexadecimal digits`, i - 2);
  return parseInt(digits, 16);
}

const fromCp = (cp: number, at: number): string => {
  if (cp > 0x10ffff) throw new ParseError(`${codePoint(cp)} is beyond the last Unicode code point (U+10FFFF)`, at);
  return String.fromCodePoint(cp);
};

/**
 * Reads one escape sequence after a backslash at `i` (text[i] === '\\'); returns what it stands for and where the
 * next character starts. `bytes` receives raw byte values (Go's \x and octal), returned as numbers.
 */
type EscapeReader = (text: string, i: number, end: number) => { value: string | number[]; next: number };

const SIMPLE: Record<string, Record<string, string>> = {
  json: { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' },
  javascript: { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
  java: { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\' },
  csharp: { "'": "'", '"': '"', '\\': '\\', '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
  python: { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
  go: { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', '"': '"', "'": "'" },
};

const isLineBreak = (ch: string) => ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';

const READERS: Record<'json' | 'javascript' | 'java' | 'csharp' | 'python' | 'go', EscapeReader> = {
  json: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.json) return { value: SIMPLE.json[ch], next: i + 2 };
    if (ch === 'u') return { value: String.fromCharCode(hexDigits(text, i + 2, 4, end, '\\u')), next: i + 6 };
    throw new ParseError(`\\${ch} is not a JSON escape (JSON has \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)`, i);
  },
  javascript: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.javascript) return { value: SIMPLE.javascript[ch], next: i + 2 };
    if (ch === 'x') return { value: String.fromCharCode(hexDigits(text, i + 2, 2, end, '\\x')), next: i + 4 };
    if (ch === 'u') {
      if (text[i + 2] === '{') {
        const close = text.indexOf('}', i + 3);
        const digits = close < 0 || close > end ? '' : text.slice(i + 3, close);
        if (!HEX.test(digits)) throw new ParseError('\\u{…} needs hexadecimal digits and a closing }', i);
        return { value: fromCp(parseInt(digits, 16), i), next: close + 1 };
      }
      return { value: String.fromCharCode(hexDigits(text, i + 2, 4, end, '\\u')), next: i + 6 };
    }
    if (ch === '\r' && text[i + 2] === '\n') return { value: '', next: i + 3 };
    if (isLineBreak(ch)) return { value: '', next: i + 2 };
    // Legacy octal escapes (\0 alone is NUL; sloppy-mode code accepts the rest, as browsers do).
    const octal = /^[0-3][0-7]{0,2}|^[4-7][0-7]?/.exec(text.slice(i + 1, Math.min(i + 4, end)));
    if (octal) return { value: String.fromCharCode(parseInt(octal[0], 8)), next: i + 1 + octal[0].length };
    if (ch === '8' || ch === '9') return { value: ch, next: i + 2 };
    // Any other character stands for itself.
    const cp = text.codePointAt(i + 1)!;
    return { value: String.fromCodePoint(cp), next: i + 1 + (cp > 0xffff ? 2 : 1) };
  },
  java: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.java) return { value: SIMPLE.java[ch], next: i + 2 };
    if (ch === 'u') {
      let j = i + 2;
      while (text[j] === 'u') j++;
      return { value: String.fromCharCode(hexDigits(text, j, 4, end, '\\u')), next: j + 4 };
    }
    const octal = /^[0-3][0-7]{0,2}|^[4-7][0-7]?/.exec(text.slice(i + 1, Math.min(i + 4, end)));
    if (octal) return { value: String.fromCharCode(parseInt(octal[0], 8)), next: i + 1 + octal[0].length };
    throw new ParseError(`\\${ch} is not a Java escape (Java has \\b \\t \\n \\f \\r \\s \\" \\' \\\\, octal \\0–\\377 and \\uXXXX)`, i);
  },
  csharp: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.csharp) return { value: SIMPLE.csharp[ch], next: i + 2 };
    if (ch === 'u') return { value: String.fromCharCode(hexDigits(text, i + 2, 4, end, '\\u')), next: i + 6 };
    if (ch === 'U') return { value: fromCp(hexDigits(text, i + 2, 8, end, '\\U'), i), next: i + 10 };
    if (ch === 'x') {
      const m = /^[0-9a-fA-F]{1,4}/.exec(text.slice(i + 2, Math.min(i + 6, end)));
      if (!m) throw new ParseError('\\x needs one to four hexadecimal digits', i);
      return { value: String.fromCharCode(parseInt(m[0], 16)), next: i + 2 + m[0].length };
    }
    throw new ParseError(`\\${ch} is not a C# escape (C# has \\' \\" \\\\ \\0 \\a \\b \\e \\f \\n \\r \\t \\v, \\xH…, \\uXXXX and \\UXXXXXXXX)`, i);
  },
  python: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.python) return { value: SIMPLE.python[ch], next: i + 2 };
    if (ch === '\r' && text[i + 2] === '\n') return { value: '', next: i + 3 };
    if (ch === '\n' || ch === '\r') return { value: '', next: i + 2 };
    if (ch === 'x') return { value: String.fromCharCode(hexDigits(text, i + 2, 2, end, '\\x')), next: i + 4 };
    if (ch === 'u') return { value: String.fromCharCode(hexDigits(text, i + 2, 4, end, '\\u')), next: i + 6 };
    if (ch === 'U') return { value: fromCp(hexDigits(text, i + 2, 8, end, '\\U'), i), next: i + 10 };
    if (ch === 'N') throw new ParseError('Named escapes (\\N{…}) are not supported here: write the character or \\uXXXX', i);
    const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, Math.min(i + 4, end)));
    if (octal) return { value: fromCp(parseInt(octal[0], 8), i), next: i + 1 + octal[0].length };
    // Python keeps an unrecognised escape as it is, backslash included.
    return { value: '\\', next: i + 1 };
  },
  go: (text, i, end) => {
    const ch = text[i + 1];
    if (ch in SIMPLE.go) {
      if (ch === "'") throw new ParseError("\\' is only an escape in a Go rune literal, not in a string", i);
      return { value: SIMPLE.go[ch], next: i + 2 };
    }
    if (ch === 'x') return { value: [hexDigits(text, i + 2, 2, end, '\\x')], next: i + 4 };
    if (ch === 'u' || ch === 'U') {
      const n = ch === 'u' ? 4 : 8;
      const cp = hexDigits(text, i + 2, n, end, `\\${ch}`);
      if (cp >= 0xd800 && cp <= 0xdfff)
        throw new ParseError(`\\${ch}${text.slice(i + 2, i + 2 + n)} is a surrogate, not a character: Go rejects it`, i);
      return { value: fromCp(cp, i), next: i + 2 + n };
    }
    if (/^[0-7]{3}$/.test(text.slice(i + 1, i + 4)) && i + 4 <= end) {
      const byte = parseInt(text.slice(i + 1, i + 4), 8);
      if (byte > 255) throw new ParseError('An octal escape in Go is at most \\377', i);
      return { value: [byte], next: i + 4 };
    }
    throw new ParseError(`\\${ch ?? ''} is not a Go escape (Go has \\a \\b \\f \\n \\r \\t \\v \\\\ \\", \\xhh, \\ooo, \\uXXXX and \\UXXXXXXXX)`, i);
  },
};

const utf8Fatal = new TextDecoder('utf-8', { fatal: true });

/** Reads the body of a C-like literal between `start` and `end`. */
function readEscapes(text: string, start: number, end: number, reader: EscapeReader): string {
  const out: string[] = [];
  let from = start;
  let bytes: number[] = [];
  let bytesAt = -1;
  const flushBytes = () => {
    if (bytes.length === 0) return;
    try {
      out.push(utf8Fatal.decode(new Uint8Array(bytes)));
    } catch {
      throw new ParseError('These byte escapes are not valid UTF-8, so they do not spell text', bytesAt);
    }
    bytes = [];
  };
  let i = text.indexOf('\\', start);
  while (i >= 0 && i < end) {
    if (i + 1 >= end) throw new ParseError('A backslash at the end escapes nothing', i);
    if (from < i) {
      flushBytes();
      out.push(text.slice(from, i));
    }
    const { value, next } = reader(text, i, end);
    if (typeof value === 'string') {
      flushBytes();
      out.push(value);
    } else {
      if (bytes.length === 0) bytesAt = i;
      bytes.push(...value);
    }
    from = next;
    i = text.indexOf('\\', next);
  }
  if (from < end) {
    flushBytes();
    out.push(text.slice(from, end));
  }
  flushBytes();
  return out.join('');
}

/** Reads a POSIX shell word: single quotes, double quotes and backslashes outside them; expansions are refused. */
function readShellWord(text: string, start: number, end: number): string {
  const out: string[] = [];
  let i = start;
  while (i < end) {
    const ch = text[i];
    if (ch === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0 || close >= end) throw new ParseError('Unclosed single quote', i);
      out.push(text.slice(i + 1, close));
      i = close + 1;
    } else if (ch === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= end) throw new ParseError('Unclosed double quote', i);
        const c = text[j];
        if (c === '"') break;
        if (c === '\\' && j + 1 < end && '$`"\\\n'.includes(text[j + 1])) {
          if (text[j + 1] !== '\n') out.push(text[j + 1]);
          j += 2;
          continue;
        }
        if (c === '$' || c === '`') throw new ParseError(`${c === '$' ? '$' : 'A backquote'} starts an expansion, which needs a running shell`, j);
        out.push(c);
        j++;
      }
      i = j + 1;
    } else if (ch === '\\') {
      if (i + 1 >= end) throw new ParseError('A backslash at the end escapes nothing', i);
      if (text[i + 1] !== '\n') out.push(text[i + 1]);
      i += 2;
    } else if (ch === '$' || ch === '`') {
      throw new ParseError(`${ch === '$' ? '$' : 'A backquote'} starts an expansion, which needs a running shell`, i);
    } else if (/[\s;&|<>()]/.test(ch)) {
      throw new ParseError(`An unquoted ${ch.trim() ? `"${ch}"` : 'space'} ends the shell word: quote the whole text`, i);
    } else {
      out.push(ch);
      i++;
    }
  }
  return out.join('');
}

function unescapeShell(text: string): string {
  const span = literalSpan(text, '', false);
  const trimmed = text.slice(span.start, span.end);
  // A whole word ('…', "…", or quoted pieces joined) is read as the shell reads it; anything else is the inside of
  // single quotes, where only '\'' needs reading.
  if (/^['"]/.test(trimmed.trimStart())) {
    let s = span.start;
    let e = span.end;
    while (s < e && /\s/.test(text[s])) s++;
    while (e > s && /\s/.test(text[e - 1])) e--;
    try {
      return readShellWord(text, s, e);
    } catch (error) {
      // An expansion cannot be read without a shell; anything else may be the inside of single quotes.
      if (error instanceof ParseError && error.message.includes('expansion')) throw error;
    }
  }
  const wrapped = `'${trimmed}'`;
  try {
    return readShellWord(wrapped, 0, wrapped.length);
  } catch (e) {
    if (e instanceof ParseError) throw new ParseError(e.message, Math.max(e.offset - 1, 0) + span.start);
    throw e;
  }
}

function unescapeSql(text: string): string {
  const span = literalSpan(text, "'", false);
  const out: string[] = [];
  let from = span.start;
  for (let i = text.indexOf("'", span.start); i >= 0 && i < span.end; i = text.indexOf("'", i)) {
    if (text[i + 1] !== "'" || i + 1 >= span.end) {
      throw new ParseError("A single quote inside an SQL string is written twice ('')", i);
    }
    out.push(text.slice(from, i + 1));
    i += 2;
    from = i;
  }
  out.push(text.slice(from, span.end));
  return out.join('');
}

function unescapeCsv(text: string): string {
  const span = literalSpan(text, '"', false);
  if (span.quote === null) return text.slice(span.start, span.end);
  const out: string[] = [];
  let from = span.start;
  for (let i = text.indexOf('"', span.start); i >= 0 && i < span.end; i = text.indexOf('"', i)) {
    if (text[i + 1] !== '"' || i + 1 >= span.end) throw new ParseError('A double quote inside a quoted CSV field is written twice ("")', i);
    out.push(text.slice(from, i + 1));
    i += 2;
    from = i;
  }
  out.push(text.slice(from, span.end));
  return out.join('');
}

const XML_NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  const out: string[] = [];
  let from = 0;
  const ref = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/y;
  for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', from)) {
    ref.lastIndex = i;
    const m = ref.exec(text);
    if (!m) throw new ParseError('A bare & must be written &amp;', i);
    let value: string;
    if (m[1][0] === '#') {
      const cp = m[1][1] === 'x' ? parseInt(m[1].slice(2), 16) : parseInt(m[1].slice(1), 10);
      if (!xmlAllowed(cp)) throw new ParseError(`&${m[1]}; names a character XML 1.0 does not allow`, i);
      value = String.fromCodePoint(cp);
    } else {
      if (!(m[1] in XML_NAMED))
        throw new ParseError(`&${m[1]}; is not defined: XML has only &lt; &gt; &amp; &quot; and &apos; (HTML's names need a DTD)`, i);
      value = XML_NAMED[m[1]];
    }
    out.push(text.slice(from, i), value);
    from = i + m[0].length;
  }
  if (from === 0) return text;
  out.push(text.slice(from));
  return out.join('');
}

function unescapeRegex(text: string): string {
  let start = 0;
  let end = text.length;
  const literal = /^\s*\/([\s\S]*)\/[dgimsuvy]*\s*$/.exec(text);
  if (literal) {
    start = text.indexOf('/') + 1;
    end = start + literal[1].length;
  }
  // The empty pattern, as RegExp.prototype.source writes it.
  if (text.slice(start, end) === '(?:)') return '';
  const out: string[] = [];
  for (let i = start; i < end; i++) {
    const ch = text[i];
    if (ch !== '\\') {
      if ('^$.*+?()[]{}|'.includes(ch)) throw new ParseError(`An unescaped ${ch} is regular-expression syntax, not a literal character`, i);
      out.push(ch);
      continue;
    }
    if (i + 1 >= end) throw new ParseError('A backslash at the end escapes nothing', i);
    const next = text[i + 1];
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f' };
    if (next in simple) {
      out.push(simple[next]);
      i++;
    } else if (next === '0' && !/[0-9]/.test(text[i + 2] ?? '')) {
      out.push('\0');
      i++;
    } else if (next === 'x') {
      out.push(String.fromCharCode(hexDigits(text, i + 2, 2, end, '\\x')));
      i += 3;
    } else if (next === 'u') {
      if (text[i + 2] === '{') {
        const close = text.indexOf('}', i + 3);
        const digits = close < 0 || close > end ? '' : text.slice(i + 3, close);
        if (!HEX.test(digits)) throw new ParseError('\\u{…} needs hexadecimal digits and a closing }', i);
        out.push(fromCp(parseInt(digits, 16), i));
        i = close;
      } else {
        out.push(String.fromCharCode(hexDigits(text, i + 2, 4, end, '\\u')));
        i += 5;
      }
    } else if (next === 'c' && /[A-Za-z]/.test(text[i + 2] ?? '')) {
      out.push(String.fromCharCode(text.charCodeAt(i + 2) % 32));
      i += 2;
    } else if (/[A-Za-z0-9]/.test(next)) {
      throw new ParseError(`\\${next} matches a class of characters or a group, not one literal character`, i);
    } else {
      out.push(next);
      i++;
    }
  }
  return out.join('');
}

/** Turns an escaped string of the language (with or without its quotes) back into the text it stands for. */
export function unescapeText(text: string, opts: { language: EscapeLanguage }): Result<string> {
  try {
    switch (opts.language) {
      case 'json':
      case 'java':
      case 'csharp':
      case 'go':
      case 'javascript':
      case 'python': {
        const quotes = opts.language === 'javascript' || opts.language === 'python' ? `"'` : opts.language === 'go' ? '"`' : '"';
        const span = literalSpan(text, quotes);
        // A Go raw string holds its text as written, carriage returns removed.
        if (span.quote === '`') return ok(text.slice(span.start, span.end).replaceAll('\r', ''));
        return ok(readEscapes(text, span.start, span.end, READERS[opts.language]));
      }
      case 'sql':
        return ok(unescapeSql(text));
      case 'shell':
        return ok(unescapeShell(text));
      case 'csv':
        return ok(unescapeCsv(text));
      case 'xml':
        return ok(unescapeXml(text));
      case 'regex':
        return ok(unescapeRegex(text));
    }
  } catch (e) {
    if (e instanceof ParseError) return fail(e.message, lineColumnAt(text, e.offset));
    throw e;
  }
}

/** The page's state: a direction and the options of both directions. */
export type TextEscapeState = {
  direction: string;
  language: string;
  quotes: boolean;
  ascii: boolean;
};

const asLanguage = (language: string): EscapeLanguage =>
  (ESCAPE_LANGUAGES as readonly string[]).includes(language) ? (language as EscapeLanguage) : 'json';

/** What the page (and its worker) runs: escape or unescape with the page's options. */
export function runTextEscape(input: string, o: TextEscapeState): Result<string> {
  const language = asLanguage(o.language);
  return o.direction === 'decode' ? unescapeText(input, { language }) : escapeText(input, { language, quotes: o.quotes, ascii: o.ascii });
}
