// Issue 13: saving a tool's input never fails silently. With localStorage full, the input goes to
// IndexedDB and comes back after a reload; when nothing can keep it, the tool says so once and the
// input stays on screen.
import { SAVE_FAILED_EVENT } from '../src/components/kit/use-tool-state';
import { editorText, movePointer, openTool, setEditor } from './helpers';
import { expect, test, type Page } from './test';

/**
 * Fills this origin's localStorage until the browser refuses another character and, with `indexedDb: false`,
 * makes IndexedDB refuse too, in one step in the page, so that no save of the tool falls between the two.
 */
const takeStorage = ({ indexedDb }: { indexedDb: boolean }) => {
  let i = 0;
  for (let size = 1 << 20; size >= 1;) {
    try {
      localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
    } catch {
      size = Math.floor(size / 2);
    }
  }
  if (!indexedDb)
    IDBFactory.prototype.open = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
};

/**
 * The state IndexedDB keeps for a tool (src/lib/idb-store.ts), or null. Reads only a database the site made:
 * opening one that does not exist would create it empty, without the store the site creates on first use.
 */
function savedInIndexedDb(page: Page, slug: string) {
  return page.evaluate(async (key) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'devbench')) return null;
    return new Promise<unknown>((resolve) => {
      const open = indexedDB.open('devbench');
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('tool-state')) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction('tool-state').objectStore('tool-state').get(key);
        get.onsuccess = () => resolve(get.result ?? null);
        get.onerror = () => resolve(null);
        db.close();
      };
    });
  }, `devbench:tool:${slug}`);
}

const input = `kept although localStorage is full ${'0123456789'.repeat(2_000)}`;

test('with localStorage full, the input is kept in IndexedDB and comes back after a reload', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await page.evaluate(takeStorage, { indexedDb: true });
  await setEditor(page, 'Input', input);
  // The state is saved 400 ms after the last change: here, with no room left in localStorage, in IndexedDB.
  await expect.poll(() => savedInIndexedDb(page, 'base64_encoder')).toMatchObject({ input });
  await page.reload();
  // The page loads its scripts at once for a saved state only when it can read a mark of it in localStorage, which
  // has no room for one here: the first interaction loads them.
  await movePointer(page);
  await expect(page.locator('[data-tool="base64_encoder"][data-ready]')).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe(input);
  await expect(page.getByText('Your input could not be saved')).toHaveCount(0);
});

test('when nothing can keep the input, the tool says so once and the input stays on screen', async ({ page }) => {
  // Counts the tool's failed saves (the event its host turns into the notice), to know when the second one happened.
  await page.addInitScript((event) => {
    const w = window as unknown as { saveFailures: number };
    w.saveFailures = 0;
    window.addEventListener(event, () => w.saveFailures++);
  }, SAVE_FAILED_EVENT);
  const saveFailures = () => page.evaluate(() => (window as unknown as { saveFailures: number }).saveFailures);
  await openTool(page, 'base64_encoder');
  await page.evaluate(takeStorage, { indexedDb: false });
  await setEditor(page, 'Input', input);
  const notice = page.getByRole('alert').filter({ hasText: 'Your input could not be saved in this browser' });
  await expect(notice).toBeVisible();
  // Another failed save after the notice showed (the edit below makes one) must not add a second notice.
  const failed = await saveFailures();
  await setEditor(page, 'Input', `${input} and more`);
  await expect.poll(saveFailures).toBeGreaterThan(failed);
  await expect(notice).toHaveCount(1);
  expect(await editorText(page, 'Input')).toBe(`${input} and more`);
});
