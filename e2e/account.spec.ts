import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { FIRESTORE, OWNER, signInThroughPopup, withEmulators } from './account-helpers';
// @ts-expect-error: a plain ESM script without type declarations
import { API_URL } from '../scripts/emulators.mjs';
// @ts-expect-error: a plain ESM script without type declarations
import { sendSubscriptionEvent, uidOf } from '../scripts/stripe-event.mjs';
import { announceOnline, editorText, holdScripts, movePointer, openPage, openTool } from './helpers';

// These tests share the Firebase emulators and the API's function, so they run one at a time (withEmulators).

const PROJECT = 'demo-devbench';
const NOT_CONFIGURED = 'Billing is not configured on this server, so no plan can be bought or managed here yet.';
const rules = readFileSync(path.resolve('firestore.rules'), 'utf8');

/** The newsletter document of an address (its id is the SHA-256 of the lower-cased address), or null. */
async function subscriber(email: string): Promise<Record<string, { stringValue?: string }> | null> {
  const id = createHash('sha256').update(email.toLowerCase()).digest('hex');
  const res = await fetch(`${FIRESTORE}/newsletter/devbench/subscribers/${id}`, { headers: OWNER });
  return res.ok ? ((await res.json()) as { fields: Record<string, { stringValue?: string }> }).fields : null;
}

/** Subscribes an address through the newsletter API, as the Stay updated box does; returns the HTTP status. */
async function subscribe(email: string): Promise<number> {
  const res = await fetch(`${API_URL}/devbench/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return res.status;
}

let clientIp = 0;
/**
 * The API limits newsletter calls per client IP, and every test here comes from 127.0.0.1; a test
 * that makes several calls takes an address of its own (the emulator trusts X-Forwarded-For).
 */
async function ownClientIp(page: Page): Promise<string> {
  const ip = `198.51.100.${++clientIp}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

async function setRules(content: string) {
  const res = await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  expect(res.ok).toBe(true);
}

withEmulators(() => setRules(rules));

test('anonymous visitors load no Firebase; their star keeps the page in this browser', async ({ page }) => {
  const firebaseCalls: string[] = [];
  page.on('request', (r) => {
    if (/127\.0\.0\.1:(9099|8080)|googleapis\.com/.test(r.url())) firebaseCalls.push(r.url());
  });
  await openTool(page, 'json/minify');
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(firebaseCalls).toEqual([]);
});

test('the checkbox gates sign-in; the Google popup signs in; the star toggles, persists and is stored', async ({ page }) => {
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'ada@example.com', 'Ada Lovelace');
  await page.keyboard.press('Escape');

  const add = page.getByRole('button', { name: 'Add to bookmarks' });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();

  const uid = await uidOf('ada@example.com');
  // The star turns at once; the SDK's write reaches the emulator when it can (seconds on a busy machine).
  await expect
    .poll(
      async () =>
        (await fetch(`${FIRESTORE}/users/${uid}/bookmarks/${encodeURIComponent(encodeURIComponent('json/minify'))}`, { headers: OWNER })).status,
      { timeout: 30_000 },
    )
    .toBe(200);
  const stored = await (
    await fetch(`${FIRESTORE}/users/${uid}/bookmarks/${encodeURIComponent(encodeURIComponent('json/minify'))}`, { headers: OWNER })
  ).json();
  expect(stored.fields).toEqual({ slug: { stringValue: 'json/minify' } });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('list', { name: 'Bookmarks' }).getByRole('link', { name: 'JSON Minify' })).toHaveAttribute('href', '/json/minify/');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Remove from bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await fetch(`${FIRESTORE}/users/${uid}/bookmarks/${encodeURIComponent(encodeURIComponent('json/minify'))}`, { headers: OWNER })).status,
      { timeout: 30_000 },
    )
    .toBe(404);
});

