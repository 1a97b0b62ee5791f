import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './test';
import { editorText, holdScripts } from './helpers';

const palette = (page: Page) => page.getByPlaceholder('Search...');

for (const shortcut of ['Control+k', 'Control+p', '/']) {
  test(`${shortcut} opens the search palette`, async ({ page }) => {
    await page.goto('/faq/');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press(shortcut);
    await expect(palette(page)).toBeVisible();
    await expect(palette(page)).toBeFocused();
  });
}

test('the header search box opens the palette', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search tools' }).click();
  await expect(palette(page)).toBeVisible();
});

test('a shortcut or a click on the search box before the page hydrates opens the palette when it does', async ({ page }) => {
  for (const act of [() => page.keyboard.press('Control+k'), () => page.getByRole('textbox', { name: 'Search tools' }).click()]) {
    const release = await holdScripts(page);
    await page.goto('/cheatsheets/git/', { waitUntil: 'domcontentloaded' });
    await act();
    await expect(page.locator('html')).toHaveAttribute('data-early-search', '');
    release();
    await expect(palette(page)).toBeVisible();
    await expect(palette(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-early-search', /.*/);
    await page.unrouteAll();
  }
});

test('"json" lists every JSON tool, grouped by category, and Enter opens the first', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await palette(page).fill('json');
  const dialog = page.getByRole('dialog');
  for (const name of ['JSON Viewer', 'JSON Escape', 'JSON Unescape', 'JSON Minify', 'CSV to JSON']) {
    await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  }
  // Spotlight draws each group's heading from the --spotlight-label variable (CSS generated content).
  await expect(dialog.locator('[style*="--spotlight-label: \'Encoders & Decoders\'"]')).toBeVisible();
  await expect(dialog.locator('mark').first()).toHaveText(/json/i);
  await page.keyboard.press('ArrowDown');
  const selected = dialog.locator('[data-selected]');
  await expect(selected).toHaveCount(1);
  const name = (await selected.innerText()).split('\n')[0];
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(name).toMatch(/json/i);
});

test('clicking a result navigates to /{slug}/', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await palette(page).fill('url decoder');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /URL Decoder/ })
    .click();
  await expect(page).toHaveURL(/\/url_decoder\/$/);
});

test('the palette scrolls within 500 pixels', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  await page.keyboard.press('Control+k');
  const list = page.locator('.mantine-Spotlight-actionsList');
  await expect(list).toHaveCSS('max-height', '500px');
  expect((await list.boundingBox())!.height).toBeLessThanOrEqual(500);
});

test('"docker" lists the Docker how-to pages and the docker cheatsheet, each saying where it goes', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await palette(page).fill('docker');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /MySQL in Docker/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /PostgreSQL in Docker/ })).toBeVisible();
  const sheet = dialog.getByRole('button', { name: /^Docker cheatsheet/ });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('/cheatsheets/docker/');
  await expect(dialog.locator('[style*="--spotlight-label: \'Cheatsheets\'"]')).toBeVisible();
  // Tools come before content.
  const labels = await dialog
    .locator('.mantine-Spotlight-actionsGroup')
    .evaluateAll((groups) => groups.map((g) => getComputedStyle(g).getPropertyValue('--spotlight-label')));
  expect(labels.indexOf("'Cheatsheets'")).toBeGreaterThan(labels.indexOf("'How-to'"));
});

test('a typo still finds the tool, first', async ({ page }) => {
  await page.goto('/faq/');
  await page.keyboard.press('Control+k');
  await palette(page).fill('jsno formater');
  // Typing selects the first result once the results are drawn (an ArrowDown pressed at once raced that selection: on
  // a busy machine it moved to the second): wait for the first to be selected, then Enter opens it.
  const first = page.getByRole('dialog').locator('.mantine-Spotlight-action').first();
  await expect(first).toContainText('JSON Formatter');
  await expect(first).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/json_formatter\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter');
});

