// Issue 29: a visitor from a search lands on a tool, reads for a moment and pastes. The page prepares the tool while
// they read (scripts/defer-scripts.mjs), a paste made before that is done still gets its answer, and nothing of a
// visitor saving data loads before they use the page. The CPU is slowed 4x, as on a mid phone; how long things take
// is measured by `npm run bench:firstuse`, not here.
import { editor, editorText, expectOutput, holdScripts, watchErrors } from './helpers';
import { expect, test, type Page } from './test';

const chunks = (page: Page) => page.locator('script[src^="/_next/static/chunks/"]:not([nomodule])');

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('a tool page hydrates while the visitor reads, with nobody touching it', async ({ page }) => {
  const errors = watchErrors(page);
  await slowCpu(page);
  await page.goto('/base64_encoder/');
  // No pointer, key or focus: the page was only loaded.
  await expect(page.locator('[data-tool="base64_encoder"][data-ready]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
  errors.expectNone();
});

test('a paste made while the scripts are still loading, on a slow CPU, is kept and answered', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await slowCpu(page);
  const release = await holdScripts(page);
  await page.goto('/json_formatter/');
  await page.evaluate(() => navigator.clipboard.writeText('{"pasted":[1,{"early":true}]}'));
  await editor(page, 'Input').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+v');
  // The scripts are on their way (held here): the tool has not hydrated, the textarea has the text.
  await expect(chunks(page).first()).toBeAttached();
  await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toHaveCount(0);
  expect(await editorText(page, 'Input')).toBe('{"pasted":[1,{"early":true}]}');

  release();
  await expectOutput(page, '{\n  "pasted": [\n    1,\n    {\n      "early": true\n    }\n  ]\n}');
  expect(await editorText(page, 'Input')).toBe('{"pasted":[1,{"early":true}]}');
  errors.expectNone();
});

test('after the first use the editors become CodeMirror once the visitor pauses, with the text and the answer kept', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/json_formatter/');
  await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
  await page.locator('textarea[aria-label="Input"]').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('{"a":[true]}');
  await expect(page.locator('.cm-content[aria-label="Input"]')).toBeVisible();
  await expect(page.locator('.cm-content[aria-label="Output"]')).toBeVisible();
  expect(await editorText(page, 'Input')).toBe('{"a":[true]}');
  await expectOutput(page, '{\n  "a": [\n    true\n  ]\n}');
  errors.expectNone();
});

test('with Data Saver on, a tool page loads no script until it is used', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  await page.goto('/json_formatter/');
  await page.waitForLoadState('networkidle');
  // Idle after load, and still nothing requested.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(chunks(page)).toHaveCount(0);
  await editor(page, 'Input').click();
  await expect(chunks(page).first()).toBeAttached();
  await expect(page.locator('[data-tool="json_formatter"][data-ready]')).toBeVisible();
  errors.expectNone();
});

for (const path of ['/cheatsheets/git/', '/json_formatter/', '/']) {
  test(`${path}: Ctrl+K right after load opens the palette, on a slow CPU`, async ({ page }) => {
    const errors = watchErrors(page);
    await slowCpu(page);
    await page.goto(path);
    await page.keyboard.press('ControlOrMeta+k');
    const box = page.getByRole('dialog').getByRole('textbox', { name: 'Search...' });
    await expect(box).toBeVisible({ timeout: 20_000 });
    await expect(box).toBeFocused();
    await page.keyboard.type('base64');
    await expect(page.getByRole('dialog').getByText('Base64 Encoder').first()).toBeVisible({ timeout: 20_000 });
    errors.expectNone();
  });
}
