/**
 * Presentation attributes of an <svg> that draws a symbol of /tool-icons.svg with <use>: a symbol from another
 * document inherits its paint from the <use>, not from the sprite, so outline icons need these to show as outlines.
 */
export const SPRITE_ICON = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
