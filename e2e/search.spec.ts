import { expect, test, type Page } from './test';
import { holdScripts } from './helpers';

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
  await page.keyboard.press('ArrowDown');
  const selected = page.getByRole('dialog').locator('[data-selected]');
  await expect(selected).toContainText('JSON Formatter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/json_formatter\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON Formatter');
});

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
