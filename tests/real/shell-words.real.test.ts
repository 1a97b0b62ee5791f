// The command generators' shell word splitter and quoting against bash: each command line (single, double and
// $'…' quotes, backslashes, line continuations, comments) is split by tokenize() and by bash itself, which prints
// the words it passes to a function; and every argument quote() writes reaches bash unchanged. One bash process.
import { execFileSync } from 'node:child_process';
import { quote, tokenize } from '@/lib/shell-words';
import { requireProgram, rng } from './programs';

const BASH = requireProgram('bash', 'apt-get install bash');
const SH = requireProgram('sh', 'a POSIX sh (dash on Debian)');

const r = rng(0x5eed1234);
const pick = <T>(xs: readonly T[]) => xs[r(xs.length)];

const PLAIN = 'abcXYZ019_-./:=@%+,~^é';
const ANY = `${PLAIN} \t\n'"\\$\`!*?[]{}()<>|&;#`;
const word = (alphabet: string, max: number) => Array.from({ length: r(max) }, () => alphabet[r(alphabet.length)]).join('');

/** One piece of a word, in one of the quoting styles (no expansions: those are the shell's, not a split). */
function piece(): string {
  switch (r(7)) {
    case 0:
      return word(PLAIN, 6) || 'x';
    case 1:
      return `'${word(ANY.replace("'", ''), 8)}'`;
    case 2: {
      // Inside double quotes, \ escapes only $ ` " \ and a newline; other backslashes stay.
      const parts = Array.from({ length: r(5) }, () => pick(['a', ' ', "'", '\\$', '\\`', '\\"', '\\\\', '\\n', '\\a', '\\\n', 'é', '#', '*']));
      return `"${parts.join('')}"`;
    }
    case 3:
      return `\\${pick([...`'" \\$\`|&;<>()#*?abc`])}`;
    case 4: {
      const parts = Array.from({ length: r(5) }, () =>
        pick(['a', ' ', '\\n', '\\t', '\\\\', "\\'", '\\"', '\\x41', '\\x7e', '\\u00e9', '\\u263a', '\\101', '\\7', '\\e', '\\q', '"', '$', '\\?']),
      );
      return `$'${parts.join('')}'`;
    }
    case 5:
      return "''";
    default:
      return `${word(PLAIN, 3)}\\\n${word(PLAIN, 3) || 'y'}`;
  }
}

const GENERATED = Array.from({ length: 300 }, () =>
  Array.from({ length: 1 + r(4) }, () => Array.from({ length: 1 + r(3) }, piece).join('')).join(pick([' ', '  ', '\t', ' \\\n '])),
);
const FIXED = [
  'a #comment',
  'a#b c',
  '# all comment',
  "'' \"\" $''",
  'a\\\nb',
  '"a\\\nb"',
  "'a\\\nb'",
  "'it'\\''s'",
  '"$" x',
  "$'\\x41\\x4a' $'\\u00e9\\U0001F600' $'\\0101'",
  'a\\ b\\\tc',
];
const CASES = [...FIXED, ...GENERATED];

/** Arguments quote() must get through the shell as they are. */
const ARGS = Array.from({ length: 200 }, () => word(ANY, 12));
ARGS.push('', '-', '=x', '~', '~user', 'a=~b', '#', '!', '!!', "'", '"', '\\', '*', '[a]', 'é 😀', 'x\ny');

/** Runs each line as `f <line>` in one shell and returns the words f received, per line. */
function shellWords(shell: string, lines: string[]): string[][] {
  const script = `f() { printf '%s\\0' "$#" "$@"; }\n${lines.map((l) => `f ${l}\n`).join('')}`;
  const out = execFileSync(shell, ['-c', script], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  const fields = out.split('\0');
  const result: string[][] = [];
  let k = 0;
  for (let n = 0; n < lines.length; n++) {
    const count = Number(fields[k++]);
    result.push(fields.slice(k, k + count));
    k += count;
  }
  return result;
}

describe('tokenize splits words as bash does', () => {
  it(`on ${CASES.length} command lines`, () => {
    const bash = shellWords(BASH, CASES);
    const mismatches: string[] = [];
    CASES.forEach((line, i) => {
      const t = tokenize(line);
      const ours = t.ok ? t.value.filter((x) => x.type === 'word').map((x) => x.value) : [`error: ${t.error.message}`];
      if (JSON.stringify(ours) !== JSON.stringify(bash[i]))
        mismatches.push(`${JSON.stringify(line)}: ours ${JSON.stringify(ours)}, bash ${JSON.stringify(bash[i])}`);
    });
    expect(mismatches).toEqual([]);
  });
});

describe('quote() gets every argument through the shell unchanged', () => {
  it.each([
    ['bash', BASH],
    ['sh', SH],
  ])(`%s, ${ARGS.length} arguments`, (_name, shell) => {
    const lines = ARGS.map((a) => `${quote(a)} ${quote(a, true)}`);
    const got = shellWords(shell, lines);
    ARGS.forEach((a, i) => expect(got[i], JSON.stringify(a)).toEqual([a, a]));
  });
});
