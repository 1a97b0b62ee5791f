// The big-number tool against Python: expressions are parsed by Python's own parser (ast) and computed with its
// integers, with / and % as the tool documents them (truncating toward zero, remainder taking the dividend's sign,
// as BigInt does; Python's // and % floor instead, so the rule is spelled out below); base conversions are checked
// with int(text, base) and an independent digit loop; the JSON precision check with Python's exact json integers.
// One python3 process for all cases.
import { execFileSync } from 'node:child_process';
import { jsonPrecisionLoss } from '@/lib/json-precision';
import { convertBase, evaluateBigInt, MAX_RESULT_BITS } from '@/tools/big-number/big-number.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');

const SCRIPT = String.raw`
import ast, json, sys
if hasattr(sys, 'set_int_max_str_digits'):
    sys.set_int_max_str_digits(0)

def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q

def ev(n):
    if isinstance(n, ast.Expression):
        return ev(n.body)
    if isinstance(n, ast.Constant) and type(n.value) is int:
        return n.value
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, (ast.USub, ast.UAdd)):
        v = ev(n.operand)
        return -v if isinstance(n.op, ast.USub) else v
    if isinstance(n, ast.BinOp):
        a, b = ev(n.left), ev(n.right)
        op = type(n.op)
        if op is ast.Add: return a + b
        if op is ast.Sub: return a - b
        if op is ast.Mult: return a * b
        if op in (ast.Div, ast.Mod):
            if b == 0: raise ZeroDivisionError()
            q = tdiv(a, b)
            return q if op is ast.Div else a - b * q
        if op is ast.Pow:
            if b < 0: raise ValueError('negative exponent')
            return a ** b
    raise ValueError('unsupported ' + type(n).__name__)

DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz'
def to_base(n, base):
    if n == 0: return '0'
    sign, n, out = ('-' if n < 0 else ''), abs(n), []
    while n:
        n, d = divmod(n, base)
        out.append(DIGITS[d])
    return sign + ''.join(reversed(out))

cases = json.load(sys.stdin)
out = {'expr': [], 'base': [], 'json': []}
for e in cases['expr']:
    try:
        out['expr'].append({'ok': str(ev(ast.parse(e, mode='eval')))})
    except ZeroDivisionError:
        out['expr'].append({'error': 'zero'})
    except ValueError as x:
        out['expr'].append({'error': str(x)})
for text, frm, to in cases['base']:
    n = int(text, frm)
    out['base'].append({'value': str(n), 'digits': to_base(n, to)})
for text in cases['json']:
    big = []
    def keep(s):
        if abs(int(s)) > 2**53 - 1: big.append([s, repr(float(int(s)))])
        return int(s)
    json.loads(text, parse_int=keep)
    out['json'].append(big)
print(json.dumps(out))
`;

/** Random integer literals, in every notation both languages write the same way. */
function literal(r: (n: number) => number): string {
  const digits = (alphabet: string, len: number) => {
    let s = alphabet[1 + r(alphabet.length - 1)];
    for (let i = 1; i < len; i++) s += alphabet[r(alphabet.length)];
    return s;
  };
  const len = [1, 1, 2, 5, 19, 20, 40, 120][r(8)];
  switch (r(6)) {
    case 0:
      return `0x${digits('0123456789abcdefABCDEF', len)}`;
    case 1:
      return `0b${digits('01', len * 3)}`;
    case 2:
      return `0o${digits('01234567', len)}`;
    case 3:
      return digits('0123456789', len).replace(/(\d)(?=(\d{3})+$)/g, '$1_');
    default:
      return r(10) === 0 ? '0' : digits('0123456789', len);
  }
}

function expression(r: (n: number) => number, depth: number): string {
  if (depth === 0 || r(4) === 0) return literal(r);
  const a = expression(r, depth - 1);
  switch (r(9)) {
    case 0:
      return `-${a}`;
    case 1:
      return `(${a})`;
    case 2:
      // Small exponents, so results stay printable; bases may be negative.
      return `(${a}) ** ${r(12)}`;
    default: {
      const op = ['+', '-', '*', '/', '%', '*'][r(6)];
      const b = expression(r, depth - 1);
      return r(2) ? `${a} ${op} ${b}` : `(${a}) ${op} (-${b})`;
    }
  }
}

const FIXED_EXPRESSIONS = [
  '7 / 2',
  '-7 / 2',
  '7 / -2',
  '-7 / -2',
  '7 % 3',
  '-7 % 3',
  '7 % -3',
  '-7 % -3',
  '0 / -5',
  '-0 % 5',
  '1 / 0',
  '5 % (3 - 3)',
  '2 ** 64 - 1',
  '-2 ** 2',
  '(-2) ** 3',
  '2 ** 3 ** 2',
  '2 ** -1',
  '2 ** -3 ** 2',
  '0 ** 0',
  '(-1) ** 1000001',
  '2 ** 100000 % 1000000007',
  '3 ** 20000 / 7 ** 5000',
  '-(10 ** 300) / 7',
  '-(10 ** 300) % 7',
  '(2 ** 521 - 1) % (2 ** 127 - 1)',
  '0xDEAD_BEEF * 0o17_77 - 0b1_0',
  '123456789012345678901234567890 / -9876543210',
  '-123456789012345678901234567890 % 9876543210',
  '--5',
  '-+-+5',
  // Past the documented limit: refused by the tool, computed by Python.
  '((8621098429788142788071093979889570620219 ** 6) ** 24) ** 29',
];

