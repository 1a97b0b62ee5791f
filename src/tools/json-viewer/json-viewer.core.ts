/** The JSON type of a tree node. */
export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** One row of the flattened JSON tree; `id` is its index in the pre-order array. */
export interface JsonNode {
  id: number;
  /** Id of the containing node; -1 for the root. */
  parent: number;
  /** Property name, array index, or null for the root. */
  key: string | number | null;
  depth: number;
  kind: JsonKind;
  /** Short display: JSON-quoted strings (cut at 200 characters), numbers, `{3}` / `[5]` for containers. */
  preview: string;
  /** Full text of a primitive (the raw string, not quoted) for search and copy; '' for containers. */
  text: string;
  childCount: number;
  /** JSONPath-like location, e.g. `$.store.book[0].title`. */
  path: string;
  /** One past the id of the last node in this subtree, so a collapsed subtree is skipped in one step. */
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
      rep =
        c === 8 ? '\\b' : c === 9 ? '\\t' : c === 10 ? '\\n' : c === 12 ? '\\f' : c === 13 ? '\\r' : `\\u${c.toString(16).padStart(4, '0')}`;
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
  let cut = PREVIEW_LIMIT;
  // Do not split a surrogate pair, which would show as a replacement character.
  const last = s.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${JSON.stringify(s.slice(0, cut))}…`;
}

/** A resumable tree build: `step` adds up to `maxNodes` nodes and says whether the tree is complete. */
export interface JsonTreeBuilder {
  nodes: JsonNode[];
  step(maxNodes: number): boolean;
}

/**
 * Starts flattening a parsed JSON value into pre-order nodes. Iterative, so any depth works, and
 * resumable, so a page can build a multi-megabyte tree in slices without blocking input.
 */
export function createJsonTreeBuilder(value: unknown): JsonTreeBuilder {
  const nodes: JsonNode[] = [];
  // The work stack is kept as parallel arrays: on large documents one object per pending value doubled GC time.
  const values: unknown[] = [value];
  const keys: (string | number | null)[] = [null];
  const parents: number[] = [-1];
  const depths: number[] = [0];
  const paths: string[] = ['$'];
  let done = false;
  const step = (maxNodes: number): boolean => {
    if (done) return true;
    let budget = maxNodes;
    while (values.length > 0 && budget-- > 0) {
      const v = values.pop();
      const key = keys.pop()!;
      const parent = parents.pop()!;
      const depth = depths.pop()!;
      const path = paths.pop()!;
      const id = nodes.length;
      let kind: JsonKind = 'null';
      let preview = 'null';
      let text = 'null';
      let childCount = 0;
      if (Array.isArray(v)) {
        kind = 'array';
        childCount = v.length;
        preview = `[${v.length}]`;
        text = '';
        // Children are pushed last-first so they pop, and are numbered, in document order.
        for (let i = v.length - 1; i >= 0; i--) {
          values.push(v[i]);
          keys.push(i);
          parents.push(id);
          depths.push(depth + 1);
          paths.push(`${path}[${i}]`);
        }
      } else if (v !== null && typeof v === 'object') {
        const names = Object.keys(v);
        kind = 'object';
        childCount = names.length;
        preview = `{${names.length}}`;
        text = '';
        for (let i = names.length - 1; i >= 0; i--) {
          const k = names[i];
          values.push((v as Record<string, unknown>)[k]);
          keys.push(k);
          parents.push(id);
          depths.push(depth + 1);
          paths.push(path + jsonPathSegment(k));
        }
      } else if (typeof v === 'string') {
        kind = 'string';
        preview = stringPreview(v);
        text = v;
      } else if (typeof v === 'number' || typeof v === 'bigint') {
        kind = 'number';
        preview = text = String(v);
      } else if (typeof v === 'boolean') {
        kind = 'boolean';
        preview = text = v ? 'true' : 'false';
      }
      nodes.push({ id, parent, key, depth, kind, preview, text, childCount, path, end: id + 1 });
    }
    if (values.length > 0) return false;
    // Children have larger ids than their parent, so one backward pass settles every subtree end.
    for (let i = nodes.length - 1; i > 0; i--) {
      const parentNode = nodes[nodes[i].parent];
      if (nodes[i].end > parentNode.end) parentNode.end = nodes[i].end;
    }
    done = true;
    return true;
  };
  return { nodes, step };
}

/** Flattens a parsed JSON value into pre-order nodes in one go; iterative, so any depth works. */
export function buildJsonTree(value: unknown): JsonNode[] {
  const builder = createJsonTreeBuilder(value);
  builder.step(Infinity);
  return builder.nodes;
}

/** Ids of the rows to display, in order, when the containers in `collapsed` are folded. */
export function visibleRows(nodes: readonly JsonNode[], collapsed: ReadonlySet<number>): number[] {
  const rows: number[] = [];
  let i = 0;
  while (i < nodes.length) {
    rows.push(i);
    i = collapsed.has(i) ? nodes[i].end : i + 1;
  }
  return rows;
}

/** Ids whose property name or primitive value contains the query, case-insensitively; array indices are not matched. */
export function searchJsonTree(nodes: readonly JsonNode[], query: string): number[] {
  if (query === '') return [];
  const q = query.toLowerCase();
  const hits: number[] = [];
  for (const node of nodes) {
    if ((typeof node.key === 'string' && node.key.toLowerCase().includes(q)) || (node.text !== '' && node.text.toLowerCase().includes(q))) {
      hits.push(node.id);
    }
  }
  return hits;
}

/** Ids of the containers enclosing a node, root first: the ones to expand to reveal it. */
export function ancestorsOf(nodes: readonly JsonNode[], id: number): number[] {
  const chain: number[] = [];
  for (let p = nodes[id]?.parent ?? -1; p >= 0; p = nodes[p].parent) chain.push(p);
  return chain.reverse();
}
