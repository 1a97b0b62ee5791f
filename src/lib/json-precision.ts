import { parseJson } from './json';
import { fail, ok, type Result } from './result';

/** An integer literal that JSON.parse cannot hold exactly. */
export interface PrecisionLoss {
  /** The literal as written. */
  number: string;
  /** What JSON.parse gives back, as JavaScript prints it. */
  parsed: string;
  line: number;
  column: number;
}

/**
 * Lists the integer literals in a JSON text beyond Number.MAX_SAFE_INTEGER (2^53 − 1) in either direction, with
 * what JSON.parse turns each into. The text is scanned rather than parsed so the original digits are kept.
 */
export function jsonPrecisionLoss(text: string): Result<PrecisionLoss[]> {
  if (typeof text !== 'string') return fail('Enter JSON text');
  const valid = parseJson(text);
  if (!valid.ok) return valid;
  const out: PrecisionLoss[] = [];
  const n = text.length;
  let line = 1;
  let lineStart = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
      i++;
    } else if (c === 34) {
      // Skip the string; the text is valid JSON, so it closes on this line.
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2;
        else if (d === 34) break;
        else i++;
      }
      i++;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) i++;
        else break;
      }
      const literal = text.slice(start, i);
      // Only integers: fractions and exponents are decimal approximations by nature.
      const digits = literal.charCodeAt(0) === 45 ? literal.slice(1) : literal;
      if (digits.length >= 16 && /^\d+$/.test(digits) && BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) {
        out.push({ number: literal, parsed: String(Number(literal)), line, column: start - lineStart + 1 });
      }
    } else {
      i++;
    }
  }
  return ok(out);
}
