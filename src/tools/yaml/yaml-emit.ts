import { Document, stringify } from 'yaml';

/** The yaml library's options for JSON to YAML: block style, long strings not folded, YAML 1.1 look-alikes quoted. */
const yamlOptions = (indent: number) => ({ indent, lineWidth: 0, aliasDuplicateObjects: false, singleQuote: true, compat: 'yaml-1.1' }) as const;

/**
 * A string the yaml library writes plain, or in single quotes when YAML 1.2 or 1.1 would read it as something
 * else (a number, a boolean, a date…), and nothing else: ASCII letters, digits and a few punctuation marks, not
 * starting with an indicator or ending with a space, on one line. Anything else goes to the library.
 */
const SIMPLE = /^[A-Za-z0-9_](?:[\w .,@/+()$=-]*[\w.,@/+()$=-])?$/;

/** The library turns a key longer than this into an explicit `? key`. */
const MAX_IMPLICIT_KEY = 1024;

/**
 * The library writes a string with a line starting with a document marker differently at the top level and below
 * it: such a string (rare in data) sends the whole value to the library.
 */
const DOCUMENT_MARKER = /^(?:%|---|\.\.\.)/m;

/** Deeper nesting is refused (a RangeError, as the library's own recursion would throw): YAML to JSON reads no deeper. */
export const MAX_JSON_TO_YAML_DEPTH = 1000;

class NeedsLibrary extends Error {}

/**
 * The same YAML text as the yaml library's `stringify(value, yamlOptions(indent))` for a JSON value (objects,
 * arrays, strings, numbers, BigInts, booleans, null), in a fraction of the time: the library builds a node for
 * every value before writing, which takes seconds for a document of a few megabytes. Block structure is written
 * here; a string is written here when it is SIMPLE (with the library's own test for quoting), and by the library
 * otherwise. Keys the library would write in the explicit `? key` form send the whole value to the library.
 */
export function jsonValueToYaml(value: unknown, indent: number): string {
  const options = yamlOptions(indent);
  if (value === null || typeof value !== 'object') return stringify(value, options);
  const { tags, compat } = new Document(null, options).schema;
  // The library's own test (stringifyString.js, plainString): a plain string that a default tag of the YAML 1.2
  // core schema, or of the YAML 1.1 schema it stays compatible with, would read as another type is quoted. Their
  // patterns are anchored and carry no flags, so one alternation tests them all.
  const otherType = new RegExp(
    [...tags, ...(compat ?? [])]
      .filter((tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test)
      .map((tag) => `(?:${tag.test!.source})`)
      .join('|'),
  );
  const quoteIfNeeded = (s: string) => (otherType.test(s) ? `'${s}'` : s);

  const valueCache = new Map<string, string>();
  const itemCache = new Map<string, string>();
  const keyCache = new Map<string, string>();
  /** The library's text for a string after `prefix` ("a: " or "- "), continuation lines as at column 0. */
  const fromLibrary = (s: string, asItem: boolean): string => {
    const cache = asItem ? itemCache : valueCache;
    let text = cache.get(s);
    if (text === undefined) {
      if (DOCUMENT_MARKER.test(s)) throw new NeedsLibrary();
      const out = asItem ? stringify([s], options) : stringify({ a: s }, options);
      text = out.slice(asItem ? 2 : 3, -1);
      cache.set(s, text);
    }
    return text;
  };
  const pads: string[] = [''];
  const pad = (column: number) => (pads[column] ??= ' '.repeat(column));
  /** Shifts the continuation lines of a scalar's text right by `column` (blank lines stay empty, as the library writes them). */
  const shift = (text: string, column: number) => (column === 0 || !text.includes('\n') ? text : text.replace(/\n(?=[^\n])/g, `\n${pad(column)}`));
  /** A key and its colon. */
  const key = (k: string): string => {
    let text = keyCache.get(k);
    if (text !== undefined) return text;
    if (k.length <= MAX_IMPLICIT_KEY && SIMPLE.test(k)) text = `${quoteIfNeeded(k)}:`;
    else {
      if (DOCUMENT_MARKER.test(k)) throw new NeedsLibrary();
      const out = stringify({ [k]: 0 }, options);
      if (out.startsWith('? ') || !out.endsWith(': 0\n') || out.slice(0, -4).includes('\n')) throw new NeedsLibrary();
      text = out.slice(0, -3);
    }
    keyCache.set(k, text);
    return text;
  };
  const scalar = (v: unknown, column: number, asItem: boolean): string => {
    if (typeof v === 'string') return SIMPLE.test(v) ? quoteIfNeeded(v) : shift(fromLibrary(v, asItem), column);
    if (typeof v === 'number') return Number.isFinite(v) ? (Object.is(v, -0) ? '-0' : JSON.stringify(v)) : stringify(v, options).slice(0, -1);
    if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
    if (v === null) return 'null';
    throw new NeedsLibrary();
  };
  const isEmpty = (v: object) => (Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0);

  // The text is collected in pieces and joined once: building it by concatenation leaves megabytes of
  // intermediate strings to the garbage collector.
  const parts: string[] = [];
  /**
   * Writes a non-empty collection whose first line starts at `column` after what is already written on that line
   * (the indentation, or the "- " of an enclosing sequence). Every line it writes ends with a line break.
   */
  const collection = (v: object, column: number, depth: number): void => {
    if (depth > MAX_JSON_TO_YAML_DEPTH) throw new RangeError(`Nested more than ${MAX_JSON_TO_YAML_DEPTH} levels deep`);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (i > 0) parts.push(pad(column));
        if (item === null || typeof item !== 'object') parts.push('- ', scalar(item, column, true), '\n');
        else if (isEmpty(item)) parts.push(Array.isArray(item) ? '- []\n' : '- {}\n');
        else {
          parts.push('- ');
          collection(item, column + 2, depth + 1);
        }
      }
      return;
    }
    const keys = Object.keys(v);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      const item = (v as Record<string, unknown>)[k];
      if (i > 0) parts.push(pad(column));
      parts.push(key(k));
      if (item === null || typeof item !== 'object') parts.push(' ', scalar(item, column, false), '\n');
      else if (isEmpty(item)) parts.push(Array.isArray(item) ? ' []\n' : ' {}\n');
      else {
        parts.push('\n', pad(column + indent));
        collection(item, column + indent, depth + 1);
      }
    }
  };

  if (isEmpty(value)) return stringify(value, options);
  try {
    collection(value, 0, 1);
    return parts.join('');
  } catch (error) {
    if (error instanceof NeedsLibrary) return stringify(value, options);
    throw error;
  }
}
