// The X.509 decoder (issue 31): the sample chain's report, a reordered chain, a bad block named with its line, and a
// share link that restores the input.
import { x509Sample } from '../../src/tools/x509/x509.sample';
import { editorText, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';

const SLUG = 'x509/decoder';
const [leaf, intermediate, root] = x509Sample.trim().split(/(?<=-----END CERTIFICATE-----)\n/);

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
});
