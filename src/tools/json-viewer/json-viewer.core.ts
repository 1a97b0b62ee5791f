import { splitsPair } from '@/lib/text-stats';

/** The JSON type of a tree node. */
export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

const KINDS: readonly JsonKind[] = ['object', 'array', 'string', 'number', 'boolean', 'null'];
/** Set in a node's kind byte when the node is an array element (its key is then an index). */
const ARRAY_ITEM = 0x80;

/**
 * A JSON document flattened in pre-order, node `i` being the i-th value met. Columns of numbers plus one
 * string holding every key and preview: a 50 MB document has millions of nodes, and this shape crosses
 * from a worker to the page by transferring five buffers and copying one string, where an array of
 * objects would take the page seconds to receive.
 */
export interface JsonTree {
  count: number;
  /** Id of the containing node; -1 for the root. */
  parent: Int32Array;
  /** One past the id of the last node in this subtree, so a collapsed subtree is skipped in one step. */
  end: Int32Array;
  depth: Int32Array;
  /** Index into KINDS, with ARRAY_ITEM set for array elements. */
  kind: Uint8Array;
  /** Node i's key is `text.slice(offsets[2i], offsets[2i+1])`, its preview `text.slice(offsets[2i+1], offsets[2i+2])`. */
  offsets: Int32Array;
  text: string;
}

/** One node of a JsonTree, as an object: what a row shows. */
export interface JsonNode {
  id: number;
  parent: number;
  /** Property name, array index, or null for the root. */
  key: string | number | null;
  depth: number;
  kind: JsonKind;
  /** Short display: JSON-quoted strings (cut at 200 characters), numbers, `{3}` / `[5]` for containers. */
  preview: string;
  childCount: number;
  end: number;
}

const PREVIEW_LIMIT = 200;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Escapes a property name for a single-quoted bracket segment, as RFC 9535 normalized paths do. */
function quoteName(name: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    let rep: string | null = null;
    if (c === 39) rep = "\\'";
    else if (c === 92) rep = '\\\\';
    else if (c < 32) {
      rep = c === 8 ? '\\b' : c === 9 ? '\\t' : c === 10 ? '\\n' : c === 12 ? '\\f' : c === 13 ? '\\r' : `\\u${c.toString(16).padStart(4, '0')}`;
    }
    if (rep !== null) {
      out += name.slice(start, i) + rep;
      start = i + 1;
    }
  }
  return `'${out}${name.slice(start)}'`;
}

/** One step of a path: `.name`, `['odd name']` or `[3]`. */
export function jsonPathSegment(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  return IDENTIFIER.test(key) ? `.${key}` : `[${quoteName(key)}]`;
}

/** Formats a list of keys as a JSONPath-like string: `$`, `$.store.book[0].title`, `$['a b']`. */
export function jsonPathOf(keys: readonly (string | number)[]): string {
  let path = '$';
  for (const key of keys) path += jsonPathSegment(key);
  return path;
}

function stringPreview(s: string): string {
  if (s.length <= PREVIEW_LIMIT) return JSON.stringify(s);
  // Do not split a surrogate pair, which would show as a replacement character.
  const cut = splitsPair(s, PREVIEW_LIMIT) ? PREVIEW_LIMIT - 1 : PREVIEW_LIMIT;
  return `${JSON.stringify(s.slice(0, cut))}…`;
}

/**
 * Visits every value of a parsed JSON document in pre-order (the order of its text), with its key,
 * parent's index and depth. Iterative, so any depth works. The tree, search and value lookup all walk
 * with this, so they agree on node ids.
 */
function walkJson(root: unknown, visit: (value: unknown, key: string | number | null, parent: number, depth: number) => void): void {
  // The work stack is kept as parallel arrays: on large documents one object per pending value doubled GC time.
  const values: unknown[] = [root];
  const keys: (string | number | null)[] = [null];
  const parents: number[] = [-1];
  const depths: number[] = [0];
  for (let id = 0; values.length > 0; id++) {
    const v = values.pop();
    const key = keys.pop()!;
    const parent = parents.pop()!;
    const depth = depths.pop()!;
    visit(v, key, parent, depth);
    // Children are pushed last-first so they pop, and are numbered, in document order.
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        values.push(v[i]);
        keys.push(i);
        parents.push(id);
        depths.push(depth + 1);
      }
    } else if (v !== null && typeof v === 'object') {
      const names = Object.keys(v);
      for (let i = names.length - 1; i >= 0; i--) {
        values.push((v as Record<string, unknown>)[names[i]]);
        keys.push(names[i]);
        parents.push(id);
        depths.push(depth + 1);
      }
    }
  }
}

function kindIndexOf(v: unknown): number {
  if (Array.isArray(v)) return 1;
  if (v === null) return 5;
  switch (typeof v) {
    case 'object':
      return 0;
    case 'string':
      return 2;
    case 'boolean':
      return 4;
    default:
      return 3;
  }
}

