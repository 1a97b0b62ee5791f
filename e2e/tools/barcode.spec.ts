import { toBuffer } from 'bwip-js/node';
import { expect, test, type Page } from '../test';
import { openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';

const picture = (page: Page, name: string) => page.locator('[data-tool]').getByRole('img', { name });
// The tool's status line (CodeMirror keeps an aria-live region of its own for announcements).
const status = (page: Page) => page.locator('[data-tool] [aria-live]:not(.cm-announced)');

test.describe('barcode', () => {
  test('draws the sample, then an EAN-13 with its check digit added', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'barcode');
    await expect(picture(page, 'Code 128 barcode').locator('svg')).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-tool]').getByRole('combobox', { name: 'Type', exact: true }).selectOption('ean13');
    await pasteOver(page, 'Input', '590123412345');
    await expect(picture(page, 'EAN-13 barcode').locator('svg')).toBeVisible({ timeout: 30_000 });
    await expect(status(page)).toHaveText(/^EAN-13 · \d+×\d+ px$/);
    await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    errors.expectNone();
  });

  test('says what a symbology cannot encode, and where', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'barcode', shareHash({ type: 'ean13', input: '5901A34123457' }));
    await expect(toolAlert(page)).toContainText("EAN-13 takes 12 or 13 digits; character 5 is 'A'", { timeout: 30_000 });
    await pasteOver(page, 'Input', '5901234123458');
    await expect(toolAlert(page)).toContainText('The check digit is wrong: 5901234123458 ends in 8, but the check digit of 590123412345 is 7', {
      timeout: 30_000,
    });
    await page.locator('[data-tool]').getByRole('combobox', { name: 'Type', exact: true }).selectOption('itf');
    await pasteOver(page, 'Input', '12345');
    await expect(toolAlert(page)).toContainText('ITF takes an even number of digits', { timeout: 30_000 });
    errors.expectNone();
  });

  test('computes and verifies a check digit; a share link restores a UPC-A', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'barcode', shareHash({ type: 'upca', input: '036000291452', checkType: 'upca', check: '03600029145' }));
    await expect(picture(page, 'UPC-A barcode').locator('svg')).toBeVisible({ timeout: 30_000 });
    const result = page.getByLabel('Check digit result');
    await expect(result).toHaveText('The check digit is 2: the full UPC-A number is 036000291452.');
    await page.getByLabel('Number', { exact: true }).fill('036000291453');
    await expect(result).toHaveText(/^The check digit is wrong: 036000291453 ends in 3, but the check digit of 03600029145 is 2/);
    errors.expectNone();
  });

  test('reads a barcode from an image, and says when there is none', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'barcode');
    const options = { scale: 3, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' };
    const dm = await toBuffer({ ...options, bcid: 'datamatrix', text: 'Read me: Data Matrix ✓' });
    const input = page.locator('[data-tool] input[type="file"]');
    await input.setInputFiles({ name: 'dm.png', mimeType: 'image/png', buffer: dm });
    const found = page.getByRole('list', { name: 'Codes found' });
    await expect(found).toContainText('Data Matrix', { timeout: 30_000 });
    await expect(found).toContainText('Read me: Data Matrix ✓');
    const blank = await toBuffer({ ...options, bcid: 'code128', text: 'x', barcolor: 'FFFFFF' });
    await input.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
    await expect(toolAlert(page).filter({ hasText: /^No barcode found in blank\.png \(\d+×\d+ px\)\. Tried Code 128/ })).toBeVisible({
      timeout: 30_000,
    });
    errors.expectNone();
  });
});
