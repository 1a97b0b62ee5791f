// Starts the local Firebase emulators the site uses when no Firebase project is configured:
// Firestore (Google's emulator JAR when the machine has it: it runs on Java 17, while
// firebase-tools' own needs Java 21 and a download), then Auth and Functions (the product API,
// functions/) from firebase-tools, which run offline with the Emulator UI disabled. Ports: firebase.json.
// `npm run emulators` runs them in the foreground; other scripts import startEmulators().
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Resolves when a child process has exited (at once if it already has). */
const exited = (child) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Sends SIGTERM to a child's process group (it was spawned detached) and waits for the child to exit. */
async function terminate(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await exited(child);
}

// firebase-tools run with this Node directly, not through npx: on SIGTERM it exports its data
// (--export-on-exit) before it exits, and waiting for the child then means waiting for that export.
const FIREBASE_BIN = fileURLToPath(new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

/**
 * Starts emulators of firebase-tools (`only`: 'auth', 'functions', 'firestore'). With `dataDir`, it
 * imports that folder when it holds an export and exports into it when stopped (firebase-tools
 * replaces the whole folder on export, so give it one of its own). `config` is another firebase.json.
 */
export function startFirebaseTools({ only, quiet = false, dataDir = null, config = null, env = {} }) {
  const args = [FIREBASE_BIN, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
  if (config) args.push('--config', config);
  // firebase-tools skips the import when the folder does not exist yet and creates it on export.
  if (dataDir) args.push('--import', dataDir, '--export-on-exit', dataDir);
  const child = spawn(process.execPath, args, { stdio: quiet ? 'ignore' : 'inherit', detached: true, env: { ...process.env, ...env } });
  return { child, stop: () => terminate(child) };
}

// Inside dataDir, the Firestore JAR's export: what POST …:export writes, and what --seed_from_export reads.
const FIRESTORE_EXPORT = 'firestore_export';
const firestoreMetadata = (dir) => path.join(dir, FIRESTORE_EXPORT, `${FIRESTORE_EXPORT}.overall_export_metadata`);

/**
 * Starts the Firestore emulator from Google's JAR on `port`. With `dataDir`, it starts from the export
 * there, and stop() first exports into it. (The JAR's own --export-on-exit fails: by the time its
 * shutdown hook runs, its server has stopped. So the export is asked for over its REST API while it
 * runs, as firebase-tools does, into a fresh folder that then replaces the old one.)
 */
export function startFirestoreJar({ port = FIRESTORE_PORT, quiet = false, dataDir = null } = {}) {
  const args = ['-cp', JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start'];
  args.push('--host', '127.0.0.1', '--port', String(port), '--rules', 'firestore.rules', '--project_id', PROJECT_ID);
  if (dataDir && existsSync(firestoreMetadata(dataDir))) args.push('--seed_from_export', path.resolve(firestoreMetadata(dataDir)));
  const child = spawn('java', args, { stdio: quiet ? 'ignore' : 'inherit', detached: true });
  return {
    child,
    async stop() {
      if (dataDir && child.exitCode === null) {
        try {
          await exportFirestore(port, dataDir);
        } catch (e) {
          console.warn(`The Firestore emulator's data was not saved: ${e instanceof Error ? e.message : e}`);
        }
      }
      await terminate(child);
    },
  };
}

/** Exports the Firestore emulator's documents into dataDir (replacing what was there). */
export async function exportFirestore(port, dataDir) {
  const dir = path.resolve(dataDir);
  const tmp = `${dir}.saving-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const res = await fetch(`http://127.0.0.1:${port}/emulator/v1/projects/${PROJECT_ID}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${PROJECT_ID}/databases/(default)`, export_directory: tmp, export_name: FIRESTORE_EXPORT }),
  });
  if (!res.ok) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`export answered ${res.status}: ${await res.text()}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}

/**
 * Starts the three emulators (reusing any already listening) and resolves when they all answer.
 * With `dataDir` (npm start's .emulator-data/), the ones started here begin with the data saved there
 * and save theirs when stop() is called; without it (tests, e2e) they begin empty and keep nothing.
 * stop() resolves once they have exited.
 */
export async function startEmulators({ quiet = false, dataDir = null } = {}) {
  const started = [];
  const reused = [];
  if (await portOpen(FIRESTORE_PORT)) reused.push('Firestore');
  else {
    let firestore;
    if (existsSync(JAR) && javaMajor() >= 11) {
      firestore = startFirestoreJar({ quiet, dataDir: dataDir && path.join(dataDir, 'firestore') });
    } else if (javaMajor() >= 21) {
      firestore = startFirebaseTools({ only: ['firestore'], quiet, dataDir: dataDir && path.join(dataDir, 'firestore-tools') });
    } else {
      throw new Error(
        "Cannot start the Firestore emulator: neither Google's emulator JAR (" +
          JAR +
          ') nor Java 21 for firebase-tools is available. Install a JDK 21 or the Google Cloud SDK Firestore emulator.',
      );
    }
    started.push(firestore);
    await waitForPort(FIRESTORE_PORT, 'Firestore emulator', firestore.child);
  }
  const only = [];
  for (const [name, port] of [
    ['auth', AUTH_PORT],
    ['functions', FUNCTIONS_PORT],
  ])
    if (await portOpen(port)) reused.push(name === 'auth' ? 'Auth' : 'Functions');
    else only.push(name);
  if (only.length) {
    if (only.includes('functions')) buildFunctions({ quiet });
    // The Functions emulator does not know of the JAR's Firestore: the API's Admin SDK is pointed at it here.
    // Only the Auth emulator has data to keep: run alone, the Functions one would export an empty folder over it.
    const tools = startFirebaseTools({
      only,
      quiet,
      dataDir: dataDir && only.includes('auth') ? path.join(dataDir, 'auth') : null,
      env: { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}` },
    });
    started.push(tools);
    if (only.includes('auth')) await waitForPort(AUTH_PORT, 'Auth emulator', tools.child);
  }
  await waitForApi(started.at(-1)?.child);
  return {
    /** The emulators that were already running, so were not started (nor will be stopped or saved) here. */
    reused,
    async stop() {
      await Promise.all(started.map((e) => e.stop()));
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
    const stop = async () => {
      await handle.stop();
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
