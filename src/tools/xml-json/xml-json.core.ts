import { XMLParser, XMLValidator } from 'fast-xml-parser';
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
/** An element's content in document order when text sits beside child elements (mixed content). */
export const MIXED_KEY = '#mixed';
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

/** A node of fast-xml-parser's ordered output (preserveOrder): an element `{ name: children, ':@': attributes }`, a text `{ '#text': s }` or a CDATA section `{ '#cdata': [{ '#text': s }] }`. */
type OrderedNode = Record<string, unknown>;

interface ToJsonContext {
  cdata: 'keep' | 'text';
  always: Set<string>;
  convert?: (value: string) => unknown;
}

const elementName = (node: OrderedNode) => Object.keys(node).find((k) => k !== ':@' && k !== TEXT_KEY && k !== CDATA_KEY);
const cdataText = (node: OrderedNode) => (node[CDATA_KEY] as OrderedNode[]).map((t) => String(t[TEXT_KEY] ?? '')).join('');

/**
 * One element's JSON value. Elements holding text alone are their (trimmed) text; elements with child elements are
 * objects keyed by child name, repeated names as arrays. An element whose text sits beside child elements (mixed
 * content: `Two <em>bold</em> end`) keeps its content in order, text and spaces exactly as written, as
 * `#mixed: ["Two ", {"em": "bold"}, " end"]`; grouping by name would lose the order and the spaces between the parts.
 */
function elementToJson(children: OrderedNode[], attributes: Record<string, unknown> | undefined, ctx: ToJsonContext): unknown {
  // Text and CDATA pieces in order; CDATA merged into the text when asked.
  type Piece = { kind: 'text'; text: string } | { kind: 'cdata'; text: string } | { kind: 'element'; name: string; node: OrderedNode };
  const pieces: Piece[] = [];
  for (const child of children) {
    if (TEXT_KEY in child) pieces.push({ kind: 'text', text: String(child[TEXT_KEY]) });
    else if (CDATA_KEY in child) pieces.push({ kind: ctx.cdata === 'keep' ? 'cdata' : 'text', text: cdataText(child) });
    else {
      const name = elementName(child);
      if (name !== undefined) pieces.push({ kind: 'element', name, node: child });
    }
  }
  // Adjacent texts (entities and merged CDATA split them) are one text.
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (piece.kind === 'text' && last?.kind === 'text') last.text += piece.text;
    else merged.push(piece.kind === 'element' ? piece : { ...piece });
  }
  const hasText = merged.some((p) => p.kind === 'text' && p.text.trim() !== '');
  const hasCdata = merged.some((p) => p.kind === 'cdata');
  const hasElements = merged.some((p) => p.kind === 'element');
  const attrs = attributes
    ? Object.entries(attributes).map(([k, v]) => [k, ctx.convert && typeof v === 'string' ? (ctx.convert(v) ?? v) : v] as const)
    : [];
  const value = (node: OrderedNode, name: string) =>
    elementToJson(node[name] as OrderedNode[], node[':@'] as Record<string, unknown> | undefined, ctx);

  if ((hasText ? 1 : 0) + (hasCdata ? 1 : 0) + (hasElements ? 1 : 0) >= 2) {
    const mixed = merged.map((p) =>
      p.kind === 'text' ? p.text : p.kind === 'cdata' ? { [CDATA_KEY]: p.text } : { [p.name]: value(p.node, p.name) },
    );
    return Object.fromEntries([[MIXED_KEY, mixed], ...attrs]);
  }
  const out: Record<string, unknown> = {};
  for (const p of merged) {
    if (p.kind !== 'element') continue;
    const v = value(p.node, p.name);
    if (Object.hasOwn(out, p.name)) {
      const prev = out[p.name];
      if (Array.isArray(prev)) prev.push(v);
      else out[p.name] = [prev, v];
    } else out[p.name] = ctx.always.has('*') || ctx.always.has(p.name) ? [v] : v;
  }
  if (hasCdata) out[CDATA_KEY] = merged.map((p) => (p.kind === 'cdata' ? p.text : '')).join('');
  const text = hasText
    ? merged
        .map((p) => (p.kind === 'text' ? p.text : ''))
        .join('')
        .trim()
    : '';
  const textValue = ctx.convert && text !== '' ? (ctx.convert(text) ?? text) : text;
  if (!hasElements && !hasCdata && attrs.length === 0) return textValue;
  if (text !== '') out[TEXT_KEY] = textValue;
  for (const [k, v] of attrs) out[k] = v;
  return out;
}

