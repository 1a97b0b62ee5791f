// Puts each bad input (scripts/bad-inputs.mjs: empty, invalid, 1 MB of random text, NULs, a lone
// surrogate, RTL override + emoji, a 1 MB line of control characters, deep nesting, a 10 MB line), then the tool's own sample repeated to 1 MB, into the main input
// of every tool page, in a real browser, and
// prints per tool the longest main-thread task it caused (target: none over 200 ms), the page errors,
// and whether the input was still in the field afterwards. Worst first; the figures are also written
// to bench/results/inputs-<time>.json.
// With --reload, each input is measured a second time as the reloaded page opens with it (from the saved state).
// Usage: npm run build && npm run bench:inputs [-- --only markdown_editor,regex_tester] [--inputs '1 MB controls']
//   [--reload] [--port 4187] [--out <a copy of out/>]
import { mkdirSync, writeFileSync } from 'node:fs';
import { badInputs, expectedText, markMainInput, readMainInput, repeatedSample, setMainInput } from './bad-inputs.mjs';
import { setup, visit } from './bench-lib.mjs';
import { loadTools } from './registry.mjs';

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const BUSY = /\b(?:working|rendering|running|loading|matching|parsing|formatting|converting)…/i;
const SETTLE_CAP_MS = 30_000;
const SAMPLE = '1 MB sample';
/** A page that does not answer for this long is frozen: its figure is recorded as at least this. */
const FROZEN_MS = 20_000;

class Frozen extends Error {}

/** page.evaluate, but giving up when the page's main thread stays blocked. */
function evaluate(page, fn, arg) {
  let timer;
  return Promise.race([
    page.evaluate(fn, arg).finally(() => clearTimeout(timer)),
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Frozen()), FROZEN_MS))),
  ]);
}

/** Waits until the tool is done with its input: no long task for a while and no "working…" status. */
async function settle(page, t0, minMs) {
  const started = Date.now();
  for (;;) {
    await page.waitForTimeout(250);
    const s = await evaluate(
      page,
      ([t0, busy]) => ({
        now: performance.now(),
        lastEnd: window.__longTasks.filter((t) => t.start >= t0).reduce((m, t) => Math.max(m, t.start + t.duration), t0),
        busy: [...document.querySelectorAll('[data-tool] [aria-live]')].some((el) => new RegExp(busy, 'i').test(el.textContent ?? '')),
      }),
      [t0, BUSY.source],
    );
    const waited = Date.now() - started;
    if (waited >= minMs && s.now - s.lastEnd >= 700 && !s.busy) return true;
    if (waited >= SETTLE_CAP_MS) return false;
  }
}

async function benchTool(browser, base, slug) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  let current = 'load';
  page.on('pageerror', (e) => errors.push({ input: current, kind: 'pageerror', message: e.message.slice(0, 300) }));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push({ input: current, kind: 'console', message: m.text().slice(0, 300) });
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const row = { slug, field: null, longest: 0, worstInput: null, inputs: [], errors, lost: [] };
  try {
    await visit(page, `${base}/${slug}/`);
    await page.locator('[data-tool][data-ready]').first().waitFor({ timeout: 30_000 });
    let field = await page.evaluate(markMainInput);
    if (field?.upgradable) {
      // The first interaction turns the kit's textarea into CodeMirror; its loading is not the input's cost.
      await page.locator('[data-bad-input]').click();
      await page.locator(`.cm-content[aria-label="${field.label}"]`).first().waitFor({ state: 'visible', timeout: 15_000 });
      field = await page.evaluate(markMainInput);
    } else if (field) {
      await page.locator('[data-bad-input]').click();
    }
    row.field = field;
    if (!field) return row;
    await page.waitForTimeout(800);
    const sample = repeatedSample(await page.evaluate(readMainInput), field.kind);
    for (const { name, text } of [...chosenInputs(), ...(sample && chosen(SAMPLE) ? [{ name: SAMPLE, text: sample }] : [])]) {
      current = name;
      const started = Date.now();
      try {
        const t0 = await evaluate(page, () => performance.now());
        if (!(await evaluate(page, setMainInput, text))) {
          // The field was replaced (a re-render): find it again once.
          field = await evaluate(page, markMainInput);
          if (!field || !(await evaluate(page, setMainInput, text))) {
            row.lost.push(name);
            continue;
          }
        }
        const settled = await settle(page, t0, text.length > 100_000 ? 2500 : 700);
        const tasks = await evaluate(page, (t0) => window.__longTasks.filter((t) => t.start >= t0), t0);
        const longest = Math.round(tasks.reduce((m, t) => Math.max(m, t.duration), 0));
        const now = await evaluate(page, readMainInput);
        const expected = expectedText(field.kind, text);
        // A kit editor shows a text over 8,000,000 characters (LARGE_TEXT_CHARS) by its start; the tool has all of it.
        const kept = now === expected || (expected.length > 8_000_000 && !!now && expected.startsWith(now));
        if (!kept) row.lost.push(name);
        row.inputs.push({
          name,
          longest,
          over200: tasks.filter((t) => t.duration > 200).length,
          blocking: Math.round(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
          settled,
          kept,
          ms: Date.now() - started,
        });
        if (longest > row.longest) {
          row.longest = longest;
          row.worstInput = name;
        }
        if (reload) {
          // The same input again as the page opens with it: restored from the saved state (a second visit, a reload).
          current = `${name} ${RELOAD}`;
          const again = Date.now();
          await page.waitForTimeout(1500);
          await page.reload({ waitUntil: 'load' });
          await page.mouse.move(40, 220);
          // A large saved state is offered rather than restored: take the offer, as a visitor who wants it back does.
          const restore = page.getByRole('button', { name: 'Restore', exact: true });
          if (
            await restore.waitFor({ timeout: 3000 }).then(
              () => true,
              () => false,
            )
          )
            await restore.click();
          const settledAgain = await settle(page, 0, 2500);
          const tasksAgain = await evaluate(page, () => window.__longTasks);
          const longestAgain = Math.round(tasksAgain.reduce((m, t) => Math.max(m, t.duration), 0));
          row.inputs.push({
            name: current,
            longest: longestAgain,
            over200: tasksAgain.filter((t) => t.duration > 200).length,
            blocking: Math.round(tasksAgain.reduce((s, t) => s + Math.max(0, t.duration - 50), 0)),
            settled: settledAgain,
            kept: true,
            ms: Date.now() - again,
          });
          if (longestAgain > row.longest) {
            row.longest = longestAgain;
            row.worstInput = current;
          }
          field = await evaluate(page, markMainInput);
          if (!field) break;
        }
      } catch (e) {
        if (!(e instanceof Frozen)) throw e;
        // The page stopped answering: count the freeze and leave the tool (its page is unusable).
        row.inputs.push({
          name,
          longest: FROZEN_MS,
          over200: 1,
          blocking: FROZEN_MS,
          settled: false,
          kept: false,
          ms: Date.now() - started,
          frozen: true,
        });
        row.longest = Math.max(row.longest, FROZEN_MS);
        row.worstInput = name;
        row.lost.push(name);
        errors.push({ input: name, kind: 'bench', message: `the page did not answer for ${FROZEN_MS / 1000} s` });
        break;
      }
    }
  } catch (e) {
    errors.push({ input: current, kind: 'bench', message: String(e.message ?? e).split('\n')[0] });
  } finally {
    // A frozen page may not close politely.
    await Promise.race([context.close(), new Promise((r) => setTimeout(r, 5_000))]);
  }
  return row;
}

