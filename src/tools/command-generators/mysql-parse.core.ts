import { fail, ok, type Result } from '@/lib/result';
import { MYSQL_DEFAULTS, relevantMysqlState, SSL_MODES, type MysqlState, type ParsedCommand, type SslMode } from './mysql-command.core';
import { parsePipeline, programName, type SimpleCommand } from '@/lib/shell-words';

/** Options of mysql and mysqldump that take a value, by long name; and their short letters. */
const VALUE_OPTIONS: Record<string, string> = {
  h: 'host',
  P: 'port',
  u: 'user',
  S: 'socket',
  D: 'database',
  e: 'execute',
};
const VALUE_LONG = new Set([
  'host',
  'port',
  'user',
  'socket',
  'database',
  'execute',
  'ssl-mode',
  'ssl-ca',
  'ssl-cert',
  'ssl-key',
  'protocol',
  'default-character-set',
  'defaults-file',
  'defaults-extra-file',
  'login-path',
  'where',
  'ignore-table',
  'result-file',
  'tables',
  'set-gtid-purged',
  'max-allowed-packet',
  'net-buffer-length',
  'init-command',
  'compression-algorithms',
]);

interface ClientRead {
  state: Partial<MysqlState>;
  positional: string[];
  sawExecute: boolean;
}

/** Reads the options of a mysql or mysqldump command (my_getopt rules: `-hHOST`, `-h HOST`, `--host=HOST`, `--host HOST`). */
function readClient(cmd: SimpleCommand, dump: boolean, warnings: string[]): Result<ClientRead> {
  const state: Partial<MysqlState> = {};
  const positional: string[] = [];
  let sawExecute = false;
  const words = cmd.words.slice(1);
  let endOfOptions = false;

  const set = (name: string, value: string | null, shown: string): Result<null> => {
    switch (name) {
      case 'host':
        state.host = value ?? '';
        break;
      case 'port':
        state.port = value ?? '';
        break;
      case 'user':
        state.user = value ?? '';
        break;
      case 'socket':
        state.socket = value ?? '';
        break;
      case 'database':
        state.database = value ?? '';
        break;
      case 'execute':
        state.sql = value ?? '';
        sawExecute = true;
        break;
      case 'password':
        state.password = true;
        if (value !== null) warnings.push(`${shown} puts the password on the command line; the form uses -p, which asks for it instead.`);
        break;
      case 'ssl-mode': {
        const mode = (value ?? '').toUpperCase() as SslMode;
        if (!SSL_MODES.includes(mode) || mode === '') return fail(`--ssl-mode=${value}: use one of ${SSL_MODES.filter(Boolean).join(', ')}`);
        state.sslMode = mode;
        break;
      }
      case 'single-transaction':
        state.singleTransaction = true;
        break;
      case 'routines':
        state.routines = true;
        break;
      case 'no-data':
        state.noData = true;
        break;
      case 'all-databases':
        state.allDatabases = true;
        break;
      default:
        warnings.push(`${shown} is not one of this form's options, so it was left out.`);
    }
    return ok(null);
  };

  for (let i = 0; i < words.length; i++) {
    const w = words[i].value;
    if (words[i].expands) warnings.push(`${w} contains $ or a backtick, which your shell would expand; it was kept as written.`);
    if (endOfOptions || !w.startsWith('-') || w === '-') {
      positional.push(w);
      continue;
    }
    if (w === '--') {
      endOfOptions = true;
      continue;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = (eq < 0 ? w.slice(2) : w.slice(2, eq)).replace(/_/g, '-');
      let value: string | null = eq < 0 ? null : w.slice(eq + 1);
      if (name === 'password') {
        const r = set('password', value, '--password=…');
        if (!r.ok) return r;
        continue;
      }
      if (VALUE_LONG.has(name) && value === null) {
        if (i + 1 >= words.length) return fail(`${w} needs a value after it`);
        value = words[++i].value;
      }
      const r = set(name, value, eq < 0 ? w : `--${name}`);
      if (!r.ok) return r;
      continue;
    }
    // Short options, possibly bundled (-vvv); a letter taking a value takes the rest of the word or the next word.
    for (let j = 1; j < w.length; j++) {
      const letter = w[j];
      if (letter === 'p') {
        const inline = w.slice(j + 1);
        const r = set('password', inline === '' ? null : inline, '-p<password>');
        if (!r.ok) return r;
        break;
      }
      const long = VALUE_OPTIONS[letter];
      if (long) {
        let value = w.slice(j + 1);
        if (value === '') {
          if (i + 1 >= words.length) return fail(`-${letter} needs a value after it`);
          value = words[++i].value;
        }
        const r = set(long, value, `-${letter}`);
        if (!r.ok) return r;
        break;
      }
      const flag = dump ? { R: 'routines', d: 'no-data', A: 'all-databases' }[letter] : undefined;
      const r = set(flag ?? `-${letter}`, null, `-${letter}`);
      if (!r.ok) return r;
    }
  }
  return ok({ state, positional, sawExecute });
}

