import { iconShapes } from '@/components/shell/ToolIcon';
import { tools } from '@/registry/tools';

export const dynamic = 'force-static';

/**
 * /tool-icons.svg: one SVG sprite with a <symbol> per tool icon, written at build time from the registry. The
 * side menu draws its icons with <use href="/tool-icons.svg#name">, so a page's HTML and JavaScript carry only
 * the names; the sprite is fetched once and cached.
 */
export function GET() {
  const names = [...new Set(tools.map((t) => t.icon))].sort();
  // The <use> that draws a symbol passes its own presentation attributes down (SPRITE_ICON); the symbols carry
  // them too, so the sprite also shows right when opened on its own.
  const paint = 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';
  const symbols = names.map((name) => `<symbol id="${name}" viewBox="0 0 24 24" ${paint}>${iconShapes(name)}</symbol>`).join('');
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
  return new Response(sprite, { headers: { 'Content-Type': 'image/svg+xml' } });
}
