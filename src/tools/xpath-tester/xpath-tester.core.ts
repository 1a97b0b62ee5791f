/**
 * XPath 1.0 over XML with the `xpath` package and @xmldom/xmldom (no browser DOM needed, so it runs
 * in a worker). Namespace prefixes declared anywhere in the document are registered automatically; a
 * default namespace (xmlns="…") gets the prefix d: (d2:, d3:… for further ones), because XPath 1.0
 * has no way to name a default namespace.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { fail, ok, type Result, type ToolError } from '@/lib/result';

export interface XPathRequest {
  xml: string;
  xpath: string;
}

export interface NamespaceBinding {
  prefix: string;
  uri: string;
  /** How the prefix came about: declared in the document, or assigned to a default namespace. */
  origin: 'declared' | 'default';
}

export type XNodeType = 'element' | 'attribute' | 'text' | 'cdata' | 'comment' | 'processing-instruction' | 'document' | 'other';

export interface XNode {
  type: XNodeType;
  name: string;
  /** An absolute location path to the node, usable in this tool. */
  path: string;
  /** Serialized XML for elements, the value for attributes and text. Shortened when long. */
  value: string;
  line: number | null;
}

export type XPathValue = { kind: 'nodes'; nodes: XNode[]; total: number } | { kind: 'number' | 'string' | 'boolean'; value: string };

export interface XPathResult {
  value: XPathValue;
  /** The result as text: nodes serialized one per line, or the number, string or boolean. */
  text: string;
  namespaces: NamespaceBinding[];
  /** Character ranges of the matched nodes in the XML source, for highlighting. */
  ranges: [start: number, end: number][];
  /** Parser warnings (the document was still read). */
  warnings: string[];
}

const MAX_NODES = 5_000;
const MAX_VALUE = 2_000;

type XmlNode = {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  prefix?: string | null;
  namespaceURI?: string | null;
  nodeValue?: string | null;
  data?: string;
  parentNode?: XmlNode | null;
  ownerElement?: XmlNode | null;
  childNodes?: ArrayLike<XmlNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
  lineNumber?: number;
  columnNumber?: number;
};

/** Parses XML strictly enough for a tester: well-formedness errors fail with their line and column. */
export function parseXml(text: string): Result<{ doc: XmlNode; warnings: string[] }> {
  if (text.trim() === '') return fail('The input is empty: paste an XML document.');
  const warnings: string[] = [];
  let firstError: ToolError | null = null;
  const where = (ctx: unknown) => {
    const loc = (ctx as { locator?: { lineNumber?: number; columnNumber?: number } } | undefined)?.locator;
    return loc && loc.lineNumber && loc.lineNumber > 0
      ? { line: loc.lineNumber, column: loc.columnNumber && loc.columnNumber > 0 ? loc.columnNumber : undefined }
      : {};
  };
  try {
    const doc = new DOMParser({
      onError: (level: string, message: string, ctx: unknown) => {
        const msg = message.replace(/\s*\n[\s\S]*$/, '').replace(/^\[xmldom \w+\]\s*/, '');
        if (level === 'warning') warnings.push(msg);
        else
          firstError ??= { message: `XML ${level === 'fatalError' ? 'syntax' : ''} error: ${msg}`.replace('XML  error', 'XML error'), ...where(ctx) };
      },
    }).parseFromString(text, 'text/xml') as unknown as XmlNode & { documentElement?: XmlNode | null };
    if (firstError) return { ok: false, error: firstError };
    if (!doc || !doc.documentElement) return fail('XML syntax error: the document has no root element.');
    return ok({ doc, warnings });
  } catch (e) {
    if (firstError) return { ok: false, error: firstError };
    const loc = (e as { locator?: { lineNumber?: number; columnNumber?: number } }).locator;
    const message = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: { message: `XML syntax error: ${message}`, ...(loc?.lineNumber ? { line: loc.lineNumber, column: loc.columnNumber } : {}) },
    };
  }
}

function elements(root: XmlNode, visit: (el: XmlNode) => void) {
  const stack: XmlNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.nodeType === 1) visit(n);
    const kids = n.childNodes;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
}

