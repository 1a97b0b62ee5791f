// Excel to JSON (/excel/to-json/): XLSX and ODS files made by openpyxl and odfpy (tests/fixtures/excel) read into
// JSON with the sheet picker and preview, files that are not spreadsheets named as what they are, and JSON written
// back as an .xlsx download.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { editorText, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';

const tool = (page: Page) => page.locator('[data-tool="excel/to-json"]');
const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/excel/${name}`, import.meta.url));
const open = (page: Page, name: string, buffer: Buffer, mimeType = 'application/octet-stream') =>
  tool(page).locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
const output = (page: Page) => expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 });

test.describe('excel/to-json', () => {
  test('reads an XLSX file into JSON with a preview, and another sheet on request', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'excel/to-json');
    await open(page, 'people.xlsx', fixture('people.xlsx'));
    await output(page).toContain('"joined": "2023-06-30T10:30:00"');
    expect(JSON.parse(await editorText(page, 'Output'))[0]).toEqual({ name: 'Ada', age: 36, member: true, joined: '2024-01-15' });
    await expect(tool(page).getByLabel('Workbook')).toHaveText('XLSX · 2 sheets: People (4 rows), Notes (3 rows)');
    await expect(tool(page).getByRole('table', { name: 'Preview' })).toContainText('Linus');
    await tool(page).getByRole('combobox', { name: 'Sheet' }).selectOption('Notes');
    await tool(page).getByLabel('Format').selectOption('csv');
    await output(page).toBe('item,qty,double\nMerged title,,\nbolts,21,42');
    errors.expectNone();
  });

  test('reads every sheet of an ODS file as an object keyed by sheet name', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'excel/to-json', shareHash({ input: '', direction: 'to-json', empty: 'omit' }));
    await open(page, 'people.ods', fixture('people.ods'), 'application/vnd.oasis.opendocument.spreadsheet');
    await output(page).toContain('"name": "Grace"');
    await tool(page).getByRole('combobox', { name: 'Sheet' }).selectOption('*');
    await output(page).toContain('"Notes"');
    const all = JSON.parse(await editorText(page, 'Output'));
    expect(Object.keys(all)).toEqual(['People', 'Notes']);
    expect(all.People[2]).toEqual({ name: 'Grace', member: true });
    expect(all.Notes).toEqual([{ item: 'Merged title' }]);
    errors.expectNone();
  });

  test('names what a file that is not a spreadsheet is, and a damaged workbook', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'excel/to-json');
    await open(page, 'report.pdf', Buffer.from('%PDF-1.7\n\u0000\u0001binary'));
    await expect(toolAlert(page)).toContainText('Not a spreadsheet: the file starts with 25 50 44 46 2d 31 2e 37 (%PDF-1.7), which is a PDF', {
      timeout: 30_000,
    });
    await open(page, 'cut.xlsx', fixture('people.xlsx').subarray(0, 3000));
    await expect(toolAlert(page)).toContainText('The file is a damaged ZIP archive', { timeout: 30_000 });
    errors.expectNone();
  });

  test('writes pasted JSON as an .xlsx download', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'excel/to-json', shareHash({ input: '', direction: 'from-json' }));
    await pasteOver(page, 'Input', '[{"name": "Ada", "joined": "2024-01-15"}, {"name": "Linus", "score": 9.5}]');
    await output(page).toContain('Sheet1: 3 rows (header included) × 3 columns');
    const [download] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: 'Download .xlsx' }).click()]);
    expect(download.suggestedFilename()).toBe('data.xlsx');
    const parts = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="C3"');
    expect(new TextDecoder().decode(parts['xl/sharedStrings.xml'])).toContain('Linus');
    await pasteOver(page, 'Input', '[1, 2]');
    await expect(toolAlert(page)).toContainText('every row must be an object');
    errors.expectNone();
  });
});
