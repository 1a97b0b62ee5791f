import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServiceWorker } from '../scripts/service-worker.mjs';
import { startServer } from '../scripts/serve.mjs';
import { announceOnline, expectOutput, movePointer, openContent, openTool, setEditor, watchErrors } from './helpers';
import { expect, test, type Page } from './test';
import type { Request as PlaywrightRequest } from '@playwright/test';

// The service worker (src/sw.ts) is blocked in every other spec (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Installing the worker downloads its precache (about 0.5 MB gzip) and the landing page's code; every tool is some
// 5 MB more, from a server shared with the other tests.
test.describe.configure({ timeout: 180_000 });

/** Waits until the service worker has installed and controls the page. */
async function expectControlled(page: Page) {
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 90_000 }).toBe(true);
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** Runs a jq filter in the playground and waits for its output. */
async function runJq(page: Page, input: string, filter: string, output: string) {
  await openTool(page, 'jq_playground');
  await setEditor(page, 'Input', input);
  await setEditor(page, 'Filter', filter);
  await expectOutput(page, output);
}

/** Renders a DOT graph and waits for its nodes, by title. */
async function renderGraph(page: Page, dot: string, nodes: string[]) {
  await openTool(page, 'graphviz');
  await setEditor(page, 'Input', dot);
  await expect(preview(page).locator('svg g.node title')).toHaveText(nodes);
}

test('after one visit, the tools used and a visited cheatsheet work with the network cut, and every tool once chosen', async ({ page, context }) => {
  const errors = watchErrors(page);
  // Pages the worker itself fetched (for offline use), by address.
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  await openTool(page, 'json_formatter');
  await expectControlled(page);

  // One use of each engine online, so the worker caches it (engines are cached on first use).
  await runJq(page, '{"items": [{"price": 2}, {"price": 5}]}', '.items | map(.price) | add', '7');
  await renderGraph(page, 'digraph G { a -> b }', ['a', 'b']);
  await openContent(page, '/cheatsheets/jq/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account', exact: true }).getByRole('button', { name: 'Sign in with Google', exact: true }),
  ).toBeVisible();
  // The first visit's worker took the shell and the pages used: no other tool page.
  expect(fetchedByWorker.filter((p) => p === '/url_encoder/')).toEqual([]);
  expect(fetchedByWorker).toContain('/json_formatter/');

  // The visitor chooses to keep every tool: the footer says how the download goes, then that it is done.
  const choice = page.getByRole('button', { name: 'Make every tool available offline', exact: true });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  const footerStatus = page.getByRole('group', { name: 'Offline use', exact: true }).locator('[aria-live]');
  await expect(footerStatus).toContainText('Every tool is available offline.', { timeout: 90_000 });
  expect(fetchedByWorker).toContain('/url_encoder/');

  await context.setOffline(true);
  await announceOnline(page, false);
  // The worker's own requests are cut too: a file it never cached cannot be fetched (the browser's report of that
  // failed load is set aside with the others at the end).
  expect(
    await page.evaluate(() =>
      fetch('/sitemap.xml').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  await openTool(page, 'json_formatter');
  await setEditor(page, 'Input', '{"b":1,"a":[1,2]}');
  await expectOutput(page, '{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}');

  await runJq(page, '{"items": [{"price": 2}, {"price": 5}, {"price": 3}]}', '.items | map(.price) | max', '5');

  await renderGraph(page, 'digraph G { x -> y; y -> z }', ['x', 'y', 'z']);
  await expect(preview(page).locator('svg g.edge')).toHaveCount(2);

  await openContent(page, '/cheatsheets/jq/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('jq');

  // A tool page never opened: the choice kept its page and code.
  await openTool(page, 'url_encoder');
  await setEditor(page, 'Input', 'a b&c');
  await expectOutput(page, 'a%20b%26c');
  // The choice is remembered: the footer of this page, opened offline, says so.
  await expect(page.getByRole('group', { name: 'Offline use', exact: true }).locator('[aria-live]')).toContainText(
    'Every tool is available offline.',
  );

  // Offline, the browser reports each request that could not be answered (one started just before the cut, a
  // file never cached) as a failed load; those reports are set aside. Any other console error or page error fails.
  errors.errors.splice(
    0,
    errors.errors.length,
    ...errors.errors.filter((e) => !/^console: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(e)),
  );
  errors.expectNone();
});

test('a cheatsheet that was the first page of a visit opens offline, with its scripts', async ({ page, context }) => {
  const errors = watchErrors(page);
  // Landing straight on a content page: it and its scripts load before the worker exists, and the precache does not
  // hold content pages. The worker takes them when it takes the page over.
  await openContent(page, '/cheatsheets/git/');
  await expectControlled(page);
  const cached = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) if (await (await caches.open(name)).match(location.href)) return true;
      return false;
    });
  await expect.poll(cached, { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await announceOnline(page, false);
  await openContent(page, '/cheatsheets/git/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Git');
  // Its islands hydrated offline: the scripts came from the cache too.
  await expect(page.locator('[data-island][data-ready]').first()).toBeAttached();
  errors.errors.splice(
    0,
    errors.errors.length,
    ...errors.errors.filter((e) => !/^console: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(e)),
  );
  errors.expectNone();
});

