// Issue 13: saving a tool's input never fails silently. With localStorage full, the input goes to
// IndexedDB and comes back after a reload; when nothing can keep it, the tool says so once and the
// input stays on screen.
import { editorText, openTool, setEditor } from './helpers';
import { expect, test, type Page } from './test';

/** Fills this origin's localStorage until the browser refuses another character. */
async function fillLocalStorage(page: Page) {
  await page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 20; size >= 1;) {
      try {
        localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

const input = `kept although localStorage is full ${'0123456789'.repeat(2_000)}`;

test('with localStorage full, the input is kept in IndexedDB and comes back after a reload', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await fillLocalStorage(page);
  await setEditor(page, 'Input', input);
  await page.waitForTimeout(1_000); // the state is saved 400 ms after the last change
  await page.reload();
  await expect(page.locator('[data-tool="base64_encoder"][data-ready]')).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe(input);
  await expect(page.getByText('Your input could not be saved')).toHaveCount(0);
});

test('when nothing can keep the input, the tool says so once and the input stays on screen', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await fillLocalStorage(page);
  await page.evaluate(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await setEditor(page, 'Input', input);
  const notice = page.getByRole('alert').filter({ hasText: 'Your input could not be saved in this browser' });
  await expect(notice).toBeVisible();
  await setEditor(page, 'Input', `${input} and more`);
  await page.waitForTimeout(1_000);
  await expect(notice).toHaveCount(1);
  expect(await editorText(page, 'Input')).toBe(`${input} and more`);
});
