// The base converter against Python: random integers written in random bases (some hundreds of digits long, with
// signs, prefixes and _ separators) are read by Python's int(text, base) and printed in the other bases by an
// independent digit loop; two's complement patterns are checked with Python's masking. One python3 process.
import { execFileSync } from 'node:child_process';
import { DIGITS, formatInteger, parseInteger, twosComplement, WIDTHS } from '@/tools/base-converter/base-converter.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');

const SCRIPT = String.raw`
import json, sys
if hasattr(sys, 'set_int_max_str_digits'):
    sys.set_int_max_str_digits(0)
DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz'
def to_base(n, base):
    if n == 0: return '0'
    sign, n, out = ('-' if n < 0 else ''), abs(n), []
    while n:
        n, d = divmod(n, base)
        out.append(DIGITS[d])
    return sign + ''.join(reversed(out))
out = []
for text, base, to, width in json.load(sys.stdin):
    n = int(text, base)
    lo, hi = -(1 << (width - 1)), (1 << width) - 1
    bits = format(n & ((1 << width) - 1), '0%db' % width) if lo <= n <= hi else None
    out.append({'value': str(n), 'to': to_base(n, to), 'bits': bits})
print(json.dumps(out))
`;

function randomLiteral(r: (n: number) => number): { text: string; base: number } {
  const base = [2, 8, 10, 16, 36, 3, 7, 12, 20, 31, 0][r(11)];
  const b = base === 0 ? [2, 8, 10, 16][r(4)] : base;
  const len = [1, 2, 3, 8, 16, 22, 64, 300][r(8)];
  let digits = DIGITS[1 + r(b - 1)];
  for (let i = 1; i < len; i++) digits += DIGITS[r(b)];
  if (r(3) === 0) digits = digits.toUpperCase();
  // Python allows single underscores between digits.
  if (r(3) === 0) digits = digits.replace(/(.)(?=(.{4})+$)/g, '$1_');
  const prefix = { 2: '0b', 8: '0o', 16: '0x' }[b];
  const usePrefix = base === 0 ? b !== 10 : prefix !== undefined && r(2) === 0;
  const sign = ['', '-', '+'][r(3)];
  return { text: `${sign}${usePrefix ? (r(2) ? prefix! : prefix!.toUpperCase()) : ''}${digits}`, base };
}

describe('base conversion matches Python', () => {
  it('reads and writes random integers in every base as Python does', () => {
    const r = rng(36);
    const cases = Array.from({ length: 600 }, () => {
      const { text, base } = randomLiteral(r);
      return [text, base, 2 + r(35), WIDTHS[r(4)]] as const;
    });
    // Small values too, so that two's complement patterns are checked inside the range as well as outside.
    for (let i = 0; i < 200; i++) cases.push([String(r(1 << 20) - (1 << 19)), 10, 2 + r(35), WIDTHS[r(4)]]);
    cases.push(
      ['-9223372036854775808', 10, 16, 64],
      ['18446744073709551615', 10, 2, 64],
      ['-128', 10, 2, 8],
      ['255', 10, 2, 8],
      ['-129', 10, 2, 8],
      ['256', 10, 2, 8],
    );
    const python = JSON.parse(execFileSync(PYTHON, ['-c', SCRIPT], { input: JSON.stringify(cases), encoding: 'utf8' })) as {
      value: string;
      to: string;
      bits: string | null;
    }[];
    expect(python).toHaveLength(cases.length);
    let fits = 0;
    cases.forEach(([text, base, to, width], i) => {
      const parsed = parseInteger(text, base);
      expect(parsed.ok, `${text} in base ${base}`).toBe(true);
      if (!parsed.ok) return;
      expect(parsed.value.value.toString(), `${text} in base ${base}`).toBe(python[i].value);
      expect(formatInteger(parsed.value.value, to), `${text} to base ${to}`).toBe(python[i].to);
      const tc = twosComplement(parsed.value.value, width);
      if (python[i].bits === null) expect(tc.ok, `${text} at ${width} bits`).toBe(false);
      else {
        fits++;
        expect(tc.ok && tc.value.bits, `${text} at ${width} bits`).toBe(python[i].bits);
      }
    });
    expect(fits).toBeGreaterThan(100);
  });

  it('rejects what Python rejects for a digit outside the base', () => {
    const bad: [string, number][] = [
      ['12g4', 16],
      ['102', 2],
      ['19', 8],
      ['zz!', 36],
      ['0x1g', 16],
    ];
    const verdicts = execFileSync(
      PYTHON,
      ['-c', 'import json,sys\nfor t,b in json.load(sys.stdin):\n  try: int(t,b); print("ok")\n  except ValueError: print("bad")'],
      { input: JSON.stringify(bad), encoding: 'utf8' },
    )
      .trim()
      .split('\n');
    expect(verdicts).toEqual(bad.map(() => 'bad'));
    for (const [t, b] of bad) expect(parseInteger(t, b).ok, t).toBe(false);
  });
});
