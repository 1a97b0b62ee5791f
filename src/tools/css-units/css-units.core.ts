import postcss, { CssSyntaxError, type Declaration } from 'postcss';
import valueParser from 'postcss-value-parser';
import { div, mul, parseDecimal, ratio, toFixedTrimmed, type Ratio } from '@/lib/exact-decimal';
import { fail, ok, type Result } from '@/lib/result';
import { quoteExcerpt } from '@/lib/text';

/** The units shown for each value, in this order. */
export const CSS_UNITS = ['px', 'rem', 'em', 'pt', 'pc', 'in', 'cm', 'mm', 'vw', 'vh', '%'] as const;
export type CssUnit = (typeof CSS_UNITS)[number];

export type CssUnitsOptions = {
  /** Root (and parent) font size in px: 1rem, 1em and 100% are this many px. */
  base: number;
  /** Viewport width in px (100vw). */
  viewportWidth: number;
  /** Viewport height in px (100vh). */
  viewportHeight: number;
  /** In a stylesheet: the unit whose values are converted. */
  from: CssUnit;
  /** In a stylesheet: the unit they are converted to. */
  to: CssUnit;
  /** Decimal places kept (rounded half away from zero). */
  precision: number;
};

export const CSS_DEFAULTS: CssUnitsOptions = { base: 16, viewportWidth: 1440, viewportHeight: 900, from: 'px', to: 'rem', precision: 5 };

/**
 * How many px one of each unit is (CSS Values 4: 1in = 96px = 2.54cm = 72pt = 6pc; 1Q = 1/4 mm). em and % are
 * taken against the base font size, as for a font-size on an element whose parent has the root's size.
 */
function pxPerUnit(o: CssUnitsOptions): Result<Record<string, Ratio>> {
  const numbers: [string, number][] = [
    ['Base font size', o.base],
    ['Viewport width', o.viewportWidth],
    ['Viewport height', o.viewportHeight],
  ];
  const exact: Ratio[] = [];
  for (const [name, n] of numbers) {
    const r = Number.isFinite(n) && n > 0 ? parseDecimal(String(n)) : null;
    if (!r) return fail(`${name} must be a number of px greater than zero`);
    exact.push(r);
  }
  const [base, vw, vh] = exact;
  const hundredth = ratio(1n, 100n);
  const inch = ratio(96n);
  return ok({
    px: ratio(1n),
    rem: base,
    em: base,
    pt: ratio(4n, 3n),
    pc: ratio(16n),
    in: inch,
    cm: div(inch, ratio(254n, 100n)),
    mm: div(inch, ratio(254n, 10n)),
    q: div(inch, ratio(1016n, 10n)),
    vw: mul(vw, hundredth),
    vh: mul(vh, hundredth),
    vmin: mul(vw.num * vh.den < vh.num * vw.den ? vw : vh, hundredth),
    vmax: mul(vw.num * vh.den < vh.num * vw.den ? vh : vw, hundredth),
    '%': mul(base, hundredth),
  });
}

function checkPrecision(p: number): Result<number> {
  return Number.isInteger(p) && p >= 0 && p <= 20 ? ok(p) : fail('Precision must be a whole number of decimal places from 0 to 20');
}

/** A value converted to `to`, rounded; zero is written `0` with no unit, as postcss-pxtorem does. */
function convertNumber(value: Ratio, from: Ratio, to: Ratio, precision: number): string {
  const s = toFixedTrimmed(div(mul(value, from), to), precision);
  return s === '0' || s === '-0' ? '0' : s;
}

/** True when the input is a stylesheet (or declarations) rather than a list of values. */
export function looksLikeStylesheet(input: string): boolean {
  return /[{};:]/.test(input);
}

