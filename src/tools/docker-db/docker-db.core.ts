import { fail, ok, type Result } from '@/lib/result';
import { quote } from '@/lib/shell-quote';

/** The values a reader fills in; every snippet of the page is built from them. */
export interface DockerDbOptions {
  tag: string;
  container: string;
  /** Host port that maps to the database port in the container. */
  port: number;
  password: string;
  database: string;
  volume: string;
  /** Publish the port on 127.0.0.1 only (true) or on every network interface. */
  localOnly: boolean;
}

export const MYSQL_DOCKER_DEFAULTS: DockerDbOptions = {
  tag: '8.4',
  container: 'mysql-dev',
  port: 3306,
  password: 'change-me',
  database: 'app',
  volume: 'mysql-data',
  localOnly: true,
};

export const POSTGRES_DOCKER_DEFAULTS: DockerDbOptions = {
  tag: '18',
  container: 'pg-dev',
  port: 5432,
  password: 'change-me',
  database: 'app',
  volume: 'pg-data',
  localOnly: true,
};

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const DATABASE = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function validate(o: DockerDbOptions): string | null {
  if (!TAG.test(o.tag)) return 'Image tag: use letters, digits, dots, dashes and underscores (for example 8.4 or 18-alpine)';
  if (!NAME.test(o.container)) return 'Container name: start with a letter or digit, then letters, digits, _ . or -';
  if (!Number.isInteger(o.port) || o.port < 1 || o.port > 65535) return 'Host port: use a whole number from 1 to 65535';
  if (o.password === '') return 'Password: the image refuses to start without one';
  if (/[\r\n\0]/.test(o.password)) return 'Password: line breaks cannot be passed in an environment variable here';
  if (!DATABASE.test(o.database)) return 'Database: use letters, digits and _, starting with a letter or _ (at most 63 characters)';
  if (!NAME.test(o.volume)) return 'Volume name: start with a letter or digit, then letters, digits, _ . or -';
  return null;
}

/** A string as a YAML double-quoted scalar (JSON's syntax is valid YAML), with `$` doubled for Compose. */
const yamlString = (s: string) => JSON.stringify(s.replace(/\$/g, '$$$$'));

const continued = (lines: string[]) => lines.join(' \\\n  ');

/** The major version a postgres image tag stands for; tags without a number (latest, alpine) are the newest. */
export function postgresMajor(tag: string): number | null {
  const m = /^(\d+)/.exec(tag);
  return m ? Number(m[1]) : null;
}

/**
 * Where the postgres image keeps its data. From PostgreSQL 18 the image declares its volume at
 * /var/lib/postgresql and stores data in a version-specific directory below it (PGDATA
 * /var/lib/postgresql/18/docker); up to 17 the volume and PGDATA are /var/lib/postgresql/data.
 */
export function postgresDataPaths(tag: string): { mount: string; pgdata: string; major: number | null } {
  const major = postgresMajor(tag);
  if (major !== null && major < 18) return { mount: '/var/lib/postgresql/data', pgdata: '/var/lib/postgresql/data', major };
  return { mount: '/var/lib/postgresql', pgdata: `/var/lib/postgresql/${major ?? 18}/docker`, major };
}

export interface DockerGuide {
  run: string;
  logs: string;
  shell: string;
  hostClient: string;
  compose: string;
  composeUp: string;
  backup: string;
  restore: string;
  remove: string;
  /** Extra snippet: PGDATA for a bind mount (postgres) or a non-root user (mysql). */
  extra: string;
}

const publish = (o: DockerDbOptions, inner: number) => `${o.localOnly ? '127.0.0.1:' : ''}${o.port}:${inner}`;

