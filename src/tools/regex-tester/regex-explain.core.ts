/**
 * Explains a regular expression token by token in plain English, from regexp-tree's syntax tree.
 * Loaded on demand by the regex tester (regexp-tree is ~40 KB).
 */
import regexpTree from 'regexp-tree';
import { fail, ok, type Result } from '@/lib/result';

export interface ExplainItem {
  /** Nesting level: children of a group, lookaround or repetition are one deeper. */
  depth: number;
  /** The part of the pattern described. */
  source: string;
  text: string;
}

/* A structural view of the regexp-tree AST: only what the explainer reads. */
interface Loc {
  source: string;
}
interface CharNode {
  type: 'Char';
  value: string;
  kind: 'simple' | 'meta' | 'control' | 'hex' | 'decimal' | 'oct' | 'unicode';
  symbol?: string;
  codePoint: number | null;
  escaped?: boolean;
  loc?: Loc;
}
interface ClassRangeNode {
  type: 'ClassRange';
  from: CharNode;
  to: CharNode;
  loc?: Loc;
}
interface UnicodePropertyNode {
  type: 'UnicodeProperty';
  name: string;
  value: string;
  negative: boolean;
  binary: boolean;
  canonicalName: string;
  canonicalValue: string;
  loc?: Loc;
}
interface CharacterClassNode {
  type: 'CharacterClass';
  negative?: boolean;
  expressions: (CharNode | ClassRangeNode | UnicodePropertyNode)[];
  loc?: Loc;
}
interface QuantifierNode {
  type: 'Quantifier';
  kind: '*' | '+' | '?' | 'Range';
  from?: number;
  to?: number;
  greedy: boolean;
  loc?: Loc;
}
interface RepetitionNode {
  type: 'Repetition';
  expression: AstNode;
  quantifier: QuantifierNode;
  loc?: Loc;
}
interface GroupNode {
  type: 'Group';
  capturing: boolean;
  name?: string;
  number?: number;
  expression: AstNode | null;
  loc?: Loc;
}
interface AssertionNode {
  type: 'Assertion';
  kind: '^' | '$' | '\\b' | '\\B' | 'Lookahead' | 'Lookbehind';
  negative?: boolean;
  assertion?: AstNode | null;
  loc?: Loc;
}
interface BackreferenceNode {
  type: 'Backreference';
  kind: 'number' | 'name';
  number: number;
  reference: number | string;
  loc?: Loc;
}
interface AlternativeNode {
  type: 'Alternative';
  expressions: AstNode[];
  loc?: Loc;
}
interface DisjunctionNode {
  type: 'Disjunction';
  left: AstNode | null;
  right: AstNode | null;
  loc?: Loc;
}
type AstNode =
  | CharNode
  | ClassRangeNode
  | UnicodePropertyNode
  | CharacterClassNode
  | RepetitionNode
  | GroupNode
  | AssertionNode
  | BackreferenceNode
  | AlternativeNode
  | DisjunctionNode;

interface RegExpNode {
  type: 'RegExp';
  body: AstNode | null;
  flags: string;
}

const META: Record<string, string> = {
  '\\d': 'a digit (0–9)',
  '\\D': 'any character that is not a digit',
  '\\w': 'a word character (letter, digit or _)',
  '\\W': 'any character that is not a word character',
  '\\s': 'a whitespace character (space, tab, line break…)',
  '\\S': 'any character that is not whitespace',
  '\\n': 'a line feed (newline)',
  '\\r': 'a carriage return',
  '\\t': 'a tab',
  '\\v': 'a vertical tab',
  '\\f': 'a form feed',
  '\\0': 'the NUL character',
  '[\\b]': 'a backspace',
};

const codePointLabel = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

function printable(cp: number): string {
  const ch = String.fromCodePoint(cp);
  if (cp === 32) return 'a space';
  if (cp < 32 || (cp >= 0x7f && cp < 0xa0)) return `the control character ${codePointLabel(cp)}`;
  return `"${ch}"`;
}

function describeChar(c: CharNode, dotAll: boolean): string {
  if (c.kind === 'meta') {
    if (c.value === '.') return dotAll ? 'any character, line breaks included' : 'any character except a line break';
    return META[c.value] ?? `the escape ${c.value}`;
  }
  if (c.codePoint != null && c.kind !== 'simple') return `${printable(c.codePoint)} (${codePointLabel(c.codePoint)}, written ${c.value})`;
  if (c.codePoint != null) return printable(c.codePoint);
  return `"${c.value}"`;
}

function describeProperty(p: UnicodePropertyNode): string {
  const what = p.binary || p.canonicalName === p.canonicalValue ? p.canonicalValue : `${p.canonicalName} = ${p.canonicalValue}`;
  return `${p.negative ? 'a character without' : 'a character with'} the Unicode property ${what.replace(/_/g, ' ')}`;
}

