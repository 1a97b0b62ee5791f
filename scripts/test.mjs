// `npm test`: every check, stopping at the first failure: typecheck (site and functions/), lint and the Prettier format
// check side by side; then the unit tests beside the back end against the emulators (Firestore rules and the API's
// handlers); the static build, every page's script budget (scripts/bench-size.mjs), then Playwright against the served
// export with the emulators and the API running.
//
// Steps in one phase run at the same time. Each is single-threaded for much of its run (tsc, ESLint, Prettier) or waits
// on other processes (the real programs of tests/real/, the emulators), so side by side they fill the two cores of a CI
// machine that one at a time leaves half idle; their output is printed whole, one step after another, as each ends.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const phases = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ['format', 'npm', ['run', '--silent', 'format:check']],
  ],
  [
    ['unit', 'npx', ['vitest', 'run']],
    ['backend', 'npx', ['vitest', 'run', '--config', 'vitest.rules.config.ts']],
  ],
  [['build', 'npm', ['run', 'build']]],
  // Every page's JavaScript before any interaction against its budget (bytes, not time: a busy machine cannot fail it).
  [['size', 'node', ['scripts/bench-size.mjs', '--all', '--jobs=6', '--budgets-only']]],
  [['e2e', 'npx', ['playwright', 'test']]],
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

/** The output of the steps that failed beside others, kept for the recap. */
const failedOutputs = [];

const started = Date.now();
for (const phase of phases) {
  const steps = phase.filter(([name]) => !only.length || only.includes(name));
  if (steps.length === 0) continue;
  const statuses = steps.length === 1 ? [await runInline(steps[0])] : await Promise.all(steps.map(runBuffered));
  const failure = statuses.find((status) => status !== 0);
  if (failure !== undefined) {
    recapFailures();
    process.exit(failure ?? 1);
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);

/** Runs a step alone, its output straight to ours. Answers its exit status. */
function runInline([name, cmd, args]) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return report(name, r.status, t);
}

/**
 * Prints again, last of all, the end of each failed step's output: a step that failed beside others may have printed
 * before a step that passed, and a CI log is often read from its end.
 */
function recapFailures() {
  for (const { name, output } of failedOutputs) {
    // Without the terminal's colour codes.
    const lines = output
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trimEnd()
      .split('\n');
    console.log(`\n=== ${name} failed: the last ${Math.min(lines.length, 150)} lines of its output again`);
    console.log(lines.slice(-150).join('\n'));
    console.log(`✗ ${name} failed`);
  }
}

/** Runs a step beside others: its output is kept and printed whole when it ends. Answers its exit status. */
function runBuffered([name, cmd, args]) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')} (started beside the others of its phase)`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (e) => chunks.push(Buffer.from(String(e))));
    child.on('close', (status) => {
      const output = Buffer.concat(chunks);
      console.log(`\n=== ${name}: output`);
      process.stdout.write(output);
      if (status !== 0) failedOutputs.push({ name, output: output.toString('utf8') });
      resolve(report(name, status, t));
    });
  });
}

function report(name, status, t) {
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  if (status !== 0) console.log(`\n✗ ${name} failed after ${secs} s`);
  else console.log(`✓ ${name} (${secs} s)`);
  return status ?? 1;
}

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
    // tests/real/crypto-keys.test.ts: ssh-keygen reads and writes the OpenSSH keys.
    'ssh-keygen': 'openssh-client',
    oathtool: 'oathtool',
    // tests/real/pgp.test.ts: GnuPG reads and writes the PGP page's keys and messages.
    gpg: 'gnupg',
    xxd: 'xxd',
    // tests/real/text-escape.real.test.ts compiles the escaped Java literals.
    javac: 'default-jdk-headless',
    // GNU numfmt (tests/real/units.real.test.ts): part of coreutils, listed for a machine that lacks it.
    numfmt: 'coreutils',
    // tests/real/minify.real.test.ts reads original and minified HTML with Python's html.parser.
    python3: 'python3',
    // tests/real/json-to-code.real.test.ts vets the Go types (about a minute to install: an 80 MB download).
    go: 'golang-go',
    // tests/real/barcode.test.ts: dmtxread reads our Data Matrix, ZXingReader (zxing-cpp) our PDF417 and Aztec, zint draws codes for our reader.
    dmtxread: 'dmtx-utils',
    ZXingReader: 'zxing-cpp-tools',
    zint: 'zint',
    // tests/real/pdf.test.ts: qpdf checks every PDF the PDF tools write, poppler's pdfinfo and pdftotext read them,
    // and groff's gropdf (groff -Tpdf; Debian's groff-base lacks it) makes the text PDFs they start from.
    qpdf: 'qpdf',
    pdfinfo: 'poppler-utils',
    pdftotext: 'poppler-utils',
    gropdf: 'groff',
    // tests/real/image.test.ts: GraphicsMagick, libwebp's and libavif's tools and icoutils read what the image converter
    // and favicon generator write (graphicsmagick rather than imagemagick: smaller, and it reads PNG, JPEG and WebP).
    gm: 'graphicsmagick',
    cwebp: 'webp',
    dwebp: 'webp',
    avifenc: 'libavif-bin',
    avifdec: 'libavif-bin',
    icotool: 'icoutils',
    file: 'file',
    // tests/real/gzip.real.test.ts: Google's brotli command reads and writes the Gzip page's brotli.
    brotli: 'brotli',
  };
  const missing = [
    ...new Set(
      Object.entries(packages)
        .filter(([cmd]) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0)
        .map(([, pkg]) => pkg),
    ),
  ];
  // tests/real/curl-to-code.test.ts runs the generated Python with Debian's python3 and its requests (no command to look for).
  if (spawnSync('/usr/bin/python3', ['-c', 'import requests']).status !== 0) missing.push('python3-requests');
  // tests/real/jwt-verify.real.test.ts: PyJWT (with its cryptography backend) signs the tokens the JWT decoder verifies.
  if (spawnSync('/usr/bin/python3', ['-c', 'import jwt, cryptography']).status !== 0) missing.push('python3-jwt', 'python3-cryptography');
  // tests/real/excel.test.ts: openpyxl (python3-openpyxl) and odfpy (python3-odf) write and read the Excel page's files.
  if (spawnSync('/usr/bin/python3', ['-c', 'import openpyxl']).status !== 0) missing.push('python3-openpyxl');
  if (spawnSync('/usr/bin/python3', ['-c', 'import odf.opendocument']).status !== 0) missing.push('python3-odf');
  // tests/real/gzip.real.test.ts: Python's brotli module (python3-brotli) reads and writes the Gzip page's brotli too.
  if (spawnSync('/usr/bin/python3', ['-c', 'import brotli']).status !== 0) missing.push('python3-brotli');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length === 0 || !isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.log(`Installing ${missing.join(', ')} for tests/real (one time)…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
