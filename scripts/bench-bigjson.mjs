// Opens generated JSON files (5, 20 and 50 MB) in big-input tools, in a real browser, and prints how long
// the result takes and the longest main-thread task while it is produced (the page must never block > 200 ms).
// Usage: npm run build && npm run bench:bigjson [-- [--mb 5,20,50] slug ...]
import { setup } from './bench-lib.mjs';

function bigJson(targetBytes) {
  const items = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    const o = {
      id: i,
      name: `User ${i}`,
      email: `user${i}@example.com`,
      active: i % 3 === 0,
      score: ((i * 7919) % 10000) / 100,
      tags: ['alpha', 'beta', 'gamma'].slice(0, i % 4),
      address: { street: `${i} Main St`, city: 'Springfield', zip: String(10000 + (i % 89999)) },
    };
    size += JSON.stringify(o).length + 1;
    items.push(o);
  }
  return JSON.stringify(items);
}

const MB = 1024 * 1024;
const outputReady = '[data-tool] >> text=/Output: [0-9.]+ MB/';
/** The input each tool gets for a size, how it shows that its result is ready, and the sizes it is measured at. */
const tools = {
  'json/minify': { input: (mb) => JSON.stringify(JSON.parse(bigJson(mb * MB)), null, 2), done: outputReady, sizes: [5, 20, 50] },
  'json/viewer': { input: (mb) => bigJson(mb * MB), done: 'text=/^[0-9]{1,3}(,[0-9]{3})+ nodes$/', sizes: [5, 20, 50] },
  json_formatter: { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5, 20, 50] },
  json_to_yaml: { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
  yaml_to_json: { input: null, done: outputReady, sizes: [5] },
};

const args = process.argv.slice(2);
const mbFlag = args.indexOf('--mb');
const sizesAsked = mbFlag >= 0 ? args[mbFlag + 1].split(',').map(Number) : null;
const requested = args.filter((a, i) => !a.startsWith('-') && !(mbFlag >= 0 && i === mbFlag + 1));
const { base, browser, close } = await setup(4181);
const available = new Set(
  [...(await (await fetch(`${base}/sitemap.xml`)).text()).matchAll(/<loc>[^<]*?\/\/[^/]+\/([^<]*)\/<\/loc>/g)].map((m) => m[1]),
);
const slugs = (requested.length ? requested : Object.keys(tools)).filter((s) => available.has(s));

const yaml = await import('js-yaml');
console.log('Big input, real browser (Chromium, this machine):');
for (const slug of slugs)
  for (const mb of sizesAsked ?? tools[slug].sizes) {
    const tool = tools[slug];
    const text = tool.input ? tool.input(mb) : yaml.dump(JSON.parse(bigJson(mb * MB)));
    const page = await browser.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/${slug}/`, { waitUntil: 'networkidle' });
    await page.locator(`[data-tool="${slug}"][data-ready]`).waitFor();
    // Load CodeMirror first, as any user interaction would, so its start-up is not counted.
    await page.getByLabel('Input', { exact: true }).click();
    await page.locator('.cm-content[aria-label="Input"]').waitFor();
    await page.waitForTimeout(300);
    // The file is built inside the page and dropped on the Input pane, as a user's drag-and-drop would:
    // Playwright's own file upload spends about a second of main-thread time decoding the bytes.
    await page.evaluate((t) => {
      window.__bigFile = new File([t], 'big.json', { type: 'application/json' });
    }, text);
    await page.waitForTimeout(500);
    const startMark = await page.evaluate(() => performance.now());
    const started = Date.now();
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(window.__bigFile);
      const pane = document.querySelector('section[aria-label="Input pane"]') ?? document.querySelector('[data-tool]');
      pane.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      pane.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    await page.locator(tool.done).first().waitFor({ timeout: 180_000 });
    const elapsed = Date.now() - started;
    // Work that follows the result (saving the input, drawing the editors) counts too.
    await page.waitForTimeout(2000);
    const tasks = await page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0), startMark);
    const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    console.log(
      `${slug.padEnd(16)} input ${(text.length / 1024 / 1024).toFixed(1)} MB  result in ${elapsed} ms  longest main-thread task ${Math.round(longest)} ms  (${tasks.length} tasks > 50 ms)`,
    );
    await page.close();
  }
await close();
