import { relativeLuminance } from '@/lib/luminance';
import { contrast, palette, parseColor, type ColorInfo } from '@/tools/color-picker/color-picker.core';

function color(input: string): ColorInfo {
  const r = parseColor(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseColor: conversions of known colours', () => {
  it.each([
    ['#ff0000', '#ff0000', 'rgb(255 0 0)', 'hsl(0 100% 50%)', 'oklch(62.8% 0.2577 29.23)'],
    ['red', '#ff0000', 'rgb(255 0 0)', 'hsl(0 100% 50%)', 'oklch(62.8% 0.2577 29.23)'],
    ['#fff', '#ffffff', 'rgb(255 255 255)', 'hsl(0 0% 100%)', 'oklch(100% 0 0)'],
    ['black', '#000000', 'rgb(0 0 0)', 'hsl(0 0% 0%)', 'oklch(0% 0 0)'],
    ['rebeccapurple', '#663399', 'rgb(102 51 153)', 'hsl(270 50% 40%)', 'oklch(44.03% 0.1603 303.37)'],
    ['1e90ff', '#1e90ff', 'rgb(30 144 255)', 'hsl(209.6 100% 55.9%)', 'oklch(65.2% 0.1901 253.21)'],
    ['rgb(0, 128, 0)', '#008000', 'rgb(0 128 0)', 'hsl(120 100% 25.1%)', 'oklch(51.98% 0.1769 142.5)'],
    // hsl(180 100% 25%) is rgb(0 127.5 127.5): the sRGB forms round, OKLCH keeps the exact colour.
    ['hsl(180 100% 25%)', '#008080', 'rgb(0 128 128)', 'hsl(180 100% 25.1%)', 'oklch(54.16% 0.0924 194.77)'],
    ['oklch(62.8% 0.2577 29.23)', '#ff0000', 'rgb(255 0 0)', 'hsl(0 100% 50%)', 'oklch(62.8% 0.2577 29.23)'],
    ['  TEAL ', '#008080', 'rgb(0 128 128)', 'hsl(180 100% 25.1%)', 'oklch(54.31% 0.0927 194.77)'],
  ])('reads %j', (input, hex, rgb, hsl, oklch) => {
    expect(color(input)).toMatchObject({ hex, rgb, hsl, oklch, inGamut: true, alpha: 1 });
  });

  it.each([
    ['hwb(120 0% 0%)', '#00ff00'],
    ['lab(0% 0 0)', '#000000'],
    ['lab(100% 0 0)', '#ffffff'],
    ['transparent', '#00000000'],
  ])('reads the other CSS notation %s', (input, hex) => {
    expect(color(input).hex).toBe(hex);
  });

  it('maps display-p3 red, which sRGB cannot show, into sRGB', () => {
    // Chroma is lowered at constant OKLCH lightness and hue, so the result is a slightly softer red.
    const info = color('color(display-p3 1 0 0)');
    expect(info.inGamut).toBe(false);
    expect(info.hex).toMatch(/^#ff0[0-9a-f]{3}$/);
  });

  it('keeps alpha in every form', () => {
    expect(color('rgb(255 0 0 / 50%)')).toMatchObject({ hex: '#ff000080', rgb: 'rgb(255 0 0 / 0.5)', hsl: 'hsl(0 100% 50% / 0.5)', alpha: 0.5 });
    expect(color('#0000ff80').alpha).toBeCloseTo(0.502, 3);
  });

  it('maps a colour outside sRGB to the nearest sRGB colour and says so', () => {
    const info = color('oklch(70% 0.4 150)');
    expect(info.inGamut).toBe(false);
    expect(info.oklch).toBe('oklch(70% 0.4 150)');
    expect(info.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(['', '   ', 'notacolour', '#12', '#12345', 'rgb(1,2)', 'hsl(abc)', '#ggg'])('rejects %j with an example of what works', (input) => {
    const r = parseColor(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/#1e90ff/);
  });
});

describe('contrast', () => {
  it.each([
    ['#000', '#fff', '21:1', [true, true, true, true]],
    ['#fff', '#000', '21:1', [true, true, true, true]],
    ['#fff', '#fff', '1:1', [false, false, false, false]],
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    ['#767676', '#fff', '4.54:1', [true, false, true, true]],
    ['#777777', '#fff', '4.47:1', [false, false, true, false]],
    ['#949494', '#fff', '3.03:1', [false, false, true, false]],
    ['#595959', '#fff', '7:1', [true, true, true, true]],
  ])('%s on %s is %s', (fg, bg, label, [normalAA, normalAAA, largeAA, largeAAA]) => {
    expect(contrast(color(fg), color(bg))).toMatchObject({ label, normalAA, normalAAA, largeAA, largeAAA });
  });

  it('is exactly 21 for black on white', () => {
    expect(contrast(color('black'), color('white')).ratio).toBe(21);
  });

  it('paints a translucent foreground over the background first', () => {
    // 50% black on white is painted as mid grey (about 3.95:1), not as black (21:1).
    expect(contrast(color('rgb(0 0 0 / 0.5)'), color('#fff')).ratio).toBeCloseTo(contrast(color('#808080'), color('#fff')).ratio, 1);
  });

  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1, 10);
    expect(relativeLuminance(0, 0, 0)).toBe(0);
    expect(relativeLuminance(255, 0, 0)).toBeCloseTo(0.2126, 4);
  });
});

describe('palette', () => {
  it('gives tints that get lighter and shades that get darker', () => {
    const base = color('#1e90ff');
    const { tints, shades } = palette(base);
    expect(tints).toHaveLength(5);
    expect(shades).toHaveLength(5);
    const lum = (hex: string) => {
      const c = color(hex);
      return relativeLuminance(c.r, c.g, c.b);
    };
    const start = lum(base.hex);
    let prev = start;
    for (const t of tints) {
      expect(lum(t)).toBeGreaterThan(prev);
      prev = lum(t);
    }
    prev = start;
    for (const s of shades) {
      expect(lum(s)).toBeLessThan(prev);
      prev = lum(s);
    }
  });

  it('keeps white and black at the ends for a grey', () => {
    const { tints, shades } = palette(color('#808080'), 1);
    expect(tints[0]).not.toBe('#ffffff');
    expect(shades[0]).not.toBe('#000000');
  });
});
