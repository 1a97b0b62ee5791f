import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { firstPipeline, joinArgs, layoutCommand, parsePipeline, quote, tokenize, type ShellToken } from '@/lib/shell-words';

const words = (text: string) => {
  const r = tokenize(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.map((t) => (t.type === 'word' ? t.value : `<${t.value}>`));
};

/** Any Unicode scalar value except NUL (no shell argument can hold a NUL). */
const codePoint = fc.integer({ min: 1, max: 0x10ffff - 0x800 }).map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));
const shellish = fc.constantFrom(...` '"\\$\`!*?[]{}()<>|&;#~=\n\t%-^`.split(''));
const arg = fc.string({ unit: fc.oneof(codePoint, shellish), maxLength: 12 });

describe('quote', () => {
  it.each([
    ['plain', 'plain'],
    ['a/b.c-d_e', 'a/b.c-d_e'],
    ['--ssl-mode=REQUIRED', '--ssl-mode=REQUIRED'],
    ['', "''"],
    ['two words', "'two words'"],
    ["it's", "'it'\\''s'"],
    ['$HOME', "'$HOME'"],
    ['*.log', "'*.log'"],
    ['~/x', "'~/x'"],
    ['=cmd', "'=cmd'"],
    ['héllo', "'héllo'"],
    ['a\nb', "'a\nb'"],
  ])('quotes %j as %j', (input, expected) => {
    expect(quote(input)).toBe(expected);
  });

  it('always quotes when asked', () => {
    expect(quote('https://example.com', true)).toBe("'https://example.com'");
  });

  it('round-trips any list of arguments through tokenize', () => {
    fc.assert(
      fc.property(fc.array(arg, { maxLength: 6 }), (args) => {
        const r = tokenize(joinArgs(args));
        expect(r.ok && r.value.map((t: ShellToken) => (t.type === 'word' ? t.value : null))).toEqual(args);
      }),
      { numRuns: 400 },
    );
  });

  it('gives /bin/sh the same words', () => {
    const args = ["it's", 'a b', '$HOME', '`x`', '"q"', 'back\\slash', 'line\nbreak', '', 'é 👋'];
    const out = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${joinArgs(args)}`], { encoding: 'utf8' });
    expect(out.split('\0').slice(0, -1)).toEqual(args);
  });
});

describe('tokenize', () => {
  it.each([
    ['curl  -v\thttps://x', ['curl', '-v', 'https://x']],
    ["echo 'a  b' c", ['echo', 'a  b', 'c']],
    ["echo 'it'\\''s'", ['echo', "it's"]],
    ['echo "say \\"hi\\" \\\\ \\$HOME \\n"', ['echo', 'say "hi" \\ $HOME \\n']],
    ['echo a\\ b \\"c', ['echo', 'a b', '"c']],
    ['echo a\'b\'"c"d', ['echo', 'abcd']],
    ['echo \'\' ""', ['echo', '', '']],
    ['curl \\\n  -v \\\n  x', ['curl', '-v', 'x']],
    ['curl \\\r\n  -v', ['curl', '-v']],
    ['ab\\\ncd', ['abcd']],
    ['echo "multi\\\nline"', ['echo', 'multiline']],
    ["echo $'a\\tb\\n\\x41\\u00e9\\'\\101'", ['echo', "a\tb\nAé'A"]],
    ['echo a # comment here', ['echo', 'a']],
    ['echo a#b', ['echo', 'a#b']],
    ['# only a comment\ncurl x', ['<\n>', 'curl', 'x']],
    ['a | b', ['a', '<|>', 'b']],
    ['a|b', ['a', '<|>', 'b']],
    ['dump > out.sql', ['dump', '<>>', 'out.sql']],
    ['dump >>out.sql', ['dump', '<>>>', 'out.sql']],
    ['mysql db < in.sql', ['mysql', 'db', '<<>', 'in.sql']],
    ['cmd 2>&1', ['cmd', '<2>&1>']],
    ['cmd 2>err.log', ['cmd', '<2>>', 'err.log']],
    ["cmd '2'>x", ['cmd', '2', '<>>', 'x']],
    ['cmd &> all.log', ['cmd', '<&>>', 'all.log']],
    ['a && b || c; d & e', ['a', '<&&>', 'b', '<||>', 'c', '<;>', 'd', '<&>', 'e']],
    ['a\nb', ['a', '<\n>', 'b']],
    ['echo \'a|b\' "c>d" e\\&f', ['echo', 'a|b', 'c>d', 'e&f']],
  ])('splits %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it.each([
    "curl  -v\thttps://x 'a  b'",
    "echo 'it'\\''s' a\\ b \\\"c",
    'echo "say \\"hi\\" \\\\ \\$HOME \\n"',
    'echo a\'b\'"c"d \'\' ""',
    'curl \\\n  -v \\\n  x',
    'ab\\\ncd "multi\\\nline"',
    "echo $'a\\tb\\n\\x41\\u00e9\\'\\101'",
    'echo a # comment',
  ])('agrees with bash on %j', (line) => {
    const out = execFileSync('bash', ['-c', `set -- ${line}\nshift; printf '%s\\0' "$@"`], { encoding: 'utf8' });
    expect(words(line).slice(1)).toEqual(out.split('\0').slice(0, -1));
  });

  it('marks words a real shell would expand', () => {
    const r = tokenize(`echo $HOME "$USER" '$LIT' \`date\` plain`);
    expect(r.ok && r.value.map((t) => t.type === 'word' && t.expands)).toEqual([false, true, true, false, true, false]);
  });

  it.each([
    ["echo 'open", 'single quote', 1, 6],
    ['echo "open', 'double quote', 1, 6],
    ["curl \\\n  -d 'x", 'single quote', 2, 6],
    ["echo $'abc", "$'…'", 1, 6],
  ])('reports the unclosed quote in %j', (text, what, line, column) => {
    const r = tokenize(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(what);
      expect(r.error).toMatchObject({ line, column });
    }
  });

  it('keeps $(…), backticks and ${…} whole inside a word and says where they are', () => {
    const r = tokenize(`run $(cd a && pwd)/x "\`pwd\` \${A:-b c}" '$(no)' \\$A a$ $B_1-$1`);
    expect(r.ok && r.value.map((t) => t.type === 'word' && [t.value, t.expansions])).toEqual([
      ['run', []],
      ['$(cd a && pwd)/x', [[0, 14]]],
      [
        '`pwd` ${A:-b c}',
        [
          [0, 5],
          [6, 15],
        ],
      ],
      ['$(no)', []],
      ['$A', []],
      ['a$', []],
      [
        '$B_1-$1',
        [
          [0, 4],
          [5, 7],
        ],
      ],
    ]);
  });

  it.each([
    ['echo $(date', '$('],
    ['echo `date', 'backtick'],
    ['echo "${A"', '${'],
  ])('reports the unclosed expansion in %j', (text, what) => {
    const r = tokenize(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(what);
  });

  it('returns nothing for an empty line', () => {
    expect(tokenize('')).toEqual({ ok: true, value: [] });
  });
});

