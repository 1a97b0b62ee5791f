import { readFile, writeFile } from 'node:fs/promises';
import { deflateSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from './test';
import { editor, editorText, expectOutput, movePointer, setEditor, shareHash, watchErrors, pasteOver } from './helpers';

// The recipes page (/recipes/): operations chained into a recipe, run in a worker on an input, the recipe kept in the
// address's fragment. Every check is on what a visitor sees: the steps, their outputs, the Output editor, the alerts.

/** Opens /recipes/ (with a recipe link's fragment, if given) and waits until the workbench has hydrated. */
async function openRecipes(page: Page, hash = '') {
  await page.goto(`/recipes/${hash}`);
  await movePointer(page);
  await expect(page.locator('[data-island="recipes"][data-ready]')).toBeVisible();
}

/** Adds the best match of a search to the recipe, from the keyboard (type, Enter). */
async function addStep(page: Page, query: string) {
  const search = page.getByRole('searchbox', { name: 'Search operations' });
  await search.fill(query);
  await search.press('Enter');
  await expect(search).toHaveValue('');
}

const steps = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
const step = (page: Page, n: number) => steps(page).nth(n - 1);
const stepOutput = (s: Locator) => s.getByLabel('Step output');
const outputPane = (page: Page) => page.getByRole('region', { name: 'Output pane' });
/** The titles of the steps, in order ("Step 1: URL decode" …). */
const stepNames = async (page: Page) => steps(page).evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

const json = '{"user":{"id":7,"name":"Zoë ~?"},"tags":["a>b","c?d"]}';
/** The JSON as Base64 (with + and / in it), then percent-encoded, as a query parameter carries it. */
const encoded = encodeURIComponent(Buffer.from(json).toString('base64'));
const pretty = JSON.stringify(JSON.parse(json), null, 2);

/** Builds URL decode → Base64 decode → JSON format from the search, with the encoded JSON as input. */
async function buildThreeSteps(page: Page) {
  await setEditor(page, 'Input', encoded);
  await addStep(page, 'url decode');
  await addStep(page, 'base64 decode');
  await addStep(page, 'json format');
  await expect.poll(() => stepNames(page)).toEqual(['Step 1: URL decode', 'Step 2: Base64 decode', 'Step 3: JSON format']);
}

test.describe('recipes', () => {
  test('builds a three-step recipe from the search: each step shows its own output, options change the result', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes');

    // The list shows each operation's title and id; a search narrows it.
    const search = page.getByRole('searchbox', { name: 'Search operations' });
    await search.fill('gzip');
    const matches = page.getByRole('list', { name: 'Matching operations' }).getByRole('button');
    await expect(matches.filter({ hasText: 'gzip/decompress' })).toBeVisible();
    await expect(matches.first()).toContainText('gzip');
    await search.fill('');

    await buildThreeSteps(page);
    await expectOutput(page, pretty);
    await expect(stepOutput(step(page, 1))).toHaveText(decodeURIComponent(encoded));
    await expect(stepOutput(step(page, 2))).toHaveText(json);
    await expect(step(page, 2)).toContainText('bytes read as UTF-8');
    await expect(stepOutput(step(page, 3))).toHaveText(pretty);

    // The options form comes from the operation's schema: a select, a checkbox.
    await step(page, 3).getByRole('combobox', { name: 'Indentation: 2 or 4 spaces, or a tab' }).selectOption({ label: '4' });
    await step(page, 3).getByRole('checkbox', { name: 'Sort keys' }).check();
    await expectOutput(page, JSON.stringify({ tags: ['a>b', 'c?d'], user: { id: 7, name: 'Zoë ~?' } }, null, 4));
    await outputPane(page).getByRole('button', { name: 'Copy', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(JSON.stringify({ tags: ['a>b', 'c?d'], user: { id: 7, name: 'Zoë ~?' } }, null, 4));

    // A step's output folds away and back.
    const toggle = step(page, 1).getByRole('button', { name: /^Output of step 1/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(stepOutput(step(page, 1))).toBeHidden();
    await toggle.click();
    await expect(stepOutput(step(page, 1))).toBeVisible();

    // Removing a step runs the rest.
    await step(page, 3).getByRole('button', { name: 'Remove' }).click();
    await expect(steps(page)).toHaveCount(2);
    await expectOutput(page, json);
    errors.expectNone();
  });

  test('Share copies a link that opens the same recipe, input and output in a new page', async ({ page, context }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await buildThreeSteps(page);
    await step(page, 3).getByRole('checkbox', { name: 'Sort keys' }).check();
    const sorted = JSON.stringify({ tags: ['a>b', 'c?d'], user: { id: 7, name: 'Zoë ~?' } }, null, 2);
    await expectOutput(page, sorted);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // The fragment is the recipe's JSON, exactly what `devbench run` reads.
    expect(JSON.parse(decodeURIComponent(new URL(link).hash.slice(1)))).toEqual({
      steps: [{ op: 'url_decoder' }, { op: 'base64_decoder' }, { op: 'json_formatter', options: { sortKeys: true } }],
      input: encoded,
    });

    const other = await context.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(link);
    await expect(other.locator('[data-island="recipes"][data-ready]')).toBeVisible();
    await expectOutput(other, sorted);
    await expect.poll(() => stepNames(other)).toEqual(['Step 1: URL decode', 'Step 2: Base64 decode', 'Step 3: JSON format']);
    await expect(step(other, 3).getByRole('checkbox', { name: 'Sort keys' })).toBeChecked();
    expect(await editorText(other, 'Input')).toBe(encoded);
    errors.expectNone();
    otherErrors.expectNone();
  });

  test('a breakpoint stops the run after its step; the steps after it are not run', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await buildThreeSteps(page);
    await expectOutput(page, pretty);
    await step(page, 2).getByRole('checkbox', { name: 'Breakpoint' }).check();
    await expectOutput(page, json);
    await expect(outputPane(page).getByText('Stopped at the breakpoint after step 2 (Base64 decode)')).toBeVisible();
    await expect(step(page, 2)).toContainText('the run stops here');
    await expect(step(page, 3)).toContainText('Not run');
    await expect(stepOutput(step(page, 3))).toHaveCount(0);
    await step(page, 2).getByRole('checkbox', { name: 'Breakpoint' }).uncheck();
    await expectOutput(page, pretty);
    errors.expectNone();
  });

  test('an error names the failing step, shows at it and in the output; earlier steps keep their output', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    const notJson = Buffer.from('{"id": 7,, "x": 1}').toString('base64');
    await setEditor(page, 'Input', notJson);
    await addStep(page, 'base64 decode');
    await addStep(page, 'json format');
    await addStep(page, 'json to yaml');
    const stepAlert = step(page, 2).getByRole('alert');
    await expect(stepAlert).toContainText('Step 2 (JSON format):');
    await expect(stepAlert).toContainText('Line 1');
    await expect(outputPane(page).getByRole('alert')).toContainText('Step 2 (JSON format):');
    await expect(stepOutput(step(page, 1))).toHaveText('{"id": 7,, "x": 1}');
    await expect(step(page, 3)).toContainText('Not run');
    expect(await editorText(page, 'Output')).toBe('');
    // Mending the input clears the error.
    await setEditor(page, 'Input', Buffer.from('{"id": 7, "x": 1}').toString('base64'));
    await expectOutput(page, 'id: 7\nx: 1\n');
    await expect(page.locator('[data-island="recipes"]').getByRole('alert')).toHaveCount(0);
    errors.expectNone();
  });

  test('a disabled step passes its input on to the next', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await setEditor(page, 'Input', 'Hello, world');
    await addStep(page, 'base64 encode');
    await addStep(page, 'url encode');
    await expectOutput(page, 'SGVsbG8sIHdvcmxk');
    await addStep(page, 'base64 encode');
    await expectOutput(page, 'U0dWc2JHOHNJSGR2Y214aw==');
    await step(page, 1).getByRole('checkbox', { name: 'Disabled' }).check();
    await expect(step(page, 1)).toContainText('Disabled: passes its input on');
    await expectOutput(page, 'SGVsbG8lMkMlMjB3b3JsZA==');
    await expect(stepOutput(step(page, 2))).toHaveText('Hello%2C%20world');
    await step(page, 1).getByRole('checkbox', { name: 'Disabled' }).uncheck();
    await expectOutput(page, 'U0dWc2JHOHNJSGR2Y214aw==');
    errors.expectNone();
  });

  test('reorders steps with Alt+Arrow keys, the Move buttons and by dragging', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await setEditor(page, 'Input', 'a b');
    await addStep(page, 'url encode');
    await addStep(page, 'base64 encode');
    await expectOutput(page, 'YSUyMGI=');

    // Alt+ArrowUp on the focused step moves it up; the focus stays with it.
    await step(page, 2).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => stepNames(page)).toEqual(['Step 1: Base64 encode', 'Step 2: URL encode']);
    await expect(step(page, 1)).toBeFocused();
    await expectOutput(page, 'YSBi');
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => stepNames(page)).toEqual(['Step 1: URL encode', 'Step 2: Base64 encode']);
    await expect(step(page, 2)).toBeFocused();
    await expectOutput(page, 'YSUyMGI=');

    // Move down on the first step.
    await step(page, 1).getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => stepNames(page)).toEqual(['Step 1: Base64 encode', 'Step 2: URL encode']);
    await expectOutput(page, 'YSBi');

    // Dragged by its grip onto the first step, the second one takes its place.
    await step(page, 2).locator('[draggable="true"]').dragTo(step(page, 1));
    await expect.poll(() => stepNames(page)).toEqual(['Step 1: URL encode', 'Step 2: Base64 encode']);
    await expectOutput(page, 'YSUyMGI=');
    errors.expectNone();
  });

  test('a starter recipe loads with its sample and runs', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    await page.getByRole('button', { name: 'Starter recipes' }).click();
    await page.getByRole('menuitem', { name: /JWT from a cookie header/ }).click();
    await expect.poll(() => stepNames(page)).toEqual(['Step 1: Regex replace', 'Step 2: URL decode', 'Step 3: JWT decode']);
    await expect.poll(() => editorText(page, 'Output')).toContain('"name": "Ada Lovelace"');
    expect(await editorText(page, 'Input')).toMatch(/^Cookie: theme=dark; token=%22eyJ/);

    await page.getByRole('button', { name: 'Starter recipes' }).click();
    await page.getByRole('menuitem', { name: /CSV to SQL inserts/ }).click();
    await expect.poll(() => editorText(page, 'Output')).toContain('CREATE TABLE "orders"');
    await expect(step(page, 1).getByRole('textbox', { name: 'Table name' })).toHaveValue('orders');
    errors.expectNone();
  });

  test('a binary file stays bytes: gunzipped by a step; a binary result is shown in hex and downloaded as a file', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    const text = 'line one\nline two\n'.repeat(20);
    await page
      .getByRole('region', { name: 'Input pane' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt.gz', mimeType: 'application/gzip', buffer: gzipSync(Buffer.from(text)) });
    await expect(page.getByLabel('Input (hex)')).toContainText('1f 8b 08');
    await expect(page.getByText(/^Input notes\.txt\.gz: [0-9]+ B of binary data/)).toBeVisible();
    await addStep(page, 'gzip decompress');
    await expectOutput(page, text);

    // Compressed again, the result is bytes: a hex preview, and Download gives the bytes.
    await addStep(page, 'gzip compress');
    await expect(outputPane(page).getByLabel('Output (hex)')).toContainText('1f 8b');
    const [download] = await Promise.all([page.waitForEvent('download'), outputPane(page).getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('output.bin');
    expect(gunzipSync(await readFile(await download.path())).toString()).toBe(text);

    // A file dropped on the input pane replaces the input the same way.
    await step(page, 2).getByRole('button', { name: 'Remove' }).click();
    const dropped = gzipSync(Buffer.from('dropped\n'));
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'dropped.gz', { type: 'application/gzip' }));
        return dt;
      },
      [...dropped],
    );
    await page.getByRole('region', { name: 'Input pane' }).dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByText(/^Input dropped\.gz: [0-9]+ B of binary data/)).toBeVisible();
    await expectOutput(page, 'dropped\n');
    errors.expectNone();
  });

  test('Magic finds a five-layer decoding chain of the input and makes it the recipe', async ({ page }) => {
    const errors = watchErrors(page);
    await openRecipes(page);
    const secret = '{"magic":"works","n":[1,2,3]}';
    // JSON → zlib → Base64 → hex → Base64 → URL-encoded: five layers, Magic's deepest.
    const hex = Buffer.from(deflateSync(secret).toString('base64')).toString('hex');
    await setEditor(page, 'Input', encodeURIComponent(Buffer.from(hex).toString('base64')));
    await page.getByRole('button', { name: 'Magic' }).click();
    const first = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first();
    await expect(first).toContainText('"magic":"works"');
    await first.getByRole('button', { name: 'Use this recipe' }).click();
    await expect.poll(() => editorText(page, 'Output')).toBe(secret);
    await expect
      .poll(() => stepNames(page))
      .toEqual(['Step 1: URL decode', 'Step 2: Base64 decode', 'Step 3: Hex decode', 'Step 4: Base64 decode', 'Step 5: Zlib decompress']);
    errors.expectNone();
  });

  test('a link with a broken recipe says so; one with an unknown operation names the step', async ({ page }) => {
    await openRecipes(page, '#%7Bnot-json');
    await expect(page.locator('[data-island="recipes"]').getByRole('alert')).toContainText("This link's recipe could not be read");
    await openRecipes(page, shareHash({ steps: [{ op: 'base64_encoder' }, { op: 'no/such-op' }], input: 'x' }));
    await expect(step(page, 2).getByRole('alert')).toContainText('Step 2 (no/such-op): There is no operation "no/such-op"');
    await expect(stepOutput(step(page, 1))).toHaveText('eA==');
  });

  // How long the main thread is blocked meanwhile is measured by `npm run bench:recipes` (timings are for benchmarks:
  // on a busy machine a task's wall time says more about the machine than the page).
  test('a 5 MB input, pasted or opened as a file, runs in the worker and shows its start read-only', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await openRecipes(page);
    await addStep(page, 'json minify');
    await addStep(page, 'json format');
    const rows = Array.from({ length: 45_000 }, (_, i) => ({ id: i, name: `user ${i}`, email: `user${i}@example.com`, tags: ['a', 'b'] }));
    const input = JSON.stringify(rows, null, 1);
    expect(input.length).toBeGreaterThan(5_000_000);
    await pasteOver(page, 'Input', input);

    await expect(page.getByText(/^The input is [0-9.]+ MB: the editor shows its first/)).toBeVisible();
    await expect(outputPane(page).getByText(/^The output is [0-9.]+ MB; the editor shows its first [0-9.]+ KB\./)).toBeVisible({ timeout: 60_000 });
    const shown = await editorText(page, 'Output');
    expect(JSON.stringify(rows, null, 2).startsWith(shown)).toBe(true);
    await expect(stepOutput(step(page, 1))).toContainText('[{"id":0,"name":"user 0"');
    await expect(editor(page, 'Input')).toHaveAttribute('contenteditable', 'false');
    // The link keeps the recipe, not the 5 MB input.
    await expect
      .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
      .toBe(`#${JSON.stringify({ steps: [{ op: 'json/minify' }, { op: 'json_formatter' }] })}`);
    expect(workers.length).toBeGreaterThan(0);

    // Share says the input stayed out of the link.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText(/^The input \([0-9.]+ MB\) would make the link too long/)).toBeVisible();

    // A 5 MB file opened instead: shown by its start, read-only, and run whole.
    const other = JSON.stringify(rows.slice(0, 44_000).reverse(), null, 1);
    // From a file on disk: a buffer handed to setInputFiles is decoded by Playwright's script in the page, a long task
    // of the test's own.
    const path = testInfo.outputPath('users.json');
    await writeFile(path, other);
    await page.getByRole('region', { name: 'Input pane' }).locator('input[type="file"]').setInputFiles(path);
    await expect(
      page.getByText(/^The input is [0-9.]+ MB; the editor shows its first [0-9.]+ KB\. The recipe works on all of users\.json/),
    ).toBeVisible();
    await expect.poll(() => editorText(page, 'Output'), { timeout: 60_000 }).toMatch(/^\[\n {2}\{\n {4}"id": 43999,/);
    errors.expectNone();
  });
});

test('a tool page continues in a recipe: its operation is step 1 with the same options and input', async ({ page }) => {
  const errors = watchErrors(page);
  const input = '{"b":[1,2],"a":"x"}';
  await page.goto(`/json_formatter/${shareHash({ input, indent: '4', sortKeys: true, tolerant: false })}`);
  await movePointer(page);
  await expect(page.locator('[data-tool][data-ready]')).toBeVisible();
  const formatted = JSON.stringify({ a: 'x', b: [1, 2] }, null, 4);
  await expectOutput(page, formatted);
  await page.getByRole('link', { name: 'Continue in a recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/#/);
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(1);
  await expect(step(page, 1)).toHaveAttribute('aria-label', 'Step 1: JSON format');
  await expectOutput(page, formatted);
  errors.expectNone();
});
