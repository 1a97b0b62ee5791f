// Pastes generated JSON (5, 20 and 50 MB) into big-input tools, in a real browser, as a user does (select all,
// Ctrl+V into the Input editor), and prints how long the result takes and the longest main-thread task while it
// is produced (the page must never block > 200 ms). With --drop, the same text is also dropped on the Input pane
// as a file (a second row).
// Usage: npm run build && npm run bench:bigjson [-- [--mb 5,20,50] [--drop] slug ...]
import { bigJson, longestTaskSince, pasteInto, recordLongTasks, setup, visit } from './bench-lib.mjs';

const MB = 1024 * 1024;
const outputReady = '[data-tool] >> text=/Output: [0-9.]+ MB/';
/** The input each tool gets for a size, how it shows that its result is ready, and the sizes it is measured at. */
const tools = {
  'json/minify': { input: (mb) => JSON.stringify(JSON.parse(bigJson(mb * MB)), null, 2), done: outputReady, sizes: [5, 20, 50] },
  'json/viewer': { input: (mb) => bigJson(mb * MB), done: 'text=/^[0-9]{1,3}(,[0-9]{3})+ nodes$/', sizes: [5, 20, 50] },
  json_formatter: { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5, 20, 50] },
  json_to_yaml: { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
  yaml_to_json: { input: null, done: outputReady, sizes: [5] },
  // TOML's top level is a table.
  json_to_toml: { input: (mb) => `{"items":${bigJson(mb * MB)}}`, done: outputReady, sizes: [5] },
  'json/escape': { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
  'json/to-csv': { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
  'json/to-xml': { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
  'json/to-sql': { input: (mb) => bigJson(mb * MB), done: outputReady, sizes: [5] },
};

const args = process.argv.slice(2);
const mbFlag = args.indexOf('--mb');
const sizesAsked = mbFlag >= 0 ? args[mbFlag + 1].split(',').map(Number) : null;
const requested = args.filter((a, i) => !a.startsWith('-') && !(mbFlag >= 0 && i === mbFlag + 1));
const drop = args.includes('--drop');
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
    for (const how of drop ? ['paste', 'drop'] : ['paste']) {
      const page = await browser.newPage();
      await recordLongTasks(page);
      await visit(page, `${base}/${slug}/`, { waitUntil: 'networkidle' });
      await page.locator(`[data-tool="${slug}"][data-ready]`).waitFor();
      // Load CodeMirror first, as any user interaction would, so its start-up is not counted.
      await page.getByLabel('Input', { exact: true }).click();
      await page.locator('.cm-content[aria-label="Input"]').waitFor();
      await page.waitForTimeout(300);
      let startMark;
      let started;
      if (how === 'paste') ({ startMark, started } = await pasteInto(page, 'Input', text));
      else {
        // The file is built inside the page and dropped on the Input pane, as a user's drag-and-drop would:
        // Playwright's own file upload spends about a second of main-thread time decoding the bytes.
        await page.evaluate((t) => {
          window.__bigFile = new File([t], 'big.json', { type: 'application/json' });
        }, text);
        await page.waitForTimeout(500);
        startMark = await page.evaluate(() => performance.now());
        started = Date.now();
        await page.evaluate(() => {
          const dt = new DataTransfer();
          dt.items.add(window.__bigFile);
          const pane = document.querySelector('section[aria-label="Input pane"]') ?? document.querySelector('[data-tool]');
          pane.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
          pane.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
        });
      }
      await page.locator(tool.done).first().waitFor({ timeout: 180_000 });
      const elapsed = Date.now() - started;
      // Work that follows the result (saving the input, drawing the editors) counts too.
      await page.waitForTimeout(2000);
      const { longest, count } = await longestTaskSince(page, startMark);
      console.log(
        `${slug.padEnd(16)} ${how.padEnd(5)} input ${(text.length / 1024 / 1024).toFixed(1)} MB  result in ${elapsed} ms  longest main-thread task ${longest} ms  (${count} tasks > 50 ms)`,
      );
      await page.close();
    }
  }
await close();
