import {
  converter,
  displayable,
  formatHex,
  interpolate,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeP3,
  modeRgb,
  modeXyz50,
  modeXyz65,
  parse,
  toGamut,
  // Not a React hook, despite its name.
  useMode as registerMode,
  type Color,
  type Rgb,
} from 'culori/fn';
import { fail, ok, type Result } from '@/lib/result';
import { relativeLuminance } from '@/lib/luminance';

// culori's tree-shakeable build: register only the colour spaces CSS colours are written in (and the
// ones they convert through), about half the size of its all-modes default.
for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch, modeXyz50, modeXyz65, modeP3]) registerMode(mode);

/** A colour read from the user, with the forms the page shows. */
export interface ColorInfo {
  /** #rrggbb, or #rrggbbaa when not fully opaque. */
  hex: string;
  /** rgb(30 144 255) or rgb(30 144 255 / 0.5). */
  rgb: string;
  /** hsl(209.6 100% 55.9%). */
  hsl: string;
  /** oklch(65.4% 0.1829 253.3): the colour as entered, even outside sRGB. */
  oklch: string;
  /** sRGB channels 0–255 (gamut-mapped when the input lies outside sRGB), and alpha 0–1. */
  r: number;
  g: number;
  b: number;
  alpha: number;
  /** False when the input (an oklch or lab colour, say) has no exact sRGB equivalent; HEX/RGB/HSL then show the nearest. */
  inGamut: boolean;
}

/** WCAG 2.x contrast of two colours and what it passes. */
export interface ContrastInfo {
  /** The exact ratio, from 1 to 21. */
  ratio: number;
  /** The ratio as WCAG readers expect it, truncated (never rounded up to a pass): "4.48:1", "21:1". */
  label: string;
  normalAA: boolean;
  normalAAA: boolean;
  largeAA: boolean;
  largeAAA: boolean;
}

const toRgb = converter('rgb');
const toHsl = converter('hsl');
const toOklch = converter('oklch');
const mapToSrgb = toGamut('rgb', 'oklch');

/** Trims trailing zeros: 12.50 -> "12.5", 3.00 -> "3". */
const num = (n: number, digits: number) => {
  const s = n.toFixed(digits);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
};
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const byte = (n: number) => Math.round(clamp01(n) * 255);
const alphaPart = (a: number) => (a < 1 ? ` / ${num(a, 3)}` : '');

const EXAMPLES = 'HEX (#1e90ff), rgb(30 144 255), hsl(210 100% 56%), oklch(65% 0.18 253) or a CSS name such as teal';

/** Reads any CSS colour (HEX with or without #, rgb(), hsl(), hwb(), lab(), oklch(), color(), names). */
export function parseColor(input: string): Result<ColorInfo> {
  const text = input.trim();
  if (text === '') return fail(`Enter a colour: ${EXAMPLES}`);
  const withHash = /^[0-9a-f]{3,8}$/i.test(text) && [3, 4, 6, 8].includes(text.length) ? `#${text}` : text;
  let parsed: Color | undefined;
  try {
    parsed = parse(withHash);
  } catch {
    parsed = undefined;
  }
  if (!parsed) return fail(`"${text}" is not a colour this tool can read. Write it as ${EXAMPLES}`);
  return ok(describe(parsed));
}

function describe(color: Color): ColorInfo {
  const exact = toRgb(color);
  // Half a step of 8-bit sRGB: values an input rounded to a few decimals lands just outside still count as inside.
  const tolerance = 0.5 / 255;
  const inGamut = displayable(exact) || [exact.r, exact.g, exact.b].every((v) => v >= -tolerance && v <= 1 + tolerance);
  const rgb: Rgb = inGamut ? exact : toRgb(mapToSrgb(color));
  const alpha = clamp01(color.alpha ?? 1);
  const r = byte(rgb.r);
  const g = byte(rgb.g);
  const b = byte(rgb.b);
  const hexBase = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const hex = alpha < 1 ? hexBase + byte(alpha).toString(16).padStart(2, '0') : hexBase;

  // HSL from the rounded channels, so the three sRGB forms describe exactly the same colour.
  const hsl = toHsl({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
  const lch = toOklch(color);
  const hue = (h: number | undefined, chroma: number) => (h === undefined || Number.isNaN(h) || chroma < 1e-6 ? 0 : h);
  return {
    hex,
    rgb: `rgb(${r} ${g} ${b}${alphaPart(alpha)})`,
    hsl: `hsl(${num(hue(hsl.h, hsl.s), 1)} ${num(hsl.s * 100, 1)}% ${num(hsl.l * 100, 1)}%${alphaPart(alpha)})`,
    oklch: `oklch(${num(lch.l * 100, 2)}% ${num(Math.max(0, lch.c), 4)} ${num(hue(lch.h, lch.c), 2)}${alphaPart(alpha)})`,
    r,
    g,
    b,
    alpha,
    inGamut,
  };
}

/** Source-over compositing of a translucent colour on an opaque one, per channel. */
function over(top: ColorInfo, under: { r: number; g: number; b: number }) {
  const a = top.alpha;
  return { r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a) };
}

/**
 * The WCAG 2.x contrast ratio of text in `fg` on `bg`, with the AA/AAA verdicts for normal text (4.5 and
 * 7) and large text, 18pt or 14pt bold (3 and 4.5). A translucent background is first laid on white and
 * a translucent foreground on the background, as a browser would paint them.
 */
export function contrast(fg: ColorInfo, bg: ColorInfo): ContrastInfo {
  const back = over(bg, { r: 255, g: 255, b: 255 });
  const front = over(fg, back);
  const l1 = relativeLuminance(front.r, front.g, front.b);
  const l2 = relativeLuminance(back.r, back.g, back.b);
  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  // Truncate, because WCAG thresholds are not met by rounding: 4.499:1 fails AA.
  const shown = Math.floor(ratio * 100 + 1e-9) / 100;
  return {
    ratio,
    label: `${num(shown, 2)}:1`,
    normalAA: ratio >= 4.5,
    normalAAA: ratio >= 7,
    largeAA: ratio >= 3,
    largeAAA: ratio >= 4.5,
  };
}

/**
 * Tints (mixed toward white) and shades (mixed toward black) in `steps` even steps, interpolated in
 * OKLab so each step looks about as far from the last. Both lists run from the colour outward.
 */
export function palette(color: ColorInfo, steps = 5): { tints: string[]; shades: string[] } {
  const base: Rgb = { mode: 'rgb', r: color.r / 255, g: color.g / 255, b: color.b / 255 };
  const toWhite = interpolate([base, 'white'], 'oklab');
  const toBlack = interpolate([base, 'black'], 'oklab');
  const at = (f: (t: number) => Color, i: number) => formatHex(f((i + 1) / (steps + 1))) ?? '#000000';
  return {
    tints: Array.from({ length: steps }, (_, i) => at(toWhite, i)),
    shades: Array.from({ length: steps }, (_, i) => at(toBlack, i)),
  };
}
