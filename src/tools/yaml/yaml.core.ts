import yaml from 'js-yaml';
import { parseJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export interface YamlOptions {
  /** Spaces per indentation level of the output (1–8); 2 by default. */
  indent?: number;
}

export interface YamlToJsonValue {
  /** The JSON text: one document as is, several as an array of the documents. */
  text: string;
  /** How many `---` documents the YAML held. */
  documents: number;
}

/** Deeper nesting than this is almost certainly an attack or a mistake, and js-yaml recurses per level. */
export const MAX_YAML_DEPTH = 1000;
/** Upper bound on values after aliases are expanded: stops "billion laughs" before it fills memory. */
export const MAX_EXPANDED_VALUES = 5_000_000;

// The default schema minus timestamps: `date: 2024-01-15` stays the string the user wrote
// instead of becoming "2024-01-15T00:00:00.000Z". @types/js-yaml does not declare `types`.
const { types } = yaml as unknown as { types: Record<'merge' | 'binary' | 'omap' | 'pairs' | 'set', yaml.Type> };
const LOAD_SCHEMA = yaml.CORE_SCHEMA.extend({ implicit: [types.merge], explicit: [types.binary, types.omap, types.pairs, types.set] });

// js-yaml 4.3 added maxDepth (default 100, too low for real data); @types/js-yaml does not know it yet.
const LOAD_OPTIONS: yaml.LoadOptions & { maxDepth: number } = { schema: LOAD_SCHEMA, maxDepth: MAX_YAML_DEPTH };

const clampIndent = (indent: number | undefined) => (Number.isInteger(indent) && indent! >= 1 && indent! <= 8 ? indent! : 2);

function fromYamlError(error: unknown, what: string): Result<never> {
  if (error instanceof yaml.YAMLException) {
    const where = error.mark ? { line: error.mark.line + 1, column: error.mark.column + 1 } : undefined;
    const reason = error.reason || 'invalid YAML';
    if (/maxDepth/.test(reason)) return fail(`The YAML is nested more than ${MAX_YAML_DEPTH} levels deep`, where);
    return fail(`${reason.charAt(0).toUpperCase()}${reason.slice(1)}`, where);
  }
  if (error instanceof RangeError) return fail(`The ${what} is nested too deeply to convert`);
  return fail(`Could not convert the ${what}: ${error instanceof Error ? error.message : String(error)}`);
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
  keys: string[] | null;
  index: number;
  size: number;
  depth: number;
}

interface Inspection {
  /** A problem that stops the conversion, already worded for the user. */
  error?: string;
  /** Binary values were found and must be encoded before JSON.stringify. */
  hasBinary: boolean;
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
  let hasBinary = false;

  // Returns an error for a leaf, or pushes a frame for a container not yet measured.
  const visit = (value: unknown): { size: number; depth: number } | string | null => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) return { size: 1, depth: 0 };
      const shown = Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf';
      return `The value at ${describePath(path)} is ${shown}, which JSON cannot represent`;
    }
    if (typeof value !== 'object' || value === null || value instanceof Date) return { size: 1, depth: 0 };
    if (value instanceof Uint8Array) {
      hasBinary = true;
      return { size: 1, depth: 0 };
    }
    const known = done.get(value);
    if (known) return known;
    if (active.has(value)) return `The alias at ${describePath(path)} refers to a node that contains it, a cycle JSON cannot represent`;
    if (stack.length >= MAX_YAML_DEPTH) return `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep`;
    active.add(value);
    stack.push({ value, keys: Array.isArray(value) ? null : Object.keys(value), index: 0, size: 1, depth: 0 });
    return null;
  };

  const bomb = (): Inspection => ({
    error: `The YAML's aliases expand to more than ${budget.toLocaleString('en-US')} values, which looks like an alias bomb ("billion laughs"); it was not converted`,
    hasBinary,
  });
  const first = visit(root);
  if (typeof first === 'string') return { error: first, hasBinary };
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
    const child = visit((frame.value as Record<string | number, unknown>)[key]);
    if (typeof child === 'string') return { error: child, hasBinary };
    if (child === null) continue;
    path.pop();
    frame.size += child.size;
    frame.depth = Math.max(frame.depth, child.depth + 1);
    if (frame.size > budget) return bomb();
    // A shared subtree adds its own depth below the current position.
    if (stack.length + child.depth > MAX_YAML_DEPTH) {
      return { error: `The YAML is nested more than ${MAX_YAML_DEPTH} levels deep once aliases are expanded`, hasBinary };
    }
  }
  return { hasBinary };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const binaryReplacer = (_key: string, value: unknown) => (value instanceof Uint8Array ? toBase64(value) : value);

/** Converts JSON text to YAML (block style, long strings not folded); never throws. */
export function jsonToYaml(text: string, opts: YamlOptions = {}): Result<string> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  try {
    return ok(yaml.dump(parsed.value, { indent: clampIndent(opts.indent), lineWidth: -1, noRefs: true }));
  } catch (error) {
    return fromYamlError(error, 'JSON');
  }
}

/** Converts YAML (one or more `---` documents) to JSON, resolving aliases and merge keys, keeping dates as written; never throws. */
export function yamlToJson(text: string, opts: YamlOptions = {}): Result<YamlToJsonValue> {
  if (text.trim() === '') return fail('The input is empty');
  let documents: unknown[];
  try {
    documents = yaml.loadAll(text, undefined, LOAD_OPTIONS);
  } catch (error) {
    return fromYamlError(error, 'YAML');
  }
  if (documents.length === 0) return fail('The YAML has no documents, only comments or directives');
  // An empty document (e.g. between two `---`) loads as undefined, which JSON.stringify would drop.
  const values = documents.map((doc) => (doc === undefined ? null : doc));
  const value = values.length === 1 ? values[0] : values;
  try {
    const checked = inspect(value, Math.max(MAX_EXPANDED_VALUES, text.length));
    if (checked.error) return fail(checked.error);
    const out = JSON.stringify(value, checked.hasBinary ? binaryReplacer : undefined, ' '.repeat(clampIndent(opts.indent)));
    return ok({ text: out, documents: values.length });
  } catch (error) {
    return fromYamlError(error, 'YAML');
  }
}
