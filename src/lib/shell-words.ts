import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/**
 * POSIX shell word splitting for the command generators: what `sh`, `bash` and `zsh` do with a
 * pasted command line, short of running it (no variable, glob or command expansion).
 */

export { joinArgs, layoutCommand, quote } from '@/lib/shell-quote';

/** A word (quotes removed) or an operator such as `|`, `>`, `2>&1`, `&&`, `;` or a line break. */
export type ShellToken =
  | {
      type: 'word';
      value: string;
      /** 0-based offset where the word starts in the text. */
      start: number;
      /** The word held an unquoted or double-quoted `$` or backtick, which a real shell would expand. */
      expands: boolean;
      /**
       * Where `value` holds, as written, an expansion the shell would make: `$NAME`, `${…}`, `$(…)`, a backtick
       * command or a special parameter (`$1`, `$@`), unquoted or in double quotes. [start, end) offsets in `value`.
       */
      expansions: Array<[number, number]>;
    }
  | { type: 'op'; value: string; start: number };

const REDIRECT = /^(?:\d+)?(?:&>>|&>|>>|>&|<&|>\||<>|<<<|<<-|<<|>|<)/;
const CONTROL = /^(?:&&|\|\||\|&|;;|\||&|;|\(|\))/;

const ANSI_C: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** Decodes the escapes of a bash `$'…'` string starting just after the opening quote; returns its end. */
function readAnsiC(text: string, from: number): { value: string; end: number } | null {
  let value = '';
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === "'") return { value, end: i + 1 };
    if (c !== '\\' || i + 1 >= text.length) {
      value += c;
      i++;
      continue;
    }
    const n = text[i + 1];
    if (n in ANSI_C) {
      value += ANSI_C[n];
      i += 2;
      continue;
    }
    const hex = n === 'x' ? /^[0-9A-Fa-f]{1,2}/ : n === 'u' ? /^[0-9A-Fa-f]{1,4}/ : n === 'U' ? /^[0-9A-Fa-f]{1,8}/ : null;
    if (hex) {
      const m = hex.exec(text.slice(i + 2));
      if (m) {
        const cp = parseInt(m[0], 16);
        value += cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD';
        i += 2 + m[0].length;
        continue;
      }
    }
    const oct = /^[0-7]{1,3}/.exec(text.slice(i + 1));
    if (oct) {
      value += String.fromCharCode(parseInt(oct[0], 8) & 0xff);
      i += 1 + oct[0].length;
      continue;
    }
    value += `\\${n}`;
    i += 2;
  }
  return null;
}

/**
 * The end of the shell expansion starting with `$` or a backtick at `from`, or -1 if it is never closed, or
 * `from` when the `$` starts none (a lone `$` is literal). Quotes inside `$(…)` and `${…}` are skipped over.
 */
function expansionEnd(text: string, from: number): number {
  if (text[from] === '`') {
    for (let i = from + 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '`') return i + 1;
    }
    return -1;
  }
  const next = text[from + 1];
  if (next === '(' || next === '{') {
    const close = next === '(' ? ')' : '}';
    let depth = 0;
    for (let i = from + 1; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === "'") {
        const end = text.indexOf("'", i + 1);
        if (end < 0) return -1;
        i = end;
      } else if (c === '"') {
        for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
        if (i >= text.length) return -1;
      } else if (c === next) depth++;
      else if (c === close && --depth === 0) return i + 1;
    }
    return -1;
  }
  const name = /^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(text.slice(from + 1, from + 64));
  return name ? from + 1 + name[0].length : from;
}

/**
 * Splits a command line into words and operators the way a POSIX shell does before expansion: single
 * quotes are literal, double quotes keep `\` only before `$ \` " \\` and a newline, a backslash outside
 * quotes escapes the next character, backslash-newline joins lines, `$'…'` decodes C escapes, and `#` at
 * the start of a word starts a comment. Unclosed quotes are an error naming the line and column.
 */
