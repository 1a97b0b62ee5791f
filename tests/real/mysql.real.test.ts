// The mysql generator against the real clients: the words each command hands mysql / mysqldump (as sh splits them)
// are given to the installed client with --help appended, which parses every option and reports unknown ones
// without needing a server; connections are attempted against nothing (127.0.0.1 on a closed port, a missing
// socket) to see that host, port and socket took effect; the dump and restore pipelines run with sh and gzip, the
// client replaced by a stand-in. The client here is MariaDB's (Debian's mysql; `npm test` installs it like chromium).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildMysqlCommand, MYSQL_DEFAULTS, relevantMysqlState, SSL_MODES, type MysqlState } from '@/tools/command-generators/mysql-command.core';
import { parseMysqlCommand } from '@/tools/command-generators/mysql-parse.core';
import { requireProgram } from './programs';

const INSTALL = 'apt-get install mariadb-client (Debian: default-mysql-client); scripts/test.mjs installs it when run as root';
const MYSQL = requireProgram('mysql', INSTALL);
const MYSQLDUMP = requireProgram('mysqldump', INSTALL);
const VERSION = execFileSync(MYSQL, ['--version'], { encoding: 'utf8' });
const MARIADB = /MariaDB/.test(VERSION);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mysql-real-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const build = (s: Partial<MysqlState>) => {
  const r = buildMysqlCommand({ ...MYSQL_DEFAULTS, ...s });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * The argument vectors sh passes to each client in the command: mysql and mysqldump become shell functions that
 * print their words, gzip and gunzip pass data through, and redirections go to files in the scratch folder.
 */
function clientWords(command: string): string[][] {
  // The words go to descriptor 3, so the command's own > and | redirect only the data.
  const script = `exec 3>&1
mysql() { { printf 'mysql\\0'; printf '%s\\0' "$@"; printf '\\n'; } >&3; cat >/dev/null; }
mysqldump() { { printf 'mysqldump\\0'; printf '%s\\0' "$@"; printf '\\n'; } >&3; }
gzip() { cat; }
gunzip() { cat; }
${command}`;
  const out = execFileSync('sh', ['-c', script], { cwd: dir, encoding: 'utf8', input: '' });
  return out
    .split('\n')
    .filter((l) => l.includes('\0'))
    .map((l) => l.split('\0').slice(0, -1));
}

/** The installed client's complaints about the words: it parses them all, then --help makes it exit (status 0
 * even after an unknown option, so stderr is what tells). */
function complaints(words: string[]): string {
  const [program, ...args] = words;
  const r = spawnSync(program === 'mysql' ? MYSQL : MYSQLDUMP, [...args, '--help'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 5000,
  });
  if (r.error) throw r.error;
  return r.stderr;
}

/** A spread of forms: every mode, every option the form has, odd values that need quoting. */
const SPREAD: Partial<MysqlState>[] = [
  {},
  { host: '127.0.0.1', port: '3307', user: 'app', password: false, database: 'shop' },
  { host: '', user: '', password: false, socket: '/run/my sql/mysqld.sock', database: 'db-1' },
  { mode: 'execute', sql: `SELECT 'it''s', "q", \`t\` FROM x WHERE a = '$HOME';`, database: 'shop' },
  { mode: 'execute', sql: 'SHOW DATABASES', user: "o'brien", password: true },
  { mode: 'dump', database: 'shop', tables: 'orders  order_items', singleTransaction: true, routines: true, noData: true, file: 'shop dump.sql' },
  { mode: 'dump', allDatabases: true, singleTransaction: true, gzip: true, file: 'all.sql.gz' },
  { mode: 'dump', database: 'shop', gzip: true },
  { mode: 'restore', database: 'shop', file: 'shop dump.sql' },
  { mode: 'restore', database: 'shop', file: 'all.sql.gz', gzip: true, host: 'db.internal', port: '3306' },
];

describe(`options accepted by the installed client (${VERSION.trim()})`, () => {
  beforeAll(() => {
    writeFileSync(path.join(dir, 'shop dump.sql'), 'SELECT 1;\n');
    writeFileSync(path.join(dir, 'all.sql.gz'), gzipSync('SELECT 1;\n'));
  });

  it('reports an unknown option (so the check below can fail)', () => {
    expect(complaints(['mysql', '--no-such-option'])).toMatch(/unknown option '--no-such-option'/);
    expect(complaints(['mysqldump', '--no-such-option'])).toMatch(/unknown option '--no-such-option'/);
  });

  it.each(SPREAD)('%j', (patch) => {
    const built = build(patch);
    const calls = clientWords(built.command);
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBe(patch.mode === 'dump' ? 'mysqldump' : 'mysql');
    expect(complaints(calls[0])).toBe('');
    // The project's parser reads the same command back into the same form.
    const back = parseMysqlCommand(built.command);
    expect(back.ok && back.value.state).toEqual(relevantMysqlState({ ...MYSQL_DEFAULTS, ...patch }));
  });

  it.each(SSL_MODES.filter(Boolean))('--ssl-mode=%s, and the note on MariaDB', (sslMode) => {
    for (const mode of ['connect', 'dump'] as const) {
      const built = build({ mode, sslMode, database: 'shop' });
      const [words] = clientWords(built.command);
      expect(words).toContain(`--ssl-mode=${sslMode}`);
      const note = built.explain.find((e) => e.code === '' && /MariaDB/.test(e.text));
      expect(note).toBeDefined();
      if (MARIADB) {
        // MariaDB's client really refuses it, as the note says, and knows the options the note offers instead.
        expect(complaints(words)).toMatch(/unknown variable 'ssl-mode=/);
        expect(complaints(words.filter((w) => !w.startsWith('--ssl-mode')).concat(['--skip-ssl']))).toBe('');
        expect(complaints(words.filter((w) => !w.startsWith('--ssl-mode')).concat(['--ssl', '--ssl-ca=ca.pem', '--ssl-verify-server-cert']))).toBe(
          '',
        );
        for (const o of ['--skip-ssl', '--ssl', '--ssl-ca', '--ssl-verify-server-cert']) expect(note?.text).toContain(o);
      } else expect(complaints(words)).toBe('');
    }
  });
});

describe('connection settings take effect', () => {
  /** Runs the generated command (no password prompt: password off) and returns what the client printed. */
  function attempt(patch: Partial<MysqlState>): Promise<string> {
    const built = build({ password: false, mode: 'execute', sql: 'SELECT 1', ...patch });
    return new Promise((resolve) => {
      execFile('sh', ['-c', built.command], { cwd: dir, encoding: 'utf8', timeout: 10_000 }, (_err, stdout, stderr) => resolve(stdout + stderr));
    });
  }

  it('connects by TCP to the host and port given', async () => {
    // A port that was free a moment ago: the client must try exactly there and be refused.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const out = await attempt({ host: '127.0.0.1', port: String(port), user: 'nobody' });
    expect(out).toMatch(/Can't connect to (?:MySQL )?server on '127\.0\.0\.1'/);
    expect(out).toMatch(/\((111|115)\)/);
  });

  it('uses the socket given', async () => {
    const socket = path.join(dir, 'no such dir', 'my sql.sock');
    const out = await attempt({ host: '', socket, user: '' });
    expect(out).toContain(`through socket '${socket}'`);
  });
});

describe('dump and restore pipelines run with sh and gzip', () => {
  const SQL = "CREATE TABLE t (s TEXT);\nINSERT INTO t VALUES ('it''s é');\n";
  /** mysqldump prints a dump; mysql records what it read on stdin and its words. */
  beforeAll(() => writeFileSync(path.join(dir, 'dump.src'), SQL));
  const standIns = `
mysqldump() { cat dump.src; }
mysql() { printf '%s\\0' "$@" > mysql.args; cat > mysql.stdin; }
`;
  const sh = (command: string) => execFileSync('sh', ['-c', standIns + command], { cwd: dir, encoding: 'utf8' });

  it('writes a plain dump to the file', () => {
    sh(build({ mode: 'dump', database: 'shop', file: "it's.sql" }).command);
    expect(readFileSync(path.join(dir, "it's.sql"), 'utf8')).toBe(SQL);
  });

  it('writes a gzip-compressed dump to the file', () => {
    sh(build({ mode: 'dump', allDatabases: true, gzip: true, file: 'all dbs.sql.gz' }).command);
    expect(gunzipSync(readFileSync(path.join(dir, 'all dbs.sql.gz'))).toString('utf8')).toBe(SQL);
  });

  it.each([false, true])('restores a dump (gzip %s) into the database', (gzip) => {
    const file = gzip ? 'in dump.sql.gz' : 'in dump.sql';
    writeFileSync(path.join(dir, file), gzip ? gzipSync(SQL) : SQL);
    sh(build({ mode: 'restore', database: 'shop db', file, gzip, password: false }).command);
    expect(readFileSync(path.join(dir, 'mysql.stdin'), 'utf8')).toBe(SQL);
    expect(readFileSync(path.join(dir, 'mysql.args'), 'utf8').split('\0').slice(0, -1)).toEqual(['-h', 'localhost', '-u', 'root', 'shop db']);
  });
});
