import { expect, test, type Page } from '../test';
import { editor, editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const status = (page: Page) => page.locator('[data-tool] > [aria-live="polite"]');

test.describe('text diff', () => {
  test('compares typed texts by line and by word, and downloads the patch', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text/diff');
    await setEditor(page, 'Original', 'alpha\nthe quick brown fox\nomega\n');
    await setEditor(page, 'Changed', 'alpha\nthe slow brown fox\nomega\nextra\n');
    await expect(status(page)).toContainText('2 lines added · 1 line removed');
    await page.getByText('Unified', { exact: true }).click();
    const table = page.getByRole('table', { name: 'Line differences', exact: true });
    await expect(table.locator('tr')).toHaveText(['11  alpha', '2- the quick brown fox', '2+ the slow brown fox', '33  omega', '4+ extra']);

    await page.getByRole('combobox', { name: 'Compare by', exact: true }).selectOption('words');
    const diff = page.getByRole('region', { name: 'Differences', exact: true });
    await expect(diff.locator('del')).toHaveText(['quick']);
    await expect(diff.locator('ins')).toHaveText(['slow', 'extra']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('changes.patch');
    const patch = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    expect(patch).toContain('--- original\n+++ changed\n@@ -1,3 +1,4 @@\n alpha\n-the quick brown fox\n+the slow brown fox\n omega\n+extra\n');
    errors.expectNone();
  });

  test('restores a share link with its mode, view and options', async ({ page }) => {
    const errors = watchErrors(page);
    const state = {
      original: 'Colour: RED',
      changed: 'color: red',
      mode: 'chars',
      view: 'split',
      ignoreWhitespace: false,
      ignoreCase: true,
      ext: 'diff',
    };
    await openTool(page, 'text/diff', shareHash(state));
    expect(await editorText(page, 'Original')).toBe('Colour: RED');
    expect(await editorText(page, 'Changed')).toBe('color: red');
    await expect(page.getByRole('combobox', { name: 'Compare by', exact: true })).toHaveValue('chars');
    await expect(page.getByLabel('Ignore case', { exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Patch file', exact: true })).toHaveValue('diff');
    // Case ignored: only the u differs; side by side shows it removed on the left.
    const diff = page.getByRole('region', { name: 'Differences', exact: true });
    await expect(diff.locator('del')).toHaveText(['u']);
    await expect(diff.locator('ins')).toHaveCount(0);
    errors.expectNone();
  });

  test('compares two large files in a worker and cuts the view with a note', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text/diff');
    const lines = Array.from({ length: 60_000 }, (_, i) => `line ${i} ${'lorem ipsum '.repeat(4)}`);
    const changed = lines.map((l, i) => (i % 1000 === 0 ? `${l} edited` : l));
    await page
      .locator('section[aria-label="Original pane"] input[type=file]')
      .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
    await page
      .locator('section[aria-label="Changed pane"] input[type=file]')
      .setInputFiles({ name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from(changed.join('\n')) });
    await expect(status(page)).toContainText('60 lines added · 60 lines removed', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Differences', exact: true }).getByRole('note')).toContainText(
      'Showing the first 5,000 of 60,060 lines',
    );
    errors.expectNone();
  });

  test('shows an inline error for a binary file and keeps both texts', async ({ page }) => {
    await openTool(page, 'text/diff', shareHash({ original: 'PK\u0003\u0004\u0000', changed: 'text' }));
    await expect(toolAlert(page)).toHaveText('Line 1, column 5: Original looks like a binary file (a NUL character): open a text file instead.');
    expect(await editorText(page, 'Changed')).toBe('text');
  });
});

test.describe('case converter', () => {
  test('converts each typed line to the chosen case and lists the others', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'case-converter');
    // The editor keeps lines with LF (CRLF is covered by the unit tests).
    await setEditor(page, 'Input', 'user account id\nXMLHttpRequest\nget_user_by_email');
    await page.getByRole('combobox', { name: 'Convert to', exact: true }).selectOption('snake');
    await expectOutput(page, 'user_account_id\nxml_http_request\nget_user_by_email');
    const all = page.getByRole('table', { name: 'All cases', exact: true });
    await expect(
      all
        .locator('tr', { has: page.locator('th', { hasText: 'CONSTANT_CASE' }) })
        .locator('td')
        .first(),
    ).toHaveText('USER_ACCOUNT_ID · XML_HTTP_REQUEST · GET_USER_BY_EMAIL');
    await expect(
      all
        .locator('tr', { has: page.locator('th', { hasText: 'camelCase' }) })
        .locator('td')
        .first(),
    ).toHaveText('userAccountId · xmlHttpRequest · getUserByEmail');
    errors.expectNone();
  });

  test('restores a share link with the slugify case', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'case-converter', shareHash({ input: 'Crème Brûlée à la carte\nStraße', case: 'slug' }));
    await expect(page.getByRole('combobox', { name: 'Convert to', exact: true })).toHaveValue('slug');
    await expectOutput(page, 'creme-brulee-a-la-carte\nstrasse');
    expect(await editorText(page, 'Input')).toBe('Crème Brûlée à la carte\nStraße');
    errors.expectNone();
  });

  test('shows an inline error for a binary file and keeps the input', async ({ page }) => {
    await openTool(page, 'case-converter', shareHash({ input: 'ok\n\u0000', case: 'camel' }));
    await expect(toolAlert(page)).toHaveText(/^Line 2, column 1: The input looks like a binary file/);
    expect(await editorText(page, 'Input')).toBe('ok\n\u0000');
  });
});

