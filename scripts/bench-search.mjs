// The search palette in Chromium with the CPU slowed 4x (a phone-class CPU): the index's size, the time from the
// shortcut to the palette (first and second opening) and to the content index being searchable, and the time from
// the last keystroke of each query of tests/lib/search-queries.json to its results on screen (median, p95, max).
// Usage: npm run build && npm run bench:search [-- --rate 4]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { setup } from './bench-lib.mjs';

const args = process.argv.slice(2);
const rate = args.includes('--rate') ? Number(args[args.indexOf('--rate') + 1]) : 4;
const queries = JSON.parse(readFileSync('tests/lib/search-queries.json', 'utf8')).map(([q]) => q);
// An older build without the content index (to compare the palette before it) is measured on its tools alone.
const index = existsSync('out/search-index.json') ? readFileSync('out/search-index.json') : null;

const { base, browser, close } = await setup(4182);
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await page.goto(`${base}/faq/`, { waitUntil: 'networkidle' });
await cdp.send('Emulation.setCPUThrottlingRate', { rate });

const box = page.getByPlaceholder('Search...');
const opening = async () => {
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  await box.waitFor();
  return Date.now() - t0;
};
const first = await opening();
// The content index is in once a cheatsheet item can be found.
const t0 = Date.now();
if (index) {
  await box.fill('git undo commit');
  await page.getByRole('dialog').getByText('Git cheatsheet › Undo').first().waitFor({ timeout: 30_000 });
}
const indexed = first + Date.now() - t0;
await page.keyboard.press('Escape');
await box.waitFor({ state: 'hidden' });
const second = await opening();

// Each query is typed but its last character; then the last keystroke is timed to the next frame after React
// has drawn the results.
const times = [];
for (const query of queries) {
  await box.fill(query.slice(0, -1));
  const ms = await page.evaluate(async (q) => {
    const input = document.querySelector('input[placeholder="Search..."]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, query);
  times.push(ms);
  if (process.env.BENCH_VERBOSE) console.log(query, ms.toFixed(1));
}
times.sort((a, b) => a - b);
const pick = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];

console.log(`Search palette, Chromium, CPU throttled ${rate}x:`);
if (index)
  console.log(
    `index /search-index.json  ${(index.length / 1024).toFixed(0)} KB, ${(gzipSync(index, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
  );
console.log(`open, first time          ${first} ms (tools searchable)`);
if (index) console.log(`content index searchable  ${indexed} ms after the shortcut`);
console.log(`open, second time         ${second} ms`);
console.log(
  `keystroke to results      median ${pick(50).toFixed(1)} ms, p95 ${pick(95).toFixed(1)} ms, max ${pick(100).toFixed(1)} ms over ${times.length} queries`,
);
await close();
