/**
 * RFC 9535 JSONPath with the jsonpath-rfc9535 library, plus what the library leaves out so the result is
 * the standard's (checked by tests/conformance/jsonpath-cts.test.ts):
 * - the well-typedness of function expressions (RFC 9535 §2.4.3) and the I-JSON range of indexes and slice
 *   bounds (§2.1): the library accepts `$[?length(@.a)]` or `$[9007199254740992]`, which the RFC rejects;
 * - a chain of three or more `&&` (library issue P0lip/jsonpath-rfc9535#5: its parser builds
 *   `a && (b || c)` for `a && b && c`): the chain is bracketed, `a && (b && c)`, before the library runs it;
 * - the order of a descendant segment applied to several nodes (§2.5.2.2): the library walks the query with one
 *   first-in-first-out queue, so the descendants of the second input node come out mixed with those of the
 *   first (`$[*]..x` gave $[0].x, $[1].x, $[0].a.x). The query is cut before each such segment and the rest is
 *   run once per input node, from its normalized path, and the results concatenated in input order.
 * Loaded with import() by the core (in the playground's worker), so no page carries it in its first load.
 */
import { exec } from 'jsonpath-rfc9535';
import parse from 'jsonpath-rfc9535/parser';
import type { JsonPathQuery } from 'jsonpath-rfc9535/parser';
import { fail, ok, type Result } from '@/lib/result';

export interface RawMatch {
  path: string;
  pointer: string;
  value: unknown;
}

type JsonValue = Parameters<typeof exec>[0];
type PathKey = string | number;

/** A reason the query is not valid RFC 9535, and the 0-based offset in the query it points at. */
interface Problem {
  message: string;
  offset: number;
}

// ---------------------------------------------------------------------------------------------------------
// A scan of the query text outside string literals: where the function calls, `&&`, `||` and integers are.

interface Scan {
  /** Offsets of function names (an identifier right before "("), in source order. */
  calls: number[];
  /** Integers in selector position ([1], [1:2], [0,3]) with their offsets. */
  ints: { offset: number; text: string }[];
  /** The text with each `&&` chain of three or more operands bracketed: `a && (b && (c))`. */
  bracketed: string;
}

