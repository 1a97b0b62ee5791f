import { expect, test } from '../test';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

test.describe('json/viewer', () => {
  const doc = '{"user":{"name":"Ada","langs":["en","fr"]},"active":true}';

  test('shows the document as a tree, searches it and gives the path of a node', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/viewer');
    await setEditor(page, 'Input', doc);
    const tree = page.getByRole('tree', { name: 'Output' });
    await expect(tree.getByRole('treeitem')).toHaveCount(7);
    await expect(tree.getByRole('treeitem', { name: /"name":\s*"Ada"/ })).toBeVisible();
    await tree.getByRole('treeitem', { name: /"fr"/ }).click();
    await expect(page.getByLabel('Selected path')).toHaveText('$.user.langs[1]');
    await page.getByRole('textbox', { name: 'Search keys and values' }).fill('ada');
    await expect(page.getByText('1 match')).toBeVisible();
    await tree
      .getByRole('treeitem', { name: /"user"/ })
      .getByRole('button', { name: 'Collapse' })
      .click();
    await expect(tree.getByRole('treeitem')).toHaveCount(3);
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'json/viewer', shareHash({ input: '[10, 20, 30]' }));
    await expect(page.getByRole('tree', { name: 'Output' }).getByRole('treeitem')).toHaveCount(4);
    expect(await editorText(page, 'Input')).toBe('[10, 20, 30]');
  });

  test('shows an inline error with line and column for bad JSON', async ({ page }) => {
    await openTool(page, 'json/viewer');
    await setEditor(page, 'Input', '{"a": [1, 2}');
    await expect(toolAlert(page)).toHaveText(/Line 1, column 12/);
  });
});

test.describe('csv/viewer', () => {
  test('shows a sortable table with quoted fields', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'csv/viewer');
    await setEditor(page, 'Input', 'name,age\n"Smith, Jo",42\nAl,7\n"Quote ""q""",100');
    const table = page.getByRole('table', { name: 'Output' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('cell', { name: 'Smith, Jo' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Quote "q"' })).toBeVisible();
    await table.getByRole('button', { name: /age/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Al');
    await table.getByRole('button', { name: /age/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Quote "q"');
    errors.expectNone();
  });

  test('restores a share link with its delimiter', async ({ page }) => {
    await openTool(page, 'csv/viewer', shareHash({ input: 'a;b\n1;2', delimiter: ';', header: true }));
    await expect(page.getByRole('table', { name: 'Output' }).getByRole('columnheader')).toHaveText([/a/, /b/]);
  });

  test('reports an unclosed quote inline', async ({ page }) => {
    await openTool(page, 'csv/viewer');
    await setEditor(page, 'Input', 'a,b\n"open,1');
    await expect(toolAlert(page)).toHaveText(/quote/i);
  });
});

test.describe('csv/query-as-sql', () => {
  test('runs SQL over the CSV in the browser', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'csv/query-as-sql');
    await setEditor(page, 'Input', 'city,pop\nOslo,700\nBergen,290\nOslo,10');
    await setEditor(page, 'Query', 'SELECT city, SUM(pop) AS total FROM data GROUP BY city ORDER BY total DESC');
    const table = page.getByRole('table', { name: 'Output' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toHaveText(/Oslo\s*710/);
    await expect(table.getByRole('row').nth(2)).toHaveText(/Bergen\s*290/);
    errors.expectNone();
  });

  test('restores a share link and shows SQL errors inline', async ({ page }) => {
    await openTool(page, 'csv/query-as-sql', shareHash({ input: 'x\n1\n2', query: 'SELECT COUNT(*) AS n FROM data' }));
    await expect(page.getByRole('table', { name: 'Output' }).getByRole('row').nth(1)).toHaveText('2');
    await setEditor(page, 'Query', 'SELECT nope FROM data');
    await expect(toolAlert(page)).toHaveText(/no such column: nope/);
  });
});

test.describe('base64-image-encoder', () => {
  // A 1×1 transparent PNG.
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  test('turns an opened image file into a data URI with a preview', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'base64-image-encoder');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file' }).click();
    await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect.poll(() => editorText(page, 'Output')).toBe(`data:image/png;base64,${png}`);
    await expect(page.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
    await expect(page.getByText(/image\/png, 70 B, 1 × 1 px/)).toBeVisible();
    errors.expectNone();
  });

  test('previews a pasted bare Base64 image and restores a share link', async ({ page }) => {
    await openTool(page, 'base64-image-encoder', shareHash({ input: png }));
    await expect.poll(() => editorText(page, 'Output')).toBe(`data:image/png;base64,${png}`);
    await expect(page.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
  });

  test('says what is wrong with text that is not an image', async ({ page }) => {
    await openTool(page, 'base64-image-encoder');
    await setEditor(page, 'Input', 'data:image/png;base64,@@@');
    await expect(toolAlert(page)).toBeVisible();
  });
});
