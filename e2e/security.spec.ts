import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test';
import { openTool, setEditor, toolAlert, watchErrors } from './helpers';

// User code runs in /sandbox/frame.html inside <iframe sandbox="allow-scripts">: an opaque origin. These
// tests are the attacks a shared link could carry, run as the user would run them.

const SECRET = 'secret-7731';

/** A cookie, a localStorage entry and an IndexedDB database of the site, for the probes to look for. */
async function plantSecrets(page: Page) {
  await page.context().addCookies([{ name: 'probe_secret', value: SECRET, url: 'http://127.0.0.1' }]);
  await page.evaluate(async (secret) => {
    localStorage.setItem('probe_secret', secret);
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('site-secrets', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('kv').put(secret, 'token');
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
      req.onerror = () => reject(req.error);
    });
  }, SECRET);
}

const siteDatabases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());

test.describe('Python runs in an opaque-origin sandbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test('run_js gets no IndexedDB, cookie, storage or same-origin page, and writes nothing into the site', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await openTool(page, 'python/online');
    await plantSecrets(page);
    const before = await siteDatabases(page);
    const probes: [string, string][] = [
      [
        'indexeddb',
        "new Promise((ok, no) => { const q = indexedDB.open('site-secrets'); q.onsuccess = () => ok('opened'); q.onerror = () => no(q.error); })",
      ],
      [
        'write',
        "new Promise((ok, no) => { const q = indexedDB.open('planted-by-python'); q.onsuccess = () => ok('created'); q.onerror = () => no(q.error); })",
      ],
      ['fetch', `fetch(${JSON.stringify(`${baseURL}/`)}).then((r) => r.text())`],
      ['cookie', 'document.cookie'],
      ['storage', "localStorage.getItem('probe_secret')"],
      ['parent', 'parent.document.cookie'],
    ];
    const code = [
      'from pyodide.code import run_js',
      'async def probe(name, js):',
      '    try:',
      '        r = run_js(js)',
      '        if hasattr(r, "then"):',
      '            r = await r',
      '        print(name, "READ", r)',
      '    except Exception as e:',
      '        print(name, "blocked:", type(e).__name__)',
      ...probes.map(([name, js]) => `await probe(${JSON.stringify(name)}, ${JSON.stringify(js)})`),
      'print("done")',
    ].join('\n');
    await setEditor(page, 'Input', code);
    await page.keyboard.press('ControlOrMeta+Enter');
    const output = page.getByRole('region', { name: 'Output' });
    await expect(output).toContainText('done', { timeout: 60_000 });
    for (const [name] of probes) await expect(output).toContainText(`${name} blocked:`);
    await expect(output).not.toContainText('READ');
    await expect(output).not.toContainText(SECRET);
    expect(await siteDatabases(page)).toEqual(before);
    await expect(page.locator('iframe[title="Python sandbox"]')).toHaveAttribute('sandbox', 'allow-scripts');
    errors.expectNone();
  });
});

test.describe('JavaScript and canvas run in an opaque-origin sandbox', () => {
  test('JavaScript gets no IndexedDB or same-origin page either', async ({ page, baseURL, cspViolations }) => {
    await openTool(page, 'javascript/online');
    await plantSecrets(page);
    const before = await siteDatabases(page);
    const code = [
      "try { indexedDB.open('planted-by-js'); console.log('idb READ'); } catch (e) { console.log('idb blocked:', e.name); }",
      `try { const r = await fetch(${JSON.stringify(`${baseURL}/`)}); console.log('fetch READ', (await r.text()).length); } catch (e) { console.log('fetch blocked:', e.name); }`,
      "try { top.location.href = 'https://example.com/'; } catch (e) { console.log('navigate blocked:', e.name); }",
      "console.log('done');",
    ].join('\n');
    await setEditor(page, 'Input', code);
    await page.keyboard.press('ControlOrMeta+Enter');
    const out = page.getByRole('log', { name: 'Output' });
    await expect(out).toContainText('done');
    await expect(out).toContainText('idb blocked: SecurityError');
    await expect(out).toContainText('fetch blocked: TypeError');
    await expect(out).not.toContainText('READ');
    // Without allow-top-navigation the frame cannot take the page elsewhere.
    expect(new URL(page.url()).pathname).toBe('/javascript/online/');
    expect(await siteDatabases(page)).toEqual(before);
    // The fetch was refused by the frame's policy (it may make no request at all): that report is expected.
    expectRefused(cspViolations, ['connect']);
  });

  test('a canvas program gets no IndexedDB of the site', async ({ page }) => {
    await openTool(page, 'canvas/playground');
    await setEditor(page, 'Input', "ctx.fillRect(0, 0, 10, 10);\nindexedDB.open('planted-by-canvas');");
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(toolAlert(page)).toContainText('SecurityError');
    await expect(page.locator('iframe[title="Canvas"]')).toHaveAttribute('sandbox', 'allow-scripts');
    expect(await siteDatabases(page)).not.toContain('planted-by-canvas');
  });
});

