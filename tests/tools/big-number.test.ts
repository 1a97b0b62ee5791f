import fc from 'fast-check';
import { jsonPrecisionLoss } from '@/lib/json-precision';
import { convertBase, evaluateBigInt } from '@/tools/big-number/big-number.core';

function value(expr: string): bigint {
  const r = evaluateBigInt(expr);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('evaluateBigInt', () => {
  it.each([
    ['1 + 2 * 3', 7n],
    ['(1 + 2) * 3', 9n],
    ['2 ** 64 - 1', 18446744073709551615n],
    ['2 ** 3 ** 2', 512n],
    ['-2 ** 2', -4n],
    ['(-2) ** 3', -8n],
    ['2 ** -0', 1n],
    ['--5', 5n],
    ['+7', 7n],
    ['7 / 2', 3n],
    ['-7 / 2', -3n],
    ['-7 % 3', -1n],
    ['7 % -3', 1n],
    ['0xff + 0b1010 + 0o17', 255n + 10n + 15n],
    ['0XFF', 255n],
    ['1_000_000 * 3', 3000000n],
    ['12345678901234567890 * 98765432109876543210', 1219326311370217952237463801111263526900n],
    ['10 − 3 × 2 ÷ 3', 8n],
    ['  42\n', 42n],
    ['0 ** 0', 1n],
    ['(-1) ** 1000001', -1n],
    ['1 ** 99999999999999999999', 1n],
    ['0 ** 99999999999999999999', 0n],
    ['007', 7n],
  ])('evaluates %j', (expr, expected) => {
    expect(value(expr)).toBe(expected);
  });

  it('computes 2 ** 100000 exactly', () => {
    expect(value('2 ** 100000').toString(16)).toBe(`1${'0'.repeat(25000)}`);
  });

  it.each([
    ['1 / 0', 'Division by zero', 1, 3],
    ['1 +\n  (5 % (2 - 2))', 'Remainder of division by zero', 2, 6],
    ['(1 + 2', "Missing ')'", 1, 1],
    ['1 + 2)', "Unmatched ')'", 1, 6],
    ['1 +', 'ends too early', 1, 4],
    ['* 3', "found '*'", 1, 1],
    ['2 3', 'Missing operator', 1, 3],
    ['2 ^ 3', 'Use ** for powers', 1, 3],
    ['1.5 * 2', 'has a fraction', 1, 1],
    ['1e5', 'write 1 * 10**5', 1, 1],
    ['0x', 'needs digits', 1, 1],
    ['0b102', "'2' is not a binary digit", 1, 5],
    ['0o8', "'8' is not a octal digit", 1, 3],
    ['0xfg', "'g' is not a hexadecimal digit", 1, 4],
    ['12abc', "Unexpected 'a' after a number", 1, 3],
    ['1__000', "'_' may only separate digits", 1, 2],
    ['2 ** -1', 'Negative exponents', 1, 3],
    ['x + 1', "Unexpected 'x'", 1, 1],
    ['2 ** 1000000', 'results are limited', 1, 3],
    ['2 ** 99999999999999999999999', 'results are limited', 1, 3],
    ['(2 ** 400000) * (2 ** 400000)', 'results are limited', 1, 15],
    ['3 ** 400000', 'about 190,849 digits', 1, 3],
  ])('reports %j as an error at its position', (expr, message, line, column) => {
    const r = evaluateBigInt(expr);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(message);
      expect([r.error.line, r.error.column]).toEqual([line, column]);
    }
  });

  it.each([
    ['empty', '', 'The input is empty'],
    ['blank', ' \n ', 'The input is empty'],
    ['binary garbage', '\u0000\u0001\uFFFD', 'Unexpected'],
    ['a lone surrogate', '1 + \uD800', 'Unexpected'],
    ['10,000 nested parentheses', `${'('.repeat(10000)}1${')'.repeat(10000)}`, 'nests deeper'],
    ['10,000 unary minuses', `${'-'.repeat(10000)}1`, 'nests deeper'],
    ['a 10,000-level power tower', Array(10000).fill('2').join(' ** '), 'nests deeper'],
    ['a truncated expression', '(1 + (2 * ', 'ends too early'],
    ['a number with 200,000 digits', '9'.repeat(200000), 'limited to 100,000 digits'],
  ])('fails on %s', (_, expr, message) => {
    const r = evaluateBigInt(expr);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  it.each([[null], [42], [{}]])('fails on the non-string %j instead of throwing', (input) => {
    expect(evaluateBigInt(input as unknown as string).ok).toBe(false);
  });

  it('evaluates a long flat sum without recursion problems', () => {
    expect(value(Array(100000).fill('1').join(' + '))).toBe(100000n);
  });

  it('agrees with BigInt arithmetic on random expressions', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 30n }), (a, b, c) => {
        const expr = `(${a}) * (${b}) - (${a}) / ${c} + (${b}) % ${c}`;
        return value(expr) === a * b - a / c + (b % c);
      }),
    );
  });
});

