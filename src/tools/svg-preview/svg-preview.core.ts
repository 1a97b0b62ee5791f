import { fail, ok, type Result } from '@/lib/result';
import { formatBytes, utf8Length } from '@/lib/text-stats';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Largest PNG side and area the converter will draw: beyond these, browsers fail to allocate a canvas. */
export const MAX_PNG_SIDE = 16_384;
export const MAX_PNG_PIXELS = 64_000_000;

/** What a parsed SVG declares about its size. */
export interface SvgInfo {
  /** Width and height in CSS pixels, from width/height, else the viewBox, else the 300 × 150 default of replaced elements. */
  width: number;
  height: number;
  /** Where the size came from, for the status line. */
  sizeFrom: 'attributes' | 'viewBox' | 'default';
  viewBox: string | null;
  /** Count of elements in the document. */
  elements: number;
}

/** Minimal DOM surface the checks need, so tests can pass jsdom's and the island the browser's. */
export interface DomApi {
  DOMParser: { new (): DOMParser };
  XMLSerializer: { new (): XMLSerializer };
}

/**
 * Snippets copied out of HTML often lack the namespace declarations an SVG file needs; adds them to the
 * root tag so the file renders as an image. Returns the text and what was added.
 */
export function addMissingNamespaces(text: string): { text: string; added: string[] } {
  const root = /<svg\b[^>]*>/i.exec(text);
  if (!root) return { text, added: [] };
  const tag = root[0];
  const added: string[] = [];
  let extra = '';
  if (!/\sxmlns\s*=/.test(tag)) {
    extra += ` xmlns="${SVG_NS}"`;
    added.push('xmlns');
  }
  if (/\bxlink:/.test(text) && !/\sxmlns:xlink\s*=/.test(tag)) {
    extra += ` xmlns:xlink="${XLINK_NS}"`;
    added.push('xmlns:xlink');
  }
  if (!extra) return { text, added };
  const at = root.index + 4;
  return { text: text.slice(0, at) + extra + text.slice(at), added };
}

/** Pulls a line and column out of a parser error message (Chromium, Firefox and jsdom word them differently). */
export function parserErrorPosition(message: string): { line?: number; column?: number; detail: string } {
  const chromium = /line (\d+) at column (\d+):\s*([^\n]*?)\s*(?:Below is a rendering|$)/i.exec(message);
  if (chromium) return { line: +chromium[1], column: +chromium[2], detail: chromium[3] };
  const firefox = /Line Number (\d+), Column (\d+):/i.exec(message);
  if (firefox) return { line: +firefox[1], column: +firefox[2], detail: message.split('\n')[0].replace(/^XML Parsing Error:\s*/i, '') };
  const short = /^(\d+):(\d+):\s*(.*)$/m.exec(message);
  if (short) return { line: +short[1], column: +short[2], detail: short[3] };
  return { detail: message.trim().split('\n')[0] };
}

const UNITS: Record<string, number> = { '': 1, px: 1, pt: 96 / 72, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };

/** A width or height attribute in CSS pixels; null for percentages, font-relative units and nonsense. */
export function lengthToPx(value: string | null): number | null {
  if (value == null) return null;
  const m = /^\s*([+]?\d*\.?\d+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!m) return null;
  const factor = UNITS[m[2].toLowerCase()];
  const px = Number(m[1]) * (factor ?? Number.NaN);
  return Number.isFinite(px) && px > 0 ? px : null;
}

/** The size an SVG renders at by default: its width/height, filled in from the viewBox's aspect ratio when one is missing. */
export function intrinsicSize(width: string | null, height: string | null, viewBox: string | null): Pick<SvgInfo, 'width' | 'height' | 'sizeFrom'> {
  const w = lengthToPx(width);
  const h = lengthToPx(height);
  const vb = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const box = vb && vb.length === 4 && vb.every(Number.isFinite) && vb[2] > 0 && vb[3] > 0 ? { w: vb[2], h: vb[3] } : null;
  if (w && h) return { width: w, height: h, sizeFrom: 'attributes' };
  if (box) {
    if (w) return { width: w, height: (w * box.h) / box.w, sizeFrom: 'attributes' };
    if (h) return { width: (h * box.w) / box.h, height: h, sizeFrom: 'attributes' };
    return { width: box.w, height: box.h, sizeFrom: 'viewBox' };
  }
  return { width: w ?? 300, height: h ?? 150, sizeFrom: w || h ? 'attributes' : 'default' };
}

/**
 * Parses SVG text as XML. Errors give the parser's reason with its line and column; a document whose
 * root is not an SVG element is refused.
 */
export function parseSvg(text: string, dom: DomApi): Result<{ doc: Document; info: SvgInfo }> {
  if (text.trim() === '') return fail('Paste SVG markup, or open an .svg file');
  let doc: Document;
  try {
    doc = new dom.DOMParser().parseFromString(text, 'image/svg+xml');
  } catch (e) {
    return fail(`The SVG could not be parsed: ${e instanceof Error ? e.message : String(e)}`);
  }
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) {
    const pos = parserErrorPosition(error.textContent ?? '');
    return fail(`Not well-formed XML: ${pos.detail || 'the parser stopped here'}`, pos.line ? { line: pos.line, column: pos.column } : undefined);
  }
  const root = doc.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    return fail(`The root element is <${root.nodeName}>, not <svg> in the SVG namespace`);
  }
  const viewBox = root.getAttribute('viewBox');
  return ok({
    doc,
    info: {
      ...intrinsicSize(root.getAttribute('width'), root.getAttribute('height'), viewBox),
      viewBox,
      elements: doc.getElementsByTagName('*').length,
    },
  });
}

