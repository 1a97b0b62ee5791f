/**
 * The docker run → compose converter's output against the official Compose Specification JSON schema
 * (`schema/compose-spec.json` of compose-spec/compose-spec; see README.md for where the file comes from and how
 * it is pinned). Each generated `docker run` command mixes the options a user pastes, with values Docker accepts;
 * the YAML the converter writes is read back with the `yaml` package (as compose reads it: YAML 1.1 scalars are
 * quoted by the converter) and must validate. A failure prints the command, the YAML and the schema's errors.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { parse } from 'yaml';
import { runToCompose } from '@/tools/docker-compose/docker-compose.core';
import { rng } from '../real/programs';

// Vendored unchanged from compose-spec/compose-spec with its licence (compose-spec/LICENSE, Apache-2.0).
const here = path.dirname(new URL(import.meta.url).pathname);
const schemaText = readFileSync(path.join(here, 'compose-spec/compose-spec.json'), 'utf8');
const schema = JSON.parse(schemaText) as Record<string, unknown>;

/** Git's object id of compose-spec's schema/compose-spec.json at commit 170098ba (2026-06-23). */
const UPSTREAM_BLOB = '5db97d0fbbb8e7fbedea0bb5fdb3fe0e93b0e4b1';

// The schema names draft-07 by its https address, which Ajv does not know under that name: the same meta-schema is
// registered under it, so the schema is still checked against draft-07 before it is used.
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
const validate = ajv.compile(schema);

const r = rng(0xc0de5e);
const pick = <T>(xs: readonly T[]): T => xs[r(xs.length)];

