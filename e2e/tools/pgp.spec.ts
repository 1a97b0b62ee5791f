// The PGP page (issue 31): OpenPGP.js in a worker. GnuPG's side is tests/real/pgp.test.ts; here, what a person sees.
import type { Page } from '@playwright/test';
import { SAMPLE_MESSAGE, SAMPLE_PUBLIC_KEY } from '../../src/tools/pgp/pgp.sample';
import { editorText, expectOutput, openTool, pasteOver, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';

const tool = (page: Page) => page.locator('[data-tool="pgp"]');
const field = (page: Page, label: string) => tool(page).getByLabel(label, { exact: true });
const mode = (page: Page, value: string) => tool(page).getByRole('combobox', { name: 'Mode', exact: true }).selectOption(value);
/** Waits for the tool's run to be over (the island marks its root while a change has no answer yet). */
const settled = (page: Page) => expect(page.locator('[data-tool][data-pending]')).toHaveCount(0, { timeout: 30_000 });

test.describe('pgp', () => {
  test('encrypts the sample to the sample key, decrypts it back, and names a wrong passphrase', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'pgp');
    await settled(page);
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toMatch(/^-----BEGIN PGP MESSAGE-----\n/);
    await expect(tool(page).getByText('Encrypted to Sample User <sample@example.org>.')).toBeVisible();
    const encrypted = await editorText(page, 'Output');

    await mode(page, 'decrypt');
    await tool(page).getByRole('button', { name: 'Sample' }).click();
    await expectOutput(page, SAMPLE_MESSAGE);
    await setEditor(page, 'Input', encrypted);
    await expectOutput(page, SAMPLE_MESSAGE);
    await field(page, 'Passphrase').fill('not the passphrase');
    await expect(toolAlert(page)).toHaveText('Wrong passphrase for the private key');
    await expectOutput(page, '');
    errors.expectNone();
  });

  test('generates a Curve25519 key, signs with it and verifies the signature', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'pgp', shareHash({ mode: 'generate', name: 'E2E User', email: 'e2e@example.org', keyType: 'curve25519' }));
    // No passphrase: protecting the key hashes megabytes (OpenPGP.js's S2K), which this test need not wait for.
    await tool(page).getByRole('button', { name: 'Generate key' }).click();
    await expect(tool(page).getByLabel('Fingerprint')).toContainText(/Fingerprint: [0-9A-F]{40}/, { timeout: 30_000 });
    await expect(tool(page).getByLabel('Public key', { exact: true })).toContainText('-----BEGIN PGP PUBLIC KEY BLOCK-----');
    await expect(tool(page).getByLabel('Private key', { exact: true })).toContainText('-----BEGIN PGP PRIVATE KEY BLOCK-----');
    await tool(page).getByRole('button', { name: 'Use this key on the other modes' }).click();

    await mode(page, 'sign');
    await setEditor(page, 'Input', 'Signed in the browser.');
    await settled(page);
    await expect
      .poll(() => editorText(page, 'Output'), { timeout: 30_000 })
      .toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA\d+\n\nSigned in the browser\.\n/);
    const signed = await editorText(page, 'Output');

    await mode(page, 'verify');
    await setEditor(page, 'Input', signed);
    await expect.poll(() => editorText(page, 'Output')).toMatch(/^Good signature from E2E User <e2e@example.org>\nKey ID: [0-9A-F]{16}\n/);
    await setEditor(page, 'Input', signed.replace('browser', 'server'));
    await expect(toolAlert(page)).toHaveText('BAD signature: the text or the signature was changed after signing');
    errors.expectNone();
  });

  test('inspects a key from a share link, keeps it across a reload, and shows input that is not armored with its place', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'pgp', shareHash({ mode: 'inspect', input: SAMPLE_PUBLIC_KEY }));
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toMatch(/^Public key \(OpenPGP v4\)\nFingerprint: [0-9A-F]{40}\n/);
    await expect.poll(() => editorText(page, 'Output')).toContain('User ID: Sample User <sample@example.org>');
    await openTool(page, 'pgp');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toContain('  Algorithm: ECDH (Curve25519)');
    await setEditor(page, 'Input', 'not a key');
    await expect(toolAlert(page)).toHaveText(
      'Line 1, column 1: The input is not ASCII-armored OpenPGP data: no "-----BEGIN PGP PUBLIC KEY BLOCK-----" or "-----BEGIN PGP PRIVATE KEY BLOCK-----" line',
    );
    errors.expectNone();
  });

  test('encrypts a 5 MB paste in its worker', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'pgp');
    await pasteOver(page, 'Input', 'secret line of text\n'.repeat(250_000));
    await expect(tool(page).getByText('Input: 5,000,000 characters')).toBeVisible();
    await settled(page);
    // How long the main thread is blocked meanwhile is for the benchmarks, not this test.
    await expect.poll(() => editorText(page, 'Output'), { timeout: 60_000 }).toMatch(/^-----BEGIN PGP MESSAGE-----\n/);
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });
});
