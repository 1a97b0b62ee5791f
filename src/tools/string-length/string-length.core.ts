/** Ways of counting the length of a text. */
export interface StringMeasures {
  /** Unicode code points (a lone surrogate counts as one). */
  characters: number;
  /** UTF-16 code units: JavaScript's String.length, Java's length(). */
  utf16Units: number;
  /** Bytes when encoded as UTF-8 (a lone surrogate becomes U+FFFD, 3 bytes, as TextEncoder does). */
  utf8Bytes: number;
  /** User-perceived characters (extended grapheme clusters): 👍🏽 and é written as e + ◌́ each count once. */
  graphemes: number;
  /** Runs of non-whitespace. */
  words: number;
  /** Lines as an editor shows them: 0 for empty text, otherwise line breaks (\n, \r\n, \r) + 1. */
  lines: number;
  /** Whitespace code units (spaces, tabs, line breaks and Unicode spaces). */
  whitespace: number;
}

function isWhitespace(c: number): boolean {
  // The set JavaScript's \s matches.
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Code units that are always a grapheme boundary on both sides when their neighbour is one too: not a mark,
 * joiner, prepend, Hangul jamo/syllable, CR or surrogate. UAX #29 only joins two characters when one of them is
 * one of those, so between two "simple" units there is always a break.
 */
let simpleTable: Uint8Array | null = null;
const NOT_SIMPLE =
  /[\p{M}\u200C\u200D\uFF9E\uFF9F\u0E33\u0EB3\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u1100-\u11FF\uA960-\uA97F\uAC00-\uD7A3\uD7B0-\uD7FF]/u;

function simpleUnits(): Uint8Array {
  if (simpleTable) return simpleTable;
  const t = new Uint8Array(65536);
  for (let c = 0; c < 0xd800; c++) t[c] = NOT_SIMPLE.test(String.fromCharCode(c)) ? 0 : 1;
  for (let c = 0xe000; c < 0x10000; c++) t[c] = NOT_SIMPLE.test(String.fromCharCode(c)) ? 0 : 1;
  simpleTable = t;
  return t;
}

let segmenter: Intl.Segmenter | null = null;
const SEGMENT_CHUNK = 1024;

/**
 * Counts graphemes in text[start, end), which begins at a boundary. Intl.Segmenter slows down quadratically on long
 * strings in V8, so it sees short windows; each window's last cluster may be cut off, so the next window restarts
 * at that cluster.
 */
function segmentCount(text: string, start: number, end: number): number {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let count = 0;
  let from = start;
  let size = SEGMENT_CHUNK;
  while (from < end) {
    let to = Math.min(end, from + size);
    // Never split a surrogate pair between windows.
    if (to < end) {
      const c = text.charCodeAt(to - 1);
      if (c >= 0xd800 && c <= 0xdbff) to++;
    }
    let n = 0;
    let lastIndex = 0;
    for (const s of segmenter.segment(text.slice(from, to))) {
      n++;
      lastIndex = s.index;
    }
    if (to >= end) return count + n;
    if (lastIndex === 0) {
      // One cluster fills the window (thousands of combining marks): widen it.
      size *= 2;
      continue;
    }
    count += n - 1;
    from += lastIndex;
    size = SEGMENT_CHUNK;
  }
  return count;
}

// Hard spans shorter than this are extended to the next known boundary past it: one Segmenter call per few
// hundred units instead of one per accented letter or CRLF.
const MIN_SPAN = 256;

function countGraphemes(text: string): number {
  const n = text.length;
  if (n === 0) return 0;
  const simple = simpleUnits();
  let count = 0;
  // `start` is always a known boundary; a span of one unit between two known boundaries is one grapheme.
  let start = 0;
  for (let i = 1; i < n; i++) {
    const a = text.charCodeAt(i - 1);
    const b = text.charCodeAt(i);
    // UAX #29 GB3–GB5: always a break before CR and LF and after LF, and after CR unless LF follows.
    const boundary = a === 13 ? b !== 10 : a === 10 || b === 13 || b === 10 || (simple[a] === 1 && simple[b] === 1);
    if (boundary) {
      const span = i - start;
      if (span === 1 || (span === 2 && a === 10 && text.charCodeAt(start) === 13)) {
        count++;
        start = i;
      } else if (span >= MIN_SPAN) {
        count += segmentCount(text, start, i);
        start = i;
      }
    }
  }
  count += n - start === 1 ? 1 : segmentCount(text, start, n);
  return count;
}

/** Counts a text every way developers need: code points, UTF-16 units, UTF-8 bytes, graphemes, words, lines, whitespace. */
export function measureString(text: string): StringMeasures {
  const s = typeof text === 'string' ? text : '';
  const n = s.length;
  let characters = 0;
  let utf8Bytes = 0;
  let words = 0;
  let whitespace = 0;
  let breaks = 0;
  let inWord = false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    characters++;
    if (c < 0x80) utf8Bytes += 1;
    else if (c < 0x800) utf8Bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        utf8Bytes += 4;
        i++;
        // Astral characters (emoji, CJK extensions) are never whitespace.
        if (!inWord) {
          inWord = true;
          words++;
        }
        continue;
      }
      utf8Bytes += 3;
    } else utf8Bytes += 3;

    if (isWhitespace(c)) {
      whitespace++;
      inWord = false;
      if (c === 10) breaks++;
      else if (c === 13 && s.charCodeAt(i + 1) !== 10) breaks++;
    } else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return {
    characters,
    utf16Units: n,
    utf8Bytes,
    graphemes: countGraphemes(s),
    words,
    lines: n === 0 ? 0 : breaks + 1,
    whitespace,
  };
}

/** The measures in the order and with the names the String Length page lists them. */
export const MEASURE_LABELS: readonly { key: keyof StringMeasures; label: string }[] = [
  { key: 'characters', label: 'Characters (code points)' },
  { key: 'utf16Units', label: 'UTF-16 code units' },
  { key: 'utf8Bytes', label: 'UTF-8 bytes' },
  { key: 'graphemes', label: 'Graphemes' },
  { key: 'words', label: 'Words' },
  { key: 'lines', label: 'Lines' },
  { key: 'whitespace', label: 'Whitespace' },
];

/** The measures as text, one `Label: count` a line, as the page copies them. */
export const measuresAsText = (m: StringMeasures): string => MEASURE_LABELS.map((r) => `${r.label}: ${m[r.key]}`).join('\n');