/** Options with values Docker accepts, as a user writes them (quoted for the shell where needed). */
const OPTIONS: (() => string)[] = [
  () => `-p ${pick(['8080:80', '127.0.0.1:8080:80/udp', '80', '8000-8010:8000-8010', '[::1]:443:443/tcp', '53:53/udp', '0.0.0.0::80', '9000:9000/sctp'])}`,
  () => `--publish=${pick(['3000:3000', '127.0.0.1:5432:5432'])}`,
  () => `-v ${pick(['data:/data', '/a:/b:ro', './rel:/x:rw,z', '/anon', '/etc/localtime:/etc/localtime:ro', 'cache:/cache:nocopy', "'C:\\data:/data'", 'logs:/var/log:ro'])}`,
  () =>
    `--mount ${pick([
      'type=bind,src=/a,dst=/b,readonly',
      'type=volume,source=v,target=/t,volume-nocopy',
      'type=tmpfs,dst=/c,tmpfs-size=64m,tmpfs-mode=1770',
      'type=tmpfs,destination=/t2,tmpfs-size=1048576',
      'type=bind,source=/src,target=/app,bind-propagation=rshared',
      'type=volume,src=v2,dst=/v2,volume-subpath=sub',
      'source=named,target=/named',
      'type=bind,src=/x,dst=/y,ro=true',
      'type=volume,dst=/anonymous',
    ])}`,
  () => `-e ${pick(['A=b', 'EMPTY=', 'PASSED', '"SPACED=a b"', 'N=1', 'BOOL=true', 'EQ=a=b'])}`,
  () => `--env-file ${pick(['.env', './config/app.env'])}`,
  () => `--restart ${pick(['no', 'always', 'unless-stopped', 'on-failure', 'on-failure:5'])}`,
  () => `--network ${pick(['host', 'none', 'bridge', 'backend', 'container:db', 'front-end'])}`,
  () => `--network backend --network-alias ${pick(['api', 'db'])}`,
  () => `--health-cmd ${pick(["'curl -f http://localhost/ || exit 1'", '"pg_isready -U postgres"', 'true'])}`,
  () => `--health-interval ${pick(['10s', '1m30s', '500ms'])}`,
  () => `--health-timeout ${pick(['5s', '2s'])}`,
  () => `--health-retries ${pick(['3', '10'])}`,
  () => `--health-start-period ${pick(['30s', '1m'])}`,
  () => `--health-start-interval ${pick(['5s', '1s'])}`,
  () => '--no-healthcheck',
  () => `--cap-add ${pick(['NET_ADMIN', 'SYS_PTRACE', 'ALL'])}`,
  () => `--cap-drop ${pick(['ALL', 'MKNOD'])}`,
  () => `--ulimit ${pick(['nofile=1024:2048', 'nproc=65535', 'core=-1', 'memlock=-1:-1', 'stack=8192'])}`,
  () => `--device ${pick(['/dev/snd', '/dev/sda:/dev/xvda:rwm', '/dev/fuse', '/dev/dri:/dev/dri'])}`,
  () => `--device-cgroup-rule ${pick(["'c 1:3 mr'", "'a *:* rwm'"])}`,
  () => `${pick(['--label', '-l'])} ${pick(['a=b', 'com.example.role=web', 'empty', '"spaced=a b"', 'n=1'])}`,
  () => `--entrypoint ${pick(['/bin/sh', '""', 'tini', '/docker-entrypoint.sh'])}`,
  () => `${pick(['--user', '-u'])} ${pick(['1000:1000', 'root', 'node', '1000'])}`,
  () => `${pick(['--workdir', '-w'])} ${pick(['/app', '/srv/www'])}`,
  () => `${pick(['--memory', '-m'])} ${pick(['512m', '1g', '2G', '268435456', '1.5g'])}`,
  () => `--memory-reservation ${pick(['256m', '1g'])}`,
  () => `--memory-swap ${pick(['-1', '1g', '2048m'])}`,
  () => `--memory-swappiness ${pick(['0', '60', '100'])}`,
  () => `--cpus ${pick(['1.5', '2', '0.25', '.5'])}`,
  () => `--cpu-shares ${pick(['512', '1024'])}`,
  () => `--cpu-period ${pick(['100000', '50000'])}`,
  () => `--cpu-quota ${pick(['50000', '-1'])}`,
  () => `--cpu-rt-period ${pick(['1000000'])}`,
  () => `--cpu-rt-runtime ${pick(['950000'])}`,
  () => `--cpuset-cpus ${pick(['0-3', '0,1'])}`,
  () => `--tmpfs ${pick(['/run', '/run:rw,size=64m', '/tmp:exec,mode=1777'])}`,
  () => `--add-host ${pick(['db:10.0.0.2', 'host.docker.internal:host-gateway', 'db=10.0.0.2', 'v6:::1', 'v6b=[::1]'])}`,
  () => `--dns ${pick(['1.1.1.1', '8.8.8.8', '2001:4860:4860::8888'])}`,
  () => `--dns-search ${pick(['example.com', 'corp.internal'])}`,
  () => `--dns-option ${pick(['ndots:2', 'use-vc'])}`,
  () => `--sysctl ${pick(['net.ipv4.ip_forward=1', 'net.core.somaxconn=1024'])}`,
  () => `--storage-opt ${pick(['size=10G'])}`,
  () => `--annotation ${pick(['com.example.a=b'])}`,
  () => pick(['--privileged', '--read-only', '--init', '--oom-kill-disable', '-i', '-t', '-it', '-itd', '-d', '--rm', '--privileged=false']),
  () => `--log-driver ${pick(['json-file', 'syslog', 'none', 'local'])}`,
  () => `--log-opt ${pick(['max-size=10m', 'max-file=3', 'tag=web'])}`,
  () => `--gpus ${pick(['all', '2', '\'"device=0,1"\'', 'count=2,capabilities=compute', 'driver=nvidia,count=all'])}`,
  () => `--name ${pick(['web', 'my_db-1', 'App.Server'])}`,
  () => `${pick(['--hostname', '-h'])} ${pick(['web', 'db.local'])}`,
  () => `--domainname ${pick(['example.com'])}`,
  () => `--platform ${pick(['linux/amd64', 'linux/arm64/v8'])}`,
  () => `--pull ${pick(['always', 'missing', 'never'])}`,
  () => `--shm-size ${pick(['1g', '256m', '67108864'])}`,
  () => `--pids-limit ${pick(['100', '-1'])}`,
  () => `--oom-score-adj ${pick(['-500', '100'])}`,
  () => `--stop-signal ${pick(['SIGTERM', 'SIGQUIT', '9'])}`,
  () => `--stop-timeout ${pick(['30', '5'])}`,
  () => `--ipc ${pick(['host', 'private', 'shareable', 'container:db'])}`,
  () => `--pid ${pick(['host', 'container:db'])}`,
  () => `--userns ${pick(['host'])}`,
  () => `--uts ${pick(['host'])}`,
  () => `--cgroupns ${pick(['host', 'private'])}`,
  () => `--cgroup-parent ${pick(['my-cgroup'])}`,
  () => `--runtime ${pick(['runc', 'nvidia'])}`,
  () => `--isolation ${pick(['default', 'process'])}`,
  () => `--mac-address ${pick(['02:42:ac:11:00:02'])}`,
  () => `--security-opt ${pick(['no-new-privileges', 'seccomp=unconfined', 'label=disable', 'apparmor=unconfined'])}`,
  () => `--group-add ${pick(['audio', '1001'])}`,
  () => `--link ${pick(['db:db', 'redis'])}`,
  () => `--volumes-from ${pick(['other', 'other:ro'])}`,
  () => `--expose ${pick(['80', '8000-8010', '53/udp'])}`,
  () => `--volume-driver ${pick(['local'])}`,
  () => `--network backend --ip ${pick(['172.20.0.5'])}`,
  () => `--network backend --ip6 ${pick(['2001:db8::33'])}`,
  () => `--link-local-ip ${pick(['169.254.1.1'])}`,
  () => `--blkio-weight ${pick(['300', '10'])}`,
  () => `--blkio-weight-device ${pick(['/dev/sda:200'])}`,
  () => `--device-read-bps ${pick(['/dev/sda:1mb'])}`,
  () => `--device-write-iops ${pick(['/dev/sda:1000'])}`,
  () => `--kernel-memory ${pick(['50m'])}`,
  () => `--label-file ${pick(['labels.txt'])}`,
];

