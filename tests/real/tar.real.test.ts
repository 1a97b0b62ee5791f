// The tar generator against GNU tar: every command it builds is run with `sh -c` in a scratch folder, and the effect
// (archive written and compressed as chosen, members listed, files extracted) is checked from outside.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTarCommand, TAR_DEFAULTS, type TarCompression, type TarState } from '@/tools/command-generators/tar-command.core';
import { parseTarCommand } from '@/tools/command-generators/tar-parse.core';
import { requireProgram } from './programs';

const TAR = requireProgram('tar', 'apt-get install tar (GNU tar 1.31 or later, for --zstd)');
for (const [p, pkg] of [
  ['gzip', 'gzip'],
  ['bzip2', 'bzip2'],
  ['xz', 'xz-utils'],
  ['zstd', 'zstd'],
])
  requireProgram(p, `apt-get install ${pkg}`);

/** Odd but legal names: spaces, both quotes, shell metacharacters, a glob look-alike, a leading dash, non-ASCII. */
const TREE: Record<string, string> = {
  'proj/a.txt': 'alpha\n',
  'proj/with space.txt': 'space\n',
  'proj/it\'s "quoted".txt': 'quotes\n',
  'proj/$HOME & `x`;.txt': 'meta\n',
  'proj/[x].txt': 'brackets\n',
  'proj/été.txt': 'accent\n',
  'proj/sub/b.log': 'log\n',
  'proj/sub/deep/c.txt': 'deep\n',
  'proj/node_modules/m.js': 'module\n',
  '-dash.txt': 'dash\n',
};

let root: string;
beforeAll(() => {
  execFileSync(TAR, ['--version']);
  root = mkdtempSync(path.join(tmpdir(), 'tar-real-'));
  for (const [name, body] of Object.entries(TREE)) {
    mkdirSync(path.join(root, path.dirname(name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const build = (s: Partial<TarState>) => {
  const r = buildTarCommand({ ...TAR_DEFAULTS, ...s });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.command;
};
const sh = (command: string) => execFileSync('sh', ['-c', command], { cwd: root, encoding: 'utf8' });

/** Every file and directory under `dir` (relative, directories ending in /), as tar -t prints them. */
function walk(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, prefix))) {
    const rel = prefix + name;
    if (statSync(path.join(dir, rel)).isDirectory()) out.push(`${rel}/`, ...walk(dir, `${rel}/`));
    else out.push(rel);
  }
  return out.sort();
}

/** Shell glob on one path component: * and ? only (enough for the patterns used here). */
const globMatch = (pattern: string, name: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(name);
const excluded = (member: string, patterns: string[]) => member.split('/').some((c) => c !== '' && patterns.some((p) => globMatch(p, c)));

/** The members a create of `files` (relative to `base`) should store. */
function expectedMembers(base: string, files: string[], excludes: string[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    if (excluded(f, excludes)) continue;
    const full = path.join(root, base, f);
    if (statSync(full).isDirectory()) {
      out.push(`${f}/`);
      for (const m of walk(path.join(root, base), `${f}/`)) if (!excluded(m, excludes)) out.push(m);
    } else out.push(f);
  }
  return out.sort();
}

const MAGIC: Record<TarCompression, (b: Buffer) => boolean> = {
  none: (b) => b.subarray(257, 262).toString('latin1') === 'ustar',
  gzip: (b) => b[0] === 0x1f && b[1] === 0x8b,
  bzip2: (b) => b.subarray(0, 3).toString('latin1') === 'BZh',
  xz: (b) => b.subarray(0, 6).equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])),
  zstd: (b) => b.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd])),
};
const EXT: Record<TarCompression, string> = { none: '.tar', gzip: '.tar.gz', bzip2: '.tar.bz2', xz: '.tar.xz', zstd: '.tar.zst' };
const COMPRESSIONS = Object.keys(EXT) as TarCompression[];

const lines = (s: string) => s.split('\n').filter((l) => l !== '');
const contents = (dir: string) => Object.fromEntries(walk(dir).map((m) => [m, m.endsWith('/') ? null : readFileSync(path.join(dir, m), 'utf8')]));