export function tokenize(text: string): Result<ShellToken[]> {
  const tokens: ShellToken[] = [];
  let i = 0;
  // The word being read: `inWord` is false between words (an empty word '' is still a word).
  let inWord = false;
  let word = '';
  let wordStart = 0;
  let quoted = false;
  let expands = false;
  let expansions: Array<[number, number]> = [];

  const begin = () => {
    if (!inWord) {
      inWord = true;
      word = '';
      wordStart = i;
      quoted = false;
      expands = false;
      expansions = [];
    }
  };
  const end = () => {
    if (inWord) tokens.push({ type: 'word', value: word, start: wordStart, expands, expansions });
    inWord = false;
  };

  while (i < text.length) {
    const c = text[i];
    // A line continuation disappears wherever it is, even in the middle of a word.
    if (c === '\\' && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      end();
      i++;
      continue;
    }
    if (c === '\n') {
      end();
      tokens.push({ type: 'op', value: '\n', start: i });
      i++;
      continue;
    }
    if (c === '#' && !inWord) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === "'") {
      begin();
      const close = text.indexOf("'", i + 1);
      if (close < 0) return fail('This single quote is never closed', lineColumnAt(text, i));
      word += text.slice(i + 1, close);
      quoted = true;
      i = close + 1;
      continue;
    }
    if (c === '$' && text[i + 1] === "'") {
      begin();
      const r = readAnsiC(text, i + 2);
      if (!r) return fail("This $'…' string is never closed", lineColumnAt(text, i));
      word += r.value;
      quoted = true;
      i = r.end;
      continue;
    }
    if (c === '"' || (c === '$' && text[i + 1] === '"')) {
      begin();
      const open = i;
      i += c === '$' ? 2 : 1;
      let closed = false;
      while (i < text.length) {
        const d = text[i];
        if (d === '"') {
          closed = true;
          i++;
          break;
        }
        if (d === '\\' && i + 1 < text.length) {
          const n = text[i + 1];
          if (n === '\n') i += 2;
          else if (n === '\r' && text[i + 2] === '\n') i += 3;
          else if (n === '$' || n === '`' || n === '"' || n === '\\') {
            word += n;
            i += 2;
          } else {
            word += '\\';
            i++;
          }
          continue;
        }
        if (d === '$' || d === '`') {
          expands = true;
          const stop = expansionEnd(text, i);
          if (stop < 0) return fail(`This ${d === '`' ? 'backtick' : `${d}${text[i + 1]}`} is never closed`, lineColumnAt(text, i));
          if (stop > i) {
            expansions.push([word.length, word.length + stop - i]);
            word += text.slice(i, stop);
            i = stop;
            continue;
          }
        }
        word += d;
        i++;
      }
      if (!closed) return fail('This double quote is never closed', lineColumnAt(text, open));
      quoted = true;
      continue;
    }
    if (c === '\\') {
      begin();
      if (i + 1 < text.length) word += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '<' || c === '>' || c === '&' || c === '|' || c === ';' || c === '(' || c === ')') {
      // `2>` and `2>&1`: a word of digits right before a redirection is its file descriptor.
      let opStart = i;
      let prefix = '';
      if ((c === '<' || c === '>') && inWord && !quoted && /^\d+$/.test(word)) {
        prefix = word;
        opStart = wordStart;
        inWord = false;
      }
      end();
      const rest = text.slice(i);
      const redirect = REDIRECT.exec(rest);
      const control = CONTROL.exec(rest);
      // `&>` and `&>>` are redirections; `&&` and `&` alone are control operators.
      const m = redirect && (!control || redirect[0].length >= control[0].length) ? redirect : control;
      if (!m) {
        begin();
        word += c;
        i++;
        continue;
      }
      let op = prefix + m[0];
      i += m[0].length;
      if (op.endsWith('>&') || op.endsWith('<&')) {
        const target = /^(?:\d+|-)/.exec(text.slice(i));
        if (target) {
          op += target[0];
          i += target[0].length;
        }
      }
      tokens.push({ type: 'op', value: op, start: opStart });
      continue;
    }
    begin();
    if (c === '$' || c === '`') {
      expands = true;
      // $(…), `…` and ${…} are one piece of the word, whatever operators or spaces they hold.
      const stop = expansionEnd(text, i);
      if (stop < 0) return fail(`This ${c === '`' ? 'backtick' : `${c}${text[i + 1]}`} is never closed`, lineColumnAt(text, i));
      if (stop > i) {
        expansions.push([word.length, word.length + stop - i]);
        word += text.slice(i, stop);
        i = stop;
        continue;
      }
    }
    word += c;
    i++;
  }
  end();
  return ok(tokens);
}

/** A simple command of a pipeline: its words and its redirections (`<` file, `>` file, `2>&1`…). */
export interface SimpleCommand {
  words: { value: string; expands: boolean; expansions: Array<[number, number]> }[];
  redirects: { op: string; target: string | null }[];
}

/** A command line read as a pipeline (`a | b | c`), plus what followed it, if anything. */
export interface Pipeline {
  commands: SimpleCommand[];
  /** Text after the first pipeline (after `;`, `&&`, `||`, `&` or a line break), which is not read. */
  rest: boolean;
}

/**
 * Groups tokens into the first pipeline of a command line. Blank lines and comments before it are
 * skipped. Redirection operators take the following word as their target (none for `2>&1`).
 */
export function firstPipeline(tokens: readonly ShellToken[]): Result<Pipeline> {
  let i = 0;
  while (i < tokens.length && tokens[i].type === 'op' && (tokens[i].value === '\n' || tokens[i].value === ';')) i++;
  const commands: SimpleCommand[] = [];
  let current: SimpleCommand = { words: [], redirects: [] };
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'word') {
      current.words.push({ value: t.value, expands: t.expands, expansions: t.expansions });
      continue;
    }
    if (t.value === '|' || t.value === '|&') {
      if (current.words.length === 0 && current.redirects.length > 0) return redirectWithoutCommand(current);
      if (current.words.length === 0) return fail(`A pipe "${t.value}" needs a command before it`);
      commands.push(current);
      current = { words: [], redirects: [] };
      continue;
    }
    if (/[<>]/.test(t.value)) {
      if (/[<>]&(?:\d+|-)$/.test(t.value)) {
        current.redirects.push({ op: t.value, target: null });
        continue;
      }
      const next = tokens[i + 1];
      if (!next || next.type !== 'word') return fail(`The redirection "${t.value}" needs a file name after it`);
      current.redirects.push({ op: t.value, target: next.value });
      i++;
      continue;
    }
    // Any other operator ends the first pipeline; trailing blank lines do not count as more commands.
    const more = tokens.slice(i + 1).some((x) => x.type === 'word');
    if (current.words.length === 0 && current.redirects.length > 0) return redirectWithoutCommand(current);
    if (current.words.length > 0) commands.push(current);
    else if (commands.length > 0) return fail(`A pipe needs a command after it`);
    return ok({ commands, rest: more });
  }
  if (current.words.length === 0 && current.redirects.length > 0) return redirectWithoutCommand(current);
  if (current.words.length > 0) commands.push(current);
  else if (commands.length > 0) return fail('A pipe needs a command after it');
  return ok({ commands, rest: false });
}

// `> out.txt` alone is valid shell (it empties the file), but it names no program to read back, and every
// caller reads a command's first word (issue 13: "> \ud800" threw in parseCurlCommand).
function redirectWithoutCommand(command: SimpleCommand): Result<never> {
  return fail(`The redirection "${command.redirects[0].op}" has no command to apply to: paste the whole command line`);
}

/** Tokenizes a command line and returns its first pipeline; an empty line is an error. */
export function parsePipeline(text: string): Result<Pipeline> {
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  const pipeline = firstPipeline(tokens.value);
  if (!pipeline.ok) return pipeline;
  if (pipeline.value.commands.length === 0) return fail('Paste a command to read it back into the form');
  return pipeline;
}

/** The program name of a command word (`/usr/bin/curl` -> `curl`). */
export const programName = (word: string) => word.slice(word.lastIndexOf('/') + 1);