function scan(q: string): Scan {
  const calls: number[] = [];
  const ints: { offset: number; text: string }[] = [];
  // Per nesting level (brackets and parentheses), the offsets of the current chain's `&&`.
  const chains: number[][] = [[]];
  const inserts: { at: number; text: string }[] = [];
  const closeChain = (end: number) => {
    const ands = chains[chains.length - 1];
    if (ands.length >= 2) {
      for (let k = 0; k < ands.length - 1; k++) inserts.push({ at: ands[k] + 2, text: ' (' });
      inserts.push({ at: end, text: ')'.repeat(ands.length - 1) });
    }
    chains[chains.length - 1] = [];
  };
  const prevSignificant = (i: number) => {
    let j = i - 1;
    while (j >= 0 && /\s/.test(q[j])) j--;
    return j >= 0 ? q[j] : '';
  };
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (c === '"' || c === "'") {
      i++;
      while (i < q.length && q[i] !== c) i += q[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === '(' || c === '[') {
      chains.push([]);
      i++;
      continue;
    }
    if (c === ')' || c === ']') {
      closeChain(i);
      if (chains.length > 1) chains.pop();
      i++;
      continue;
    }
    if (c === ',') {
      closeChain(i);
      i++;
      continue;
    }
    if (c === '&' && q[i + 1] === '&') {
      chains[chains.length - 1].push(i);
      i += 2;
      continue;
    }
    if (c === '|' && q[i + 1] === '|') {
      closeChain(i);
      i += 2;
      continue;
    }
    if (/[a-z]/.test(c) && !/[\w.$@]/.test(q[i - 1] ?? '')) {
      let j = i;
      while (j < q.length && /\w/.test(q[j])) j++;
      if (q[j] === '(') calls.push(i);
      i = j;
      continue;
    }
    if (/[-\d]/.test(c) && !/[\w.]/.test(q[i - 1] ?? '')) {
      let j = i + 1;
      while (j < q.length && /\d/.test(q[j])) j++;
      if (/[[,:]/.test(prevSignificant(i)) && /\d/.test(q.slice(i, j))) ints.push({ offset: i, text: q.slice(i, j) });
      i = Math.max(j, i + 1);
      continue;
    }
    i++;
  }
  closeChain(q.length);
  let bracketed = q;
  for (const ins of inserts.sort((a, b) => b.at - a.at)) bracketed = bracketed.slice(0, ins.at) + ins.text + bracketed.slice(ins.at);
  return { calls, ints, bracketed };
}

// ---------------------------------------------------------------------------------------------------------
// Well-typedness (RFC 9535 §2.4.3) and integer range (§2.1), over the library's syntax tree.

type Node = { type: string; [key: string]: unknown };
type FnType = 'ValueType' | 'LogicalType' | 'NodesType';

const FUNCTIONS: Record<string, { params: FnType[]; result: FnType }> = {
  length: { params: ['ValueType'], result: 'ValueType' },
  count: { params: ['NodesType'], result: 'ValueType' },
  match: { params: ['ValueType', 'ValueType'], result: 'LogicalType' },
  search: { params: ['ValueType', 'ValueType'], result: 'LogicalType' },
  value: { params: ['NodesType'], result: 'ValueType' },
};

const LOGICAL = new Set(['LogicalOrExpr', 'LogicalAndExpr', 'LogicalNotExpr', 'TestExpr', 'ComparisonExpr']);

function isSingular(query: Node): boolean {
  const segments = (query.segments ?? []) as Node[];
  return segments.every((s) => {
    if (s.type === 'SingularQuerySegment') return true;
    if (s.type !== 'ChildSegment') return false;
    const n = s.node as Node;
    if (n.type === 'MemberNameShorthand') return true;
    if (n.type !== 'BracketedSelection') return false;
    const sel = n.selectors as Node[];
    return sel.length === 1 && (sel[0].type === 'NameSelector' || sel[0].type === 'IndexSelector');
  });
}

class Checker {
  private call = 0;
  problem: { message: string; kind: 'call' | 'int'; index: number } | null = null;

  private report(message: string, kind: 'call' | 'int', index: number) {
    this.problem ??= { message, kind, index };
  }

  /** Visits every node in source order (function calls are counted in that order). */
  visit(node: unknown): void {
    if (this.problem || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) this.visit(n);
      return;
    }
    const n = node as Node;
    switch (n.type) {
      case 'IndexSelector':
        this.int(n.value);
        return;
      case 'SliceSelector':
        this.int(n.start);
        this.int(n.end);
        this.int(n.step);
        return;
      case 'TestExpr': {
        const e = n.expression as Node;
        if (e.type === 'FunctionExpr') {
          const index = this.call;
          this.fn(e);
          const def = FUNCTIONS[e.name as string];
          if (def && def.result === 'ValueType')
            this.report(`the result of ${e.name as string}() is a value: compare it, e.g. ${e.name as string}(…) > 0`, 'call', index);
        } else this.visit(e);
        return;
      }
      case 'ComparisonExpr':
        for (const side of [n.left, n.right] as Node[]) {
          if (side.type === 'FunctionExpr') {
            const index = this.call;
            this.fn(side);
            const def = FUNCTIONS[side.name as string];
            if (def && def.result !== 'ValueType')
              this.report(`the result of ${side.name as string}() is true or false and cannot be compared: use it alone as the test`, 'call', index);
          } else this.visit(side);
        }
        return;
      case 'FunctionExpr':
        this.fn(n);
        return;
      default:
        for (const [k, v] of Object.entries(n)) if (k !== 'type') this.visit(v);
    }
  }

  private int(v: unknown) {
    if (typeof v === 'number' && !Number.isSafeInteger(v)) this.report('this integer is outside the range JSONPath allows (±(2⁵³−1))', 'int', 0);
  }

  private fn(n: Node) {
    const index = this.call++;
    const name = n.name as string;
    const args = (n.arguments ?? []) as Node[];
    const def = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (!def) {
      this.report(`there is no function ${name}(): RFC 9535 has length(), count(), match(), search() and value()`, 'call', index);
      return;
    }
    if (args.length !== def.params.length) {
      const want = def.params.length === 1 ? 'one argument' : `${def.params.length} arguments`;
      this.report(`${name}() takes ${want}, not ${args.length}`, 'call', index);
      return;
    }
    args.forEach((a, i) => {
      const param = def.params[i];
      const argIndex = this.call;
      if (a.type === 'FunctionExpr') this.fn(a);
      else this.visit(a);
      const argFn = a.type === 'FunctionExpr' && Object.hasOwn(FUNCTIONS, a.name as string) ? FUNCTIONS[a.name as string] : undefined;
      let fits: boolean;
      if (param === 'ValueType')
        fits =
          a.type === 'Literal' ||
          (a.type === 'FilterQuery' && isSingular(a.value as Node)) ||
          (argFn ? argFn.result === 'ValueType' : a.type === 'FunctionExpr');
      else if (param === 'NodesType') fits = a.type === 'FilterQuery' || (argFn ? argFn.result === 'NodesType' : false);
      else fits = LOGICAL.has(a.type) || a.type === 'FilterQuery' || (argFn ? argFn.result !== 'ValueType' : false);
      if (!fits) {
        const what =
          param === 'ValueType'
            ? 'a value: a literal or a query that selects at most one node (no .., *, filters or slices)'
            : param === 'NodesType'
              ? 'a query, such as @.items[*]'
              : 'a test';
        this.report(`argument ${i + 1} of ${name}() must be ${what}`, 'call', a.type === 'FunctionExpr' ? argIndex : index);
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Syntax errors of the library's parser (Peggy), made readable.

interface PegExpectation {
  type: string;
  text?: string;
  parts?: (string | [string, string])[];
  inverted?: boolean;
}
interface PegError {
  message: string;
  expected?: PegExpectation[] | null;
  found?: string | null;
  location?: { start: { offset: number } };
}

function describeExpected(e: PegExpectation): string | null {
  switch (e.type) {
    case 'literal':
      return e.text === '"' ? `'"'` : `"${e.text}"`;
    case 'end':
      return 'the end of the path';
    case 'any':
      return 'any character';
    case 'class': {
      const parts = (e.parts ?? []).map((p) => (Array.isArray(p) ? p.join('-') : p)).join('');
      if (/^\t-\n\r $/.test(parts)) return null; // whitespace: allowed almost everywhere, not worth saying
      if (/^[\ud800-\udbff]/.test(parts)) return null;
      if (parts === '0-9' || parts === '1-9') return 'a digit';
      if (parts.startsWith('A-Z_a-z')) return 'a name character';
      if (parts === 'a-z') return 'a function name';
      if (parts === '<>') return '"<" or ">"';
      if (parts === '/\\bfnrt') return 'an escape (\\b \\f \\n \\r \\t \\/ \\\\)';
      return `one of [${parts}]`;
    }
    default:
      return null;
  }
}

function describeSyntaxError(e: PegError, input: string): Problem | null {
  if (!e.location) return null;
  let expected = [...new Set((e.expected ?? []).map(describeExpected).filter((s): s is string => s != null))];
  if (expected.includes('a digit') && expected.includes('"-"'))
    expected = [...expected.filter((s) => !['"0"', '"-"', '"-0"', 'a digit'].includes(s)), 'a number'];
  const list = expected.length <= 1 ? (expected[0] ?? 'something else') : `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}`;
  const found =
    e.found == null
      ? 'the end of the path'
      : /^\s$/.test(e.found)
        ? JSON.stringify(e.found).replace(/^"|"$/g, "'").replace(/^' '$/, 'a space')
        : `"${e.found}"`;
  const offset = e.location.start.offset;
  const edge = e.found != null && /^\s$/.test(e.found) && (offset === 0 || offset === input.trimEnd().length);
  return {
    message: `expected ${list}, but found ${found}${edge ? ' (RFC 9535 allows no space before the $ or after the end of the path)' : ''}`,
    offset,
  };
}

/** "at column 12" (or line and column when the query has several lines), then the query with a marker. */
function located(query: string, p: Problem): string {
  const before = query.slice(0, p.offset);
  const line = before.split('\n').length;
  const column = p.offset - before.lastIndexOf('\n');
  const where = line > 1 || query.includes('\n') ? `line ${line}, column ${column}` : `column ${column}`;
  return `Not valid RFC 9535 JSONPath, at ${where} of the path: ${p.message}.\n${before}▸${query.slice(p.offset)}`;
}

// ---------------------------------------------------------------------------------------------------------

/** Checks a query against RFC 9535: null when valid, else the readable, positioned message. */
export function checkRfc9535(query: string): string | null {
  let ast: JsonPathQuery;
  try {
    ast = parse(query);
  } catch (e) {
    const p = describeSyntaxError(e as PegError, query);
    return p ? located(query, p) : `Not valid RFC 9535 JSONPath: ${e instanceof Error ? e.message : String(e)}`;
  }
  const checker = new Checker();
  checker.visit(ast);
  const problem = checker.problem;
  if (!problem) return null;
  const s = scan(query);
  let offset = 0;
  if (problem.kind === 'call') offset = s.calls[problem.index] ?? 0;
  else offset = s.ints.find((t) => !Number.isSafeInteger(Number(t.text)))?.offset ?? 0;
  return located(query, { message: problem.message, offset });
}

/** Undoes the library's escaping of a member name in a path (RFC 9535 normalized path rules). */
function unescapeKey(key: string): string {
  return key.replace(/\\(u[0-9a-f]{4}|.)/g, (_m, e: string) =>
    e.length > 1
      ? String.fromCharCode(parseInt(e.slice(1), 16))
      : (({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e),
  );
}

/** The normalized path (as the library escapes keys) and the JSON Pointer of a location. */
function describePath(path: PathKey[]): { path: string; pointer: string } {
  let normalized = '$';
  let pointer = '';
  for (const k of path) {
    normalized += typeof k === 'number' ? `[${k}]` : `['${k}']`;
    pointer += '/' + (typeof k === 'number' ? String(k) : unescapeKey(k).replace(/~/g, '~0').replace(/\//g, '~1'));
  }
  return { path: normalized, pointer };
}

/** Skips a string literal or a bracketed/parenthesized group starting at `i`; returns the offset after it. */
function skipGroup(q: string, i: number): number {
  let depth = 0;
  while (i < q.length) {
    const c = q[i];
    if (c === '"' || c === "'") {
      i++;
      while (i < q.length && q[i] !== c) i += q[i] === '\\' ? 2 : 1;
      i++;
      if (depth === 0) return i;
      continue;
    }
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    i++;
    if (depth === 0) return i;
  }
  return i;
}

/**
 * The query (valid RFC 9535) cut before each descendant segment that is not its first segment: the first piece
 * starts with $, the others with "..". A query with no such segment is one piece.
 */
export function splitAtDescendants(q: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  // Past the $ (RFC 9535 allows nothing before it).
  let i = 1;
  let first = true;
  while (i < q.length) {
    while (i < q.length && /\s/.test(q[i])) i++;
    if (i >= q.length) break;
    const descendant = q.startsWith('..', i);
    if (descendant && !first) {
      pieces.push(q.slice(start, i));
      start = i;
    }
    first = false;
    if (descendant) i += 2;
    else if (q[i] === '.') i++;
    if (q[i] === '[') i = skipGroup(q, i);
    else if (q[i] === '*') i++;
    // A member name (shorthand): up to blank space or the next segment.
    else while (i < q.length && !/[\s.[]/.test(q[i])) i++;
  }
  pieces.push(q.slice(start));
  return pieces;
}

/** Evaluates an RFC 9535 query over a parsed document: every match with its normalized path, or why the query is invalid. */
export function runRfc9535(doc: unknown, query: string): Result<RawMatch[]> {
  const invalid = checkRfc9535(query);
  if (invalid) return fail(invalid);
  const bracketed = scan(query).bracketed;
  const [head, ...rest] = splitAtDescendants(bracketed);
  const found: RawMatch[] = [];
  try {
    let nodes: { value: unknown; path: PathKey[] }[] = [];
    exec(doc as JsonValue, head, (value, path) => nodes.push({ value, path }));
    // Each later piece starts with a descendant segment, applied to each node in turn (§2.5.2.2): the node's
    // normalized path is a singular query, and a filter's $ still means the whole document.
    for (const piece of rest) {
      const next: typeof nodes = [];
      for (const node of nodes) exec(doc as JsonValue, describePath(node.path).path + piece, (value, path) => next.push({ value, path }));
      nodes = next;
    }
    for (const { value, path } of nodes) found.push({ value, ...describePath(path) });
    return ok(found);
  } catch {
    // A member name holding a lone surrogate has no normalized path that parses: run the whole query at once
    // (the right nodes, in the library's order).
  }
  try {
    exec(doc as JsonValue, bracketed, (value, path) => found.push({ value, ...describePath(path) }));
  } catch (e) {
    return fail(`JSONPath error: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(found);
}