const isGunzip = (cmd: SimpleCommand) => {
  const p = programName(cmd.words[0]?.value ?? '');
  const args = cmd.words.slice(1).map((w) => w.value);
  return p === 'gunzip' || p === 'zcat' || (p === 'gzip' && args.some((a) => /^-[a-z]*d/.test(a) || a === '--decompress'));
};

/** Reads a pasted mysql or mysqldump command line back into the form. */
export function parseMysqlCommand(text: string): Result<ParsedCommand<MysqlState>> {
  const parsed = parsePipeline(text);
  if (!parsed.ok) return parsed;
  const { commands, rest } = parsed.value;
  const warnings: string[] = [];
  if (rest) warnings.push('Only the first command was read; what follows ;, && or a new line was ignored.');
  for (const c of commands) {
    for (const r of c.redirects) if (r.op.includes('<<')) return fail('Here-documents (<<) are not supported: put the SQL in -e or in a file');
  }

  const clientIndex = commands.findIndex((c) => ['mysql', 'mysqldump', 'mariadb', 'mariadb-dump'].includes(programName(c.words[0]?.value ?? '')));
  if (clientIndex < 0) return fail('This is not a mysql or mysqldump command: it should start with mysql or mysqldump');
  const client = commands[clientIndex];
  const program = programName(client.words[0].value);
  const dump = program === 'mysqldump' || program === 'mariadb-dump';
  const read = readClient(client, dump, warnings);
  if (!read.ok) return read;
  const { positional, sawExecute } = read.value;
  const state: MysqlState = { ...MYSQL_DEFAULTS, host: '', user: '', password: false, ...read.value.state };
  const outFile = (c: SimpleCommand | undefined) =>
    [...(c?.redirects ?? [])].reverse().find((r) => (r.op === '>' || r.op === '>|' || r.op === '1>') && r.target !== null)?.target;

  if (dump) {
    state.mode = 'dump';
    if (clientIndex > 0) warnings.push('The commands before mysqldump were ignored.');
    if (!state.allDatabases) {
      if (positional.length === 0 && !state.database) return fail('mysqldump needs a database name, or --all-databases');
      if (positional.length > 0) state.database = positional[0];
      state.tables = positional.slice(1).join(' ');
    } else if (positional.length > 0) warnings.push(`--all-databases dumps everything, so ${positional.join(' ')} was ignored.`);
    const next = commands[clientIndex + 1];
    if (next) {
      if (programName(next.words[0].value) !== 'gzip')
        warnings.push(`The dump is piped into ${next.words[0].value}; the form only knows gzip, so that part was left out.`);
      else state.gzip = true;
      state.file = outFile(next) ?? '';
      if (commands.length > clientIndex + 2) warnings.push('Only the first command after the pipe was read.');
    } else state.file = outFile(client) ?? '';
    if (sawExecute) warnings.push('mysqldump has no -e option; it was ignored.');
    state.sql = '';
    return ok({ state: relevantMysqlState(state), warnings });
  }

  if (positional.length > 0) state.database = positional[0];
  if (positional.length > 1) warnings.push(`mysql takes one database name; ${positional.slice(1).join(' ')} was ignored.`);
  const input = [...client.redirects].reverse().find((r) => r.op === '<' || r.op === '0<');
  const source = clientIndex > 0 ? commands[clientIndex - 1] : undefined;
  if (source && isGunzip(source)) {
    state.mode = 'restore';
    state.gzip = true;
    const fromRedirect = source.redirects.find((r) => r.op === '<')?.target;
    const fromArg = source.words.slice(1).find((w) => !w.value.startsWith('-'))?.value;
    state.file = fromRedirect ?? fromArg ?? '';
    if (!state.file) return fail('Name the compressed dump to restore: gunzip < file.sql.gz | mysql …');
  } else if (source) {
    return fail(`The SQL comes from ${source.words[0].value}; the form restores from a file, or from gunzip < file.sql.gz`);
  } else if (input?.target) {
    state.mode = 'restore';
    state.file = input.target;
  } else state.mode = sawExecute ? 'execute' : 'connect';
  if (state.mode === 'restore' && sawExecute)
    warnings.push('-e and an input file together run only the -e statement; the file was kept, -e was dropped.');
  if (commands.length > clientIndex + 1) warnings.push('The output of mysql is piped on; that part was left out.');
  return ok({ state: relevantMysqlState(state), warnings });
}
