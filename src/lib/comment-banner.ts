import { fail, ok, type Result } from '@/lib/result';
import { displayWidth } from './display-width';

/** How a language writes comments. */
type Syntax =
  | {
      kind: 'line';
      prefix: string;
      /** A character whose repetition is itself a comment line (`####`, `////`, `----`), for the classic box. */
      self?: string;
    }
  | {
      kind: 'block';
      open: string;
      close: string;
      /** Start of the lines between open and close (` * ` for C). */
      cont: string;
      /** Line that closes a multi-line block (space, star, slash for C). */
      closeLine: string;
      /** Every line is its own complete comment, as in OCaml banners. */
      perLine?: boolean;
      /** An opener inside the comment starts a nested one (OCaml, Haskell), or is forbidden (HTML). */
      nests?: boolean;
      self?: string;
    };

export interface CommentLanguage {
  value: string;
  label: string;
  syntax: Syntax;
}

export const COMMENT_LANGUAGES: readonly CommentLanguage[] = [
  {
    value: 'c-block',
    label: '/* */ C, C++, Java, JavaScript, CSS, Go, Rust, PHP',
    syntax: { kind: 'block', open: '/*', close: '*/', cont: ' * ', closeLine: ' */', self: '*' },
  },
  { value: 'c-line', label: '// C++, Java, JavaScript, TypeScript, C#, Go, Rust, Swift, Kotlin', syntax: { kind: 'line', prefix: '//', self: '/' } },
  { value: 'hash', label: '# Python, Shell, Ruby, Perl, R, YAML, TOML, Dockerfile', syntax: { kind: 'line', prefix: '#', self: '#' } },
  { value: 'dash', label: '-- SQL, Lua, Haskell, Ada', syntax: { kind: 'line', prefix: '--', self: '-' } },
  {
    value: 'html',
    label: '<!-- --> HTML, XML, Markdown',
    syntax: { kind: 'block', open: '<!--', close: '-->', cont: '  ', closeLine: '-->', nests: true },
  },
  { value: 'lua-block', label: '--[[ ]] Lua block', syntax: { kind: 'block', open: '--[[', close: ']]', cont: '  ', closeLine: ']]' } },
  { value: 'lisp', label: ';; Lisp, Clojure, Scheme, Emacs Lisp', syntax: { kind: 'line', prefix: ';;', self: ';' } },
  { value: 'semicolon', label: '; INI files, assembly', syntax: { kind: 'line', prefix: ';', self: ';' } },
  { value: 'percent', label: '% MATLAB, LaTeX, Erlang, Prolog', syntax: { kind: 'line', prefix: '%', self: '%' } },
  {
    value: 'ml',
    label: '(* *) OCaml, F#, Pascal',
    syntax: { kind: 'block', open: '(*', close: '*)', cont: '  ', closeLine: '*)', perLine: true, self: '*', nests: true },
  },
  {
    value: 'haskell-block',
    label: '{- -} Haskell block',
    syntax: { kind: 'block', open: '{-', close: '-}', cont: '  ', closeLine: '-}', nests: true },
  },
  { value: 'vb', label: "' Visual Basic, VBA", syntax: { kind: 'line', prefix: "'", self: "'" } },
  { value: 'rem', label: 'REM Windows batch', syntax: { kind: 'line', prefix: 'REM' } },
];

export type BannerStyle = 'box' | 'rules' | 'unicode' | 'plain';
export const BANNER_STYLES: readonly { value: BannerStyle; label: string }[] = [
  { value: 'box', label: 'Box' },
  { value: 'rules', label: 'Lines above and below' },
  { value: 'unicode', label: 'Box-drawing characters ┌─┐' },
  { value: 'plain', label: 'Text only' },
];

export interface BannerOptions {
  language: string;
  style: BannerStyle;
  /** The character the box or lines are drawn with; `auto`: the comment's own character for a box, else `=`. */
  fill: string;
  /** Total width of the banner lines, comment markers included. */
  width: number;
  align: 'left' | 'center';
  /** An empty line inside the box above and below the text. */
  padding: boolean;
}

export const MIN_WIDTH = 20;
export const MAX_WIDTH = 200;

function place(text: string, width: number, align: 'left' | 'center'): string {
  const gap = Math.max(0, width - displayWidth(text));
  const left = align === 'center' ? Math.floor(gap / 2) : 0;
  return ' '.repeat(left) + text + ' '.repeat(gap - left);
}

const trimEnd = (s: string) => s.replace(/\s+$/, '');

/** Where a line of text would end the comment early, if it would. */
function closer(syntax: Syntax): string | null {
  if (syntax.kind === 'line') return null;
  return syntax.close;
}

