// npm start keeps the emulators' data between runs (.emulator-data/): it starts them through
// scripts/emulators.mjs with a data folder, and stops them with SIGTERM. This runs the same functions on
// ports of its own (the shared emulators of the other tests stay untouched) with a temporary folder:
// write, stop, start again, read. And with no folder, which is how tests and the e2e start them, nothing is kept.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ESM script without type declarations
import { PROJECT_ID, startFirebaseTools, startFirestoreJar } from '../../scripts/emulators.mjs';

type Handle = { child: { pid?: number }; stop(): Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function answering(url: string, timeoutMs = 150_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let dir: string;
const running: Handle[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'devbench-emulator-data-'));
});
afterAll(async () => {
  await Promise.all(running.map((h) => h.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function firestore(port: number, dataDir: string | null) {
  const handle = startFirestoreJar({ port, quiet: true, dataDir }) as Handle;
  running.push(handle);
  await answering(`http://127.0.0.1:${port}/`);
  return handle;
}
const docUrl = (port: number) =>
  `http://127.0.0.1:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/u1/bookmarks/json%252Fminify`;
const owner = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

describe("the emulators' data folder", () => {
  it('keeps a Firestore document across a stop and a start', async () => {
    const port = await freePort();
    const data = path.join(dir, 'firestore');
    let fs = await firestore(port, data);
    const put = await fetch(docUrl(port), {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { slug: { stringValue: 'json/minify' } } }),
    });
    expect(put.status).toBe(200);
    await fs.stop();

    fs = await firestore(port, data);
    const got = await fetch(docUrl(port), { headers: owner });
    expect(got.status).toBe(200);
    expect((await got.json()).fields.slug.stringValue).toBe('json/minify');
    await fs.stop();

    // Without a folder (tests, e2e), the next start is empty.
    fs = await firestore(port, null);
    expect((await fetch(docUrl(port), { headers: owner })).status).toBe(404);
    await fs.stop();
    // Hang detectors, not speed checks: three starts of the JAR, two of firebase-tools, each much slower on a busy machine.
  }, 480_000);

  it('keeps an Auth account across a stop and a start', async () => {
    const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
    // A firebase.json with only the Auth emulator, on ports no other test uses.
    const config = path.join(dir, 'firebase.json');
    writeFileSync(
      config,
      JSON.stringify({
        emulators: {
          auth: { host: '127.0.0.1', port: auth },
          hub: { port: hub },
          logging: { port: logging },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );
    const data = path.join(dir, 'auth');
    // firebase-tools finds its running hub (to export) through a file named after the project in the temporary
    // folder, which the shared emulators of the same project would overwrite: this one gets a folder of its own.
    const env = { TMPDIR: mkdtempSync(path.join(dir, 'tmp-')) };
    const start = async () => {
      const handle = startFirebaseTools({ only: ['auth'], quiet: true, dataDir: data, config, env }) as Handle;
      running.push(handle);
      await answering(`http://127.0.0.1:${auth}/`);
      return handle;
    };
    const api = (method: string) => `http://127.0.0.1:${auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-key`;
    const account = JSON.stringify({ email: 'kept@example.com', password: 'secret-123', returnSecureToken: true });

    let tools = await start();
    const signUp = await fetch(api('signUp'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: account });
    expect(signUp.status).toBe(200);
    const { localId } = await signUp.json();
    await tools.stop();

    tools = await start();
    // firebase-tools opens the Auth port before it has imported the folder (a sign-in then finds no account): the
    // account must come back once the import is done. Were it not kept, this waits out the poll and fails.
    const signIn = async () => {
      const res = await fetch(api('signInWithPassword'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: account });
      return { status: res.status, localId: ((await res.json()) as { localId?: string }).localId };
    };
    await expect.poll(signIn, { timeout: 120_000, interval: 500 }).toEqual({ status: 200, localId });
    await tools.stop();
  }, 480_000);
});
