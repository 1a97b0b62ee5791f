// Issue 15, item 1: a tool page is complete HTML whose input works before any script, so it requests its scripts on
// the visitor's first interaction (scripts/defer-scripts.mjs); at once only when there is something to show without
// one (a saved state, a share link) or when the tool's result is made as the page opens.
import { expect, test, type Page } from './test';
import {
  chunks,
  editor,
  editorText,
  expectOutput,
  holdScripts,
  movePointer,
  openTool,
  selectAllIn,
  setEditor,
  shareHash,
  users,
  watchErrors,
} from './helpers';

const ready = (page: Page, slug: string) => page.locator(`[data-tool="${slug}"][data-ready]`);
/** The Input editor's notice for a text of megabytes (it shows the text's start, read-only). */
const bigInput = (page: Page) => page.getByText(/^The input is [0-9.]+ MB: the editor shows its first [0-9.]+ KB, read-only/);

test('a tool page requests no script until it is used, and what is typed before it hydrates is kept and formatted', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/json_formatter/');
  await page.waitForLoadState('load');
  await expect(chunks(page)).toHaveCount(0);

  // The click is the first interaction: the scripts are requested (and held back here), and the prerendered
  // textarea takes the text meanwhile.
  await editor(page, 'Input').click();
  await expect(chunks(page).first()).toBeAttached();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"typed":[1,2]}');
  await expect(ready(page, 'json_formatter')).toHaveCount(0);

  release();
  await expect(ready(page, 'json_formatter')).toBeVisible();
  await expectOutput(page, '{\n  "typed": [\n    1,\n    2\n  ]\n}');
  expect(await editorText(page, 'Input')).toBe('{"typed":[1,2]}');
  errors.expectNone();
});

/** The selection of the CodeMirror editor with this label, as offsets into its document. */
const cmSelection = (page: Page, label: string) =>
  page.locator(`.cm-content[aria-label="${label}"]`).evaluate((node) => {
    const view = (node as unknown as { cmTile?: { root?: { view?: { state: { selection: { main: { from: number; to: number } } } } } } }).cmTile?.root
      ?.view;
    return view ? { from: view.state.selection.main.from, to: view.state.selection.main.to } : null;
  });

test('an editor focused before the page hydrates becomes CodeMirror when it does, with the focus and the selection, and the worker warms', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/json_formatter/');
  await page.waitForLoadState('load');
  // The click is the first interaction; the keys select the text's first five characters in the textarea.
  await editor(page, 'Input').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect(ready(page, 'json_formatter')).toHaveCount(0);
  expect(page.workers()).toHaveLength(0);

  release();
  // Nothing else happens: the focus the page had before it hydrated is what upgrades the editor and warms the worker.
  await expect(page.locator('.cm-content[aria-label="Input"]')).toBeFocused();
  await expect.poll(() => cmSelection(page, 'Input')).toEqual({ from: 0, to: 5 });
  await expect.poll(() => page.workers().length).toBe(1);
  errors.expectNone();
});

test('any control focused before the page hydrates has its focus handler run when it does', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/graphviz/');
  await page.waitForLoadState('load');
  // Graphviz's engine loads when the tool is first used: here by a focus on its engine menu, the first interaction.
  const engine = page.getByRole('combobox', { name: 'Layout engine', exact: true });
  await engine.focus();
  await expect(page.getByText(/Graphviz loads when you start\.$/)).toBeVisible();

  release();
  await expect(ready(page, 'graphviz')).toBeVisible();
  await expect(page.getByText(/^\d+ nodes, \d+ edges · dot · \d+ ms$/)).toBeVisible({ timeout: 30_000 });
  await expect(engine).toBeFocused();
  errors.expectNone();
});

test('a returning visitor sees the saved input and its result without touching the page', async ({ page, context }) => {
  await openTool(page, 'json_formatter');
  await setEditor(page, 'Input', '{"saved":true}');
  await expectOutput(page, '{\n  "saved": true\n}');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:json_formatter'))).toContain('saved');

  // A new tab, where the mouse has never moved.
  const again = await context.newPage();
  const errors = watchErrors(again);
  await again.goto('/json_formatter/');
  await expect(ready(again, 'json_formatter')).toBeVisible();
  await expectOutput(again, '{\n  "saved": true\n}');
  errors.expectNone();
});

