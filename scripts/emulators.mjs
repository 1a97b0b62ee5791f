// Starts the local Firebase emulators the site uses when no Firebase project is configured:
// Firestore (Google's emulator JAR when the machine has it: it runs on Java 17, while
// firebase-tools' own needs Java 21 and a download), then Auth and Functions (the product API,
// functions/) from firebase-tools, which run offline with the Emulator UI disabled. Ports: firebase.json.
// `npm run emulators` runs them in the foreground; other scripts import startEmulators().
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { newest } from './newest.mjs';

export const PROJECT_ID = 'demo-devbench';
// The ports are firebase.json's (its `emulators` block), the one place to change them.
const { emulators: configured } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
export const AUTH_PORT = configured.auth.port;
export const FIRESTORE_PORT = configured.firestore.port;
export const FUNCTIONS_PORT = configured.functions.port;
/** The port `npm start` serves the site on, unless PORT is set. */
export const SITE_PORT = configured.hosting?.port ?? 3000;
/** The product API in the Functions emulator: the site's default API host (src/lib/site.ts). */
export const API_URL = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/us-central1/api`;
const JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitForPort(port, name, child, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await portOpen(port)) return;
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not open port ${port} within ${timeoutMs / 1000} s`);
}

function javaMajor() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)/.exec(`${r.stderr}${r.stdout}`);
  return m ? Number(m[1]) : 0;
}

/** Compiles functions/ to functions/lib when the sources are newer than the last build. */
export function buildFunctions({ quiet = false } = {}) {
  const out = 'functions/lib/index.js';
  if (existsSync(out) && statSync(out).mtimeMs >= newest('functions/src')) return;
  if (!quiet) console.log('Building the API (functions/)…');
  const r = spawnSync('npx', ['tsc', '-p', 'functions/tsconfig.json'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('functions/ did not compile');
}

async function waitForApi(child, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the Functions emulator exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${API_URL}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the API did not answer at ${API_URL}/health within ${timeoutMs / 1000} s`);
}

/** Starts the three emulators (reusing any already listening) and resolves when they all answer. */
export async function startEmulators({ quiet = false } = {}) {
  const children = [];
  const stdio = quiet ? 'ignore' : 'inherit';
  if (!(await portOpen(FIRESTORE_PORT))) {
    let firestore;
    if (existsSync(JAR) && javaMajor() >= 11) {
      firestore = spawn(
        'java',
        [
          '-cp',
          JAR,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          '--host',
          '127.0.0.1',
          '--port',
          String(FIRESTORE_PORT),
          '--rules',
          'firestore.rules',
          '--project_id',
          PROJECT_ID,
        ],
        { stdio, detached: true },
      );
    } else if (javaMajor() >= 21) {
      firestore = spawn('npx', ['firebase', 'emulators:start', '--only', 'firestore', '--project', PROJECT_ID], { stdio, detached: true });
    } else {
      throw new Error(
        "Cannot start the Firestore emulator: neither Google's emulator JAR (" +
          JAR +
          ') nor Java 21 for firebase-tools is available. Install a JDK 21 or the Google Cloud SDK Firestore emulator.',
      );
    }
    children.push(firestore);
    await waitForPort(FIRESTORE_PORT, 'Firestore emulator', firestore);
  }
  const only = [!(await portOpen(AUTH_PORT)) && 'auth', !(await portOpen(FUNCTIONS_PORT)) && 'functions'].filter(Boolean);
  if (only.length) {
    if (only.includes('functions')) buildFunctions({ quiet });
    // The Functions emulator does not know of the JAR's Firestore: the API's Admin SDK is pointed at it here.
    const tools = spawn('npx', ['firebase', 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID], {
      stdio,
      detached: true,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}` },
    });
    children.push(tools);
    if (only.includes('auth')) await waitForPort(AUTH_PORT, 'Auth emulator', tools);
  }
  await waitForApi(children.at(-1));
  return {
    stop() {
      for (const c of children) {
        try {
          process.kill(-c.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

/** Empties the Firestore and Auth emulators (between tests). */
export async function resetEmulators() {
  await fetch(`http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    // --quiet (the e2e web server) keeps the emulators' own logs out of the output.
    const handle = await startEmulators({ quiet: process.argv.includes('--quiet') });
    console.log(
      `Emulators ready (project ${PROJECT_ID}): Firestore 127.0.0.1:${FIRESTORE_PORT}, Auth 127.0.0.1:${AUTH_PORT}, API ${API_URL}. Ctrl+C stops them.`,
    );
    const stop = () => {
      handle.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    setInterval(() => {}, 1 << 30);
  } catch (e) {
    console.error(`Could not start the emulators: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
