// Bytes of JavaScript an anonymous visit loads, and what opening the account menu adds (Firebase).
// Usage: npm run build && npm run bench:account
import { gzipSync } from 'node:zlib';
import { setup, visit } from './bench-lib.mjs';

const { base, browser, close } = await setup(4182);
const page = await browser.newPage();
const seen = new Map();
let phase = 'load';
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script') return;
  try {
    const body = await res.body();
    if (!seen.has(res.url())) seen.set(res.url(), { phase, gz: gzipSync(body, { level: 9 }).length, raw: body.length });
  } catch {
    // No body.
  }
});
await visit(page, `${base}/json/minify/`);
await page.waitForLoadState('networkidle');
phase = 'account';
await page.getByRole('button', { name: 'Account' }).click();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
await close();
const sum = (p, k) => [...seen.values()].filter((v) => v.phase === p).reduce((a, v) => a + v[k], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Anonymous page load (/json/minify/): ${kb(sum('load', 'gz'))} gzip (${kb(sum('load', 'raw'))} raw), no Firebase`);
console.log(
  `Opening the account menu adds:      ${kb(sum('account', 'gz'))} gzip (${kb(sum('account', 'raw'))} raw): the Firebase Auth + Firestore client`,
);
