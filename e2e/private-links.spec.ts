// Private links (issue 32, item 2): a tool's input encrypted in the browser, stored by the API as bytes it cannot
// read, opened anywhere with the key that only the link holds.
import type { Browser, Request } from '@playwright/test';
import { expect, test, type Page } from './test';
import { FIRESTORE, OWNER, offline, signInThroughPopup, withEmulators } from './account-helpers';
import { runBlobCleanupAt } from '../functions/test/emulator-clock';
import { editorText, openTool, pasteOver, shareHash, users } from './helpers';

// The tests share the Firebase emulators, so they run one at a time.
withEmulators();

const lock = (page: Page) => page.getByRole('button', { name: 'Private link (encrypted)' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Private link (encrypted)' });
/** The page's notice about a private link that cannot be opened. */
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'private link' });

/** Makes a private link of what the tool holds; answers the link. */
async function makeLink(page: Page, expiry?: string): Promise<string> {
  if (!(await dialog(page).isVisible())) await lock(page).click();
  if (expiry) await dialog(page).getByLabel('Expires after').selectOption({ label: expiry });
  await dialog(page).getByRole('button', { name: 'Create private link' }).click();
  const field = dialog(page).getByRole('textbox', { name: 'Link' });
  await expect(field).toHaveValue(/#private=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, { timeout: 20_000 });
  return field.inputValue();
}

const parts = (link: string) => {
  const [id, key] = link.split('#private=')[1].split('.');
  return { id, key };
};

/** Another browser: a context of its own, with nothing of the first one's storage. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  await offline(context);
  return context.newPage();
}

/** The bytes the API stored for a blob, read from Firestore past the rules. */
async function storedBytes(id: string): Promise<Buffer> {
  const res = await fetch(`${FIRESTORE}/privateBlobs/${id}/chunks?pageSize=100`, { headers: OWNER });
  const body = (await res.json()) as { documents?: { name: string; fields: { data: { bytesValue: string } } }[] };
  const docs = (body.documents ?? []).sort((a, b) => Number(a.name.split('/').pop()) - Number(b.name.split('/').pop()));
  return Buffer.concat(docs.map((d) => Buffer.from(d.fields.data.bytesValue, 'base64')));
}

test('a 300 KB input goes through a private link to another browser; neither the server nor any request sees the text or the key', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const marker = `private-marker-${Date.now()}`;
  const input = JSON.stringify([{ marker }, ...users(2700)]);
  expect(input.length).toBeGreaterThan(290_000);
  const requests: Request[] = [];
  context.on('request', (r) => requests.push(r));

  await openTool(page, 'json/minify');
  await pasteOver(page, 'Input', input);
  await expect.poll(() => editorText(page, 'Input')).toBe(input);
  const link = await makeLink(page);
  const { id, key } = parts(link);
  await expect(dialog(page).getByRole('status')).toContainText(/It expires on \w+ \d+, \d{4}/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // What the server holds: the ciphertext, not the text, and nothing of the key.
  const stored = await storedBytes(id);
  expect(stored.length).toBeGreaterThan(1000);
  expect(stored.includes(marker)).toBe(false);
  expect(stored.includes(key)).toBe(false);
  expect(stored.includes(Buffer.from(key, 'base64url'))).toBe(false);
  // What went out of the page: no request's address or body holds the text or the key.
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) {
    const body = r.postDataBuffer() ?? Buffer.alloc(0);
    expect(r.url().includes(marker) || r.url().includes(key), r.url()).toBe(false);
    expect(body.includes(marker) || body.includes(key) || body.includes(Buffer.from(key, 'base64url')), r.url()).toBe(false);
  }

  // Another browser opens it: the same input, and the key leaves the address bar.
  const other = await otherBrowser(browser);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect.poll(() => editorText(other, 'Input'), { timeout: 20_000 }).toBe(input);
  await expect(other).toHaveURL(/\/json\/minify\/$/);
  await other.context().close();

  // A changed key or none: a clear error, and the tool keeps what it had.
  const wrong = await otherBrowser(browser);
  const flipped = key.slice(0, -2) + (key.at(-2) === 'A' ? 'B' : 'A') + key.at(-1);
  await wrong.goto(`/json/minify/#private=${id}.${flipped}`);
  await expect(notice(wrong)).toHaveText(/The private link's key does not open it/);
  expect(await editorText(wrong, 'Input')).not.toContain(marker);
  await wrong.goto(`/json/minify/#private=${id}`);
  await wrong.reload();
  await expect(notice(wrong)).toHaveText(/key is missing or cut short/);
  await wrong.context().close();
});

test('a link that expired says so, before and after the clean-up deletes its bytes (the emulator clock moved two days on)', async ({
  page,
  browser,
}) => {
  await openTool(page, 'json/minify');
  const link = await makeLink(page, '1 day');
  const { id } = parts(link);
  await expect(dialog(page).getByRole('status')).toContainText('It expires on');
  expect((await storedBytes(id)).length).toBeGreaterThan(0);

  // Not yet expired: nothing is deleted.
  await runBlobCleanupAt(new Date());
  expect((await storedBytes(id)).length).toBeGreaterThan(0);
  await runBlobCleanupAt(new Date(Date.now() + 2 * 24 * 3600 * 1000));
  expect((await storedBytes(id)).length).toBe(0);

  const other = await otherBrowser(browser);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(notice(other)).toHaveText(/expired on/);
  await other.context().close();
});

test('signed in, the account menu lists the private links with their tool, size and expiry, and deletes one; its link then says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'ada@example.com', 'Ada Lovelace');
  await page.keyboard.press('Escape');
  await lock(page).click();
  // Never expiring is Pro's.
  await expect(dialog(page).getByRole('option', { name: 'Never (Pro)' })).toBeDisabled();
  const link = await makeLink(page, '30 days');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: /Private links/ }).click();
  const list = menu.getByRole('list', { name: 'Private links' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(/JSON Minify\s+\d+ B · expires \w+ \d+, \d{4}/);
  await list.getByRole('button', { name: /Delete the private link of JSON Minify/ }).click();
  await expect(menu.getByText('No private links')).toBeVisible();
  expect((await storedBytes(parts(link).id)).length).toBe(0);

  const other = await otherBrowser(browser);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(notice(other)).toHaveText(/it was deleted, or it never existed/);
  await other.context().close();
});

test('a drawing goes through a private link too: the other browser shows its shapes', async ({ page, browser }) => {
  const elements = [
    { id: 'box', type: 'rectangle', x: 80, y: 120, width: 220, height: 110, strokeColor: '#1971c2' },
    { id: 'dot', type: 'ellipse', x: 380, y: 140, width: 120, height: 90, strokeColor: '#e03131' },
  ];
  await openTool(page, 'diagrams/excalidraw', shareHash({ scene: { elements, appState: {} } }));
  await expect(page.getByText('· 2 elements', { exact: false })).toBeVisible();
  const link = await makeLink(page);

  const other = await otherBrowser(browser);
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByText('Opened the private link', { exact: false })).toContainText('· 2 elements');
  await expect(other.locator('svg[data-scene-preview] rect')).toHaveCount(1);
  await expect(other.locator('svg[data-scene-preview] ellipse')).toHaveCount(1);
  expect(new URL(other.url()).hash).toBe('');
  await other.context().close();
});
