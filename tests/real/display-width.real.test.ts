// displayWidth (src/lib/display-width.ts, the column counting of the box-drawing tables and the comment banners)
// against glibc's wcwidth, code point by code point: one python3 process calls libc.wcwidth (ctypes, C.UTF-8 locale)
// for every code point Python's unicodedata calls assigned (not Cn, Cs or Co), and prints with it the Unicode
// general category and East Asian Width of Python's Unicode version. Each code point is measured alone, as a one-
// character string. Every disagreement must fall in one of the classes below, each with its reason.
import { execFileSync } from 'node:child_process';
import { eastAsianWidthType } from 'get-east-asian-width';
import { displayWidth } from '@/lib/display-width';
import { requireProgram } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');

const SCRIPT = `
import ctypes, locale, sys, unicodedata
locale.setlocale(locale.LC_ALL, 'C.UTF-8')
libc = ctypes.CDLL('libc.so.6')
libc.wcwidth.argtypes = [ctypes.c_uint32]
libc.wcwidth.restype = ctypes.c_int
out = [unicodedata.unidata_version]
for cp in range(0x110000):
    c = chr(cp)
    cat = unicodedata.category(c)
    if cat not in ('Cn', 'Cs', 'Co'):
        out.append('%x %d %s %s' % (cp, libc.wcwidth(cp), cat, unicodedata.east_asian_width(c)))
sys.stdout.write('\\n'.join(out))
`;

interface Point {
  cp: number;
  glibc: number;
  /** General category and East Asian Width in Python's (and glibc's) Unicode version. */
  category: string;
  eaw: string;
}

const [pythonUnicode, ...rows] = execFileSync(PYTHON, ['-c', SCRIPT], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n');
const points: Point[] = rows.map((row) => {
  const [hex, glibc, category, eaw] = row.split(' ');
  return { cp: parseInt(hex, 16), glibc: Number(glibc), category, eaw };
});

const CATEGORIES = 'Lu Ll Lt Lm Lo Mn Mc Me Nd Nl No Pc Pd Ps Pe Pi Pf Po Sm Sc Sk So Zs Zl Zp Cc Cf Cs Co Cn'.split(' ');
const CATEGORY_RES = CATEGORIES.map((c) => [c, new RegExp(`^\\p{General_Category=${c}}$`, 'u')] as const);
/** The general category in the JavaScript engine's Unicode version (the one displayWidth's regular expressions see). */
const jsCategory = (ch: string) => CATEGORY_RES.find(([, re]) => re.test(ch))![0];

/** Why displayWidth and glibc may differ on a code point; `test` says whether a disagreement is of this kind. */
const CLASSES: { name: string; reason: string; test: (p: Point, ours: number) => boolean }[] = [
  {
    name: 'not printable',
    reason:
      'Controls (C0, DEL, C1) and the line and paragraph separators: wcwidth returns -1 (not printable). They draw nothing, so a table cell or banner line that holds one takes 0 columns for it.',
    test: (p, ours) => ['Cc', 'Zl', 'Zp'].includes(p.category) && p.glibc === -1 && ours === 0,
  },
  {
    name: 'wide since a later Unicode',
    reason:
      "East Asian Width W in get-east-asian-width (current Unicode) but not in glibc's Unicode version: Unicode 16 made the Tai Xuan Jing symbols (U+1D300…) and the I Ching monograms, digrams and trigrams (U+268A…, U+2630…) wide. Terminals built on the newer tables draw them 2 columns wide.",
    test: (p, ours) => p.glibc === 1 && ours === 2 && !['W', 'F'].includes(p.eaw) && ['wide', 'fullwidth'].includes(eastAsianWidthType(p.cp)),
  },
  {
    name: 'spacing since a later Unicode',
    reason:
      "A nonspacing mark (0 columns) in glibc's Unicode version that a later version made a spacing mark (U+1171E AHOM CONSONANT SIGN MEDIAL RA became Mc in Unicode 15), which takes a column.",
    test: (p, ours) => p.glibc === 0 && ours === 1 && p.category === 'Mn' && jsCategory(String.fromCodePoint(p.cp)) === 'Mc',
  },
  {
    name: 'ambiguous, wide in glibc',
    reason:
      'East Asian Width A (ambiguous: narrow in Western fonts, wide in East Asian ones): U+3248–U+324F, circled numbers on black squares. UAX #11 says to treat an ambiguous character as narrow when the context is unknown, as get-east-asian-width and string-width do; glibc keeps these 2 because its table takes the whole CJK block U+3000–U+4DBF as wide (from Markus Kuhn’s wcwidth).',
    test: (p, ours) => p.eaw === 'A' && p.glibc === 2 && ours === 1,
  },
];

describe(`displayWidth against glibc wcwidth, every assigned code point of Unicode ${pythonUnicode}`, () => {
  const counts = new Map<string, number>(CLASSES.map((c) => [c.name, 0]));
  const unexplained: string[] = [];
  let unknownToGlibc = 0;
  for (const p of points) {
    // -1 for a printable character: glibc's tables do not have it (a Python newer than glibc).
    if (p.glibc === -1 && !['Cc', 'Zl', 'Zp'].includes(p.category)) {
      unknownToGlibc++;
      continue;
    }
    const ours = displayWidth(String.fromCodePoint(p.cp));
    if (ours === p.glibc) continue;
    const kind = CLASSES.find((c) => c.test(p, ours));
    if (kind) counts.set(kind.name, counts.get(kind.name)! + 1);
    else unexplained.push(`U+${p.cp.toString(16).toUpperCase().padStart(4, '0')} (${p.category}, EAW ${p.eaw}): glibc ${p.glibc}, ours ${ours}`);
  }

  it('compares the whole repertoire', () => {
    expect(points.length).toBeGreaterThan(140_000);
    expect(unknownToGlibc).toBeLessThan(100);
    console.log(
      `display width vs glibc wcwidth: ${points.length - unknownToGlibc} code points, ${[...counts.values()].reduce((a, b) => a + b, 0)} explained differences (${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}), ${unexplained.length} unexplained`,
    );
  });

  it('differs only in the documented classes', () => {
    expect(unexplained.slice(0, 50)).toEqual([]);
    expect(unexplained.length).toBe(0);
  });

  it.each([
    ['ZERO WIDTH SPACE, LRM, LRI, BOM', '\u200B\u200E\u2066\uFEFF', 0],
    ['Hangul jamo: leading consonant + medial vowel + final consonant, one syllable block', '\u1100\u1161\u11A8', 2],
    ['a lone medial vowel', '\u1161', 0],
    ['thermometer, text style (no emoji presentation)', '\u{1F321}', 1],
    ['thermometer with VS16', '\u{1F321}\uFE0F', 2],
    ['a pointing finger with a skin tone', '\u261D\u{1F3FD}', 2],
    ['keycap 7', '7\uFE0F\u20E3', 2],
    ['one regional indicator, and a pair (a flag)', '\u{1F1E9}|\u{1F1E9}\u{1F1EA}', 1 + 1 + 2],
    ['family ZWJ sequence', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 2],
    ['Khitan small script (wide, missing from the old table)', '\u{18B00}', 2],
    ['soft hyphen, drawn as a hyphen', '\u00AD', 1],
    ['CR LF, one grapheme of two controls', 'a\r\nb', 2],
    ['a lone combining acute, then a letter with one', '\u0301e\u0301', 1],
  ])('%s', (_name, text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});
