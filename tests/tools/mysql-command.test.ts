import fc from 'fast-check';
import { buildMysqlCommand, MYSQL_DEFAULTS, relevantMysqlState, SSL_MODES, type MysqlState } from '@/tools/command-generators/mysql-command.core';
import { parseMysqlCommand } from '@/tools/command-generators/mysql-parse.core';
import { tokenize } from '@/lib/shell-words';

const state = (patch: Partial<MysqlState>): MysqlState => ({ ...MYSQL_DEFAULTS, ...patch });
const command = (patch: Partial<MysqlState>) => {
  const r = buildMysqlCommand(state(patch));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.command;
};

describe('buildMysqlCommand', () => {
  // Found by tests/real/mysql.real.test.ts: MariaDB's client (Debian's mysql) stops on --ssl-mode.
  it('notes that --ssl-mode is MySQL-only, without adding to the command', () => {
    for (const multiline of [false, true]) {
      const r = buildMysqlCommand(state({ sslMode: 'REQUIRED' }), multiline);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.command).toBe(
        multiline ? 'mysql \\\n  -h localhost \\\n  -u root \\\n  -p \\\n  --ssl-mode=REQUIRED' : 'mysql -h localhost -u root -p --ssl-mode=REQUIRED',
      );
      const note = r.value.explain.find((e) => e.code === '');
      expect(note?.text).toMatch(/MariaDB's client.*unknown variable 'ssl-mode'.*--skip-ssl for DISABLED, --ssl for REQUIRED/);
    }
    const plain = buildMysqlCommand(state({}));
    expect(plain.ok && plain.value.explain.some((e) => e.code === '')).toBe(false);
  });

  it.each<[string, Partial<MysqlState>, string]>([
    ['connects with the defaults', {}, 'mysql -h localhost -u root -p'],
    [
      'connects over TCP with every connection option',
      { host: 'db.example.com', port: '3307', user: 'app', database: 'shop', sslMode: 'VERIFY_IDENTITY' },
      'mysql -h db.example.com -P 3307 -u app -p --ssl-mode=VERIFY_IDENTITY shop',
    ],
    [
      'uses a socket and no password prompt',
      { host: '', socket: '/var/run/mysqld/mysqld.sock', password: false },
      'mysql -S /var/run/mysqld/mysqld.sock -u root',
    ],
    [
      'runs SQL with -e, single-quoted',
      { mode: 'execute', sql: "SELECT 'x' AS a;", database: 'shop' },
      "mysql -h localhost -u root -p -e 'SELECT '\\''x'\\'' AS a;' shop",
    ],
    [
      'dumps one database consistently to a file',
      { mode: 'dump', database: 'shop', singleTransaction: true, routines: true, file: 'shop.sql' },
      'mysqldump -h localhost -u root -p --single-transaction --routines shop > shop.sql',
    ],
    [
      'dumps the schema of two tables',
      { mode: 'dump', database: 'shop', tables: ' orders  items ', noData: true },
      'mysqldump -h localhost -u root -p --no-data shop orders items',
    ],
    [
      'dumps everything through gzip',
      { mode: 'dump', allDatabases: true, database: 'ignored', gzip: true, file: 'all.sql.gz' },
      'mysqldump -h localhost -u root -p --all-databases | gzip > all.sql.gz',
    ],
    ['restores a dump', { mode: 'restore', database: 'shop', file: 'shop.sql' }, 'mysql -h localhost -u root -p shop < shop.sql'],
    [
      'restores a gzipped dump',
      { mode: 'restore', database: 'shop', file: 'my dump.sql.gz', gzip: true },
      "gunzip < 'my dump.sql.gz' | mysql -h localhost -u root -p shop",
    ],
    ['restores an all-databases dump', { mode: 'restore', file: 'all.sql' }, 'mysql -h localhost -u root -p < all.sql'],
  ])('%s', (_name, patch, expected) => {
    expect(command(patch)).toBe(expected);
  });

  it('explains every part it writes', () => {
    const r = buildMysqlCommand(state({ mode: 'dump', database: 'shop', singleTransaction: true, gzip: true, file: 'a.gz' }));
    expect(r.ok && r.value.explain.map((e) => e.code)).toEqual([
      'mysqldump',
      '-h localhost',
      '-u root',
      '-p',
      '--single-transaction',
      'shop',
      '| gzip',
      '> a.gz',
    ]);
    expect(r.ok && r.value.explain.every((e) => e.text.length > 10)).toBe(true);
  });

  it('splits a long command over lines that the tokenizer reads back', () => {
    const r = buildMysqlCommand(state({ database: 'shop' }), true);
    expect(r.ok && r.value.command).toBe('mysql \\\n  -h localhost \\\n  -u root \\\n  -p \\\n  shop');
    const t = r.ok ? tokenize(r.value.command) : null;
    expect(t?.ok && t.value.map((x) => x.value)).toEqual(['mysql', '-h', 'localhost', '-u', 'root', '-p', 'shop']);
  });

  it.each<[Partial<MysqlState>, RegExp]>([
    [{ port: '70000' }, /^Port:/],
    [{ port: '33a' }, /^Port:/],
    [{ database: '-x' }, /^Database:/],
    [{ user: '--help' }, /^User:/],
    [{ mode: 'execute', sql: '  ' }, /^SQL:/],
    [{ mode: 'dump', database: '' }, /^Database:/],
    [{ mode: 'dump', database: 'a', tables: 'b -c' }, /^Tables:/],
    [{ mode: 'restore', file: '' }, /^File:/],
    [{ sslMode: 'ON' as never }, /^SSL mode:/],
  ])('rejects %j naming the field', (patch, message) => {
    const r = buildMysqlCommand(state(patch));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('parseMysqlCommand', () => {
  const parsed = (text: string) => {
    const r = parseMysqlCommand(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it.each<[string, Partial<MysqlState>]>([
    ['mysql -uroot -p', { host: '', user: 'root' }],
    ['mysql --host=db --port 3307 --user=app --password shop', { host: 'db', port: '3307', user: 'app', database: 'shop' }],
    ['/usr/bin/mysql -hdb -P3306 -D shop', { host: 'db', port: '3306', user: '', password: false, database: 'shop' }],
    [
      'mysql --ssl-mode=required -e "SHOW TABLES" shop',
      { mode: 'execute', host: '', user: '', password: false, sslMode: 'REQUIRED', sql: 'SHOW TABLES', database: 'shop' },
    ],
    [
      'mysqldump -u root -p -R -d shop t1 t2 > s.sql',
      { mode: 'dump', host: '', routines: true, noData: true, database: 'shop', tables: 't1 t2', file: 's.sql' },
    ],
    ['mysqldump -A -p | gzip -9 > all.gz', { mode: 'dump', host: '', user: '', allDatabases: true, gzip: true, file: 'all.gz' }],
    ['zcat backup.sql.gz | mysql -u root -p shop', { mode: 'restore', host: '', gzip: true, file: 'backup.sql.gz', database: 'shop' }],
    ['gzip -dc < b.gz | mysql shop', { mode: 'restore', host: '', user: '', password: false, gzip: true, file: 'b.gz', database: 'shop' }],
    ['mysql -u root -p shop < shop.sql', { mode: 'restore', host: '', file: 'shop.sql', database: 'shop' }],
  ])('reads %j', (text, expected) => {
    expect(parsed(text).state).toEqual(relevantMysqlState(state(expected)));
  });

  it('keeps a typed password out of the form, with a warning', () => {
    const r = parsed('mysql -u root -psecret shop');
    expect(r.state.password).toBe(true);
    expect(JSON.stringify(r.state)).not.toContain('secret');
    expect(r.warnings.join(' ')).toMatch(/password on the command line/);
  });

  it('warns about options it does not know and commands it skipped', () => {
    const r = parsed('mysql --batch -N shop && echo done');
    expect(r.warnings.join('\n')).toMatch(/--batch is not one/);
    expect(r.warnings.join('\n')).toMatch(/-N is not one/);
    expect(r.warnings.join('\n')).toMatch(/Only the first command/);
  });

  it.each([
    ['psql -U postgres', /not a mysql/],
    ['mysql -u', /-u needs a value/],
    ["mysql -e 'unclosed", /single quote is never closed/],
    ['mysqldump -u root', /needs a database name/],
    ['mysql --ssl-mode=sometimes', /--ssl-mode=sometimes/],
    ['cat x.sql | mysql', /comes from cat/],
    ['mysql <<EOF', /Here-documents/],
    ['mysqldump db | > out.sql', /redirection ">" has no command/],
    ['< dump.sql | mysql db', /redirection "<" has no command/],
  ])('rejects %j', (text, message) => {
    const r = parseMysqlCommand(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reads back every command it builds (round trip)', () => {
    const name = fc
      .string({ minLength: 1, maxLength: 10, unit: fc.constantFrom(...'abcxyz_-09 .$\'"é'.split('')) })
      .filter((s) => !s.startsWith('-'));
    const optional = fc.option(name, { nil: '' });
    const stateArb = fc.record<MysqlState>({
      mode: fc.constantFrom('connect', 'execute', 'dump', 'restore'),
      host: optional,
      port: fc.option(fc.integer({ min: 1, max: 65535 }).map(String), { nil: '' }),
      user: optional,
      password: fc.boolean(),
      database: optional,
      socket: optional,
      sslMode: fc.constantFrom(...SSL_MODES),
      sql: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !s.includes('\0')),
      allDatabases: fc.boolean(),
      tables: fc.array(fc.stringMatching(/^[a-z_][a-z0-9_]{0,6}$/), { maxLength: 3 }).map((t) => t.join(' ')),
      singleTransaction: fc.boolean(),
      routines: fc.boolean(),
      noData: fc.boolean(),
      gzip: fc.boolean(),
      file: optional,
    });
    fc.assert(
      fc.property(stateArb, (s) => {
        const built = buildMysqlCommand(s);
        fc.pre(built.ok);
        if (!built.ok) return;
        const back = parseMysqlCommand(built.value.command);
        expect(back.ok && back.value.state).toEqual(relevantMysqlState(s));
        expect(back.ok && back.value.warnings).toEqual([]);
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