/**
 * Converts XML to JSON with fast-xml-parser: attributes as prefixed keys, text beside child elements (mixed
 * content) in order as #mixed, repeated elements as arrays, namespaces prefixes kept as written, values as strings
 * unless asked. Well-formedness errors carry the line and column. Never throws.
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
  const always = new Set(
    (opts.arrays ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const ctx: ToJsonContext = { cdata: opts.cdata === 'text' ? 'text' : 'keep', always, convert: opts.parseValues ? exactScalar : undefined };
  let value: Record<string, unknown>;
  try {
    // The ordered form keeps every text node as written (untrimmed) and where it stands among the elements, which
    // mixed content needs; elementToJson builds the usual keyed shape from it.
    const parser = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: prefix,
      textNodeName: TEXT_KEY,
      cdataPropName: CDATA_KEY,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      removeNSPrefix: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      processEntities: true,
      htmlEntities: true,
      allowBooleanAttributes: false,
    });
    const top = (parser.parse(text) as OrderedNode[]).filter((node) => elementName(node) !== undefined);
    if (top.length === 0) return fail('The XML has no root element');
    if (top.length > 1) {
      const [first, second] = [elementName(top[0])!, elementName(top[1])!];
      return fail(
        `An XML document has exactly one root element, but <${first}> is followed by <${second}> at the top level`,
        secondRoot(text, second),
      );
    }
    const name = elementName(top[0])!;
    // The root is never an array: a document has exactly one.
    value = { [name]: elementToJson(top[0][name] as OrderedNode[], top[0][':@'] as Record<string, unknown> | undefined, ctx) };
    return ok(JSON.stringify(value, null, ' '.repeat(clampIndent(opts.indent, 1))));
  } catch (error) {
    if (error instanceof RangeError) return fail('The XML is nested too deeply to convert');
    return fail(`Could not read the XML: ${error instanceof Error ? error.message : String(error)}`);
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

// Only what XML requires is escaped; a carriage return is written as a reference, since a reader turns a raw one into a
// line feed.
const escapeText = (s: string) =>
  /[&<>\r]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;') : s;
const escapeAttribute = (s: string) =>
  /[&<>"\t\n\r]/.test(s) ? escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;') : s;
/** A CDATA section cannot contain `]]>`: the text is split there into two sections. */
const cdataSection = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/**
 * The first character XML 1.0 cannot hold (§2.2 Char: tab, line feed, carriage return, U+0020–U+D7FF,
 * U+E000–U+FFFD, U+10000–U+10FFFF), with its offset. These cannot be written even as character references (&#1; is
 * not well-formed), so such a value is an error rather than a document no XML reader would open.
 */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function badCharacter(s: string): string | null {
  const m = NOT_XML_CHAR.exec(s);
  if (!m) return null;
  const code = m[0].charCodeAt(0);
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const what = code < 0x20 ? 'a control character' : code >= 0xd800 && code <= 0xdfff ? 'half of a surrogate pair, alone' : 'a noncharacter';
  return `${hex} (${what}) at character ${m.index + 1}`;
}

/**
 * Checks that every key can be written as XML, every string holds only characters XML can, and #mixed lists are
 * text and single elements. Returns the first problem with its path, or null.
 */
