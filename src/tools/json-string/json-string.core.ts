import { scanJsonString } from '@/lib/json';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/** Escapes text for use inside a JSON string, exactly as JSON.stringify would; `quotes` keeps the surrounding quotes. */
export function escapeJsonString(text: string, opts: { quotes?: boolean } = {}): Result<string> {
  try {
    // JSON.stringify escapes lone surrogates as \udXXX (ES2019), so any JavaScript string round-trips.
    const quoted = JSON.stringify(text);
    return ok(opts.quotes ? quoted : quoted.slice(1, -1));
  } catch {
    return fail('The text is too large to escape');
  }
}

/** True when the text is `"…"` whose final quote is not itself escaped. */
function isQuoted(text: string, start: number, end: number): boolean {
  if (end - start < 2 || text.charCodeAt(start) !== 34 || text.charCodeAt(end - 1) !== 34) return false;
  let backslashes = 0;
  for (let i = end - 2; i > start && text.charCodeAt(i) === 92; i--) backslashes++;
  return backslashes % 2 === 0;
}

/**
 * Turns an escaped JSON string back into text. A string wrapped in double quotes (surrounding whitespace allowed)
 * is read as a JSON string literal, so an unescaped `"` inside it is an error; without quotes, a bare `"` is kept
 * and line breaks at the very start or end are ignored.
 */
export function unescapeJsonString(text: string): Result<string> {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  const quoted = isQuoted(text, start, end);

  if (quoted) {
    // Fast path: the engine's parser is much quicker than the scanner on multi-megabyte input.
    try {
      const value: unknown = JSON.parse(text.slice(start, end));
      if (typeof value === 'string') return ok(value);
    } catch {
      // fall through to locate the problem
    }
    const scan = scanJsonString(text, start + 1, true);
    if (!scan.ok) return fail(scan.message, lineColumnAt(text, scan.offset));
    if (scan.end !== end - 1) {
      return fail(
        'Unescaped double quote inside the string: write \\" for a quote character, or remove the surrounding quotes',
        lineColumnAt(text, scan.end),
      );
    }
    return ok(scan.value);
  }

  // A raw line break is never valid inside a JSON string, so one at either edge can only be an artefact of
  // copying a line from an editor; ignoring it cannot change the meaning of valid input.
  let from = 0;
  let to = text.length;
  while (from < to && (text.charCodeAt(from) === 10 || text.charCodeAt(from) === 13)) from++;
  while (to > from && (text.charCodeAt(to - 1) === 10 || text.charCodeAt(to - 1) === 13)) to--;
  const scan = scanJsonString(to === text.length ? text : text.slice(0, to), from, false);
  if (!scan.ok) return fail(scan.message, lineColumnAt(text, scan.offset));
  return ok(scan.value);
}