describe('convertBase', () => {
  it.each([
    ['255', 10, 16, 'ff'],
    ['ff', 16, 10, '255'],
    ['0xFF', 16, 2, '11111111'],
    ['0b1010', 2, 10, '10'],
    ['0o777', 8, 10, '511'],
    ['-255', 10, 16, '-ff'],
    ['+42', 10, 10, '42'],
    ['-0', 10, 2, '0'],
    ['zz', 36, 10, '1295'],
    ['1295', 10, 36, 'zz'],
    ['1111 0000 1010', 2, 16, 'f0a'],
    ['1_000_000', 10, 16, 'f4240'],
    ['18446744073709551615', 10, 16, 'ffffffffffffffff'],
    ['ffffffffffffffffffffffffffffffff', 16, 10, '340282366920938463463374607431768211455'],
    ['12', 3, 7, '5'],
    ['  777  ', 8, 8, '777'],
  ])('converts %j from base %i to base %i', (input, from, to, expected) => {
    expect(convertBase(input, from, to)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['19', 8, 10, "'9' is not a digit in base 8 (digits are 0–7)", 2],
    ['12g', 16, 10, "'g' is not a digit in base 16 (digits are 0–9 and a–f)", 3],
    ['1.5', 10, 2, "'.' is not a digit in base 10 (digits are 0–9)", 2],
    ['0x1f', 10, 2, "'x' is not a digit in base 10 (digits are 0–9)", 2],
  ])('reports the bad digit in %j', (input, from, to, message, column) => {
    const r = convertBase(input, from, to);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe(message);
      expect(r.error.column).toBe(column);
    }
  });

  it.each([
    ['empty', '', 10, 2, 'The input is empty'],
    ['a sign only', '-', 10, 2, 'There are no digits'],
    ['base 1', '1', 1, 10, 'source base must be a whole number from 2 to 36'],
    ['base 37', '1', 10, 37, 'target base must be a whole number from 2 to 36'],
    ['a fractional base', '1', 2.5, 10, 'source base'],
    ['a NaN base', '1', 10, Number.NaN, 'target base'],
    ['binary garbage', '\u0000\uFFFD', 16, 10, 'is not a digit'],
    ['too many digits', '1'.repeat(100001), 2, 10, 'limited to 100,000 digits'],
    ['a non-string value', 12 as unknown as string, 10, 2, 'Enter a number'],
  ])('fails on %s', (_, input, from, to, message) => {
    const r = convertBase(input, from, to);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  it('converts there and back to the same number in any pair of bases', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
        fc.integer({ min: 2, max: 36 }),
        fc.integer({ min: 2, max: 36 }),
        (n, from, to) => {
          const there = convertBase(n.toString(from), from, to);
          if (!there.ok || there.value !== n.toString(to)) return false;
          const back = convertBase(there.value, to, from);
          return back.ok && back.value === n.toString(from);
        },
      ),
    );
  });

  it('converts a 100,000-digit base-7 number', () => {
    const digits = '6'.repeat(100000);
    const r = convertBase(digits, 7, 10);
    expect(r.ok && r.value.length).toBe(84510);
  });
});

describe('jsonPrecisionLoss', () => {
  it('lists integers beyond 2^53 - 1 with what JSON.parse makes of them', () => {
    const text =
      '{\n  "id": 12345678901234567890,\n  "ok": 9007199254740991,\n  "neg": -9007199254740993,\n  "s": "99999999999999999999",\n  "big": [1e400, 123456789012345678901234567890]\n}';
    expect(jsonPrecisionLoss(text)).toEqual({
      ok: true,
      value: [
        { number: '12345678901234567890', parsed: '12345678901234567000', line: 2, column: 9 },
        { number: '-9007199254740993', parsed: '-9007199254740992', line: 4, column: 10 },
        { number: '123456789012345678901234567890', parsed: '1.2345678901234568e+29', line: 6, column: 18 },
      ],
    });
  });

  it('skips numbers inside strings, including escaped quotes', () => {
    expect(jsonPrecisionLoss('["\\" 99999999999999999999", 1]')).toEqual({ ok: true, value: [] });
  });

  it('lists exactly representable large integers too, since they are still beyond the safe range', () => {
    const r = jsonPrecisionLoss('[9007199254740992]');
    expect(r.ok && r.value).toEqual([{ number: '9007199254740992', parsed: '9007199254740992', line: 1, column: 2 }]);
  });

  it.each([
    ['empty', ''],
    ['truncated', '{"a": 12345678901234567890'],
    ['not JSON', 'id = 12345678901234567890'],
    ['binary garbage', '\u0000\u0001\uFFFD'],
  ])('fails on %s input with the JSON error', (_, text) => {
    const r = jsonPrecisionLoss(text);
    expect(r.ok).toBe(false);
  });

  it('reports the line and column of a syntax error', () => {
    const r = jsonPrecisionLoss('{\n  "a": 1,\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(3);
  });

  it('scans 10,000-deep nesting and a 5 MB document', () => {
    const deep = `${'['.repeat(10000)}12345678901234567890${']'.repeat(10000)}`;
    expect(jsonPrecisionLoss(deep).ok && (jsonPrecisionLoss(deep) as { value: unknown[] }).value).toHaveLength(1);
    const big = `[${Array(250000).fill('12345678901234567890').join(',')}]`;
    const r = jsonPrecisionLoss(big);
    expect(r.ok && r.value.length).toBe(250000);
  });
});
