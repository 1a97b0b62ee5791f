// The unit converters against real programs. Data sizes: GNU numfmt (coreutils) reads sizes with SI and IEC
// suffixes (--from=si / --from=iec-i) and writes byte counts in the largest unit (--to=si / --to=iec-i); Python's
// Fraction computes every unit's value (IEC 80000-13: Ki = 1024, k = 1000; a byte is 8 bits) and the transfer time.
// CSS: Python computes, with Fraction, each length in every unit from the CSS Values 4 table of absolute units
// (1in = 96px = 2.54cm = 72pt = 6pc) and a postcss-pxtorem-like rewrite of a stylesheet's px to rem.
import { execFileSync } from 'node:child_process';
import { parseDecimal, toFixedTrimmed } from '@/lib/exact-decimal';
import { CSS_DEFAULTS, runCssUnits } from '@/tools/css-units/css-units.core';
import { convertSizes, SIZE_UNITS } from '@/tools/data-size/data-size.core';
import { requireProgram, rng } from './programs';

const NUMFMT = requireProgram('numfmt', 'apt-get install coreutils');
const PYTHON = requireProgram('python3', 'apt-get install python3');

const numfmt = (args: string[], values: string[]) =>
  execFileSync(NUMFMT, [...args, ...values], { encoding: 'utf8' })
    .trim()
    .split('\n');
const python = (script: string, input: unknown) =>
  JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));

/** The exact value of a table cell (`≈` cells are rounded: their ratio is compared within their 15 digits). */
function cell(table: { rows: { symbol: string; value: string }[] }, symbol: string): string {
  return table.rows.find((r) => r.symbol === symbol)!.value;
}

describe('data sizes against numfmt', () => {
  const r = rng(31);
  const sizes: { ours: string; numfmt: string; mode: string }[] = [];
  for (let i = 0; i < 60; i++) {
    const whole = r(1000);
    const frac = r(4) === 0 ? '' : `.${r(1000)}`;
    // numfmt prints at most about 1e18 bytes: prefixes up to peta.
    const p = 'KMGTP'[r(5)];
    if (i % 2 === 0) sizes.push({ ours: `${whole}${frac} ${p}iB`, numfmt: `${whole}${frac}${p}i`, mode: '--from=iec-i' });
    else sizes.push({ ours: `${whole}${frac}${p === 'K' ? 'k' : p}B`, numfmt: `${whole}${frac}${p}`, mode: '--from=si' });
  }

  it('reads SI and IEC sizes as numfmt does (whole bytes, rounded up as numfmt rounds)', () => {
    for (const mode of ['--from=si', '--from=iec-i']) {
      const some = sizes.filter((s) => s.mode === mode);
      // numfmt works in long double: exact below 2^64 bytes, which is where we compare.
      const expected = numfmt(
        [mode, '--round=up'],
        some.map((s) => s.numfmt),
      );
      some.forEach((s, i) => {
        const r = convertSizes(s.ours, { rate: '' });
        if (!r.ok) throw new Error(r.error.message);
        const bytes = parseDecimal(cell(r.value[0], 'B'))!;
        if (bytes.num >= 2n ** 63n * bytes.den) return;
        // --round=up: the smallest whole number of bytes not below the exact size.
        const up = (bytes.num + bytes.den - 1n) / bytes.den;
        expect(`${s.ours} = ${up}`).toBe(`${s.ours} = ${expected[i]}`);
      });
    }
  });

  it('writes byte counts in the unit numfmt picks, with the same value to 3 decimals', () => {
    const r2 = rng(80000);
    const counts = Array.from({ length: 80 }, (_, i) => {
      const digits = 1 + (i % 18);
      let n = String(1 + r2(9));
      for (let d = 1; d < digits; d++) n += String(r2(10));
      return n;
    });
    for (const [mode, suffix] of [
      ['--to=iec-i', 'iB'],
      ['--to=si', 'B'],
    ] as const) {
      const expected = numfmt([mode, '--round=nearest', '--format=%.3f'], counts);
      counts.forEach((n, i) => {
        const m = /^([\d.]+)([KMGTPE]i?)?$/.exec(expected[i])!;
        const symbol = m[2] ? `${m[2] === 'K' ? 'k' : m[2][0]}${suffix}` : 'B';
        const ours = convertSizes(n, { rate: '' });
        if (!ours.ok) throw new Error(ours.error.message);
        const exact = parseDecimal(cell(ours.value[0], symbol).replace('≈', ''))!;
        expect(`${n} ${symbol} ${toFixedTrimmed(exact, 3)}`).toBe(`${n} ${symbol} ${toFixedTrimmed(parseDecimal(m[1])!, 3)}`);
      });
    }
  });
});

