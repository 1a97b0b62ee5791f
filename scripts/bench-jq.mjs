// jq in the playground against native jq, on the same 5 MB JSON and filters, in rounds: each round times native
// `jq '<filter>' file` and, in a real browser (Chromium), the time from pasting the document into /jq_playground/'s
// Input (select all, Ctrl+V, with the filter already in place) to the result showing in the Output editor. Each round
// is a first visit (a fresh browser context), so the service worker is installing meanwhile, as it is for a visitor
// who pastes within seconds of arriving. Prints the median and best of each, the ratio of the medians (the rounds
// interleave, so load on a shared machine hits both sides alike), and the longest main-thread task after the paste.
// Usage: npm run build && npm run bench:jq [-- --mb 5 --rounds 5 --jq /usr/bin/jq]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bigJson, longestTaskSince, pasteInto, recordLongTasks, setup, visit } from './bench-lib.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const mb = Number(flag('--mb', '5'));
const jqBin = flag('--jq', 'jq');
const ROUNDS = Number(flag('--rounds', '5'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const filters = ['[.[] | select(.active) | {id, name, city: .address.city}] | length', '.[] | .name'];

const text = bigJson(mb * 1024 * 1024);
const dir = mkdtempSync(join(tmpdir(), 'bench-jq-'));
const file = join(dir, 'big.json');
writeFileSync(file, text);

const version = execFileSync(jqBin, ['--version'], { encoding: 'utf8' }).trim();
const { base, browser, close } = await setup(4182);
console.log(
  `jq on ${(text.length / 1024 / 1024).toFixed(1)} MB: native ${version} vs the playground (paste to result), ${ROUNDS} rounds, first visits`,
);
try {
  for (const filter of filters) {
    const expected = execFileSync(jqBin, [filter, file], { encoding: 'utf8', maxBuffer: 1 << 30 });
    const native = [];
    const browserMs = [];
    let longest = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = process.hrtime.bigint();
      execFileSync('sh', ['-c', `"$0" "$1" "$2" > /dev/null`, jqBin, filter, file]);
      native.push(Number(process.hrtime.bigint() - t) / 1e6);

      const page = await browser.newPage();
      await recordLongTasks(page);
      await visit(page, `${base}/jq_playground/`, { waitUntil: 'networkidle' });
      await page.locator('[data-tool="jq_playground"][data-ready]').waitFor();
      // The filter first (as a user would write it), run once on the sample so jq's WebAssembly is loaded.
      await page.getByLabel('Filter', { exact: true }).click();
      const filterEditor = page.locator('.cm-content[aria-label="Filter"]');
      await filterEditor.waitFor();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(filter);
      await page.locator('[data-tool] >> text=/ · [0-9]+ ms$/').waitFor();
      const firstLine = expected.split('\n')[0];
      const { startMark, started } = await pasteInto(page, 'Input', text);
      await page.waitForFunction((line) => document.querySelector('.cm-content[aria-label="Output"] .cm-line')?.textContent === line, firstLine, {
        timeout: 120_000,
        polling: 'raf',
      });
      browserMs.push(Date.now() - started);
      await page.waitForTimeout(1500);
      longest = Math.max(longest, (await longestTaskSince(page, startMark)).longest);
      await page.context().close();
    }
    const ms = (xs) =>
      `median ${median(xs).toFixed(0).padStart(4)} best ${Math.min(...xs)
        .toFixed(0)
        .padStart(4)} ms`;
    console.log(
      `${filter.padEnd(64)} native ${ms(native)}  playground ${ms(browserMs)}  ratio ${(median(browserMs) / median(native)).toFixed(2)}  longest main-thread task ${longest} ms`,
    );
  }
} finally {
  await close();
  rmSync(dir, { recursive: true, force: true });
}
