import { parse } from 'yaml';
import { composeToRun, convertDocker, parseDockerRun, runToCompose } from '@/tools/docker-compose/docker-compose.core';
import { dockerComposeSample } from '@/tools/docker-compose/docker-compose.sample';

/** The compose service the command converts to, read back as data. */
function service(cmd: string): Record<string, unknown> {
  const r = runToCompose(cmd);
  if (!r.ok) throw new Error(r.error.message);
  const doc = parse(r.value.text) as { services: Record<string, Record<string, unknown>> };
  return Object.values(doc.services)[0];
}

describe('docker run → compose', () => {
  it.each([
    ['docker run nginx', { image: 'nginx' }],
    ['docker container run nginx', { image: 'nginx' }],
    ['sudo /usr/bin/docker run nginx', { image: 'nginx' }],
    ['docker run --name web nginx', { image: 'nginx', container_name: 'web' }],
    ['docker run --name=web nginx', { image: 'nginx', container_name: 'web' }],
    [
      'docker run -p 8080:80 -p127.0.0.1:443:443/tcp --publish=53:53/udp nginx',
      { image: 'nginx', ports: ['8080:80', '127.0.0.1:443:443/tcp', '53:53/udp'] },
    ],
    ['docker run -e "A=b c" -e B --env=C=1=2 -e=D=x nginx', { image: 'nginx', environment: { A: 'b c', B: null, C: '1=2', D: 'x' } }],
    ['docker run -itd nginx', { image: 'nginx', stdin_open: true, tty: true }],
    ['docker run -it -w /app -u 1000:1000 node', { image: 'node', stdin_open: true, tty: true, working_dir: '/app', user: '1000:1000' }],
    ['docker run -v data:/data --volume=/a:/b:ro x', { image: 'x', volumes: ['data:/data', '/a:/b:ro'] }],
    [
      'docker run --mount type=bind,source=/src,target=/app,readonly,bind-propagation=rshared x',
      { image: 'x', volumes: [{ type: 'bind', source: '/src', target: '/app', read_only: true, bind: { propagation: 'rshared' } }] },
    ],
    [
      'docker run --mount type=tmpfs,dst=/cache,tmpfs-size=64m x',
      { image: 'x', volumes: [{ type: 'tmpfs', target: '/cache', tmpfs: { size: '64m' } }] },
    ],
    ['docker run --restart on-failure:5 --hostname h --env-file .env x', { image: 'x', restart: 'on-failure:5', hostname: 'h', env_file: ['.env'] }],
    ['docker run --network host x', { image: 'x', network_mode: 'host' }],
    ['docker run --net=container:db x', { image: 'x', network_mode: 'container:db' }],
    ['docker run --network backend --network-alias api x', { image: 'x', networks: { backend: { aliases: ['api'] } } }],
    ['docker run --entrypoint /bin/sh alpine -c "echo hi"', { image: 'alpine', entrypoint: ['/bin/sh'], command: ['-c', 'echo hi'] }],
    ['docker run -l a=b --label c x', { image: 'x', labels: { a: 'b', c: '' } }],
    [
      'docker run --cap-add NET_ADMIN --cap-drop ALL --privileged --read-only x',
      { image: 'x', cap_add: ['NET_ADMIN'], cap_drop: ['ALL'], privileged: true, read_only: true },
    ],
    ['docker run --privileged=false x', { image: 'x', privileged: false }],
    [
      'docker run --tmpfs /run --device /dev/snd --dns 1.1.1.1 --add-host db:10.0.0.2 x',
      { image: 'x', tmpfs: ['/run'], devices: ['/dev/snd'], dns: ['1.1.1.1'], extra_hosts: ['db:10.0.0.2'] },
    ],
    ['docker run --ulimit nofile=1024:2048 --ulimit nproc=65535 x', { image: 'x', ulimits: { nofile: { soft: 1024, hard: 2048 }, nproc: 65535 } }],
    ['docker run -m 512m --cpus 1.5 --memory-reservation=256m x', { image: 'x', mem_limit: '512m', cpus: 1.5, mem_reservation: '256m' }],
    [
      'docker run --health-cmd "pg_isready -U postgres" --health-interval 10s --health-timeout 5s --health-retries 5 --health-start-period 30s x',
      { image: 'x', healthcheck: { test: ['CMD-SHELL', 'pg_isready -U postgres'], interval: '10s', timeout: '5s', retries: 5, start_period: '30s' } },
    ],
    ['docker run --no-healthcheck x', { image: 'x', healthcheck: { disable: true } }],
    ['docker run --log-driver syslog --log-opt tag=web x', { image: 'x', logging: { driver: 'syslog', options: { tag: 'web' } } }],
    [
      'docker run --gpus all x',
      { image: 'x', deploy: { resources: { reservations: { devices: [{ driver: 'nvidia', count: 'all', capabilities: ['gpu'] }] } } } },
    ],
    [
      'docker run --gpus 2 x',
      { image: 'x', deploy: { resources: { reservations: { devices: [{ driver: 'nvidia', count: 2, capabilities: ['gpu'] }] } } } },
    ],
    [
      `docker run --gpus '"device=0,1"' x`,
      { image: 'x', deploy: { resources: { reservations: { devices: [{ driver: 'nvidia', device_ids: ['0', '1'], capabilities: ['gpu'] }] } } } },
    ],
    ['docker run --platform linux/arm64 --pull never x', { image: 'x', platform: 'linux/arm64', pull_policy: 'never' }],
    ['docker run --stop-timeout 30 --init x', { image: 'x', stop_grace_period: '30s', init: true }],
    ['docker run -- x --version', { image: 'x', command: ['--version'] }],
    ['docker run x -p 80:80', { image: 'x', command: ['-p', '80:80'] }],
  ])('%s', (cmd, expected) => {
    expect(service(cmd)).toEqual(expected);
  });

  it('reads a multi-line command with \\ continuations', () => {
    expect(service('docker run -d \\\n  --name cache \\\n  -p 6379:6379 \\\n  redis:7-alpine')).toEqual({
      image: 'redis:7-alpine',
      container_name: 'cache',
      ports: ['6379:6379'],
    });
  });

  it('names the service after --name, else after the image', () => {
    expect(
      runToCompose('docker run --name My_App x').ok && (runToCompose('docker run --name My_App x') as { value: { text: string } }).value.text,
    ).toMatch(/^services:\n {2}my_app:/);
    const r = runToCompose('docker run ghcr.io/acme/api-server:1.2@sha256:abc');
    expect(r.ok && r.value.text).toMatch(/^services:\n {2}api-server:/);
  });

  it('quotes ports and YAML 1.1 look-alikes', () => {
    const r = runToCompose('docker run -p 22:22 --restart no -e FLAG=yes -e PORT=8080 x');
    expect(r.ok && r.value.text).toContain('- "22:22"');
    expect(r.ok && r.value.text).toContain('restart: "no"');
    expect(r.ok && r.value.text).toContain('FLAG: "yes"');
    expect(r.ok && r.value.text).toContain('PORT: "8080"');
  });

  it('lists -d and --rm as notes and unknown flags as not converted, never dropping them silently', () => {
    const r = runToCompose('docker run -d --rm --frobnicate -z --ip 10.0.0.5 x');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.notes).toEqual([
      '-d runs in the background: compose has no key for it; start the service with docker compose up -d',
      '--rm removes the container when it exits: compose has no key for it; docker compose down removes the containers (docker compose run --rm for one-off runs)',
    ]);
    expect(r.value.notConverted).toEqual(['--frobnicate (not a docker run option)', '-z', '--ip 10.0.0.5']);
  });

  it.each([
    ['', 'Paste a docker run command to convert it'],
    ['docker build -t x .', 'This is docker build, not docker run: only docker run and docker container run commands can be converted'],
    ['docker', 'This is docker with no subcommand, not docker run: only docker run and docker container run commands can be converted'],
    ['docker run', 'There is no image: docker run needs an image name after its options'],
    ['docker run -it --name', '--name needs a value after it'],
    ['docker run -p', '-p (--publish) needs a value after it'],
    ['docker run --rm=maybe x', '--rm is a switch: it takes =true or =false, not "maybe"'],
  ])('rejects %j', (cmd, message) => {
    expect(convertDocker(cmd, 'run-to-compose')).toEqual({ ok: false, error: { message } });
  });

  it('rejects a command that is not docker, and an unclosed quote with its place', () => {
    expect(convertDocker('podman run x', 'run-to-compose')).toEqual({
      ok: false,
      error: { message: 'This is not a docker command: it starts with "podman". Paste a command that starts with docker run' },
    });
    expect(convertDocker('docker run -e "A=b x', 'run-to-compose')).toEqual({
      ok: false,
      error: { message: 'This double quote is never closed', line: 1, column: 15 },
    });
  });

  it('keeps Unicode and a very long command', () => {
    expect(service('docker run -e "GREETING=héllo 👋" x')).toEqual({ image: 'x', environment: { GREETING: 'héllo 👋' } });
    const many = Array.from({ length: 3000 }, (_, i) => `-e V${i}=${i}`).join(' ');
    expect(Object.keys(service(`docker run ${many} x`).environment as object)).toHaveLength(3000);
  });
});