// Every unit's exact value and the transfer time, by Fraction with Python's own factors (1000^k, 1024^k, 1/8): a
// value is exact when its decimal expansion ends within 24 places, else 15 significant digits after "≈" (e-notation
// below 1e-6); the time is rounded to the millisecond.
const SIZE_SCRIPT = String.raw`
import json, sys
from fractions import Fraction as F
from decimal import Decimal, ROUND_HALF_UP, getcontext
getcontext().prec = 200
def dec(v, places):
    s = format((Decimal(v.numerator) / Decimal(v.denominator)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP), 'f')
    return s.rstrip('0').rstrip('.') if '.' in s else s
def exact(v):
    d, t, f = v.denominator, 0, 0
    while d % 2 == 0: d //= 2; t += 1
    while d % 5 == 0: d //= 5; f += 1
    return dec(v, max(t, f)) if d == 1 and max(t, f) <= 24 else None
def sig(v):
    e = 0
    while v >= F(10) ** (e + 1): e += 1
    while v < F(10) ** e: e -= 1
    if e >= -6: return dec(v, max(14 - e, 0))
    m = dec(v / F(10) ** e, 14)
    if m == '10': m, e = '1', e + 1
    return '%se-%d' % (m, -e)
def hms(seconds):
    ms = int(seconds * 1000 + F(1, 2))
    if ms == 0 and seconds != 0: return 'under 1 ms'
    h, rest = divmod(ms, 3600000)
    m, rest = divmod(rest, 60000)
    s = dec(F(rest, 1000), 3)
    return '%d h %d min %s s' % (h, m, s) if h else ('%d min %s s' % (m, s) if m else '%s s' % s)
req = json.load(sys.stdin)
pre = {'': 1, 'k': 1000, 'M': 1000**2, 'G': 1000**3, 'T': 1000**4, 'P': 1000**5, 'E': 1000**6,
       'Ki': 1024, 'Mi': 1024**2, 'Gi': 1024**3, 'Ti': 1024**4, 'Pi': 1024**5, 'Ei': 1024**6}
def unit_bytes(sym):
    return F(pre[sym[:-3]], 8) if sym.endswith('bit') else F(pre[sym[:-1]])
res = []
for text in req['inputs']:
    num, sym = text.split(' ')
    b = F(num) * unit_bytes(sym)
    rows = []
    for u in req['units']:
        v = b / unit_bytes(u)
        e = exact(v)
        rows.append(e if e is not None else '≈' + sig(v))
    res.append({'rows': rows, 'time': hms(b * 8 / F(100 * 10**6))})
print(json.dumps(res))
`;

describe('data size tables against Python fractions', () => {
  it('gives every unit exactly (or to 15 digits) and the transfer time at 100 Mbit/s', () => {
    const r = rng(7);
    const inputs = Array.from({ length: 40 }, (_, i) => {
      const n = `${1 + r(999)}${i % 3 ? `.${r(100)}` : ''}`;
      return `${n} ${['B', 'kB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'TiB', 'EiB', 'bit', 'Mbit', 'Gbit'][r(13)]}`;
    });
    inputs.push('1 B', '1 EiB', '3 bit');
    const expected = python(SIZE_SCRIPT, { inputs, units: SIZE_UNITS.map((u) => u.symbol) }) as { rows: string[]; time: string }[];
    const ours = convertSizes(inputs.join('\n'), { rate: '100 Mbit/s' });
    if (!ours.ok) throw new Error(ours.error.message);
    inputs.forEach((text, i) => {
      expect({ text, rows: ours.value[i].rows.map((row) => row.value), time: ours.value[i].time }).toEqual({ text, ...expected[i] });
    });
  });
});