test("with apis.google.com out of reach, the menu says why Google's window cannot open and the emulator's own sign-in reaches the same account", async ({
  page,
  context,
}) => {
  // Three sign-ins against the Auth emulator: over the default 45 s on a busy machine.
  test.setTimeout(120_000);
  // An account made earlier through the emulator's Google window, with a bookmark.
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'lin@example.com', 'Lin Popup');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  const uid = await uidOf('lin@example.com');
  const bookmark = `${FIRESTORE}/users/${uid}/bookmarks/${encodeURIComponent(encodeURIComponent('json/minify'))}`;
  await expect.poll(async () => (await fetch(bookmark, { headers: OWNER })).status).toBe(200);
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  // Now offline for Google: its script fails to load (registered last, this route wins over the stand-in).
  await context.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await menu.getByRole('checkbox', { name: /I accept the terms and the privacy policy/ }).check();
  const google = menu.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeEnabled();
  await google.click();
  await expect(menu.getByRole('alert')).toHaveText(
    "Google's sign-in script (apis.google.com) could not be loaded, so the Auth emulator's Google window cannot open. Sign in to the emulator with a made-up account below.",
  );
  await expect(menu.getByText('internal-error')).toHaveCount(0);
  // No broken Google window is left open.
  await expect.poll(() => context.pages().length).toBe(1);

  const form = menu.getByRole('form', { name: 'Sign in to the emulator' });
  const submit = form.getByRole('button', { name: 'Sign in to the emulator' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Email').fill('lin@example.com');
  await form.getByLabel('Name').fill('Lin Offline');
  await submit.click();
  await expect(menu.getByText('lin@example.com')).toBeVisible({ timeout: 40_000 });
  await expect(menu.getByText('Lin Offline')).toBeVisible();
  // The same account as before: its bookmark is there, under the same uid.
  await expect(menu.getByRole('list', { name: 'Bookmarks' }).getByRole('link', { name: 'JSON Minify' })).toBeVisible();
  expect(await uidOf('lin@example.com')).toBe(uid);

  // A new address makes a new account, as the emulator's window would.
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await menu.getByRole('checkbox', { name: /I accept the terms and the privacy policy/ }).check();
  await google.click();
  await expect(menu.getByRole('alert')).toContainText('apis.google.com');
  // The menu, now taller than the window, stays below its button and scrolls: it used to flip above it and back as
  // its content changed, under the pointer.
  const button = (await page.getByRole('button', { name: 'Account' }).boundingBox())!;
  expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(await menu.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await form.getByLabel('Email').fill('new@example.com');
  await form.getByLabel('Name').fill('New Comer');
  await submit.click();
  await expect(menu.getByText('new@example.com')).toBeVisible({ timeout: 40_000 });
  expect(await uidOf('new@example.com')).not.toBe(uid);
});

test('the account menu names bookmarked pages: a tool by its name, any other page by its title', async ({ page }) => {
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'margaret@example.com', 'Margaret Hamilton');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();

  await openPage(page, '/cheatsheets/git/');
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  const list = page.getByRole('list', { name: 'Bookmarks' });
  await expect(list.getByRole('link', { name: 'JSON Minify', exact: true })).toHaveAttribute('href', '/json/minify/');
  await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/cheatsheets/git/');
  await expect(list.getByRole('link', { name: /^\// })).toHaveCount(0);
});

test('a bookmark starred just before a reload is there after it, and in Firestore', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await signInThroughPopup(page, 'mary@example.com', 'Mary Somerville');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();
  // At once, without waiting for the write to be acknowledged.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible({ timeout: 20_000 });
  const uid = await uidOf('mary@example.com');
  const url = `${FIRESTORE}/users/${uid}/bookmarks/${encodeURIComponent(encodeURIComponent('url_encoder'))}`;
  await expect.poll(async () => (await fetch(url, { headers: OWNER })).status, { timeout: 20_000 }).toBe(200);

  // And the same for taking it away.
  await page.getByRole('button', { name: 'Remove from bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await fetch(url, { headers: OWNER })).status, { timeout: 20_000 }).toBe(404);
});

test('a failed bookmark write puts the star back and says so', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await signInThroughPopup(page, 'grace@example.com', 'Grace Hopper');
  await page.keyboard.press('Escape');
  await setRules(
    "rules_version = '2'; service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read: if true; allow write: if false; } } }",
  );
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not add the bookmark' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible();
});

test('at the bookmark limit the star stays off and says why; the count follows adds and removes', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await signInThroughPopup(page, 'kath@example.com', 'Katherine Johnson');
  await page.keyboard.press('Escape');
  const uid = await uidOf('kath@example.com');
  const counts = `${FIRESTORE}/users/${uid}/meta/counts`;
  const bookmarks = async () => (await (await fetch(counts, { headers: OWNER })).json()).fields?.bookmarks?.integerValue;
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(page.getByRole('button', { name: 'Remove from bookmarks' })).toBeVisible();
  await expect.poll(bookmarks).toBe('1');
  await page.getByRole('button', { name: 'Remove from bookmarks' }).click();
  await expect.poll(bookmarks).toBe('0');
  // As if the account held its 500 bookmarks already.
  const seeded = await fetch(counts, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { bookmarks: { integerValue: '500' }, changed: { stringValue: 'bookmarks/seed' } } }),
  });
  expect(seeded.ok).toBe(true);
  await page.getByRole('button', { name: 'Add to bookmarks' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not add the bookmark: an account keeps at most 500 bookmarks; remove one to add another' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible();
});

test('shares are recorded and listed lazily with slug and date', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await signInThroughPopup(page, 'alan@example.com', 'Alan Turing');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const uid = await uidOf('alan@example.com');
  await expect
    .poll(async () => ((await (await fetch(`${FIRESTORE}/users/${uid}/shares`, { headers: OWNER })).json()).documents ?? []).length)
    .toBe(1);

  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: /Shares/ }).click();
  const link = menu.getByRole('list', { name: 'Shares' }).getByRole('link', { name: 'URL Encoder', exact: true });
  await expect(link).toHaveAttribute('href', /\/url_encoder\/#/);
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await expect(menu.getByRole('list', { name: 'Shares' })).toContainText(today);
});

