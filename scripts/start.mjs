// `npm start`: everything needed to run the site locally on a fresh machine. Installs dependencies if
// they are missing, builds the static export if it is missing or older than the sources, then serves it.
// Only Node built-ins here, so it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newest } from './newest.mjs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync('node_modules/.package-lock.json') || !existsSync('functions/node_modules/.package-lock.json')) {
  run('npm', ['install', '--no-audit', '--no-fund']);
}
const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (built < Math.max(newest('src'), newest('content'), statSync('package.json').mtimeMs)) run('npm', ['run', 'build']);

// Sign-in, bookmarks and the product API (newsletter, billing, kids-create) run in the local Firebase
// emulators unless a Firebase project is configured.
const { startEmulators, API_URL, AUTH_PORT, FIRESTORE_PORT } = await import('./emulators.mjs');
let emulators = null;
if (!process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID) {
  try {
    console.log(`Starting the Firebase emulators (Firestore ${FIRESTORE_PORT}, Auth ${AUTH_PORT}, the API's function)…`);
    emulators = await startEmulators({ quiet: true });
    console.log(`API ready at ${API_URL}`);
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

const port = process.env.PORT ?? '3000';
const { startServer } = await import('./serve.mjs');
await startServer({ port: Number(port), dir: path.resolve('out'), hostname: '127.0.0.1' });
console.log(`Devbench is running at http://127.0.0.1:${port}/ (Ctrl+C stops it)`);