describe('docker run → compose: a file compose accepts (tests/conformance/compose-spec.test.ts checks the schema)', () => {
  /** The whole compose document the command converts to, read back as data. */
  function compose(cmd: string): Record<string, unknown> {
    const r = runToCompose(cmd);
    if (!r.ok) throw new Error(r.error.message);
    return parse(r.value.text) as Record<string, unknown>;
  }

  it('declares the named volumes a service uses, under their own names, and no host path or anonymous volume', () => {
    expect(
      compose(
        "docker run -v pgdata:/var/lib/postgresql/data -v /srv:/srv -v ./rel:/rel -v /anon -v 'C:\\data:/win' --mount source=cache,target=/c --mount type=volume,dst=/anon2 postgres",
      ).volumes,
    ).toEqual({ pgdata: { name: 'pgdata' }, cache: { name: 'cache' } });
    expect(compose('docker run -v /srv:/srv --mount type=bind,src=/a,dst=/b x').volumes).toBeUndefined();
  });

  it('puts --volume-driver on the named volumes (compose has no volume_driver key), or lists it as not converted', () => {
    const doc = compose('docker run --volume-driver rexray -v data:/data x') as { services: { x: Record<string, unknown> }; volumes: unknown };
    expect(doc.services.x.volume_driver).toBeUndefined();
    expect(doc.volumes).toEqual({ data: { name: 'data', driver: 'rexray' } });
    const r = runToCompose('docker run --volume-driver rexray -v /srv:/srv x');
    expect(r.ok && r.value.text).not.toContain('volume_driver');
    expect(r.ok && r.value.notConverted).toEqual(['--volume-driver rexray (compose sets a driver per named volume, and this command has none)']);
  });

  it('lists a repeated item once, with a note, since compose refuses a list with the same item twice', () => {
    const r = runToCompose('docker run --dns 1.1.1.1 --dns 1.1.1.1 -p 80:80 -p 80:80 --network b --network b --network-alias a --network-alias a x');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const svc = (parse(r.value.text) as { services: { x: Record<string, unknown> } }).services.x;
    expect(svc).toMatchObject({ dns: ['1.1.1.1'], ports: ['80:80'], networks: { b: { aliases: ['a'] } } });
    expect(r.value.notes).toEqual([
      '--dns 1.1.1.1 is given more than once: compose refuses a repeated item, so it is listed once',
      '-p 80:80 is given more than once: compose refuses a repeated item, so it is listed once',
      '--network b is given more than once: compose refuses a repeated item, so it is listed once',
      '--network-alias a is given more than once: compose refuses a repeated item, so it is listed once',
    ]);
    // The order of env files matters (a later one overrides), and compose allows a repeat there.
    expect(service('docker run --env-file a.env --env-file b.env --env-file a.env x').env_file).toEqual(['a.env', 'b.env', 'a.env']);
  });

  it.each([
    [
      'docker run --name a x',
      '--name a: a container name is 2 or more letters, digits, _ . or -, starting with a letter or digit; Docker refuses "a"',
    ],
    [
      'docker run --name=-web x',
      '--name=-web: a container name is 2 or more letters, digits, _ . or -, starting with a letter or digit; Docker refuses "-web"',
    ],
    ['docker run -e =x x', "-e '=x': the name before = is empty, which Docker refuses"],
    ["docker run --label '' x", "--label '': the name before = is empty, which Docker refuses"],
    ['docker run --sysctl =1 x', "--sysctl '=1': the name before = is empty, which Docker refuses"],
    ['docker run --cgroupns shared x', '--cgroupns shared: Docker takes host, private here, not "shared"'],
    ['docker run --pull=sometimes x', '--pull=sometimes: Docker takes always, missing, never here, not "sometimes"'],
    ['docker run --oom-score-adj 2000 x', '--oom-score-adj 2000: Docker takes a whole number from -1000 to 1000 here, not "2000"'],
    ['docker run --memory-swappiness 1.5 x', '--memory-swappiness 1.5: Docker takes a whole number from 0 to 100 here, not "1.5"'],
    ['docker run --gpus count=two x', '--gpus count=two: count is a whole number or all'],
    [
      'docker run --mount type=disk,dst=/d x',
      '--mount type=disk,dst=/d: "disk" is not a mount type; Docker takes bind, volume, tmpfs, npipe, cluster, image',
    ],
    [
      'docker run --mount type=tmpfs,dst=/t,tmpfs-mode=0999 x',
      '--mount type=tmpfs,dst=/t,tmpfs-mode=0999: tmpfs-mode is an octal file mode such as 1777',
    ],
  ])('refuses %s as Docker does (its compose file would be refused)', (cmd, message) => {
    expect(runToCompose(cmd)).toEqual({ ok: false, error: { message } });
  });

  it('still takes a container name or a value left to a variable', () => {
    expect(service('docker run --name "${NAME}" --oom-score-adj "$ADJ" x')).toMatchObject({ container_name: '${NAME}', oom_score_adj: '${ADJ}' });
  });
});

