import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { stripProlog, svgPixelSize } from '@/lib/diagram-svg';

/** Build-time diagram pictures for galleries and tutorials: the pages ship SVG, not an engine. */

let graphviz: Promise<Graphviz> | null = null;
const rendered = new Map<string, string>();

/** DOT to an inline SVG (our own markup, rendered once per build). */
export async function dotToSvg(dot: string, engine: 'dot' | 'neato' | 'fdp' | 'circo' | 'twopi' = 'dot'): Promise<string> {
  const key = `${engine}\n${dot}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  graphviz ??= Graphviz.load();
  const svg = stripProlog((await graphviz).layout(dot, 'svg', engine)).replace(/<!--[\s\S]*?-->\s*/g, '');
  rendered.set(key, svg);
  return svg;
}

/** Width and height (CSS pixels) of a pre-rendered SVG under public/, so its <img> reserves its space. */
export function publicSvgSize(publicPath: string): { width: number; height: number } | null {
  const file = path.join(process.cwd(), 'public', publicPath);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  const size = svgPixelSize({ width: attr('width'), height: attr('height'), viewBox: attr('viewBox') });
  return size ? { width: Math.round(size.width), height: Math.round(size.height) } : null;
}
