import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseJsonExact } from '@/lib/json-exact';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { describePath } from '@/lib/json-path';

/** The prefixes offered for attribute keys; both are visible and cannot clash with an element name. */
export type AttributePrefix = '@_' | '@';

export interface XmlToJsonOptions {
  /** Prefix of attribute keys (`@_id`); `@_` by default. */
  prefix?: AttributePrefix;
  /**
   * Which elements become arrays: '' (auto: only those that repeat), '*' (every element), or a comma-separated
   * list of element names that are always arrays, even when they appear once.
   */
  arrays?: string;
  /** Turn text that is exactly a number or true/false into JSON numbers and booleans; off by default (all strings). */
  parseValues?: boolean;
  /** Keep CDATA sections apart as `#cdata` (so JSON → XML writes them back as CDATA), or merge them into the text. */
  cdata?: 'keep' | 'text';
  /** Spaces per indentation level of the JSON (1–8); 2 by default. */
  indent?: number;
}

export interface JsonToXmlOptions {
  /** Prefix that marks attribute keys; `@_` by default. */
  prefix?: AttributePrefix;
  /** The root element wrapped around the JSON when it is not an object with exactly one element key. */
  root?: string;
  /** Spaces per indentation level (0: all on one line); 2 by default. */
  indent?: number;
  /** Start with <?xml version="1.0" encoding="UTF-8"?> (default true). */
  declaration?: boolean;
}

export const TEXT_KEY = '#text';
export const CDATA_KEY = '#cdata';
const MAX_DEPTH = 1000;

const clampIndent = (indent: number | undefined, min: number) => (Number.isInteger(indent) && indent! >= min && indent! <= 8 ? indent! : 2);

/** Text that a JSON number or boolean gives back exactly as written: 42, -1.5, true. Anything else stays a string. */
function exactScalar(text: string): number | boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?$/.test(text)) return undefined;
  const n = Number(text);
  return String(n) === text ? n : undefined;
}

/**
 * Entity declarations are refused rather than expanded: nested entities are the "billion laughs" attack, and
 * SYSTEM entities read other files. A DOCTYPE without declarations (a public DTD's name) is fine; it is never fetched.
 */
function entityDeclaration(text: string): Result<never> | null {
  const doctype = text.search(/<!DOCTYPE/i);
  if (doctype < 0) return null;
  const entity = text.indexOf('<!ENTITY', doctype);
  if (entity < 0) return null;
  return fail(
    'The DOCTYPE declares entities (<!ENTITY …>), which this converter does not expand: nested entities can blow up to gigabytes ("billion laughs") and external ones read other files. Remove the declarations and write the text itself.',
    lineColumnAt(text, entity),
  );
}

/** The first offset of an element's start tag at the top level, after `from`, for the error on a second root. */
function secondRoot(text: string, name: string): { line: number; column: number } | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`<${escaped}[\\s/>]`, 'g');
  let last = -1;
  for (let m = re.exec(text); m; m = re.exec(text)) last = m.index;
  return last >= 0 ? lineColumnAt(text, last) : undefined;
}

/**
 * Converts XML to JSON with fast-xml-parser: attributes as prefixed keys, text beside child elements as #text,
 * repeated elements as arrays, namespaces prefixes kept as written, values as strings unless asked. Well-formedness
 * errors carry the line and column. Never throws.
 */
