// Issue 31: the data size and CSS unit converters.
import { expect, test, type Page } from '../test';
import { editorText, openTool, pasteOver, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** A control of the tool by its exact label (the site header has its own search box). */
const field = (page: Page, label: string) => page.locator('[data-tool]').getByLabel(label, { exact: true });
const outputHas = (page: Page, text: string) => expect.poll(() => editorText(page, 'Output'), { timeout: 10_000 }).toContain(text);

test.describe('units/data-size', () => {
  test('shows a size in every unit, exactly, with the transfer time, and keeps the input across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'units/data-size');
    await outputHas(page, '1.5 GiB\n  B     1610612736\n');
    await pasteOver(page, 'Input', '1 EiB');
    await outputHas(page, '  B     1152921504606846976\n');
    await outputHas(page, '  EB    1.152921504606846976\n');
    await setEditor(page, 'Input', '1.5 GiB');
    await field(page, 'Transfer rate').fill('1 Gbps');
    await outputHas(page, 'at 1 Gbps: 12.885 s');
    await page.reload();
    await openTool(page, 'units/data-size');
    expect(await editorText(page, 'Input')).toBe('1.5 GiB');
    await expect(field(page, 'Transfer rate')).toHaveValue('1 Gbps');
    errors.expectNone();
  });

  test('an unknown unit is an inline error with its place; a share link restores the tool', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'units/data-size', shareHash({ input: '8 Mbit', rate: '20 MB/s' }));
    await outputHas(page, '  MB    1\n');
    await outputHas(page, 'at 20 MB/s: 0.05 s');
    await setEditor(page, 'Input', '1 GB\n12 XB');
    await expect(toolAlert(page)).toContainText('Line 2, column 4: Unknown unit "XB"');
    errors.expectNone();
  });
});

test.describe('units/css', () => {
  test('turns the px of a pasted stylesheet into rem with the base font size, strings and media queries kept', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'units/css');
    await outputHas(page, 'padding: 1.5rem 1rem;');
    await pasteOver(page, 'Input', '.icon-24px { margin: 24px 0; content: "24px" }\n@media (min-width: 768px) { a { top: 8px } }');
    await outputHas(page, '.icon-24px { margin: 1.5rem 0; content: "24px" }\n@media (min-width: 768px) { a { top: 0.5rem } }');
    await field(page, 'Base font size (px)').fill('10');
    await outputHas(page, 'margin: 2.4rem 0;');
    errors.expectNone();
  });

  test('lists a value in every unit, reports a bad unit in place, and opens from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'units/css',
      shareHash({ input: '24px\n1in', base: 16, viewportWidth: 1440, viewportHeight: 900, from: 'px', to: 'rem', precision: 5 }),
    );
    await outputHas(page, '24px = 1.5rem = 1.5em = 18pt = 1.5pc = 0.25in = 0.635cm = 6.35mm = 1.66667vw = 2.66667vh = 150%\n96px = 6rem');
    await setEditor(page, 'Input', '12px\n3 parsecs');
    await expect(toolAlert(page)).toContainText('Line 2, column 3: Unknown unit "parsecs"');
    errors.expectNone();
  });
});
