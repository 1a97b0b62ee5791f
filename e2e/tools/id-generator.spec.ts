import { editorText, openTool, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test, type Page } from '../test';

const lines = async (page: Page) => (await editorText(page, 'Output')).split('\n').filter(Boolean);
const decoded = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Decoded' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test.describe('id/generator', () => {
  test('generates sortable ULIDs, then Snowflakes and NanoIDs as configured', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'id/generator');
    await expect.poll(async () => (await lines(page)).length).toBe(5);
    const ulids = await lines(page);
    for (const id of ulids) expect(id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect([...ulids].sort()).toEqual(ulids);

    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('snowflake');
    await page.getByLabel('How many').fill('12');
    await expect.poll(async () => (await lines(page)).length).toBe(12);
    for (const id of await lines(page)) expect(id).toMatch(/^\d{18,19}$/);

    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('nanoid');
    await page.getByLabel('Alphabet').fill('xy');
    await page.getByLabel('Size').fill('8');
    await expect.poll(async () => (await lines(page))[0]).toMatch(/^[xy]{8}$/);
    const before = await editorText(page, 'Output');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => editorText(page, 'Output')).not.toBe(before);
    errors.expectNone();
  });

  test('decodes a ULID and a Discord snowflake, and names the first bad character', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'id/generator');
    await page.getByLabel('Id to decode').fill('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(decoded(page, 'Kind')).toContainText('ULID');
    await expect(decoded(page, 'Unix ms')).toContainText('1469918176385');
    await expect(decoded(page, 'Timestamp')).toContainText('2016-07-30T22:36:16.385Z');

    await page.getByLabel('Id to decode').fill('175928847299117063');
    await page.getByRole('combobox', { name: 'Snowflake epoch' }).selectOption('discord');
    await expect(decoded(page, 'Timestamp')).toContainText('2016-04-30T11:18:25.796Z');
    await expect(decoded(page, 'Sequence')).toContainText('7');

    await page.getByLabel('Id to decode').fill('01ARYZ6S41TSV4RRFFQ69G5FAU');
    await expect(toolAlert(page)).toHaveText(/column 26: 'U' \(U\+0055\) is not a ULID character/);
    errors.expectNone();
  });

  test('restores a share link and makes a big CUID2 batch in its worker', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'id/generator', shareHash({ kind: 'cuid2', count: '2000', decode: '507f1f77bcf86cd799439011' }));
    await expect(decoded(page, 'Kind')).toContainText('ObjectId');
    await expect(decoded(page, 'Counter')).toContainText('4427793 (0x439011)');
    await expect(page.locator('[data-tool]').getByText(/^2,000 × CUID2, made in your browser/)).toBeVisible({ timeout: 20_000 });
    const ids = await lines(page);
    expect(ids).toHaveLength(2000);
    expect(new Set(ids).size).toBe(2000);
    for (const id of ids.slice(0, 20)) expect(id).toMatch(/^[a-z][0-9a-z]{23}$/);
    errors.expectNone();
  });
});
