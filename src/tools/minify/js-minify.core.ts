import type { MinifyOptions } from 'terser';
import { fail, ok, type Result } from '@/lib/result';
import { measure, type MinifySizes } from './minify-sizes';

/** The ECMAScript editions terser can target (`ecma`): it uses newer syntax only when the target allows it. */
export const ECMA_TARGETS = ['5', '2015', '2016', '2017', '2018', '2019', '2020'] as const;
export type EcmaTarget = (typeof ECMA_TARGETS)[number];

export interface JsMinifyOptions {
  /** Rewrite the code smaller (dead code, constant folding, shorter forms). */
  compress: boolean;
  /** Shorten local variable and function names. */
  mangle: boolean;
  /** Also mangle and drop unused names of the top-level scope (only safe when nothing outside uses them). */
  toplevel: boolean;
  /** Keep the names of classes and functions (Function.prototype.name, stack traces). */
  keepNames: boolean;
  /** The oldest edition the output must run on. */
  ecma: EcmaTarget;
  /** The input is an ES module: strict, top-level await allowed, its top-level names (but not its exports) mangled. */
  module: boolean;
  /** Make a source map from the minified code back to the input. */
  sourceMap: boolean;
}

export const defaultJsMinifyOptions: JsMinifyOptions = {
  compress: true,
  mangle: true,
  toplevel: false,
  keepNames: false,
  ecma: '2020',
  module: false,
  sourceMap: false,
};

export interface JsMinified {
  code: string;
  /** The source map (JSON) when asked for, else null. */
  map: string | null;
  sizes: MinifySizes;
}

/** The names the source map uses: the download names of the page. */
export const SOURCE_NAME = 'input.js';
export const MINIFIED_NAME = 'minified.js';
export const MAP_NAME = 'minified.js.map';

/** terser's options for the page's. */
export function terserOptions(o: JsMinifyOptions): MinifyOptions {
  const ecma = Number(o.ecma) as 5 | 2015 | 2016 | 2017 | 2018 | 2019 | 2020;
  return {
    ecma,
    module: o.module,
    compress: o.compress ? { ecma, toplevel: o.toplevel, keep_classnames: o.keepNames, keep_fnames: o.keepNames } : false,
    mangle: o.mangle ? { toplevel: o.toplevel, keep_classnames: o.keepNames, keep_fnames: o.keepNames } : false,
    toplevel: o.toplevel,
    keep_classnames: o.keepNames,
    keep_fnames: o.keepNames,
    format: { ecma, comments: false },
    sourceMap: o.sourceMap ? { filename: MINIFIED_NAME, url: MAP_NAME, includeSources: true } : false,
  };
}

interface TerserError {
  name?: unknown;
  message?: unknown;
  line?: unknown;
  col?: unknown;
}

/** terser's parse errors carry a 1-based line and a 0-based column. */
function fromTerserError(error: unknown): Result<never> {
  if (error instanceof RangeError) return fail('The code is nested too deeply to minify');
  const e = (typeof error === 'object' && error !== null ? error : {}) as TerserError;
  const message = String(e.message ?? error).replace(/\.$/, '');
  if (typeof e.line === 'number' && typeof e.col === 'number') return fail(message, { line: e.line, column: e.col + 1 });
  return fail(message || 'The code could not be minified');
}

/** Minifies JavaScript with terser. A syntax error is returned with its line and column, never thrown. */
export async function minifyJavascript(input: string, options: Partial<JsMinifyOptions> = {}): Promise<Result<JsMinified>> {
  const o = { ...defaultJsMinifyOptions, ...options };
  if (!(ECMA_TARGETS as readonly string[]).includes(o.ecma))
    return fail(`Unknown ECMAScript target ${o.ecma}: use one of ${ECMA_TARGETS.join(', ')}`);
  const { minify } = await import('terser');
  let code: string;
  let map: string | null = null;
  try {
    const result = await minify({ [SOURCE_NAME]: input }, terserOptions(o));
    code = result.code ?? '';
    if (o.sourceMap) map = typeof result.map === 'string' ? result.map : JSON.stringify(result.map ?? null);
  } catch (error) {
    return fromTerserError(error);
  }
  return ok({ code, map, sizes: await measure(input, code) });
}