function checkTree(root: unknown, prefix: string, skip: number): string | null {
  const where = (path: Array<string | number>) => describePath(path.slice(skip));
  const stack: Array<{ value: Holder; keys: Array<string | number>; index: number; path: Array<string | number>; mixed: boolean }> = [];
  const push = (value: Holder, path: Array<string | number>, mixed = false) => {
    stack.push({ value, keys: Array.isArray(value) ? Array.from(value.keys()) : Object.keys(value), index: 0, path, mixed });
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
    const isAttribute = typeof key === 'string' && prefix !== '' && key.startsWith(prefix);
    if (typeof child === 'string') {
      const bad = badCharacter(child);
      if (bad)
        return `The ${isAttribute ? 'attribute value' : 'text'} at ${where(path)} contains ${bad}, which XML 1.0 cannot hold, not even as a character reference: remove it, or encode the value (Base64, for example)`;
    }
    const isContainer = typeof child === 'object' && child !== null;
    if (typeof key === 'number') {
      if (Array.isArray(child))
        return `The value at ${where(path)} is an array directly inside an array; XML has no unnamed lists, so wrap it in an object with an element name`;
      if (frame.mixed && isContainer) {
        const names = Object.keys(child as object);
        if (
          names.length !== 1 ||
          (names[0] !== CDATA_KEY &&
            (names[0] === TEXT_KEY || names[0] === MIXED_KEY || isAttribute || (prefix !== '' && names[0].startsWith(prefix))))
        )
          return `The item at ${where(path)} of ${MIXED_KEY} is an object with ${names.length === 1 ? `the key "${names[0]}"` : `${names.length} keys`}; each item is a text or an object with one element name (or ${CDATA_KEY})`;
      } else if (frame.mixed && child === null) {
        return `The item at ${where(path)} of ${MIXED_KEY} is null; each item is a text or an object with one element name (or ${CDATA_KEY})`;
      }
    } else if (key === TEXT_KEY || key === CDATA_KEY) {
      if (isContainer) return `The value at ${where(path)} is ${Array.isArray(child) ? 'an array' : 'an object'}, but ${key} holds text`;
    } else if (key === MIXED_KEY) {
      if (!Array.isArray(child))
        return `The value at ${where(path)} is not an array; ${MIXED_KEY} lists an element's texts and child elements in order`;
      const other = Object.keys(frame.value).find((k) => k !== MIXED_KEY && !(prefix !== '' && k.startsWith(prefix)));
      if (other !== undefined)
        return `The element at ${where(frame.path)} has both ${MIXED_KEY} and "${other}"; ${MIXED_KEY} holds all of an element's content, beside its attributes`;
      push(child, path, true);
      continue;
    } else if (isAttribute) {
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

const scalarText = (v: unknown) => (typeof v === 'bigint' ? v.toString() : String(v));

/**
 * Writes checked JSON as XML. Elements with only element children are indented one per line; an element with text
 * beside its children (#mixed, or #text with child elements) is written on one line as it is, since added line
 * breaks and indentation would become part of its text.
 */
class XmlWriter {
  constructor(
    private readonly prefix: string,
    private readonly unit: string,
  ) {}

  private isAttribute = (key: string) => this.prefix !== '' && key.startsWith(this.prefix);

  element(name: string, value: unknown, level: number, inline: boolean): string {
    const pad = inline ? '' : this.unit.repeat(level);
    if (Array.isArray(value)) return value.map((item) => this.element(name, item, level, inline)).join(inline || this.unit === '' ? '' : '\n');
    if (value === null || value === undefined || value === '') return `${pad}<${name}/>`;
    if (typeof value !== 'object') return `${pad}<${name}>${escapeText(scalarText(value))}</${name}>`;
    const entries = Object.entries(value as Record<string, unknown>);
    const attributes = entries
      .filter(([k, v]) => this.isAttribute(k) && v !== null && v !== undefined)
      .map(([k, v]) => ` ${k.slice(this.prefix.length)}="${escapeAttribute(scalarText(v))}"`)
      .join('');
    const content = entries.filter(
      ([k, v]) => !this.isAttribute(k) && !(k === TEXT_KEY && (v === '' || v === null)) && !(Array.isArray(v) && v.length === 0),
    );
    if (content.length === 0) return `${pad}<${name}${attributes}/>`;
    const open = `${pad}<${name}${attributes}>`;
    const close = `</${name}>`;
    const mixed = content.find(([k]) => k === MIXED_KEY);
    if (mixed) return `${open}${(mixed[1] as unknown[]).map((item) => this.mixedItem(item)).join('')}${close}`;
    const onlyText = content.every(([k]) => k === TEXT_KEY || k === CDATA_KEY);
    const hasText = content.some(([k]) => k === TEXT_KEY);
    if (onlyText || hasText || inline || this.unit === '') return `${open}${content.map(([k, v]) => this.content(k, v, 0, true)).join('')}${close}`;
    const inner = content.map(([k, v]) => this.content(k, v, level + 1, false)).join('\n');
    return `${open}\n${inner}\n${this.unit.repeat(level)}${close}`;
  }

  private content(key: string, value: unknown, level: number, inline: boolean): string {
    if (key === TEXT_KEY) return escapeText(value === null || value === undefined ? '' : scalarText(value));
    if (key === CDATA_KEY)
      return `${inline ? '' : this.unit.repeat(level)}${cdataSection(value === null || value === undefined ? '' : scalarText(value))}`;
    return this.element(key, value, level, inline);
  }

  private mixedItem(item: unknown): string {
    if (typeof item !== 'object' || item === null) return escapeText(scalarText(item));
    const [[key, value]] = Object.entries(item as Record<string, unknown>);
    return this.content(key, value, 0, true);
  }
}

/**
 * Converts JSON to XML: keys with the attribute prefix become attributes, #text the element's text, #cdata a CDATA
 * section, #mixed an element's texts and child elements in order (as XML to JSON writes mixed content), arrays
 * repeated elements. A JSON without exactly one top-level element is wrapped in the root element. Invalid element and
 * attribute names, and characters XML cannot hold, are errors naming their path. Never throws.
 */
export function jsonToXml(text: string, opts: JsonToXmlOptions = {}): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  const parsed = parseJsonExact(text);
  if (!parsed.ok) return parsed;
  const prefix = opts.prefix === '@' ? '@' : '@_';
  const rootName = (opts.root ?? 'root').trim() || 'root';
  if (!isXmlName(rootName)) return fail(`The root element name "${rootName}" ${whyNotName(rootName)}, so it is not a valid XML name`);
  const value = parsed.value;
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : null;
  const single =
    keys !== null &&
    keys.length === 1 &&
    !keys[0].startsWith(prefix) &&
    keys[0] !== TEXT_KEY &&
    keys[0] !== CDATA_KEY &&
    keys[0] !== MIXED_KEY &&
    !Array.isArray((value as Record<string, unknown>)[keys[0]]);
  let tree: Record<string, unknown>;
  if (single) tree = value as Record<string, unknown>;
  else if (Array.isArray(value)) tree = { [rootName]: { item: value } };
  else tree = { [rootName]: value };
  const problem = checkTree(tree, prefix, single ? 0 : Array.isArray(value) ? 2 : 1);
  if (problem) return fail(problem);
  const indent = Number.isInteger(opts.indent) && opts.indent! >= 0 && opts.indent! <= 8 ? opts.indent! : 2;
  try {
    const [[name, root]] = Object.entries(tree);
    const body = new XmlWriter(prefix, ' '.repeat(indent)).element(name, root, 0, false);
    const declaration = opts.declaration === false ? '' : `<?xml version="1.0" encoding="UTF-8"?>${indent > 0 ? '\n' : ''}`;
    return ok(`${declaration}${body}`);
  } catch (error) {
    if (error instanceof RangeError) return fail('The JSON is nested too deeply to convert');
    return fail(`Could not write the XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}