/**
 * Makes a banner comment. The box grows when a line of text is longer than the width allows, so text
 * is never cut. Text that would end the comment early (a `*\/` inside a C comment) is an error.
 */
export function makeBanner(text: string, o: BannerOptions): Result<string> {
  const language = COMMENT_LANGUAGES.find((l) => l.value === o.language);
  if (!language) return fail(`Unknown comment style: ${o.language}`);
  const syntax = language.syntax;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n').map(trimEnd);
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) return ok('');

  const close = closer(syntax);
  if (close) {
    const at = lines.findIndex((l) => l.includes(close));
    if (at >= 0) return fail(`Line ${at + 1} contains ${close}, which would end the comment early`, { line: at + 1 });
  }
  if (syntax.kind === 'block' && syntax.nests) {
    const at = lines.findIndex((l) => l.includes(syntax.open));
    if (at >= 0) return fail(`Line ${at + 1} contains ${syntax.open}, which would open a nested comment`, { line: at + 1 });
  }
  if (o.fill !== 'auto' && ([...o.fill].length !== 1 || displayWidth(o.fill) !== 1))
    return fail('Fill character: use a single character one column wide');

  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.floor(o.width) || MIN_WIDTH));
  // Outside the classic box, rules of the comment character itself (`# ####`) read badly: use `=`.
  const fillChar = o.fill === 'auto' ? '=' : o.fill;
  const textWidth = Math.max(...lines.map(displayWidth));
  const body = o.padding && o.style !== 'plain' ? ['', ...lines, ''] : lines;

  // The classic banner drawn with the comment character itself: ####, ////, /****/, (****).
  if (o.style === 'box' && o.fill === 'auto' && syntax.self) {
    if (syntax.kind === 'line') {
      const p = syntax.prefix;
      const inner = Math.max(width - 2 * p.length - 2, textWidth);
      const edge = syntax.self.repeat(inner + 2 * p.length + 2);
      return ok([edge, ...body.map((l) => `${p} ${place(l, inner, o.align)} ${[...p].reverse().join('')}`), edge].join('\n'));
    }
    if (syntax.perLine) {
      const inner = Math.max(width - syntax.open.length - syntax.close.length - 2, textWidth);
      const edge = syntax.open + syntax.self.repeat(inner + 2) + syntax.close;
      return ok([edge, ...body.map((l) => `${syntax.open} ${place(l, inner, o.align)} ${syntax.close}`), edge].join('\n'));
    }
    // C: "/*****", " * text *", " *****/", the closing star of each line under the one before the slash.
    const room = Math.max(width - 5, textWidth);
    const top = syntax.open + syntax.self.repeat(room + 5 - syntax.open.length);
    const bottom = ` ${syntax.self.repeat(room + 4 - syntax.close.length + 1)}${syntax.close}`;
    return ok([top, ...body.map((l) => ` ${syntax.self} ${place(l, room, o.align)} ${syntax.self}`), bottom].join('\n'));
  }

  // Otherwise: draw the banner, then comment each line out.
  const lead = syntax.kind === 'line' ? `${syntax.prefix} ` : syntax.perLine ? `${syntax.open} ` : syntax.cont;
  const tail = syntax.kind === 'block' && syntax.perLine ? ` ${syntax.close}` : '';
  const room = Math.max(width - displayWidth(lead) - displayWidth(tail), 0);
  let drawn: string[];
  if (o.style === 'plain') drawn = body.map((l) => (o.align === 'center' ? place(l, Math.max(room, textWidth), 'center') : l));
  else if (o.style === 'rules') {
    const w = Math.max(room, textWidth);
    drawn = [fillChar.repeat(w), ...body.map((l) => place(l, w, o.align)), fillChar.repeat(w)];
  } else {
    const [h, v, tl, tr, bl, br] =
      o.style === 'unicode' ? ['─', '│', '┌', '┐', '└', '┘'] : [fillChar, fillChar, fillChar, fillChar, fillChar, fillChar];
    const inner = Math.max(room - 4, textWidth);
    drawn = [tl + h.repeat(inner + 2) + tr, ...body.map((l) => `${v} ${place(l, inner, o.align)} ${v}`), bl + h.repeat(inner + 2) + br];
  }
  if (close && drawn.some((l) => l.includes(close)))
    return fail(`The fill character makes ${close} appear inside the comment and end it early; choose another`);

  const commented = drawn.map((l) => (tail ? `${lead}${l}${tail}` : trimEnd(`${lead}${l}`)));
  if (syntax.kind === 'block' && !syntax.perLine) return ok([syntax.open, ...commented, syntax.closeLine].join('\n'));
  return ok(commented.join('\n'));
}
