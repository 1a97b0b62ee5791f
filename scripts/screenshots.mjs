// `npm run screenshots`: the README's pictures of the site, from the built export (run `npm run build` first).
// Home, a tool page, pricing and an interview problem; light and dark; desktop (1280 × 800) and phone (390 × 844).
// Written to docs/screenshots/<page>-<theme>-<device>.jpeg; the README links them.
import { mkdirSync } from 'node:fs';
import { setup, visit } from './bench-lib.mjs';

const pages = [
  { name: 'home', path: '/' },
  { name: 'json-formatter', path: '/json_formatter/', tool: 'json_formatter' },
  { name: 'pricing', path: '/pricing/' },
  { name: 'interview-problem', path: '/interview/problems/two-sum/' },
];
const devices = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];
const dir = 'docs/screenshots';
mkdirSync(dir, { recursive: true });

const { base, browser, close } = await setup(Number(process.env.SCREENSHOTS_PORT ?? 4182));
try {
  for (const theme of ['light', 'dark']) {
    for (const device of devices) {
      const context = await browser.newContext({
        viewport: device.viewport,
        isMobile: device.isMobile,
        hasTouch: device.isMobile,
        deviceScaleFactor: 1,
        colorScheme: theme,
      });
      const page = await context.newPage();
      for (const p of pages) {
        await visit(page, base + p.path);
        await page.locator('html[data-shell-ready]').waitFor({ state: 'attached', timeout: 30_000 });
        if (p.tool) await page.locator(`[data-tool="${p.tool}"][data-ready]`).waitFor({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const file = `${dir}/${p.name}-${theme}-${device.name}.jpeg`;
        await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await close();
}
