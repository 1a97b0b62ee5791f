import { CSS_DEFAULTS, convertList, convertStylesheet, looksLikeStylesheet, runCssUnits } from '@/tools/css-units/css-units.core';

const o = CSS_DEFAULTS;

describe('css-units', () => {
  it('lists a length in every unit with the default base 16px and viewport 1440×900', () => {
    expect(convertList('24px', o)).toEqual({
      ok: true,
      value: '24px = 1.5rem = 1.5em = 18pt = 1.5pc = 0.25in = 0.635cm = 6.35mm = 1.66667vw = 2.66667vh = 150%',
    });
  });

  it.each([
    ['1in', '96px'],
    ['2.54cm', '96px'],
    ['72pt', '96px'],
    ['6pc', '96px'],
    ['25.4mm', '96px'],
    ['101.6Q', '96px'],
    ['1.5rem', '24px'],
    ['150%', '24px'],
    ['50vw', '720px'],
    ['50vh', '450px'],
    ['10vmin', '90px'],
    ['10vmax', '144px'],
    ['12', '12px'],
    ['-8 px', '-8px'],
  ])('reads %s as %s (CSS Values 4)', (input, px) => {
    const r = convertList(input, o);
    expect(r.ok && r.value.split(' = ')[0]).toBe(px);
  });

  it('takes rem, em and % from the base and vw, vh from the viewport', () => {
    const r = convertList('18px', { ...o, base: 18, viewportWidth: 360, viewportHeight: 720, precision: 3 });
    expect(r.ok && r.value).toBe('18px = 1rem = 1em = 13.5pt = 1.125pc = 0.188in = 0.476cm = 4.763mm = 5vw = 2.5vh = 100%');
  });

  it('keeps blank lines between values', () => {
    const r = convertList('16px\n\n32px\n', o);
    expect(r.ok && r.value.split('\n').map((l) => l.split(' = ')[1])).toEqual(['1rem', undefined, '2rem']);
  });

  it('converts the px of a stylesheet to rem, leaving strings, url(), comments, selectors and media queries', () => {
    const css = `/* 16px */
.icon-16px { margin: 16px 0 -8px; content: "16px"; background: url(a-16px.png); width: calc(100% - 32px /* 2px */); border: 1PX solid }
@media (min-width: 768px) { .b { font-size: 14px !important } }`;
    expect(convertStylesheet(css, o)).toEqual({
      ok: true,
      value: `/* 16px */
.icon-16px { margin: 1rem 0 -0.5rem; content: "16px"; background: url(a-16px.png); width: calc(100% - 2rem /* 2px */); border: 1PX solid }
@media (min-width: 768px) { .b { font-size: 0.875rem !important } }`,
    });
  });

  it('converts rem back to px, or px to another unit', () => {
    expect(convertStylesheet('a { margin: 1.5rem 0 }', { ...o, from: 'rem', to: 'px' })).toEqual({ ok: true, value: 'a { margin: 24px 0 }' });
    expect(convertStylesheet('a { width: 720px }', { ...o, to: 'vw' })).toEqual({ ok: true, value: 'a { width: 50vw }' });
    expect(convertStylesheet('padding: 16px; margin: 0px', o)).toEqual({ ok: true, value: 'padding: 1rem; margin: 0' });
  });

  it('tells a stylesheet from a list of values', () => {
    expect(looksLikeStylesheet('24px\n1rem')).toBe(false);
    expect(looksLikeStylesheet('a { b: 1px }')).toBe(true);
    expect(looksLikeStylesheet('margin: 4px')).toBe(true);
  });

  it.each([
    ['12px\n3 parsecs', 'Unknown unit "parsecs"', 2, 3],
    ['big', 'Not a number', 1, 1],
    ['.a { color: red', 'Unclosed block', 1, 1],
    ['.a { color: "red }', 'Unclosed string', 1, 13],
  ])('rejects %j with its place', (input, message, line, column) => {
    const r = runCssUnits(input, o);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(message);
    expect([r.error.line, r.error.column]).toEqual([line, column]);
  });

  it('rejects a base font size that is not above zero', () => {
    const r = runCssUnits('16px', { ...o, base: 0 });
    expect(!r.ok && r.error.message).toContain('Base font size');
  });
});
