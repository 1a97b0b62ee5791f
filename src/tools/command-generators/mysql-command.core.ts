import { fail, ok, type Result } from '@/lib/result';
import { layoutCommand, quote } from '@/lib/shell-quote';

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
  if (s.sslMode)
    out.push({
      code: '',
      text:
        "Note: --ssl-mode belongs to MySQL's own client (5.7.11 and later). MariaDB's client, which Debian and some other systems install as mysql, " +
        'stops with "unknown variable \'ssl-mode\'"; with it use --skip-ssl for DISABLED, --ssl for REQUIRED, and --ssl-ca with --ssl-verify-server-cert to check the certificate.',
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

  const groups = [...before, ...parts, ...after].map((p) => p.code).filter((c) => c !== '');
  const command = multiline ? layoutCommand(groups, true) : groups.join(' ');
  return ok({ command, explain: [...before, ...parts, ...after] });
}

/** A form state read from a pasted command, with notes on anything that did not fit the form. */
export interface ParsedCommand<S> {
  state: S;
  warnings: string[];
}