test('no other site can frame a page of this one', async ({ page, baseURL, cspViolations }) => {
  // Another origin on this machine (another port) that puts one of our pages in a frame.
  const attacker = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${baseURL}/json/minify/" title="framed"></iframe>`),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await expect.poll(() => cspViolations.some((v) => v.includes("frame-ancestors 'none'"))).toBe(true);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(await framed?.locator('[data-tool]').count()).toBe(0);
  } finally {
    attacker.close();
  }
  // The refusal is what this test wants; any other violation still fails it.
  const others = cspViolations.filter((v) => !v.includes("frame-ancestors 'none'"));
  cspViolations.splice(0, cspViolations.length, ...others);
});

test.describe('sandboxed code cannot speak for the runner', () => {
  test("messages user code posts to the page in the runner's own shapes are ignored, and the page stays usable", async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/online');
    // The shapes of the runner's own messages (js-sandbox.core.ts), old and new, posted the way user code can:
    // to the parent window. A second boot request ('frame') must not be answered with a port either.
    const fakes = [
      { type: 'error', message: 'FAKE error from user code', line: 1, column: 1 },
      { type: 'console', level: 'error', text: 'FAKE console line' },
      { type: 'output', clear: true, dropped: 5, items: [{ type: 'console', level: 'log', text: 'FAKE output batch' }] },
      { type: 'done' },
      { type: 'frame' },
      { type: 'pong', seq: 1 },
    ];
    const code = [
      `const fakes = ${JSON.stringify(fakes)};`,
      "for (const m of fakes) parent.postMessage(m, '*');",
      "window.addEventListener('message', (e) => { if (e.ports.length) console.log('FAKE got a port'); });",
      "console.log('real line');",
      'await new Promise((r) => setTimeout(r, 50));',
      "for (const m of fakes) parent.postMessage(m, '*');",
      "console.log('still running');",
      'await new Promise(() => {});',
    ].join('\n');
    await setEditor(page, 'Input', code);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const out = page.getByRole('log', { name: 'Output' });
    await expect(out).toContainText('still running');
    await afterTwoFrames(page);
    await expect(out).not.toContainText('FAKE');
    await expect(out.locator('[data-kind="error"]')).toHaveCount(0);
    await expect(out).not.toContainText('earlier lines not shown');
    await expect(toolAlert(page)).toHaveCount(0);
    // The fake 'done' did not end the run: it is still running (Stop enabled, no "Finished").
    await expect(page.getByText('Running…')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await page.getByRole('button', { name: 'Stop' }).click();
    await setEditor(page, 'Input', "console.log('next run')");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(out).toContainText('next run');
    await expect(page.getByText(/Finished in \d+ ms/)).toBeVisible();
    errors.expectNone();
  });
});