/** Every namespace declared in the document, with prefixes for default namespaces (d, d2, d3…). */
export function collectNamespaces(doc: XmlNode): { bindings: NamespaceBinding[]; conflicts: string[] } {
  const declared = new Map<string, string>();
  const defaults: string[] = [];
  const conflicts: string[] = [];
  elements(doc, (el) => {
    const attrs = el.attributes;
    if (!attrs) return;
    for (let i = 0; i < attrs.length; i++) {
      const { name, value } = attrs[i];
      if (name === 'xmlns') {
        if (value && !defaults.includes(value)) defaults.push(value);
      } else if (name.startsWith('xmlns:')) {
        const prefix = name.slice(6);
        const known = declared.get(prefix);
        if (known === undefined) declared.set(prefix, value);
        else if (known !== value) conflicts.push(`The prefix ${prefix}: is bound to ${known} and to ${value}; ${prefix}: means ${known} here.`);
      }
    }
  });
  const bindings: NamespaceBinding[] = [...declared].map(([prefix, uri]) => ({ prefix, uri, origin: 'declared' as const }));
  let n = 1;
  for (const uri of defaults) {
    let prefix = n === 1 ? 'd' : `d${n}`;
    while (declared.has(prefix)) prefix = `d${++n}`;
    bindings.push({ prefix, uri, origin: 'default' });
    n++;
  }
  return { bindings, conflicts };
}

/** Points at the likely place of an XPath syntax error (the parser only says that there is one). */
export function xpathSyntaxHint(expr: string): { message: string; column?: number } | null {
  const stack: { char: string; at: number }[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[' };
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i];
    if (c === '"' || c === "'") {
      const end = expr.indexOf(c, i + 1);
      if (end === -1) return { message: `the string started at column ${i + 1} is never closed`, column: i + 1 };
      i = end;
    } else if (c === '(' || c === '[') stack.push({ char: c, at: i });
    else if (c === ')' || c === ']') {
      const open = stack.pop();
      if (!open) return { message: `"${c}" at column ${i + 1} closes nothing`, column: i + 1 };
      if (open.char !== pairs[c])
        return { message: `"${c}" at column ${i + 1} does not match the "${open.char}" at column ${open.at + 1}`, column: i + 1 };
    }
  }
  const open = stack.pop();
  if (open) return { message: `the "${open.char}" at column ${open.at + 1} is never closed`, column: open.at + 1 };
  const trailing = /(?:[/|=<>+*-]|!=|\band|\bor|\bdiv|\bmod|::|@|,)\s*$/.exec(expr);
  if (trailing) return { message: `the expression ends with "${trailing[0].trim()}", which needs something after it`, column: trailing.index + 1 };
  return null;
}

const nodeTypeName = (t: number): XNodeType =>
  t === 1
    ? 'element'
    : t === 2
      ? 'attribute'
      : t === 3
        ? 'text'
        : t === 4
          ? 'cdata'
          : t === 7
            ? 'processing-instruction'
            : t === 8
              ? 'comment'
              : t === 9
                ? 'document'
                : 'other';

function qualifiedName(el: XmlNode, prefixFor: Map<string, string>): string {
  const local = el.localName ?? el.nodeName;
  const uri = el.namespaceURI;
  if (!uri) return local;
  const prefix = el.prefix ?? prefixFor.get(uri);
  return prefix ? `${prefix}:${local}` : local;
}

function stepIndex(node: XmlNode, same: (n: XmlNode) => boolean): string {
  const siblings = node.parentNode?.childNodes;
  if (!siblings) return '';
  let count = 0;
  let index = 0;
  for (let i = 0; i < siblings.length; i++) {
    if (same(siblings[i])) {
      count++;
      if (siblings[i] === node) index = count;
    }
  }
  return count > 1 ? `[${index}]` : '';
}

function pathOf(node: XmlNode, prefixFor: Map<string, string>): string {
  if (node.nodeType === 9) return '/';
  if (node.nodeType === 2) {
    const owner = node.ownerElement;
    return `${owner ? pathOf(owner, prefixFor) : ''}/@${node.nodeName}`;
  }
  const parent = node.parentNode;
  const base = parent && parent.nodeType !== 9 ? pathOf(parent, prefixFor) : '';
  if (node.nodeType === 1) {
    const name = qualifiedName(node, prefixFor);
    return `${base}/${name}${stepIndex(node, (n) => n.nodeType === 1 && n.localName === node.localName && n.namespaceURI === node.namespaceURI)}`;
  }
  if (node.nodeType === 3 || node.nodeType === 4) return `${base}/text()${stepIndex(node, (n) => n.nodeType === 3 || n.nodeType === 4)}`;
  if (node.nodeType === 8) return `${base}/comment()${stepIndex(node, (n) => n.nodeType === 8)}`;
  if (node.nodeType === 7) return `${base}/processing-instruction('${node.nodeName}')`;
  return base;
}

const clip = (s: string) => (s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s);

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The end of a start tag beginning at `from` ('<'), skipping quoted attribute values. */
function endOfTag(text: string, from: number): number {
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return text.length;
}

