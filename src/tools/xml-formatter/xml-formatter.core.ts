import { XMLValidator } from 'fast-xml-parser';
import xmlFormat from 'xml-formatter';
import { fail, ok, type Result } from '@/lib/result';

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

/** Pretty-prints well-formed XML, keeping comments, CDATA, processing instructions and the doctype; never throws. */
export function formatXml(text: string, opts: FormatXmlOptions): Result<string> {
  const valid = validate(text);
  if (!valid.ok) return valid;
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
