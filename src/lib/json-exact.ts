import { createScanner } from 'jsonc-parser';
import { parseJson } from './json';
// jsonc-parser's SyntaxKind values, as json-locate.ts names them.
import { CLOSE_BRACE, CLOSE_BRACKET, EOF, FALSE, NULL, NUMBER, OPEN_BRACE, OPEN_BRACKET, STRING, TRUE } from './json-locate';
import { type Result } from './result';

const INTEGER = /^-?(?:0|[1-9]\d*)$/;

type Container = { value: unknown[] | Record<string, unknown>; key: string | null };

function put(container: Container, value: unknown) {
  if (Array.isArray(container.value)) {
    container.value.push(value);
  } else if (container.key === '__proto__') {
    // JSON.parse makes "__proto__" an own property; plain assignment would set the prototype instead.
    Object.defineProperty(container.value, '__proto__', { value, enumerable: true, writable: true, configurable: true });
  } else {
    container.value[container.key!] = value;
  }
  container.key = null;
}

/**
 * Parses strict JSON like {@link parseJson} (same errors, with line and column), but keeps every digit of an
 * integer beyond Number.MAX_SAFE_INTEGER by returning it as a BigInt. Other numbers are JavaScript numbers.
 * Iterative, so depth is not limited by the stack.
 */
export function parseJsonExact(text: string): Result<unknown> {
  const checked = parseJson(text);
  if (!checked.ok) return checked;
  // Only worth a second pass when the text has a run of 16 or more digits.
  if (!/\d{16}/.test(text)) return checked;
  const scanner = createScanner(text, true);
  if (text.charCodeAt(0) === 0xfeff) scanner.setPosition(1);
  const stack: Container[] = [];
  let root: unknown;
  const emit = (value: unknown) => {
    const top = stack[stack.length - 1];
    if (top) put(top, value);
    else root = value;
  };
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    const top = stack[stack.length - 1];
    switch (kind) {
      case OPEN_BRACE:
      case OPEN_BRACKET: {
        const value = kind === OPEN_BRACE ? {} : [];
        emit(value);
        stack.push({ value, key: null });
        break;
      }
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        stack.pop();
        break;
      case STRING:
        if (top && !Array.isArray(top.value) && top.key === null) top.key = scanner.getTokenValue();
        else emit(scanner.getTokenValue());
        break;
      case NUMBER: {
        const literal = scanner.getTokenValue();
        const n = Number(literal);
        emit(INTEGER.test(literal) && !Number.isSafeInteger(n) ? BigInt(literal) : n);
        break;
      }
      case TRUE:
        emit(true);
        break;
      case FALSE:
        emit(false);
        break;
      case NULL:
        emit(null);
        break;
      default:
        // Colons, commas and whitespace: the text is already known to be valid JSON.
        break;
    }
  }
  return { ok: true, value: root };
}

/**
 * JSON.stringify that writes BigInt values as plain JSON integers with every digit (JSON numbers may have any
 * length; JSON.stringify itself throws on BigInt).
 */
export function stringifyJsonExact(value: unknown, indent: string): string {
  let hasBigInt = false;
  // A quoted marker, then unquoted; the nonce stops a user string from matching.
  const marker = `@@bigint${Date.now().toString(36)}${Math.random().toString(36).slice(2)}:`;
  const json = JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v !== 'bigint') return v;
      if (Number.isSafeInteger(Number(v))) return Number(v);
      hasBigInt = true;
      return `${marker}${v}`;
    },
    indent,
  );
  return hasBigInt ? json.replaceAll(new RegExp(`"${marker}(-?\\d+)"`, 'g'), '$1') : json;
}
