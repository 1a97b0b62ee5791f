import Papa from 'papaparse';
import { parseJsonExact } from '@/lib/json-exact';
import { fail, ok, type Result } from '@/lib/result';
import { describePath } from '@/lib/json-path';

export interface JsonToCsvOptions {
  /** Field separator; comma by default. */
  delimiter?: ',' | ';' | '\t';
  /** `index`: an array spreads over columns tags.0, tags.1…; `json`: the array is one cell holding its JSON text. */
  arrays?: 'index' | 'json';
  /** Write the column names as the first row (default true). */
  header?: boolean;
  /** Record separator: CRLF as RFC 4180 writes it (default) or LF. */
  newline?: 'crlf' | 'lf';
}

export interface JsonToCsvValue {
  text: string;
  rows: number;
  columns: number;
  /** Things the user should know, such as two keys that became the same column name. */
  notes: string[];
}

/** Nesting deeper than this is refused (flattening recurses once per level). */
const MAX_DEPTH = 500;

type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text of a value, BigInt integers with every digit. */
function jsonText(value: Json): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `\u0000big:${v}` : v)).replace(/"\\u0000big:(-?\d+)"/g, '$1');
}

/** A cell's text: strings as they are, null as an empty cell, numbers and booleans as JSON writes them. */
function cellText(value: Json): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return jsonText(value);
  return String(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'bigint') return 'a number';
  return `a ${typeof value}`;
}

class Columns {
  /** Column name → index, in first-seen order. */
  readonly index = new Map<string, number>();
  readonly names: string[] = [];
  /** Column name → the key path (joined with NUL) that first produced it, to spot two paths with one name. */
  private readonly owner = new Map<string, string>();
  /** Key path → its column name, once a clash has been resolved. */
  private readonly renamed = new Map<string, string>();
  readonly notes: string[] = [];

  /** The column of a key path (created when new). */
  columnOf(path: readonly string[]): number {
    const id = path.join('\u0000');
    let name = this.renamed.get(id) ?? path.join('.');
    const first = this.owner.get(name);
    if (first === undefined) {
      this.owner.set(name, id);
    } else if (first !== id) {
      // {"a.b": 1, "a": {"b": 2}}: both would be the column a.b. The later one gets a suffix, and the user is told.
      const base = name;
      let n = 2;
      while (this.owner.has(`${base}_${n}`) && this.owner.get(`${base}_${n}`) !== id) n++;
      name = `${base}_${n}`;
      if (!this.owner.has(name)) {
        this.owner.set(name, id);
        if (this.notes.length < 20) {
          this.notes.push(
            `The keys ${describePath(first.split('\u0000'))} and ${describePath(path)} both flatten to the column "${base}"; the second is written as "${name}".`,
          );
        }
      }
      this.renamed.set(id, name);
    }
    let i = this.index.get(name);
    if (i === undefined) {
      i = this.names.length;
      this.index.set(name, i);
      this.names.push(name);
    }
    return i;
  }
}

/**
 * Flattens one object into cells: nested objects become dotted column names (address.city), arrays indexed
 * columns (tags.0) or one JSON cell, empty objects and arrays a cell {} or [].
 */
function flatten(
  value: Record<string, Json>,
  arrays: 'index' | 'json',
  columns: Columns,
  row: string[],
  rowPath: Array<string | number>,
): string | null {
  const path: string[] = [];
  const visit = (v: Json, depth: number): string | null => {
    if (depth > MAX_DEPTH) return `The JSON at ${describePath([...rowPath, ...path])} is nested more than ${MAX_DEPTH} levels deep`;
    const container = isObject(v) ? Object.keys(v) : Array.isArray(v) && arrays === 'index' ? Array.from(v.keys(), String) : null;
    if (container && container.length > 0) {
      for (const key of container) {
        path.push(key);
        const problem = visit((v as Record<string, Json>)[key], depth + 1);
        path.pop();
        if (problem) return problem;
      }
      return null;
    }
    if (path.length === 0) return null;
    row[columns.columnOf(path)] = cellText(v);
    return null;
  };
  return visit(value, 0);
}

/**
 * Converts JSON to CSV: an array of objects (one row each; columns are the union of their keys in first-seen
 * order), a single object (one row) or an array of arrays (rows as they are). Quoting follows RFC 4180. Never throws.
 */
export function jsonToCsv(text: string, opts: JsonToCsvOptions = {}): Result<JsonToCsvValue> {
  if (text.trim() === '') return fail('The input is empty');
  const parsed = parseJsonExact(text);
  if (!parsed.ok) return parsed;
  const root = parsed.value as Json;
  const delimiter = opts.delimiter === ';' || opts.delimiter === '\t' ? opts.delimiter : ',';
  const newline = opts.newline === 'lf' ? '\n' : '\r\n';
  const header = opts.header !== false;
  const arrays = opts.arrays === 'json' ? 'json' : 'index';
  const unparse = (data: string[][], fields: string[] | null, columns: number, notes: string[]): Result<JsonToCsvValue> => {
    try {
      const rows = fields && header ? [fields, ...data] : data;
      // In a one-column table an empty cell alone would be a blank line, which readers skip: it is written as ""
      // (RFC 4180 allows any field to be quoted), so the row survives a round trip.
      const quotes = columns === 1 ? (value: unknown) => value === '' : false;
      const out = Papa.unparse(rows, { delimiter, newline, quotes, header: false });
      return ok({ text: out, rows: data.length, columns, notes });
    } catch (error) {
      return fail(`Could not write the CSV: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  let items: Json[];
  if (isObject(root)) items = [root];
  else if (Array.isArray(root)) items = root;
  else return fail(`The JSON is ${typeName(root)}; CSV needs an array of objects, a single object or an array of arrays`);
  if (items.length === 0) return fail('The JSON array is empty, so there are no rows to write');

  if (Array.isArray(items[0])) {
    // An array of arrays: each inner array is a row as it is.
    const data: string[][] = [];
    let width = 0;
    for (let r = 0; r < items.length; r++) {
      const item = items[r];
      if (!Array.isArray(item))
        return fail(`The item at ${describePath([r])} is ${typeName(item)}, but the first item is an array: every row must be an array`);
      data.push(item.map(cellText));
      width = Math.max(width, item.length);
    }
    if (width === 0) return fail('Every row is an empty array, so there are no columns to write');
    for (const row of data) while (row.length < width) row.push('');
    return unparse(data, null, width, []);
  }

  const columns = new Columns();
  const rows: string[][] = [];
  for (let r = 0; r < items.length; r++) {
    const item = items[r];
    if (!isObject(item)) {
      return fail(`The item at ${describePath([r])} is ${typeName(item)}, but the first item is an object: every row must be an object`);
    }
    const row: string[] = [];
    const problem = flatten(item, arrays, columns, row, Array.isArray(root) ? [r] : []);
    if (problem) return fail(problem);
    rows.push(row);
  }
  const width = columns.names.length;
  if (width === 0) return fail('The objects have no keys, so there are no columns to write');
  for (const row of rows) {
    for (let i = 0; i < width; i++) if (row[i] === undefined) row[i] = '';
  }
  return unparse(rows, columns.names, width, columns.notes);
}