test('an input too large for localStorage, kept in IndexedDB, is offered back without touching the page', async ({ page, context }) => {
  const big = JSON.stringify(users(12_000));
  expect(big.length).toBeGreaterThan(1_000_000);
  await openTool(page, 'json_formatter');
  await page.evaluate((t) => navigator.clipboard.writeText(t), big);
  await selectAllIn(page, 'Input');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(bigInput(page)).toBeVisible();
  // The state went to IndexedDB, and localStorage keeps only the mark that says so.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:json_formatter:idb'))).toBe('1');
  expect(await page.evaluate(() => localStorage.getItem('devbench:tool:json_formatter'))).toBeNull();

  const again = await context.newPage();
  const errors = watchErrors(again);
  await again.goto('/json_formatter/');
  await expect(ready(again, 'json_formatter')).toBeVisible();
  // Over 256 KB, a saved input is offered rather than put on screen by itself (issue 28: no saved state may make a
  // page unusable); the offer shows before any interaction, and Restore brings the input and its result back.
  const offer = again.getByRole('status').filter({ hasText: /^Your last input \(1\.3 MB\) was not restored automatically\./ });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByText(/^Input: 1\.3 MB, 1 line · Output: 2\.1 MB/)).toBeVisible();
  errors.expectNone();
});

