import { XMLValidator } from 'fast-xml-parser';
import xmlFormat from 'xml-formatter';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

export interface FormatXmlOptions {
  indent: 2 | 4 | '\t';
}

/** Checks well-formedness first because xml-formatter accepts some broken input and reports no position. */
function validate(text: string): Result<true> {
  if (text.trim() === '') return fail('The input is empty');
  let verdict: ReturnType<typeof XMLValidator.validate>;
  try {
    verdict = XMLValidator.validate(text, { allowBooleanAttributes: false });
  } catch (error) {
    return fail(error instanceof RangeError ? 'The XML is nested too deeply to check' : `Could not check the XML: ${String(error)}`);
  }
  if (verdict === true) return ok(true);
  const { msg, line, col } = verdict.err;
  // The validator lists unclosed tags as a pretty-printed JSON array and points at line 1.
  const unclosed = /^Invalid '(\[[\s\S]*\])' found/.exec(msg);
  if (unclosed || /^Unclosed tag/.test(msg)) {
    // An unclosed comment or CDATA section swallows the closing tags after it: name the real cause.
    for (const [open, close, what] of [
      ['<!--', '-->', 'A comment is never closed: add -->'],
      ['<![CDATA[', ']]>', 'A CDATA section is never closed: add ]]>'],
    ] as const) {
      const at = text.lastIndexOf(open);
      if (at >= 0 && text.indexOf(close, at + open.length) < 0) return fail(what, lineColumnAt(text, at));
    }
  }
  if (unclosed) {
    let tags: string[] = [];
    try {
      tags = JSON.parse(unclosed[1]) as string[];
    } catch {
      // keep the empty list; the generic message below still helps
    }
    const shown = tags
      .slice(-5)
      .reverse()
      .map((t) => `<${t}>`)
      .join(', ');
    const more = tags.length > 5 ? ` and ${(tags.length - 5).toLocaleString('en-US')} more` : '';
    return fail(
      tags.length > 0
        ? `The XML ends before ${tags.length === 1 ? 'this tag is' : 'these tags are'} closed: ${shown}${more}`
        : 'The XML ends before all tags are closed',
      lineColumnAt(text, text.length),
    );
  }
  const message = msg.replace(/\.$/, '');
  return fail(message === 'Start tag expected' ? 'The XML has no root element: start tag expected' : message, {
    line: typeof line === 'number' ? line : undefined,
    column: typeof col === 'number' ? col : undefined,
  });
}

function fromFormatterError(error: unknown): Result<never> {
  if (error instanceof RangeError) return fail('The XML is nested too deeply to format');
  const message = error instanceof Error ? error.message : String(error);
  if (/multiple root/i.test(message)) return fail('The XML has more than one root element; wrap them in a single element');
  return fail(`Could not format the XML: ${message}`);
}

/** Indentation characters beyond which formatting is refused: the output would not fit a browser tab. */
const MAX_INDENTATION = 64 * 1024 * 1024;

/** Index just past `close`, searching from `from`, or the text length when it is missing. */
const skipPast = (text: string, from: number, close: string) => {
  const at = text.indexOf(close, from);
  return at < 0 ? text.length : at + close.length;
};

/**
 * Estimates the indentation a pretty-print adds (depth × width per tag line) in one linear
 * pass over already-validated XML, so pathological nesting (10,000 levels means ~200 MB of
 * spaces) fails fast instead of exhausting memory.
 */
function indentationCost(text: string, width: number): number {
  let depth = 0;
  let cost = 0;
  let i = text.indexOf('<');
  while (i >= 0 && i < text.length) {
    if (text.startsWith('<!--', i)) i = skipPast(text, i + 4, '-->');
    else if (text.startsWith('<![CDATA[', i)) i = skipPast(text, i + 9, ']]>');
    else if (text[i + 1] === '?') i = skipPast(text, i + 2, '?>');
    else if (text[i + 1] === '!') {
      // A doctype may carry an internal subset in [...] whose declarations contain '>'.
      const gt = text.indexOf('>', i);
      const bracket = text.indexOf('[', i);
      i = bracket >= 0 && (gt < 0 || bracket < gt) ? skipPast(text, skipPast(text, bracket, ']'), '>') : skipPast(text, i, '>');
    } else if (text[i + 1] === '/') {
      depth = Math.max(0, depth - 1);
      cost += depth * width;
      i = skipPast(text, i, '>');
    } else {
      cost += depth * width;
      // Attribute values may contain '>', so find the tag's end outside quotes.
      let j = i + 1;
      let quote = '';
      for (; j < text.length; j++) {
        const c = text[j];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (text[j - 1] !== '/') depth++;
      i = j + 1;
    }
    if (cost > MAX_INDENTATION) return cost;
    i = text.indexOf('<', i);
  }
  return cost;
}

/** Pretty-prints well-formed XML, keeping comments, CDATA, processing instructions and the doctype; never throws. */
export function formatXml(text: string, opts: FormatXmlOptions): Result<string> {
  const valid = validate(text);
  if (!valid.ok) return valid;
  if (indentationCost(text, opts.indent === '\t' ? 1 : opts.indent) > MAX_INDENTATION) {
    return fail('The XML is nested too deeply to format: the indentation alone would exceed 64 MB. Minify it instead');
  }
  try {
    return ok(
      xmlFormat(text, {
        indentation: opts.indent === '\t' ? '\t' : ' '.repeat(opts.indent),
        // Keeps `<a>text</a>` and mixed content on one line, where added whitespace would change the text.
        collapseContent: true,
        lineSeparator: '\n',
        throwOnFailure: true,
      }),
    );
  } catch (error) {
    return fromFormatterError(error);
  }
}

/** Removes whitespace between tags (text content, comments and CDATA are kept); never throws. */
export function minifyXml(text: string): Result<string> {
  const valid = validate(text);
  if (!valid.ok) return valid;
  try {
    return ok(xmlFormat.minify(text, { collapseContent: true, throwOnFailure: true }));
  } catch (error) {
    return fromFormatterError(error);
  }
}