const r = rng(0x9e3779b9);
const EXPRESSIONS = [...FIXED_EXPRESSIONS, ...Array.from({ length: 400 }, () => expression(r, 4))];

const BASES: [string, number, number][] = [
  ['0', 10, 2],
  ['-0', 10, 36],
  ['255', 10, 16],
  ['-255', 10, 16],
  ['+42', 10, 3],
  ['0xFF', 16, 2],
  ['-0b1010', 2, 10],
  ['0o777', 8, 10],
  ['zz', 36, 10],
  ['1_000_000', 10, 7],
  ['  777  ', 8, 8],
  ['18446744073709551615', 10, 16],
  ['-9223372036854775808', 10, 2],
  [`1${'0'.repeat(500)}`, 10, 36],
  [`-${'z'.repeat(300)}`, 36, 10],
];
const rb = rng(0x1234567);
for (let i = 0; i < 200; i++) {
  const from = 2 + rb(35);
  const to = 2 + rb(35);
  const len = 1 + rb(i < 150 ? 30 : 400);
  let s = '';
  for (let k = 0; k < len; k++) {
    const ch = '0123456789abcdefghijklmnopqrstuvwxyz'[k === 0 ? 1 + rb(from - 1) : rb(from)];
    s += rb(2) ? ch.toUpperCase() : ch;
  }
  BASES.push([rb(3) === 0 ? `-${s}` : s, from, to]);
}

const JSON_TEXTS = [
  '{"id": 9007199254740991, "big": 9007199254740993, "neg": -9007199254740993, "f": 1.5e300, "s": "12345678901234567890"}',
  '[12345678901234567890, -98765432109876543210, 0, -0, 1e20, 123456789012345678901234567890.0]',
  '{"nested": {"a": [9007199254740992, 9007199254740991, -9007199254740992]}}',
  '{"escaped": "quote \\" 99999999999999999999", "n": 99999999999999999999}',
];

interface PyOut {
  expr: ({ ok: string } | { error: string })[];
  base: { value: string; digits: string }[];
  json: [string, string][][];
}
let py: PyOut;
beforeAll(() => {
  const input = JSON.stringify({ expr: EXPRESSIONS, base: BASES, json: JSON_TEXTS });
  py = JSON.parse(execFileSync(PYTHON, ['-c', SCRIPT], { input, encoding: 'utf8', maxBuffer: 64 << 20 })) as PyOut;
});

describe('evaluateBigInt agrees with Python', () => {
  it(`on ${EXPRESSIONS.length} expressions`, () => {
    const mismatches: string[] = [];
    EXPRESSIONS.forEach((expr, i) => {
      const core = evaluateBigInt(expr);
      const want = py.expr[i];
      if ('ok' in want) {
        // The tool refuses results past MAX_RESULT_BITS (about 150,515 digits), as it documents; only those.
        const digits = want.ok.replace('-', '').length;
        if (!core.ok && /results are limited/.test(core.error.message) && digits > MAX_RESULT_BITS * Math.log10(2)) return;
        if (!core.ok || core.value.toString() !== want.ok)
          mismatches.push(`${expr}: core ${core.ok ? core.value : core.error.message}, python ${want.ok}`);
      } else if (core.ok) mismatches.push(`${expr}: core ${core.value}, python refuses (${want.error})`);
      else if (want.error === 'zero' && !/by zero/.test(core.error.message)) mismatches.push(`${expr}: core says ${core.error.message}`);
      else if (want.error === 'negative exponent' && !/Negative exponents/.test(core.error.message))
        mismatches.push(`${expr}: core says ${core.error.message}`);
    });
    expect(mismatches).toEqual([]);
    // The spread reaches both outcomes and big numbers.
    expect(py.expr.filter((o) => 'ok' in o && o.ok.length > 100).length).toBeGreaterThan(20);
    expect(py.expr.filter((o) => 'error' in o).length).toBeGreaterThan(3);
  });
});

describe('convertBase agrees with Python', () => {
  it(`on ${BASES.length} conversions`, () => {
    const mismatches: string[] = [];
    BASES.forEach(([text, from, to], i) => {
      const core = convertBase(text, from, to);
      if (!core.ok || core.value !== py.base[i].digits)
        mismatches.push(`${text} (base ${from} -> ${to}): core ${core.ok ? core.value : core.error.message}, python ${py.base[i].digits}`);
      const back = convertBase(py.base[i].digits, to, 10);
      if (!back.ok || back.value !== py.base[i].value)
        mismatches.push(`${py.base[i].digits} back to base 10: ${back.ok ? back.value : back.error.message}`);
    });
    expect(mismatches).toEqual([]);
  });
});

describe('the JSON precision check agrees with Python', () => {
  it.each(JSON_TEXTS.map((t, i) => [t, i] as const))('%s', (text, i) => {
    const r = jsonPrecisionLoss(text);
    if (!r.ok) throw new Error(r.error.message);
    // The same literals, and JavaScript's reading of each is the double Python rounds it to.
    expect(r.value.map((l) => l.number)).toEqual(py.json[i].map(([n]) => n));
    r.value.forEach((l, k) => expect(Number(l.parsed)).toBe(Number(py.json[i][k][1])));
  });
});
