// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { optimize } from 'svgo/browser';
import {
  addMissingNamespaces,
  describeSaving,
  intrinsicSize,
  lengthToPx,
  optimizeSvg,
  parserErrorPosition,
  parseSvg,
  pngSize,
  sanitizeSvg,
  svgDataUri,
  type DomApi,
} from '@/tools/svg-preview/svg-preview.core';

const dom: DomApi = { DOMParser: window.DOMParser, XMLSerializer: window.XMLSerializer };
const NS = 'xmlns="http://www.w3.org/2000/svg"';

function parsed(text: string) {
  const r = parseSvg(text, dom);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function clean(text: string) {
  const r = sanitizeSvg(parsed(text).doc, DOMPurify(window), dom);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseSvg', () => {
  it('reads the size from width and height', () => {
    expect(parsed(`<svg ${NS} width="120" height="40"><rect width="1" height="1"/></svg>`).info).toEqual({
      width: 120,
      height: 40,
      sizeFrom: 'attributes',
      viewBox: null,
      elements: 2,
    });
  });

  it('accepts an XML declaration, comments and a doctype', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<svg ${NS} viewBox="0 0 24 24"/>`;
    expect(parsed(text).info).toMatchObject({ width: 24, height: 24, sizeFrom: 'viewBox' });
  });

  it.each([
    ['', /Paste SVG markup/, undefined],
    [`<svg ${NS}>\n  <g>\n</svg>`, /Not well-formed XML/, 3],
    [`<svg ${NS}><rect x="1" x="2"/></svg>`, /Not well-formed XML/, 1],
    ['<html xmlns="http://www.w3.org/1999/xhtml"/>', /root element is <html>, not <svg>/, undefined],
    ['<svg width="10"/>', /not <svg> in the SVG namespace/, undefined],
    ['just text', /Not well-formed XML/, 1],
  ])('rejects %j', (text, message, line) => {
    const r = parseSvg(text, dom);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(message);
    expect(r.error.line).toBe(line);
  });
});

describe('parserErrorPosition', () => {
  it.each([
    [
      'This page contains the following errors:error on line 3 at column 7: Opening and ending tag mismatch: g line 2 and svg\nBelow is a rendering of the page up to the first error.',
      { line: 3, column: 7, detail: 'Opening and ending tag mismatch: g line 2 and svg' },
    ],
    [
      'XML Parsing Error: mismatched tag. Expected: </g>.\nLocation: about:blank\nLine Number 3, Column 3:',
      { line: 3, column: 3, detail: 'mismatched tag. Expected: </g>.' },
    ],
    ['3:3: unexpected close tag.', { line: 3, column: 3, detail: 'unexpected close tag.' }],
    ['something odd', { detail: 'something odd' }],
  ])('reads %j', (message, expected) => {
    expect(parserErrorPosition(message)).toEqual(expected);
  });
});

describe('addMissingNamespaces', () => {
  it('adds xmlns and xmlns:xlink to a snippet copied from HTML', () => {
    const r = addMissingNamespaces('<svg width="10"><use xlink:href="#a"/></svg>');
    expect(r.added).toEqual(['xmlns', 'xmlns:xlink']);
    expect(r.text).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10"><use xlink:href="#a"/></svg>');
    expect(parseSvg(r.text, dom).ok).toBe(true);
  });

  it('leaves a complete file alone', () => {
    const text = `<svg ${NS}><circle r="1"/></svg>`;
    expect(addMissingNamespaces(text)).toEqual({ text, added: [] });
    expect(addMissingNamespaces('no svg here')).toEqual({ text: 'no svg here', added: [] });
  });
});

describe('sanitizeSvg', () => {
  it('removes scripts, event handlers, javascript: links and foreignObject, and says what went', () => {
    const r = clean(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><circle r="5" onclick="alert(4)"/></a><foreignObject><div>x</div></foreignObject></svg>`,
    );
    expect(r.svg).not.toMatch(/script|alert|onload|onclick|javascript|foreignObject/i);
    expect(r.svg).toContain('<circle r="5"/>');
    expect(r.removed).toEqual(
      expect.arrayContaining(['onload attribute', '<script> element', 'href attribute', 'onclick attribute', '<foreignObject> element']),
    );
  });

  it('keeps styles, gradients and <use> references, as well-formed SVG', () => {
    const text = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><!-- a comment --><style><![CDATA[ circle > x { fill: red } ]]></style><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><circle id="c" r="3" fill="url(#g)"/></defs><use xlink:href="#c"/></svg>`;
    const r = clean(text);
    expect(r.removed).toEqual([]);
    expect(r.svg).toContain('<use xlink:href="#c"/>');
    expect(r.svg).toContain('linearGradient');
    expect(parseSvg(r.svg, dom).ok).toBe(true);
  });

  it('drops data: URLs from <use>, which could smuggle a document in', () => {
    expect(clean(`<svg ${NS}><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>`).svg).not.toContain('data:');
  });

  it('resolves DTD entities before sanitising', () => {
    const r = clean(`<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]><svg xmlns="&ns;"><text>a &amp; b</text></svg>`);
    expect(r.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>a &amp; b</text></svg>');
  });
});

describe('sizes', () => {
  it.each([
    ['10', 10],
    ['10px', 10],
    ['1in', 96],
    ['72pt', 96],
    ['2.54cm', 96],
    [' 25.4mm ', 96],
    ['1e2', 100],
    ['50%', null],
    ['2em', null],
    ['-5', null],
    ['0', null],
    ['abc', null],
    [null, null],
  ])('reads the length %j as %s px', (value, px) => {
    const r = lengthToPx(value);
    if (px === null) expect(r).toBeNull();
    else expect(r).toBeCloseTo(px, 6);
  });

  it.each([
    ['100', '50', null, { width: 100, height: 50, sizeFrom: 'attributes' }],
    [null, null, '0 0 24 12', { width: 24, height: 12, sizeFrom: 'viewBox' }],
    ['48', null, '0 0 24 12', { width: 48, height: 24, sizeFrom: 'attributes' }],
    [null, '6', '0,0,24,12', { width: 12, height: 6, sizeFrom: 'attributes' }],
    ['100%', '100%', '0 0 10 20', { width: 10, height: 20, sizeFrom: 'viewBox' }],
    [null, null, null, { width: 300, height: 150, sizeFrom: 'default' }],
    [null, null, '0 0 -1 5', { width: 300, height: 150, sizeFrom: 'default' }],
  ])('sizes width=%j height=%j viewBox=%j', (w, h, vb, expected) => {
    expect(intrinsicSize(w, h, vb)).toEqual(expected);
  });

  it.each([
    [{ width: 24, height: 12 }, 2, { ok: true, value: { width: 48, height: 24 } }],
    [{ width: 10.4, height: 0.2 }, 1, { ok: true, value: { width: 10, height: 1 } }],
  ])('sizes the PNG of %o at %sx', (info, scale, expected) => {
    expect(pngSize(info, scale)).toEqual(expected);
  });

  it('refuses a canvas too large to allocate', () => {
    const r = pngSize({ width: 5000, height: 5000 }, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/20000 × 20000 px is too large/);
    expect(pngSize({ width: 10, height: 10 }, 0).ok).toBe(false);
  });
});

describe('svgDataUri', () => {
  const text = `<svg ${NS}><text>héllo "you"</text></svg>`;

  it('base64-encodes the UTF-8 bytes', () => {
    const uri = svgDataUri(text);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(uri.split(',')[1]), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(text);
  });

  it('URL-encodes with single quotes where the markup has none', () => {
    expect(svgDataUri(`<svg ${NS}>\n  <path d="M0 0h1"/>\n</svg>`, 'url')).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%20%3Cpath%20d='M0%200h1'/%3E%20%3C/svg%3E",
    );
    const uri = svgDataUri(text, 'url');
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(text.replace(/"/g, "'"));
    // With an apostrophe in the markup, double quotes must stay (encoded).
    expect(svgDataUri(`<svg ${NS}><text>it's</text></svg>`, 'url')).toContain('%22');
  });
});

describe('optimizeSvg', () => {
  it('makes a padded SVG smaller and keeps it valid', () => {
    const text = `<?xml version="1.0"?>\n<!-- comment -->\n<svg ${NS} width="10" height="10">\n  <g>\n    <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>\n  </g>\n</svg>\n`;
    const r = optimizeSvg(text, optimize);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.length).toBeLessThan(text.length);
    expect(r.value).not.toContain('comment');
    expect(parseSvg(r.value, dom).ok).toBe(true);
  });

  it('reports svgo parse errors with their line and column', () => {
    const r = optimizeSvg(`<svg ${NS}>\n<g></svg>`, optimize);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 2 });
  });

  it('describes the saving', () => {
    expect(describeSaving('a'.repeat(2048), 'a'.repeat(1024))).toBe('2.0 KB → 1.0 KB (−50%)');
    expect(describeSaving('ab', 'abc')).toBe('2 B → 3 B (+50%)');
    expect(describeSaving('', '')).toBe('0 B → 0 B (−0%)');
  });
});
