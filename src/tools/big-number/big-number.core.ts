import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** Results past this many bits (about 150,000 decimal digits) are refused: printing them would freeze the page. */
export const MAX_RESULT_BITS = 500_000;
const LIMIT = 1n << BigInt(MAX_RESULT_BITS);
const MAX_DEPTH = 500;
const LOG10_2 = Math.log10(2);
const MAX_DIGITS = 100_000;

type Op = '+' | '-' | '*' | '/' | '%' | '**' | '(' | ')';
type Token = { kind: 'num'; value: bigint; at: number } | { kind: 'op'; op: Op; at: number } | { kind: 'end'; at: number };

class EvalError {
  constructor(
    readonly message: string,
    readonly at: number,
  ) {}
}

const DIGIT_NAMES: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };

/** Splits an expression into tokens; operator look-alikes (× ÷ −) are accepted, ^ and fractions are explained. */
function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = expr.length;
  while (i < n) {
    const c = expr[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c >= '0' && c <= '9') {
      let base = 10;
      let digitsFrom = i;
      const prefix = expr.slice(i, i + 2).toLowerCase();
      if (prefix === '0x' || prefix === '0b' || prefix === '0o') {
        base = prefix === '0x' ? 16 : prefix === '0b' ? 2 : 8;
        digitsFrom = i + 2;
      }
      let j = digitsFrom;
      while (j < n && /[0-9a-zA-Z_]/.test(expr[j])) j++;
      const word = expr.slice(digitsFrom, j);
      if (word === '') throw new EvalError(`'${expr.slice(start, j)}' needs digits after the prefix`, start);
      if (base === 10 && /^[0-9_]*[eE][0-9]+$/.test(word)) {
        const [m, e] = word.split(/[eE]/);
        throw new EvalError(`Exponent notation is not supported; write ${m} * 10**${e}`, start);
      }
      for (let k = 0; k < word.length; k++) {
        const ch = word[k];
        if (ch === '_') {
          if (k === 0 || k === word.length - 1 || word[k + 1] === '_') {
            throw new EvalError("'_' may only separate digits, as in 1_000_000", digitsFrom + k);
          }
          continue;
        }
        const d = parseInt(ch, 36);
        if (d >= base) {
          const what = base === 10 && d >= 10 ? `Unexpected '${ch}' after a number` : `'${ch}' is not a ${DIGIT_NAMES[base]} digit`;
          throw new EvalError(what, digitsFrom + k);
        }
      }
      const digits = word.replace(/_/g, '');
      if (digits.length > MAX_DIGITS) throw new EvalError(`Numbers are limited to ${MAX_DIGITS.toLocaleString('en-US')} digits`, start);
      if (expr[j] === '.' && /[0-9]/.test(expr[j + 1] ?? '')) {
        throw new EvalError(`Only whole numbers are supported; '${expr.slice(start, j + 2)}…' has a fraction`, start);
      }
      tokens.push({ kind: 'num', value: BigInt(base === 10 ? digits : `${prefix}${digits}`), at: start });
      i = j;
      continue;
    }
    if (c === '*' && expr[i + 1] === '*') {
      tokens.push({ kind: 'op', op: '**', at: i });
      i += 2;
      continue;
    }
    const op = c === '×' ? '*' : c === '÷' ? '/' : c === '−' ? '-' : c;
    if ('+-*/%()'.includes(op)) {
      tokens.push({ kind: 'op', op: op as Op, at: i });
      i++;
      continue;
    }
    if (c === '^') throw new EvalError("Use ** for powers (2 ** 10); '^' is not supported", i);
    if (c === '.') throw new EvalError('Only whole numbers are supported', i);
    const shown = String.fromCodePoint(expr.codePointAt(i) ?? 0);
    throw new EvalError(`Unexpected '${shown}'; use whole numbers, + - * / % ** and parentheses`, i);
  }
  tokens.push({ kind: 'end', at: n });
  return tokens;
}

/** Binary length of |x|, from its hex form (cheap: V8 converts to power-of-two radixes in linear time). */
function bitLength(x: bigint): number {
  if (x === 0n) return 0;
  const hex = (x < 0n ? -x : x).toString(16);
  return (hex.length - 1) * 4 + parseInt(hex[0], 16).toString(2).length;
}

