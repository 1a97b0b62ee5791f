import { expect, test } from '../test';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const ddl = 'CREATE TABLE authors (id INT PRIMARY KEY, name TEXT);\nCREATE TABLE books (id INT PRIMARY KEY, author_id INT REFERENCES authors(id));';

test('draws tables as nodes and foreign keys as edges', async ({ page }) => {
  const errors = watchErrors(page);
  await openTool(page, 'sql/ddl-to-diagram');
  await setEditor(page, 'Input', ddl);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('svg g.node')).toHaveCount(2);
  await expect(preview.locator('svg g.edge')).toHaveCount(1);
  await expect(preview.locator('svg g.node title')).toHaveText(['authors', 'books']);
  await expect(page.getByText('2 tables, 1 foreign keys.')).toBeVisible();
  errors.expectNone();
});

test('restores a share link with its dialect', async ({ page }) => {
  await openTool(page, 'sql/ddl-to-diagram', shareHash({ input: 'CREATE TABLE `t` (`id` INT);', dialect: 'mysql' }));
  await expect(page.getByRole('region', { name: 'Preview' }).locator('svg g.node title')).toHaveText(['t']);
  await expect(page.getByLabel('Dialect')).toHaveValue('mysql');
  expect(await editorText(page, 'Input')).toBe('CREATE TABLE `t` (`id` INT);');
});

test('shows where the SQL cannot be parsed', async ({ page }) => {
  await openTool(page, 'sql/ddl-to-diagram');
  await setEditor(page, 'Input', 'CREATE TABLE a (id INT);\nCREATE TABLE b (id INT,, x INT);');
  await expect(toolAlert(page)).toHaveText(/^Line 2, column \d+: Could not parse the SQL/);
});
