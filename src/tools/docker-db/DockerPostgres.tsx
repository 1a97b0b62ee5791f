'use client';

import { postgresDataPaths, postgresGuide, POSTGRES_DOCKER_DEFAULTS } from './docker-db.core';
import { DockerGuideView, Step } from './DockerGuideForm';

export default function DockerPostgres() {
  return (
    <DockerGuideView slug="docker/postgres" defaults={POSTGRES_DOCKER_DEFAULTS} build={postgresGuide} tagHint="18, 17, 16-alpine…">
      {(g, o) => {
        const { mount, pgdata, major } = postgresDataPaths(o.tag);
        const old = major !== null && major < 18;
        return (
          <>
            <Step title="Start a PostgreSQL container" code={g.run} label="docker run">
              <p>
                This starts the official <code>postgres:{o.tag}</code> image in the background. <code>POSTGRES_PASSWORD</code> is required (it sets
                the password of the <code>postgres</code> superuser), and <code>POSTGRES_DB</code> creates a database; without it the database is
                called <code>postgres</code>.{' '}
                {o.localOnly
                  ? `Publishing on 127.0.0.1 keeps port ${o.port} closed to other machines.`
                  : `Publishing without an address opens port ${o.port} on every network interface of this machine: choose a strong password.`}
              </p>
              <p>
                The named volume <code>{o.volume}</code> is mounted at <code>{mount}</code>.{' '}
                {old ? (
                  <>
                    Up to PostgreSQL 17 the image keeps its data in <code>/var/lib/postgresql/data</code>, so that is where the volume goes; a volume
                    mounted at <code>/var/lib/postgresql</code> would miss the data and lose it when the container is recreated.
                  </>
                ) : (
                  <>
                    From PostgreSQL 18 the image keeps its data in a directory named after the major version, <code>{pgdata}</code>, and expects the
                    volume one level up at <code>/var/lib/postgresql</code>. Mounting at the old path, <code>/var/lib/postgresql/data</code>, makes
                    the container refuse to start. The layout lets a later <code>pg_upgrade</code> keep two versions side by side on the same volume.
                  </>
                )}
              </p>
              <p>
                Like all the image&apos;s variables, these only take effect when the data directory is empty; on later starts the existing cluster is
                used as it is.
              </p>
            </Step>

            <Step title="Wait until it is ready" code={g.logs} label="docker logs">
              <p>
                The first start runs <code>initdb</code> and the init scripts on a temporary server. The server is ready when the log shows{' '}
                <code>database system is ready to accept connections</code> after the line{' '}
                <code>PostgreSQL init process complete; ready for start up</code>. Press Ctrl+C to stop following the log.
              </p>
            </Step>

            <Step title="Connect from inside the container" code={g.shell} label="psql inside the container">
              <p>
                <code>docker exec -it</code> runs <code>psql</code> from the image. Connections over the container&apos;s local socket are trusted, so
                no password is asked.
              </p>
            </Step>

            <Step title="Connect from your machine" code={g.hostClient} label="psql from the host">
              <p>
                Connections over TCP need the password. The same target as a connection URL, for application settings and GUI tools:{' '}
                <code>
                  postgresql://postgres:PASSWORD@127.0.0.1:{o.port}/{o.database}
                </code>{' '}
                (percent-encode special characters of the password in a URL).
              </p>
            </Step>

            <Step title="PGDATA: where the files live" code={g.extra} label="docker run with PGDATA">
              <p>
                <code>PGDATA</code> tells the image which directory holds the cluster.{' '}
                {old ? (
                  <>
                    Set it to a subdirectory of the mount when you bind-mount a host directory or a disk that is not empty: a filesystem root has a{' '}
                    <code>lost+found</code> directory, and <code>initdb</code> refuses a directory with anything in it.
                  </>
                ) : (
                  <>
                    From 18 the default, <code>{pgdata}</code>, is already a subdirectory of the mount, so a bind-mounted host directory works without
                    setting it; the line below only makes the location explicit.
                  </>
                )}{' '}
                Here a host directory <code>./pgdata</code> replaces the named volume.
              </p>
            </Step>

            <Step title="The same with Docker Compose" code={g.compose} label="docker-compose.yml" language="yaml">
              <p>
                Save this as <code>compose.yaml</code> (or <code>docker-compose.yml</code>). The healthcheck runs <code>pg_isready</code> against
                127.0.0.1: during the first start the temporary server listens on the socket only, so the check passes only once the real server
                accepts TCP connections. Other services can then wait with{' '}
                <code>
                  depends_on: {'{'} postgres: {'{'} condition: service_healthy {'}'} {'}'}
                </code>
                . A <code>$</code> in the password is written <code>$$</code> in the file, because Compose would otherwise read it as a variable.
              </p>
              <p>
                Start it with <code>docker compose up -d</code>; <code>docker compose ps</code> shows <code>healthy</code> once the check passes.
              </p>
            </Step>

            <Step title="Back up with pg_dump" code={g.backup} label="Backup with pg_dump">
              <p>
                <code>pg_dump</code> runs inside the container and writes to a file on your machine. Plain SQL can be read and edited and is restored
                with <code>psql</code>; the custom format (<code>-Fc</code>) is compressed and lets <code>pg_restore</code> pick single tables. Leave
                out <code>-t</code>: a terminal would change the line endings of the dump.
              </p>
            </Step>

            <Step title="Restore a dump" code={g.restore} label="Restore with psql or pg_restore">
              <p>
                <code>-i</code> passes the file on standard input. The target database must exist; <code>POSTGRES_DB</code> created it on the first
                start. <code>--clean --if-exists</code> drops the objects of the dump before recreating them, so a restore over existing tables does
                not fail.
              </p>
            </Step>

            <Step title="Stop and remove" code={g.remove} label="Stop and remove">
              <p>
                Removing the container keeps the volume, and a new container started with the same <code>-v</code> option finds all its data again.{' '}
                <code>docker volume rm</code> deletes the data for good.
              </p>
            </Step>
          </>
        );
      }}
    </DockerGuideView>
  );
}
