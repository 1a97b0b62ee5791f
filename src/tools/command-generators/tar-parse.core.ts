import { fail, ok, type Result } from '@/lib/result';
import type { ParsedCommand } from './mysql-command.core';
import { parsePipeline, programName } from '@/lib/shell-words';
import { compressionOf, relevantTarState, type TarAction, type TarState } from './tar-command.core';

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
