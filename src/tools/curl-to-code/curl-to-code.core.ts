// First: it points the browser parser's WebAssembly requests at the site's copies before the library loads.
import './curl-to-code.wasm-paths';
import * as curlconverter from 'curlconverter';
import parser from 'curlconverter/dist/src/shell/Parser.js';
import { quote } from '@/lib/shell-quote';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { quoteExcerpt } from '@/lib/text';
import { CURL_TARGETS, type CurlCode, type CurlTarget } from './curl-to-code.options';

type Converter = (command: string) => [string, [string, string][]];

/**
 * In Node, curlconverter parses with the native tree-sitter, which reads a string through a 32 KB buffer and fails
 * ("Invalid argument") on a longer command unless told a larger size; the browser's web-tree-sitter has no such
 * limit and ignores the option. Both parse the same grammar (tree-sitter-bash).
 */
const parse = parser.parse.bind(parser) as (input: string, oldTree?: unknown, options?: Record<string, unknown>) => unknown;
(parser as unknown as { parse: typeof parse }).parse = (input, oldTree, options) =>
  parse(input, oldTree, { ...options, bufferSize: typeof input === 'string' ? Math.max(32 * 1024, input.length * 2 + 2) : undefined });

/**
 * A command copied as "cURL (cmd)" from a browser on Windows: `^"` around arguments, or ` ^` ending a line. Bash
 * reads neither that way, so such a command is turned into bash words first.
 */
export function isCmdCommand(text: string): boolean {
  return /^\s*curl(\.exe)?\s/i.test(text) && (/\^"/.test(text) || /\s\^\r?\n/.test(text));
}

/**
 * The arguments of a cmd.exe command line, read as cmd.exe and then the C runtime read them: first cmd's carets
 * (`^x` is x; a caret ending a line joins it to the next, whose first character is then taken as it is; inside a
 * pair of unescaped double quotes a caret is literal), then the runtime's quoting (`"` groups, `\"` is a quote,
 * backslashes are literal unless a quote follows them).
 */
export function cmdArguments(text: string): string[] {
  // cmd.exe's pass: carets.
  let line = '';
  let cmdQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') cmdQuoted = !cmdQuoted;
    if (c === '^' && !cmdQuoted && i + 1 < text.length) {
      let j = i + 1;
      if (text[j] === '\r' && text[j + 1] === '\n') j++;
      if (text[j] === '\n') {
        // The line break is dropped and the next character is escaped (Chrome writes `^` + two line breaks for one).
        if (j + 1 < text.length) line += text[j + 1];
        i = j + 1;
      } else {
        line += text[j];
        i = j;
      }
      continue;
    }
    line += c === '\r' || c === '\n' ? ' ' : c;
  }
  // The C runtime's pass: quotes and backslashes.
  const args: string[] = [];
  let arg = '';
  let inArg = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      let n = 0;
      while (line[i + n] === '\\') n++;
      if (line[i + n] === '"') {
        arg += '\\'.repeat(Math.floor(n / 2));
        if (n % 2 === 1) arg += '"';
        else quoted = !quoted;
        i += n;
      } else {
        arg += '\\'.repeat(n);
        i += n - 1;
      }
      inArg = true;
    } else if (c === '"') {
      quoted = !quoted;
      inArg = true;
    } else if ((c === ' ' || c === '\t') && !quoted) {
      if (inArg) args.push(arg);
      arg = '';
      inArg = false;
    } else {
      arg += c;
      inArg = true;
    }
  }
  if (inArg) args.push(arg);
  return args;
}

/** A cmd.exe command as the same words in bash, one argument group per line. */
export function cmdToBash(text: string): string {
  const args = cmdArguments(text);
  if (args.length > 0 && /^curl(\.exe)?$/i.test(args[0])) args[0] = 'curl';
  return args.map((a) => quote(a)).join(' ');
}

/**
 * curlconverter's messages show the offending line with `^^^` under the place ("Bash parsing error on line 2:\n
 * <line>\n    ^^^^"). The message is its first line, and the place is found by matching the shown line in the input.
 */
export function errorFromLibrary(message: string, input: string): Result<never> {
  const lines = message.split('\n');
  const marker = lines.findIndex((l, i) => i > 0 && /^ *\^+ *$/.test(l));
  const first = lines[0].replace(/:$/, '');
  const text = first.charAt(0).toUpperCase() + first.slice(1);
  if (marker < 1) return fail(text);
  const shown = lines[marker - 1];
  const column = lines[marker].indexOf('^') + 1;
  const inputLines = input.split(/\r?\n/);
  const said = /on line (\d+)/.exec(first);
  let line = said ? Number(said[1]) : inputLines.findIndex((l) => l === shown) + 1;
  if (line < 1 || inputLines[line - 1] !== shown) {
    const found = inputLines.findIndex((l) => l === shown);
    if (found < 0) return fail(text);
    line = found + 1;
  }
  const excerpt = shown.slice(column - 1, column - 1 + lines[marker].trim().length).trim();
  // "Bash parsing error" says nothing of what is wrong: the text it underlines does.
  return fail(said && excerpt ? `${text}, near ${quoteExcerpt(excerpt)}` : text, { line, column });
}

/**
 * Text that cannot be a curl command, told apart before the library parses it: tree-sitter's error recovery takes
 * tens of seconds on some long non-commands (deeply nested brackets, markup). The first word after blank and comment
 * lines must be a name (curl, or an assignment such as `LANG=C` before it), quoted, or a `$` or `\` expansion; a plain
 * name other than curl is refused with the library's own words.
 */
function notCurl(input: string): Result<never> | null {
  let start = 0;
  for (;;) {
    while (start < input.length && /\s/.test(input[start])) start++;
    if (input[start] !== '#') break;
    const end = input.indexOf('\n', start);
    if (end < 0) return null;
    start = end + 1;
  }
  const word = /^\S*/.exec(input.slice(start))![0];
  if (word === '' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || word === 'curl') return null;
  if (/^[A-Za-z_'"$\\]/.test(word) && !/^[A-Za-z0-9._-]+$/.test(word)) return null;
  return fail(`Command should begin with "curl" but instead begins with ${quoteExcerpt(word)}`, lineColumnAt(input, start));
}

/** Converts a curl command (bash quoting, or cmd.exe's as Windows browsers copy it) to code for `target`. */
export function curlToCode(input: string, target: CurlTarget): Result<CurlCode> {
  const info = CURL_TARGETS.find((t) => t.id === target);
  if (!info) return fail(`Unknown target "${target}"; the targets are ${CURL_TARGETS.map((t) => t.id).join(', ')}`);
  if (input.trim() === '') return fail('Paste a curl command, such as: curl https://example.com');
  const cmd = isCmdCommand(input);
  const refused = cmd ? null : notCurl(input);
  if (refused) return refused;
  const command = cmd ? cmdToBash(input) : input;
  const convert = (curlconverter as unknown as Record<string, Converter>)[`${info.fn}Warn`];
  try {
    const [code, warnings] = convert(command);
    return ok({ code, warnings: warnings.map(([, text]) => text.replace(/\s+$/, '')) });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // A place in the rewritten cmd command would not be a place in the input.
    return cmd ? fail(message.split('\n')[0]) : errorFromLibrary(message, input);
  }
}

/** The code alone (the operation's output). */
export async function curlToCodeText(input: string, target: CurlTarget): Promise<Result<string>> {
  const r = curlToCode(input, target);
  return r.ok ? ok(r.value.code) : r;
}
