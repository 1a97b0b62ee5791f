import { createDecipheriv, createHmac, createPublicKey, pbkdf2Sync, verify } from 'node:crypto';
import type { Page } from '@playwright/test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors, pasteOver } from '../helpers';
import { expect, test } from '../test';

/** A control of the tool by its exact label. */
const field = (page: Page, label: string) => page.locator('[data-tool]').getByLabel(label, { exact: true });
const select = (page: Page, name: string) => page.locator('[data-tool]').getByRole('combobox', { name, exact: true });
/** Waits for the tool's run to be over (the kit marks its root while a change has no answer yet). */
const settled = (page: Page) => expect(page.locator('[data-tool][data-pending]')).toHaveCount(0);

/** What `openssl enc -d -aes-256-cbc -pbkdf2 -iter N -md sha256 -a -A` does, with Node's crypto. */
function opensslDecrypt(base64: string, passphrase: string, iterations: number): string {
  const data = Buffer.from(base64, 'base64');
  expect(data.subarray(0, 8).toString()).toBe('Salted__');
  const derived = pbkdf2Sync(passphrase, data.subarray(8, 16), iterations, 48, 'sha256');
  const decipher = createDecipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32));
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]).toString();
}

test.describe('crypto/aes', () => {
  test('encrypts in OpenSSL’s format, decrypts it back, and refuses a wrong passphrase', async ({ page }) => {
    const errors = watchErrors(page);
    // 1,000 iterations keep the test quick; the page's default is 600,000.
    await openTool(page, 'crypto/aes', shareHash({ input: 'Meet at the old oak.', passphrase: 'hunter2 ✓', iterations: 1000 }));
    await settled(page);
    const encrypted = await editorText(page, 'Output');
    expect(encrypted).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/]+=*$/);
    expect(opensslDecrypt(encrypted, 'hunter2 ✓', 1000)).toBe('Meet at the old oak.');
    await expect(
      page.locator('[data-tool]').getByText(/Decrypt with: openssl enc -d -aes-256-cbc -pbkdf2 -iter 1000 -md sha256 -a -A/),
    ).toBeVisible();

    await select(page, 'Mode').selectOption('decrypt');
    await setEditor(page, 'Input', encrypted);
    await expectOutput(page, 'Meet at the old oak.');
    await field(page, 'Passphrase').fill('hunter3 ✓');
    await expect(toolAlert(page)).toContainText('Wrong passphrase or corrupted data');
    await expectOutput(page, '');
    errors.expectNone();
  });

  test('opens a share link holding what openssl enc wrote, keeps it across a reload, and shows bad Base64 with its place', async ({ page }) => {
    const errors = watchErrors(page);
    // printf 'Hello, OpenSSL!' | openssl enc -aes-256-cbc -pbkdf2 -iter 1000 -md sha256 -a -A -pass pass:s3cret
    const state = { input: 'U2FsdGVkX1+t00Gzbo0xU+AdMpv36ISVVLp1Epoyiss=', mode: 'decrypt', passphrase: 's3cret', iterations: 1000 };
    await openTool(page, 'crypto/aes', shareHash(state));
    await expectOutput(page, 'Hello, OpenSSL!');
    await openTool(page, 'crypto/aes');
    await expectOutput(page, 'Hello, OpenSSL!');
    await setEditor(page, 'Input', 'U2FsdGVkX1+t\n00Gz#bo0x');
    await expect(toolAlert(page)).toHaveText("Line 2, column 5: The encrypted text must be Base64: '#' is not a Base64 character");
    errors.expectNone();
  });

  test('AES-GCM with a generated raw key encrypts a 5 MB paste in its worker', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'crypto/aes', shareHash({ input: '', cipher: 'gcm', keyType: 'raw' }));
    await page.locator('[data-tool]').getByRole('button', { name: 'Generate a key' }).click();
    await expect(field(page, 'Key (hex)')).toHaveValue(/^[0-9a-f]{64}$/);
    const big = 'secret line of text\n'.repeat(250_000);
    await pasteOver(page, 'Input', big);
    // 5,000,000 characters encrypt to 6.4 MB (MiB) of Base64.
    await expect(page.locator('[data-tool]').getByText(/Output: 6\.4 MB/)).toBeVisible({ timeout: 60_000 });
    await settled(page);
    // How long the main thread is blocked meanwhile is for `npm run bench:inputs -- --only crypto/aes`, not this test.
    expect((await editorText(page, 'Output')).length).toBeGreaterThan(100);
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });
});

