import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from './test';
// @ts-expect-error: a plain ESM script without type declarations
import { resetEmulators, startEmulators } from '../scripts/emulators.mjs';

/** The emulators' Firestore REST root and the token that reads past the rules (account.spec, favourites.spec). */
export const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-devbench/databases/(default)/documents';
export const OWNER = { Authorization: 'Bearer owner' };

const gapi = readFileSync(path.resolve('e2e/fixtures/gapi-stand-in.js'), 'utf8');

/** Offline, the popup flow's Google script and the emulator widget's CDN files are served or refused here. */
export async function offline(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) => route.fulfill({ contentType: 'text/javascript', body: gapi }));
  await context.route(/https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/** Signs in through the account menu and the Auth emulator's Google window; the menu is left open. */
export async function signInThroughPopup(page: Page, email: string, name: string) {
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('dialog', { name: 'Account', exact: true });
  const signIn = menu.getByRole('button', { name: 'Sign in with Google' });
  await expect(signIn).toBeDisabled();
  await menu.getByRole('checkbox', { name: /I accept the terms and the privacy policy/ }).check();
  await expect(signIn).toBeEnabled();
  const popupPromise = page.waitForEvent('popup');
  await signIn.click();
  const popup = await popupPromise;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.locator('#sign-in').click();
  await expect(menu.getByText(email)).toBeVisible({ timeout: 20_000 });
  await expect(menu.getByText(name)).toBeVisible();
}

/**
 * The emulators are one machine-wide store, and each file that uses them empties them before each test: two such files
 * (account.spec, favourites.spec) must not run at the same time in two workers. A directory made atomically is the
 * lock, with the holder's pid inside, so a worker that died holding it does not block the next run.
 */
const LOCK = path.join(os.tmpdir(), 'devbench-e2e-emulators.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function lockEmulators(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        // Just made, its pid not written yet: wait.
      }
      if (holder > 0 && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The Firebase emulators for a spec file: held for the whole file (see LOCK; its tests run one at a time), emptied
 * before each test, with the Google stand-ins routed; `each` does what else the file needs before each test.
 */
export function withEmulators(each?: () => Promise<void>) {
  test.describe.configure({ mode: 'serial' });
  let emulators: { stop(): void } | null = null;
  let unlock: (() => void) | null = null;
  test.beforeAll(async () => {
    // The other file may hold the emulators for a few minutes first.
    test.setTimeout(600_000);
    unlock = await lockEmulators();
    emulators = await startEmulators({ quiet: true });
  });
  test.afterAll(() => {
    emulators?.stop();
    unlock?.();
  });
  test.beforeEach(async ({ context }) => {
    await resetEmulators();
    await each?.();
    await offline(context);
  });
}
