import { editorText, movePointer, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test, type Page } from '../test';

const SLUG = 'crypto/keys';
/** A select of the tool by its accessible name. */
const select = (page: Page, name: string) => page.locator('[data-tool]').getByRole('combobox', { name, exact: true });
/** Mantine's SegmentedControl hides its radios; a person clicks the label. */
const segment = (page: Page, value: string) => page.locator(`[data-tool] label[for$="-${value}"]`).click();
const fingerprint = (page: Page) => page.locator('[data-tool] [aria-label="Fingerprint"]');
const keyType = (page: Page) => page.locator('[data-tool] [aria-label="Key type"]');
/** The text of one written format (a <pre> labelled by the format's name). */
const keyOut = (page: Page, label: string) => page.locator(`[data-tool] pre[aria-label="${label}"]`);
const settled = (page: Page) => expect(page.locator('[data-tool][data-pending]')).toHaveCount(0, { timeout: 20_000 });

// A P-256 key made by `openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256`; its public key by
// `openssl pkey -pubout`, its OpenSSH line by `ssh-keygen -i -m PKCS8` and its fingerprint by `ssh-keygen -l`.
const EC_SPKI =
  '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEypBIuUqGgQp4Ztg2QDQKLonUmiON\n32RWXg9/oiECyBIcOfB7RQoqXGaeCwIZSD6IEuL7ZWqOzVgYnexg6SqJcQ==\n-----END PUBLIC KEY-----';
const EC_SSH =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBMqQSLlKhoEKeGbYNkA0Ci6J1Jojjd9kVl4Pf6IhAsgSHDnwe0UKKlxmngsCGUg+iBLi+2Vqjs1YGJ3sYOkqiXE=';
const EC_FINGERPRINT = '256 SHA256:mfhSr233qo4jD4t1olAYQTW3i5QUirU3hemLJ4Z+D+Q no comment (ECDSA)';

test.describe(SLUG, () => {
  test('generates an Ed25519 pair, follows the comment, then ECDSA P-384 and RSA 2048', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await expect(keyType(page)).toHaveText('Ed25519 private key, 256 bits');
    await expect(fingerprint(page)).toHaveText(/^256 SHA256:[A-Za-z0-9+/]{43} no comment \(ED25519\)$/);
    expect(await keyOut(page, 'OpenSSH public key').textContent()).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}$/);
    expect(await keyOut(page, 'Private key (PKCS#8 PEM)').textContent()).toMatch(
      /^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=]{64}\n-----END PRIVATE KEY-----$/,
    );
    expect(await keyOut(page, 'OpenSSH private key').textContent()).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE/);
    const first = await fingerprint(page).textContent();

    // The comment changes the OpenSSH keys and the fingerprint line, not the key.
    await page.locator('[data-tool]').getByLabel('Comment', { exact: true }).fill('me@laptop');
    await expect(fingerprint(page)).toHaveText(first!.replace('no comment', 'me@laptop'));
    await expect.poll(() => keyOut(page, 'OpenSSH public key').textContent()).toMatch(/ me@laptop$/);

    await select(page, 'Algorithm').selectOption('ecdsa');
    await select(page, 'Curve').selectOption('P-384');
    await expect(keyType(page)).toHaveText('ECDSA private key, P-384 (384 bits)');
    await expect.poll(() => keyOut(page, 'OpenSSH public key').textContent()).toMatch(/^ecdsa-sha2-nistp384 AAAA\S+ me@laptop$/);
    expect(JSON.parse((await keyOut(page, 'Public JWK').textContent()) ?? '')).toMatchObject({ kty: 'EC', crv: 'P-384' });

    await select(page, 'Algorithm').selectOption('rsa');
    await expect(keyType(page)).toHaveText('RSA private key, 2048 bits', { timeout: 20_000 });
    await expect(fingerprint(page)).toHaveText(/^2048 SHA256:\S{43} me@laptop \(RSA\)$/);
    // Generate makes a new key of the same kind.
    const rsa = await fingerprint(page).textContent();
    await page.locator('[data-tool]').getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(fingerprint(page)).not.toHaveText(rsa!, { timeout: 20_000 });
    await expect(fingerprint(page)).toHaveText(/^2048 SHA256:\S{43} me@laptop \(RSA\)$/);
    errors.expectNone();
  });

  test('converts a public key from a share link as openssl and ssh-keygen do, and says where a bad key is wrong', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG, shareHash({ mode: 'convert', input: EC_SPKI }));
    await expect(keyType(page)).toHaveText('ECDSA public key, P-256 (256 bits)');
    await expect(fingerprint(page)).toHaveText(EC_FINGERPRINT);
    await expect(keyOut(page, 'OpenSSH public key')).toHaveText(EC_SSH);
    await expect(keyOut(page, 'Public key (SPKI PEM)')).toHaveText(EC_SPKI);
    // A public key has no private formats.
    await expect(page.locator('[data-tool] pre[aria-label="Private JWK"]')).toHaveCount(0);

    await pasteOver(page, 'Input', EC_SPKI.replace('MFkwEwYH', 'MFkwEw*H'));
    await expect(toolAlert(page)).toHaveText("Line 2, column 7: Invalid Base64 character '*'");
    await pasteOver(page, 'Input', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----');
    await expect(toolAlert(page)).toContainText('Line 1, column 1: This is a certificate, not a key');
    await pasteOver(page, 'Input', EC_SSH);
    await expect(toolAlert(page)).toHaveCount(0);
    await expect(fingerprint(page)).toHaveText(EC_FINGERPRINT);
    errors.expectNone();
  });

  test('keeps a pasted key across a reload, and a share link of a private key leaves the key out', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await segment(page, 'convert');
    // The sample: the RFC 8410 Ed25519 private key.
    await expect(keyType(page)).toHaveText('Ed25519 private key, 256 bits');
    // The generated pair's keys (also Ed25519) stay until the sample's conversion has run.
    await expect(keyOut(page, 'Public key (SPKI PEM)')).toHaveText(
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----',
    );
    await page.locator('[data-tool]').getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(
        async () =>
          JSON.parse(decodeURIComponent((await page.evaluate(() => navigator.clipboard.readText())).split('#')[1] ?? '{}')) as Record<
            string,
            unknown
          >,
      )
      .toMatchObject({ mode: 'convert', input: '' });

    await pasteOver(page, 'Input', `${EC_SSH} ops@devbench`);
    await expect(fingerprint(page)).toHaveText(EC_FINGERPRINT.replace('no comment', 'ops@devbench'));
    await settled(page);
    await page.reload();
    await movePointer(page);
    await expect(page.locator(`[data-tool="${SLUG}"][data-ready]`)).toBeVisible();
    await expect.poll(() => editorText(page, 'Input')).toBe(`${EC_SSH} ops@devbench`);
    await expect(fingerprint(page)).toHaveText(EC_FINGERPRINT.replace('no comment', 'ops@devbench'));
    errors.expectNone();
  });
});
