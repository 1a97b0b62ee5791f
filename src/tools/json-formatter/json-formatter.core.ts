import { createScanner } from 'jsonc-parser';
import { parseJson } from '@/lib/json';
import { isJsonSpace, literalEnd, padder, reindentJson, stringEnd, TooMuchIndentation } from '@/lib/json-reindent';
import { fail, ok, type Result } from '@/lib/result';

export interface FormatJsonOptions {
  indent: 2 | 4 | '\t';
  /** Sort object keys by UTF-16 code unit (so "B" before "a") at every depth; duplicate keys are kept. */
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

type Node = string | ObjectNode | ArrayNode;
interface ObjectNode {
  entries: Array<[sortKey: string, rawKey: string, value: Node]>;
}
interface ArrayNode {
  items: Node[];
}

const keyOf = (raw: string) => (raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1));

/** Builds a tree of raw tokens from validated JSON, without recursion. */
function tokenTree(text: string): Node {
  const holder: ArrayNode = { items: [] };
  const stack: Array<ObjectNode | ArrayNode> = [holder];
  let pendingKey: string | null = null;
  let expectKey = false;
  const add = (node: Node) => {
    const parent = stack[stack.length - 1];
    if ('items' in parent) parent.items.push(node);
    else parent.entries.push([keyOf(pendingKey!), pendingKey!, node]);
  };
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isJsonSpace(c) || c === 58) {
      i++;
    } else if (c === 123 || c === 91) {
      const node: ObjectNode | ArrayNode = c === 123 ? { entries: [] } : { items: [] };
      add(node);
      stack.push(node);
      expectKey = c === 123;
      i++;
    } else if (c === 125 || c === 93) {
      stack.pop();
      expectKey = false;
      i++;
    } else if (c === 44) {
      expectKey = 'entries' in stack[stack.length - 1];
      i++;
    } else {
      const end = c === 34 ? stringEnd(text, i) : literalEnd(text, i);
      const token = text.slice(i, end);
      if (expectKey) {
        pendingKey = token;
        expectKey = false;
      } else add(token);
      i = end;
    }
  }
  return holder.items[0];
}

/** Prints a token tree with object keys sorted by UTF-16 code unit, without recursion. */
function printSorted(root: Node, indent: string): string {
  const pad = padder(indent);
  const out: string[] = [];
  const byKey = (a: ObjectNode['entries'][number], b: ObjectNode['entries'][number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const stack: Array<{ node: ObjectNode | ArrayNode; index: number }> = [];
  const open = (node: Node) => {
    if (typeof node === 'string') {
      out.push(node);
      return;
    }
    const empty = 'items' in node ? node.items.length === 0 : node.entries.length === 0;
    if (empty) {
      out.push('items' in node ? '[]' : '{}');
      return;
    }
    if ('entries' in node) node.entries.sort(byKey);
    out.push('items' in node ? '[' : '{');
    stack.push({ node, index: 0 });
  };
  open(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const { node } = frame;
    const length = 'items' in node ? node.items.length : node.entries.length;
    if (frame.index >= length) {
      stack.pop();
      out.push(pad(stack.length), 'items' in node ? ']' : '}');
      continue;
    }
    out.push(frame.index === 0 ? pad(stack.length) : ',' + pad(stack.length));
    const index = frame.index++;
    if ('items' in node) open(node.items[index]);
    else {
      out.push(node.entries[index][1], ': ');
      open(node.entries[index][2]);
    }
  }
  return out.join('');
}

function render(text: string, opts: FormatJsonOptions, notes: string[]): Result<FormattedJson> {
  const indent = opts.indent === '\t' ? '\t' : ' '.repeat(opts.indent);
  try {
    return ok({ text: opts.sortKeys ? printSorted(tokenTree(text), indent) : reindentJson(text, indent), notes });
  } catch (error) {
    if (error instanceof TooMuchIndentation) {
      return fail('The JSON is nested too deeply to format: the indentation alone would exceed 64 MB. Minify it instead');
    }
    // V8 caps strings near 512 MB.
    if (error instanceof RangeError) return fail('The formatted JSON would be too large to hold as text; minify it instead');
    throw error;
  }
}

/** Pretty-prints JSON (or JSONC in tolerant mode), optionally sorting keys; never throws. */
export function formatJson(text: string, opts: FormatJsonOptions): Result<FormattedJson> {
  try {
    // parseJson validates and locates errors; the output is then printed from the text itself.
    const strict = parseJson(text);
    if (strict.ok) return render(text, opts, []);
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
    return render(relaxed.text, opts, describeRelaxed(relaxed));
  } catch (error) {
    return fail(error instanceof RangeError ? 'The JSON is nested too deeply to format' : `Could not format the JSON: ${String(error)}`);
  }
}