test('a share link shows its result without touching the page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/json_formatter/${shareHash({ input: '[3,{"shared":null}]' })}`);
  await expect(ready(page, 'json_formatter')).toBeVisible();
  await expectOutput(page, '[\n  3,\n  {\n    "shared": null\n  }\n]');
  errors.expectNone();
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

for (const { slug, section, line } of [
  { slug: 'uuid/generator', section: 'Generated UUIDs', line: UUID_V4 },
  { slug: 'password/generator', section: 'Generated', line: /^\S{20}$/ },
]) {
  test(`${slug}: the result made as the page opens shows with no script loaded, and the tool keeps it once it loads`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/${slug}/`);
    await page.waitForLoadState('load');
    // Made by the page's prerun (src/lib/prerun.ts): five results, line numbers for them, Copy usable, no chunk.
    const shown = (await editorText(page, 'Output')).split('\n');
    expect(shown).toHaveLength(5);
    for (const l of shown) expect(l).toMatch(line);
    const pane = page.getByRole('region', { name: section, exact: true });
    await expect(pane.locator('[data-line-numbers] > *')).toHaveText(['1', '2', '3', '4', '5']);
    await expect(pane.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
    await expect(chunks(page)).toHaveCount(0);

    // The first interaction loads the tool, which adopts the batch instead of making another.
    await movePointer(page);
    await expect(ready(page, slug)).toBeVisible();
    await expect.poll(() => editorText(page, 'Output')).toBe(shown.join('\n'));
    await expect(pane.locator('[data-line-numbers] > *')).toHaveText(['1', '2', '3', '4', '5']);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await pane.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown.join('\n'));
    // Generate makes a new batch.
    await pane.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => editorText(page, 'Output')).not.toBe(shown.join('\n'));
    errors.expectNone();
  });
}

test('a tap on Generate before the tool has loaded makes a new batch once it has', async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdScripts(page);
  await page.goto('/uuid/generator/');
  const first = await editorText(page, 'Output');
  expect(first.split('\n')).toHaveLength(5);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  release();
  await expect(ready(page, 'uuid/generator')).toBeVisible();
  await expect.poll(() => editorText(page, 'Output')).not.toBe(first);
  expect((await editorText(page, 'Output')).split('\n')).toHaveLength(5);
  errors.expectNone();
});

test('a saved state, not the prerun, is what a generator page shows', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/uuid/generator/');
  await page.evaluate(() => localStorage.setItem('devbench:tool:uuid/generator', JSON.stringify({ count: '2', uppercase: true })));
  await page.reload();
  // The saved settings make the page load at once; the tool makes two upper-case UUIDs.
  await expect(ready(page, 'uuid/generator')).toBeVisible();
  await expect.poll(async () => (await editorText(page, 'Output')).split('\n').length).toBe(2);
  expect(await editorText(page, 'Output')).toMatch(/^[0-9A-F-]{36}\n[0-9A-F-]{36}$/);
  errors.expectNone();
});

test.describe('clocks and your own browser, before the page has loaded its scripts', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  const table = (page: Page, name: string) => page.locator('[data-tool]').getByRole('table', { name, exact: true });
  const row = (page: Page, name: string) => table(page, 'Output').getByRole('row', { name, exact: false });

  test('/timestamp/ shows the current time in your zone and keeps it ticking; the tool takes over on the first interaction', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/timestamp/');
    await page.waitForLoadState('load');
    await expect(chunks(page)).toHaveCount(0);
    const seconds = () => row(page, 'Unix seconds').getByRole('cell').first().textContent();
    const first = Number(await seconds());
    expect(Math.abs(first - Date.now() / 1000)).toBeLessThan(60);
    await expect(row(page, 'Local time (Asia/Tokyo)').getByRole('cell').first()).toContainText(/ 20[0-9]{2} at .* GMT\+9$/);
    await expect(row(page, 'ISO 8601 (Asia/Tokyo, UTC+09:00)').getByRole('cell').first()).toHaveText(/\+09:00$/);
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo');
    await expect(page.getByText('Showing the current time, updated every second.', { exact: false })).toBeVisible();
    await expect.poll(async () => Number(await seconds())).toBeGreaterThan(first);
    await expect(chunks(page)).toHaveCount(0);

    await movePointer(page);
    await expect(ready(page, 'timestamp')).toBeVisible();
    // The tool's own zone list (every zone), still on the visitor's zone, and its clock.
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Tokyo');
    expect(await page.getByLabel('Time zone', { exact: true }).locator('option').count()).toBeGreaterThan(300);
    await expect(page.getByLabel('Time zone', { exact: true }).locator('option[value="Asia/Tokyo"]')).toHaveCount(1);
    const later = Number(await seconds());
    await expect.poll(async () => Number(await seconds())).toBeGreaterThan(later);
    await expect(table(page, 'Output').getByRole('row')).toHaveCount(6);
    errors.expectNone();
  });

  test('/timezones/cities/ says your zone and time before the scripts load', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/timezones/cities/');
    const sentence = page.getByText(/^Your browser’s zone is Asia\/Tokyo: [A-Z][a-z]{2} \d{2}:\d{2}, UTC\+09:00\. /);
    await expect(sentence).toBeVisible();
    await expect(chunks(page)).toHaveCount(0);
    await movePointer(page);
    await expect(ready(page, 'timezones/cities')).toBeVisible();
    await expect(sentence).toBeVisible();
    errors.expectNone();
  });

  test('/user-agent/parser/ reads your browser and its Client Hints before the scripts load', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/user-agent/parser/');
    const ua = await page.evaluate(() => navigator.userAgent);
    const cell = (t: string, name: string) => table(page, t).getByRole('cell', { name, exact: true });
    await expect(page.locator('[data-tool]').getByText(ua, { exact: true })).toBeVisible();
    await expect(cell('Output', 'Browser')).toHaveText('Chrome');
    await expect(cell('Output', 'Engine')).toHaveText('Blink');
    await expect(cell('Client Hints', 'Brands')).toContainText('Chromium');
    await expect(chunks(page)).toHaveCount(0);

    await movePointer(page);
    await expect(ready(page, 'user-agent/parser')).toBeVisible();
    await expect(page.locator('[data-tool]').getByText('loading…')).toHaveCount(0);
    await expect(cell('Output', 'Browser')).toHaveText('Chrome');
    await expect(table(page, 'Output').getByRole('row')).toHaveCount(await table(page, 'Output').getByRole('row').count());
    await expect(cell('Client Hints', 'Brands')).toContainText('Chromium');
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
    errors.expectNone();
  });
});
