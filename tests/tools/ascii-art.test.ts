import figlet from 'figlet';
import {
  ensureFont,
  FIGLET_FONTS,
  FONT_LOADERS,
  MAX_ART_CHARS,
  renderArt,
  SAMPLE_ART,
  SAMPLE_TEXT,
  type ArtOptions,
  type FigletLike,
} from '@/tools/ascii-art/ascii-art.core';

const lib = figlet as unknown as FigletLike;
const base: ArtOptions = { font: 'Standard', layout: 'default', width: 80 };

beforeAll(async () => {
  for (const font of FIGLET_FONTS) {
    const r = ensureFont(lib, font, (await FONT_LOADERS[font]()).default);
    expect(r, font).toEqual({ ok: true, value: null });
  }
});

const art = (text: string, o: Partial<ArtOptions> = {}) => {
  const r = renderArt(lib, text, { ...base, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('renderArt', () => {
  it('refuses a text longer than it can draw without freezing the page, and says how long it may be', () => {
    const r = renderArt(lib, 'a'.repeat(MAX_ART_CHARS + 1), base);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/up to 1,000 characters; this text has 1,001/);
  });

  it('keeps the precomputed sample true to figlet', () => {
    expect(art(SAMPLE_TEXT).text).toBe(SAMPLE_ART);
  });

  it('draws Standard', () => {
    expect(art('Hi').text).toBe(['  _   _ _', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|'].join('\n'));
  });

  it.each(FIGLET_FONTS)('draws with %s', (font) => {
    const { text, missing } = art('Dev 42', { font });
    expect(text.split('\n').length).toBeGreaterThan(1);
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/[ \t]$/m);
  });

  it('spreads letters apart with full width and packs them with smushing', () => {
    const width = (layout: ArtOptions['layout']) =>
      Math.max(
        ...art('HELLO', { layout })
          .text.split('\n')
          .map((l) => l.length),
      );
    expect(width('full')).toBeGreaterThan(width('fitted'));
    expect(width('fitted')).toBeGreaterThan(width('universal smushing'));
  });

  it('wraps at the width, at spaces', () => {
    const wide = art('one two three');
    const narrow = art('one two three', { width: 30 });
    expect(Math.max(...wide.text.split('\n').map((l) => l.length))).toBeGreaterThan(30);
    expect(Math.max(...narrow.text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(30);
    expect(narrow.text.split('\n').length).toBeGreaterThan(wide.text.split('\n').length);
  });

  it('keeps line breaks of the input as separate banners', () => {
    expect(art('a\nb').text.split('\n').length).toBeGreaterThan(art('ab').text.split('\n').length);
  });

  it('lists characters the font cannot draw', () => {
    expect(art('ok 👋 ✓').missing).toEqual(['👋', '✓']);
    expect(art('ok 👋', { font: 'ANSI Shadow' }).text).toBe(art('ok', { font: 'ANSI Shadow' }).text);
    expect(art('👋')).toEqual({ text: '', missing: ['👋'] });
    expect(art('é').missing).toEqual([]);
  });

  it('returns nothing for blank text', () => {
    expect(art(' \n ')).toEqual({ text: '', missing: [] });
  });

  it('says when the font is not loaded', () => {
    const empty: FigletLike = { ...lib, figFonts: {} };
    expect(renderArt(empty, 'x', base)).toEqual({ ok: false, error: { message: 'The Standard font is not loaded yet' } });
  });

  it('reports a font file that cannot be read', () => {
    const fresh: FigletLike = {
      figFonts: {},
      parseFont: () => {
        throw new Error('bad header');
      },
      textSync: () => '',
    };
    expect(ensureFont(fresh, 'Big', 'nonsense')).toEqual({ ok: false, error: { message: 'The Big font could not be read: bad header' } });
  });
});
