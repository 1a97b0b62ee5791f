import { findLoneSurrogate } from '@/lib/text';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/**
 * Percent-encodes text as UTF-8: `component` (default) escapes everything but unreserved characters
 * (encodeURIComponent), `uri` keeps the characters that structure a URL such as `:/?#&=` (encodeURI).
 */
export function encodeUrl(text: string, opts: { mode?: 'component' | 'uri' } = {}): Result<string> {
  try {
    return ok(opts.mode === 'uri' ? encodeURI(text) : encodeURIComponent(text));
  } catch {
    // The only failure of encodeURI* is URIError on an unpaired surrogate, which has no UTF-8 form.
    const at = Math.max(findLoneSurrogate(text), 0);
    const code = text.charCodeAt(at).toString(16).toUpperCase();
    return fail(
      `The text contains a lone surrogate U+${code}, which is not a valid Unicode character and cannot be percent-encoded`,
      lineColumnAt(text, at),
    );
  }
}

const hexValue = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/** Reads the percent escape at `i` as a byte; -1 when it is not `%` followed by two hex digits. */
function escapedByte(text: string, i: number): number {
  if (text.charCodeAt(i) !== 37 || i + 2 >= text.length) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

/**
 * Finds the first percent sequence decodeURIComponent rejects, with a message naming it.
 * Mirrors the ECMAScript Decode algorithm: a bad escape, a byte that cannot start UTF-8, a sequence cut short,
 * or one that is overlong, a surrogate or beyond U+10FFFF.
 */
function findBadEscape(text: string): { offset: number; message: string } | null {
  for (let i = text.indexOf('%'); i >= 0 && i < text.length; i = text.indexOf('%', i)) {
    const lead = escapedByte(text, i);
    if (lead < 0) {
      return {
        offset: i,
        message: `'${text.slice(i, i + 3)}' is not a valid percent escape (write %25 for a literal percent sign)`,
      };
    }
    if (lead < 0x80) {
      i += 3;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) need = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      if (lead === 0xe0) min = 0xa0; // shorter forms are overlong
      if (lead === 0xed) max = 0x9f; // U+D800..U+DFFF are surrogates, not characters
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f; // beyond U+10FFFF
    } else {
      const what = lead <= 0xbf ? 'a UTF-8 continuation byte with no lead byte before it' : 'never valid in UTF-8';
      return { offset: i, message: `'${text.slice(i, i + 3)}' is not valid UTF-8: ${what}` };
    }
    let j = i + 3;
    for (let k = 0; k < need; k++, j += 3) {
      const b = escapedByte(text, j);
      if (b < 0 || b < 0x80 || b > 0xbf) {
        return { offset: i, message: `'${text.slice(i, j)}' is not a complete UTF-8 sequence` };
      }
      if (k === 0 && (b < min || b > max)) {
        return {
          offset: i,
          message: `'${text.slice(i, j + 3)}' is not valid UTF-8 (${lead === 0xed ? 'it encodes a surrogate' : lead === 0xf4 ? 'it is beyond U+10FFFF' : 'it is an overlong encoding'})`,
        };
      }
    }
    i = j;
  }
  return null;
}

/** Decodes percent-encoded text as UTF-8; `plusAsSpace` treats `+` as a space, as in form-encoded query strings. */
export function decodeUrl(text: string, opts: { plusAsSpace?: boolean } = {}): Result<string> {
  const source = opts.plusAsSpace ? text.replace(/\+/g, ' ') : text;
  try {
    return ok(decodeURIComponent(source));
  } catch {
    const bad = findBadEscape(source);
    if (!bad) return fail('The text is not valid percent-encoded UTF-8');
    // '+' → ' ' keeps every offset, so positions in `source` are positions in what the user typed.
    return fail(bad.message, lineColumnAt(text, bad.offset));
  }
}