test("a long run of a tool holds the worker's download of every tool, which goes on once the run is over", async ({ page, context }) => {
  const errors = watchErrors(page);
  // The worker's requests, each timed by the browser when it was sent (ms since the epoch, as the page's clock has it):
  // on a busy machine the test process may hear of a request long after, and late requests come in bursts.
  const workerRequests: PlaywrightRequest[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(request);
  });
  const sent = () => workerRequests.map((request) => request.timing().startTime);
  // When the page first tells the worker to hold its downloads (the page's clock, in ms since the epoch).
  await page.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const w = window as unknown as { firstHold?: number };
      if ((message as { type?: string } | null)?.type === 'PRECACHE_HOLD') w.firstHold ??= Date.now();
      return post.call(this, message, ...rest);
    } as typeof post;
  });
  await openTool(page, 'jq_playground');
  await expectControlled(page);

  // About 2.6 s of jq on an idle core, longer on a busy one (the playground stops a run at 8 s). It holds the worker's
  // downloads 40 ms after it starts.
  await setEditor(page, 'Filter', 'reduce range(4000000) as $i (0; . + $i)');
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstHold?: number }).firstHold ?? 0)).toBeGreaterThan(0);
  // Every tool chosen during the run: some 550 files, which wait for the run.
  await page.getByRole('button', { name: 'Make every tool available offline', exact: true }).click();
  const status = page.getByRole('group', { name: 'Offline use', exact: true }).locator('[aria-live]');
  await expect(status).toContainText('Downloading every tool for offline use:');

  // The page's clock when the result shows: the download may go on a quarter of a second after that.
  const ended = Number(
    await (
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[aria-label="Output"]')).some(
            (node) => (node instanceof HTMLTextAreaElement ? node.value : node.textContent) === '7999998000000',
          ) && Date.now(),
        null,
        { polling: 'raf', timeout: 20_000 },
      )
    ).jsonValue(),
  );
  // The message takes a moment to reach the worker (longer on a busy machine); nothing new starts from a second after
  // the page sent it until the run is over.
  const held = await page.evaluate(() => (window as unknown as { firstHold?: number }).firstHold);
  expect(held, 'the run held the download').toBeGreaterThan(0);
  const from = held! + 1000;
  expect(ended - from, 'the run went on after the hold').toBeGreaterThan(0);
  expect(sent().filter((t) => t > from && t < ended)).toEqual([]);

  // Then the download goes on to the end.
  await expect(status).toContainText('Every tool is available offline.', { timeout: 90_000 });
  expect(sent().filter((t) => t >= ended).length).toBeGreaterThan(0);
  errors.expectNone();
});

