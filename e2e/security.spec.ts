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
  test('JavaScript gets no IndexedDB or same-origin page either', async ({ page, baseURL }) => {
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