export function xmlToJson(text: string, opts: XmlToJsonOptions = {}): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  const entities = entityDeclaration(text);
  if (entities) return entities;
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    return fail(msg.replace(/\.$/, ''), { line, column: col });
  }
  const prefix = opts.prefix === '@' ? '@' : '@_';
  const arraySpec = (opts.arrays ?? '').trim();
  const always = new Set(
    arraySpec
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const convert = opts.parseValues ? (_name: string, value: string) => exactScalar(value) : undefined;
  let value: Record<string, unknown>;
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: prefix,
      textNodeName: TEXT_KEY,
      cdataPropName: opts.cdata === 'text' ? false : CDATA_KEY,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      removeNSPrefix: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      processEntities: true,
      htmlEntities: true,
      allowBooleanAttributes: false,
      ...(convert ? { tagValueProcessor: convert, attributeValueProcessor: convert } : {}),
      isArray: (name, _path, _leaf, isAttribute) => !isAttribute && (always.has('*') || always.has(name)),
    });
    value = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError) return fail('The XML is nested too deeply to convert');
    return fail(`Could not read the XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  // With every element an array, the root is one too: a document has one root, so it is unwrapped.
  const roots = Object.keys(value);
  if (roots.length === 1 && always.size > 0) {
    const root = value[roots[0]];
    if (Array.isArray(root) && root.length === 1) value[roots[0]] = root[0];
  }
  if (roots.length === 0) return fail('The XML has no root element');
  if (roots.length > 1 || Array.isArray(value[roots[0]])) {
    const second = roots.length > 1 ? roots[1] : roots[0];
    return fail(
      `An XML document has exactly one root element, but <${roots[0]}> is followed by <${second}> at the top level`,
      secondRoot(text, second),
    );
  }
  try {
    return ok(JSON.stringify(value, null, ' '.repeat(clampIndent(opts.indent, 1))));
  } catch (error) {
    if (error instanceof RangeError) return fail('The XML is nested too deeply to convert');
    return fail(`Could not write the JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// XML 1.0 (fifth edition) NameStartChar and NameChar, §2.3.
const NAME_START =
  'A-Z_a-z:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`, 'u');

/** Whether a string is an XML 1.0 Name (element or attribute name). */
export const isXmlName = (name: string) => XML_NAME.test(name);

const whyNotName = (name: string) =>
  name === ''
    ? 'is empty'
    : /^[0-9.-]/.test(name)
      ? 'starts with a digit, dot or hyphen'
      : /\s/.test(name)
        ? 'contains a space'
        : 'contains a character XML names cannot have';

type Holder = Record<string, unknown> | unknown[];

// The builder's own escaping also turns ' into &apos; in text; escaping here writes only what XML requires.
const escapeText = (s: string) => (/[&<>]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s);
const escapeAttribute = (s: string) =>
  /[&<>"\t\n\r]/.test(s) ? escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;') : s;
/** The builder puts a CDATA section that is an element's only content on lines of its own; keep it inline as it was. */
const inlineCdata = (xml: string) => xml.replace(/(<[^/!?][^>]*[^/]>|<[^/!?]>)\n[ ]*(<!\[CDATA\[[\s\S]*?\]\]>)\n[ ]*(<\/)/g, '$1$2$3');

/**
 * Checks that every key can be written as XML and turns BigInt integers into their digits. Returns the first
 * problem with its path, or null.
 */
function checkTree(root: unknown, prefix: string, skip: number): string | null {
  const where = (path: Array<string | number>) => describePath(path.slice(skip));
  const stack: Array<{ value: Holder; keys: Array<string | number>; index: number; path: Array<string | number> }> = [];
  const push = (value: Holder, path: Array<string | number>) => {
    stack.push({ value, keys: Array.isArray(value) ? Array.from(value.keys()) : Object.keys(value), index: 0, path });
  };
  if (typeof root === 'object' && root !== null) push(root as Holder, []);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.keys.length) {
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.index++];
    const child = (frame.value as Record<string | number, unknown>)[key];
    const path = [...frame.path, key];
    if (typeof child === 'bigint') (frame.value as Record<string | number, unknown>)[key] = child.toString();
    if (typeof child === 'string') {
      const escaped =
        key === CDATA_KEY ? child : typeof key === 'string' && prefix !== '' && key.startsWith(prefix) ? escapeAttribute(child) : escapeText(child);
      if (escaped !== child) (frame.value as Record<string | number, unknown>)[key] = escaped;
    }
    const isContainer = typeof child === 'object' && child !== null;
    if (typeof key === 'number') {
      if (Array.isArray(child))
        return `The value at ${where(path)} is an array directly inside an array; XML has no unnamed lists, so wrap it in an object with an element name`;
    } else if (key === TEXT_KEY || key === CDATA_KEY) {
      if (isContainer) return `The value at ${where(path)} is ${Array.isArray(child) ? 'an array' : 'an object'}, but ${key} holds text`;
    } else if (prefix !== '' && key.startsWith(prefix)) {
      const name = key.slice(prefix.length);
      if (!isXmlName(name)) return `The attribute name "${name}" at ${where(path)} ${whyNotName(name)}, so it is not a valid XML name`;
      if (isContainer) return `The attribute at ${where(path)} is ${Array.isArray(child) ? 'an array' : 'an object'}; an attribute holds only text`;
    } else if (!isXmlName(key)) {
      return `The key "${key}" at ${where(path)} ${whyNotName(key)}, so it is not a valid XML element name`;
    }
    if (isContainer) {
      if (stack.length >= MAX_DEPTH) return `The JSON is nested more than ${MAX_DEPTH} levels deep`;
      push(child as Holder, path);
    }
  }
  return null;
}

/**
 * Converts JSON to XML with fast-xml-parser's builder: keys with the attribute prefix become attributes, #text the
 * element's text, #cdata a CDATA section, arrays repeated elements. A JSON without exactly one top-level element is
 * wrapped in the root element. Invalid element and attribute names are errors naming their path. Never throws.
 */
export function jsonToXml(text: string, opts: JsonToXmlOptions = {}): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  const parsed = parseJsonExact(text);
  if (!parsed.ok) return parsed;
  const prefix = opts.prefix === '@' ? '@' : '@_';
  const rootName = (opts.root ?? 'root').trim() || 'root';
  if (!isXmlName(rootName)) return fail(`The root element name "${rootName}" ${whyNotName(rootName)}, so it is not a valid XML name`);
  let value = parsed.value;
  if (typeof value === 'bigint') value = value.toString();
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : null;
  const single =
    keys !== null &&
    keys.length === 1 &&
    !keys[0].startsWith(prefix) &&
    keys[0] !== TEXT_KEY &&
    keys[0] !== CDATA_KEY &&
    !Array.isArray((value as Record<string, unknown>)[keys[0]]);
  let tree: Record<string, unknown>;
  if (single) tree = value as Record<string, unknown>;
  else if (Array.isArray(value)) tree = { [rootName]: { item: value } };
  else tree = { [rootName]: value };
  const problem = checkTree(tree, prefix, single ? 0 : Array.isArray(value) ? 2 : 1);
  if (problem) return fail(problem);
  const indent = Number.isInteger(opts.indent) && opts.indent! >= 0 && opts.indent! <= 8 ? opts.indent! : 2;
  try {
    const builder = new XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: prefix,
      textNodeName: TEXT_KEY,
      cdataPropName: CDATA_KEY,
      format: indent > 0,
      indentBy: ' '.repeat(indent),
      suppressEmptyNode: true,
      suppressBooleanAttributes: false,
      processEntities: false,
    });
    const body = inlineCdata(builder.build(tree) as string).replace(/\n$/, '');
    const declaration = opts.declaration === false ? '' : `<?xml version="1.0" encoding="UTF-8"?>${indent > 0 ? '\n' : ''}`;
    return ok(`${declaration}${body}`);
  } catch (error) {
    if (error instanceof RangeError) return fail('The JSON is nested too deeply to convert');
    return fail(`Could not write the XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}
