// Prints the gzip size of the JavaScript each page loads before any interaction, against its budget:
// 160 KB for a tool page (an application) and 60 KB for a content page (complete HTML). Pages marked
// <meta name="devbench-hydrate" content="on-interaction"> (content, the home page, and tool pages whose result
// is not made as they open: scripts/defer-scripts.mjs) load their scripts on the first interaction; the
// others at once. "Before any interaction" is everything the page requests, with nobody touching it, until
// the network has been idle for half a second: code loaded later on a timer or when idle counts too, and so does a
// tool's prerun, a script inlined in the page (src/lib/prerun.ts).
// Without --budgets-only it also prints what a real first use then loads: a tap into the page's first text field and
// a paste (or a tap on the page), and the editors' upgrade to CodeMirror that follows once the visitor pauses. For a
// marked tool page that is its whole tool: the aim for a simple one (a formatter, an encoder) is 150 KB (issue 29).
// Lists the pages within 10 KB of their budget (target: none), and exits with 1 when a page is over.
// Usage: npm run build && npm run bench:size [-- /path/ /other/]  (default: a page of each kind, or --all;
// --files also lists each page's files, largest first; --jobs=N pages at a time, default 4; --budgets-only skips the
// first use). `npm test` runs it with --all --budgets-only after the build, so a page over its budget fails the suite.
import { editorsUpgraded, scriptSize, setup } from './bench-lib.mjs';
import { ON_INTERACTION_SELECTOR, SHELL_READY } from './defer-scripts.mjs';

const KB = 1024;
const BUDGET = { tool: 160 * KB, content: 60 * KB };
const MARGIN = 10 * KB;
const args = process.argv.slice(2);
const { base, browser, close } = await setup();

let paths = args.filter((a) => a.startsWith('/'));
if (args.includes('--all')) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
if (paths.length === 0)
  paths = ['/', '/faq/', '/privacy.html', '/cheatsheets/git/', '/base64_encoder/', '/json/minify/', '/json/viewer/', '/csv/query-as-sql/'];

const sum = (scripts, key) => [...scripts.values()].reduce((n, s) => n + s[key], 0);

const rows = [];
// Pages are measured a few at a time (`--jobs N`, default 4): what is measured is bytes, not time, so a busy machine
// changes how long the run takes but not its figures. Each page gets a context of its own (a first visit, no shared
// cache) and no service worker: its precache would fetch the whole site in the background of the first page.
const jobsArg = args.find((a) => a.startsWith('--jobs='));
const jobs = Math.max(1, Number(jobsArg?.slice('--jobs='.length) ?? 4) || 4);
const queue = [...paths];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) rows.push(await measure(path));
  }),
);
// Printed in the order asked (or the sitemap's), whatever order the pages finished in.
rows.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
await close();

async function measure(path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const pending = new Set();
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    const body = res.body().then(
      (b) => scripts.set(res.url(), scriptSize(res.url(), b)),
      // A response without a body (a redirect) carries no code.
      () => {},
    );
    pending.add(body);
    void body.finally(() => pending.delete(body));
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  };
  await page.goto(base + path, { waitUntil: 'load' });
  await settle();
  // A tool's prerun (src/lib/prerun.ts) is code inlined in the page: it counts as a script of its own.
  for (const code of await page.locator('script[data-prerun]').evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
    scripts.set(`${base + path}#prerun`, scriptSize(`${path}#prerun`, Buffer.from(code)));
  }
  const deferred = (await page.locator(ON_INTERACTION_SELECTOR).count()) > 0;
  // A tool page has a tool; a page that loads at once is an application too (pricing, the contact form).
  const kind = deferred && (await page.locator('[data-tool]').count()) === 0 ? 'content' : 'tool';
  const before = new Map(scripts);
  let onInput = null;
  // --budgets-only (npm test): the budgets are on what loads before any interaction; what the first interaction then
  // loads is reported by a full run only.
  if (!args.includes('--budgets-only')) {
    // A real first use: a tap into the page's first text field and a paste (or, without one, a tap on the page), then
    // whatever that loads, the editors' upgrade to CodeMirror once the visitor pauses included.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('{"first":"use","n":[1,2,3]}'));
    const field = page.locator('main textarea:not([readonly]), main input[type="text"]:not([readonly])').first();
    if ((await field.count()) > 0 && (await field.isVisible())) {
      await field.click();
      await page.keyboard.press('ControlOrMeta+v');
    } else await page.mouse.click(5, 300);
    await page.locator(`html[${SHELL_READY}]`).waitFor({ state: 'attached', timeout: 30_000 });
    await editorsUpgraded(page);
    await settle();
    onInput = sum(scripts, 'gz') - sum(before, 'gz');
  }
  if (args.includes('--files')) {
    const files = [...before].map(([url, size]) => [size.gz, new URL(url).pathname]).sort((a, b) => b[0] - a[0]);
    console.log(`${path}\n${files.map(([n, u]) => `  ${(n / KB).toFixed(1).padStart(6)} KB  ${u}`).join('\n')}`);
  }
  await context.close();
  return { path, kind, loads: deferred ? 'on input' : 'at once', files: before.size, raw: sum(before, 'raw'), gz: sum(before, 'gz'), onInput };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
console.log('JavaScript loaded before any interaction (gzip -9), against the budget of the page kind:');
console.log(
  'page'.padEnd(44),
  'kind'.padEnd(8),
  'loads'.padEnd(8),
  'files'.padStart(5),
  'raw'.padStart(10),
  'gzip'.padStart(10),
  'budget'.padStart(9),
  ' ',
  'on first use',
);
let over = 0;
for (const r of rows) {
  const budget = BUDGET[r.kind];
  const state = r.gz > budget ? 'OVER' : r.gz > budget - MARGIN ? 'near' : 'ok';
  if (state === 'OVER') over++;
  const extra = r.onInput === null ? '' : `+${kb(r.onInput)}`;
  console.log(
    r.path.padEnd(44),
    r.kind.padEnd(8),
    r.loads.padEnd(8),
    String(r.files).padStart(5),
    kb(r.raw).padStart(10),
    kb(r.gz).padStart(10),
    kb(budget).padStart(9),
    state.padEnd(4),
    extra,
  );
}
console.log('');
for (const kind of ['tool', 'content']) {
  const of = rows.filter((r) => r.kind === kind).sort((a, b) => b.gz - a.gz);
  if (!of.length) continue;
  const near = of.filter((r) => r.gz > BUDGET[kind] - MARGIN);
  console.log(
    `${kind} pages: ${of.length}; largest ${of[0].path} ${kb(of[0].gz)} of ${kb(BUDGET[kind])}; ` +
      `${near.length} within ${kb(MARGIN)} of the budget or over it${near.length ? ':' : ''}`,
  );
  for (const r of near.slice(0, 20)) console.log(`  ${r.path.padEnd(42)} ${kb(r.gz).padStart(9)}`);
  if (near.length > 20) console.log(`  … and ${near.length - 20} more`);
}
process.exitCode = over ? 1 : 0;