describe('docker run → compose: what the shell would have expanded', () => {
  it.each([
    ['docker run -v "$(pwd)/src:/src" -v `pwd`:/w x', { volumes: ['${PWD}/src:/src', '${PWD}:/w'] }],
    ['docker run -e \'P=a$b\' -e Q=\\$ -e R="$HOME/x" x', { environment: { P: 'a$$b', Q: '$$', R: '${HOME}/x' } }],
    ["docker run x sh -c 'echo $((1+2)) ${N:-0}'", { command: ['sh', '-c', 'echo $$((1+2)) $${N:-0}'] }],
    ['docker run --name "svc-${ENV:-dev}" x', { container_name: 'svc-${ENV:-dev}' }],
  ])('%s', (cmd, expected) => {
    expect(service(cmd)).toMatchObject(expected);
  });

  it('says which variables compose fills in, and where ${PWD} comes from', () => {
    const r = runToCompose('docker run -e A=$USER -e B=${TAG} -v $PWD:/p x');
    expect(r.ok && r.value.notes.some((n) => n.includes('${USER}, ${TAG} are left for compose to fill in from its environment'))).toBe(true);
    expect(r.ok && r.value.notes.some((n) => n.includes('written ${PWD}'))).toBe(true);
  });

  it.each(['docker run -e T=$(date +%s) x', 'docker run x echo `whoami`', 'docker run -e N=${#HOME} x', 'docker run x echo "$@"'])(
    'refuses %s',
    (cmd) => {
      const r = runToCompose(cmd);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/is a (command substitution|shell expansion) that compose cannot do/);
    },
  );
});

