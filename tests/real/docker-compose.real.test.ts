// docker run -> compose against bash: for each generated command line `docker run img ARGS…` whose arguments mix
// literal text, single quotes, `\$`, double quotes and unquoted `$NAME`, `${NAME}`, `${NAME:-default}` and the
// other forms compose knows, `$(pwd)`, backtick pwd and `$PWD`, bash prints the words it would pass to docker, and
// the compose file's command, interpolated by compose's rules (implemented below, from the compose
// specification's "Interpolation" section, not from our code), must give the same words. One bash process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { runToCompose } from '@/tools/docker-compose/docker-compose.core';
import { requireProgram, rng } from './programs';

const BASH = requireProgram('bash', 'apt-get install bash');

/** The variables both bash and compose see; UNSET is in neither. */
const ENV: Record<string, string> = { A: 'alpha', B: 'b-2', EMPTY: '' };

/**
 * Compose's interpolation: `$$` is a `$`; `$NAME` and `${NAME}` the variable's value (empty when unset);
 * `${NAME:-d}` d when unset or empty, `${NAME-d}` d when unset; `${NAME:+r}` r when set and not empty, `${NAME+r}`
 * r when set; `${NAME:?m}` and `${NAME?m}` an error when unset (or empty, with the colon). Any other `$` is an
 * invalid interpolation, which compose rejects.
 */
function interpolate(text: string, env: Record<string, string>): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') {
      out += text[i];
      continue;
    }
    const rest = text.slice(i + 1);
    if (rest.startsWith('$')) {
      out += '$';
      i++;
      continue;
    }
    const named = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (named) {
      out += env[named[0]] ?? '';
      i += named[0].length;
      continue;
    }
    const braced = /^\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-+?])([^}]*))?\}/.exec(rest);
    if (!braced) throw new Error(`invalid interpolation format at ${JSON.stringify(text.slice(i))}`);
    const [whole, name, op, arg] = braced;
    const value = env[name];
    const set = value !== undefined;
    const full = set && value !== '';
    if (!op) out += value ?? '';
    else if (op === ':-') out += full ? value : arg;
    else if (op === '-') out += set ? value : arg;
    else if (op === ':+') out += full ? arg : '';
    else if (op === '+') out += set ? arg : '';
    else if ((op === ':?' && !full) || (op === '?' && !set)) throw new Error(`required variable ${name}: ${arg}`);
    else out += value;
    i += whole.length;
  }
  return out;
}

const r = rng(0xd0c4e5);
const pick = <T>(xs: readonly T[]) => xs[r(xs.length)];

/** Pieces of an argument; each one is a whole shell token part, so any sequence of them is one word. */
const PIECES = [
  'abc',
  '/data',
  '-x',
  'k=v',
  ':',
  "'$A'",
  "'${B} $(pwd) `pwd` $$ $'",
  "'cost: $5'",
  '\\$A',
  '\\$',
  '"$A"',
  '"${B}"',
  '"$(pwd)"',
  '"`pwd`"',
  '"$PWD/sub"',
  '"${UNSET:-def}"',
  '"${EMPTY:-def}"',
  '"${EMPTY-def}"',
  '"${A:+alt}"',
  '"${UNSET+alt}"',
  '"${A-x}"',
  '"\\$A"',
  '"cost $"',
  '"$EMPTY"',
  '"${UNSET}"',
  '"a $A b"',
  '$A',
  '${B}',
  '$(pwd)',
  '`pwd`',
  '$( pwd )',
  '$PWD',
  '${PWD}',
  '${UNSET:-def}',
  '${A:+yes}',
  'x$/',
];

/** An argument: a literal first piece, so an unquoted expansion of an empty variable never leaves no word. */
const argument = () => ['abc', '/data', 'k=', "''", '""'][r(5)] + Array.from({ length: 1 + r(4) }, () => pick(PIECES)).join('');

const COMMANDS = Array.from({ length: 300 }, () => Array.from({ length: 1 + r(4) }, argument).join(' '));
COMMANDS.push("'$A'", '\\$\\$', '"$$"'.replace('$$', '\\$\\$'), '$(pwd)/x `pwd`/y', "-c 'echo $HOME'", '"${A}${B}"$A');

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'compose-pwd-')));
const env: NodeJS.ProcessEnv = { ...process.env, PWD: dir, ...ENV };
// UNSET must be unset; BASH_ENV would run a file before the script.
delete env.UNSET;
delete env.BASH_ENV;
/** The words bash passes after `docker run img`, for each command line. */
const bashWords: string[][] = (() => {
  const script = `f() { printf '%s\\0' "$#" "$@"; }\n${COMMANDS.map((c) => `f ${c}\n`).join('')}`;
  const out = execFileSync(BASH, ['--norc', '--noprofile', '-c', script], { cwd: dir, env, encoding: 'utf8' }).split('\0');
  const result: string[][] = [];
  let k = 0;
  for (let n = 0; n < COMMANDS.length; n++) {
    const count = Number(out[k++]);
    result.push(out.slice(k, k + count));
    k += count;
  }
  return result;
})();
rmSync(dir, { recursive: true });

describe('docker run to compose, interpolated as compose does, gives the words bash gives', () => {
  it.each(COMMANDS.map((c, i) => [i, c, bashWords[i]] as const))('case %i: %s', (_i, args, words) => {
    const result = runToCompose(`docker run img ${args}`);
    expect(result.ok ? '' : result.error.message).toBe('');
    if (!result.ok) return;
    const doc = parse(result.value.text) as { services: Record<string, { command?: string[] }> };
    const command = Object.values(doc.services)[0].command ?? [];
    expect(
      command.map((c) => interpolate(c, { ...ENV, PWD: dir })),
      result.value.text,
    ).toEqual(words);
    // Every ${NAME} left for compose to fill in is named in a note.
    for (const name of new Set([...result.value.text.matchAll(/(?<!\$)\$\{(\w+)/g)].map((m) => m[1]))) {
      expect(result.value.notes.join('\n')).toContain(name === 'PWD' ? '${PWD}' : `\${${name}}`);
    }
  });

  it.each([
    ['$(date)', 'a command substitution'],
    ['"x$(id -u)"', 'a command substitution'],
    ['`hostname`', 'a command substitution'],
    ['${#A}', 'a shell expansion'],
    ['"$1"', 'a shell expansion'],
    ['${A/a/b}', 'a shell expansion'],
  ])('refuses %s, which compose cannot do', (arg, kind) => {
    const result = runToCompose(`docker run -e X=${arg} img`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(kind);
  });
});
