import { eastAsianWidth } from 'get-east-asian-width';

/**
 * Terminal column widths, the way wcwidth counts them (tests/real/display-width.real.test.ts compares every
 * assigned code point with glibc's): East Asian Wide and Fullwidth characters take 2 columns (the table comes from
 * the get-east-asian-width package, which follows the current Unicode release), characters that draw nothing take
 * 0, the rest 1. A grapheme (👩‍💻, 🇫🇷, e + ◌́, a Hangul syllable spelt in jamo) counts once.
 */

/**
 * Characters with no column of their own: controls, line and paragraph separators, combining marks (Mn, Me),
 * format characters (Cf: ZWSP, ZWJ, bidi marks and isolates, the BOM, tags), and the Hangul medial vowels and final
 * consonants, which join the leading consonant before them into one syllable block.
 */
const ZERO_WIDTH = /[\p{Cc}\p{Zl}\p{Zp}\p{Mn}\p{Me}\p{Cf}\u1160-\u11FF\uD7B0-\uD7FF]/u;
/** Format characters that are drawn all the same: the soft hyphen and the marks written before a number (U+0600…). */
const DRAWN_FORMAT = /[\u00AD\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}]/u;
/** What makes a grapheme with an emoji base show as an emoji picture: VS16, a skin tone, a keycap, a ZWJ sequence. */
const EMOJI_STYLE = /[\uFE0F\u20E3\u200D]|\p{Emoji_Modifier}/u;
const EMOJI = /\p{Emoji}/u;
const FLAG = /\p{Regional_Indicator}{2}/u;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The graphemes (user-perceived characters) of a string; code points where Intl.Segmenter is missing. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** The width of one grapheme: that of its first character that draws something, 2 for an emoji sequence. */
function graphemeWidth(g: string): number {
  let base = '';
  for (const ch of g) {
    if (!ZERO_WIDTH.test(ch) || DRAWN_FORMAT.test(ch)) {
      base = ch;
      break;
    }
  }
  if (base === '') return 0;
  // A text-style symbol followed by VS16 (❤️), a skin tone (☝🏽) or a ZWJ is drawn as an emoji picture, and a pair of
  // regional indicators as a flag: two columns, as the terminals that draw them give it.
  if (g.length > base.length && (FLAG.test(g) || (EMOJI.test(base) && EMOJI_STYLE.test(g)))) return 2;
  return eastAsianWidth(base.codePointAt(0)!);
}

/**
 * Columns a string takes in a monospaced font: 2 for East Asian wide characters and emoji, 0 for controls,
 * combining marks and zero-width characters, 1 for the rest. Emoji sequences (👩‍💻, 🇫🇷) count once.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length;) {
    // Printable ASCII counts 1 without segmenting: a printable ASCII character always starts a grapheme, so only a
    // character followed by something else (a combining mark, a keycap) is measured with the stretch after it.
    if (printable(text.charCodeAt(i)) && (i + 1 === text.length || printable(text.charCodeAt(i + 1)))) {
      width++;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && !printable(text.charCodeAt(j))) j++;
    width += stretchWidth(text.slice(i, j));
    i = j;
  }
  return width;
}

const printable = (c: number) => c >= 0x20 && c < 0x7f;

/** Widths of the stretches met that are not plain ASCII: a table or a banner repeats the same few many times. */
const stretchWidths = new Map<string, number>();

function stretchWidth(text: string): number {
  let width = stretchWidths.get(text);
  if (width !== undefined) return width;
  width = 0;
  for (const g of graphemes(text)) width += graphemeWidth(g);
  if (stretchWidths.size < 50_000) stretchWidths.set(text, width);
  return width;
}
