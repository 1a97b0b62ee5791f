// `npm test`: every check, in order, stopping at the first failure: typecheck (site and functions/),
// lint, the Prettier format check, unit tests, the back end against the emulators (Firestore rules and the API's handlers), the
// static build, every page's script budget (scripts/bench-size.mjs), then Playwright against the served export with the emulators and the API running.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['unit', 'npx', ['vitest', 'run']],
  ['backend', 'npx', ['vitest', 'run', '--config', 'vitest.rules.config.ts']],
  ['build', 'npm', ['run', 'build']],
  // Every page's JavaScript before any interaction against its budget (bytes, not time: a busy machine cannot fail it).
  ['size', 'node', ['scripts/bench-size.mjs', '--all', '--jobs=6', '--budgets-only']],
  ['e2e', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
if (!existsSync('node_modules/.package-lock.json') || !existsSync('functions/node_modules/.package-lock.json')) {
  console.log('=== install: npm install (the site, then functions/)');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const chromium = findChromium({ install: true });
if (!only.length || only.includes('unit')) installRealPrograms();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };

const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs} s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

/**
 * tests/real/ checks the command generators against the real programs and fails when one is missing. Installs the
 * ones a Debian machine may lack (the mysql client is MariaDB's there), when we are root, the way findChromium does.
 */
function installRealPrograms() {
  const packages = {
    mysql: 'mariadb-client',
    mysqldump: 'mariadb-client',
    zstd: 'zstd',
    xz: 'xz-utils',
    bzip2: 'bzip2',
    curl: 'curl',
    pandoc: 'pandoc',
    xmllint: 'libxml2-utils',
    zbarimg: 'zbar-tools',
    jq: 'jq',
    // Python's jsonschema (tests/real/json-schema-validator.real.test.ts); Debian's package also installs this command.
    jsonschema: 'python3-jsonschema',
    openssl: 'openssl',
    oathtool: 'oathtool',
    xxd: 'xxd',
  };
  const missing = [
    ...new Set(
      Object.entries(packages)
        .filter(([cmd]) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0)
        .map(([, pkg]) => pkg),
    ),
  ];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length === 0 || !isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log(`Installing ${missing.join(', ')} for tests/real (one time)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