describe('compose → docker run', () => {
  it.each([
    ['image: nginx', 'docker run \\\n  nginx'],
    ['services:\n  web:\n    image: nginx\n    ports: ["80:80"]', 'docker run \\\n  -p 80:80 \\\n  nginx'],
    ['image: x\nenvironment:\n  - A=b c\n  - B\nlabels:\n  k: v', "docker run \\\n  -e 'A=b c' \\\n  -e B \\\n  -l k=v \\\n  x"],
    [
      'image: x\nports:\n  - target: 80\n    published: 8080\n    host_ip: 127.0.0.1\n    protocol: tcp',
      'docker run \\\n  -p 127.0.0.1:8080:80/tcp \\\n  x',
    ],
    [
      'image: x\nvolumes:\n  - type: bind\n    source: ./src\n    target: /app\n    read_only: true',
      'docker run \\\n  --mount type=bind,source=./src,target=/app,readonly \\\n  x',
    ],
    ['image: x\ncommand: npm run "start dev"', "docker run \\\n  x npm run 'start dev'"],
    ['image: x\nentrypoint: ["tini", "--"]\ncommand: ["node", "app.js"]', 'docker run \\\n  --entrypoint tini \\\n  x -- node app.js'],
    [
      'image: x\nhealthcheck:\n  test: ["CMD", "curl", "-f", "http://localhost"]\n  retries: 3',
      "docker run \\\n  --health-cmd 'curl -f http://localhost' \\\n  --health-retries 3 \\\n  x",
    ],
    ['image: x\nstop_grace_period: 1m30s\nextra_hosts:\n  db: 10.0.0.2', 'docker run \\\n  --add-host db:10.0.0.2 \\\n  --stop-timeout 90 \\\n  x'],
    [
      'image: x\ndeploy:\n  resources:\n    limits: {cpus: "0.5", memory: 256M}\n    reservations:\n      devices:\n        - {driver: nvidia, device_ids: ["0", "1"], capabilities: [gpu]}',
      `docker run \\\n  --cpus 0.5 \\\n  --memory 256M \\\n  --gpus '"device=0,1"' \\\n  x`,
    ],
  ])('%j', (yaml, expected) => {
    const r = composeToRun(yaml);
    expect(r.ok && r.value.text).toBe(expected);
  });

  it('converts every service, and lists what docker run cannot do', () => {
    const r = composeToRun('services:\n  db:\n    image: postgres\n    depends_on: [cache]\n  cache:\n    image: redis\nvolumes:\n  pgdata: {}\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.text).toBe('# db\ndocker run \\\n  postgres\n\n# cache\ndocker run \\\n  redis');
    expect(r.value.notConverted).toEqual(['db: depends_on', 'top-level volumes: pgdata (create them first with docker volume create)']);
  });

  it.each([
    [
      'services:\n  web:\n    build: .',
      'The service "web" is built (build:) and has no image: build it with docker build -t <name> first, then set image',
    ],
    ['- a\n- b', 'This YAML is not a mapping: paste a compose file (services: …) or one service (image: …)'],
    ['services: {}', 'The services mapping is empty'],
  ])('rejects %j', (yaml, message) => {
    expect(composeToRun(yaml)).toEqual({ ok: false, error: { message } });
  });

  it('reports a YAML syntax error with its line and column', () => {
    expect(composeToRun('services:\n  web:\n    image: nginx\n   ports: []\n')).toEqual({
      ok: false,
      error: { message: 'All mapping items must start at the same column', line: 4, column: 1 },
    });
    expect(composeToRun('services:\n  web:\n    image: "nginx\n')).toMatchObject({ ok: false, error: { message: 'Missing closing "quote' } });
  });
});

describe('round trip', () => {
  const realistic = `docker run -d \\
  --name postgres \\
  --restart unless-stopped \\
  -p 127.0.0.1:5432:5432 \\
  -e POSTGRES_PASSWORD='s3cret pass' \\
  -e POSTGRES_DB=app \\
  -v pgdata:/var/lib/postgresql/data \\
  --mount type=bind,source=/srv/init,target=/docker-entrypoint-initdb.d,readonly \\
  --health-cmd "pg_isready -U postgres" --health-interval=10s --health-retries 5 \\
  --log-opt max-size=10m --ulimit nofile=1024:2048 --shm-size 256m --network backend \\
  --gpus all -it --label com.example.team=data \\
  postgres:16 -c max_connections=200`;

  it('run → compose → run → compose gives the same compose service', () => {
    const first = runToCompose(realistic);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const back = composeToRun(first.value.text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(parseDockerRun(back.value.text).ok).toBe(true);
    const again = runToCompose(back.value.text);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    // The same service and networks (keys may come in another order).
    expect(parse(again.value.text)).toEqual(parse(first.value.text));
    expect(Object.keys(parse(first.value.text).services.postgres)).toHaveLength(16);
    expect(back.value.text).toContain("-e 'POSTGRES_PASSWORD=s3cret pass'");
    expect(back.value.text).toMatch(/ {2}postgres:16 -c max_connections=200$/);
  });

  it('auto-detects the direction', () => {
    expect(convertDocker('docker run x', 'auto')).toMatchObject({ ok: true, value: { direction: 'run-to-compose' } });
    expect(convertDocker('image: x', 'auto')).toMatchObject({ ok: true, value: { direction: 'compose-to-run' } });
  });

  it('ships the sample output the core makes', () => {
    expect(convertDocker(dockerComposeSample.input, 'auto')).toEqual({ ok: true, value: dockerComposeSample.output });
  });
});