describe('tar commands run by GNU tar', () => {
  const cases: { compression: TarCompression; verbose: boolean; directory: string; excludes: string }[] = [];
  for (const compression of COMPRESSIONS)
    for (const directory of ['', 'proj'])
      for (const excludes of ['', '*.log\nnode_modules']) cases.push({ compression, verbose: cases.length % 3 !== 1, directory, excludes });

  it.each(cases)('create, list and extract: %j', ({ compression, verbose, directory, excludes }) => {
    const n = cases.findIndex((c) => c.compression === compression && c.directory === directory && c.excludes === excludes);
    // The archive name itself needs quoting.
    const archive = `out ${n} 'q'${EXT[compression]}`;
    const files = directory
      ? ['a.txt', 'with space.txt', 'it\'s "quoted".txt', '$HOME & `x`;.txt', '[x].txt', 'sub', 'node_modules']
      : ['proj', '-dash.txt'];
    const excludeList = lines(excludes);
    const expected = expectedMembers(directory, files, excludeList);

    const created = sh(build({ action: 'create', compression, archive, files: files.join('\n'), directory, excludes, verbose }));
    const bytes = readFileSync(path.join(root, archive));
    expect(MAGIC[compression](bytes)).toBe(true);
    // With v, GNU tar names each member on stdout as it adds it.
    expect(lines(created).sort()).toEqual(verbose ? expected : []);
    // Checked independently: tar detects the compression itself when reading.
    expect(lines(execFileSync(TAR, ['-tf', archive], { cwd: root, encoding: 'utf8' })).sort()).toEqual(expected);

    // The generator's own list command (the directory does not apply to a listing).
    const listed = sh(build({ action: 'list', compression, archive, files: '', directory: '', excludes: '', verbose: false }));
    expect(lines(listed).sort()).toEqual(expected);
    const long = lines(sh(build({ action: 'list', compression, archive, files: '', directory: '', excludes: '', verbose: true })));
    expect(long).toHaveLength(expected.length);
    for (const l of long) expect(l).toMatch(/^[-dl][rwxsStT-]{9} /);

    // Extract everything into a new folder: the same files with the same bytes.
    const dest = `dest ${n}`;
    mkdirSync(path.join(root, dest));
    sh(build({ action: 'extract', compression, archive, files: '', directory: dest, excludes: '', verbose }));
    const source = directory ? path.join(root, directory) : root;
    const want = Object.fromEntries(expected.map((m) => [m, m.endsWith('/') ? null : readFileSync(path.join(source, m), 'utf8')]));
    expect(contents(path.join(root, dest))).toEqual(want);
    rmSync(path.join(root, dest), { recursive: true });
  });

  it('extracts only the named members, and leaves out excluded ones', () => {
    const archive = 'members.tar.gz';
    sh(build({ action: 'create', compression: 'gzip', archive, files: 'proj\n-dash.txt', directory: '', excludes: '', verbose: false }));
    mkdirSync(path.join(root, 'only'));
    // A member named like a glob is matched literally, and a name starting with - still reaches tar as a name.
    sh(build({ action: 'extract', archive, files: 'proj/[x].txt\n-dash.txt\nproj/sub', directory: 'only', excludes: '*.txt', verbose: false }));
    expect(walk(path.join(root, 'only'))).toEqual(['proj/', 'proj/sub/', 'proj/sub/b.log', 'proj/sub/deep/']);
    rmSync(path.join(root, 'only'), { recursive: true });
    mkdirSync(path.join(root, 'only'));
    sh(build({ action: 'extract', archive, files: 'proj/[x].txt\n-dash.txt', directory: 'only', excludes: '', verbose: false }));
    expect(contents(path.join(root, 'only'))).toEqual({ '-dash.txt': 'dash\n', 'proj/': null, 'proj/[x].txt': 'brackets\n' });
    rmSync(path.join(root, 'only'), { recursive: true });
  });

  it.each([1, 2, 3])('strips %i leading components as the explanation says', (strip) => {
    const archive = 'strip.tar.xz';
    sh(build({ action: 'create', compression: 'xz', archive, files: 'proj\n-dash.txt', directory: '', excludes: '', verbose: false }));
    const dest = `strip${strip}`;
    mkdirSync(path.join(root, dest));
    const r = buildTarCommand({
      ...TAR_DEFAULTS,
      action: 'extract',
      compression: 'xz',
      archive,
      files: '',
      directory: dest,
      excludes: '',
      strip,
      verbose: false,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.explain.map((e) => e.text).join('\n')).toMatch(`entries with no more than ${strip}`);
    sh(r.value.command);
    // Members with no more than `strip` components are skipped; the rest lose their first `strip` components.
    const want = walk(root)
      .filter((m) => m.startsWith('proj/') || m === '-dash.txt')
      .map((m) => m.split('/').filter(Boolean))
      .filter((c) => c.length > strip)
      .map((c, _i, _a) => c.slice(strip).join('/'))
      .sort();
    const got = walk(path.join(root, dest)).map((m) => m.replace(/\/$/, ''));
    expect(got).toEqual(want);
    rmSync(path.join(root, dest), { recursive: true });
  });

  it('runs the commands the parser reads back, in their multi-line form too', () => {
    const s: TarState = {
      ...TAR_DEFAULTS,
      compression: 'bzip2',
      archive: 'multi.tbz2',
      files: 'proj',
      directory: '',
      excludes: 'node_modules',
      verbose: false,
    };
    const r = buildTarCommand(s, true);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.command).toContain('\\\n');
    sh(r.value.command);
    const back = parseTarCommand(r.value.command);
    expect(back.ok && back.value.state.compression).toBe('bzip2');
    expect(lines(execFileSync(TAR, ['-tf', 'multi.tbz2'], { cwd: root, encoding: 'utf8' })).sort()).toEqual(
      expectedMembers('', ['proj'], ['node_modules']),
    );
  });
});
