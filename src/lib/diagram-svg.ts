import type { DOMPurify } from 'dompurify';
import { fail, ok, type Result } from '@/lib/result';

/**
 * Pure helpers shared by the diagram playgrounds (Graphviz and Mermaid): sanitising the SVG an engine
 * produced, the size of a PNG export, and the zoom maths of the preview.
 */

/** URL schemes that run code or render a document in our origin when followed. */
const SCRIPT_URL = /^(?:javascript|vbscript|data\s*:\s*text\/html|livescript)\s*:/i;

/** True for a URL that would run script (`javascript:`, also disguised with whitespace, control characters or entities). */
export function isScriptUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside the scheme: "java\tscript:" runs.
  const decoded = value.replace(/&#x?([0-9a-f]+);?/gi, (_, n: string) => {
    const code = /^[0-9]+$/.test(n) ? Number(n) : parseInt(n, 16);
    return Number.isFinite(code) && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SCRIPT_URL.test(compact) || /^data:text\/html/i.test(compact);
}

const URL_ATTRS = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'from', 'to', 'values', 'by']);

/** Removes what precedes the <svg> element (XML declaration, doctype, comments). */
export function stripProlog(svg: string): string {
  const at = svg.search(/<svg[\s>]/i);
  return at > 0 ? svg.slice(at) : svg;
}

const configured = new WeakSet<object>();

/**
 * Sanitises an engine's SVG with DOMPurify's SVG profile: no script, no event handler, no
 * `javascript:` link, no HTML (so no foreignObject content: Mermaid is set to draw labels as SVG text).
 * Links that remain open in a new tab.
 */
export function sanitizeDiagramSvg(svg: string, purify: DOMPurify): string {
  if (!configured.has(purify)) {
    configured.add(purify);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name.startsWith('on') || (URL_ATTRS.has(name) && isScriptUrl(data.attrValue))) data.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName.toLowerCase() !== 'a') return;
      const href = node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? node.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
      if (!href) return;
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purify.sanitize(stripProlog(svg), {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['script', 'iframe', 'object', 'embed', 'use'],
  });
}

export interface PixelSize {
  width: number;
  height: number;
}

const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

