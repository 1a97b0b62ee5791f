import { fitView, laidOutSize, MIN_ZOOM, staticFitWidth, svgMarkupSize, svgMarkupSizing, type SvgSizing } from '@/lib/diagram-svg';
import { SAMPLE_SVG } from '@/tools/graphviz/graphviz.sample-output';
import { SAMPLE_MERMAID_SVG } from '@/tools/mermaid/mermaid.sample-output';

/**
 * The length a CSS width of min(), max(), calc(a% - bpx) and px terms comes to in a box `box` px wide: a small
 * evaluator of just the forms staticFitWidth writes.
 */
function cssLength(css: string, box: number): number {
  const s = css.trim();
  const fn = /^(min|max|calc)\((.*)\)$/.exec(s);
  if (fn) {
    const parts: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < fn[2].length; i++) {
      const c = fn[2][i];
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ',' && depth === 0) {
        parts.push(fn[2].slice(from, i));
        from = i + 1;
      }
    }
    parts.push(fn[2].slice(from));
    if (fn[1] === 'calc') {
      const m = /^\s*(\S+)\s*-\s*(\S+)\s*$/.exec(fn[2]);
      if (!m) throw new Error(`unexpected calc: ${s}`);
      return cssLength(m[1], box) - cssLength(m[2], box);
    }
    const values = parts.map((p) => cssLength(p, box));
    return fn[1] === 'min' ? Math.min(...values) : Math.max(...values);
  }
  const unit = /^([\d.]+)(px|%)$/.exec(s);
  if (!unit) throw new Error(`unexpected length: ${s}`);
  return unit[2] === 'px' ? Number(unit[1]) : (Number(unit[1]) / 100) * box;
}

describe('svgMarkupSize', () => {
  it("reads Graphviz's points and Mermaid's viewBox, percentage width and max-width from the markup", () => {
    // Graphviz writes width="580pt" height="98pt": 4/3 px a point.
    const graphviz = svgMarkupSize(SAMPLE_SVG)!;
    expect(graphviz.width).toBeCloseTo((580 * 4) / 3, 6);
    expect(graphviz.height).toBeCloseTo((98 * 4) / 3, 6);
    expect(svgMarkupSizing(SAMPLE_SVG)?.percent).toBeNull();
    // Mermaid writes width="100%", a max-width style and a viewBox.
    const mermaid = svgMarkupSizing(SAMPLE_MERMAID_SVG)!;
    expect(mermaid.natural.width).toBeCloseTo(1159.02, 1);
    expect(mermaid.natural.height).toBe(183);
    expect(mermaid.percent).toBe(100);
    expect(mermaid.maxWidth).toBeCloseTo(1159.02, 1);
    expect(svgMarkupSize(`<svg width='30px' height='20px'><rect/></svg>`)).toEqual({ width: 30, height: 20 });
    expect(svgMarkupSize('<p>no picture</p>')).toBeNull();
  });
});

describe('staticFitWidth', () => {
  // The CSS fit of the first paint must draw the diagram as wide as the script's fit will (fitView of the padded,
  // laid-out diagram in the pane), or the picture jumps when the island takes over.
  const pad = 8;
  const paneHeight = 478;
  const absolute = (width: number, height: number): SvgSizing => ({ natural: { width, height }, percent: null, maxWidth: null });
  const percent = (width: number, height: number): SvgSizing => ({ natural: { width, height }, percent: 100, maxWidth: width });
  const cases: [string, SvgSizing][] = [
    ['773 × 131 in points', absolute(773, 131)],
    ['120 × 40', absolute(120, 40)],
    ['300 × 2000', absolute(300, 2000)],
    ['5000 × 5000', absolute(5000, 5000)],
    ['100% wide, 1159 × 183', percent(1159, 183)],
    ['100% wide, 300 × 120', percent(300, 120)],
    ['100% wide, 2400 × 200', percent(2400, 200)],
  ];
  for (const [name, sizing] of cases)
    for (const paneWidth of [358, 600, 1200])
      it(`a ${name} diagram in a pane ${paneWidth} px wide`, () => {
        const laid = laidOutSize(sizing, paneWidth - 2 * pad);
        const view = fitView({ width: laid.width + 2 * pad, height: laid.height + 2 * pad }, { width: paneWidth, height: paneHeight }, 0);
        const drawn = cssLength(staticFitWidth(sizing, paneHeight, pad), paneWidth);
        expect(drawn).toBeCloseTo(laid.width * view.scale, 1);
        // Whole, inside the pane both ways, unless so big that even the smallest zoom (10%) cannot show it whole.
        if (view.scale > MIN_ZOOM) {
          expect(drawn).toBeLessThanOrEqual(paneWidth);
          expect((drawn * sizing.natural.height) / sizing.natural.width).toBeLessThanOrEqual(paneHeight);
        }
      });
});