test.describe('html to markdown', () => {
  test('converts typed HTML and opens the result in the Markdown editor', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'html/to-markdown');
    await setEditor(
      page,
      'Input',
      '<h2>Plan</h2><ul><li><input type="checkbox" checked> Write</li></ul><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td><s>2</s></td></tr></table>',
    );
    const expected = '## Plan\n\n-   [x]  Write\n\n| A   | B   |\n| --- | --- |\n| 1   | ~~2~~ |';
    await expectOutput(page, expected);
    // A share link: the state rides in the fragment, which the editor drops once it has read it (use-tool-state).
    const open = page.getByRole('link', { name: 'Open in the Markdown editor', exact: true });
    await expect(open).toHaveAttribute('href', /^\/markdown_editor\/#./);
    await open.click();
    await expect(page).toHaveURL(/\/markdown_editor\/(#|$)/);
    await expect(page.locator('[data-tool="markdown_editor"][data-ready]')).toBeVisible();
    await expect.poll(() => editorText(page, 'Input')).toBe(expected);
    errors.expectNone();
  });

  test('never runs or loads anything from the pasted HTML', async ({ page }) => {
    const errors = watchErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('h2-never')) requested.push(r.url());
    });
    await openTool(page, 'html/to-markdown');
    await page.evaluate(() => ((window as unknown as { h2Ran: boolean }).h2Ran = false));
    await setEditor(
      page,
      'Input',
      '<p>Hi</p><img src="/h2-never.png" alt="x" onerror="window.h2Ran=true"><script>window.h2Ran=true</script><link rel="stylesheet" href="/h2-never.css">',
    );
    await expectOutput(page, 'Hi\n\n![x](/h2-never.png)');
    expect(await page.evaluate(() => (window as unknown as { h2Ran: boolean }).h2Ran)).toBe(false);
    expect(requested).toEqual([]);
    errors.expectNone();
  });

  test('restores a share link with setext headings, star bullets and indented code', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '<h1>Title</h1><ul><li>a</li></ul><pre><code>x = 1</code></pre>';
    await openTool(page, 'html/to-markdown', shareHash({ input, headingStyle: 'setext', bulletListMarker: '*', codeBlockStyle: 'indented' }));
    await expect(page.getByRole('combobox', { name: 'Headings', exact: true })).toHaveValue('setext');
    await expect(page.getByLabel('Indented code blocks', { exact: true })).toBeChecked();
    // Right after a list, indented lines would continue its last item: an empty comment ends the list.
    await expectOutput(page, 'Title\n=====\n\n*   a\n\n<!-- -->\n\n    x = 1');
    errors.expectNone();
  });

  test('shows an inline error for a binary file and keeps the input', async ({ page }) => {
    await openTool(page, 'html/to-markdown', shareHash({ input: '<p>a</p>\u0000' }));
    await expect(toolAlert(page)).toHaveText(/^Line 1, column 9: The input looks like a binary file/);
    await expect(editor(page, 'Input')).toBeVisible();
    expect(await editorText(page, 'Input')).toBe('<p>a</p>\u0000');
  });
});

test.describe('cron expression', () => {
  test('explains a typed line and lists the next 10 runs in the chosen zone', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'cron/expression');
    await page.getByRole('combobox', { name: 'Time zone', exact: true }).selectOption('Asia/Tokyo');
    await page.getByLabel('Input', { exact: true }).fill('0 9 * * MON');
    await expect(page.getByTestId('cron-description')).toHaveText('At 09:00, only on Monday');
    const runs = page.getByRole('list', { name: 'Next runs', exact: true }).getByRole('listitem');
    await expect(runs).toHaveCount(10);
    for (const text of await runs.allTextContents()) expect(text).toMatch(/^\d{4}-\d\d-\d\d 09:00:00 Mon UTC\+09:00$/);
    errors.expectNone();
  });

  test('restores a share link with its zone, and explains @reboot without runs', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'cron/expression', shareHash({ input: '0 30 2 * * *', timeZone: 'Europe/Berlin' }));
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('0 30 2 * * *');
    await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue('Europe/Berlin');
    await expect(page.getByTestId('cron-description')).toHaveText('At 02:30');
    await expect(page.getByRole('list', { name: 'Next runs', exact: true }).getByRole('listitem').first()).toHaveText(
      / 0[23]:[03]0:00 \w{3} UTC\+0[12]:00$/,
    );
    await page.getByLabel('Input', { exact: true }).fill('@reboot');
    await expect(page.getByTestId('cron-description')).toHaveText(/^Runs once when the cron daemon starts/);
    await expect(page.getByRole('list', { name: 'Next runs', exact: true })).toHaveCount(0);
    errors.expectNone();
  });

  test('names the bad field in an inline error and keeps the input', async ({ page }) => {
    await openTool(page, 'cron/expression');
    await page.getByLabel('Input', { exact: true }).fill('0 0 32 * *');
    await expect(toolAlert(page)).toHaveText('Line 1, column 5: day-of-month: 32 is out of range 1–31');
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('0 0 32 * *');
  });
});