/** An absolute SVG length in CSS pixels; null for percentages, `auto` or garbage. */
export function lengthToPx(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number(m[1]) * UNIT_PX[(m[2] ?? '').toLowerCase()];
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The natural size of an SVG in CSS pixels: its width and height when absolute (Graphviz writes points),
 * else its viewBox (Mermaid writes width="100%"), else the fallback (the rendered box).
 */
export function svgPixelSize(
  attrs: { width?: string | null; height?: string | null; viewBox?: string | null },
  fallback?: PixelSize,
): PixelSize | null {
  const box = (attrs.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const vb = box.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : null;
  let width = lengthToPx(attrs.width);
  let height = lengthToPx(attrs.height);
  if (width != null && height == null && vb) height = (width * vb.height) / vb.width;
  if (height != null && width == null && vb) width = (height * vb.width) / vb.height;
  if (width != null && height != null) return { width, height };
  if (vb) return vb;
  return fallback && fallback.width > 0 && fallback.height > 0 ? fallback : null;
}

/**
 * How the outer <svg> of some markup is sized, read from the text (for a first paint, before any layout): its natural
 * size, and for a percentage width (Mermaid writes width="100%" and a max-width style) that percentage and limit.
 */
export interface SvgSizing {
  natural: PixelSize;
  percent: number | null;
  maxWidth: number | null;
}

export function svgMarkupSizing(svg: string): SvgSizing | null {
  const open = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!open) return null;
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(open)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null;
  const width = attr('width');
  const natural = svgPixelSize({ width, height: attr('height'), viewBox: attr('viewBox') });
  if (!natural) return null;
  const percent = /^\s*([0-9.]+)%\s*$/.exec(width ?? '');
  const maxWidth = /max-width\s*:\s*([0-9.]+)px/i.exec(attr('style') ?? '');
  return { natural, percent: percent ? Number(percent[1]) : null, maxWidth: maxWidth ? Number(maxWidth[1]) : null };
}

/** The natural size of the SVG markup `svg` (its outer element's), read from the text. */
export function svgMarkupSize(svg: string): PixelSize | null {
  return svgMarkupSizing(svg)?.natural ?? null;
}

/**
 * The size such an SVG takes, unscaled, in a box `innerWidth` wide: its natural size, or for a percentage width that
 * share of the box up to its max-width, with the height by its aspect ratio. This is what the script's fit measures.
 */
export function laidOutSize(sizing: SvgSizing, innerWidth: number): PixelSize {
  const { natural, percent, maxWidth } = sizing;
  if (percent === null) return natural;
  const width = Math.max(0, Math.min((percent / 100) * innerWidth, maxWidth ?? Infinity));
  return { width, height: (width * natural.height) / natural.width };
}

/**
 * CSS for the width of an SVG drawn in a pane `paneHeight` high (its width unknown: any width), placed as
 * fitView({laid-out size + pad on each side}, pane, 0) would place it, before any script has measured the pane:
 * centred, at scale min(1, paneWidth / (w + 2·pad), paneHeight / (h + 2·pad)), never under MIN_ZOOM. The width is a
 * CSS min() of the limits that do not depend on the pane's width and the one that does (a percentage of it); the
 * height follows by aspect ratio. For a percentage-wide SVG the height limit is the pane's inner height (exact
 * whenever the diagram is wider than tall enough to fill the width, as flowcharts are; within a few pixels else).
 */
export function staticFitWidth(sizing: SvgSizing, paneHeight: number, pad: number): string {
  const { natural, percent, maxWidth } = sizing;
  const r = natural.height / natural.width;
  if (percent !== null) {
    const limits = [`calc(${percent}% - ${+((2 * pad * percent) / 100).toFixed(3)}px)`, `${+((paneHeight - 2 * pad) / r).toFixed(3)}px`];
    if (maxWidth !== null) limits.push(`${maxWidth}px`);
    return `min(${limits.join(', ')})`;
  }
  const fixed = natural.width * Math.min(1, paneHeight / (natural.height + 2 * pad));
  const ofPane = (100 * natural.width) / (natural.width + 2 * pad);
  // fitView never goes below MIN_ZOOM: a huge diagram is shown at 10% and cut off, the same way here.
  return `max(${+(natural.width * MIN_ZOOM).toFixed(3)}px, min(${+fixed.toFixed(3)}px, ${+ofPane.toFixed(4)}%))`;
}

/** Browsers refuse canvases beyond about this many pixels a side, or this area. */
export const MAX_CANVAS_SIDE = 16_384;
export const MAX_CANVAS_PIXELS = 64 * 1024 * 1024;

/** The canvas size of a PNG export at `scale` (2 for crisp output on high-density screens). */
export function pngSize(size: PixelSize, scale = 2): Result<PixelSize> {
  if (!Number.isFinite(scale) || scale <= 0) return fail('The PNG scale must be above 0.');
  const width = Math.max(1, Math.ceil(size.width * scale));
  const height = Math.max(1, Math.ceil(size.height * scale));
  if (width > MAX_CANVAS_SIDE || height > MAX_CANVAS_SIDE || width * height > MAX_CANVAS_PIXELS) {
    return fail(`The diagram would be ${width} × ${height} px as a PNG, more than a browser canvas holds. Download the SVG instead.`);
  }
  return ok({ width, height });
}

/** The preview's pan and zoom: a translation in CSS pixels, then a scale. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;
export const initialView: View = { scale: 1, x: 0, y: 0 };

/**
 * The view that shows a diagram of `size` whole in a pane of `pane`, centred, with `margin` around it; never
 * larger than 100% (a small diagram is centred at its own size), never below MIN_ZOOM.
 */
export function fitView(size: PixelSize, pane: PixelSize, margin = 8): View {
  if (!(size.width > 0 && size.height > 0 && pane.width > 0 && pane.height > 0)) return initialView;
  const scale = Math.max(MIN_ZOOM, Math.min(1, (pane.width - 2 * margin) / size.width, (pane.height - 2 * margin) / size.height));
  return { scale, x: (pane.width - size.width * scale) / 2, y: (pane.height - size.height * scale) / 2 };
}

const clampScale = (s: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, s));

/** Zooms by `factor` keeping the point (cx, cy) of the viewport where it is (the cursor, or the centre for the buttons). */
export function zoomAt(view: View, factor: number, cx: number, cy: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: cx - (cx - view.x) * k, y: cy - (cy - view.y) * k };
}

/** The zoom factor of one wheel event (trackpads send small deltas, mice large ones). */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, px)) / 300);
}
