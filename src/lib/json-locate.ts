import { createScanner } from 'jsonc-parser';

// jsonc-parser's SyntaxKind values (an ambient const enum, which isolatedModules cannot read); json-exact.ts reads them too.
export const OPEN_BRACE = 1;
export const CLOSE_BRACE = 2;
export const OPEN_BRACKET = 3;
export const CLOSE_BRACKET = 4;
export const COLON = 6;
export const NULL = 7;
export const TRUE = 8;
export const FALSE = 9;
export const STRING = 10;
export const NUMBER = 11;
export const EOF = 17;

/** A place in a JSON text: 0-based offset, 1-based line and column (UTF-16 code units, as editors count). */
export interface JsonPosition {
  offset: number;
  line: number;
  column: number;
}

/** What to find: the value at a JSON pointer, or (`key`) the property name that ends the pointer. */
export interface JsonTarget {
  pointer: string;
  key?: boolean;
}

/** The reference tokens of a JSON pointer (RFC 6901): "/a~1b/0" is ["a/b", "0"]; "" is the whole document. */
export function pointerTokens(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return null;
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Writes reference tokens as a JSON pointer. */
export function toPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

interface Node {
  children: Map<string, Node> | null;
  value: JsonPosition | null | undefined;
  key: JsonPosition | null | undefined;
}

const newNode = (): Node => ({ children: null, value: undefined, key: undefined });

interface Frame {
  array: boolean;
  node: Node | null;
  /** Arrays: the index of the next element. */
  index: number;
  /** Objects: the property whose value comes next (null while a key is expected). */
  key: string | null;
}

/**
 * Finds where the values (or property names) at the given JSON pointers start in a JSON text, in one pass over its
 * tokens without building the document, so a multi-megabyte text with thousands of targets costs one scan. An
 * object's or array's position is its opening bracket. A duplicated key gives the position of its last occurrence (the
 * value JSON.parse keeps). Targets not in the text are left out of the answer, which is keyed `key:` + pointer for
 * property names and by the pointer for values.
 */
export function locateJsonPointers(text: string, targets: readonly JsonTarget[]): Map<string, JsonPosition> {
  const root = newNode();
  const wanted: { node: Node; target: JsonTarget }[] = [];
  for (const target of targets) {
    const tokens = pointerTokens(target.pointer);
    if (tokens === null || (target.key && tokens.length === 0)) continue;
    let node = root;
    for (const t of tokens) {
      node.children ??= new Map();
      let next = node.children.get(t);
      if (!next) {
        next = newNode();
        node.children.set(t, next);
      }
      node = next;
    }
    if (target.key) node.key ??= null;
    else node.value ??= null;
    wanted.push({ node, target });
  }

  const scanner = createScanner(text, true);
  if (text.charCodeAt(0) === 0xfeff) scanner.setPosition(1);
  const stack: Frame[] = [];
  const here = (): JsonPosition => ({
    offset: scanner.getTokenOffset(),
    line: scanner.getTokenStartLine() + 1,
    column: scanner.getTokenStartCharacter() + 1,
  });
  /** The trie node of the value starting now, and advances the container past it. */
  const valueNode = (): Node | null => {
    if (stack.length === 0) return root;
    const top = stack[stack.length - 1];
    if (top.array) {
      const i = top.index++;
      return top.node?.children?.get(String(i)) ?? null;
    }
    const key = top.key;
    top.key = null;
    return key === null ? null : (top.node?.children?.get(key) ?? null);
  };

  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    const top = stack.length > 0 ? stack[stack.length - 1] : null;
    if (kind === STRING && top && !top.array && top.key === null) {
      // A property name: the value after the colon belongs to it.
      const name = scanner.getTokenValue();
      top.key = name;
      const child = top.node?.children?.get(name);
      if (child && child.key !== undefined) child.key = here();
      continue;
    }
    if (kind === COLON) continue;
    if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      stack.pop();
      continue;
    }
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET || kind === STRING || kind === NUMBER || kind === TRUE || kind === FALSE || kind === NULL) {
      const node = valueNode();
      if (node && node.value !== undefined) node.value = here();
      if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
        // Only containers with targets inside are followed; the rest are still walked, with no node.
        stack.push({ array: kind === OPEN_BRACKET, node: node?.children ? node : null, index: 0, key: null });
      }
    }
  }

  const out = new Map<string, JsonPosition>();
  for (const { node, target } of wanted) {
    const at = target.key ? node.key : node.value;
    if (at) out.set(target.key ? `key:${target.pointer}` : target.pointer, at);
  }
  return out;
}