for (const [query, name, path] of [
  ['yaml to json', 'YAML to JSON', /\/yaml_to_json\/$/],
  ['json to yaml', 'JSON to YAML', /\/json_to_yaml\/$/],
] as const) {
  test(`"${query}" puts ${name} first, before its converse, and Enter opens it`, async ({ page }) => {
    await page.goto('/faq/');
    await page.keyboard.press('Control+k');
    await palette(page).fill(query);
    // Typing selects the first result: it is this tool, and Enter opens it.
    const first = page.getByRole('dialog').locator('.mantine-Spotlight-action').first();
    await expect(first).toContainText(name);
    await expect(first).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
}

test('a cheatsheet item found by its words opens scrolled to that item, marked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await palette(page).fill('git undo commit');
  const result = page.getByRole('dialog').getByRole('button', { name: /Undo the last commit/ });
  await expect(result).toContainText('Git cheatsheet › Undo');
  await result.click();
  await expect(page).toHaveURL(/\/cheatsheets\/git\/#undo-\d+$/);
  const id = new URL(page.url()).hash.slice(1);
  const item = page.locator(`[id="${id}"]`);
  await expect(item).toContainText('Undo the last commit');
  await expect(item).toBeInViewport();
  expect(await item.evaluate((el) => el.matches(':target'))).toBe(true);
});

// jwt.io's example token: HS256, signed with "your-256-bit-secret".
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const paste = async (page: Page, text: string) => {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
};

test('a JWT pasted into the palette is detected with its algorithm, and Enter opens the JWT decoder with it decoded', async ({ page }) => {
  await page.goto('/faq/');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeFocused();
  await paste(page, jwt);
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[style*="--spotlight-label: \'Detected\'"]')).toBeVisible();
  const found = dialog.getByRole('button', { name: /^JWT/ });
  await expect(found).toContainText('alg HS256');
  await expect(found).toContainText('opens JWT Decoder');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jwt\/decoder\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JWT Decoder');
  await expect(page.getByText('"HS256"').first()).toBeVisible();
  await expect(page.getByText('"John Doe"').first()).toBeVisible();
});

test('Magic in the palette: a layered encoding shows its decoding chain first, and Enter opens it as a recipe', async ({ page }) => {
  const json = '{"id":42,"tags":["x","y"],"note":"a+b/c"}';
  // JSON → gzip → Base64 → URL-encoded, as a query parameter or a cookie carries it.
  const layered = encodeURIComponent(gzipSync(json).toString('base64'));
  await page.goto('/faq/');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeFocused();
  await paste(page, layered);
  const dialog = page.getByRole('dialog');
  const magic = dialog.getByRole('button', { name: /^Decode: URL → Base64 → gzip → JSON/ });
  await expect(magic).toBeVisible();
  await expect(magic).toContainText('opens a recipe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recipes\/#/);
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(3);
  await expect.poll(() => editorText(page, 'Output')).toBe(json);
});

test('the home page box takes a paste: the palette opens on it, detects the JWT and Enter opens the decoder', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Paste anything or search' });
  await box.click();
  await paste(page, jwt);
  const found = page.getByRole('dialog').getByRole('button', { name: /^JWT/ });
  await expect(found).toContainText('alg HS256');
  // The palette takes the focus as it opens, with the pasted token in its box.
  await expect(palette(page)).toBeFocused();
  await expect(palette(page)).toHaveValue(jwt);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jwt\/decoder\//);
  await expect(page.getByText('"John Doe"').first()).toBeVisible();
  await page.goBack();
  // What was pasted stays in the box.
  await expect(page.getByRole('textbox', { name: 'Paste anything or search' })).toHaveValue(jwt);
});

test('a pasted Python traceback keeps its lines: Enter opens the stack-trace tool with the whole trace', async ({ page }) => {
  const trace = [
    'Traceback (most recent call last):',
    '  File "/srv/app/main.py", line 12, in <module>',
    '    run()',
    '  File "/srv/app/main.py", line 8, in run',
    "    return prices['total'] / count",
    'ZeroDivisionError: division by zero',
  ].join('\n');
  await page.goto('/faq/');
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeFocused();
  await paste(page, trace);
  const found = page.getByRole('dialog').getByRole('button', { name: /^Python traceback/ });
  await expect(found).toContainText('ZeroDivisionError: division by zero · 2 frames');
  await expect(found).toContainText('opens Stack Trace Formatter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stacktrace\//);
  await expect.poll(() => editorText(page, 'Input')).toBe(trace);
});
