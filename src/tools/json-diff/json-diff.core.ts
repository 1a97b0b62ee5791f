import { parseJson } from '@/lib/json';
import { describeError, fail, ok, type Result } from '@/lib/result';

/** One difference between the documents, at a JSONPath-like path such as $.users[0].name. */
export interface JsonChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  /** The left value (absent for 'added'). */
  left?: unknown;
  /** The right value (absent for 'removed'). */
  right?: unknown;
}

/** The differences between two JSON documents. */
export interface JsonDiff {
  changes: JsonChange[];
  equal: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Appends a key to a path: $.name for identifiers, $['odd key'] otherwise. */
export function childPath(base: string, key: string): string {
  return IDENTIFIER.test(key) ? `${base}.${key}` : `${base}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Compares two JSON texts structurally: object keys by name (order ignored), arrays by index. A value whose type
 * differs is one 'changed' entry rather than a cascade. Changes come in document order; parse errors name the side.
 */
export function diffJson(leftText: string, rightText: string): Result<JsonDiff> {
  if (typeof leftText !== 'string' || typeof rightText !== 'string') return fail('Enter two JSON documents to compare');
  const left = parseJson(leftText);
  if (!left.ok) return fail(`Left document: ${describeError(left.error)}`);
  const right = parseJson(rightText);
  if (!right.ok) return fail(`Right document: ${describeError(right.error)}`);

  const changes: JsonChange[] = [];
  // An explicit stack (documents can nest 10,000 deep). Each container expands into tasks in document order (left
  // keys in order, then keys only on the right) pushed in reverse, so results come out in that order.
  type Task = { pair: true; path: string; l: unknown; r: unknown } | { pair: false; change: JsonChange };
  const stack: Task[] = [{ pair: true, path: '$', l: left.value, r: right.value }];
  const tasks: Task[] = [];
  while (stack.length > 0) {
    const task = stack.pop() as Task;
    if (!task.pair) {
      changes.push(task.change);
      continue;
    }
    const { path, l, r } = task;
    const lk = kindOf(l);
    if (lk !== kindOf(r)) {
      changes.push({ path, kind: 'changed', left: l, right: r });
      continue;
    }
    tasks.length = 0;
    if (lk === 'array') {
      const la = l as unknown[];
      const ra = r as unknown[];
      const common = Math.min(la.length, ra.length);
      for (let i = 0; i < common; i++) {
        // Equal primitives need no task; on large, mostly equal arrays this is most of the work saved.
        if (la[i] !== ra[i] || typeof la[i] === 'object') tasks.push({ pair: true, path: `${path}[${i}]`, l: la[i], r: ra[i] });
      }
      for (let i = common; i < la.length; i++) tasks.push({ pair: false, change: { path: `${path}[${i}]`, kind: 'removed', left: la[i] } });
      for (let i = common; i < ra.length; i++) tasks.push({ pair: false, change: { path: `${path}[${i}]`, kind: 'added', right: ra[i] } });
    } else if (lk === 'object') {
      const lo = l as Record<string, unknown>;
      const ro = r as Record<string, unknown>;
      for (const key of Object.keys(lo)) {
        if (!hasOwn(ro, key)) tasks.push({ pair: false, change: { path: childPath(path, key), kind: 'removed', left: lo[key] } });
        else if (lo[key] !== ro[key] || typeof lo[key] === 'object') tasks.push({ pair: true, path: childPath(path, key), l: lo[key], r: ro[key] });
      }
      for (const key of Object.keys(ro)) {
        if (!hasOwn(lo, key)) tasks.push({ pair: false, change: { path: childPath(path, key), kind: 'added', right: ro[key] } });
      }
    } else {
      if (l !== r) changes.push({ path, kind: 'changed', left: l, right: r });
      continue;
    }
    for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i]);
  }
  return ok({ changes, equal: changes.length === 0 });
}
