// Re-indenting JSON by its text: the JSON formatter and the JWT decoder share it. Kept apart from json.ts so that a
// page needing only this does not load the error locator.

export const isJsonSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
// { } [ ] , : and whitespace end a number or literal.
const isDelimiter = (c: number) => c === 123 || c === 125 || c === 91 || c === 93 || c === 44 || c === 58 || isJsonSpace(c);

/** End (exclusive) of the string literal whose opening quote is at `i`. */
export function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 34) return j + 1;
  }
  return text.length;
}

export function literalEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && !isDelimiter(text.charCodeAt(j))) j++;
  return j;
}

/** Indentation characters beyond which formatting is refused: the output would freeze a browser tab. */
const MAX_INDENTATION = 64 * 1024 * 1024;

export class TooMuchIndentation extends Error {}

/**
 * Newline plus indentation per depth, built once per depth instead of once per line. It also
 * counts what it hands out, because indentation grows quadratically with depth: 10,000 levels
 * would be ~200 MB of spaces.
 */
export function padder(indent: string): (depth: number) => string {
  const pads = ['\n'];
  let total = 0;
  return (depth) => {
    while (pads.length <= depth) pads.push(pads[pads.length - 1] + indent);
    total += depth * indent.length;
    if (total > MAX_INDENTATION) throw new TooMuchIndentation();
    return pads[depth];
  };
}

/**
 * Re-indents already validated JSON token by token. Working on the text rather than a parsed
 * value keeps numbers exactly as written (12345678901234567890 and 1.0 survive), keeps string
 * escapes and key order, and needs no recursion, so any depth works.
 */
export function reindentJson(text: string, indent: string): string {
  const pad = padder(indent);
  const out: string[] = [];
  let depth = 0;
  let justOpened = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isJsonSpace(c)) {
      i++;
      continue;
    }
    if (c === 125 || c === 93) {
      depth--;
      // Empty containers print as {} and [], as JSON.stringify does.
      if (justOpened) out.push(text[i]);
      else out.push(pad(depth), text[i]);
      justOpened = false;
      i++;
      continue;
    }
    if (justOpened) out.push(pad(depth));
    justOpened = false;
    if (c === 123 || c === 91) {
      out.push(text[i]);
      depth++;
      justOpened = true;
      i++;
    } else if (c === 44) {
      out.push(',', pad(depth));
      i++;
    } else if (c === 58) {
      out.push(': ');
      i++;
    } else {
      const end = c === 34 ? stringEnd(text, i) : literalEnd(text, i);
      out.push(text.slice(i, end));
      i = end;
    }
  }
  return out.join('');
}