/** How many shares Firestore holds for a user. */
async function shareCount(uid: string): Promise<number> {
  return ((await (await fetch(`${FIRESTORE}/users/${uid}/shares`, { headers: OWNER })).json()).documents ?? []).length;
}

test('a share pressed just before a reload is recorded after it, once', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await signInThroughPopup(page, 'emmy@example.com', 'Emmy Noether');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  // At once, without waiting for the write to be acknowledged.
  await page.reload();
  const uid = await uidOf('emmy@example.com');
  await expect.poll(() => shareCount(uid), { timeout: 20_000 }).toBe(1);
  // Sent again at most under its own id: still one record once nothing is pending.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:pending-shares')), { timeout: 20_000 }).toBeNull();
  expect(await shareCount(uid)).toBe(1);
});

test('a share pressed before the account has loaded is recorded once it has', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await signInThroughPopup(page, 'sophie@example.com', 'Sophie Germain');
  await page.keyboard.press('Escape');
  const uid = await uidOf('sophie@example.com');
  // On the next load the account's Firebase code is held back, so Share comes before the account is ready.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('firestore.googleapis.com')) await held;
    await route.fulfill({ response, body });
  });
  await page.reload();
  await movePointer(page);
  await expect(page.locator('[data-tool="base64_encoder"][data-ready]')).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await shareCount(uid)).toBe(0);
  release();
  await expect.poll(() => shareCount(uid), { timeout: 20_000 }).toBe(1);
  // Chunks a worker asks for may still be in the route when the test ends: its fetch then fails with "Test ended".
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a share that cannot be recorded is said under the Share button', async ({ page }) => {
  await openTool(page, 'url_encoder');
  await signInThroughPopup(page, 'ida@example.com', 'Ida Rhodes');
  await page.keyboard.press('Escape');
  await setRules(
    "rules_version = '2'; service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read: if true; allow write: if false; } } }",
  );
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The link was copied, but not saved to your shares' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('devbench:pending-shares'))).toBeNull();
});

