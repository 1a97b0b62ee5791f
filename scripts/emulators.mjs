// Starts the local Firebase emulators the site uses when no Firebase project is configured:
// Auth on 9099 (firebase-tools, runs offline) and Firestore on 8080 (Google's emulator JAR when the
// machine has it: it runs on Java 17, while firebase-tools' own needs Java 21 and a download).
// `npm run emulators` runs them in the foreground; other scripts import startEmulators().
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const PROJECT_ID = 'demo-devbench';
export const AUTH_PORT = 9099;
export const FIRESTORE_PORT = 8080;
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

/** Starts both emulators (reusing any already listening) and resolves when they accept connections. */
export async function startEmulators({ quiet = false } = {}) {
  const children = [];
  const stdio = quiet ? 'ignore' : 'inherit';
  if (!(await portOpen(AUTH_PORT))) {
    const auth = spawn('npx', ['firebase', 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], { stdio, detached: true });
    children.push(auth);
    await waitForPort(AUTH_PORT, 'Auth emulator', auth);
  }
  if (!(await portOpen(FIRESTORE_PORT))) {
    let firestore;
    if (existsSync(JAR) && javaMajor() >= 11) {
      firestore = spawn(
        'java',
        ['-cp', JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start', '--host', '127.0.0.1', '--port', String(FIRESTORE_PORT), '--rules', 'firestore.rules', '--project_id', PROJECT_ID],
        { stdio, detached: true },
      );
    } else if (javaMajor() >= 21) {
      firestore = spawn('npx', ['firebase', 'emulators:start', '--only', 'firestore', '--project', PROJECT_ID], { stdio, detached: true });
    } else {
      throw new Error(
        'Cannot start the Firestore emulator: neither Google\'s emulator JAR (' + JAR + ') nor Java 21 for firebase-tools is available. Install a JDK 21 or the Google Cloud SDK Firestore emulator.',
      );
    }
    children.push(firestore);
    await waitForPort(FIRESTORE_PORT, 'Firestore emulator', firestore);
  }
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

/** Empties both emulators (between tests). */
export async function resetEmulators() {
  await fetch(`http://127.0.0.1:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://127.0.0.1:${AUTH_PORT}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const handle = await startEmulators();
    console.log(`Emulators ready: Auth on 127.0.0.1:${AUTH_PORT}, Firestore on 127.0.0.1:${FIRESTORE_PORT} (project ${PROJECT_ID}). Ctrl+C stops them.`);
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
