// `npm start`: everything needed to run the site locally on a fresh machine. Installs dependencies if
// they are missing, builds the static export if it is missing or older than the sources, starts the
// Firebase emulators with the API, then serves the site. Each step says what it does, about how long it
// takes on a 2-core machine, and how long it took.
// Only Node built-ins here, so it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { newest } from './newest.mjs';

const started = Date.now();
const seconds = (ms) => (ms < 90_000 ? `${Math.round(ms / 1000)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

/** Runs one step: says what it is and what to expect, then how long it took; stops `npm start` if it fails. */
function step(title, expect, cmd, args) {
  console.log(`\n▶ ${title} (${expect})`);
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) {
    console.error(`✗ ${title} failed after ${seconds(Date.now() - t)}`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${title}: ${seconds(Date.now() - t)}`);
}

if (!existsSync('node_modules/.package-lock.json') || !existsSync('functions/node_modules/.package-lock.json')) {
  step('Installing dependencies: the site, then the API in functions/', 'first run only, about 4 minutes', 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
  ]);
}
const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (built < Math.max(newest('src'), newest('content'), statSync('package.json').mtimeMs)) {
  step('Building the static site into out/', built ? 'the sources changed; about 2 minutes' : 'about 2 minutes', 'npm', ['run', 'build']);
}

// Sign-in, bookmarks and the product API (newsletter, billing, kids-create) run in the local Firebase
// emulators unless a Firebase project is configured. Their ports are firebase.json's. What they hold
// (accounts, bookmarks, shares, subscriptions) is saved in .emulator-data/ when npm start stops and loaded
// when it starts again; `npm start -- --fresh` begins empty. Tests and the e2e never pass a data folder.
const { startEmulators, API_URL, AUTH_PORT, FIRESTORE_PORT, SITE_PORT } = await import('./emulators.mjs');
const DATA_DIR = '.emulator-data';
let emulators = null;
if (!process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) {
  if (process.argv.includes('--fresh') && existsSync(DATA_DIR)) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log(`\n--fresh: removed the emulators' saved data (${DATA_DIR}/)`);
  }
  const saved = existsSync(DATA_DIR) ? `, with the data saved in ${DATA_DIR}/` : '';
  console.log(
    `\n▶ Starting the Firebase emulators: Firestore on port ${FIRESTORE_PORT}, Auth on ${AUTH_PORT}, the API's function${saved} (about 30 s)`,
  );
  const t = Date.now();
  try {
    emulators = await startEmulators({ quiet: true, dataDir: DATA_DIR });
    console.log(`✓ Emulators: ${seconds(Date.now() - t)}; the API answers at ${API_URL}`);
    if (emulators.reused.length) {
      console.log(`  Already running, so used as they are (their data is not loaded from or saved to ${DATA_DIR}/): ${emulators.reused.join(', ')}`);
    }
  } catch (e) {
    console.warn(`The site runs, but sign-in, bookmarks and the newsletter will not work: ${e instanceof Error ? e.message : e}`);
  }
}
let stopping = false;
const stop = async () => {
  // A second Ctrl+C while the data is being saved quits at once.
  if (stopping || !emulators) process.exit(0);
  stopping = true;
  console.log(`\nSaving the emulators' data in ${DATA_DIR}/ and stopping them…`);
  await emulators.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const port = Number(process.env.PORT ?? SITE_PORT);
const { startServer } = await import('./serve.mjs');
await startServer({ port, dir: path.resolve('out'), hostname: '127.0.0.1' });
console.log(`\nDevbench is running at http://127.0.0.1:${port}/ (ready ${seconds(Date.now() - started)} after npm start; Ctrl+C stops it)`);
