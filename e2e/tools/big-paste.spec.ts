import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test } from '../test';
import { editor, editorText, expectOutput, openTool, setEditor, users, watchErrors, pasteOver } from '../helpers';

// A paste of megabytes, as a user does it (select all, Ctrl+V): the text goes straight to the tool, the Input
// editor shows its start (read-only, with the whole of it a click away), and the result is the whole text's.

const data = users(30_000);
const input = JSON.stringify(data);
const notice = (page: Page) => page.getByText(/^The input is [0-9.]+ MB: the editor shows its first [0-9.]+ KB, read-only/);
const outputNotice = (page: Page) =>
  page.getByText(/^The output is [0-9.]+ MB; the editor shows its first [0-9.]+ KB\. Copy and Download give the whole result\.$/);

test.describe('big paste', () => {
  test('json_formatter: a 3 MB paste is formatted whole, shown by its start, copied whole, and can be edited', async ({ page }) => {
    const errors = watchErrors(page);
    expect(input.length).toBeGreaterThan(3_000_000);
    await openTool(page, 'json_formatter');
    await pasteOver(page, 'Input', input);

    await expect(notice(page)).toBeVisible();
    await expect(page.getByText(/^The input is 3\.[0-9] MB:/)).toBeVisible();
    const shown = await editorText(page, 'Input');
    expect(shown.length).toBeLessThan(250_000);
    expect(input.startsWith(shown)).toBe(true);
    await expect(editor(page, 'Input')).toHaveAttribute('contenteditable', 'false');
    // The result is megabytes too: the Output editor shows its start, and Copy gives all of it.
    const expected = JSON.stringify(data, null, 2);
    await expect(outputNotice(page)).toBeVisible({ timeout: 30_000 });
    const shownOutput = await editorText(page, 'Output');
    expect(shownOutput.length).toBeLessThan(250_000);
    expect(expected.startsWith(shownOutput)).toBe(true);
    await page.getByRole('region', { name: 'Output pane' }).getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const inputPane = page.getByRole('region', { name: 'Input pane' });
    await inputPane.getByRole('button', { name: 'Copy all of the input', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(input);

    // Edit all puts the whole text in the editor, editable; after Clear, typing works as before the paste.
    await inputPane.getByRole('button', { name: 'Edit all of the input', exact: true }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect(editor(page, 'Input')).toHaveAttribute('contenteditable', 'true');
    await expect.poll(() => editorText(page, 'Input'), { timeout: 30_000 }).toBe(input);
    // Edit all is no edit: Ctrl+Z does not take the editor back to the start it showed, which the tool would then
    // take for the whole input.
    await editor(page, 'Input').click();
    await page.keyboard.press('ControlOrMeta+z');
    expect((await editorText(page, 'Input')).length).toBe(input.length);
    await expect(page.getByText(/^Input: 3\.[0-9] MB/)).toBeVisible();
    await inputPane.getByRole('button', { name: 'Clear', exact: true }).click();
    await setEditor(page, 'Input', '[1,{"a":true}]');
    await expectOutput(page, '[\n  1,\n  {\n    "a": true\n  }\n]');
    errors.expectNone();
  });

  test('json_to_yaml: a 3 MB paste is converted whole, the YAML shown by its start and downloaded whole', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json_to_yaml');
    await pasteOver(page, 'Input', input);

    await expect(notice(page)).toBeVisible();
    await expect(outputNotice(page)).toBeVisible({ timeout: 30_000 });
    const shownOutput = await editorText(page, 'Output');
    expect(shownOutput.length).toBeLessThan(250_000);
    expect(
      shownOutput.startsWith(
        '- id: 0\n  name: user 0\n  email: user0@example.com\n  tags:\n    - a\n    - b\n  address:\n    city: Springfield\n- id: 1\n',
      ),
    ).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Output pane' }).getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const yaml = await readFile(await download.path(), 'utf8');
    expect(yaml.startsWith(shownOutput)).toBe(true);
    expect(parse(yaml)).toEqual(data);
    errors.expectNone();
  });

  test('jq_playground: a 3 MB paste runs with the filter in place, new filters run on it, and it can be replaced', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jq_playground');
    await setEditor(page, 'Filter', '[.[] | select(.id % 3 == 0)] | length');
    await pasteOver(page, 'Input', input);

    await expect(notice(page)).toBeVisible();
    const shown = await editorText(page, 'Input');
    expect(input.startsWith(shown)).toBe(true);
    await expectOutput(page, '10000');

    // Another filter on the same input (the worker keeps it: the page sends only the filter).
    await setEditor(page, 'Filter', '.[-1] | .name, .address.city');
    await expectOutput(page, '"user 29999"\n"Springfield"');
    await expect(notice(page)).toBeVisible();

    // Clear gives back an empty, editable editor; what is typed then is the input.
    await page.getByRole('region', { name: 'Input pane' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect(editor(page, 'Input')).toHaveAttribute('contenteditable', 'true');
    await setEditor(page, 'Input', '[{"name":"x","address":{"city":"y"}}]');
    await expectOutput(page, '"x"\n"y"');
    errors.expectNone();
  });
});