/** A copy of `from` made of hard links (fast, no extra space); files to change are replaced, never written through. */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const src = path.join(entry.parentPath, entry.name);
    const dest = path.join(to, path.relative(from, src));
    if (entry.isDirectory()) mkdirSync(dest, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(path.dirname(dest), { recursive: true });
      linkSync(src, dest);
    }
  }
}

/** Replaces a file with new content (a new file, so the hard-linked original in out/ is untouched). */
function replaceFile(file: string, edit: (text: string) => string) {
  const text = readFileSync(file, 'utf8');
  rmSync(file);
  writeFileSync(file, edit(text));
}

/**
 * Runs `run` against a copy of out/ served on a port of its own, so that the site can be redeployed without
 * touching out/. `deploy` makes deploy B: one page changes (html[data-build="b"]) and the build writes a new
 * worker (scripts/service-worker.mjs).
 */
async function withOwnCopy(run: (site: { base: string; dir: string; deploy: () => Promise<void>; down: () => Promise<void> }) => Promise<void>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'devbench-deploy-'));
  linkTree(path.resolve('out'), dir);
  const server = await startServer({ port: 0, dir });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deploy = async () => {
    replaceFile(path.join(dir, 'json_formatter', 'index.html'), (html) => html.replace('<html ', '<html data-build="b" '));
    rmSync(path.join(dir, 'sw.js'));
    await buildServiceWorker(dir);
  };
  // Stops the server: the site is out of reach, as offline (the browser's offline emulation does not cover the
  // worker's update check).
  const down = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    await run({ base, dir, deploy, down });
  } finally {
    await down();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens the JSON formatter of deploy A and waits until the worker controls it. */
async function openControlled(page: Page, base: string) {
  await page.goto(`${base}/json_formatter/`);
  await movePointer(page);
  await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
  await expectControlled(page);
}

const updateNotice = (page: Page) => page.getByRole('status', { name: 'Update', exact: true });

/** Opens deploy A's JSON formatter, deploys B, and reloads: the page shows the update notice, which is returned. */
async function deployWhileOpen(page: Page, base: string, deploy: () => Promise<void>) {
  await openControlled(page, base);
  await deploy();
  await page.reload();
  await movePointer(page);
  const notice = updateNotice(page);
  await expect(notice).toContainText('A new version of Devbench is ready.');
  return notice;
}

/** The page, reloaded by the new worker's takeover, is deploy B's, and works. */
async function expectNewVersion(page: Page) {
  // The new worker activates (and drops the old caches) before the page reloads: slow on a busy machine.
  await expect(page.locator('html[data-build="b"]')).toBeAttached({ timeout: 30_000 });
  await movePointer(page);
  await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
  await expect(updateNotice(page)).toHaveCount(0);
  await setEditor(page, 'Input', '{"b":[2]}');
  await expectOutput(page, '{\n  "b": [\n    2\n  ]\n}');
}

test('a new deploy leads to the update notice, the open page stays on its version, and Reload shows the new version', async ({ page }) => {
  const errors = watchErrors(page);
  await withOwnCopy(async ({ base, deploy }) => {
    const notice = await deployWhileOpen(page, base, deploy);
    // Until the user chooses, the page stays on the version it was opened with.
    await expect(page.locator('html[data-build="b"]')).toHaveCount(0);
    await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();

    // The page of the old deploy goes on working until the user chooses.
    await setEditor(page, 'Input', '[1,{"a":null}]');
    await expectOutput(page, '[\n  1,\n  {\n    "a": null\n  }\n]');

    // Reload: the new worker takes over and the page reloads on the new version.
    await notice.getByRole('button', { name: 'Reload', exact: true }).click();
    await expectNewVersion(page);
    errors.expectNone();
  });
});

test('Reload clicked as soon as the notice shows, while the page is loading, still brings the new version', async ({ page }) => {
  const errors = watchErrors(page);
  await withOwnCopy(async ({ base, deploy }) => {
    const notice = await deployWhileOpen(page, base, deploy);
    // The page goes on loading files through the old worker when Reload is clicked, as it does when the click is its
    // first interaction (the scripts that loads, link prefetch): a request every few milliseconds for two seconds.
    // Chromium forgets the takeover when such a request starts the old worker again while it stops for it
    // (src/lib/sw-activate.ts).
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () => {
          const until = performance.now() + 2_000;
          const load = () => {
            if (performance.now() > until) return;
            void fetch('/manifest.webmanifest').then(
              () => undefined,
              () => undefined,
            );
            setTimeout(load, 5);
          };
          load();
        },
        { capture: true, once: true },
      ),
    );
    await notice.getByRole('button', { name: 'Reload', exact: true }).click();
    await expectNewVersion(page);
    errors.expectNone();
  });
});