const part = (s: string) => Buffer.from(s, 'base64url');

test.describe('jwt/encoder', () => {
  test('signs the claims with HS256, adds an expiry, and says where the JSON is wrong', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jwt/encoder', shareHash({ input: '{"sub": "42", "name": "Grace"}', key: 'e2e-secret-that-is-long-enough-for-hs256' }));
    await settled(page);
    const token = await editorText(page, 'Output');
    const [h, p, s] = token.split('.');
    expect(JSON.parse(part(h).toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(part(p).toString()).toBe('{"sub":"42","name":"Grace"}');
    expect(s).toBe(createHmac('sha256', 'e2e-secret-that-is-long-enough-for-hs256').update(`${h}.${p}`).digest('base64url'));

    await page.locator('[data-tool]').getByRole('button', { name: 'exp = now +' }).click();
    await settled(page);
    const claims = JSON.parse(part((await editorText(page, 'Output')).split('.')[1]).toString());
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(3500);
    expect(claims.exp - Date.now() / 1000).toBeLessThan(3700);

    await setEditor(page, 'Input', '{\n  "sub": "42",\n}');
    await expect(toolAlert(page)).toContainText('Line 3, column 1');
    errors.expectNone();
  });

  test('generates an ES256 key pair and signs a token its public key verifies', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jwt/encoder');
    await select(page, 'Algorithm').selectOption('ES256');
    await expect(toolAlert(page)).toContainText('Enter the private key for ES256');
    await page.locator('[data-tool]').getByRole('button', { name: 'Generate a key pair' }).click();
    await expect(page.locator('[data-tool] pre[aria-label="Public key"]')).toContainText('-----BEGIN PUBLIC KEY-----');
    await settled(page);
    await expect(toolAlert(page)).toHaveCount(0);
    const token = await editorText(page, 'Output');
    const [h, p, s] = token.split('.');
    expect(JSON.parse(part(h).toString()).alg).toBe('ES256');
    const publicKey = createPublicKey((await page.locator('[data-tool] pre[aria-label="Public key"]').textContent()) ?? '');
    expect(verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, part(s))).toBe(true);
    errors.expectNone();
  });
});

/** The TOTP code of a Base32 secret at a Unix time, with Node's crypto (RFC 6238, SHA-1, 6 digits). */
function totp(base32: string, seconds: number, period = 30): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / period)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test.describe('otp', () => {
  test('shows the current TOTP code with its countdown, an otpauth link and its QR code', async ({ page }) => {
    const errors = watchErrors(page);
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    await openTool(page, 'otp', shareHash({ secret, issuer: 'Acme', label: 'ada@example.com' }));
    const code = page.locator('[data-tool] output[aria-label="One-time password"]');
    await expect(code).toHaveText(/^\d{6}$/);
    const now = Date.now() / 1000;
    expect([totp(secret, now - 2), totp(secret, now), totp(secret, now + 2)]).toContain(await code.textContent());
    await expect(page.locator('[data-tool]').getByText(/^Next code in \d+ s/)).toBeVisible();
    await expect(page.locator('[data-tool] [aria-label="Link"]')).toHaveText(
      `otpauth://totp/Acme:ada%40example.com?issuer=Acme&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    await expect(page.locator('[data-tool] [role="img"][aria-label="QR code"] svg')).toBeVisible();
    errors.expectNone();
  });

  test('reads a pasted HOTP link, steps its counter, and points at a bad Base32 letter', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'otp');
    // RFC 4226 appendix D: the secret "12345678901234567890", counters 0 and 1.
    await field(page, 'Paste an otpauth:// link').fill('otpauth://hotp/Example:bob?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&counter=0&issuer=Example');
    const code = page.locator('[data-tool] output[aria-label="One-time password"]');
    await expect(code).toHaveText('755224');
    await expect(field(page, 'Account name')).toHaveValue('bob');
    await page.locator('[data-tool]').getByRole('button', { name: 'Next counter' }).click();
    await expect(code).toHaveText('287082');
    await field(page, 'Secret (Base32)').fill('GEZDGNBVGY3TQOJ1');
    await expect(toolAlert(page).first()).toContainText('"1" at column 16 is not a Base32 letter');
    errors.expectNone();
  });
});