/** Every command and file of the MySQL page, filled with the reader's values. */
export function mysqlGuide(o: DockerDbOptions): Result<DockerGuide> {
  const problem = validate(o);
  if (problem) return fail(problem);
  const image = `mysql:${o.tag}`;
  const c = o.container;
  const run = continued([
    'docker run -d',
    `--name ${c}`,
    `-e ${quote(`MYSQL_ROOT_PASSWORD=${o.password}`)}`,
    `-e MYSQL_DATABASE=${o.database}`,
    `-p ${publish(o, 3306)}`,
    `-v ${o.volume}:/var/lib/mysql`,
    image,
  ]);
  const compose = `services:
  mysql:
    image: ${image}
    container_name: ${c}
    restart: unless-stopped
    environment:
      MYSQL_ROOT_PASSWORD: ${yamlString(o.password)}
      MYSQL_DATABASE: ${o.database}
    ports:
      - "${publish(o, 3306)}"
    volumes:
      - ${o.volume}:/var/lib/mysql
    healthcheck:
      # TCP to 127.0.0.1: the temporary server that runs the init scripts only listens on the socket.
      test: ["CMD", "mysqladmin", "ping", "-h", "127.0.0.1"]
      interval: 10s
      timeout: 5s
      retries: 5
      start_period: 30s

volumes:
  ${o.volume}:
`;
  const inContainer = (cmd: string) => quote(`exec ${cmd}`);
  return ok({
    run,
    logs: `docker logs -f ${c}`,
    shell: `docker exec -it ${c} mysql -u root -p ${o.database}`,
    hostClient: `mysql -h 127.0.0.1 -P ${o.port} -u root -p ${o.database}`,
    compose,
    composeUp: 'docker compose up -d\ndocker compose ps',
    backup: `docker exec ${c} sh -c ${inContainer(`mysqldump --single-transaction --routines -uroot -p"$MYSQL_ROOT_PASSWORD" ${o.database}`)} > ${o.database}.sql`,
    restore: `docker exec -i ${c} sh -c ${inContainer(`mysql -uroot -p"$MYSQL_ROOT_PASSWORD" ${o.database}`)} < ${o.database}.sql`,
    remove: `docker stop ${c}\ndocker rm ${c}\n# Only when you want the data gone too:\ndocker volume rm ${o.volume}`,
    extra: continued([
      'docker run -d',
      `--name ${c}`,
      `-e ${quote(`MYSQL_ROOT_PASSWORD=${o.password}`)}`,
      `-e MYSQL_DATABASE=${o.database}`,
      `-e MYSQL_USER=${o.database}_user`,
      '-e MYSQL_PASSWORD=app-password',
      `-p ${publish(o, 3306)}`,
      `-v ${o.volume}:/var/lib/mysql`,
      image,
    ]),
  });
}

/** Every command and file of the PostgreSQL page, filled with the reader's values. */
export function postgresGuide(o: DockerDbOptions): Result<DockerGuide> {
  const problem = validate(o);
  if (problem) return fail(problem);
  const image = `postgres:${o.tag}`;
  const c = o.container;
  const { mount, major } = postgresDataPaths(o.tag);
  const run = continued([
    'docker run -d',
    `--name ${c}`,
    `-e ${quote(`POSTGRES_PASSWORD=${o.password}`)}`,
    `-e POSTGRES_DB=${o.database}`,
    `-p ${publish(o, 5432)}`,
    `-v ${o.volume}:${mount}`,
    image,
  ]);
  const compose = `services:
  postgres:
    image: ${image}
    container_name: ${c}
    restart: unless-stopped
    environment:
      POSTGRES_PASSWORD: ${yamlString(o.password)}
      POSTGRES_DB: ${o.database}
    ports:
      - "${publish(o, 5432)}"
    volumes:
      - ${o.volume}:${mount}
    healthcheck:
      # TCP to 127.0.0.1: the temporary server that runs the init scripts only listens on the socket.
      test: ["CMD", "pg_isready", "-h", "127.0.0.1", "-U", "postgres", "-d", "${o.database}"]
      interval: 10s
      timeout: 5s
      retries: 5
      start_period: 30s

volumes:
  ${o.volume}:
`;
  // A bind mount may hold lost+found or other files; PGDATA in a subdirectory keeps initdb happy.
  const bindPgdata = major !== null && major < 18 ? '/var/lib/postgresql/data/pgdata' : `/var/lib/postgresql/${major ?? 18}/docker`;
  return ok({
    run,
    logs: `docker logs -f ${c}`,
    shell: `docker exec -it ${c} psql -U postgres -d ${o.database}`,
    hostClient: `psql -h 127.0.0.1 -p ${o.port} -U postgres -d ${o.database}`,
    compose,
    composeUp: 'docker compose up -d\ndocker compose ps',
    backup: `docker exec ${c} pg_dump -U postgres -d ${o.database} > ${o.database}.sql\n# Or the compressed custom format, for pg_restore:\ndocker exec ${c} pg_dump -U postgres -Fc -d ${o.database} > ${o.database}.dump`,
    restore: `docker exec -i ${c} psql -U postgres -d ${o.database} < ${o.database}.sql\n# From the custom format:\ndocker exec -i ${c} pg_restore -U postgres -d ${o.database} --clean --if-exists < ${o.database}.dump`,
    remove: `docker stop ${c}\ndocker rm ${c}\n# Only when you want the data gone too:\ndocker volume rm ${o.volume}`,
    extra: continued([
      'docker run -d',
      `--name ${c}`,
      `-e ${quote(`POSTGRES_PASSWORD=${o.password}`)}`,
      `-e POSTGRES_DB=${o.database}`,
      `-e PGDATA=${bindPgdata}`,
      `-p ${publish(o, 5432)}`,
      `-v "$PWD/pgdata":${major !== null && major < 18 ? '/var/lib/postgresql/data' : '/var/lib/postgresql'}`,
      image,
    ]),
  });
}