/** The full text a search looks in: a primitive's value (a string unquoted); '' for containers. */
function primitiveText(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'object') return '';
  return String(v);
}

function previewText(v: unknown): string {
  if (Array.isArray(v)) return `[${v.length}]`;
  if (v !== null && typeof v === 'object') return `{${Object.keys(v).length}}`;
  return typeof v === 'string' ? stringPreview(v) : primitiveText(v);
}

/** A growable Int32Array. */
class Ints {
  data = new Int32Array(1024);
  length = 0;
  push(n: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = n;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Flattens a parsed JSON value into a JsonTree. */
export function buildJsonTree(value: unknown): JsonTree {
  const parent = new Ints();
  const depth = new Ints();
  const kinds = new Ints();
  const offsets = new Ints();
  const parts: string[] = [];
  let at = 0;
  offsets.push(0);
  walkJson(value, (v, key, p, d) => {
    parent.push(p);
    depth.push(d);
    kinds.push(kindIndexOf(v) | (typeof key === 'number' ? ARRAY_ITEM : 0));
    const k = key === null ? '' : String(key);
    const preview = previewText(v);
    parts.push(k, preview);
    at += k.length;
    offsets.push(at);
    at += preview.length;
    offsets.push(at);
  });
  const count = parent.length;
  const parents = parent.done();
  // Children have larger ids than their parent, so one backward pass settles every subtree end.
  const end = new Int32Array(count);
  for (let i = count - 1; i >= 0; i--) {
    if (end[i] === 0) end[i] = i + 1;
    const p = parents[i];
    if (p >= 0 && end[i] > end[p]) end[p] = end[i];
  }
  return { count, parent: parents, end, depth: depth.done(), kind: Uint8Array.from(kinds.done()), offsets: offsets.done(), text: parts.join('') };
}

export const kindOf = (tree: JsonTree, id: number): JsonKind => KINDS[tree.kind[id] & ~ARRAY_ITEM];

export function keyOf(tree: JsonTree, id: number): string | number | null {
  if (tree.parent[id] < 0) return null;
  const key = tree.text.slice(tree.offsets[2 * id], tree.offsets[2 * id + 1]);
  return tree.kind[id] & ARRAY_ITEM ? Number(key) : key;
}

export const previewAt = (tree: JsonTree, id: number): string => tree.text.slice(tree.offsets[2 * id + 1], tree.offsets[2 * id + 2]);

/** Whether a node is a container with at least one child (the rows that fold). */
export const hasChildren = (tree: JsonTree, id: number): boolean => tree.end[id] > id + 1;

/** A node as an object. */
export function nodeAt(tree: JsonTree, id: number): JsonNode {
  let childCount = 0;
  for (let c = id + 1; c < tree.end[id]; c = tree.end[c]) childCount++;
  return {
    id,
    parent: tree.parent[id],
    key: keyOf(tree, id),
    depth: tree.depth[id],
    kind: kindOf(tree, id),
    preview: previewAt(tree, id),
    childCount,
    end: tree.end[id],
  };
}

/** Ids of the containers enclosing a node, root first: the ones to expand to reveal it. */
export function ancestorsOf(tree: JsonTree, id: number): number[] {
  const chain: number[] = [];
  for (let p = id >= 0 && id < tree.count ? tree.parent[id] : -1; p >= 0; p = tree.parent[p]) chain.push(p);
  return chain.reverse();
}

/** The keys leading from the root to a node ([] for the root). */
export function keysTo(tree: JsonTree, id: number): (string | number)[] {
  return id <= 0 ? [] : [...ancestorsOf(tree, id).slice(1), id].map((n) => keyOf(tree, n)!);
}

/** The JSONPath-like location of a node, e.g. `$.store.book[0].title`. */
export const pathOf = (tree: JsonTree, id: number): string => jsonPathOf(keysTo(tree, id));

/** The value reached from a parsed document by following keys (undefined where one is missing). */
export function valueAtKeys(root: unknown, keys: readonly (string | number)[]): unknown {
  let v = root;
  for (const k of keys) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** Ids of the rows to display, in order, when the nodes for which `collapsed` is true are folded. */
export function visibleRows(tree: JsonTree, collapsed: (id: number) => boolean): Int32Array {
  const rows = new Int32Array(tree.count);
  let n = 0;
  let i = 0;
  while (i < tree.count) {
    rows[n++] = i;
    i = collapsed(i) ? tree.end[i] : i + 1;
  }
  return rows.slice(0, n);
}

/** Ids whose property name or primitive value contains the query, case-insensitively; array indices are not matched. */
export function searchJsonValue(value: unknown, query: string): number[] {
  if (query === '') return [];
  const q = query.toLowerCase();
  const hits: number[] = [];
  let id = 0;
  walkJson(value, (v, key) => {
    if ((typeof key === 'string' && key.toLowerCase().includes(q)) || primitiveText(v).toLowerCase().includes(q)) hits.push(id);
    id++;
  });
  return hits;
}
