// Issue 13: saving a tool's input never fails silently. With localStorage full, the input goes to
// IndexedDB and comes back after a reload; when nothing can keep it, the tool says so once and the
// input stays on screen.
import { SAVE_FAILED_EVENT } from '../src/components/kit/use-tool-state';
import { editorText, expectOutput, movePointer, openTool, selectAllIn, setEditor, shareHash } from './helpers';
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

// Issue 28: nothing typed is lost by leaving the page at once, and no saved state can make a page unusable.

/** Puts a tool's state in IndexedDB as the site does for a large one (src/lib/idb-store.ts), with its mark. */
function seedIndexedDb(page: Page, slug: string, state: Record<string, unknown>) {
  return page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('devbench', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('tool-state');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('tool-state', 'readwrite');
          tx.objectStore('tool-state').put(value, key);
          tx.oncomplete = () => {
            open.result.close();
            localStorage.setItem(`${key}:idb`, '1');
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [`devbench:tool:${slug}`, state] as const,
  );
}

const ready = (page: Page, slug: string) => page.locator(`[data-tool="${slug}"][data-ready]`);
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('text typed just before a reload is there after it', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await setEditor(page, 'Input', 'typed, then reloaded at once');
  // No wait for the debounced save: the page is left in the same moment.
  await page.reload();
  await expect(ready(page, 'base64_encoder')).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe('typed, then reloaded at once');
});

test('text typed just before leaving for another page is there when coming back', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await setEditor(page, 'Input', 'left for another page at once');
  await openTool(page, 'base64_encoder');
  await openTool(page, 'url_encoder');
  await expect.poll(() => editorText(page, 'Input')).toBe('left for another page at once');
});

test('a 1.5 MB paste left at once is kept and offered back after the reload', async ({ page }) => {
  const big = `${'pasted and reloaded at once '.repeat(56_000)}end`;
  await openTool(page, 'base64_encoder');
  await selectAllIn(page, 'Input');
  await page.keyboard.insertText(big);
  // At once: the save of so large an input waits a second after the last change.
  await page.reload();
  // Over 256 KB: not put on screen by itself, but offered.
  const offer = notice(page, /^Your last input \(1\.5 MB\) was not restored automatically\./);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toHaveCount(0);
  // The editor shows the start of so long a line: the status line counts the whole input.
  await expect(page.getByText('Input: 1.5 MB, 1 line', { exact: false })).toBeVisible();
});

test('a saved state that froze the page is not restored by itself: the page works, and Restore or Discard is offered', async ({ page }) => {
  // One megabyte of control characters on one line, as in issue 28.
  await openTool(page, 'json/escape');
  await seedIndexedDb(page, 'json/escape', { input: '\u0001'.repeat(1 << 20) });
  await page.reload();
  const offer = notice(page, 'Your last input (1.0 MB) was not restored automatically.');
  await expect(offer).toBeVisible();
  await expect(ready(page, 'json/escape')).toBeVisible();
  // The page answers: the tool takes new input and shows its result.
  await setEditor(page, 'Input', 'tab\there');
  await expectOutput(page, 'tab\\there');
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(ready(page, 'json/escape')).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe('tab\there');
  await expect(page.getByRole('status').filter({ hasText: 'not restored automatically' })).toHaveCount(0);
});

test('a restore the last visit never finished is offered, not made; Restore brings the input back', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await page.evaluate(() => {
    localStorage.setItem('devbench:tool:base64_encoder', JSON.stringify({ input: 'the page hung on this' }));
    // What a visit leaves when it put the state on screen and never became responsive again.
    localStorage.setItem('devbench:tool:base64_encoder:restoring', '1');
  });
  await page.reload();
  const offer = notice(page, 'the page may have stopped responding with it last time');
  await expect(offer).toBeVisible();
  await expect(ready(page, 'base64_encoder')).toBeVisible();
  expect(await editorText(page, 'Input')).not.toBe('the page hung on this');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect.poll(() => editorText(page, 'Input')).toBe('the page hung on this');
  // Once the page has stayed responsive with it, the next visit restores it as usual.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:base64_encoder:restoring'))).toBeNull();
  await page.reload();
  await expect.poll(() => editorText(page, 'Input')).toBe('the page hung on this');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a share link keeps the draft it replaces: Restore it brings the draft back', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await setEditor(page, 'Input', 'my own draft');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:url_encoder'))).toContain('my own draft');
  await openTool(page, 'url_encoder', shareHash({ input: 'shared with me' }));
  await expect.poll(() => editorText(page, 'Input')).toBe('shared with me');
  const kept = notice(page, 'Your previous draft was kept.');
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: 'Restore it' }).click();
  await expect.poll(() => editorText(page, 'Input')).toBe('my own draft');
  await page.reload();
  await expect.poll(() => editorText(page, 'Input')).toBe('my own draft');
});

test("a save in another tab is announced: Load it takes the other tab's input", async ({ page, context }) => {
  await openTool(page, 'base64_encoder');
  const other = await context.newPage();
  await openTool(other, 'base64_encoder');
  await setEditor(other, 'Input', 'typed in the other tab');
  // The other tab saves what it was given (setEditor empties the field first, which a busy machine may save too).
  await expect.poll(() => other.evaluate(() => localStorage.getItem('devbench:tool:base64_encoder') ?? '')).toContain('typed in the other tab');
  const changed = notice(page, 'This tool was changed in another tab.');
  await expect(changed).toBeVisible();
  await expect(notice(other, 'This tool was changed in another tab.')).toHaveCount(0);
  await changed.getByRole('button', { name: 'Load it' }).click();
  await expect.poll(() => editorText(page, 'Input')).toBe('typed in the other tab');
});