test('subscriptions show their dates; Manage Subscription says billing is not configured and leaves no tab open', async ({ page, context }) => {
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'sub@example.com', 'Sub Scriber');
  const uid = await uidOf('sub@example.com');
  const seed = async (id: string, fields: Record<string, unknown>) => {
    const res = await fetch(`${FIRESTORE}/users/${uid}/subscriptions?documentId=${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OWNER },
      body: JSON.stringify({ fields }),
    });
    expect(res.ok).toBe(true);
  };
  const noonUtc = (y: number, m: number, d: number) => String(Date.UTC(y, m - 1, d, 12) / 1000);
  await seed('sub_renews', {
    plan: { stringValue: 'Pro monthly' },
    status: { stringValue: 'active' },
    expirationTime: { integerValue: noonUtc(2026, 11, 21) },
  });
  await seed('sub_ends', {
    plan: { stringValue: 'Pro yearly' },
    status: { stringValue: 'active' },
    expirationTime: { integerValue: noonUtc(2027, 6, 1) },
    cancelAt: { integerValue: noonUtc(2027, 1, 5) },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveText('Sub Scriber', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(menu.getByText('Pro monthly: Renews On November 21, 2026')).toBeVisible();
  await expect(menu.getByText('Pro yearly: Expires On January 5, 2027')).toBeVisible();
  await expect(menu.getByText('active')).toHaveCount(0);

  // The emulator's API has no Stripe secret: the portal cannot open, and the user is told why.
  const manage = menu.getByRole('button', { name: 'Manage Subscription' });
  await manage.click();
  await expect(menu.getByRole('alert')).toHaveText(`Error: could not open the billing portal: ${NOT_CONFIGURED}`);
  // Next to the button that failed, not at the top of the menu.
  await expect(manage.locator('xpath=following-sibling::*[1]')).toHaveAttribute('role', 'alert');
  await expect.poll(() => context.pages().length).toBe(1);
});

test('a signed Stripe subscription event shows the plan and its renewal date in the open account menu', async ({ page }) => {
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'payer@example.com', 'Pay Er');
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(menu.getByText('No subscription.')).toBeVisible();
  const answer = await sendSubscriptionEvent({ uid: await uidOf('payer@example.com'), plan: 'yearly', renews: '2027-11-24' });
  expect(answer).toEqual({ status: 200, body: { received: true, handled: true } });
  // A live read: no reload.
  await expect(menu.getByText('Pro yearly: Renews On November 24, 2027')).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
});

test('Upgrade asks a signed-out visitor to sign in, and a signed-in one learns billing is not configured', async ({ page }) => {
  await openPage(page, '/pricing/');
  await page.getByRole('button', { name: 'Upgrade: $4 a month' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in first' })).toBeVisible();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await expect(menu.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

  await menu.getByRole('checkbox', { name: /I accept the terms and the privacy policy/ }).check();
  const popupPromise = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill('buyer@example.com');
  await popup.locator('#display-name-input').fill('Buy Er');
  await popup.locator('#sign-in').click();
  await expect(menu.getByText('buyer@example.com')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Upgrade: $36 a year' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOT_CONFIGURED })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing\/$/);
});

test('signing out returns to the sign-in form', async ({ page }) => {
  await openTool(page, 'json/minify');
  await signInThroughPopup(page, 'out@example.com', 'Out Going');
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(menu.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  // Signed out, the star stays: it keeps bookmarks in this browser (issue 32).
  await expect(page.getByRole('button', { name: 'Add to bookmarks' })).toBeVisible();
});

test('offline, the account menu says so and Sign in waits for the connection', async ({ page, context }) => {
  await openTool(page, 'json/minify');
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  const signIn = menu.getByRole('button', { name: 'Sign in with Google' });
  await menu.getByRole('checkbox', { name: /I accept the terms and the privacy policy/ }).check();
  await expect(signIn).toBeEnabled();
  const offline = menu.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await announceOnline(page, false);
  await expect(offline).toHaveText('You are offline. Sign-in, bookmarks and shares need a connection; the tools work as usual.');
  await expect(signIn).toBeDisabled();

  await context.setOffline(false);
  await announceOnline(page, true);
  await expect(offline).toHaveCount(0);
  await expect(signIn).toBeEnabled();
});

test("newsletter: checks the address, subscribes it in Firestore, and shows the server's 429 keeping what was typed", async ({ page }) => {
  const ip = await ownClientIp(page);
  await openPage(page, '/faq/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Stay updated' }).click();
  const box = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(box).toContainText('At most once a week');
  await box.getByLabel('Email').fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Enter an e-mail address like name@example.com')).toBeVisible();

  // Use up this client's newsletter allowance, so the next call is refused with 429. The API counts in whole clock
  // minutes and says in Retry-After how much of this one is left: with less than 15 s left, the page's call could
  // land in the next window, so the test polls until that window opens (a refused call costs nothing) and fills it.
  const subscribe = (email: string) =>
    fetch(`${API_URL}/devbench/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email }),
    });
  /** Seconds left in the window once a call is refused, or null if 25 calls all passed. */
  const fill = async () => {
    for (let i = 0; i < 25; i++) {
      const res = await subscribe(`filler${i}@example.com`);
      if (res.status === 429) return Number(res.headers.get('retry-after'));
    }
    return null;
  };
  let left = await fill();
  if (left !== null && left < 15) {
    await expect.poll(async () => (await subscribe('probe@example.com')).status, { timeout: 20_000 }).not.toBe(429);
    left = await fill();
  }
  const refused = left !== null;
  expect(refused).toBe(true);
  await box.getByLabel('Email').fill('Reader@Example.com');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText(/^Too many requests: wait \d+ s and try again\.$/)).toBeVisible();
  await expect(box.getByLabel('Email')).toHaveValue('Reader@Example.com');
  expect(await subscriber('reader@example.com')).toBeNull();

  await ownClientIp(page);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toContainText('You are subscribed');
  const stored = await subscriber('reader@example.com');
  expect(stored?.email.stringValue).toBe('Reader@Example.com');
  expect(stored?.status.stringValue).toBe('subscribed');
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Stay updated' })).toBeVisible();
});