describe('firstPipeline', () => {
  it('groups commands, redirections and what follows', () => {
    const r = parsePipeline('gunzip < a.sql.gz | mysql -u root db 2>&1; echo done');
    expect(r).toEqual({
      ok: true,
      value: {
        commands: [
          { words: [{ value: 'gunzip', expands: false, expansions: [] }], redirects: [{ op: '<', target: 'a.sql.gz' }] },
          {
            words: ['mysql', '-u', 'root', 'db'].map((value) => ({ value, expands: false, expansions: [] })),
            redirects: [{ op: '2>&1', target: null }],
          },
        ],
        rest: true,
      },
    });
  });

  it.each([
    ['| gzip', /before it/],
    ['mysqldump db |', /after it/],
    ['mysqldump db >', /file name/],
    ['', /Paste a command/],
    ['# just a comment', /Paste a command/],
    ['> out.txt', /redirection ">" has no command/],
    ['mysqldump db | > out.txt', /redirection ">" has no command/],
    ['< dump.sql; mysql db', /redirection "<" has no command/],
  ])('rejects %j', (text, message) => {
    const r = parsePipeline(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('ignores blank lines after the command', () => {
    const t = tokenize('curl x\n\n');
    expect(t.ok && firstPipeline(t.value)).toMatchObject({ ok: true, value: { rest: false } });
  });
});

describe('layoutCommand', () => {
  it('puts each group on its own line with continuations', () => {
    expect(layoutCommand(['curl', "'x'", '-v'], true)).toBe("curl \\\n  'x' \\\n  -v");
    expect(layoutCommand(['curl', "'x'", '-v'], false)).toBe("curl 'x' -v");
  });
});