/** The service worker's registration on the page, and the names of the caches the site keeps. */
const workerState = (page: Page) =>
  page.evaluate(async () => ({ registered: !!(await navigator.serviceWorker.getRegistration()), caches: await caches.keys() }));

for (const [what, sw] of [
  ['is deleted (404)', null],
  ['throws when it runs', "throw new Error('a broken deploy');"],
  ['fails to install', "self.addEventListener('install', (event) => event.waitUntil(Promise.reject(new Error('a broken deploy'))));"],
] as const) {
  test(`when a new deploy's sw.js ${what}, the old worker goes and the next load is the new deploy, from the network`, async ({ page }) => {
    await withOwnCopy(async ({ base, dir }) => {
      await openControlled(page, base);
      expect((await workerState(page)).caches.length).toBeGreaterThan(0);

      // Deploy B, with a broken worker.
      replaceFile(path.join(dir, 'json_formatter', 'index.html'), (html) => html.replace('<html ', '<html data-build="b" '));
      rmSync(path.join(dir, 'sw.js'));
      if (sw) writeFileSync(path.join(dir, 'sw.js'), sw);

      // The old worker still serves this load (deploy A); its update check fails, and it is dropped with its caches.
      await page.reload();
      await expect(page.locator('html[data-build="b"]')).toHaveCount(0);
      await movePointer(page);
      await expect.poll(() => workerState(page), { timeout: 60_000 }).toEqual({ registered: false, caches: [] });

      // The next load comes from the network: deploy B, and it works, with no worker.
      await page.reload();
      await expect(page.locator('html[data-build="b"]')).toBeAttached();
      await movePointer(page);
      await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
      await setEditor(page, 'Input', '{"b":[2]}');
      await expectOutput(page, '{\n  "b": [\n    2\n  ]\n}');
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      // Its own registration attempt failed too (or its worker never installed): still none, nothing cached.
      await expect.poll(() => workerState(page)).toEqual({ registered: false, caches: [] });
    });
  });
}

test('offline, a failed update check keeps the worker: it is what serves the site', async ({ page }) => {
  await withOwnCopy(async ({ base, down }) => {
    await openControlled(page, base);
    // Notes how the page's own update check (src/lib/sw-client.ts) and its fetch of sw.js end.
    await page.addInitScript(() => {
      const w = window as unknown as { swSeen: string[] };
      w.swSeen = [];
      const update = ServiceWorkerRegistration.prototype.update;
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        return update.call(this).then(
          (r) => (w.swSeen.push('update ok'), r),
          (e: unknown) => {
            w.swSeen.push('update failed');
            throw e;
          },
        );
      };
      const fetchBefore = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const p = fetchBefore(input, init);
        if (String(input) === '/sw.js') p.catch(() => w.swSeen.push('sw.js unreachable'));
        return p;
      };
    });
    await down();
    await page.reload();
    await movePointer(page);
    await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { swSeen: string[] }).swSeen), { timeout: 30_000 })
      .toEqual(['update failed', 'sw.js unreachable']);
    const state = await workerState(page);
    expect(state.registered).toBe(true);
    expect(state.caches.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  });
});
