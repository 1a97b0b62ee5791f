import {
  isAlias,
  isScalar,
  LineCounter,
  parseAllDocuments,
  Parser,
  visit,
  YAMLMap,
  YAMLSeq,
  type CollectionTag,
  type Document,
  type ScalarTag,
  type YAMLError,
} from 'yaml';
import { parseJsonExact, stringifyJsonExact } from '@/lib/json-exact';
import { fail, ok, type Result, type ToolError } from '@/lib/result';
import { jsonValueToYaml } from './yaml-emit';

export interface YamlOptions {
  /** Spaces per indentation level of the output (1–8); 2 by default. */
  indent?: number;
}

export interface YamlToJsonValue {
  /** The JSON text: one document as is; none or several as an array of the documents. */
  text: string;
  /** How many documents the YAML held (0 when it has only comments). */
  documents: number;
  /** Things kept but worth knowing, such as tags this converter does not know, with their place. */
  warnings: ToolError[];
}

/** Deeper nesting than this is almost certainly an attack or a mistake, and the parser recurses per level. */
export const MAX_YAML_DEPTH = 1000;
/** Upper bound on values after aliases are expanded: stops "billion laughs" before it fills memory. */
export const MAX_EXPANDED_VALUES = 5_000_000;

const clampIndent = (indent: number | undefined) => (Number.isInteger(indent) && indent! >= 1 && indent! <= 8 ? indent! : 2);

const capitalise = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The first character YAML 1.2 does not allow in a stream (c-printable, §5.1), or -1. */
function firstUnprintable(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e) continue;
    if (c === 9 || c === 10 || c === 13 || c === 0x85 || (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd)) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/**
 * A quick upper estimate of the nesting of the YAML source (flow brackets, block indentation, compact `- - x`
 * entries), so input the recursive parser would choke on is refused before it is parsed.
 */
function nestedTooDeep(text: string, max: number): boolean {
  const n = text.length;
  const indents: number[] = [];
  let flow = 0;
  let i = 0;
  while (i < n) {
    let column = 0;
    while (text.charCodeAt(i) === 32) {
      i++;
      column++;
    }
    const c = text.charCodeAt(i);
    if (flow === 0 && i < n && c !== 10 && c !== 13 && c !== 35) {
      while (indents.length > 0 && indents[indents.length - 1] >= column) indents.pop();
      indents.push(column);
      let j = i;
      let compact = 0;
      while ((text[j] === '-' || text[j] === '?') && (text[j + 1] === ' ' || text[j + 1] === '\t')) {
        compact++;
        j += 2;
        while (text[j] === ' ' || text[j] === '\t') j++;
      }
      if (indents.length + compact > max) return true;
    }
    for (; i < n && text.charCodeAt(i) !== 10; i++) {
      const ch = text[i];
      const prev = i > 0 ? text[i - 1] : ' ';
      if (ch === '#' && (prev === ' ' || prev === '\t')) {
        while (i < n && text.charCodeAt(i) !== 10) i++;
        break;
      } else if ((ch === '"' || ch === "'") && /[\s[{,:]/.test(prev)) {
        // Skip the quoted scalar, which may span lines.
        for (i++; i < n; i++) {
          if (ch === '"' && text[i] === '\\') i++;
          else if (text[i] === ch) {
            if (ch === "'" && text[i + 1] === "'") i++;
            else break;
          }
        }
      } else if (ch === '[' || ch === '{') {
        if (++flow + indents.length > max) return true;
      } else if ((ch === ']' || ch === '}') && flow > 0) {
        flow--;
      }
    }
    i++;
  }
  return false;
}

function describePath(path: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return out;
}

interface Frame {
  value: object;
  /** Array indices are implicit (null). */
  keys: string[] | null;
  index: number;
  size: number;
  depth: number;
}

interface Inspection {
  /** A problem that stops the conversion, already worded for the user. */
  error?: string;
  /** Integers beyond 2^53 (BigInt) were found, which JSON.stringify cannot write. */
  special: boolean;
}

/**
 * Walks the loaded YAML as the DAG it is (aliases share objects) and measures the tree that
 * JSON.stringify would write, memoising per object so an alias bomb costs linear time to detect.
 */
function inspect(root: unknown, budget: number): Inspection {
  const done = new Map<object, { size: number; depth: number }>();
  const active = new Set<object>();
  const path: Array<string | number> = [];
  const stack: Frame[] = [];
  let special = false;

  // Returns an error for a leaf, or pushes a frame for a container not yet measured.
  const visitValue = (value: unknown): { size: number; depth: number } | string | null => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) return { size: 1, depth: 0 };
      const shown = Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf';
      return `The value at ${describePath(path)} is ${shown}, which JSON cannot represent`;
    }
    if (typeof value === 'bigint') {
      special = true;
      return { size: 1, depth: 0 };
    }
    if (typeof value !== 'object' || value === null || value instanceof Date) return { size: 1, depth: 0 };
    const known = done.get(value);
    if (known) return known;
    if (active.has(value)) return `The alias at ${describePath(path)} refers to a node that contains it, a cycle JSON cannot represent`;
    if (stack.length >= MAX_YAML_DEPTH) return `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep`;
    active.add(value);
    const keys = Array.isArray(value) ? null : Object.keys(value);
    stack.push({ value, keys, index: 0, size: 1, depth: 0 });
    return null;
  };

  const bomb = (): Inspection => ({
    error: `The YAML's aliases expand to more than ${budget.toLocaleString('en-US')} values, which looks like an alias bomb ("billion laughs"); it was not converted`,
    special,
  });
  const first = visitValue(root);
  if (typeof first === 'string') return { error: first, special };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const length = frame.keys ? frame.keys.length : (frame.value as unknown[]).length;
    if (frame.index >= length) {
      stack.pop();
      active.delete(frame.value);
      done.set(frame.value, { size: frame.size, depth: frame.depth });
      if (stack.length > 0) {
        const parent = stack[stack.length - 1];
        parent.size += frame.size;
        parent.depth = Math.max(parent.depth, frame.depth + 1);
        path.pop();
        if (parent.size > budget) return bomb();
      }
      continue;
    }
    const key = frame.keys ? frame.keys[frame.index] : frame.index;
    frame.index++;
    path.push(key);
    const child = visitValue((frame.value as Record<string | number, unknown>)[key]);
    if (typeof child === 'string') return { error: child, special };
    if (child === null) continue;
    path.pop();
    frame.size += child.size;
    frame.depth = Math.max(frame.depth, child.depth + 1);
    if (frame.size > budget) return bomb();
    // A shared subtree adds its own depth below the current position.
    if (stack.length + child.depth > MAX_YAML_DEPTH) {
      return { error: `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep once aliases are expanded`, special };
    }
  }
  return { special };
}

