// Shared by the benchmark scripts: serve the export and launch Chromium.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { startServer } from './serve.mjs';

/** `dir`: the export to serve (a copy of out/ lets a long benchmark run while out/ is rebuilt). */
export async function setup(port = 4180, dir = 'out') {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`No ${dir}/: run \`npm run build\` first.`);
  const server = await startServer({ port, dir: path.resolve(dir) });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/**
 * Opens a page as a visitor does, with the pointer moving over it once it has loaded: most pages request their
 * scripts on the first interaction (scripts/defer-scripts.mjs), and a benchmark of what comes after must not
 * wait for an interaction that never happens.
 */
export async function visit(page, url, options = { waitUntil: 'load' }) {
  await page.goto(url, options);
  await page.mouse.move(20, 200);
  await page.mouse.move(30, 210);
}

/** A JSON array of generated user records, about `targetBytes` long (minified, one line): the big-input benchmarks' document. */
export function bigJson(targetBytes) {
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

/** Before a page loads: records every long task (> 50 ms) of its main thread in window.__longTasks. */
export async function recordLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The longest main-thread task since `startMark` (performance.now() in the page) and how many long tasks there were. */
export async function longestTaskSince(page, startMark) {
  const tasks = await page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0), startMark);
  return { longest: Math.round(tasks.reduce((m, t) => Math.max(m, t.duration), 0)), count: tasks.length };
}

/**
 * Pastes `text` into the editor labelled `label` as a user does: click into it, select all, Ctrl+V from the
 * clipboard. The text is put on the clipboard from inside the page beforehand (not timed). Resolves with the
 * page's performance.now() just before the keys were pressed and the wall-clock time then.
 */
export async function pasteInto(page, label, text) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const editor = page.locator(`.cm-content[aria-label="${label}"]`);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.waitForTimeout(300);
  const startMark = await page.evaluate(() => performance.now());
  const started = Date.now();
  await page.keyboard.press('ControlOrMeta+v');
  return { startMark, started };
}

const sizes = new Map();
/** Raw and gzip -9 size of a script, by URL: a chunk is compressed once, however many pages and rounds load it. */
export function scriptSize(url, body) {
  if (!sizes.has(url)) sizes.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length });
  return sizes.get(url);
}

/** Waits until the page's editors have become CodeMirror (they do once the visitor pauses after a use), 20 s at most. */
export async function editorsUpgraded(page) {
  await page.waitForFunction(() => !document.querySelector('[data-editor]:not([data-editor-ready])'), null, { timeout: 20_000 }).catch(() => {});
}
