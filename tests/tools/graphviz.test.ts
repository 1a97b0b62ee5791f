// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import {
  fitView,
  initialView,
  isScriptUrl,
  lengthToPx,
  pngSize,
  sanitizeDiagramSvg,
  stripProlog,
  svgPixelSize,
  wheelFactor,
  zoomAt,
} from '@/lib/diagram-svg';
import { ENGINES, EXAMPLES, isEngine, parseGraphvizError, SAMPLE_DOT } from '@/tools/graphviz/graphviz.core';
import { SAMPLE_SVG } from '@/tools/graphviz/graphviz.sample-output';
import { decodeStateFragment, encodeStateFragment, pickKnownFields } from '@/lib/url-state';

describe('parseGraphvizError', () => {
  it('reads the line of a syntax error', () => {
    expect(parseGraphvizError("syntax error in line 4 near '}'\n")).toEqual({ line: 4, message: "Syntax error near '}'" });
    expect(parseGraphvizError("Error: syntax error in line 12 near '->'")).toEqual({ line: 12, message: "Syntax error near '->'" });
  });

  it('keeps other messages as written, without the Error: prefix', () => {
    expect(parseGraphvizError('Error: Layout was not done\n')).toEqual({ message: 'Layout was not done' });
    expect(parseGraphvizError('')).toEqual({ message: 'Graphviz could not lay out this graph.' });
  });

  it('finds a line mentioned elsewhere in the text', () => {
    expect(parseGraphvizError('Error: bad label format in line 3')).toEqual({ line: 3, message: 'bad label format in line 3' });
  });
});

describe('engines and examples', () => {
  it('accepts only the six layout engines', () => {
    expect(ENGINES.map((e) => e.value)).toEqual(['dot', 'neato', 'fdp', 'sfdp', 'circo', 'twopi']);
    expect(isEngine('neato')).toBe(true);
    expect(isEngine('osage; rm')).toBe(false);
  });

  it('uses real engines in the examples, the first being the sample', () => {
    expect(SAMPLE_DOT).toBe(EXAMPLES[0].dot);
    for (const ex of EXAMPLES) expect(isEngine(ex.engine)).toBe(true);
  });

  it('ships a prerendered sample that has the nodes of the sample graph', () => {
    for (const id of ['commit', 'build', 'test', 'e2e', 'deploy', 'rollback']) expect(SAMPLE_SVG).toContain(`<title>${id}</title>`);
  });
});

describe('share state', () => {
  const defaults = { dot: SAMPLE_DOT, engine: 'dot' };

  it('round-trips {dot, engine} through the fragment', () => {
    const hash = encodeStateFragment({ dot: 'digraph { a -> b }' });
    expect(hash).toBe(`#${encodeURIComponent('{"dot":"digraph { a -> b }"}')}`);
    expect(pickKnownFields(defaults, decodeStateFragment(hash))).toEqual({ dot: 'digraph { a -> b }' });
  });

  it('ignores unknown or mistyped fields', () => {
    expect(pickKnownFields(defaults, decodeStateFragment(encodeStateFragment({ input: 'x', dot: 3, engine: 'fdp' })))).toEqual({ engine: 'fdp' });
  });
});

describe('svg sizes', () => {
  it('converts absolute lengths to pixels', () => {
    expect(lengthToPx('72pt')).toBe(96);
    expect(lengthToPx('10')).toBe(10);
    expect(lengthToPx('1in')).toBe(96);
    expect(lengthToPx('100%')).toBeNull();
    expect(lengthToPx('auto')).toBeNull();
    expect(lengthToPx(null)).toBeNull();
  });

  it('takes width and height, else the viewBox, else the fallback', () => {
    expect(svgPixelSize({ width: '62pt', height: '116pt', viewBox: '0 0 62 116' })).toEqual({ width: 62 * (4 / 3), height: 116 * (4 / 3) });
    expect(svgPixelSize({ width: '100%', viewBox: '4 4 300 120' })).toEqual({ width: 300, height: 120 });
    expect(svgPixelSize({ width: '200', viewBox: '0 0 100 50' })).toEqual({ width: 200, height: 100 });
    expect(svgPixelSize({}, { width: 40, height: 30 })).toEqual({ width: 40, height: 30 });
    expect(svgPixelSize({ viewBox: '0 0 0 0' })).toBeNull();
  });

  it('doubles the size for the PNG and refuses oversized canvases', () => {
    expect(pngSize({ width: 82.67, height: 154.67 }, 2)).toEqual({ ok: true, value: { width: 166, height: 310 } });
    expect(pngSize({ width: 0.1, height: 0.1 })).toEqual({ ok: true, value: { width: 1, height: 1 } });
    const big = pngSize({ width: 9000, height: 9000 }, 2);
    expect(big.ok).toBe(false);
    expect(pngSize({ width: 10, height: 10 }, 0).ok).toBe(false);
  });
});

