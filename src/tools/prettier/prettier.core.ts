import type { Plugin } from 'prettier';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

export type PrettierLanguage = 'css' | 'scss' | 'less' | 'html' | 'javascript' | 'typescript' | 'jsx';

export interface PrettierOptions {
  language: PrettierLanguage;
  tabWidth: number;
  useTabs: boolean;
  printWidth: number;
  semi?: boolean;
  singleQuote?: boolean;
}

const PARSERS: Record<PrettierLanguage, string> = {
  css: 'css',
  scss: 'scss',
  less: 'less',
  html: 'html',
  javascript: 'babel',
  jsx: 'babel',
  typescript: 'typescript',
};

type PluginModule = Promise<unknown>;

// Each language imports only its own plugins, so a page's bundle stays small. HTML also
// loads the CSS and JS plugins because prettier formats <style> and <script> with them.
const PLUGINS: Record<PrettierLanguage, () => PluginModule[]> = {
  css: () => [import('prettier/plugins/postcss')],
  scss: () => [import('prettier/plugins/postcss')],
  less: () => [import('prettier/plugins/postcss')],
  javascript: () => [import('prettier/plugins/babel'), import('prettier/plugins/estree')],
  jsx: () => [import('prettier/plugins/babel'), import('prettier/plugins/estree')],
  typescript: () => [import('prettier/plugins/typescript'), import('prettier/plugins/estree')],
  html: () => [
    import('prettier/plugins/html'),
    import('prettier/plugins/postcss'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ],
};

/** Indentation as it lives in the share link. */
export const toIndent = (indent: string): Pick<PrettierOptions, 'tabWidth' | 'useTabs'> =>
  indent === 'tab' ? { tabWidth: 2, useTabs: true } : { tabWidth: indent === '4' ? 4 : 2, useTabs: false };

/** Display names for a language menu. */
export const PRETTIER_LANGUAGES: ReadonlyArray<{ id: PrettierLanguage; label: string }> = [
  { id: 'css', label: 'CSS' },
  { id: 'scss', label: 'SCSS' },
  { id: 'less', label: 'Less' },
  { id: 'html', label: 'HTML' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'jsx', label: 'JSX' },
  { id: 'typescript', label: 'TypeScript' },
];

interface PrettierError {
  message?: unknown;
  loc?: { start?: { line?: unknown; column?: unknown } };
}

/** Prettier appends " (3:7)" and a code frame to parser messages; the UI shows position separately. */
function fromPrettierError(error: unknown): Result<never> {
  if (error instanceof RangeError) return fail('The code is nested too deeply to format');
  const e = (typeof error === 'object' && error !== null ? error : {}) as PrettierError;
  const first = String(e.message ?? error).split('\n')[0];
  const message = first
    .replace(/^(Css)?SyntaxError:\s*/, '')
    .replace(/\s*\(\d+:\d+\)\s*$/, '')
    .replace(/\s*For more info see \S+$/, '')
    .replace(/\.$/, '');
  const line = e.loc?.start?.line;
  const column = e.loc?.start?.column;
  return fail(message || 'The code could not be parsed', {
    line: typeof line === 'number' ? line : undefined,
    column: typeof column === 'number' ? column : undefined,
  });
}

/** Formats CSS/SCSS/Less/HTML/JS/JSX/TS with prettier, loading only that language's plugins; never rejects. */
export async function formatWithPrettier(text: string, opts: PrettierOptions): Promise<Result<string>> {
  if (text.trim() === '') return fail('The input is empty');
  const parser = Object.hasOwn(PARSERS, opts.language) ? PARSERS[opts.language] : undefined;
  if (!parser) return fail(`Unknown language "${String(opts.language)}"`);
  try {
    const [{ format }, ...plugins] = await Promise.all([import('prettier/standalone'), ...PLUGINS[opts.language]()]);
    const formatted = await format(text, {
      parser,
      plugins: plugins as Plugin[],
      tabWidth: Math.min(Math.max(Math.trunc(opts.tabWidth) || 2, 1), 16),
      useTabs: opts.useTabs,
      printWidth: Math.min(Math.max(Math.trunc(opts.printWidth) || 80, 20), 1000),
      semi: opts.semi ?? true,
      singleQuote: opts.singleQuote ?? false,
    });
    return ok(formatted);
  } catch (error) {
    return fromPrettierError(error);
  }
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
// Whitespace next to these never separates two tokens, so it can go (`:` only after; see below).
const TIGHT_BEFORE = new Set(['{', '}', ';', ',', '>', ')']);
const TIGHT_AFTER = new Set(['{', '}', ';', ',', '>', '(', ':']);
const SINGLE = new Set(['{', ';', ',', '>', '(', ')', ':']);
const STOP = new Set([...SINGLE, '}', '/', '"', "'", '\\']);
const isHex = (c: string) => /[0-9a-fA-F]/.test(c);

/**
 * Shrinks CSS conservatively: drops comments (keeps `/*!` licence comments), collapses
 * whitespace, removes it where no token boundary depends on it, drops the `;` before `}`.
 * Strings and `url(...)` are copied untouched; never throws.
 */
export function minifyCss(text: string): Result<string> {
  if (text.trim() === '') return fail('The input is empty');
  const control = /[\u0000-\u0008\u000B\u000E-\u001F\uFFFE\uFFFF]/.exec(text);
  if (control) {
    return fail('The input contains binary or control characters, so it is not CSS', lineColumnAt(text, control.index));
  }
  const out: string[] = [];
  let last = ''; // last character written, for deciding whether a pending space is needed
  let pendingSpace = false;
  const opened: number[] = []; // offsets of unclosed `{`, for the error message
  // Cached answer to "does the statement around i end with `{` (a selector) or `;`/`}`?"
  let statementEnd = -1;
  let statementIsSelector = false;

  const emit = (chunk: string, first: string) => {
    if (pendingSpace && last !== '' && !TIGHT_AFTER.has(last) && !TIGHT_BEFORE.has(first)) out.push(' ');
    pendingSpace = false;
    out.push(chunk);
    last = chunk[chunk.length - 1];
  };

  /** Skips a quoted string from its opening quote; returns the index after it, or -1 if unclosed. */
  const skipString = (i: number): number => {
    const quote = text[i];
    for (let j = i + 1; j < text.length; j++) {
      const c = text[j];
      if (c === '\\') j++;
      else if (c === quote) return j + 1;
      else if (c === '\n') return -1;
    }
    return -1;
  };

  const selectorAhead = (from: number): boolean => {
    if (from < statementEnd) return statementIsSelector;
    let j = from;
    while (j < text.length) {
      const c = text[j];
      if (c === '"' || c === "'") {
        const end = skipString(j);
        j = end < 0 ? text.length : end;
      } else if (c === '/' && text[j + 1] === '*') {
        const end = text.indexOf('*/', j + 2);
        j = end < 0 ? text.length : end + 2;
      } else if (c === '{' || c === ';' || c === '}') break;
      else j++;
    }
    statementEnd = j;
    statementIsSelector = text[j] === '{';
    return statementIsSelector;
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      pendingSpace = true;
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return fail('A comment is never closed: add */', lineColumnAt(text, i));
      if (text[i + 2] === '!') {
        emit(text.slice(i, end + 2), '/');
        last = ''; // a kept comment already separates tokens: no space needed after it
      } else pendingSpace = true; // a dropped comment still separates tokens, as in `1px/**/2px`
      i = end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = skipString(i);
      if (end < 0) return fail('A string is never closed: add the closing quote on the same line', lineColumnAt(text, i));
      emit(text.slice(i, end), c);
      i = end;
      continue;
    }
    if (c === '(' && /^url$/i.test(text.slice(i - 3, i)) && !/[\w-]/.test(text[i - 4] ?? '')) {
      // The `url` itself was just written as part of a word; copy its argument verbatim.
      let j = i + 1;
      while (j < text.length && isSpace(text.charCodeAt(j))) j++;
      let end: number;
      if (text[j] === '"' || text[j] === "'") {
        const close = skipString(j);
        if (close < 0) return fail('A string is never closed: add the closing quote on the same line', lineColumnAt(text, j));
        end = text.indexOf(')', close);
      } else {
        end = text.indexOf(')', j);
      }
      if (end < 0) return fail('A url( is never closed: add )', lineColumnAt(text, i - 3));
      pendingSpace = false;
      out.push(text.slice(i, end + 1));
      last = ')';
      i = end + 1;
      continue;
    }
    if (c === '\\') {
      // An escape belongs to the identifier, including the one space that may end a hex escape.
      let j = i + 1;
      if (j < text.length && isHex(text[j])) {
        while (j < text.length && j < i + 7 && isHex(text[j])) j++;
        if (j < text.length && isSpace(text.charCodeAt(j))) j++;
      } else if (j < text.length) j++;
      emit(text.slice(i, j), c);
      i = j;
      continue;
    }
    if (c === ':' && pendingSpace && !selectorAhead(i)) pendingSpace = false; // `color : red`
    if (c === '{') opened.push(i);
    if (c === '}') {
      if (opened.pop() === undefined) return fail('This } has no matching {', lineColumnAt(text, i));
      pendingSpace = false;
      while (out.length > 0 && out[out.length - 1] === ';') out.pop(); // empty declarations too: `{;;}`
      out.push('}');
      last = '}';
      i++;
      continue;
    }
    if (SINGLE.has(c)) {
      emit(c, c);
      i++;
      continue;
    }
    // A run of ordinary characters is written as one chunk, to keep the parts list short.
    let j = i + 1;
    while (j < text.length && !STOP.has(text[j]) && !isSpace(text.charCodeAt(j))) j++;
    emit(text.slice(i, j), c);
    i = j;
  }
  if (opened.length > 0) return fail('This { is never closed: add }', lineColumnAt(text, opened[opened.length - 1]));
  return ok(out.join(''));
}
