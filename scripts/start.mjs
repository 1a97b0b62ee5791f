// `npm start`: everything needed to run the site locally on a fresh machine. Installs dependencies if
// they are missing, builds the static export if it is missing or older than the sources, starts the
// Firebase emulators with the API, then serves the site. Each step says what it does, about how long it
// takes on a 2-core machine, and how long it took.
// Only Node built-ins here, so it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
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
// emulators unless a Firebase project is configured. Their ports are firebase.json's.
const { startEmulators, API_URL, AUTH_PORT, FIRESTORE_PORT, SITE_PORT } = await import('./emulators.mjs');
let emulators = null;
if (!process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) {
  console.log(`\n▶ Starting the Firebase emulators: Firestore on port ${FIRESTORE_PORT}, Auth on ${AUTH_PORT}, the API's function (about 30 s)`);
  const t = Date.now();
  try {
    emulators = await startEmulators({ quiet: true });
    console.log(`✓ Emulators: ${seconds(Date.now() - t)}; the API answers at ${API_URL}`);
  } catch (e) {
    console.warn(`The site runs, but sign-in, bookmarks and the newsletter will not work: ${e instanceof Error ? e.message : e}`);
  }
}
const stop = () => {
  emulators?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const port = Number(process.env.PORT ?? SITE_PORT);
const { startServer } = await import('./serve.mjs');
await startServer({ port, dir: path.resolve('out'), hostname: '127.0.0.1' });
console.log(`\nDevbench is running at http://127.0.0.1:${port}/ (ready ${seconds(Date.now() - started)} after npm start; Ctrl+C stops it)`);
