// A 5 MB input through recipes on /recipes/, in a real browser, as a user does (select all, Ctrl+V into the
// Input editor): how long the answer takes and the longest main-thread task from the paste until after it is
// shown (the page must never block > 200 ms). Medians of interleaved rounds.
// Usage: npm run build && npm run bench:recipes [-- --rounds 3 --mb 5]
import { bigJson, longestTaskSince, pasteInto, recordLongTasks, setup, visit } from './bench-lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg('rounds', 3);
const mb = arg('mb', 5);
const text = bigJson(mb * 1024 * 1024);
const b64 = Buffer.from(text).toString('base64');

const recipes = {
  'JSON minify → JSON format → JSON to YAML': { input: text, steps: [{ op: 'json/minify' }, { op: 'json_formatter' }, { op: 'json_to_yaml' }] },
  'jq .[].email → CSV-free lines': { input: text, steps: [{ op: 'jq_playground', options: { filter: '.[] | .email', rawOutput: true } }] },
  'Base64 → gzip → Base64 decode → JSON format': {
    input: b64,
    steps: [
      { op: 'base64_decoder' },
      { op: 'gzip/compress' },
      { op: 'base64_encoder' },
      { op: 'base64_decoder' },
      { op: 'gzip/decompress' },
      { op: 'json_formatter' },
    ],
  },
};

const { base, browser, close } = await setup(4182);
const results = Object.fromEntries(Object.keys(recipes).map((name) => [name, []]));
for (let round = 0; round < rounds; round++) {
  for (const [name, recipe] of Object.entries(recipes)) {
    const page = await browser.newPage();
    await recordLongTasks(page);
    await visit(page, `${base}/recipes/#${encodeURIComponent(JSON.stringify({ steps: recipe.steps }))}`, { waitUntil: 'networkidle' });
    await page.locator('[data-island="recipes"][data-ready]').waitFor();
    // CodeMirror and the worker's code first, as any earlier interaction would load them.
    await page.getByLabel('Input', { exact: true }).click();
    await page.locator('.cm-content[aria-label="Input"]').waitFor();
    await page.waitForTimeout(500);
    const { startMark, started } = await pasteInto(page, 'Input', recipe.input);
    // Done: the status line gives the run's time and no longer says "working…".
    await page.waitForFunction(
      () => {
        // The status line (the last of the page's live regions; the first announces step changes).
        const regions = [...document.querySelectorAll('[data-island="recipes"] [aria-live="polite"]')];
        return regions.some((r) => /Output: .* · \d+ ms$/.test(r.textContent ?? ''));
      },
      null,
      { timeout: 180_000 },
    );
    const elapsed = Date.now() - started;
    await page.waitForTimeout(1500);
    const { longest } = await longestTaskSince(page, startMark);
    results[name].push({ elapsed, longest });
    await page.close();
  }
}
await close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `Recipes on a ${(text.length / 1024 / 1024).toFixed(1)} MB JSON input (Base64: ${(b64.length / 1024 / 1024).toFixed(1)} MB), ${rounds} interleaved rounds, medians:`,
);
for (const [name, rows] of Object.entries(results)) {
  console.log(
    `${name.padEnd(48)} paste → answer ${String(median(rows.map((r) => r.elapsed))).padStart(6)} ms   longest main-thread task ${String(median(rows.map((r) => r.longest))).padStart(4)} ms (worst ${Math.max(...rows.map((r) => r.longest))} ms)`,
  );
}
