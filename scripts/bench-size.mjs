// Prints the gzip size of the JavaScript each page loads before any interaction (budget: 200 KB).
// Usage: npm run build && npm run bench:size [-- /path/ /other/]  (default: a page of each kind, or --all;
// --files also lists each page's files, largest first)
import { gzipSync } from 'node:zlib';
import { setup } from './bench-lib.mjs';

const BUDGET = 200 * 1024;
const args = process.argv.slice(2);
const { base, browser, close } = await setup();

let paths = args.filter((a) => a.startsWith('/'));
if (args.includes('--all')) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
if (paths.length === 0) paths = ['/', '/faq/', '/privacy.html', '/base64_encoder/', '/json/minify/', '/json/viewer/', '/csv/query-as-sql/'];

const rows = [];
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) {
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // A response without a body (a redirect) carries no code.
      }
    }
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  let raw = 0;
  let gz = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  rows.push({ path, files: scripts.size, raw, gz });
  if (args.includes('--files')) {
    const sizes = [...scripts].map(([url, body]) => [gzipSync(body, { level: 9 }).length, new URL(url).pathname]).sort((a, b) => b[0] - a[0]);
    console.log(`${path}\n${sizes.map(([n, u]) => `  ${(n / 1024).toFixed(1).padStart(6)} KB  ${u}`).join('\n')}`);
  }
  await context.close();
}
await close();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('JavaScript loaded before interaction (gzip -9):');
console.log('page'.padEnd(34), 'files'.padStart(5), 'raw'.padStart(10), 'gzip'.padStart(10), ' budget');
let over = 0;
for (const r of rows) {
  const okay = r.gz <= BUDGET;
  if (!okay) over++;
  console.log(r.path.padEnd(34), String(r.files).padStart(5), kb(r.raw).padStart(10), kb(r.gz).padStart(10), okay ? ' ok' : ' OVER');
}
process.exitCode = over ? 1 : 0;