/** A server on another port of this machine that records every request made to it (HTTP or WebSocket). */
async function listeningServer() {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' }).end('secret-from-elsewhere');
  });
  server.on('upgrade', (req, socket) => {
    hits.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { hits, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Chromium's reports of a refused request, by kind ('connect': fetch, WebSocket, beacon, EventSource; 'image'). */
const refusals: Record<'connect' | 'image', RegExp> = {
  connect: /connect-src|Refused to connect/,
  image: /img-src/,
};

/**
 * Removes the expected reports of refused requests. Each kind given must have been reported, unless `reported`
 * is false (a worker's reports, which may not reach the page's console).
 */
function expectRefused(cspViolations: string[], kinds: (keyof typeof refusals)[], reported = true) {
  if (reported)
    for (const k of kinds)
      expect(
        cspViolations.some((v) => refusals[k].test(v)),
        `a refused ${k} request`,
      ).toBe(true);
  cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((v) => !kinds.some((k) => refusals[k].test(v))));
}

/**
 * Waits two frames and a task in the page: messages the sandbox posted before the output the test has seen
 * have been handled by then. (Not afterPendingWork: its wait for an idle network did not end on these pages.)
 */
async function afterTwoFrames(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

test.describe('sandboxed code reaches no other origin', () => {
  test('JavaScript: fetch, an image, a WebSocket, a beacon and an EventSource are refused, and nothing reaches the server', async ({
    page,
    cspViolations,
  }) => {
    const other = await listeningServer();
    try {
      await openTool(page, 'javascript/online');
      const url = `${other.origin}/x`;
      const code = [
        `const url = ${JSON.stringify(url)};`,
        "try { const r = await fetch(url + '?fetch'); console.log('fetch READ', await r.text()); } catch (e) { console.log('fetch failed:', e.name); }",
        "try { await fetch(url + '?no-cors', { mode: 'no-cors' }); console.log('no-cors READ'); } catch (e) { console.log('no-cors failed:', e.name); }",
        "await new Promise((done) => { const img = new Image(); img.onload = () => { console.log('image READ'); done(); }; img.onerror = () => { console.log('image failed'); done(); }; img.src = url + '?img'; });",
        `await new Promise((done) => { try { const ws = new WebSocket(${JSON.stringify(other.origin.replace('http', 'ws'))} + '/ws'); ws.onopen = () => { console.log('socket READ'); done(); }; ws.onerror = () => { console.log('socket failed'); done(); }; } catch (e) { console.log('socket failed:', e.name); done(); } });`,
        "try { navigator.sendBeacon(url + '?beacon', 'data'); console.log('beacon called'); } catch (e) { console.log('beacon failed:', e.name); }",
        "await new Promise((done) => { const es = new EventSource(url + '?es'); es.onopen = () => { console.log('events READ'); done(); }; es.onerror = () => { console.log('events failed'); es.close(); done(); }; });",
        "console.log('probes done');",
      ].join('\n');
      await setEditor(page, 'Input', code);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      const out = page.getByRole('log', { name: 'Output' });
      await expect(out).toContainText('probes done');
      await expect(out).toContainText('fetch failed: TypeError');
      await expect(out).toContainText('no-cors failed: TypeError');
      await expect(out).toContainText('image failed');
      await expect(out).toContainText('socket failed');
      await expect(out).toContainText('events failed');
      await expect(out).not.toContainText('READ');
      await afterTwoFrames(page);
      expect(other.hits).toEqual([]);
      expectRefused(cspViolations, ['connect', 'image']);
    } finally {
      other.close();
    }
  });

  test('a canvas program cannot load an image from another origin', async ({ page, cspViolations }) => {
    const other = await listeningServer();
    try {
      await openTool(page, 'canvas/playground');
      const code = `await new Promise((done) => { const img = new Image(); img.onload = () => { console.log('image READ'); done(); }; img.onerror = () => { console.log('image failed'); done(); }; img.src = ${JSON.stringify(`${other.origin}/pic.png`)}; });\nctx.fillRect(0, 0, 10, 10);`;
      await setEditor(page, 'Input', code);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect(page.getByRole('log', { name: 'Console' })).toContainText('image failed');
      await afterTwoFrames(page);
      expect(other.hits).toEqual([]);
      expectRefused(cspViolations, ['image']);
    } finally {
      other.close();
    }
  });

  test('Python: a fetch to another origin is refused, and what the program posts itself is not taken as the runner’s', async ({
    page,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    const other = await listeningServer();
    try {
      await openTool(page, 'python/online');
      const code = [
        'from pyodide.code import run_js',
        "run_js(\"postMessage({ type: 'fatal', text: 'FAKE fatal' }); postMessage({ type: 'stream', id: 1, stream: 'stdout', text: 'FAKE stream' })\")",
        'try:',
        `    await run_js(${JSON.stringify(`fetch(${JSON.stringify(`${other.origin}/py`)})`)})`,
        '    print("fetch READ")',
        'except Exception as e:',
        '    print("fetch failed:", type(e).__name__)',
        'print("probes done")',
      ].join('\n');
      await setEditor(page, 'Input', code);
      await page.keyboard.press('ControlOrMeta+Enter');
      const output = page.getByRole('region', { name: 'Output' });
      await expect(output).toContainText('probes done', { timeout: 60_000 });
      await expect(output).toContainText('fetch failed:');
      await expect(output).not.toContainText('READ');
      await expect(output).not.toContainText('FAKE');
      await expect(page.getByRole('alert').filter({ hasText: 'FAKE' })).toHaveCount(0);
      await afterTwoFrames(page);
      // No request reached the server: refused by the frame's policy, not merely unreadable (CORS would let it go out).
      expect(other.hits).toEqual([]);
      expectRefused(cspViolations, ['connect'], false);
    } finally {
      other.close();
    }
  });
});