const IMAGES = ['nginx', 'nginx:1.27-alpine', 'postgres:16', 'ghcr.io/org/app:v1.2.3', 'localhost:5000/team/img@sha256:' + 'a'.repeat(64), 'busybox'];
const ARGS = ['', 'sh -c "echo hi"', 'npm start', '--port 8080', 'server --config /etc/app.yml', '"$HOME"', "'$5'"];

/**
 * Compose's own rule beyond the schema: a service may use only named volumes and networks that the top-level
 * volumes and networks keys declare ("refers to undefined volume"). A short-syntax source is a named volume
 * unless it is a path (starts with / . ~ or a drive letter) or a variable.
 */
function undeclared(doc: { services: Record<string, Record<string, unknown>>; volumes?: object; networks?: object }): string[] {
  const missing: string[] = [];
  for (const svc of Object.values(doc.services)) {
    for (const v of (svc.volumes ?? []) as unknown[]) {
      const short = typeof v === 'string' ? v : '';
      const long = v as { type?: string; source?: string };
      const source = short ? (short.includes(':') ? short.slice(0, short.indexOf(':')) : null) : long.type === 'volume' ? long.source : null;
      if (source && !/^[/.~$]/.test(source) && !/^[A-Za-z]:[\\/]/.test(short) && !(source in (doc.volumes ?? {}))) missing.push(`volume ${source}`);
    }
    const nets = svc.networks === undefined ? [] : Array.isArray(svc.networks) ? (svc.networks as string[]) : Object.keys(svc.networks as object);
    for (const n of nets) if (!(n in (doc.networks ?? {}))) missing.push(`network ${n}`);
  }
  return missing;
}

/** Commands with 1 to 12 options each, plus one with every option generator once. */
const COMMANDS: string[] = Array.from({ length: 600 }, () => {
  const opts = Array.from({ length: 1 + r(12) }, () => pick(OPTIONS)());
  return `docker run ${opts.join(' ')} ${pick(IMAGES)} ${pick(ARGS)}`.trim();
});
COMMANDS.push(`docker run ${OPTIONS.map((o) => o()).join(' ')} nginx`);

describe('docker run → compose output validates against the compose-spec JSON schema', () => {
  it('uses the official schema', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft-07/schema');
    expect(schema.title).toBe('Compose Specification');
    const blob = createHash('sha1').update(`blob ${Buffer.byteLength(schemaText)}\0`).update(schemaText).digest('hex');
    expect(blob).toBe(UPSTREAM_BLOB);
  });

  it.each(COMMANDS.map((c, i) => [i, c] as const))('command %i: %s', (_i, cmd) => {
    const result = runToCompose(cmd);
    expect(result.ok ? '' : result.error.message).toBe('');
    if (!result.ok) return;
    const doc = parse(result.value.text, { version: '1.1' }) as Parameters<typeof undeclared>[0];
    const valid = validate(doc);
    expect(undeclared(doc), result.value.text).toEqual([]);
    expect(valid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`), result.value.text).toEqual([]);
  });
});
