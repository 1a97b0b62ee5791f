import { decodeHTML, encodeHTML, encodeNonAsciiHTML, escapeUTF8 } from 'entities';
import { fail, ok, type Result } from '@/lib/result';

/** How much `encodeHtmlEntities` escapes. */
export type EntityMode = 'minimal' | 'named' | 'numeric' | 'hex';

/** One row of the named-entity reference. */
export interface EntityRow {
  /** The reference as written in HTML, e.g. "&amp;". */
  name: string;
  char: string;
  codePoint: number;
}

const MODES: readonly EntityMode[] = ['minimal', 'named', 'numeric', 'hex'];

/** Markup-significant characters: the only ones that must be escaped in text and attribute values. */
const isSpecial = (c: number) => c === 38 || c === 60 || c === 62 || c === 34 || c === 39;

/**
 * Numeric references for & < > " ' and everything outside ASCII, built in slices so 5 MB inputs stay linear.
 * A lone surrogate cannot be represented and becomes &#xFFFD; (what a browser would show).
 */
function encodeNumeric(text: string, hex: boolean): string {
  const parts: string[] = [];
  let from = 0;
  const ref = (cp: number) => (hex ? `&#x${cp.toString(16).toUpperCase()};` : `&#${cp};`);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && !isSpecial(c)) continue;
    if (i > from) parts.push(text.slice(from, i));
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
      } else cp = 0xfffd;
    } else if (c >= 0xdc00 && c <= 0xdfff) cp = 0xfffd;
    parts.push(ref(cp));
    from = i + 1;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts.join('');
}

/**
 * Escapes text for HTML. minimal: only & < > " ' (as &amp; &lt; &gt; &quot; &apos;); named: also every non-ASCII
 * character, by its named entity where HTML has one (&eacute; &nbsp; &copy;) and numerically otherwise; numeric and
 * hex: the same characters as decimal (&#233;) or hexadecimal (&#xE9;) references.
 */
export function encodeHtmlEntities(text: string, opts: { mode: EntityMode }): Result<string> {
  if (typeof text !== 'string') return fail('Enter text to encode');
  const mode = opts?.mode;
  if (!MODES.includes(mode)) return fail(`Unknown encoding mode "${String(mode)}"; use minimal, named, numeric or hex`);
  switch (mode) {
    case 'minimal':
      return ok(escapeUTF8(text));
    case 'named':
      return ok(encodeNonAsciiHTML(text));
    default:
      return ok(encodeNumeric(text, mode === 'hex'));
  }
}

/**
 * Decodes named (with or without the semicolon, as browsers do in text), decimal and hexadecimal references;
 * unknown names stay as written, and invalid code points become U+FFFD per the HTML standard.
 */
export function decodeHtmlEntities(text: string): Result<string> {
  if (typeof text !== 'string') return fail('Enter text to decode');
  return ok(decodeHTML(text));
}

let table: EntityRow[] | null = null;

/**
 * The named-entity reference, one row per character with the name the `entities` package prefers when encoding
 * (&amp; rather than &AMP;), in code point order. Built once by encoding every code point that can have a name.
 */
export function entityTable(): EntityRow[] {
  if (table) return table;
  // HTML's list of named references is frozen by the standard; its characters all lie below U+3000, in the
  // ligatures at U+FB00–U+FB04 and in the mathematical alphanumerics (&Ascr; &fopf; …) at U+1D400–U+1D7FF.
  const codePoints: number[] = [];
  for (let cp = 0; cp < 0x3000; cp++) codePoints.push(cp);
  for (let cp = 0xfb00; cp < 0xfb50; cp++) codePoints.push(cp);
  for (let cp = 0x1d400; cp < 0x1d800; cp++) codePoints.push(cp);
  // One call over all of them is much cheaper than 65,000 calls. No two neighbours here form one of the package's
  // two-character entities (those pair a character with a combining mark or variant selector), so each output
  // token maps back to one input code point.
  const encoded = encodeHTML(codePoints.map((cp) => String.fromCodePoint(cp)).join(''));
  const rows: EntityRow[] = [];
  let pos = 0;
  for (const cp of codePoints) {
    if (encoded.charCodeAt(pos) === 38) {
      const end = encoded.indexOf(';', pos);
      const token = encoded.slice(pos, end + 1);
      pos = end + 1;
      if (token[1] !== '#') rows.push({ name: token, char: String.fromCodePoint(cp), codePoint: cp });
    } else {
      pos += cp > 0xffff ? 2 : 1;
    }
  }
  table = rows;
  return rows;
}