function describeClassItem(e: CharNode | ClassRangeNode | UnicodePropertyNode): string {
  if (e.type === 'ClassRange') return `${describeChar(e.from, false)} to ${describeChar(e.to, false)}`;
  if (e.type === 'UnicodeProperty') return describeProperty(e);
  return describeChar(e, false);
}

function describeClass(c: CharacterClassNode): string {
  if (c.expressions.length === 0) return c.negative ? 'any character at all (an empty negated class)' : 'nothing (an empty class never matches)';
  const items = c.expressions.map(describeClassItem).join(', ');
  return c.negative ? `one character that is none of: ${items}` : `one character from: ${items}`;
}

function times(q: QuantifierNode): string {
  switch (q.kind) {
    case '*':
      return 'zero or more times';
    case '+':
      return 'one or more times';
    case '?':
      return 'optionally (zero or one time)';
    default:
      if (q.to === undefined) return `${q.from} or more times`;
      if (q.from === q.to) return `exactly ${q.from} ${q.from === 1 ? 'time' : 'times'}`;
      return `between ${q.from} and ${q.to} times`;
  }
}

function quantifierText(q: QuantifierNode): string {
  const fixed = q.kind === 'Range' && q.from === q.to;
  if (fixed) return times(q);
  return `${times(q)}, ${q.greedy ? 'as many as possible (greedy)' : 'as few as possible (lazy)'}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const src = (n: { loc?: Loc } | null | undefined) => n?.loc?.source ?? '';

function isAtom(n: AstNode): n is CharNode | CharacterClassNode | UnicodePropertyNode | BackreferenceNode {
  return n.type === 'Char' || n.type === 'CharacterClass' || n.type === 'UnicodeProperty' || n.type === 'Backreference';
}

interface Ctx {
  /** With a named group anywhere, \k<name> is a backreference (else it is literal text). */
  namedGroups: boolean;
  multiline: boolean;
  dotAll: boolean;
  out: ExplainItem[];
}

function atomText(n: CharNode | CharacterClassNode | UnicodePropertyNode | BackreferenceNode, ctx: Ctx): string {
  switch (n.type) {
    case 'Char':
      return n.kind === 'simple' && n.codePoint != null && n.codePoint > 32
        ? `the character ${describeChar(n, ctx.dotAll)}`
        : describeChar(n, ctx.dotAll);
    case 'CharacterClass':
      return describeClass(n);
    case 'UnicodeProperty':
      return describeProperty(n);
    case 'Backreference':
      return n.kind === 'name' ? `the same text that group "${n.reference}" matched` : `the same text that group ${n.number} matched`;
  }
}

function alternatives(n: AstNode | null): (AstNode | null)[] {
  if (n && n.type === 'Disjunction') return [...alternatives(n.left), ...alternatives(n.right)];
  return [n];
}

function walkSequence(nodes: AstNode[], depth: number, ctx: Ctx) {
  let i = 0;
  while (i < nodes.length) {
    const n = nodes[i];
    // regexp-tree reads a forward reference \k<name> (used before its group) as literal text.
    if (ctx.namedGroups && n.type === 'Char' && src(n) === '\\k' && nodes[i + 1]?.type === 'Char' && (nodes[i + 1] as CharNode).value === '<') {
      let j = i + 1;
      let source = src(n);
      while (j < nodes.length && nodes[j].type === 'Char' && (nodes[j] as CharNode).kind === 'simple' && (nodes[j] as CharNode).value !== '>')
        source += src(nodes[j++]);
      if (j < nodes.length && (nodes[j] as CharNode).value === '>') {
        source += '>';
        ctx.out.push({ depth, source, text: `The same text that group "${source.slice(3, -1)}" matched` });
        i = j + 1;
        continue;
      }
    }
    // Runs of plain characters read best as one literal.
    if (n.type === 'Char' && n.kind === 'simple' && nodes[i + 1]?.type === 'Char' && (nodes[i + 1] as CharNode).kind === 'simple') {
      let j = i;
      let text = '';
      let source = '';
      while (j < nodes.length && nodes[j].type === 'Char' && (nodes[j] as CharNode).kind === 'simple') {
        const c = nodes[j] as CharNode;
        text += c.codePoint != null ? String.fromCodePoint(c.codePoint) : c.value;
        source += src(c);
        j++;
      }
      ctx.out.push({ depth, source, text: `The literal text "${text}"` });
      i = j;
      continue;
    }
    walk(n, depth, ctx);
    i++;
  }
}

function walk(n: AstNode | null, depth: number, ctx: Ctx) {
  if (!n) {
    ctx.out.push({ depth, source: '', text: 'Nothing (matches the empty string)' });
    return;
  }
  switch (n.type) {
    case 'Alternative':
      walkSequence(n.expressions, depth, ctx);
      return;
    case 'Disjunction': {
      const alts = alternatives(n);
      ctx.out.push({ depth, source: src(n), text: `Either of ${alts.length} alternatives (|), tried left to right:` });
      alts.forEach((a, i) => {
        ctx.out.push({ depth: depth + 1, source: src(a), text: `Alternative ${i + 1}:` });
        walk(a, depth + 2, ctx);
      });
      return;
    }
    case 'Char':
    case 'CharacterClass':
    case 'UnicodeProperty':
    case 'Backreference':
      ctx.out.push({ depth, source: src(n), text: cap(atomText(n, ctx)) });
      return;
    case 'ClassRange':
      ctx.out.push({ depth, source: src(n), text: cap(describeClassItem(n)) });
      return;
    case 'Repetition': {
      const q = n.quantifier;
      if (isAtom(n.expression)) {
        ctx.out.push({ depth, source: src(n), text: `${cap(atomText(n.expression, ctx))}, ${quantifierText(q)}` });
        return;
      }
      ctx.out.push({ depth, source: src(n), text: `${cap(quantifierText(q))}:` });
      walk(n.expression, depth + 1, ctx);
      return;
    }
    case 'Group': {
      const label = n.capturing
        ? n.name
          ? `Named capturing group "${n.name}" (group ${n.number}):`
          : `Capturing group ${n.number}:`
        : 'Non-capturing group (groups without saving the text):';
      ctx.out.push({ depth, source: src(n), text: label });
      walk(n.expression, depth + 1, ctx);
      return;
    }
    case 'Assertion': {
      const simple: Record<string, string> = {
        '^': ctx.multiline ? 'Start of a line (or of the text)' : 'Start of the text',
        $: ctx.multiline ? 'End of a line (or of the text)' : 'End of the text',
        '\\b': 'A word boundary (between a word character and a non-word character)',
        '\\B': 'Not a word boundary',
      };
      if (n.kind in simple) {
        ctx.out.push({ depth, source: src(n), text: simple[n.kind] });
        return;
      }
      const ahead = n.kind === 'Lookahead';
      const text = ahead
        ? n.negative
          ? 'Negative lookahead: only if what follows does NOT match (consumes nothing):'
          : 'Positive lookahead: only if what follows matches (consumes nothing):'
        : n.negative
          ? 'Negative lookbehind: only if what precedes does NOT match:'
          : 'Positive lookbehind: only if what precedes matches:';
      ctx.out.push({ depth, source: src(n), text });
      walk(n.assertion ?? null, depth + 1, ctx);
      return;
    }
  }
}

/** Explains the pattern. Syntax regexp-tree does not know (v-mode set operations, inline modifiers) is reported, not guessed. */
export function explainRegex(pattern: string, flags: string): Result<ExplainItem[]> {
  if (pattern === '') return ok([{ depth: 0, source: '', text: 'An empty pattern matches the empty string at every position.' }]);
  let re: RegExp;
  try {
    re = new RegExp(pattern, flags);
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
  const notCovered = fail(
    'The explanation does not cover some syntax in this pattern (such as v-mode set operations or inline modifiers); the pattern itself is valid.',
  );
  // regexp-tree knows g i m s u y; d changes nothing in the syntax. A v-mode pattern that is also
  // valid with u (no set operations, nested classes or \q{…}) reads the same, so it is parsed as u.
  if (re.unicodeSets) {
    if (/&&|--|\\q\{/.test(re.source)) return notCovered;
    try {
      new RegExp(pattern, flags.replace('v', 'u'));
    } catch {
      return notCovered;
    }
  }
  const base = [...new Set(flags.replace(/[dv]/g, '').split(''))].join('');
  // Without u, regexp-tree reads \k<name> as literal text unless the group came earlier; in JavaScript a
  // pattern with any named group makes \k<name> a backreference wherever it is. Parsing with u gets that
  // right, and falls back to the lenient mode for patterns only valid without u.
  const attempts =
    re.unicodeSets || re.unicode ? [base.includes('u') ? base : base + 'u'] : /\(\?<[^=!]/.test(re.source) ? [base + 'u', base] : [base];
  let ast: RegExpNode | null = null;
  for (const f of attempts) {
    try {
      ast = regexpTree.parse(`/${re.source}/${f}`, { captureLocations: true, allowGroupNameDuplicates: true }) as unknown as RegExpNode;
      break;
    } catch {
      // Try the next mode.
    }
  }
  if (!ast) return notCovered;
  const ctx: Ctx = { namedGroups: /\(\?<[^=!]/.test(re.source), multiline: re.multiline, dotAll: re.dotAll, out: [] };
  walk(ast.body, 0, ctx);
  return ok(ctx.out);
}
