import yaml from 'js-yaml';
import {
  mysqlGuide,
  MYSQL_DOCKER_DEFAULTS,
  postgresDataPaths,
  postgresGuide,
  POSTGRES_DOCKER_DEFAULTS,
  type DockerDbOptions,
  type DockerGuide,
} from '@/tools/docker-db/docker-db.core';
import { parsePipeline, tokenize } from '@/lib/shell-words';

const guide = (fn: typeof mysqlGuide, o: DockerDbOptions) => {
  const r = fn(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The commands of a snippet: its lines that are not comments, joined where a line ends in a backslash. */
const commandsOf = (snippet: string) =>
  snippet
    .replace(/\\\n/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
const words = (command: string) => {
  const p = parsePipeline(command);
  if (!p.ok) throw new Error(`${command}: ${p.error.message}`);
  return p.value;
};

interface Compose {
  services: Record<
    string,
    {
      image: string;
      container_name: string;
      environment: Record<string, string>;
      ports: string[];
      volumes: string[];
      healthcheck: { test: string[] };
    }
  >;
  volumes: Record<string, null>;
}

const tricky: Partial<DockerDbOptions> = { password: `p@ss w'rd $HOME "x"`, localOnly: false, port: 13306 };
const unescapeCompose = (s: string) => s.replace(/\$\$/g, '$');

describe.each([
  ['mysql', mysqlGuide, MYSQL_DOCKER_DEFAULTS, 'MYSQL_ROOT_PASSWORD', 'MYSQL_DATABASE', 3306],
  ['postgres', postgresGuide, POSTGRES_DOCKER_DEFAULTS, 'POSTGRES_PASSWORD', 'POSTGRES_DB', 5432],
] as const)('%s guide', (service, fn, defaults, passwordVar, dbVar, inner) => {
  const all = (g: DockerGuide) => Object.entries(g).filter(([k]) => k !== 'compose');

  it.each([
    ['defaults', {}],
    ['a tricky password on all interfaces', tricky],
  ])('writes commands the tokenizer reads, with %s', (_n, patch) => {
    const g = guide(fn, { ...defaults, ...patch });
    for (const [name, snippet] of all(g)) for (const c of commandsOf(snippet)) expect(() => words(c), `${name}: ${c}`).not.toThrow();
    const run = words(commandsOf(g.run)[0]).commands[0].words.map((w) => w.value);
    expect(run.slice(0, 3)).toEqual(['docker', 'run', '-d']);
    expect(run).toContain(`${passwordVar}=${patch.password ?? defaults.password}`);
    expect(run).toContain(`${dbVar}=${defaults.database}`);
    expect(run).toContain(`${patch.localOnly === false ? '' : '127.0.0.1:'}${patch.port ?? defaults.port}:${inner}`);
    expect(run[run.length - 1]).toBe(`${service}:${defaults.tag}`);
  });

  it.each([
    ['defaults', {}],
    ['a tricky password on all interfaces', tricky],
  ])('writes a compose file with a healthcheck, with %s', (_n, patch) => {
    const o = { ...defaults, ...patch };
    const doc = yaml.load(guide(fn, o).compose) as Compose;
    expect(Object.keys(doc.services)).toEqual([service]);
    const s = doc.services[service];
    expect(s.image).toBe(`${service}:${o.tag}`);
    expect(s.container_name).toBe(o.container);
    // Compose turns $$ back into $, so the container sees the password as typed.
    expect(unescapeCompose(s.environment[passwordVar])).toBe(o.password);
    expect(s.environment[dbVar]).toBe(o.database);
    expect(s.ports).toEqual([`${o.localOnly ? '127.0.0.1:' : ''}${o.port}:${inner}`]);
    expect(s.volumes[0].startsWith(`${o.volume}:/var/lib/`)).toBe(true);
    expect(doc.volumes).toEqual({ [o.volume]: null });
    expect(s.healthcheck.test[0]).toBe('CMD');
    expect(s.healthcheck.test).toContain(service === 'mysql' ? 'mysqladmin' : 'pg_isready');
  });

  it.each<[Partial<DockerDbOptions>, RegExp]>([
    [{ tag: 'bad tag' }, /^Image tag/],
    [{ container: '-x' }, /^Container name/],
    [{ port: 0 }, /^Host port/],
    [{ port: 70000 }, /^Host port/],
    [{ password: '' }, /^Password/],
    [{ password: 'a\nb' }, /^Password/],
    [{ database: 'my-db' }, /^Database/],
    [{ database: '1st' }, /^Database/],
    [{ volume: 'a/b' }, /^Volume name/],
  ])('rejects %j naming the field', (patch, message) => {
    const r = fn({ ...defaults, ...patch });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

describe('the MySQL backup', () => {
  it('runs mysqldump inside the container with the password from its environment', () => {
    const g = guide(mysqlGuide, MYSQL_DOCKER_DEFAULTS);
    const p = words(g.backup);
    const outer = p.commands[0].words.map((w) => w.value);
    expect(outer.slice(0, 4)).toEqual(['docker', 'exec', 'mysql-dev', 'sh']);
    expect(p.commands[0].redirects).toEqual([{ op: '>', target: 'app.sql' }]);
    const inner = tokenize(outer[5]);
    expect(inner.ok && inner.value.map((t) => t.value)).toEqual([
      'exec',
      'mysqldump',
      '--single-transaction',
      '--routines',
      '-uroot',
      '-p$MYSQL_ROOT_PASSWORD',
      'app',
    ]);
    // The variable is expanded by the container's shell, not by yours.
    expect(inner.ok && inner.value[5].type === 'word' && inner.value[5].expands).toBe(true);
  });

  it('restores by feeding the file to mysql in the container', () => {
    const p = words(guide(mysqlGuide, MYSQL_DOCKER_DEFAULTS).restore);
    expect(p.commands[0].words.map((w) => w.value).slice(0, 4)).toEqual(['docker', 'exec', '-i', 'mysql-dev']);
    expect(p.commands[0].redirects).toEqual([{ op: '<', target: 'app.sql' }]);
  });
});

describe('postgres data paths', () => {
  it.each([
    ['18', '/var/lib/postgresql', '/var/lib/postgresql/18/docker'],
    ['18-alpine', '/var/lib/postgresql', '/var/lib/postgresql/18/docker'],
    ['19.1', '/var/lib/postgresql', '/var/lib/postgresql/19/docker'],
    ['latest', '/var/lib/postgresql', '/var/lib/postgresql/18/docker'],
    ['17', '/var/lib/postgresql/data', '/var/lib/postgresql/data'],
    ['16.4-bookworm', '/var/lib/postgresql/data', '/var/lib/postgresql/data'],
  ])('postgres:%s mounts at %s', (tag, mount, pgdata) => {
    expect(postgresDataPaths(tag)).toMatchObject({ mount, pgdata });
  });

  it('mounts the volume where the tag keeps its data', () => {
    expect(guide(postgresGuide, { ...POSTGRES_DOCKER_DEFAULTS, tag: '16' }).run).toContain('-v pg-data:/var/lib/postgresql/data \\');
    expect(guide(postgresGuide, POSTGRES_DOCKER_DEFAULTS).run).toContain('-v pg-data:/var/lib/postgresql \\');
    expect(guide(postgresGuide, { ...POSTGRES_DOCKER_DEFAULTS, tag: '16' }).extra).toContain('-e PGDATA=/var/lib/postgresql/data/pgdata');
  });

  it('dumps without a TTY and restores with -i', () => {
    const g = guide(postgresGuide, POSTGRES_DOCKER_DEFAULTS);
    for (const c of commandsOf(g.backup)) expect(words(c).commands[0].words.map((w) => w.value)).not.toContain('-t');
    for (const c of commandsOf(g.restore))
      expect(
        words(c)
          .commands[0].words.map((w) => w.value)
          .slice(0, 3),
      ).toEqual(['docker', 'exec', '-i']);
  });
});
