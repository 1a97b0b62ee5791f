// Bookmarks without an account (issue 32): the star signed out, "Your tools", the merge at sign-in, export and import.
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './test';
import { FIRESTORE, OWNER, offline, signInThroughPopup, withEmulators } from './account-helpers';
// @ts-expect-error: a plain ESM script without type declarations
import { uidOf } from '../scripts/stripe-event.mjs';
import { openPage, openTool } from './helpers';

// The tests share the Firebase emulators, so they run one at a time.
withEmulators();

/** The account's bookmarks as stored in Firestore (read past the rules), sorted. */
async function storedBookmarks(uid: string): Promise<string[]> {
  const res = await fetch(`${FIRESTORE}/users/${uid}/bookmarks`, { headers: OWNER });
  const body = (await res.json()) as { documents?: { fields: { slug: { stringValue: string } } }[] };
  return (body.documents ?? []).map((d) => d.fields.slug.stringValue).sort();
}

/** Another browser: a context of its own (its own localStorage), with the same stand-ins. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  await offline(context);
  return context.newPage();
}

const star = (page: Page) => page.getByRole('button', { name: 'Add to bookmarks' });
const unstar = (page: Page) => page.getByRole('button', { name: 'Remove from bookmarks' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('signed out, the star keeps the page: after a reload it is starred and listed in Your tools; sign-in puts it in the account', async ({
  page,
}) => {
  const firebaseCalls: string[] = [];
  page.on('request', (r) => {
    if (/127\.0\.0\.1:(9099|8080)|googleapis\.com/.test(r.url())) firebaseCalls.push(r.url());
  });
  await openTool(page, 'json/minify');
  await star(page).click();
  await expect(unstar(page)).toBeVisible();
  // No interaction after the reload: the page loads its scripts at once for a visitor with bookmarks.
  await page.reload();
  await expect(unstar(page)).toBeVisible({ timeout: 20_000 });

  await openPage(page, '/');
  const yours = page.getByRole('region', { name: 'Your bookmarks' });
  await expect(yours.getByRole('link', { name: 'JSON Minify' })).toHaveAttribute('href', '/json/minify/');
  await expect(page.getByRole('region', { name: 'Recently used' }).getByRole('link', { name: 'JSON Minify' })).toBeVisible();
  expect(firebaseCalls).toEqual([]);

  await signInThroughPopup(page, 'fav@example.com', 'Fay Vourite');
  const uid = await uidOf('fav@example.com');
  await expect.poll(() => storedBookmarks(uid), { timeout: 30_000 }).toEqual(['json/minify']);
  await expect(page.getByRole('dialog', { name: 'Account', exact: true }).getByRole('list', { name: 'Bookmarks' })).toContainText('JSON Minify');
});

test('edits on two devices merge at sign-in: each side keeps its adds and removals, nothing comes back', async ({ page, browser }) => {
  // Three sign-ins in two browsers and the merge's writes, one after the other, against the emulators: over the
  // default 45 s on a busy machine.
  test.setTimeout(120_000);
  // Device A: the account starts with two bookmarks; signing out keeps a copy here.
  await openTool(page, 'url_encoder');
  await signInThroughPopup(page, 'two@example.com', 'Two Devices');
  await page.keyboard.press('Escape');
  await star(page).click();
  await openTool(page, 'json/minify');
  await star(page).click();
  const uid = await uidOf('two@example.com');
  await expect.poll(() => storedBookmarks(uid), { timeout: 30_000 }).toEqual(['json/minify', 'url_encoder']);
  await signOut(page);
  await expect(unstar(page)).toBeVisible();
  // Signed out on A: unstar json/minify, star jwt/decoder.
  await unstar(page).click();
  await expect(star(page)).toBeVisible();
  await openTool(page, 'jwt/decoder');
  await star(page).click();
  await expect(unstar(page)).toBeVisible();

  // Device B, signed in to the same account meanwhile: unstar url_encoder, star base64_encoder.
  const b = await otherDevice(browser);
  await openTool(b, 'url_encoder');
  await signInThroughPopup(b, 'two@example.com', 'Two Devices');
  await b.keyboard.press('Escape');
  expect(await uidOf('two@example.com')).toBe(uid);
  await unstar(b).click();
  await openTool(b, 'base64_encoder');
  await star(b).click();
  await expect.poll(() => storedBookmarks(uid), { timeout: 30_000 }).toEqual(['base64_encoder', 'json/minify']);
  await b.context().close();

  // A signs in again: its removal and its add go over; B's removal is not undone by A's stale copy, B's add stays.
  await signInThroughPopup(page, 'two@example.com', 'Two Devices');
  await expect.poll(() => storedBookmarks(uid), { timeout: 30_000 }).toEqual(['base64_encoder', 'jwt/decoder']);
  const list = page.getByRole('dialog', { name: 'Account', exact: true }).getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('link')).toHaveText(['Base64 Encoder', 'JWT Decoder'].sort());
});

test('bookmarks export as a JSON file; importing it in a fresh browser restores them, and a bad file says what is wrong', async ({
  page,
  browser,
}) => {
  await openTool(page, 'json/minify');
  await star(page).click();
  await expect(unstar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  const downloading = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Export bookmarks' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('devbench-bookmarks.json');
  const file = await readFile(await download.path());
  expect(JSON.parse(file.toString())).toMatchObject({ format: 'devbench-bookmarks', version: 1, bookmarks: ['json/minify'] });

  const fresh = await otherDevice(browser);
  await openTool(fresh, 'url_encoder');
  await fresh.getByRole('button', { name: 'Account' }).click();
  const freshMenu = fresh.getByRole('dialog', { name: 'Account', exact: true });
  const importFile = async (name: string, buffer: Buffer) => {
    const choosing = fresh.waitForEvent('filechooser');
    await freshMenu.getByRole('button', { name: 'Import bookmarks' }).click();
    await (await choosing).setFiles({ name, mimeType: 'application/json', buffer });
  };
  await importFile('old.json', Buffer.from('{"format": "devbench-bookmarks", "version": 7, "bookmarks": []}'));
  await expect(freshMenu.getByRole('alert')).toHaveText(
    'Could not import old.json: The file is version 7 of the bookmarks export; this site reads version 1',
  );
  await importFile('devbench-bookmarks.json', file);
  await expect(freshMenu.getByRole('status')).toHaveText('Imported 1 bookmark from devbench-bookmarks.json.');
  await expect(freshMenu.getByRole('list', { name: 'Bookmarks' }).getByRole('link', { name: 'JSON Minify' })).toBeVisible();
  await openTool(fresh, 'json/minify');
  await expect(unstar(fresh)).toBeVisible();
  await fresh.context().close();
});