/**
 * The YAML 1.1 types a YAML 1.2 file may still name explicitly. JSON has none of them, so each keeps the form it
 * has in the YAML, which is also how the yaml-test-suite writes them as JSON: !!binary and !!timestamp the text
 * as written, !!omap and !!pairs the sequence of one-pair maps (order and repeats kept), !!set the map of nulls.
 */
const asWritten = (tag: string): ScalarTag => ({
  tag: `tag:yaml.org,2002:${tag}`,
  default: false,
  identify: () => false,
  resolve: (text: string) => text,
});
const keptCollection = (tag: string, collection: 'seq' | 'map'): CollectionTag => ({
  tag: `tag:yaml.org,2002:${tag}`,
  collection,
  default: false,
  nodeClass: collection === 'seq' ? YAMLSeq : YAMLMap,
});
const YAML_11_TAGS = [
  asWritten('binary'),
  asWritten('timestamp'),
  keptCollection('omap', 'seq'),
  keptCollection('pairs', 'seq'),
  keptCollection('set', 'map'),
];

const MAX_REPORTED_WARNINGS = 20;

/** Converts JSON text to YAML 1.2 (block style, long strings not folded; strings a YAML 1.1 reader would misread are quoted); never throws. */
export function jsonToYaml(text: string, opts: YamlOptions = {}): Result<string> {
  const parsed = parseJsonExact(text);
  if (!parsed.ok) return parsed;
  try {
    return ok(jsonValueToYaml(parsed.value, clampIndent(opts.indent)));
  } catch (error) {
    if (error instanceof RangeError) return fail('The JSON is nested too deeply to convert');
    return fail(`Could not convert the JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function placeOf(error: YAMLError, lines: LineCounter): { line: number; column: number } {
  const { line, col } = lines.linePos(error.pos[0]);
  return { line, column: col };
}

/**
 * What the parser lets through about directives: a %YAML directive given twice for one document, and
 * directives with no document after them (YAML 1.2 §9.2).
 */
function directiveProblem(text: string, lines: LineCounter): Result<never> | null {
  if (!/^%/m.test(text)) return null;
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  let yamlDirective = false;
  let pending: number | null = null;
  for (const token of new Parser().parse(text)) {
    if (token.type === 'directive') {
      if (token.source.startsWith('%YAML')) {
        if (yamlDirective) return fail('A document may have only one %YAML directive', at(token.offset));
        yamlDirective = true;
      }
      pending ??= token.offset;
    } else if (token.type === 'document') {
      yamlDirective = false;
      pending = null;
    }
  }
  return pending === null ? null : fail('A directive must be followed by a document that starts with ---', at(pending));
}

/** A node with nothing written: no text, tag or anchor. */
const isEmptyNode = (node: unknown) => node === null || (isScalar(node) && node.value === null && node.source === '' && !node.tag && !node.anchor);

function unresolvedAlias(doc: Document, lines: LineCounter): Result<never> | null {
  let problem: Result<never> | null = null;
  visit(doc, {
    Alias(_key, node) {
      if (isAlias(node) && node.resolve(doc) === undefined) {
        const { line, col } = lines.linePos(node.range?.[0] ?? 0);
        problem = fail(`The alias *${node.source} has no anchor &${node.source} before it`, { line, column: col });
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return problem;
}

/**
 * Converts YAML 1.2 (any number of documents) to JSON, resolving aliases and merge keys; dates stay the strings
 * they are in YAML 1.2. One document gives its value; none, or several, an array of the documents. Never throws.
 */
export function yamlToJson(text: string, opts: YamlOptions = {}): Result<YamlToJsonValue> {
  if (text.trim() === '') return fail('The input is empty');
  const bad = firstUnprintable(text);
  if (bad >= 0) {
    const code = text.codePointAt(bad)!;
    const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    const what = code >= 0xd800 && code <= 0xdfff ? `A lone surrogate (${hex})` : `The control character ${hex}`;
    const where = text.slice(0, bad).split('\n');
    return fail(`${what} is not allowed in YAML: escape it inside a double-quoted string`, {
      line: where.length,
      column: where[where.length - 1].length + 1,
    });
  }
  if (nestedTooDeep(text, MAX_YAML_DEPTH)) return fail(`The YAML is nested more than ${MAX_YAML_DEPTH} levels deep`);

  const lines = new LineCounter();
  let documents: Document.Parsed[];
  try {
    documents = parseAllDocuments(text, {
      lineCounter: lines,
      merge: true,
      intAsBigInt: true,
      prettyErrors: false,
      logLevel: 'silent',
      resolveKnownTags: false,
      customTags: YAML_11_TAGS,
    });
  } catch (error) {
    if (error instanceof RangeError) return fail('The YAML is nested too deeply for the parser to read');
    return fail(`Could not read the YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const directives = directiveProblem(text, lines);
  if (directives) return directives;
  const values: unknown[] = [];
  const warnings: ToolError[] = [];
  for (const doc of documents) {
    // A bare `...` (with or without comments) ends a document that was never started: it is not one.
    if (!doc.directives.docStart && doc.errors.length === 0 && isEmptyNode(doc.contents)) continue;
    const [error] = doc.errors;
    if (error) {
      if (error.code === 'RESOURCE_EXHAUSTION') return fail('The YAML is nested too deeply for the parser to read');
      return fail(capitalise(error.message), placeOf(error, lines));
    }
    for (const warning of doc.warnings) {
      if (warnings.length >= MAX_REPORTED_WARNINGS) break;
      const place = placeOf(warning, lines);
      const tag = warning.code === 'TAG_RESOLVE_FAILED' ? /Unresolved tag: (.*)$/.exec(warning.message)?.[1] : undefined;
      warnings.push({
        message: tag ? `Unknown tag ${tag}: the value is kept as if it had no tag` : capitalise(warning.message),
        ...place,
      });
    }
    const missing = unresolvedAlias(doc, lines);
    if (missing) return missing;
    try {
      values.push(doc.toJS({ maxAliasCount: -1 }) ?? null);
    } catch (e) {
      if (e instanceof RangeError) return fail('The YAML is nested too deeply to convert');
      return fail(`Could not convert the YAML: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const value = values.length === 1 ? values[0] : values;
  try {
    const checked = inspect(value, Math.max(MAX_EXPANDED_VALUES, text.length));
    if (checked.error) return fail(checked.error);
    const indent = ' '.repeat(clampIndent(opts.indent));
    const out = checked.special ? stringifyJsonExact(value, indent) : JSON.stringify(value, null, indent);
    return ok({ text: out, documents: values.length, warnings });
  } catch (error) {
    if (error instanceof RangeError) return fail('The YAML is nested too deeply to convert');
    return fail(`Could not convert the YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}