const CSS_SCRIPT = String.raw`
import json, sys
from fractions import Fraction as F
from decimal import Decimal, ROUND_HALF_UP
req = json.load(sys.stdin)
base, vw, vh, prec = F(req['base']), F(req['vw']), F(req['vh']), req['precision']
# CSS Values 4: 1in = 96px = 2.54cm = 72pt = 6pc; 1cm = 10mm.
inch = F(96)
px = {'px': F(1), 'rem': base, 'em': base, 'pt': inch / 72, 'pc': inch / 6, 'in': inch, 'cm': inch / F('2.54'),
      'mm': inch / F('25.4'), 'vw': vw / 100, 'vh': vh / 100, '%': base / 100}
def fmt(v):
    s = format((Decimal(v.numerator) / Decimal(v.denominator)).quantize(Decimal(1).scaleb(-prec), rounding=ROUND_HALF_UP), 'f')
    s = s.rstrip('0').rstrip('.') if '.' in s else s
    return '0' if s in ('0', '-0') else s
lines = []
for value, unit in req['values']:
    p = F(value) * px[unit]
    lines.append(' = '.join(fmt(p / px[u]) + u for u in req['units']))
# postcss-pxtorem (propList ['*']): each Npx in a declaration becomes N/base rem; strings, url(), selectors, comments
# and media queries are kept.
css = []
for i, (a, b) in enumerate(req['pairs']):
    ra, rb = fmt(F(a) / base), fmt(F(b) / base)
    rem = lambda s: '0' if s == '0' else s + 'rem'
    css.append('.w-%spx { margin: %s %s; content: "%spx"; background: url(i-%spx.png); /* %spx */ }' % (a, rem(ra), rem(rb), a, a, b))
    css.append('@media (min-width: %spx) { .m%d { padding: %s } }' % (b, i, rem(rb)))
print(json.dumps({'lines': lines, 'css': '\n'.join(css)}))
`;

describe('CSS units against Python fractions', () => {
  const r = rng(1440);
  const units = ['px', 'rem', 'em', 'pt', 'pc', 'in', 'cm', 'mm', 'vw', 'vh', '%'];
  const values = Array.from({ length: 60 }, (_, i) => {
    const v = `${r(2) ? '' : '-'}${r(400)}${i % 2 ? `.${r(1000)}` : ''}`;
    return [v, units[r(units.length)]] as [string, string];
  });
  const pairs = Array.from({ length: 30 }, () => [`${r(200)}${r(3) ? '' : `.${r(10)}`}`, `${1 + r(1000)}`] as [string, string]);

  it.each([
    { base: 16, vw: 1440, vh: 900, precision: 5 },
    { base: 18, vw: 375, vh: 812, precision: 3 },
    { base: 10, vw: 1920, vh: 1080, precision: 8 },
  ])('converts lengths between every unit and a stylesheet px to rem (base $base px, $vw×$vh)', ({ base, vw, vh, precision }) => {
    const expected = python(CSS_SCRIPT, { base, vw, vh, precision, values, units, pairs }) as { lines: string[]; css: string };
    const options = { ...CSS_DEFAULTS, base, viewportWidth: vw, viewportHeight: vh, precision };
    const list = runCssUnits(values.map(([v, u]) => `${v}${u}`).join('\n'), options);
    if (!list.ok) throw new Error(list.error.message);
    expect(list.value.split('\n')).toEqual(expected.lines);
    const source = pairs
      .map(
        ([a, b], i) =>
          `.w-${a}px { margin: ${a}px ${b}px; content: "${a}px"; background: url(i-${a}px.png); /* ${b}px */ }\n@media (min-width: ${b}px) { .m${i} { padding: ${b}px } }`,
      )
      .join('\n');
    const sheet = runCssUnits(source, options);
    if (!sheet.ok) throw new Error(sheet.error.message);
    expect(sheet.value).toBe(expected.css);
  });
});
