import { expect, test, type Page } from '../test';
import { editor, editorText, openTool, selectAllIn, setEditor, shareHash, toolAlert, watchErrors, pasteOver } from '../helpers';

const SLUG = 'json/schema-validator';

const result = (page: Page) => page.getByRole('region', { name: 'Result' });
const errorRows = (page: Page) => page.getByRole('table', { name: 'Validation errors' }).locator('tbody tr');

/** Where the Input editor's cursor is, as 1-based line and column. */
async function inputCursor(page: Page): Promise<{ line: number; column: number }> {
  return editor(page, 'Input').evaluate((node) => {
    const view = (
      node as unknown as {
        cmTile?: {
          root?: { view?: { state: { selection: { main: { head: number } }; doc: { lineAt(pos: number): { number: number; from: number } } } } };
        };
      }
    ).cmTile?.root?.view;
    if (!view) throw new Error('not CodeMirror yet');
    const head = view.state.selection.main.head;
    const line = view.state.doc.lineAt(head);
    return { line: line.number, column: head - line.from + 1 };
  });
}

test.describe(SLUG, () => {
  test('lists the sample errors with pointer, place and schema path; a place puts the cursor there', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await expect(result(page).getByRole('heading')).toHaveText('✗ 5 errors against draft 2020-12');
    await expect(errorRows(page)).toHaveCount(5);
    await expect(errorRows(page).nth(1)).toContainText('/email');
    await expect(errorRows(page).nth(1)).toContainText('must match format "email"');
    await expect(errorRows(page).nth(1)).toContainText('#/properties/email/format');
    await expect(errorRows(page).nth(4)).toContainText('(root)');
    await expect(errorRows(page).nth(4)).toContainText('must NOT have the additional property "born"');

    // The editors become CodeMirror on first use; then a click on a place selects it in the Input editor.
    await selectAllIn(page, 'Input');
    await page.getByRole('button', { name: 'Go to line 4, column 12' }).click();
    await expect.poll(() => inputCursor(page)).toEqual({ line: 4, column: 12 });

    // Fixing the instance in the editor validates it again (in the worker, where the validators run).
    await setEditor(page, 'Input', '{"id": 3, "name": "Ada", "email": "ada@example.com", "tags": ["math"]}');
    await expect(result(page).getByRole('heading')).toHaveText('✓ Valid');
    await expect(result(page)).toContainText("draft 2020-12, from the schema's $schema; formats asserted");
    await expect(errorRows(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('applies the chosen draft and the formats switch, and keeps the state across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await setEditor(page, 'Schema', '{"items": [{"type": "string"}], "additionalItems": false, "properties": {"d": {"format": "date"}}}');
    await setEditor(page, 'Input', '["a", "b"]');
    // Without $schema the schema is read as 2020-12, where an items array is not allowed.
    await expect(toolAlert(page)).toContainText('The schema is not a valid draft 2020-12 schema');
    await page.getByLabel('Draft').selectOption('draft-07');
    await expect(result(page).getByRole('heading')).toHaveText('✗ 1 error against draft-07');
    await expect(errorRows(page).first()).toContainText('must NOT have more than 1 items');
    await setEditor(page, 'Schema', '{"properties": {"d": {"format": "date"}}}');
    await setEditor(page, 'Input', '{"d": "2024-02-30"}');
    await expect(errorRows(page).first()).toContainText('must match format "date"');
    await page.getByLabel(/Check formats/).uncheck();
    await expect(result(page).getByRole('heading')).toHaveText('✓ Valid');

    await page.reload();
    await expect.poll(() => editorText(page, 'Input')).toBe('{"d": "2024-02-30"}');
    await expect(page.getByLabel('Draft')).toHaveValue('draft-07');
    await expect(page.getByLabel(/Check formats/)).not.toBeChecked();
    errors.expectNone();
  });

  test('reports a bad instance and a bad schema inline with their line and column', async ({ page }) => {
    await openTool(page, SLUG);
    await setEditor(page, 'Input', '{\n  "id": 1,\n  "name": "x",\n}');
    await expect(toolAlert(page)).toHaveText('Line 4, column 1: Trailing commas are not allowed: remove the comma before this brace');
    await setEditor(page, 'Input', '{"id": 1}');
    await setEditor(page, 'Schema', '{\n  "type": "object"\n  "required": ["id"]\n}');
    await expect(toolAlert(page)).toContainText('The schema is not valid JSON (line 3, column 3)');
    await setEditor(page, 'Schema', '{"$ref": "https://example.com/user.json"}');
    await expect(toolAlert(page)).toContainText('cannot be resolved');
  });

  test('opens a share link with its schema, input and options', async ({ page }) => {
    const state = { schema: '{"type": "object", "required": ["a"]}', input: '{"b": 1}', draft: '2019-09', formats: true };
    await openTool(page, SLUG, shareHash(state));
    await expect(result(page).getByRole('heading')).toHaveText('✗ 1 error against draft 2019-09');
    await expect(errorRows(page).first()).toContainText("must have required property 'a'");
    expect(await editorText(page, 'Schema')).toBe(state.schema);
    await expect(page.getByRole('link', { name: 'Generate a schema from this JSON' })).toHaveAttribute(
      'href',
      `/json/to-schema/#${encodeURIComponent(JSON.stringify({ input: state.input }))}`,
    );
  });

  test('validates a 5 MB pasted instance and points at the one error in it', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await openTool(page, SLUG);
    await setEditor(
      page,
      'Schema',
      '{"type": "array", "items": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "ok": {"type": "boolean"}}}}',
    );
    const rows = Array.from({ length: 45_000 }, (_, i) => ({
      id: i,
      name: `user ${i}`,
      email: `user${i}@example.com`,
      tags: ['a', 'b'],
      ok: i === 34_567 ? 'yes' : true,
    }));
    const input = JSON.stringify(rows, null, 1);
    expect(input.length).toBeGreaterThan(5_000_000);
    await pasteOver(page, 'Input', input);
    await expect(page.getByText(/^The input is [0-9.]+ MB: the editor shows its first/)).toBeVisible();
    await expect(result(page).getByRole('heading')).toHaveText('✗ 1 error against draft 2020-12', { timeout: 60_000 });
    const line = input.slice(0, input.indexOf('"ok": "yes"')).split('\n').length;
    await expect(errorRows(page).first()).toContainText(`/34567/ok`);
    await expect(errorRows(page).first()).toContainText(`${line}:`);
    errors.expectNone();
  });
});
