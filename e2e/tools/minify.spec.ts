// The JavaScript and HTML minifiers: what a visitor sees. Expected outputs are those of terser's and
// html-minifier-terser's command lines for the same input and options (tests/ops/cases/minify.ts).
import { editorText, expectOutput, openTool, pasteOver, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';
import { expect, test } from '../test';
import { htmlMinifySampleOutput, javascriptMinifySampleOutput } from '../../src/tools/minify/minify.sample-output';

const square = 'function square(number) {\n  const result = number * number;\n  return result;\n}\nconsole.log(square(7));\n';

test.describe('javascript/minify', () => {
  test('minifies pasted code, shows the sizes, and keeps the input across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/minify');
    await expectOutput(page, javascriptMinifySampleOutput.code);
    await pasteOver(page, 'Input', square);
    await expectOutput(page, 'function square(e){return e*e}console.log(square(7));');
    await expect(page.getByLabel('Sizes')).toHaveText(/^Original 103 B → minified 53 B \(48\.5% smaller\) · \d+ B gzipped$/);
    await page.getByLabel('Compress').uncheck();
    await page.getByLabel('Mangle names').uncheck();
    await expectOutput(page, 'function square(number){const result=number*number;return result}console.log(square(7));');
    await page.reload();
    await expect(page.locator('[data-tool="javascript/minify"][data-ready]')).toBeVisible();
    expect(await editorText(page, 'Input')).toBe(square);
    await expect(page.getByLabel('Compress')).not.toBeChecked();
    errors.expectNone();
  });

  test('a share link restores the options; the source map is shown and downloads', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/minify', shareHash({ input: 'var a = 1;\nconsole.log({ a: a });\n', ecma: '5', sourceMap: true }));
    await expect(page.getByLabel('Target')).toHaveValue('5');
    await expectOutput(page, 'var a=1;console.log({a:a});\n//# sourceMappingURL=minified.js.map');
    const pane = page.getByRole('region', { name: 'Source map pane' });
    await expect.poll(() => editorText(page, 'Source map')).toContain('"sources":["input.js"]');
    const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('minified.js.map');
    const map = JSON.parse(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')));
    expect(map).toMatchObject({ version: 3, file: 'minified.js', sources: ['input.js'], sourcesContent: ['var a = 1;\nconsole.log({ a: a });\n'] });
    errors.expectNone();
  });

  test('a syntax error is shown inline with its line and column', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/minify');
    await setEditor(page, 'Input', 'const x = 1;\nif (x > ) {}');
    await expect(toolAlert(page)).toHaveText('Line 2, column 9: Unexpected token: punc ())');
    await expectOutput(page, '');
    errors.expectNone();
  });

  test('a larger file is minified in a worker', async ({ page }) => {
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const big =
      Array.from({ length: 400 }, (_, i) => `function add${i}(first, second) {\n  return first + second + ${i};\n}\n`).join('') +
      'console.log(add399(1, 2));\n';
    await openTool(page, 'javascript/minify');
    await pasteOver(page, 'Input', big);
    await expect
      .poll(() => editorText(page, 'Output'), { timeout: 20_000 })
      .toMatch(/function add399\((\w),(\w)\)\{return \1\+\2\+399\}console\.log\(add399\(1,2\)\);$/);
    expect(workers.length).toBeGreaterThan(0);
    errors.expectNone();
  });
});

test.describe('html/minify', () => {
  const html =
    '<div>\n  <!-- note -->\n  <p>Hello,   <b>world</b>  !</p>\n  <pre>  two\n   lines </pre>\n  <input type="checkbox" checked="checked">\n  <style> p { color : red } </style>\n  <script> let total = 1 + 2; console.log( total ); </script>\n</div>\n';

  test('minifies pasted HTML, leaves <pre> alone, and shows the sizes', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'html/minify');
    await expectOutput(page, htmlMinifySampleOutput.html);
    await pasteOver(page, 'Input', html);
    await expectOutput(
      page,
      '<div> <p>Hello, <b>world</b> !</p> <pre>  two\n   lines </pre> <input type="checkbox" checked> <style>p{color:red}</style> <script>let total=3;console.log(total)</script> </div> ',
    );
    await expect(page.getByLabel('Sizes')).toHaveText(/^Original 235 B → minified 177 B \(24\.7% smaller\) · \d+ B gzipped$/);
    await page.getByLabel('Remove comments').uncheck();
    await expect.poll(() => editorText(page, 'Output')).toContain('<div> <!-- note --> <p>');
    errors.expectNone();
  });

  test('a share link restores the options: no spaces kept, optional tags removed', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'html/minify',
      shareHash({ input: '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>\n<p>x</p>\n', conservativeCollapse: false, removeOptionalTags: true }),
    );
    await expect(page.getByLabel('Remove optional tags')).toBeChecked();
    await expectOutput(page, '<ul><li>one<li>two</ul><p>x');
    errors.expectNone();
  });

  test('a tag it cannot read is shown inline with its line and column', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'html/minify');
    await setEditor(page, 'Input', '<p>\n  <a href="x" <b>bold</b>\n</p>');
    await expect(toolAlert(page)).toHaveText('Line 2, column 3: The tag starting <a is not closed or not well formed');
    errors.expectNone();
  });
});