/** Converts one value per line (`24px`, `1.5rem`, `12pt`, `3` for px) to every unit. */
export function convertList(input: string, options: CssUnitsOptions): Result<string> {
  const factors = pxPerUnit(options);
  if (!factors.ok) return factors;
  const precision = checkPrecision(options.precision);
  if (!precision.ok) return precision;
  const px = factors.value;
  const out: string[] = [];
  const lines = input.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    const start = raw.search(/\S/);
    if (start < 0) {
      out.push('');
      continue;
    }
    const text = raw.trim();
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(.*)$/i.exec(text);
    const where = { line: i + 1, column: start + 1 };
    const value = m && parseDecimal(m[1]);
    if (!m || !value) return fail(`Not a number: ${quoteExcerpt(text)} (write a value such as 24px, 1.5rem or 12pt)`, where);
    const unit = m[2].trim().toLowerCase() || 'px';
    const from = px[unit];
    if (!from) {
      return fail(`Unknown unit ${quoteExcerpt(m[2].trim())}: use px, rem, em, pt, pc, in, cm, mm, Q, vw, vh, vmin, vmax or %`, {
        line: i + 1,
        column: start + 1 + text.length - m[2].trimStart().length,
      });
    }
    out.push(CSS_UNITS.map((u) => convertNumber(value, from, px[u], precision.value) + u).join(' = '));
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  if (out.length === 0) return fail('Type a value such as 24px, or paste CSS to convert its px to rem');
  return ok(out.join('\n'));
}

/** The value of a declaration as written, comments included (postcss keeps them aside in `raws`). */
function rawValue(decl: Declaration): string {
  const raws = decl.raws as { value?: { value: string; raw: string } };
  return raws.value && raws.value.value === decl.value ? raws.value.raw : decl.value;
}

/**
 * Converts the `from` values of every declaration of a stylesheet to `to`, as postcss-pxtorem does with
 * `propList: ['*']`: postcss parses the rules, postcss-value-parser each value, so numbers inside strings,
 * url(…) and comments, selectors and at-rule conditions (media queries) are left alone. Only the lower-case unit
 * is converted: `1PX` stays as a way to keep a hairline in px.
 */
export function convertStylesheet(input: string, options: CssUnitsOptions): Result<string> {
  const factors = pxPerUnit(options);
  if (!factors.ok) return factors;
  const precision = checkPrecision(options.precision);
  if (!precision.ok) return precision;
  const from = factors.value[options.from];
  const to = factors.value[options.to];
  if (!from || !to) return fail('Choose units to convert from and to');
  let root: postcss.Root;
  try {
    root = postcss.parse(input);
  } catch (e) {
    if (e instanceof CssSyntaxError) return fail(`CSS syntax error: ${e.reason}`, { line: e.line, column: e.column });
    return fail(`The stylesheet could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  root.walkDecls((decl) => {
    const raw = rawValue(decl);
    if (!raw.includes(options.from)) return;
    const parsed = valueParser(raw);
    let changed = false;
    parsed.walk((node) => {
      if (node.type === 'function' && node.value.toLowerCase() === 'url') return false;
      if (node.type !== 'word') return;
      const dim = valueParser.unit(node.value);
      if (!dim || dim.unit !== options.from) return;
      const value = parseDecimal(dim.number);
      if (!value) return;
      const converted = convertNumber(value, from, to, precision.value);
      node.value = converted === '0' ? '0' : converted + options.to;
      changed = true;
    });
    if (!changed) return;
    const text = parsed.toString();
    decl.value = text;
    const raws = decl.raws as { value?: { value: string; raw: string } };
    if (raws.value) raws.value = { value: text, raw: text };
  });
  return ok(root.toString());
}

/** The page and the operation: a stylesheet has its values converted; a list has each value in every unit. */
export function runCssUnits(input: string, options: CssUnitsOptions): Result<string> {
  try {
    return looksLikeStylesheet(input) ? convertStylesheet(input, options) : convertList(input, options);
  } catch (e) {
    // Rules nested deep enough to exhaust the stack while walking or printing them: a message, never a broken page.
    return fail(`The input could not be converted: ${e instanceof Error ? e.message : String(e)}`);
  }
}
