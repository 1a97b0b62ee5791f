import { createScanner } from 'jsonc-parser';
import { parseJson, stringifyJson } from '@/lib/json';
import { fail, ok, type Result } from '@/lib/result';

export interface FormatJsonOptions {
  indent: 2 | 4 | '\t';
  /** Sort object keys alphabetically (by UTF-16 code unit), at every depth. */
  sortKeys?: boolean;
  /** Accept comments and trailing commas (JSONC), and say in `notes` what was dropped. */
  tolerant?: boolean;
}

export interface FormattedJson {
  text: string;
  /** What tolerant mode accepted, e.g. "Removed 2 comments and 1 trailing comma". */
  notes: string[];
}

// jsonc-parser's SyntaxKind is an ambient const enum, which isolatedModules cannot read.
const T = {
  OpenBrace: 1,
  CloseBrace: 2,
  OpenBracket: 3,
  CloseBracket: 4,
  Comma: 5,
  Colon: 6,
  LineComment: 12,
  BlockComment: 13,
  LineBreak: 14,
  Trivia: 15,
  EOF: 17,
} as const;

interface Relaxed {
  /** The input with comments and trailing commas blanked out, same length and line breaks. */
  text: string;
  comments: number;
  trailingCommas: number;
}

/**
 * Blanks comments and trailing commas with spaces instead of deleting them, so that a
 * parse error in what remains still points at the right line and column of the input.
 */
function relaxJsonc(text: string): Relaxed {
  const scanner = createScanner(text, false);
  const edits: Array<[start: number, end: number]> = [];
  let comments = 0;
  let trailingCommas = 0;
  let previous: number = T.EOF;
  let pendingComma = -1;
  for (let kind = scanner.scan(); kind !== T.EOF; kind = scanner.scan()) {
    if (kind === T.LineBreak || kind === T.Trivia) continue;
    if (kind === T.LineComment || kind === T.BlockComment) {
      comments++;
      const start = scanner.getTokenOffset();
      edits.push([start, start + scanner.getTokenLength()]);
      continue;
    }
    if (pendingComma >= 0 && (kind === T.CloseBrace || kind === T.CloseBracket)) {
      trailingCommas++;
      edits.push([pendingComma, pendingComma + 1]);
    }
    pendingComma = -1;
    // A comma after `[`, `{`, `,` or `:` is an error, not a trailing comma: leave it for the parser.
    if (
      kind === T.Comma &&
      previous !== T.OpenBrace &&
      previous !== T.OpenBracket &&
      previous !== T.Comma &&
      previous !== T.Colon &&
      previous !== T.EOF
    ) {
      pendingComma = scanner.getTokenOffset();
    }
    previous = kind;
  }
  if (edits.length === 0) return { text, comments, trailingCommas };
  // Trailing commas are recorded when their closing bracket is seen, after any comment between.
  edits.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of edits) {
    parts.push(text.slice(last, start), text.slice(start, end).replace(/[^\r\n]/g, ' '));
    last = end;
  }
  parts.push(text.slice(last));
  return { text: parts.join(''), comments, trailingCommas };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describeRelaxed({ comments, trailingCommas }: Relaxed): string[] {
  const removed: string[] = [];
  if (comments > 0) removed.push(plural(comments, 'comment', 'comments'));
  if (trailingCommas > 0) removed.push(plural(trailingCommas, 'trailing comma', 'trailing commas'));
  return removed.length === 0 ? [] : [`Removed ${removed.join(' and ')}`];
}

function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Plain assignment of "__proto__" would replace the prototype and lose the key.
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Returns a copy of a parsed JSON value with object keys sorted at every depth, without recursion. */
export function sortJsonKeys(root: unknown): unknown {
  const holder: Record<string, unknown> = { root };
  // Each entry says: replace parent[key] by its sorted copy. Iterative so 10,000-deep input cannot overflow the stack.
  const stack: Array<[parent: Record<string, unknown> | unknown[], key: string | number]> = [[holder, 'root']];
  while (stack.length > 0) {
    const [parent, key] = stack.pop()!;
    const value = (parent as Record<string | number, unknown>)[key];
    let copy: Record<string, unknown> | unknown[];
    if (Array.isArray(value)) {
      copy = value.slice();
      for (let i = 0; i < copy.length; i++) if (isContainer(copy[i])) stack.push([copy, i]);
    } else {
      const source = value as Record<string, unknown>;
      const object: Record<string, unknown> = {};
      for (const k of Object.keys(source).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        setOwn(object, k, source[k]);
        if (isContainer(source[k])) stack.push([object, k]);
      }
      copy = object;
    }
    if (Array.isArray(parent)) parent[key as number] = copy;
    else setOwn(parent, key as string, copy);
  }
  return holder.root;
}

function render(value: unknown, opts: FormatJsonOptions, notes: string[]): Result<FormattedJson> {
  const sorted = opts.sortKeys && isContainer(value) ? sortJsonKeys(value) : value;
  const text = stringifyJson(sorted, opts.indent);
  return text.ok ? ok({ text: text.value, notes }) : text;
}

/** Pretty-prints JSON (or JSONC in tolerant mode), optionally sorting keys; never throws. */
export function formatJson(text: string, opts: FormatJsonOptions): Result<FormattedJson> {
  try {
    const strict = parseJson(text);
    if (strict.ok) return render(strict.value, opts, []);
    // Only scan for comments once the fast path has failed, so valid JSON pays nothing extra.
    const relaxed = relaxJsonc(text);
    const found = relaxed.comments + relaxed.trailingCommas > 0;
    if (!opts.tolerant) {
      if (found && parseJson(relaxed.text).ok) {
        return fail(`${strict.error.message.replace(/\.$/, '')}. Turn on tolerant mode to accept comments and trailing commas`, {
          line: strict.error.line,
          column: strict.error.column,
        });
      }
      return strict;
    }
    if (!found) return strict;
    const parsed = parseJson(relaxed.text);
    if (!parsed.ok) return parsed;
    return render(parsed.value, opts, describeRelaxed(relaxed));
  } catch (error) {
    return fail(error instanceof RangeError ? 'The JSON is nested too deeply to format' : `Could not format the JSON: ${String(error)}`);
  }
}
