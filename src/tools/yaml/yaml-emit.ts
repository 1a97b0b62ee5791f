import { Document, stringify } from 'yaml';

/** The yaml library's options for JSON to YAML: block style, long strings not folded, YAML 1.1 look-alikes quoted. */
const yamlOptions = (indent: number) => ({ indent, lineWidth: 0, aliasDuplicateObjects: false, singleQuote: true, compat: 'yaml-1.1' }) as const;

/**
 * A string the yaml library writes plain, or in single quotes when YAML 1.2 or 1.1 would read it as something
 * else (a number, a boolean, a date…), and nothing else: ASCII letters, digits and a few punctuation marks, not
 * starting with an indicator or ending with a space, on one line. Anything else goes to the library.
 */
const SIMPLE = /^[A-Za-z0-9_](?:[\w .,@/+()$=-]*[\w.,@/+()$=-])?$/;

/**
 * The library writes a string with a line starting with a document marker differently at the top level and below
 * it: such a string (rare in data) is written double-quoted, on one line.
 */
const DOCUMENT_MARKER = /^(?:%|---|\.\.\.)/m;

/**
 * Characters the yaml library may leave in a plain, single-quoted or block scalar that PyYAML and libyaml read
 * differently or not at all: a tab ends a plain scalar there; NEL (U+0085), LS and PS (U+2028, U+2029) are line
 * breaks to a YAML 1.1 reader, folded or turned into \n; C1 controls, DEL and a byte order mark are not allowed
 * unescaped; a carriage return is a line break. Such a string is written double-quoted with escapes.
 */