/** log2 of |x| from its leading hex digits, accurate enough to predict the size of a power. */
function log2Abs(x: bigint): number {
  const hex = (x < 0n ? -x : x).toString(16);
  const lead = hex.slice(0, 13);
  return Math.log2(parseInt(lead, 16)) + 4 * (hex.length - lead.length);
}

function checkSize(x: bigint, at: number): bigint {
  if (x >= LIMIT || -x >= LIMIT) throw new EvalError(tooLarge(), at);
  return x;
}

const tooLarge = (bits?: number) =>
  `The result would have ${bits === undefined ? 'more than' : 'about'} ${Math.round((bits ?? MAX_RESULT_BITS) * LOG10_2).toLocaleString('en-US')} digits; ` +
  `results are limited to about ${Math.round(MAX_RESULT_BITS * LOG10_2).toLocaleString('en-US')} digits`;

/** Recursive descent over the tokens, evaluating as it goes; depth is capped so deep nesting cannot overflow. */
class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): bigint {
    const value = this.additive();
    const t = this.tokens[this.pos];
    if (t.kind !== 'end') {
      if (t.kind === 'op' && t.op === ')') throw new EvalError("Unmatched ')'", t.at);
      throw new EvalError(t.kind === 'num' ? 'Missing operator before this number' : `Unexpected '${t.op}'`, t.at);
    }
    return value;
  }

  private peekOp(): Op | null {
    const t = this.tokens[this.pos];
    return t.kind === 'op' ? t.op : null;
  }

  private enter(at: number): void {
    if (++this.depth > MAX_DEPTH) throw new EvalError(`The expression nests deeper than ${MAX_DEPTH} levels`, at);
  }

  private additive(): bigint {
    let left = this.multiplicative();
    for (;;) {
      const op = this.peekOp();
      if (op !== '+' && op !== '-') return left;
      const at = this.tokens[this.pos++].at;
      const right = this.multiplicative();
      left = checkSize(op === '+' ? left + right : left - right, at);
    }
  }

  private multiplicative(): bigint {
    let left = this.unary();
    for (;;) {
      const op = this.peekOp();
      if (op !== '*' && op !== '/' && op !== '%') return left;
      const at = this.tokens[this.pos++].at;
      const right = this.unary();
      if (op === '*') {
        // Checked before multiplying so a huge product is never built.
        if (left !== 0n && right !== 0n && bitLength(left) + bitLength(right) - 1 > MAX_RESULT_BITS) {
          throw new EvalError(tooLarge(bitLength(left) + bitLength(right)), at);
        }
        left = checkSize(left * right, at);
      } else {
        if (right === 0n) throw new EvalError(op === '/' ? 'Division by zero' : 'Remainder of division by zero', at);
        left = op === '/' ? left / right : left % right;
      }
    }
  }

  private unary(): bigint {
    const op = this.peekOp();
    if (op === '-' || op === '+') {
      const at = this.tokens[this.pos++].at;
      this.enter(at);
      const v = this.unary();
      this.depth--;
      return op === '-' ? -v : v;
    }
    return this.power();
  }

  private power(): bigint {
    const base = this.primary();
    if (this.peekOp() !== '**') return base;
    const at = this.tokens[this.pos++].at;
    this.enter(at);
    // Right-associative, and the exponent may carry its own sign: 2 ** -1 is reported, 2 ** 3 ** 2 is 2 ** 9.
    const exponent = this.unary();
    this.depth--;
    if (exponent < 0n) throw new EvalError('Negative exponents give fractions; only whole-number results are supported', at);
    if (base === 0n || base === 1n || exponent === 0n) return exponent === 0n ? 1n : base;
    if (base === -1n) return exponent % 2n === 0n ? 1n : -1n;
    if (exponent > BigInt(MAX_RESULT_BITS)) throw new EvalError(tooLarge(), at);
    const bits = Number(exponent) * log2Abs(base);
    if (bits > MAX_RESULT_BITS) throw new EvalError(tooLarge(bits), at);
    return base ** exponent;
  }

  private primary(): bigint {
    const t = this.tokens[this.pos];
    if (t.kind === 'num') {
      this.pos++;
      return t.value;
    }
    if (t.kind === 'op' && t.op === '(') {
      this.pos++;
      this.enter(t.at);
      const v = this.additive();
      this.depth--;
      const close = this.tokens[this.pos];
      if (close.kind !== 'op' || close.op !== ')') {
        const where = close.kind === 'end' ? 'the expression ends' : 'found something else';
        throw new EvalError(`Missing ')' for the '(' here; ${where} first`, t.at);
      }
      this.pos++;
      return v;
    }
    if (t.kind === 'end') throw new EvalError('The expression ends too early; expected a number or (', t.at);
    throw new EvalError(`Expected a number or ( but found '${t.op}'`, t.at);
  }
}

