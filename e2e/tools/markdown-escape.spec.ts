import { expect, test } from '../test';
import { editorText, expectOutput, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';

test.describe('markdown/table', () => {
  test('turns pasted spreadsheet cells into an aligned table, padded for CJK and emoji', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'markdown/table');
    // The sample's table is on the page before anything runs.
    await expect.poll(() => editorText(page, 'Output')).toContain('| 東京メトロ | —        | 0     |');
    await page.getByLabel('Alignment (l c r -, one a column)').fill('l r');
    await pasteOver(page, 'Input', 'City\tPeople\n東京\t14000000\nPorto 😀\t232|000');
    await expectOutput(page, '| City     |   People |\n|:---------|---------:|\n| 東京     | 14000000 |\n| Porto 😀 | 232\\|000 |');
    await expect(page.getByText('2 rows × 2 columns')).toBeVisible();
    errors.expectNone();
  });

  test('reads a Markdown table back into JSON from a share link', async ({ page }) => {
    const input = '| name | note |\n|---|:-:|\n| Ada | a \\| b |\n| Bob | C:\\\\x |';
    await openTool(page, 'markdown/table', shareHash({ input, direction: 'parse', to: 'json' }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(page, '[\n  {\n    "name": "Ada",\n    "note": "a | b"\n  },\n  {\n    "name": "Bob",\n    "note": "C:\\\\x"\n  }\n]');
  });

  test('names the line of a broken table and keeps the input', async ({ page }) => {
    const bad = '| a | b |\n|---|---|---|\n| 1 | 2 |';
    await openTool(page, 'markdown/table', shareHash({ input: bad, direction: 'parse', to: 'csv' }));
    await expect(toolAlert(page)).toHaveText(/Line 2, column 1: .*delimiter row/);
    expect(await editorText(page, 'Input')).toBe(bad);
  });
});

test.describe('text/escape', () => {
  test('escapes pasted text for the chosen language and keeps it across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text/escape');
    await page.getByLabel('Language').selectOption('python');
    await page.getByLabel('Wrap in quotes').check();
    await pasteOver(page, 'Input', 'it\'s "x"\n\t😀');
    await expectOutput(page, '"it\'s \\"x\\"\\n\\t😀"');
    await page.getByLabel('Language').selectOption('shell');
    await expectOutput(page, "'it'\\''s \"x\"\n\t😀'");
    await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:text/escape'))).toContain('shell');
    await page.reload();
    await expect(page.locator('[data-tool="text/escape"][data-ready]')).toBeVisible();
    await expect.poll(() => editorText(page, 'Input')).toBe('it\'s "x"\n\t😀');
    await expectOutput(page, "'it'\\''s \"x\"\n\t😀'");
    errors.expectNone();
  });

  test('unescapes a Java literal, and shows where a bad escape is', async ({ page }) => {
    await openTool(page, 'text/escape', shareHash({ input: '"caf\\u00e9\\t\\101"', direction: 'decode', language: 'java' }));
    await expectOutput(page, 'café\tA');
    await expect(toolAlert(page)).toHaveCount(0);
    await pasteOver(page, 'Input', 'ok\n"bad \\q"');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 6: .*\\q is not a Java escape/);
    await page.getByText('Escape', { exact: true }).click();
    await expect(toolAlert(page)).toHaveCount(0);
  });
});
