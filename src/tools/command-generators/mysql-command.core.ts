import { fail, ok, type Result } from '@/lib/result';
import { layoutCommand, parsePipeline, programName, quote, type SimpleCommand } from './shell-words.core';

/** What the command does. */
export type MysqlMode = 'connect' | 'execute' | 'dump' | 'restore';
export const MYSQL_MODES: readonly { value: MysqlMode; label: string }[] = [
  { value: 'connect', label: 'Connect (mysql)' },
  { value: 'execute', label: 'Run SQL (mysql -e)' },
  { value: 'dump', label: 'Back up (mysqldump)' },
  { value: 'restore', label: 'Restore a dump' },
];

export type SslMode = '' | 'DISABLED' | 'PREFERRED' | 'REQUIRED' | 'VERIFY_CA' | 'VERIFY_IDENTITY';
export const SSL_MODES: readonly SslMode[] = ['', 'DISABLED', 'PREFERRED', 'REQUIRED', 'VERIFY_CA', 'VERIFY_IDENTITY'];

/** The form. Empty strings mean "not given" (the client's default). */
export interface MysqlState {
  mode: MysqlMode;
  host: string;
  port: string;
  user: string;
  /** Ask for the password (`-p`); it is never written into the command. */
  password: boolean;
  database: string;
  socket: string;
  sslMode: SslMode;
  /** SQL for `-e` (execute mode). */
  sql: string;
  /** Dump every database (`--all-databases`) instead of one. */
  allDatabases: boolean;
  /** Tables of the database to dump, separated by spaces (all when empty). */
  tables: string;
  singleTransaction: boolean;
  routines: boolean;
  noData: boolean;
  /** Compress the dump with gzip, or restore a gzipped one. */
  gzip: boolean;
  /** The dump file written (dump) or read (restore). */
  file: string;
}

export const MYSQL_DEFAULTS: MysqlState = {
  mode: 'connect',
  host: 'localhost',
  port: '',
  user: 'root',
  password: true,
  database: '',
  socket: '',
  sslMode: '',
  sql: '',
  allDatabases: false,
  tables: '',
  singleTransaction: false,
  routines: false,
  noData: false,
  gzip: false,
  file: '',
};

/** One argument (or group, such as `| gzip`) of the command and what it does. */
export interface Explained {
  code: string;
  text: string;
}

export interface BuiltCommand {
  command: string;
  explain: Explained[];
}

const tableNames = (s: string) => s.split(/\s+/).filter(Boolean);

/** The state with the fields the mode does not use put back to their defaults (what a parse can recover). */
export function relevantMysqlState(s: MysqlState): MysqlState {
  const d = MYSQL_DEFAULTS;
  const dump = s.mode === 'dump';
  const all = dump && s.allDatabases;
  return {
    ...s,
    database: all ? d.database : s.database,
    sql: s.mode === 'execute' ? s.sql : d.sql,
    allDatabases: all,
    tables: dump && !all ? tableNames(s.tables).join(' ') : d.tables,
    singleTransaction: dump && s.singleTransaction,
    routines: dump && s.routines,
    noData: dump && s.noData,
    gzip: (dump || s.mode === 'restore') && s.gzip,
    file: dump || s.mode === 'restore' ? s.file : d.file,
  };
}

/** Checks the form; the message starts with the field's label so the page can say where the problem is. */
function validate(s: MysqlState): string | null {
  if (s.port !== '' && !(/^\d{1,5}$/.test(s.port) && Number(s.port) >= 1 && Number(s.port) <= 65535)) return 'Port: use a number from 1 to 65535';
  if (s.host.startsWith('-')) return 'Host: a host name cannot start with "-"';
  if (s.user.startsWith('-')) return 'User: a user name starting with "-" would be read as an option';
  if (s.database.startsWith('-')) return 'Database: a name starting with "-" would be read as an option';
  if (/[\0]/.test(s.host + s.user + s.database + s.socket + s.sql + s.file + s.tables))
    return 'A field holds a NUL character, which no shell argument can carry';
  if (!SSL_MODES.includes(s.sslMode)) return `SSL mode: ${s.sslMode} is not one of ${SSL_MODES.filter(Boolean).join(', ')}`;
  if (s.mode === 'execute' && s.sql.trim() === '') return 'SQL: enter the statement to run';
  if (s.mode === 'dump' && !s.allDatabases && s.database === '') return 'Database: choose the database to dump, or tick All databases';
  if (s.mode === 'dump' && !s.allDatabases && tableNames(s.tables).some((t) => t.startsWith('-')))
    return 'Tables: a name starting with "-" would be read as an option';
  if (s.mode === 'restore' && s.file === '') return 'File: name the dump file to restore';
  return null;
}

