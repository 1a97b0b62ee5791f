import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { toolLink } from '../../src/registry/routes';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from '../../src/tools/jwt/jwt.sample';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test, type Page } from '../test';

const SLUG = 'jwt/decoder';
const SECRET = 'e2e-secret-that-is-long-enough-for-hs256';
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function hs256(payload: Record<string, unknown>, secret = SECRET): string {
  const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const header = (page: Page) => page.locator('[data-tool] figure[aria-label="Header"]');
const payload = (page: Page) => page.locator('[data-tool] figure[aria-label="Payload"]');
const timeStatus = (page: Page) => page.locator('[data-tool] [data-status="token"]');
const signatureStatus = (page: Page) => page.locator('[data-tool] [data-status="signature"]');

test('decodes a pasted token, says it expired, and verifies it with the secret', async ({ page }) => {
  const errors = watchErrors(page);
  const token = hs256({ sub: 'user-42', name: 'Grace Hopper', iat: nowSeconds() - 5 * 86400, exp: nowSeconds() - 3 * 86400 - 3600 });
  await openTool(page, SLUG);
  await setEditor(page, 'Input', `Bearer ${token}`);
  await expect(header(page)).toContainText('"alg": "HS256"');
  await expect(payload(page)).toContainText('"name": "Grace Hopper"');
  await expect(timeStatus(page)).toHaveText(/^Expired 3 days 1 hour ago, at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
  const exp = page.locator('[data-tool] tr[data-claim="exp"]');
  await expect(exp).toContainText('Expiration time');
  await expect(exp).toContainText(/3 days 1 hour ago/);
  await expect(signatureStatus(page)).toHaveText('Signature not verified: enter the secret to check it');

  await page.getByRole('textbox', { name: 'Secret', exact: true }).fill(SECRET);
  await expect(signatureStatus(page)).toHaveText('Signature verified with the HS256 secret');
  await page.getByRole('textbox', { name: 'Secret', exact: true }).fill('not-the-secret');
  await expect(signatureStatus(page)).toHaveText(/^Invalid signature/);
  await expect(toolAlert(page)).toHaveCount(0);
  errors.expectNone();
});

test('the sample verifies with its secret', async ({ page }) => {
  await openTool(page, SLUG);
  await setEditor(page, 'Input', '');
  await page.getByRole('button', { name: 'Sample' }).click();
  await expect(payload(page)).toContainText('"name": "Ada Lovelace"');
  await expect(page.getByRole('textbox', { name: 'Secret', exact: true })).toHaveValue(SAMPLE_SECRET);
  await expect(signatureStatus(page)).toHaveText('Signature verified with the HS256 secret');
  expect(await editorText(page, 'Input')).toBe(SAMPLE_TOKEN);
});

test('verifies ES256 with a PEM public key', async ({ page }) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const input = `${part({ alg: 'ES256', typ: 'JWT', kid: 'k1' })}.${part({ sub: 'es-user', exp: nowSeconds() + 2 * 3600 + 30 })}`;
  const token = `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  await openTool(page, SLUG);
  await setEditor(page, 'Input', token);
  await expect(timeStatus(page)).toHaveText(/^Valid for 2 hours, until /);
  await expect(signatureStatus(page)).toHaveText('Signature not verified: enter the public key to check it');
  await setEditor(page, 'Public key', publicKey.export({ type: 'spki', format: 'pem' }).toString());
  await expect(signatureStatus(page)).toHaveText('Signature verified with an EC P-256 public key');
});

test('a share link opens the tool with the token decoded, without the secret', async ({ page, context }) => {
  const token = hs256({ sub: 'shared', name: 'Linked User', exp: nowSeconds() + 2 * 3600 + 30 });
  await openTool(page, SLUG, shareHash({ input: token }));
  expect(await editorText(page, 'Input')).toBe(token);
  await expect(payload(page)).toContainText('"name": "Linked User"');
  await expect(timeStatus(page)).toHaveText(/^Valid for 2 hours, until /);

  await page.getByRole('textbox', { name: 'Secret', exact: true }).fill(SECRET);
  await expect(signatureStatus(page)).toHaveText('Signature verified with the HS256 secret');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/jwt/decoder/#');
  expect(decodeURIComponent(link)).not.toContain(SECRET);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator(`[data-tool="${SLUG}"][data-ready]`)).toBeVisible();
  await expect(payload(other)).toContainText('"name": "Linked User"');
  await expect(signatureStatus(other)).toHaveText('Signature not verified: enter the secret to check it');
});

test('opens from a link built by toolLink, as the search palette makes them', async ({ page }) => {
  const token = hs256({ iss: 'https://issuer.example', sub: 'from-palette' });
  const link = toolLink(SLUG, token);
  expect(link.startsWith('/jwt/decoder/#')).toBe(true);
  await page.goto(link);
  await expect(page.locator(`[data-tool="${SLUG}"][data-ready]`)).toBeVisible();
  expect(await editorText(page, 'Input')).toBe(token);
  await expect(payload(page)).toContainText('"sub": "from-palette"');
  await expect(timeStatus(page)).toHaveText(/^No expiry/);
});

test('says what is wrong with bad input and where, and keeps the input', async ({ page }) => {
  const errors = watchErrors(page);
  const [h, p, s] = SAMPLE_TOKEN.split('.');
  const bad = `${h}.${p.slice(0, 16)}!${p.slice(17)}.${s}`;
  await openTool(page, SLUG);
  await setEditor(page, 'Input', bad);
  await expect(toolAlert(page)).toHaveText(
    `Line 1, column ${h.length + 18}: The payload (part 2) is not valid Base64URL at character 17: '!' (U+0021) is not one of A–Z, a–z, 0–9, - and _`,
  );
  expect(await editorText(page, 'Input')).toBe(bad);

  await setEditor(page, 'Input', `${h}.${p}`);
  await expect(toolAlert(page)).toHaveText('A JWT has 3 parts separated by dots; this has 2');
  expect(await editorText(page, 'Input')).toBe(`${h}.${p}`);
  errors.expectNone();
});

test('explains that a 5-part token is encrypted', async ({ page }) => {
  const jwe = [part({ alg: 'RSA-OAEP', enc: 'A256GCM' }), 'a2V5', 'aXY', 'Y2lwaGVy', 'dGFn'].join('.');
  await openTool(page, SLUG);
  await setEditor(page, 'Input', jwe);
  await expect(timeStatus(page)).toHaveText(/^Encrypted token \(JWE, RSA-OAEP with A256GCM\): its claims are encrypted/);
  await expect(header(page)).toContainText('"enc": "A256GCM"');
  await expect(toolAlert(page)).toHaveCount(0);
});
