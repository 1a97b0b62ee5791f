import { childPath, type JsonChange } from './json-diff.core';

/** How a line of the side-by-side view is marked. */
export type LineMark = '' | JsonChange['kind'];

/** One line of a pretty-printed document with the path of the value it shows. */
export interface ViewLine {
  text: string;
  path: string;
  mark: LineMark;
}

const MAX_INDENT = 32;
const MAX_SCALAR = 300;

function scalarText(v: unknown): string {
  const s = JSON.stringify(v) ?? 'null';
  return s.length > MAX_SCALAR ? `${s.slice(0, MAX_SCALAR)}…` : s;
}

type Entry = [string | null, unknown];
interface Frame {
  entries: Entry[];
  index: number;
  close: string;
  depth: number;
  path: string;
  mark: LineMark;
  comma: boolean;
}

/**
 * Pretty-prints a parsed JSON value two spaces per level, one line per value, remembering each line's path (as the
 * diff writes it) and marking lines inside changed paths. Iterative, so depth does not matter; stops at maxLines.
 */
export function prettyLines(value: unknown, marks: ReadonlyMap<string, LineMark>, maxLines: number): { lines: ViewLine[]; truncated: boolean } {
  const lines: ViewLine[] = [];
  const stack: Frame[] = [];
  const indent = (depth: number) => '  '.repeat(Math.min(depth, MAX_INDENT));

  const emit = (key: string | null, v: unknown, depth: number, path: string, inherited: LineMark, comma: boolean) => {
    const mark = inherited || marks.get(path) || '';
    const prefix = indent(depth) + (key === null ? '' : `${JSON.stringify(key)}: `);
    if (v !== null && typeof v === 'object') {
      const isArray = Array.isArray(v);
      const entries: Entry[] = isArray ? (v as unknown[]).map((x): Entry => [null, x]) : Object.entries(v as Record<string, unknown>);
      if (entries.length === 0) {
        lines.push({ text: `${prefix}${isArray ? '[]' : '{}'}${comma ? ',' : ''}`, path, mark });
        return;
      }
      lines.push({ text: `${prefix}${isArray ? '[' : '{'}`, path, mark });
      stack.push({ entries, index: 0, close: isArray ? ']' : '}', depth, path, mark, comma });
      return;
    }
    lines.push({ text: `${prefix}${scalarText(v)}${comma ? ',' : ''}`, path, mark });
  };

  emit(null, value, 0, '$', '', false);
  while (stack.length > 0 && lines.length < maxLines) {
    const f = stack[stack.length - 1];
    if (f.index === f.entries.length) {
      lines.push({ text: `${indent(f.depth)}${f.close}${f.comma ? ',' : ''}`, path: f.path, mark: f.mark });
      stack.pop();
      continue;
    }
    const i = f.index++;
    const [key, v] = f.entries[i];
    const path = key === null ? `${f.path}[${i}]` : childPath(f.path, key);
    emit(key, v, f.depth + 1, path, f.mark, i < f.entries.length - 1);
  }
  return { lines, truncated: stack.length > 0 };
}