/** --inputs 'name,name': only these of the inputs (the names printed in the table; '1 MB sample' for the sample). */
const inputNames = arg('inputs')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const chosen = (name) => !inputNames || inputNames.includes(name);
const chosenInputs = () => badInputs().filter((i) => chosen(i.name));
/** --reload: after each input, the page is reloaded and opens with it from the saved state; that is measured too. */
const reload = args.includes('--reload');
const RELOAD = 'reload';

const only = arg('only')
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const all = (await loadTools()).map((t) => t.slug);
const unknown = (only ?? []).filter((s) => !all.includes(s));
if (unknown.length) throw new Error(`Not a tool page: ${unknown.join(', ')}`);
const slugs = only ?? all;

const { base, browser, close } = await setup(Number(arg('port') ?? 4187), arg('out'));
const rows = [];
try {
  for (const slug of slugs) {
    const row = await benchTool(browser, base, slug);
    rows.push(row);
    const pageErrors = row.errors.filter((e) => e.kind !== 'console').length;
    console.error(
      `${slug}: longest ${row.longest} ms (${row.worstInput ?? '-'})${pageErrors ? `, ${pageErrors} errors` : ''}${row.lost.length ? `, lost: ${row.lost.join(', ')}` : ''}`,
    );
  }
} finally {
  await close();
}

rows.sort((a, b) => b.longest - a.longest);
const names = [...chosenInputs().map((i) => i.name), ...(chosen(SAMPLE) ? [SAMPLE] : [])].flatMap((n) => (reload ? [n, `${n} ${RELOAD}`] : [n]));
console.log('\nLongest main-thread task per tool and bad input (ms; target: none over 200), worst first:');
const head = ['tool'.padEnd(36), ...names.map((n) => n.padStart(Math.max(7, n.length))), ' errors', ' input lost'];
console.log(head.join(' '));
for (const r of rows) {
  const cells = names.map((n) => {
    const i = r.inputs.find((x) => x.name === n);
    const v = i ? `${i.frozen ? '>' : ''}${i.longest}${i.settled || i.frozen ? '' : '+'}` : '-';
    return (i && i.longest > 200 ? `*${v}` : v).padStart(Math.max(7, n.length));
  });
  const pageErrors = r.errors.filter((e) => e.kind !== 'console');
  console.log(
    [r.slug.padEnd(36), ...cells, String(pageErrors.length).padStart(7), ` ${r.field ? r.lost.join(', ') || '-' : '(no text field)'}`].join(' '),
  );
}
const over = rows.filter((r) => r.longest > 200);
const withErrors = rows.filter((r) => r.errors.some((e) => e.kind !== 'console'));
console.log(
  `\n${rows.length} tools; ${over.length} over 200 ms; ${withErrors.length} with page errors. (* over 200 ms, + still busy after ${SETTLE_CAP_MS / 1000} s, > the page stopped answering)`,
);
for (const r of withErrors)
  for (const e of r.errors.filter((x) => x.kind !== 'console')) console.log(`  ${r.slug} [${e.input}] ${e.kind}: ${e.message}`);

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/inputs-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), inputs: names, tools: rows }, null, 2)}\n`);
console.log(`Written to ${file}`);