/**
 * Evaluates an integer expression exactly: decimal, 0x, 0b and 0o literals (with _ separators), + - * / % and
 * right-associative **, unary minus, parentheses. / truncates toward zero and % takes the dividend's sign, as
 * BigInt does. Errors carry the line and column of the offending token.
 */
export function evaluateBigInt(expr: string): Result<bigint> {
  if (typeof expr !== 'string') return fail('Enter an expression such as 2 ** 64 - 1');
  if (expr.trim() === '') return fail('The input is empty');
  try {
    return ok(new Parser(tokenize(expr)).parse());
  } catch (e) {
    if (e instanceof EvalError) return fail(e.message, lineColumnAt(expr, e.at));
    // BigInt operations can still run out of memory on pathological input; report rather than crash.
    return fail(`The expression could not be evaluated: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const RADIX_PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x' };

/** Parses digits (already validated, lowercase, no sign) in any base 2–36 without quadratic string work. */
function parseDigits(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits);
  if (RADIX_PREFIX[base]) return BigInt(RADIX_PREFIX[base] + digits);
  // Horner's rule over chunks whose value fits a double exactly, so most steps are small-number work.
  let chunk = 1;
  while (base ** (chunk + 1) <= Number.MAX_SAFE_INTEGER) chunk++;
  const big = BigInt(base);
  const first = digits.length % chunk || chunk;
  let n = BigInt(parseInt(digits.slice(0, first), base));
  const step = big ** BigInt(chunk);
  for (let i = first; i < digits.length; i += chunk) n = n * step + BigInt(parseInt(digits.slice(i, i + chunk), base));
  return n;
}

const validBase = (b: unknown): b is number => typeof b === 'number' && Number.isInteger(b) && b >= 2 && b <= 36;

/**
 * Converts an integer between bases 2–36. Accepts a sign, the 0x/0b/0o prefix matching the source base, and spaces or
 * underscores between digits; output digits are lowercase.
 */
export function convertBase(value: string, fromBase: number, toBase: number): Result<string> {
  if (!validBase(fromBase)) return fail(`The source base must be a whole number from 2 to 36, not ${String(fromBase)}`);
  if (!validBase(toBase)) return fail(`The target base must be a whole number from 2 to 36, not ${String(toBase)}`);
  if (typeof value !== 'string') return fail('Enter a number to convert');
  if (value.trim() === '') return fail('The input is empty');
  let i = 0;
  while (i < value.length && /\s/.test(value[i])) i++;
  let negative = false;
  if (value[i] === '-' || value[i] === '+' || value[i] === '−') {
    negative = value[i] !== '+';
    i++;
  }
  const prefix = RADIX_PREFIX[fromBase];
  if (prefix && value.slice(i, i + 2).toLowerCase() === prefix) i += 2;
  const digits: string[] = [];
  let count = 0;
  for (let k = i; k < value.length; k++) {
    const ch = value[k];
    if (ch === '_' || /\s/.test(ch)) continue;
    const d = /[0-9a-zA-Z]/.test(ch) ? parseInt(ch, 36) : NaN;
    if (!(d < fromBase)) {
      const shown = String.fromCodePoint(value.codePointAt(k) ?? 0);
      const hint = fromBase <= 10 ? `0–${fromBase - 1}` : `0–9 and a–${String.fromCharCode(86 + fromBase)}`;
      return fail(`'${shown}' is not a digit in base ${fromBase} (digits are ${hint})`, lineColumnAt(value, k));
    }
    digits.push(ch);
    if (++count > MAX_DIGITS) return fail(`Numbers are limited to ${MAX_DIGITS.toLocaleString('en-US')} digits`);
  }
  if (digits.length === 0) return fail('There are no digits to convert');
  const n = parseDigits(digits.join('').toLowerCase(), fromBase);
  const out = n.toString(toBase);
  return ok(negative && n !== 0n ? `-${out}` : out);
}