function rangeOf(node: XmlNode, text: string, starts: number[]): [number, number] | null {
  if (node.nodeType === 2) {
    const owner = node.ownerElement;
    const tag = owner ? rangeOf(owner, text, starts) : null;
    if (!tag) return null;
    const name = node.nodeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`\\s(${name}\\s*=\\s*(?:"[^"]*"|'[^']*'))`).exec(text.slice(tag[0], tag[1]));
    if (!m) return null;
    const start = tag[0] + m.index + 1;
    return [start, start + m[1].length];
  }
  if (!node.lineNumber || !node.columnNumber) return null;
  const start = (starts[node.lineNumber - 1] ?? 0) + node.columnNumber - 1;
  if (start < 0 || start >= text.length) return null;
  switch (node.nodeType) {
    case 1:
      return text[start] === '<' ? [start, endOfTag(text, start)] : null;
    case 3: {
      const end = text.indexOf('<', start);
      return [start, end === -1 ? text.length : end];
    }
    case 4: {
      const end = text.indexOf(']]>', start);
      return [start, end === -1 ? text.length : end + 3];
    }
    case 8: {
      const end = text.indexOf('-->', start);
      return [start, end === -1 ? text.length : end + 3];
    }
    case 7: {
      const end = text.indexOf('?>', start);
      return [start, end === -1 ? text.length : end + 2];
    }
    default:
      return null;
  }
}

function describeNode(n: XmlNode, serializer: XMLSerializer, prefixFor: Map<string, string>): XNode {
  const type = nodeTypeName(n.nodeType);
  const value =
    type === 'element' || type === 'document'
      ? serializer.serializeToString(n as never)
      : type === 'attribute' || type === 'text' || type === 'cdata' || type === 'comment' || type === 'processing-instruction'
        ? (n.nodeValue ?? n.data ?? '')
        : String(n.nodeValue ?? '');
  return {
    type,
    name: type === 'element' ? qualifiedName(n, prefixFor) : type === 'attribute' || type === 'processing-instruction' ? n.nodeName : `#${type}`,
    path: pathOf(n, prefixFor),
    value: clip(value),
    line: n.lineNumber ?? n.ownerElement?.lineNumber ?? null,
  };
}

/** Evaluates an XPath 1.0 expression over the XML. Never throws. */
export function evaluateXPath(req: XPathRequest): Result<XPathResult> {
  const expr = req.xpath.trim();
  if (expr === '') return fail('Type an XPath expression, e.g. //title or count(//book).');
  const parsed = parseXml(req.xml);
  if (!parsed.ok) return parsed;
  const { doc, warnings } = parsed.value;
  const { bindings, conflicts } = collectNamespaces(doc);
  const map: Record<string, string> = {};
  for (const b of bindings) map[b.prefix] = b.uri;
  const prefixFor = new Map<string, string>();
  for (const b of bindings) if (!prefixFor.has(b.uri)) prefixFor.set(b.uri, b.prefix);

  let raw: unknown;
  try {
    raw = xpath.useNamespaces(map)(expr, doc as never);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const qname = /Cannot resolve QName (\S+)/.exec(message);
    if (qname) {
      const known = bindings.map((b) => `${b.prefix}:`).join(', ');
      return fail(
        `XPath error: the namespace prefix "${qname[1]}" is not declared in the document.${known ? ` Prefixes you can use: ${known}.` : ' The document declares no namespaces.'}`,
      );
    }
    if (/parse error|Unexpected character|Unterminated/i.test(message)) {
      const hint = xpathSyntaxHint(expr);
      return fail(`XPath syntax error${hint ? `: ${hint.message}` : ` in "${expr}"`}.`, hint?.column ? { line: 1, column: hint.column } : undefined);
    }
    return fail(`XPath error: ${message}`);
  }

  const text = req.xml;
  if (Array.isArray(raw)) {
    const all = raw as XmlNode[];
    const serializer = new XMLSerializer();
    const listed = all.slice(0, MAX_NODES);
    const nodes = listed.map((n) => describeNode(n, serializer, prefixFor));
    const starts = lineStarts(text);
    const ranges: [number, number][] = [];
    for (const n of listed) {
      const r = rangeOf(n, text, starts);
      if (r) ranges.push(r);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const outText = nodes.map((n) => (n.type === 'attribute' ? `${n.name}="${n.value}"` : n.value)).join('\n');
    return ok({
      value: { kind: 'nodes', nodes, total: all.length },
      text: outText,
      namespaces: bindings,
      ranges,
      warnings: [...conflicts, ...warnings],
    });
  }
  const kind = typeof raw === 'number' ? 'number' : typeof raw === 'boolean' ? 'boolean' : 'string';
  const value = kind === 'number' ? formatNumber(raw as number) : String(raw);
  return ok({ value: { kind, value }, text: value, namespaces: bindings, ranges: [], warnings: [...conflicts, ...warnings] });
}

/** XPath's number to string: integers without a decimal point, NaN and Infinity spelled as XPath does. */
function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return String(n);
}