test('the unsubscribe page flips a subscriber to unsubscribed with the reason and feedback', async ({ page }) => {
  await ownClientIp(page);
  expect(await subscribe('leaver@example.com')).toBe(200);
  expect((await subscriber('leaver@example.com'))?.status.stringValue).toBe('subscribed');

  await openPage(page, '/unsubscribe/');
  await page.getByLabel('Email').fill('leaver@example.com');
  await page.getByLabel('Reason (optional)').selectOption('Too many e-mails');
  await page.getByLabel('Feedback (optional)').fill('Loved the jq posts');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('leaver@example.com is unsubscribed');
  const stored = await subscriber('leaver@example.com');
  expect(stored?.status.stringValue).toBe('unsubscribed');
  expect(stored?.reason.stringValue).toBe('Too many e-mails');
  expect(stored?.feedback.stringValue).toBe('Loved the jq posts');

  // An address that never subscribed gets the same answer and leaves nothing behind.
  await openPage(page, '/unsubscribe/');
  await page.getByLabel('Email').fill('quiet@example.com');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('quiet@example.com is unsubscribed');
  expect(await subscriber('quiet@example.com')).toBeNull();
});

test('the unsubscribe form filled and sent before the page has loaded its scripts unsubscribes once they are there', async ({ page }) => {
  await ownClientIp(page);
  expect(await subscribe('early@example.com')).toBe(200);
  // The page loads its scripts on the first interaction; here they are held back while the visitor fills the form.
  const release = await holdScripts(page);
  await page.goto('/unsubscribe/');
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Reason (optional)').selectOption('I never signed up');
  await page.getByLabel('Feedback (optional)').fill('Sent before hydration');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.locator('html[data-shell-ready]')).not.toBeAttached();
  release();
  await expect(page.getByRole('status')).toContainText('early@example.com is unsubscribed');
  const stored = await subscriber('early@example.com');
  expect(stored?.status.stringValue).toBe('unsubscribed');
  expect(stored?.reason.stringValue).toBe('I never signed up');
  expect(stored?.feedback.stringValue).toBe('Sent before hydration');
});