const UNSAFE_UNQUOTED = /[\t\r\x7f-\x9f\u2028\u2029\ufeff]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\0': '\\0' };
/** A YAML double-quoted scalar that every reader takes as `s`: on one line, every character outside printable ASCII that a reader could trip on escaped. */
export function doubleQuoted(s: string): string {
  return `"${s.replace(/[\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/**
 * YAML 1.1 gives a plain `=` the tag !!value, which PyYAML's safe loader refuses: the string "=" is quoted. (The
 * library's own YAML 1.1 look-alike test does not cover it.)
 */
const VALUE_KEY = '=';

/**
 * The longest key written as an implicit `key:`: PyYAML and libyaml look for the colon within 1024 characters of
 * the key's start, quotes included.
 */
const MAX_KEY_TEXT = 1000;

/** Deeper nesting is refused (a RangeError, as the library's own recursion would throw): YAML to JSON reads no deeper. */
export const MAX_JSON_TO_YAML_DEPTH = 1000;

/**
 * A number as YAML 1.2 and 1.1 both read it: JavaScript writes 1e-7 and 1e+21, which YAML 1.1 (PyYAML) reads
 * as strings, since its floats need a dot; 1.0e-7 is a float to both.
 */
function numberText(v: number): string {
  if (Object.is(v, -0)) return '-0';
  const text = JSON.stringify(v);
  const e = text.indexOf('e');
  return e < 0 || text.lastIndexOf('.', e) >= 0 ? text : `${text.slice(0, e)}.0${text.slice(e)}`;
}

/**
 * YAML text for a JSON value (objects, arrays, strings, numbers, BigInts, booleans, null) that PyYAML, libyaml,
 * js-yaml and the yaml library all read back as that value. Block structure is written here, in the yaml
 * library's layout (`stringify(value, yamlOptions(indent))`), without building the library's node for every value,
 * which takes seconds for a document of a few megabytes. A string is written here when it is SIMPLE (with the
 * library's own test for quoting), double-quoted when the library's text would not be read back everywhere (a
 * tab, NEL, LS or PS, a lone "=", a document marker line, a multi-line string at the top level, whose block
 * scalar at column 0 PyYAML and libyaml refuse), and as the library writes it otherwise.
 */
export function jsonValueToYaml(value: unknown, indent: number): string {
  const options = yamlOptions(indent);
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
  const quoteIfNeeded = (s: string) => (otherType.test(s) || s === VALUE_KEY ? `'${s}'` : s);
  /** Strings the library's text would not bring back in every reader. */
  const needsDoubleQuotes = (s: string) => UNSAFE_UNQUOTED.test(s) || DOCUMENT_MARKER.test(s);

  const valueCache = new Map<string, string>();
  const itemCache = new Map<string, string>();
  const keyCache = new Map<string, string>();
  /** The library's text for a string after `prefix` ("a: " or "- "), continuation lines as at column 0. */
  const fromLibrary = (s: string, asItem: boolean): string => {
    const cache = asItem ? itemCache : valueCache;
    let text = cache.get(s);
    if (text === undefined) {
      if (s === VALUE_KEY) text = `'${s}'`;
      else if (needsDoubleQuotes(s)) text = doubleQuoted(s);
      else {
        const out = asItem ? stringify([s], options) : stringify({ a: s }, options);
        text = out.slice(asItem ? 2 : 3, -1);
      }
      cache.set(s, text);
    }
    return text;
  };
  const pads: string[] = [''];
  const pad = (column: number) => (pads[column] ??= ' '.repeat(column));
  /** Shifts the continuation lines of a scalar's text right by `column` (blank lines stay empty, as the library writes them). */
  const shift = (text: string, column: number) => (column === 0 || !text.includes('\n') ? text : text.replace(/\n(?=[^\n])/g, `\n${pad(column)}`));
  /** A key's text, on one line: `? key` forms are written by `key` below. */
  const keyText = (k: string): string => {
    let text = keyCache.get(k);
    if (text !== undefined) return text;
    if (SIMPLE.test(k)) text = quoteIfNeeded(k);
    else if (k === VALUE_KEY) text = `'${k}'`;
    else if (needsDoubleQuotes(k)) text = doubleQuoted(k);
    else {
      const out = stringify({ [k]: 0 }, options);
      // The library writes a multi-line or long key as `? key`: such a key is written double-quoted on one line.
      text = out.startsWith('? ') || !out.endsWith(': 0\n') || out.slice(0, -4).includes('\n') ? doubleQuoted(k) : out.slice(0, -4);
    }
    keyCache.set(k, text);
    return text;
  };
  /** A key and its colon; a key too long for `key:` is an explicit `? key` with its colon on the next line. */
  const key = (k: string, column: number): string => {
    const text = keyText(k);
    return text.length <= MAX_KEY_TEXT ? `${text}:` : `? ${text}\n${pad(column)}:`;
  };
  const scalar = (v: unknown, column: number, asItem: boolean): string => {
    if (typeof v === 'string') return SIMPLE.test(v) ? quoteIfNeeded(v) : shift(fromLibrary(v, asItem), column);
    if (typeof v === 'number') return Number.isFinite(v) ? numberText(v) : stringify(v, options).slice(0, -1);
    if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
    if (v === null) return 'null';
    throw new TypeError(`A ${typeof v} is not a JSON value`);
  };
  const isEmpty = (v: object) => (Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0);

  if (value === null || typeof value !== 'object') {
    // At the top level a block scalar's lines would start at column 0, which PyYAML and libyaml do not read.
    const text = scalar(value, 0, true);
    return `${typeof value === 'string' && text.includes('\n') ? doubleQuoted(value) : text}\n`;
  }
  if (isEmpty(value)) return stringify(value, options);

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
      parts.push(key(k, column));
      if (item === null || typeof item !== 'object') parts.push(' ', scalar(item, column, false), '\n');
      else if (isEmpty(item)) parts.push(Array.isArray(item) ? ' []\n' : ' {}\n');
      else {
        parts.push('\n', pad(column + indent));
        collection(item, column + indent, depth + 1);
      }
    }
  };

  collection(value, 0, 1);
  return parts.join('');
}
