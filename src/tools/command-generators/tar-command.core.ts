import { fail, ok, type Result } from '@/lib/result';
import type { BuiltCommand, Explained } from './mysql-command.core';
import { layoutCommand, quote } from '@/lib/shell-quote';

export type TarAction = 'create' | 'extract' | 'list';
export type TarCompression = 'none' | 'gzip' | 'bzip2' | 'xz' | 'zstd';

export const TAR_ACTIONS: readonly { value: TarAction; label: string }[] = [
  { value: 'create', label: 'Create' },
  { value: 'extract', label: 'Extract' },
  { value: 'list', label: 'List' },
];

export const TAR_COMPRESSIONS: readonly { value: TarCompression; label: string; ext: string }[] = [
  { value: 'none', label: 'None (.tar)', ext: '.tar' },
  { value: 'gzip', label: 'gzip (.tar.gz)', ext: '.tar.gz' },
  { value: 'bzip2', label: 'bzip2 (.tar.bz2)', ext: '.tar.bz2' },
  { value: 'xz', label: 'xz (.tar.xz)', ext: '.tar.xz' },
  { value: 'zstd', label: 'zstd (.tar.zst)', ext: '.tar.zst' },
];

/** The form. `files` and `excludes` hold one entry a line. */
export interface TarState {
  action: TarAction;
  compression: TarCompression;
  /** The archive file (`-f`). */
  archive: string;
  /** Files and directories to archive (create), or members to extract or list (all when empty). */
  files: string;
  /** Change to this directory first (`-C`). */
  directory: string;
  /** Patterns to leave out (`--exclude`), one a line. */
  excludes: string;
  /** Leading path components to drop on extraction (`--strip-components`), 0 for none. */
  strip: number;
  verbose: boolean;
}

export const TAR_DEFAULTS: TarState = {
  action: 'create',
  compression: 'gzip',
  archive: 'backup.tar.gz',
  files: 'src\ndocs',
  directory: '',
  excludes: 'node_modules',
  strip: 0,
  verbose: true,
};

const LETTER: Record<TarCompression, string> = { none: '', gzip: 'z', bzip2: 'j', xz: 'J', zstd: '' };
const ACTION_LETTER: Record<TarAction, string> = { create: 'c', extract: 'x', list: 't' };

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l !== '');

/** Known archive suffixes, longest first, with the compression each implies. */
const SUFFIXES: readonly [string, TarCompression][] = [
  ['.tar.gz', 'gzip'],
  ['.tgz', 'gzip'],
  ['.tar.bz2', 'bzip2'],
  ['.tbz2', 'bzip2'],
  ['.tbz', 'bzip2'],
  ['.tar.xz', 'xz'],
  ['.txz', 'xz'],
  ['.tar.zst', 'zstd'],
  ['.tzst', 'zstd'],
  ['.tar', 'none'],
];

/** The compression an archive name suggests, or null when the name has no known suffix. */
export function compressionOf(archive: string): TarCompression | null {
  const lower = archive.toLowerCase();
  return SUFFIXES.find(([s]) => lower.endsWith(s))?.[1] ?? null;
}

/** Renames an archive to the usual suffix of a compression (`backup.tar.gz` -> `backup.tar.xz`). */
export function withSuffix(archive: string, compression: TarCompression): string {
  const lower = archive.toLowerCase();
  const known = SUFFIXES.find(([s]) => lower.endsWith(s));
  const ext = TAR_COMPRESSIONS.find((c) => c.value === compression)?.ext ?? '.tar';
  if (!known) return archive;
  return archive.slice(0, archive.length - known[0].length) + ext;
}

/** The state with the fields the action does not use reset, and lists written the way a parse returns them. */
export function relevantTarState(s: TarState): TarState {
  return {
    ...s,
    files: lines(s.files).join('\n'),
    excludes: lines(s.excludes).join('\n'),
    // -C changes where files are read or written; a listing does neither.
    directory: s.action === 'list' ? '' : s.directory,
    strip: s.action === 'extract' ? s.strip : 0,
  };
}