test("the unsubscribe page shows the server's message for a field it rejects and keeps what was typed", async ({ page }) => {
  await ownClientIp(page);
  await openPage(page, '/unsubscribe/');
  await page.getByLabel('Email').fill('leaver@example.com');
  const long = 'x'.repeat(2001);
  await page.getByLabel('Feedback (optional)').fill(long);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('The field "feedback" is too long: at most 2000 characters (got 2001).')).toBeVisible();
  await expect(page.getByLabel('Feedback (optional)')).toHaveValue(long);
});

test('the kids-app banner links out with campaign parameters and stays closed for 30 days', async ({ page, context }) => {
  await openPage(page, '/');
  const banner = page.getByRole('complementary', { name: 'Kids app' });
  await expect(banner).toBeVisible();
  const download = banner.getByRole('link', { name: 'Download' });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('href', /utm_source=devbench&utm_medium=banner&utm_campaign=kids-app/);
  await banner.getByRole('button', { name: 'Close banner' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'kidsAppBannerClosed');
  expect(cookie).toBeDefined();
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Kids app' })).toBeHidden();
});

test('a signed-in user saves a recipe to the account, opens it again from the page and the account menu, and deletes it', async ({ page }) => {
  const recipe = { steps: [{ op: 'url_decoder' }, { op: 'json_formatter', options: { indent: '4' } }] };
  await page.goto(`/recipes/#${encodeURIComponent(JSON.stringify({ ...recipe, input: '%7B%22a%22%3A1%7D' }))}`);
  await movePointer(page);
  await expect.poll(() => editorText(page, 'Output')).toBe('{\n    "a": 1\n}');
  await signInThroughPopup(page, 'rita@example.com', 'Rita Levi');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save recipe' });
  await dialog.getByRole('textbox', { name: 'Recipe title' }).fill('Query string to JSON');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved “Query string to JSON” in your account.')).toBeVisible();

  // Stored under the user's own tree: the steps, never the input.
  const uid = await uidOf('rita@example.com');
  const res = await fetch(`${FIRESTORE}/users/${uid}/recipes`, { headers: OWNER });
  const docs = ((await res.json()) as { documents: { fields: Record<string, { stringValue?: string }> }[] }).documents;
  expect(docs).toHaveLength(1);
  expect(docs[0].fields.title.stringValue).toBe('Query string to JSON');
  expect(JSON.parse(docs[0].fields.recipe.stringValue!)).toEqual(recipe);

  // Open it again after clearing the recipe.
  await page.getByRole('button', { name: 'Clear recipe' }).click();
  await expect(page.getByRole('list', { name: 'Steps' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Saved recipes' }).click();
  const saved = page.getByRole('list', { name: 'Saved recipes' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Query string to JSON');
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => editorText(page, 'Output')).toBe('{\n    "a": 1\n}');

  // The account menu links to it.
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  await menu.getByRole('button', { name: /Recipes/ }).click();
  await expect(menu.getByRole('link', { name: /Query string to JSON/ })).toHaveAttribute(
    'href',
    `/recipes/#${encodeURIComponent(JSON.stringify(recipe))}`,
  );
  await page.keyboard.press('Escape');

  // Delete.
  await page.getByRole('button', { name: 'Saved recipes' }).click();
  await page.getByRole('list', { name: 'Saved recipes' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved recipes yet: use Save recipe to keep this one.')).toBeVisible();
  // The list drops the recipe at once; "Deleted … Undo" shows once Firestore has confirmed the delete.
  await expect(page.getByText('Deleted “Query string to JSON”.')).toBeVisible();
  const after = await fetch(`${FIRESTORE}/users/${uid}/recipes`, { headers: OWNER });
  expect(((await after.json()) as { documents?: unknown[] }).documents ?? []).toHaveLength(0);
});
