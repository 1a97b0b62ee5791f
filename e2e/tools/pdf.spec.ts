// PDF tools (/pdf/tools/): PDFs made by groff and qpdf (tests/fixtures/pdf) merged, reordered, turned, split and read
// as text in the page, with thumbnails drawn by pdf.js; files that are not PDFs and encrypted PDFs named as such.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { openTool, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';

const SLUG = 'pdf/tools';
const tool = (page: Page) => page.locator(`[data-tool="${SLUG}"]`);
const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/pdf/${name}`, import.meta.url));
const open = (page: Page, files: { name: string; buffer: Buffer; mimeType?: string }[]) =>
  tool(page)
    .locator('input[type=file]')
    .setInputFiles(files.map((f) => ({ mimeType: 'application/pdf', ...f })));
const heading = (page: Page) => tool(page).getByRole('heading', { level: 2, name: /^Result/ });
const pages = (page: Page) => tool(page).getByRole('list', { name: 'Pages' }).getByRole('listitem');

test.describe('pdf/tools', () => {
  test('merges two PDFs, reorders, turns and deletes pages, with thumbnails, and downloads the result', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await open(page, [
      { name: 'three.pdf', buffer: fixture('three.pdf') },
      { name: 'again.pdf', buffer: fixture('three.pdf') },
    ]);
    await expect(heading(page)).toHaveText(/^Result: 6 pages/, { timeout: 30_000 });
    await expect(tool(page).getByRole('list', { name: 'Opened files' })).toContainText('three.pdf');
    await expect(pages(page).first().getByRole('img', { name: 'Page 1' })).toBeVisible({ timeout: 30_000 });

    await tool(page).getByLabel('Page order').fill('3,1-2,6');
    await expect(heading(page)).toHaveText(/^Result: 4 pages/, { timeout: 30_000 });
    await expect(pages(page).first()).toHaveAccessibleName('Page 1 (page 3 of the input)');
    await tool(page).getByRole('button', { name: 'Delete page 4' }).click();
    await expect(tool(page).getByLabel('Page order')).toHaveValue('3,1-2');
    // The thumbnails follow once the new result is made (a move on the old ones would bring the deleted page back).
    await expect(heading(page)).toHaveText(/^Result: 3 pages/, { timeout: 30_000 });
    await tool(page).getByRole('button', { name: 'Move page 1 right' }).click();
    await expect(tool(page).getByLabel('Page order')).toHaveValue('1,3,2');
    await expect(heading(page)).toHaveText(/^Result: 3 pages/, { timeout: 30_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('merged-edited.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    errors.expectNone();
  });

  test('splits by ranges into a ZIP and shows the text of each page', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await tool(page).getByRole('button', { name: 'Sample' }).click();
    await expect(heading(page)).toHaveText(/^Result: 3 pages/, { timeout: 30_000 });
    await tool(page).getByLabel('Output').selectOption('ranges');
    await tool(page).getByLabel('Split ranges').fill('1-2,3');
    await expect(heading(page)).toContainText('2 files in the ZIP', { timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: 'Download ZIP' }).click()]);
    expect(Object.keys(unzipSync(new Uint8Array(readFileSync(await download.path()))))).toEqual(['sample-1-2.pdf', 'sample-3.pdf']);

    await tool(page).getByLabel('Show text').check();
    await expect(tool(page).getByRole('region', { name: 'Text of page 3' })).toContainText('Charlie page three.', { timeout: 30_000 });
    await expect(tool(page).getByRole('region', { name: 'Text of page 1' })).toContainText('Alpha page one.');
    errors.expectNone();
  });

  test('names a file that is not a PDF, an encrypted PDF, and a page that does not exist', async ({ page }) => {
    await openTool(page, SLUG);
    await open(page, [{ name: 'notes.txt', buffer: Buffer.from('Hello, world'), mimeType: 'text/plain' }]);
    await expect(toolAlert(page)).toContainText('"notes.txt" is not a PDF, a PNG or a JPEG', { timeout: 30_000 });
    await expect(toolAlert(page)).toContainText('this file starts with 48 65 6c 6c 6f 2c 20 77 ("Hello, w")');
    await tool(page).getByRole('button', { name: 'Remove notes.txt' }).click();

    await open(page, [{ name: 'secret.pdf', buffer: fixture('encrypted.pdf') }]);
    await expect(toolAlert(page)).toContainText('"secret.pdf" is encrypted', { timeout: 30_000 });
    await expect(toolAlert(page)).toContainText('pdf-lib');
    await tool(page).getByRole('button', { name: 'Remove secret.pdf' }).click();

    await open(page, [{ name: 'three.pdf', buffer: fixture('three.pdf') }]);
    await expect(heading(page)).toHaveText(/^Result: 3 pages/, { timeout: 30_000 });
    await tool(page).getByLabel('Page order').fill('1-2,9');
    await expect(toolAlert(page)).toHaveText('Line 1, column 5: Page order: page 9 does not exist: the file has 3 pages', { timeout: 30_000 });
  });
});
