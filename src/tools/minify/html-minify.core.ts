import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { measure, type MinifySizes } from './minify-sizes';

export interface HtmlMinifyOptions {
  /** Collapse runs of white space in text; never inside <pre>, <textarea> and the like. */
  collapseWhitespace: boolean;
  /** When collapsing, keep one space rather than none (the gap between inline and inline-block elements stays). */
  conservativeCollapse: boolean;
  removeComments: boolean;
  /** Minify the CSS of <style> elements and style attributes (clean-css). */
  minifyCss: boolean;
  /** Minify the JavaScript of <script> elements and event handler attributes (terser). */
  minifyJs: boolean;
  /** Write boolean attributes bare: `disabled="disabled"` becomes `disabled`. */
  collapseBooleanAttributes: boolean;
  /** Leave out tags the HTML standard lets a parser infer (`</p>`, `</li>`, `<html>`, `<head>`, `<body>` …). */
  removeOptionalTags: boolean;
}

export const defaultHtmlMinifyOptions: HtmlMinifyOptions = {
  collapseWhitespace: true,
  conservativeCollapse: true,
  removeComments: true,
  minifyCss: true,
  minifyJs: true,
  collapseBooleanAttributes: true,
  removeOptionalTags: false,
};

export interface HtmlMinified {
  html: string;
  sizes: MinifySizes;
  /** What the minifier left as it was, and why (a script or style it could not read). */
  warnings: string[];
}

/**
 * html-minifier-terser. A browser (page or worker) loads the package's own browser bundle, which carries clean-css and
 * terser with shims for the Node built-ins clean-css asks for; Node (the command line, the tests) loads the package's
 * Node entry, which the bundle was built from. The bundle cannot load in Node (its http shim needs XMLHttpRequest),
 * and the page's bundler must not follow the Node entry (clean-css reads files and URLs with Node's modules).
 */
const loadMinifier = async () =>
  typeof XMLHttpRequest !== 'undefined'
    ? (await import('html-minifier-terser/dist/htmlminifier.esm.bundle')).minify
    : (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'html-minifier-terser')).minify;

/** The place of html-minifier's "Parse Error: <rest of the document>": the rest is the input from that point on. */
function parseErrorAt(input: string, message: string): Result<never> | null {
  const m = /^Parse Error: ([\s\S]*)$/.exec(message);
  if (!m) return null;
  const rest = m[1];
  const offset = rest.length <= input.length && input.endsWith(rest) ? input.length - rest.length : input.indexOf(rest.slice(0, 200));
  const tag = /^<[^\s>]*/.exec(rest)?.[0];
  const what = tag ? `The tag starting ${tag} is not closed or not well formed` : 'The markup could not be read';
  return fail(what, offset >= 0 ? lineColumnAt(input, offset) : undefined);
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0].replace(/\.$/, '');
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Minifies HTML with html-minifier-terser. A tag it cannot read is returned with its line and column, never thrown. */
export async function minifyHtml(input: string, options: Partial<HtmlMinifyOptions> = {}): Promise<Result<HtmlMinified>> {
  const o = { ...defaultHtmlMinifyOptions, ...options };
  const minify = await loadMinifier();
  const warnings: string[] = [];
  let html: string;
  try {
    html = await minify(input, {
      collapseWhitespace: o.collapseWhitespace,
      conservativeCollapse: o.conservativeCollapse,
      removeComments: o.removeComments,
      minifyCSS: o.minifyCss,
      minifyJS: o.minifyJs,
      collapseBooleanAttributes: o.collapseBooleanAttributes,
      removeOptionalTags: o.removeOptionalTags,
      // The library logs a script (an Error) or a style (clean-css's message) it could not minify and left as it was,
      // and its own timing, which is not kept.
      log: (entry: unknown) => {
        if (typeof entry === 'string' && entry.startsWith('minified in:')) return;
        warnings.push(`${typeof entry === 'string' ? 'A style' : 'A script'} was left as it was: ${describe(entry)}`);
      },
    });
  } catch (error) {
    if (error instanceof RangeError) return fail('The markup is nested too deeply to minify');
    const message = error instanceof Error ? error.message : String(error);
    return parseErrorAt(input, message) ?? fail(describe(error));
  }
  return ok({ html, sizes: await measure(input, html), warnings });
}
