'use client';

import { CodeBlock } from '@/components/kit/CodeBlock';
import { mysqlGuide, MYSQL_DOCKER_DEFAULTS } from './docker-db.core';
import { DockerGuideView, Step } from './DockerGuideForm';

export default function DockerMysql() {
  return (
    <DockerGuideView slug="docker/mysql" defaults={MYSQL_DOCKER_DEFAULTS} build={mysqlGuide} tagHint="8.4 (LTS), 9, lts…">
      {(g, o) => (
        <>
          <Step title="Start a MySQL container" code={g.run} label="docker run">
            <p>
              This starts the official <code>mysql:{o.tag}</code> image in the background. <code>MYSQL_ROOT_PASSWORD</code> is required on the first
              start (the container exits without it, or without <code>MYSQL_ALLOW_EMPTY_PASSWORD</code> or <code>MYSQL_RANDOM_ROOT_PASSWORD</code>),
              and <code>MYSQL_DATABASE</code> creates an empty database. The named volume <code>{o.volume}</code> holds <code>/var/lib/mysql</code>,
              so the data survives when the container is removed and recreated.{' '}
              {o.localOnly
                ? `Publishing on 127.0.0.1 keeps port ${o.port} closed to other machines.`
                : `Publishing without an address opens port ${o.port} on every network interface of this machine: choose a strong password.`}
            </p>
            <p>
              The environment variables only take effect when the data directory is empty. Once the volume holds a database, changing{' '}
              <code>MYSQL_ROOT_PASSWORD</code> does nothing; change the password with SQL instead.
            </p>
          </Step>

          <Step title="Wait until it is ready" code={g.logs} label="docker logs">
            <p>
              The first start initialises the data directory and runs a temporary server, which takes a few seconds up to a minute. MySQL is ready for
              connections when the log shows <code>ready for connections</code> together with <code>port: 3306</code>; the earlier line of the same
              kind, with port 0, is the temporary server. Press Ctrl+C to stop following the log.
            </p>
          </Step>

          <Step title="Connect from inside the container" code={g.shell} label="mysql inside the container">
            <p>
              <code>docker exec -it</code> runs the <code>mysql</code> client that ships in the image, so nothing needs installing on your machine. It
              prompts for the root password.
            </p>
          </Step>

          <Step title="Connect from your machine" code={g.hostClient} label="mysql from the host">
            <p>
              Use <code>127.0.0.1</code>, not <code>localhost</code>: for <code>localhost</code> the MySQL client looks for a local Unix socket file
              and never reaches the container. GUI tools and application drivers connect to host 127.0.0.1, port {o.port}. To add a user for your
              application at creation time, set <code>MYSQL_USER</code> and <code>MYSQL_PASSWORD</code>; that user gets all privileges on the{' '}
              <code>MYSQL_DATABASE</code> database only:
            </p>
            <CodeBlock code={g.extra} label="docker run with an application user" language="shell" />
          </Step>

          <Step title="The same with Docker Compose" code={g.compose} label="docker-compose.yml" language="yaml">
            <p>
              Save this as <code>compose.yaml</code> (or <code>docker-compose.yml</code>). The healthcheck runs <code>mysqladmin ping</code>, which
              succeeds as soon as the server answers, even when it refuses the login. It pings 127.0.0.1 over TCP on purpose: during the first start
              the temporary server listens on the socket only, so the check turns healthy only when the real server is up. Other services can then
              wait with{' '}
              <code>
                depends_on: {'{'} mysql: {'{'} condition: service_healthy {'}'} {'}'}
              </code>
              . A <code>$</code> in the password is written <code>$$</code> in the file, because Compose would otherwise read it as a variable.
            </p>
            <CodeBlock code={g.composeUp} label="docker compose up" language="shell" />
            <p>
              <code>docker compose ps</code> shows the state as <code>healthy</code> once the check passes.
            </p>
          </Step>

          <Step title="Back up with mysqldump" code={g.backup} label="Backup with mysqldump">
            <p>
              <code>mysqldump</code> runs inside the container and writes the SQL to a file on your machine. The password comes from the
              container&apos;s own <code>MYSQL_ROOT_PASSWORD</code> variable: the single quotes keep your shell from expanding it, the shell in the
              container expands it. <code>--single-transaction</code> takes a consistent snapshot of InnoDB tables without locking them, and{' '}
              <code>--routines</code> adds stored procedures and functions. Leave out <code>-t</code>: a terminal would change the line endings of the
              dump.
            </p>
          </Step>

          <Step title="Restore a dump" code={g.restore} label="Restore with mysql">
            <p>
              <code>-i</code> passes your file to the <code>mysql</code> client in the container on its standard input. The database must exist;{' '}
              <code>MYSQL_DATABASE</code> created it on the first start.
            </p>
          </Step>

          <Step title="Stop and remove" code={g.remove} label="Stop and remove">
            <p>
              Removing the container keeps the volume, and a new container started with the same <code>-v</code> option finds all its data again.{' '}
              <code>docker volume rm</code> deletes the data for good.
            </p>
          </Step>
        </>
      )}
    </DockerGuideView>
  );
}
