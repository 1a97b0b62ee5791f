import { fail, ok, type Result } from '@/lib/result';

/** The fonts offered, each a module of figlet/importable-fonts loaded only when chosen. */
export const FIGLET_FONTS = [
  'Standard',
  'Big',
  'Slant',
  'Small',
  'Small Slant',
  'Banner',
  'Block',
  'Doom',
  'Shadow',
  'Ogre',
  'ANSI Shadow',
  'Calvin S',
  'Colossal',
  'Star Wars',
  'Big Money-nw',
  'Mini',
  'Script',
  'Lean',
] as const;
export type FigletFont = (typeof FIGLET_FONTS)[number];

/** Loaders of the font data; a bundler makes each its own chunk, fetched on first use. */
export const FONT_LOADERS: Record<FigletFont, () => Promise<{ default: string }>> = {
  Standard: () => import('figlet/importable-fonts/Standard.js'),
  Big: () => import('figlet/importable-fonts/Big.js'),
  Slant: () => import('figlet/importable-fonts/Slant.js'),
  Small: () => import('figlet/importable-fonts/Small.js'),
  'Small Slant': () => import('figlet/importable-fonts/Small Slant.js'),
  Banner: () => import('figlet/importable-fonts/Banner.js'),
  Block: () => import('figlet/importable-fonts/Block.js'),
  Doom: () => import('figlet/importable-fonts/Doom.js'),
  Shadow: () => import('figlet/importable-fonts/Shadow.js'),
  Ogre: () => import('figlet/importable-fonts/Ogre.js'),
  'ANSI Shadow': () => import('figlet/importable-fonts/ANSI Shadow.js'),
  'Calvin S': () => import('figlet/importable-fonts/Calvin S.js'),
  Colossal: () => import('figlet/importable-fonts/Colossal.js'),
  'Star Wars': () => import('figlet/importable-fonts/Star Wars.js'),
  'Big Money-nw': () => import('figlet/importable-fonts/Big Money-nw.js'),
  Mini: () => import('figlet/importable-fonts/Mini.js'),
  Script: () => import('figlet/importable-fonts/Script.js'),
  Lean: () => import('figlet/importable-fonts/Lean.js'),
};

export type Layout = 'default' | 'full' | 'fitted' | 'controlled smushing' | 'universal smushing';
export const LAYOUTS: readonly { value: Layout; label: string }[] = [
  { value: 'default', label: "Font's default" },
  { value: 'full', label: 'Full width (letters apart)' },
  { value: 'fitted', label: 'Fitted (letters touch)' },
  { value: 'controlled smushing', label: 'Smushed (font rules)' },
  { value: 'universal smushing', label: 'Smushed (overlap)' },
];

/** What this module needs of the figlet library (the browser and node builds both have it). */
export interface FigletLike {
  parseFont: (name: string, data: string) => unknown;
  textSync: (text: string, options: { font: string; horizontalLayout?: Layout; width?: number; whitespaceBreak?: boolean }) => string;
  figFonts: Record<string, Record<number, unknown>>;
}

export interface ArtOptions {
  font: FigletFont;
  layout: Layout;
  /** Wrap at this many columns (at spaces where possible); 0 for no limit. */
  width: number;
}

export interface Art {
  text: string;
  /** Characters of the input the font has no drawing for (left out of the art). */
  missing: string[];
}

/** The page's sample: its art is known in advance, so the page shows it without loading FIGlet (a unit test keeps it true). */
export const SAMPLE_TEXT = 'Hello';
export const SAMPLE_ART = [
  '  _   _      _ _',
  ' | | | | ___| | | ___',
  ' | |_| |/ _ \\ | |/ _ \\',
  ' |  _  |  __/ | | (_) |',
  ' |_| |_|\\___|_|_|\\___/',
].join('\n');

/** Registers a font's data with the library once. */
export function ensureFont(figlet: FigletLike, font: FigletFont, data: string): Result<null> {
  if (figlet.figFonts[font]) return ok(null);
  try {
    figlet.parseFont(font, data);
    return ok(null);
  } catch (e) {
    return fail(`The ${font} font could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Draws text as FIGlet art in a font already registered with `ensureFont`. */
/**
 * Longest text drawn: each character becomes a block of several lines, and figlet draws on the page's
 * main thread, so a pasted megabyte froze the page for good (issue 13).
 */
export const MAX_ART_CHARS = 1_000;

export function renderArt(figlet: FigletLike, text: string, o: ArtOptions): Result<Art> {
  if (text.length > MAX_ART_CHARS)
    return fail(
      `ASCII art is drawn for up to ${MAX_ART_CHARS.toLocaleString('en')} characters; this text has ${text.length.toLocaleString('en')}. Draw a shorter part of it.`,
    );
  const font = figlet.figFonts[o.font];
  if (!font) return fail(`The ${o.font} font is not loaded yet`);
  const input = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  if (input.trim() === '') return ok({ text: '', missing: [] });
  const drawable = (c: string) => c === '\n' || c === ' ' || Boolean(font[c.codePointAt(0) ?? 0]);
  const missing = [...new Set([...input].filter((c) => !drawable(c)))];
  // figlet.js draws nothing at all when one character is missing from the font, so those go first.
  const shown = [...input].filter(drawable).join('');
  if (shown.trim() === '') return ok({ text: '', missing });
  let art: string;
  try {
    art = figlet.textSync(shown, {
      font: o.font,
      horizontalLayout: o.layout,
      width: o.width > 0 ? Math.max(20, Math.min(1000, Math.floor(o.width))) : 10_000,
      whitespaceBreak: true,
    });
  } catch (e) {
    return fail(`FIGlet could not draw this text: ${e instanceof Error ? e.message : String(e)}`);
  }
  // Trailing spaces carry nothing and get in the way when the art is pasted into code.
  const lines = art.split('\n').map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return ok({ text: lines.join('\n'), missing });
}
