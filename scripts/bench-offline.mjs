// What a first visit's service worker costs the visitor: a cold tool page (fresh profile), one pointer move (the page
// hydrates, then registers the worker when idle), until the worker controls the page and its own requests have been
// quiet for 3 s. Reports the worker's requests, the bytes they transferred (as served, gzip), how long until the page
// was controlled, and the Cache Storage used. Then the same with "Make every tool available offline" chosen.
// `--against=DIR` measures a second export (e.g. a copy of out/ built before a change) in the same rounds, alternating
// which goes first. Usage: npm run build && npm run bench:offline [-- --rounds=3 --against=/tmp/out-before /jq_playground/]
import path from 'node:path';
import { setup } from './bench-lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : fallback;
};
const ROUNDS = Number(opt('rounds', 3));
const against = opt('against', null);
const pagePath = args.find((a) => a.startsWith('/')) ?? '/json_formatter/';
const QUIET_MS = 3000;

/** One cold visit of `base + pagePath`; with `everyTool`, the footer's choice is made once the page is controlled. */
async function visit(browser, base, everyTool) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const requests = [];
  let last = Date.now();
  context.on('request', (r) => {
    if (r.serviceWorker()) {
      requests.push(r);
      last = Date.now();
    }
  });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(base + pagePath);
  await page.mouse.move(100, 100);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 180_000 });
  const controlledMs = Date.now() - started;
  if (everyTool) {
    await page.getByRole('button', { name: 'Make every tool available offline', exact: true }).click();
    await page
      .getByRole('group', { name: 'Offline use', exact: true })
      .locator('[aria-live]')
      .filter({ hasText: 'Every tool is available offline.' })
      .waitFor({ timeout: 300_000 });
  }
  while (Date.now() - last < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 250));
  let bytes = 0;
  let answered = 0;
  for (const request of requests) {
    if (!(await request.response())) continue;
    bytes += (await request.sizes()).responseBodySize;
    answered++;
  }
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await context.close();
  return { requests: answered, kb: bytes / 1024, controlledMs, cacheMb: usage / 1048576 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const sites = [{ name: 'this build', dir: 'out', port: 4190 }];
if (against) sites.push({ name: path.basename(against), dir: against, port: 4191 });
for (const site of sites) Object.assign(site, await setup(site.port, site.dir), { first: [], every: [] });
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [...sites].reverse() : sites;
  for (const site of order) site.first.push(await visit(site.browser, site.base, false));
}
// Every tool: once per site (bytes do not vary; it takes a while).
for (const site of sites) {
  try {
    site.every.push(await visit(site.browser, site.base, true));
  } catch {
    // A build without the choice (before it existed): its first visit already downloads everything.
  }
}
for (const site of sites) await site.close();

console.log(`First visit of ${pagePath}: the service worker's downloads (medians of ${ROUNDS} cold visits)`);
console.log('build'.padEnd(24) + 'requests'.padStart(10) + 'KB gzip'.padStart(10) + 'controlled'.padStart(12) + 'Cache MB'.padStart(10));
const row = (name, runs) =>
  console.log(
    name.padEnd(24) +
      String(median(runs.map((r) => r.requests))).padStart(10) +
      median(runs.map((r) => r.kb))
        .toFixed(0)
        .padStart(10) +
      `${(median(runs.map((r) => r.controlledMs)) / 1000).toFixed(1)} s`.padStart(12) +
      median(runs.map((r) => r.cacheMb))
        .toFixed(1)
        .padStart(10),
  );
for (const site of sites) {
  row(site.name, site.first);
  if (site.every.length) row(`${site.name}, every tool`, site.every);
}