describe('fit to the pane', () => {
  it('shrinks a diagram wider than the pane to its width, centred', () => {
    expect(fitView({ width: 1000, height: 200 }, { width: 500, height: 480 }, 0)).toEqual({ scale: 0.5, x: 0, y: 190 });
  });

  it('shrinks a diagram taller than the pane to its height, keeping a margin', () => {
    const v = fitView({ width: 100, height: 1000 }, { width: 500, height: 480 }, 10);
    expect(v.scale).toBeCloseTo(0.46);
    expect(v.y).toBeCloseTo(10);
    expect(v.x).toBeCloseTo((500 - 46) / 2);
  });

  it('never enlarges a small diagram past 100%: it is centred at its own size', () => {
    expect(fitView({ width: 100, height: 80 }, { width: 500, height: 480 }, 8)).toEqual({ scale: 1, x: 200, y: 200 });
  });

  it('stops at the smallest zoom, and falls back to 100% when nothing is measured', () => {
    expect(fitView({ width: 100_000, height: 10 }, { width: 500, height: 480 }, 0).scale).toBe(0.1);
    expect(fitView({ width: 0, height: 0 }, { width: 500, height: 480 })).toEqual(initialView);
    expect(fitView({ width: 10, height: 10 }, { width: 0, height: 0 })).toEqual(initialView);
  });
});

describe('zoom', () => {
  it('keeps the point under the cursor in place', () => {
    const v = zoomAt(initialView, 2, 100, 50);
    expect(v).toEqual({ scale: 2, x: -100, y: -50 });
    // The content point under (100, 50) was (100, 50) and still is: (100 - x) / scale.
    expect((100 - v.x) / v.scale).toBe(100);
  });

  it('clamps the scale', () => {
    expect(zoomAt(initialView, 1000, 0, 0).scale).toBe(8);
    expect(zoomAt(initialView, 0.0001, 0, 0).scale).toBe(0.1);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-48), 10);
  });
});

describe('sanitising diagrams', () => {
  const purify = DOMPurify(window);

  it('recognises script URLs, also disguised', () => {
    expect(isScriptUrl('javascript:alert(1)')).toBe(true);
    expect(isScriptUrl(' JaVa\tScRiPt:alert(1)')).toBe(true);
    expect(isScriptUrl('&#106;avascript:alert(1)')).toBe(true);
    expect(isScriptUrl('data:text/html,<script>')).toBe(true);
    expect(isScriptUrl('https://example.com/a?javascript:')).toBe(false);
    expect(isScriptUrl('#node1')).toBe(false);
  });

  it('drops the XML prolog', () => {
    expect(stripProlog('<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg></svg>')).toBe('<svg></svg>');
  });

  it('removes javascript: links, handlers and scripts, and opens other links in a new tab', () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
      <g class="node"><title>a</title><a xlink:href="javascript:window.__pwned=1" xlink:title="&lt;img src=x onerror=1&gt;"><text>&lt;img src=x onerror=window.__pwned=1&gt;</text></a></g>
      <g class="node"><a href="java&#x09;script:alert(1)"><text>b</text></a></g>
      <g class="node"><a xlink:href="https://example.com/"><text onclick="alert(1)">c</text></a></g>
      <script>alert(1)</script><foreignObject><img src="x" onerror="alert(1)"></foreignObject>
    </svg>`;
    const clean = sanitizeDiagramSvg(svg, purify);
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect(host.querySelectorAll('script, foreignObject, img')).toHaveLength(0);
    const attrs = [...host.querySelectorAll('*')].flatMap((el) => [...el.attributes]);
    expect(attrs.filter((a) => a.name.toLowerCase().startsWith('on'))).toEqual([]);
    expect(attrs.filter((a) => /javascript/i.test(a.value))).toEqual([]);
    const links = host.querySelectorAll('a[target="_blank"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('title')?.textContent).toBe('a');
    expect(host.textContent).toContain('<img src=x onerror=window.__pwned=1>');
  });

  it('keeps the prerendered sample intact', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeDiagramSvg(SAMPLE_SVG, purify);
    expect(host.querySelectorAll('g.node')).toHaveLength(6);
    expect(host.querySelectorAll('g.edge')).toHaveLength(6);
  });
});
