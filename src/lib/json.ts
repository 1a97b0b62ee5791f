import { createScanner } from 'jsonc-parser';
import { fail, lineColumnAt, ok, type Result, type ToolError } from './result';

// jsonc-parser declares SyntaxKind and ScanError as ambient const enums, which isolatedModules cannot read.
const T = {
  OpenBrace: 1,
  CloseBrace: 2,
  OpenBracket: 3,
  CloseBracket: 4,
  Comma: 5,
  Colon: 6,
  Null: 7,
  True: 8,
  False: 9,
  String: 10,
  Number: 11,
  LineComment: 12,
  BlockComment: 13,
  LineBreak: 14,
  Trivia: 15,
  Unknown: 16,
  EOF: 17,
} as const;
const SCAN_UNEXPECTED_END_OF_NUMBER = 3;

const CONTROL_NAMES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

/** How a raw control character must be written inside a JSON string. */
function controlCharMessage(code: number): string {
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  const name = code === 10 ? 'A line break' : code === 13 ? 'A carriage return' : code === 9 ? 'A tab' : `Control character U+${hex}`;
  return `${name} must be escaped inside a JSON string (write ${CONTROL_NAMES[code] ?? `\\u${hex}`})`;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Result of reading the body of a JSON string literal. */
export type JsonStringScan = { ok: true; value: string; end: number } | { ok: false; message: string; offset: number };

/**
 * Reads a JSON string body from `from`, decoding escapes. With `closing: true` it stops at the first unescaped `"`
 * (`end` is that quote's offset; reaching the end of the text is an error); otherwise it reads to the end of the
 * text and treats `"` as a literal character. Errors carry the offset of the offending character.
 */
export function scanJsonString(text: string, from: number, closing: boolean): JsonStringScan {
  const parts: string[] = [];
  let chunkStart = from;
  let i = from;
  const len = text.length;
  while (i < len) {
    const c = text.charCodeAt(i);
    if (c === 34 && closing) {
      parts.push(text.slice(chunkStart, i));
      return { ok: true, value: parts.join(''), end: i };
    }
    if (c < 32) return { ok: false, message: controlCharMessage(c), offset: i };
    if (c !== 92) {
      i++;
      continue;
    }
    parts.push(text.slice(chunkStart, i));
    if (i + 1 >= len) return { ok: false, message: "The text ends with an unfinished escape '\\'", offset: i };
    const e = text.charCodeAt(i + 1);
    switch (e) {
      case 34:
        parts.push('"');
        break;
      case 92:
        parts.push('\\');
        break;
      case 47:
        parts.push('/');
        break;
      case 98:
        parts.push('\b');
        break;
      case 102:
        parts.push('\f');
        break;
      case 110:
        parts.push('\n');
        break;
      case 114:
        parts.push('\r');
        break;
      case 116:
        parts.push('\t');
        break;
      case 117: {
        let n = 0;
        while (n < 4 && i + 2 + n < len && isHex(text.charCodeAt(i + 2 + n))) n++;
        if (n < 4) {
          return {
            ok: false,
            message: `Incomplete escape '${text.slice(i, i + 2 + n)}': \\u must be followed by exactly four hex digits`,
            offset: i,
          };
        }
        parts.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)));
        i += 4;
        break;
      }
      default: {
        const shown =
          e < 32 ? `\\ followed by U+${e.toString(16).toUpperCase().padStart(4, '0')}` : `'\\${String.fromCodePoint(text.codePointAt(i + 1) ?? e)}'`;
        return {
          ok: false,
          message: `Invalid escape ${shown}; JSON allows only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX`,
          offset: i,
        };
      }
    }
    i += 2;
    chunkStart = i;
  }
  if (closing) return { ok: false, message: 'Unterminated string: the closing double quote is missing', offset: from - 1 };
  parts.push(text.slice(chunkStart, len));
  return { ok: true, value: parts.join(''), end: len };
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

type Expect = 'value' | 'valueOrClose' | 'keyOrClose' | 'key' | 'colon' | 'commaOrClose' | 'end';

/**
 * Locates the first syntax error in strict JSON, or returns null when there is none.
 * Iterative over jsonc-parser's token scanner (its `parse` recurses and overflows the stack on 10,000-deep input).
 */