const compressionText: Record<TarCompression, string> = {
  none: '',
  gzip: 'Compress with gzip: fast and understood everywhere.',
  bzip2: 'Compress with bzip2: smaller than gzip, but slower.',
  xz: 'Compress with xz: among the smallest archives, slow to create, quick to unpack.',
  zstd: 'Compress with Zstandard: close to xz in size at gzip-like speed. Needs GNU tar 1.31 or later (or bsdtar) and the zstd program.',
};

const EXAMPLE_PATH = ['project-1.0', 'src', 'lib', 'main.c'];
const stripExample = (n: number) => (n < EXAMPLE_PATH.length ? `: ${EXAMPLE_PATH.join('/')} becomes ${EXAMPLE_PATH.slice(n).join('/')}` : '');

/** Builds the tar command line and the explanation of each part. */
export function buildTarCommand(state: TarState, multiline = false): Result<BuiltCommand> {
  const s = relevantTarState(state);
  if (s.archive === '') return fail('Archive: name the archive file');
  if (s.action === 'create' && s.files === '') return fail('Files: list at least one file or directory to put in the archive');
  if (!Number.isInteger(s.strip) || s.strip < 0 || s.strip > 1000) return fail('Strip components: use a whole number from 0 up');
  if (/\0/.test(s.archive + s.files + s.directory + s.excludes)) return fail('A field holds a NUL character, which no shell argument can carry');

  const parts: Explained[] = [{ code: 'tar', text: 'GNU tar on Linux, bsdtar on macOS and BSD; both accept everything below.' }];
  const flags = `-${ACTION_LETTER[s.action]}${LETTER[s.compression]}${s.verbose ? 'v' : ''}f`;
  const actionText = {
    create: 'c: create a new archive',
    extract: 'x: extract files from the archive',
    list: 't: list the archive contents without extracting',
  }[s.action];
  const flagTexts = [actionText];
  if (LETTER[s.compression])
    flagTexts.push(
      `${LETTER[s.compression]}: ${s.action === 'create' ? compressionText[s.compression].replace(/^C/, 'c').replace(/\.$/, '') : `decompress with ${s.compression}`}`,
    );
  if (s.verbose)
    flagTexts.push(s.action === 'list' ? 'v: show permissions, owner, size and date like ls -l' : 'v: print each file name as it is processed');
  flagTexts.push('f: the archive file is the next argument (keep f last in the group for that reason)');
  parts.push({ code: `${flags} ${quote(s.archive)}`, text: flagTexts.join('; ') + '.' });
  if (s.compression === 'zstd') parts.push({ code: '--zstd', text: compressionText.zstd });
  if (s.action !== 'create' && s.compression !== 'none')
    parts.push({
      code: '',
      text: 'When reading, both GNU tar and bsdtar detect the compression themselves, so the compression flag is optional here.',
    });

  for (const pattern of lines(s.excludes))
    parts.push({
      code: `--exclude=${quote(pattern)}`,
      text: `Skip files and directories matching ${pattern} (shell wildcards; it must come before the file list).`,
    });
  if (s.directory)
    parts.push({
      code: `-C ${quote(s.directory)}`,
      text:
        s.action === 'create'
          ? `Change to ${s.directory} first, so the names below are read, and stored, relative to it.`
          : `Extract into ${s.directory}; the directory must exist.`,
    });
  if (s.action === 'extract' && s.strip > 0)
    parts.push({
      code: `--strip-components=${s.strip}`,
      text: `Drop the first ${s.strip === 1 ? 'directory' : `${s.strip} directories`} of every path${stripExample(s.strip)}; entries with no more than ${s.strip} ${s.strip === 1 ? 'component are' : 'components are'} skipped.`,
    });
  const files = lines(s.files);
  if (files.length) {
    const dash = files.some((f) => f.startsWith('-'));
    parts.push({
      code: (dash ? '-- ' : '') + files.map((f) => quote(f)).join(' '),
      text:
        (s.action === 'create'
          ? 'What to put in the archive; directories are added with everything inside.'
          : 'Only these members (as listed by tar -t); leave empty for all.') +
        (dash ? ' The -- marks the end of options, so names starting with - are read as names.' : ''),
    });
  }
  const shown = parts.filter((p) => p.code !== '');
  return ok({
    command: layoutCommand(
      shown.map((p) => p.code),
      multiline,
    ),
    explain: parts,
  });
}
