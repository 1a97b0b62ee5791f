import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildTarCommand,
  compressionOf,
  relevantTarState,
  TAR_DEFAULTS,
  withSuffix,
  type TarState,
} from '@/tools/command-generators/tar-command.core';
import { parseTarCommand } from '@/tools/command-generators/tar-parse.core';

const state = (patch: Partial<TarState>): TarState => ({ ...TAR_DEFAULTS, ...patch });
const command = (patch: Partial<TarState>) => {
  const r = buildTarCommand(state(patch));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.command;
};

describe('buildTarCommand', () => {
  it.each<[string, Partial<TarState>, string]>([
    ['creates a gzipped archive with the defaults', {}, 'tar -czvf backup.tar.gz --exclude=node_modules src docs'],
    [
      'creates a plain quiet archive from a directory',
      { compression: 'none', archive: 'a.tar', verbose: false, excludes: '', directory: '/srv/app', files: '.' },
      'tar -cf a.tar -C /srv/app .',
    ],
    ['uses --zstd, which has no letter', { compression: 'zstd', archive: 'a.tar.zst', excludes: '' }, 'tar -cvf a.tar.zst --zstd src docs'],
    [
      'quotes wildcards and spaces',
      { compression: 'xz', archive: 'my files.tar.xz', excludes: '*.log\n\n.git', files: 'My Documents' },
      "tar -cJvf 'my files.tar.xz' --exclude='*.log' --exclude=.git 'My Documents'",
    ],
    [
      'extracts into a directory, stripping the top folder',
      { action: 'extract', compression: 'bzip2', archive: 'x.tar.bz2', files: '', excludes: '', directory: 'out', strip: 1 },
      'tar -xjvf x.tar.bz2 -C out --strip-components=1',
    ],
    ['lists the archive', { action: 'list', archive: 'x.tgz', files: '', excludes: '', verbose: false }, 'tar -tzf x.tgz'],
    ['ends options before names starting with -', { files: '-weird\nok', excludes: '' }, 'tar -czvf backup.tar.gz -- -weird ok'],
    ['drops strip-components when not extracting', { strip: 3, excludes: '' }, 'tar -czvf backup.tar.gz src docs'],
  ])('%s', (_name, patch, expected) => {
    expect(command(patch)).toBe(expected);
  });

  it.each<[Partial<TarState>, RegExp]>([
    [{ archive: '' }, /^Archive:/],
    [{ files: '\n\n' }, /^Files:/],
    [{ action: 'extract', strip: -1 }, /^Strip components:/],
    [{ action: 'extract', strip: 1.5 }, /^Strip components:/],
  ])('rejects %j naming the field', (patch, message) => {
    const r = buildTarCommand(state(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('explains the bundled letters one by one', () => {
    const r = buildTarCommand(state({ action: 'extract', excludes: '', files: '' }));
    const text = r.ok ? r.value.explain.map((e) => e.text).join('\n') : '';
    expect(text).toMatch(/x: extract/);
    expect(text).toMatch(/z: decompress with gzip/);
    expect(text).toMatch(/v: print each file name/);
    expect(text).toMatch(/f: the archive file/);
    expect(text).toMatch(/detect the compression themselves/);
  });

  it('builds commands that GNU tar runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tar-gen-'));
    mkdirSync(path.join(dir, 'src', 'sub'), { recursive: true });
    writeFileSync(path.join(dir, 'src', 'a.txt'), 'a');
    writeFileSync(path.join(dir, 'src', 'debug.log'), 'log');
    writeFileSync(path.join(dir, 'src', 'sub', 'b.txt'), 'b');
    const run = (patch: Partial<TarState>) => execFileSync('sh', ['-c', command(patch)], { cwd: dir, encoding: 'utf8' });
    run({ archive: 'out.tar.gz', files: 'src', excludes: '*.log', verbose: false });
    const listed = run({ action: 'list', archive: 'out.tar.gz', files: '', excludes: '', verbose: false }).trim().split('\n').sort();
    expect(listed).toEqual(['src/', 'src/a.txt', 'src/sub/', 'src/sub/b.txt']);
    mkdirSync(path.join(dir, 'dest'));
    run({ action: 'extract', archive: 'out.tar.gz', files: '', excludes: '', directory: 'dest', strip: 1, verbose: false });
    expect(
      execFileSync('find', ['.', '-type', 'f'], { cwd: path.join(dir, 'dest'), encoding: 'utf8' })
        .trim()
        .split('\n')
        .sort(),
    ).toEqual(['./a.txt', './sub/b.txt']);
  });
});

describe('archive names', () => {
  it.each([
    ['a.tar.gz', 'gzip'],
    ['A.TGZ', 'gzip'],
    ['a.tar.bz2', 'bzip2'],
    ['a.txz', 'xz'],
    ['a.tar.zst', 'zstd'],
    ['a.tar', 'none'],
    ['a.zip', null],
  ])('%s suggests %s', (name, compression) => {
    expect(compressionOf(name)).toBe(compression);
  });

  it.each([
    ['backup.tar.gz', 'xz', 'backup.tar.xz'],
    ['backup.tgz', 'zstd', 'backup.tar.zst'],
    ['backup.tar', 'gzip', 'backup.tar.gz'],
    ['backup.bin', 'gzip', 'backup.bin'],
  ] as const)('renames %s for %s', (name, c, expected) => {
    expect(withSuffix(name, c)).toBe(expected);
  });
});

describe('parseTarCommand', () => {
  const parsed = (text: string) => {
    const r = parseTarCommand(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const blank: TarState = { action: 'create', compression: 'none', archive: '', files: '', directory: '', excludes: '', strip: 0, verbose: false };

  it.each<[string, Partial<TarState>]>([
    ['tar xzvf a.tgz', { action: 'extract', compression: 'gzip', archive: 'a.tgz', verbose: true }],
    ['tar cf a.tar -C /x dir1 dir2', { archive: 'a.tar', directory: '/x', files: 'dir1\ndir2' }],
    ['tar -xf a.tar.xz --strip-components 2 -C out', { action: 'extract', archive: 'a.tar.xz', strip: 2, directory: 'out' }],
    [
      'tar --create --gzip --file=a.tgz --exclude "*.o" --exclude=.git src',
      { compression: 'gzip', archive: 'a.tgz', excludes: '*.o\n.git', files: 'src' },
    ],
    ['tar -c -v -J -f a.txz src', { compression: 'xz', verbose: true, archive: 'a.txz', files: 'src' }],
    ['tar --zstd -tvf a.tar.zst', { action: 'list', compression: 'zstd', verbose: true, archive: 'a.tar.zst' }],
    ['tar -cfa.tar src', { archive: 'a.tar', files: 'src' }],
    ['tar -xvvf a.tar -- -dash', { action: 'extract', verbose: true, archive: 'a.tar', files: '-dash' }],
    ['tar -caf a.tar.xz src', { compression: 'xz', archive: 'a.tar.xz', files: 'src' }],
  ])('reads %j', (text, expected) => {
    expect(parsed(text).state).toEqual({ ...blank, ...expected });
  });

  it('warns about options outside the form', () => {
    const r = parsed('tar -czpf a.tgz --owner=0 src');
    expect(r.warnings.join('\n')).toMatch(/-p is not one/);
    expect(r.warnings.join('\n')).toMatch(/--owner is not one/);
  });

  it.each([
    ['zip -r a.zip .', /not a tar command/],
    ['tar -czv src', /Name the archive/],
    ['tar -zf a.tgz', /Choose what tar does/],
    ['tar -cxf a.tar', /choose one of/],
    ['tar -xf a.tar --strip-components=x', /whole number/],
    ['tar -cf', /-f needs a value/],
    ['2> err.log', /redirection "2>" has no command/],
  ])('rejects %j', (text, message) => {
    const r = parseTarCommand(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reads back every command it builds (round trip)', () => {
    const name = fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom(...'ab./_-* $\'"é'.split('')) });
    const list = fc.array(name, { maxLength: 3 }).map((l) => l.join('\n'));
    const stateArb = fc.record<TarState>({
      action: fc.constantFrom('create', 'extract', 'list'),
      compression: fc.constantFrom('none', 'gzip', 'bzip2', 'xz', 'zstd'),
      archive: name,
      files: list,
      directory: fc.option(name, { nil: '' }),
      excludes: list,
      strip: fc.nat(5),
      verbose: fc.boolean(),
    });
    fc.assert(
      fc.property(stateArb, (s) => {
        const built = buildTarCommand(s);
        fc.pre(built.ok);
        if (!built.ok) return;
        const back = parseTarCommand(built.value.command);
        expect(back.ok && back.value.state).toEqual(relevantTarState(s));
        expect(back.ok && back.value.warnings).toEqual([]);
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
