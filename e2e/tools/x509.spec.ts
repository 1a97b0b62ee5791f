// The X.509 decoder (issue 31): the sample chain's report, a reordered chain, a bad block named with its line, a
// share link that restores the input, and PKCS#12 files opened with their password (kept out of storage).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { x509Sample } from '../../src/tools/x509/x509.sample';
import { editorText, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';

const SLUG = 'x509/decoder';
const [leaf, intermediate, root] = x509Sample.trim().split(/(?<=-----END CERTIFICATE-----)\n/);
/** PKCS#12 files made by openssl (tests/fixtures/x509/README.md), password "devbench". */
const fixture = (name: string) => fileURLToPath(new URL(`../../tests/fixtures/x509/${name}`, import.meta.url));
const WRONG = 'Wrong password, or the file is damaged: the MAC does not match.';

test.describe(SLUG, () => {
  test('decodes the sample chain, then says when a pasted chain is out of order', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await expect.poll(() => editorText(page, 'Output')).toContain('Order: correct, leaf first');
    const report = await editorText(page, 'Output');
    expect(report).toContain('Subject:      CN=www.example.com,O=Devbench Example,ST=California,C=US');
    expect(report).toContain('SANs:         DNS:www.example.com, DNS:example.com, IP Address:192.0.2.10');
    expect(report).toMatch(/Not after: +2027-12-31 18:14:29 UTC \((expires in \d+ days?|expired .* ago)\)/);

    await pasteOver(page, 'Input', [root, intermediate, leaf].join('\n'));
    await expect.poll(() => editorText(page, 'Output')).toContain('The right order: blocks 3, 2, 1.');
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('names the bad block and its line, and keeps the input', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    const bad = `${leaf}\n-----BEGIN CERTIFICATE-----\nMIIB!AAA\n-----END CERTIFICATE-----\n`;
    await pasteOver(page, 'Input', bad);
    await expect(toolAlert(page)).toContainText("Block 2 (line 26): not valid Base64: Invalid Base64 character '!'");
    await expect(toolAlert(page)).toContainText(/line 27/i);
    expect(await editorText(page, 'Input')).toBe(bad);
    errors.expectNone();
  });

  test('decodes a bundle large enough for the worker', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    // 20 copies of the chain: about 62 KB, past the page's worker threshold.
    await pasteOver(page, 'Input', Array.from({ length: 20 }, () => x509Sample).join(''));
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toContain('Chain (60 certificates):');
    expect(await editorText(page, 'Output')).toContain('Block 60 (line ');
    errors.expectNone();
  });

  test('a share link restores the input and its report', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG, shareHash({ input: root }));
    expect(await editorText(page, 'Input')).toBe(root);
    await expect.poll(() => editorText(page, 'Output')).toContain('Subject:      CN=Devbench Example Root CA,O=Devbench Example,C=US');
    errors.expectNone();
  });

  test('opens a .p12 with its password, says when it is wrong, and never keeps it', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveCount(0);
    await page.getByRole('region', { name: 'Input pane' }).locator('input[type="file"]').setInputFiles(fixture('chain.p12'));
    await expect(toolAlert(page)).toContainText('This PKCS#12 file is protected by a password', { timeout: 30_000 });

    await password.fill('not it');
    await expect(toolAlert(page)).toHaveText(WRONG, { timeout: 30_000 });
    await password.fill('devbench');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toContain('Subject:      O=Devbench,CN=p12.example');
    const report = await editorText(page, 'Output');
    expect(report).toContain('MAC:          HMAC-SHA-256, 2048 iterations: matches (the password is right)');
    expect(report).toContain('Bag 3: Private key (PKCS#8, encrypted)\n  friendlyName: p12 leaf\n');
    expect(report).toContain('  Key:          EC P-256\n');
    await expect(toolAlert(page)).toHaveCount(0);

    // The file is kept across a reload, the password is not: it was never stored.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:x509/decoder') ?? '')).toContain('data:');
    expect(Object.keys(JSON.parse((await page.evaluate(() => localStorage.getItem('devbench:tool:x509/decoder')))!))).toEqual(['input']);
    await page.reload();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(toolAlert(page)).toContainText('This PKCS#12 file is protected by a password', { timeout: 30_000 });
    errors.expectNone();
  });

  test('opens a -legacy .pfx (RC2 and 3DES) pasted as Base64, its chain in order', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await pasteOver(page, 'Input', readFileSync(fixture('chain-legacy.pfx')).toString('base64'));
    await page.getByLabel('Password', { exact: true }).fill('devbench');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toContain('Order: correct, leaf first');
    const report = await editorText(page, 'Output');
    expect(report).toContain('  Encrypted:    pbeWithSHAAnd40BitRC2-CBC, 2048 iterations\n  Subject:      O=Devbench,CN=p12.example\n');
    expect(report).toContain('  Encrypted:    pbeWithSHAAnd3-KeyTripleDES-CBC, 2048 iterations\n  Key:          EC P-256\n');
    expect(report).toContain('  bag 1 (O=Devbench,CN=p12.example): issued by bag 2 (O=Devbench,CN=Devbench Fixture Root)');
    errors.expectNone();
  });
});
