import { fail, ok, type Result } from '@/lib/result';
import type { BuiltCommand, Explained, ParsedCommand } from './mysql-command.core';
import { layoutCommand, parsePipeline, programName, quote } from './shell-words.core';

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

/** GNU tar's short options that take a value (old-style `tar xf file` letters too). */
const SHORT_VALUE = new Set(['f', 'C', 'T', 'X', 'b', 'H', 'K', 'N', 'g', 'L', 'V', 'F']);
/** Long options taking a value that the form does not use. */
const LONG_VALUE = new Set([
  'files-from',
  'exclude-from',
  'blocking-factor',
  'format',
  'starting-file',
  'newer',
  'after-date',
  'newer-mtime',
  'listed-incremental',
  'tape-length',
  'label',
  'owner',
  'group',
  'mode',
  'mtime',
  'transform',
  'xform',
  'use-compress-program',
  'checkpoint-action',
  'sort',
  'warning',
]);

/** Reads a pasted tar command back into the form. */
export function parseTarCommand(text: string): Result<ParsedCommand<TarState>> {
  const parsed = parsePipeline(text);
  if (!parsed.ok) return parsed;
  const { commands, rest } = parsed.value;
  const cmd = commands[0];
  if (programName(cmd.words[0].value) !== 'tar' && programName(cmd.words[0].value) !== 'bsdtar' && programName(cmd.words[0].value) !== 'gtar')
    return fail('This is not a tar command: it should start with tar');
  const warnings: string[] = [];
  if (rest) warnings.push('Only the first command was read; what follows ;, && or a new line was ignored.');
  if (commands.length > 1) warnings.push('The pipe after tar was ignored.');
  if (cmd.redirects.length > 0) warnings.push('Redirections (<, >) were ignored; the form names the archive with -f.');

  const state: TarState = { action: 'create', compression: 'none', archive: '', files: '', directory: '', excludes: '', strip: 0, verbose: false };
  let action: TarAction | null = null;
  let autoCompress = false;
  const files: string[] = [];
  const excludes: string[] = [];
  const directories: string[] = [];
  const words = cmd.words.slice(1).map((w) => w.value);

  const apply = (name: string, value: string | null, shown: string): Result<null> => {
    const setAction = (a: TarAction) => {
      if (action && action !== a) return fail(`${shown}: choose one of create (-c), extract (-x) and list (-t)`);
      action = a;
      return ok(null);
    };
    switch (name) {
      case 'create':
        return setAction('create');
      case 'extract':
      case 'get':
        return setAction('extract');
      case 'list':
        return setAction('list');
      case 'gzip':
      case 'gunzip':
      case 'ungzip':
        state.compression = 'gzip';
        break;
      case 'bzip2':
        state.compression = 'bzip2';
        break;
      case 'xz':
        state.compression = 'xz';
        break;
      case 'zstd':
        state.compression = 'zstd';
        break;
      case 'auto-compress':
        autoCompress = true;
        break;
      case 'verbose':
        state.verbose = true;
        break;
      case 'file':
        state.archive = value ?? '';
        break;
      case 'directory':
        directories.push(value ?? '');
        break;
      case 'exclude':
        excludes.push(value ?? '');
        break;
      case 'strip-components':
      case 'strip': {
        const n = Number(value);
        if (!/^\d+$/.test(value ?? '') || n > 1000) return fail(`${shown}: expected a whole number, got ${value}`);
        state.strip = n;
        break;
      }
      default:
        warnings.push(`${shown} is not one of this form's options, so it was left out.`);
    }
    return ok(null);
  };
  const longOf: Record<string, string> = {
    c: 'create',
    x: 'extract',
    t: 'list',
    z: 'gzip',
    j: 'bzip2',
    J: 'xz',
    a: 'auto-compress',
    v: 'verbose',
    f: 'file',
    C: 'directory',
  };

  /** Reads bundled short letters; values come from the rest of the word, else from `nextValue`. */
  const readLetters = (letters: string, nextValue: () => string | null, oldStyle: boolean): Result<null> => {
    for (let j = 0; j < letters.length; j++) {
      const letter = letters[j];
      const name = longOf[letter] ?? `-${letter}`;
      if (SHORT_VALUE.has(letter)) {
        // Old-style letters (`tar xzf a.tar`) always take their values from the following words.
        let value = oldStyle ? '' : letters.slice(j + 1);
        if (value === '') {
          const next = nextValue();
          if (next === null) return fail(`-${letter} needs a value after it`);
          value = next;
        }
        const r = apply(name, value, `-${letter}`);
        if (!r.ok) return r;
        if (!oldStyle) return ok(null);
        continue;
      }
      const r = apply(name, null, `-${letter}`);
      if (!r.ok) return r;
    }
    return ok(null);
  };

  let i = 0;
  const next = () => (i + 1 < words.length ? words[++i] : null);
  let endOfOptions = false;
  for (; i < words.length; i++) {
    const w = words[i];
    if (endOfOptions || w === '-' || (!w.startsWith('-') && !(i === 0 && /^[A-Za-z]+$/.test(w) && /[cxt]/.test(w)))) {
      files.push(w);
      continue;
    }
    if (w === '--') {
      endOfOptions = true;
      continue;
    }
    if (i === 0 && !w.startsWith('-')) {
      const r = readLetters(w, next, true);
      if (!r.ok) return r;
      continue;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq < 0 ? w.slice(2) : w.slice(2, eq);
      let value: string | null = eq < 0 ? null : w.slice(eq + 1);
      const takesValue = ['file', 'directory', 'exclude', 'strip-components', 'strip'].includes(name) || LONG_VALUE.has(name);
      if (takesValue && value === null) {
        value = next();
        if (value === null) return fail(`${w} needs a value after it`);
      }
      const r = apply(name, value, eq < 0 ? w : `--${name}`);
      if (!r.ok) return r;
      continue;
    }
    const r = readLetters(w.slice(1), next, false);
    if (!r.ok) return r;
  }

  if (!action) return fail('Choose what tar does: -c (create), -x (extract) or -t (list)');
  state.action = action;
  state.files = files.join('\n');
  state.excludes = excludes.join('\n');
  if (directories.length > 1) warnings.push(`Several -C options were given; the form keeps the first, ${directories[0]}.`);
  state.directory = directories[0] ?? '';
  if (state.archive === '') return fail('Name the archive with -f: without it tar uses a tape drive or standard input/output');
  if (autoCompress) {
    const c = compressionOf(state.archive);
    if (c && state.compression === 'none') state.compression = c;
    warnings.push('-a (--auto-compress) picks the compression from the archive name; the form names it explicitly.');
  }
  if (state.strip > 0 && state.action !== 'extract') warnings.push('--strip-components only matters when extracting; it was dropped.');
  if (state.directory && state.action === 'list') warnings.push('-C does nothing when listing; it was dropped.');
  return ok({ state: relevantTarState(state), warnings });
}