export function findJsonError(text: string): ToolError | null {
  const at = (offset: number, message: string): ToolError => ({ message, ...lineColumnAt(text, offset) });
  const scanner = createScanner(text, false);
  if (text.charCodeAt(0) === 0xfeff) scanner.setPosition(1);
  // Each open container: its opening character and offset, for "which bracket is unclosed" messages.
  const stack: { char: '{' | '['; offset: number }[] = [];
  let expect = 'value' as Expect;
  let prevKind = 0;
  let prevEnd = -1;
  let prevText = '';

  const mismatch = (offset: number, token: string): ToolError => {
    const open = stack[stack.length - 1];
    const where = lineColumnAt(text, open.offset);
    return at(
      offset,
      `Found '${token}' but the '${open.char}' at line ${where.line}, column ${where.column} is still open; expected '${open.char === '{' ? '}' : ']'}'`,
    );
  };
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'commaOrClose');

  for (;;) {
    const kind = scanner.scan();
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    const token = text.slice(offset, offset + Math.min(length, 40));

    if (kind === T.Trivia || kind === T.LineBreak) continue;
    if (kind === T.LineComment || kind === T.BlockComment) return at(offset, 'Comments are not allowed in JSON');

    if (kind === T.EOF) {
      if (expect === 'end') return null;
      const open = stack[stack.length - 1];
      const where = open && lineColumnAt(text, open.offset);
      const hint = open ? ` (the '${open.char}' at line ${where.line}, column ${where.column} is not closed)` : '';
      return at(offset, `Unexpected end of input${hint}`);
    }

    if (kind === T.String) {
      const s = scanJsonString(text, offset + 1, true);
      if (!s.ok) return at(s.offset, s.message);
    }
    if (kind === T.Number) {
      if (prevKind === T.Number && prevEnd === offset && /^-?0$/.test(prevText)) {
        return at(offset - 1, 'Numbers cannot have leading zeros');
      }
      if (scanner.getTokenError() === SCAN_UNEXPECTED_END_OF_NUMBER || !NUMBER.test(text.slice(offset, offset + length))) {
        return at(offset, `Incomplete number '${token}'`);
      }
    }
    prevKind = kind;
    prevEnd = offset + length;
    prevText = token;

    const isValueStart =
      kind === T.String ||
      kind === T.Number ||
      kind === T.True ||
      kind === T.False ||
      kind === T.Null ||
      kind === T.OpenBrace ||
      kind === T.OpenBracket;

    switch (expect) {
      case 'value':
      case 'valueOrClose':
        if (isValueStart) break;
        if (kind === T.CloseBracket && expect === 'valueOrClose') {
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (kind === T.CloseBracket && stack.length > 0 && stack[stack.length - 1].char === '[') {
          return at(offset, 'Trailing commas are not allowed: remove the comma before this bracket');
        }
        if (kind === T.CloseBrace && stack.length > 0 && stack[stack.length - 1].char === '[') return mismatch(offset, token);
        return at(offset, kind === T.Unknown ? unknownTokenMessage(token) : `Expected a value but found '${token}'`);
      case 'keyOrClose':
      case 'key':
        if (kind === T.String) {
          expect = 'colon';
          continue;
        }
        if (kind === T.CloseBrace) {
          if (expect === 'key') return at(offset, 'Trailing commas are not allowed: remove the comma before this brace');
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (token.startsWith("'")) return at(offset, 'Expected a property name in double quotes, not single quotes');
        if (kind === T.CloseBracket) return mismatch(offset, token);
        return at(offset, `Expected a property name in double quotes${expect === 'keyOrClose' ? ' or a closing brace' : ''} but found '${token}'`);
      case 'colon':
        if (kind === T.Colon) {
          expect = 'value';
          continue;
        }
        return at(offset, `Expected a colon after the property name but found '${token}'`);
      case 'commaOrClose': {
        const open = stack[stack.length - 1];
        if (kind === T.Comma) {
          expect = open.char === '{' ? 'key' : 'value';
          continue;
        }
        if ((kind === T.CloseBrace && open.char === '{') || (kind === T.CloseBracket && open.char === '[')) {
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (kind === T.CloseBrace || kind === T.CloseBracket) return mismatch(offset, token);
        return at(offset, open.char === '{' ? 'Expected a comma or closing brace' : 'Expected a comma or closing bracket');
      }
      case 'end':
        return at(offset, `Unexpected '${token}' after the end of the JSON value (only one top-level value is allowed)`);
    }

    // A value starts here.
    if (kind === T.OpenBrace) {
      stack.push({ char: '{', offset });
      expect = 'keyOrClose';
    } else if (kind === T.OpenBracket) {
      stack.push({ char: '[', offset });
      expect = 'valueOrClose';
    } else {
      expect = afterValue();
    }
  }
}

function unknownTokenMessage(token: string): string {
  if (token.startsWith("'")) return 'Strings must use double quotes, not single quotes';
  if (/^(?:True|False|None|NULL|Null|TRUE|FALSE)$/.test(token)) return `Unexpected '${token}': JSON literals are lowercase true, false and null`;
  if (/^(?:NaN|-?Infinity|undefined)$/.test(token)) return `Unexpected '${token}': it is not a JSON value (use null or a number)`;
  const cp = token.codePointAt(0) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (/^[\s\uFEFF\u200B]/.test(token)) {
    return `Unexpected whitespace character ${hex}; JSON allows only spaces, tabs and line breaks between values`;
  }
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return `Unexpected control character ${hex}`;
  return `Unexpected '${token}'`;
}

const isBlank = (text: string) => /^[\s\uFEFF]*$/.test(text);

/** Parses strict JSON; errors name the problem with its line and column. */
export function parseJson(text: string): Result<unknown> {
  if (isBlank(text)) return fail('The input is empty');
  try {
    // A leading byte order mark is common in files saved by Windows editors and means nothing to JSON.
    return ok(JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
  } catch (e) {
    let located: ToolError | null = null;
    try {
      located = findJsonError(text);
    } catch {
      // fall through to the engine's message
    }
    if (located) return { ok: false, error: located };
    return fail(`Invalid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Removes insignificant whitespace from valid JSON. It works on the text rather than re-serialising the parsed
 * value, so numbers keep their exact digits (12345678901234567890 and 1.0 stay as written) and depth is unlimited.
 */
export function minifyJson(text: string): Result<string> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const parts: string[] = [];
  let chunkStart = start;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 32 || c === 9 || c === 10 || c === 13) {
      if (i > chunkStart) parts.push(text.slice(chunkStart, i));
      chunkStart = i + 1;
    }
  }
  if (chunkStart < text.length) parts.push(text.slice(chunkStart));
  return ok(parts.join(''));
}