/** The subset of DOMPurify the sanitiser uses. */
export interface Purifier {
  sanitize(dirty: string, config: Record<string, unknown>): Node | string;
  removed: unknown[];
}

/** DOMPurify settings: its SVG profile, plus <use> for in-document references (its data: and script URLs are still stripped). */
export const PURIFY_CONFIG = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM: true } as const;

/**
 * Removes scripts, event handlers, javascript: links and anything else outside DOMPurify's SVG
 * profile, returning well-formed SVG and a list of what went. The parsed document goes through
 * XMLSerializer first, so DTD entities and CDATA are resolved before the HTML-based sanitiser sees them.
 */
export function sanitizeSvg(doc: Document, purify: Purifier, dom: DomApi): Result<{ svg: string; removed: string[] }> {
  const serializer = new dom.XMLSerializer();
  const body = purify.sanitize(serializer.serializeToString(doc.documentElement), { ...PURIFY_CONFIG });
  const root = typeof body === 'string' ? null : (body as Element).firstElementChild;
  if (!root || root.localName !== 'svg') return fail('Nothing drawable is left after removing unsafe content');
  const removed = new Map<string, number>();
  for (const item of purify.removed as { element?: Node; attribute?: Attr | null }[]) {
    let name: string | null = null;
    if (item.attribute) name = `${item.attribute.name} attribute`;
    // The wrapper elements of DOMPurify's own parse, text and comments are not content the user would miss.
    else if (item.element && !['BODY', 'HTML', 'HEAD', '#text', '#comment'].includes(item.element.nodeName))
      name = `<${item.element.nodeName}> element`;
    if (name) removed.set(name, (removed.get(name) ?? 0) + 1);
  }
  return ok({
    svg: serializer.serializeToString(root),
    removed: [...removed].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)),
  });
}

/** base64 of the UTF-8 bytes of a string (btoa alone accepts only Latin-1). */
function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A data: URI of the SVG. base64 is the safest everywhere; URL-encoded is shorter for CSS, escaping only
 * what must be and writing double quotes as single ones where the markup allows it.
 */
export function svgDataUri(text: string, encoding: 'base64' | 'url' = 'base64'): string {
  if (encoding === 'base64') return `data:image/svg+xml;base64,${base64Utf8(text)}`;
  const squashed = text.replace(/\s*\n\s*/g, ' ').trim();
  const quoted = squashed.includes("'") ? squashed : squashed.replace(/"/g, "'");
  const encoded = quoted.replace(/[^A-Za-z0-9\-_.!~*'();/?:@=+$,]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      // A lone surrogate has no UTF-8 form; write the replacement character.
      return '%EF%BF%BD';
    }
  });
  return `data:image/svg+xml,${encoded}`;
}

/** The canvas size for a PNG at a scale, or why it cannot be drawn. */
export function pngSize(info: Pick<SvgInfo, 'width' | 'height'>, scale: number): Result<{ width: number; height: number }> {
  if (!Number.isFinite(scale) || scale <= 0) return fail('Choose a scale above 0');
  const width = Math.max(1, Math.round(info.width * scale));
  const height = Math.max(1, Math.round(info.height * scale));
  if (width > MAX_PNG_SIDE || height > MAX_PNG_SIDE || width * height > MAX_PNG_PIXELS) {
    return fail(
      `${width} × ${height} px is too large for a browser canvas (at most ${MAX_PNG_SIDE} px a side and 64 megapixels): choose a smaller scale`,
    );
  }
  return ok({ width, height });
}

/** Sizes before and after optimisation, as the page shows them. */
export function describeSaving(before: string, after: string): string {
  const a = utf8Length(before);
  const b = utf8Length(after);
  const pct = a === 0 ? 0 : Math.round(((a - b) / a) * 1000) / 10;
  return `${formatBytes(a)} → ${formatBytes(b)} (${pct >= 0 ? '−' : '+'}${Math.abs(pct)}%)`;
}

/** The optimiser's signature (svgo's `optimize`), passed in so it can be loaded on demand. */
export type Optimize = (svg: string, config: { multipass: boolean }) => { data: string };

/** Runs svgo with its default preset, several passes; its parse errors come back as a Result. */
export function optimizeSvg(text: string, optimize: Optimize): Result<string> {
  try {
    return ok(optimize(text, { multipass: true }).data);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const pos = /:(\d+):(\d+):\s*([^\n]*)/.exec(message);
    return pos
      ? fail(`The optimiser could not read the SVG: ${pos[3]}`, { line: +pos[1], column: +pos[2] })
      : fail(`The optimiser failed: ${message}`);
  }
}