function connectionArgs(s: MysqlState, out: Explained[]) {
  if (s.host)
    out.push({
      code: `-h ${quote(s.host)}`,
      text: `Connect to the server at ${s.host}. "localhost" means the local Unix socket on Linux and macOS; use 127.0.0.1 to force TCP.`,
    });
  if (s.port)
    out.push({
      code: `-P ${s.port}`,
      text: `TCP port ${s.port} (the default is 3306). The port is ignored when the client connects through the socket.`,
    });
  if (s.socket) out.push({ code: `-S ${quote(s.socket)}`, text: 'Connect through this Unix socket file instead of TCP.' });
  if (s.user) out.push({ code: `-u ${quote(s.user)}`, text: `Log in as ${s.user}.` });
  if (s.password)
    out.push({
      code: '-p',
      text: 'Prompt for the password. Nothing follows -p, so the password stays out of the command line, your shell history and the process list.',
    });
  if (s.sslMode)
    out.push({
      code: `--ssl-mode=${s.sslMode}`,
      text: {
        DISABLED: 'Do not encrypt the connection.',
        PREFERRED: 'Encrypt when the server supports it, else connect unencrypted (the default).',
        REQUIRED: 'Require an encrypted connection, without checking the server certificate.',
        VERIFY_CA: 'Require encryption and check that the server certificate is signed by a trusted CA (give it with --ssl-ca).',
        VERIFY_IDENTITY: 'Like VERIFY_CA, and also check that the certificate names the host you connect to.',
      }[s.sslMode],
    });
}

/** Builds the command line and the explanation of each part. */
export function buildMysqlCommand(state: MysqlState, multiline = false): Result<BuiltCommand> {
  const problem = validate(state);
  if (problem) return fail(problem);
  const s = relevantMysqlState(state);
  const parts: Explained[] = [];
  const before: Explained[] = [];
  const after: Explained[] = [];

  if (s.mode === 'dump') {
    parts.push({ code: 'mysqldump', text: 'The MySQL backup client: it writes SQL statements that recreate the tables and their rows.' });
    connectionArgs(s, parts);
    if (s.singleTransaction)
      parts.push({
        code: '--single-transaction',
        text: 'Dump InnoDB tables from one consistent snapshot without locking them, so the application keeps writing during the backup.',
      });
    if (s.routines)
      parts.push({ code: '--routines', text: 'Include stored procedures and functions (left out by default; triggers are included by default).' });
    if (s.noData) parts.push({ code: '--no-data', text: 'Write only the CREATE statements: the schema without any rows.' });
    if (s.allDatabases)
      parts.push({
        code: '--all-databases',
        text: 'Dump every database, including the mysql system schema, each with its CREATE DATABASE and USE statements.',
      });
    else {
      parts.push({
        code: quote(s.database),
        text: `The database to dump. The file has no CREATE DATABASE statement, so you can restore it into a database of any name.`,
      });
      const tables = tableNames(s.tables);
      if (tables.length) parts.push({ code: tables.map((t) => quote(t)).join(' '), text: 'Only these tables of the database.' });
    }
    if (s.gzip) {
      after.push({ code: '| gzip', text: 'Compress the SQL on the fly; dumps usually shrink to a tenth of their size.' });
      if (s.file) after.push({ code: `> ${quote(s.file)}`, text: `Write the compressed dump to ${s.file}.` });
    } else if (s.file) after.push({ code: `> ${quote(s.file)}`, text: `Write the dump to ${s.file} instead of the terminal.` });
  } else {
    if (s.mode === 'restore' && s.gzip) {
      before.push({
        code: `gunzip < ${quote(s.file)} |`,
        text: `Decompress ${s.file} and feed the SQL to mysql, without writing the uncompressed file to disk.`,
      });
    }
    parts.push({ code: 'mysql', text: 'The MySQL command-line client.' });
    connectionArgs(s, parts);
    if (s.mode === 'execute')
      parts.push({
        code: `-e ${quote(s.sql, true)}`,
        text: 'Run this SQL and exit. Results print as a table on a terminal and as tab-separated lines when piped.',
      });
    if (s.database)
      parts.push({
        code: quote(s.database),
        text:
          s.mode === 'restore' ? `Run the dump's statements in ${s.database}; the database must already exist.` : `Use the database ${s.database}.`,
      });
    if (s.mode === 'restore' && !s.gzip) after.push({ code: `< ${quote(s.file)}`, text: `Read the SQL statements from ${s.file}.` });
  }

  const groups = [...before, ...parts, ...after].map((p) => p.code);
  const command = multiline ? layoutCommand(groups, true) : groups.join(' ');
  return ok({ command, explain: [...before, ...parts, ...after] });
}

/** A form state read from a pasted command, with notes on anything that did not fit the form. */
export interface ParsedCommand<S> {
  state: S;
  warnings: string[];
}

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
