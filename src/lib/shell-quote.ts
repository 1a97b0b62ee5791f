/** POSIX shell quoting for the command generators: arguments written so that sh, bash and zsh pass them on unchanged. */

/** Characters that need no quoting in an argument (`=` only after the first character: zsh expands `=cmd`). */
const SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Quotes one argument for a POSIX shell. Plain words stay bare (unless `always`); everything else goes in
 * single quotes, where nothing is special, and a single quote itself is written as `'\''` (close the
 * quotes, an escaped quote, reopen).
 */
export function quote(arg: string, always = false): string {
  if (!always && SAFE.test(arg) && !arg.startsWith('=')) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** Joins arguments into one command line, each quoted as needed. */
export function joinArgs(args: readonly string[]): string {
  return args.map((a) => quote(a)).join(' ');
}

/** Joins shell text for display: on one line, or one argument group per line with `\` continuations. */
export function layoutCommand(groups: readonly string[], multiline: boolean): string {
  return multiline ? groups.join(' \\\n  ') : groups.join(' ');
}
