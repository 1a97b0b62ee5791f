import { expect, test } from '../test';
import { curlToCode } from '../../src/tools/curl-to-code/curl-to-code.core';
import type { CurlTarget } from '../../src/tools/curl-to-code/curl-to-code.options';
import { curlSample } from '../../src/tools/curl-to-code/curl-to-code.sample';
import { editorText, expectOutput, openTool, pasteOver, shareHash, toolAlert, watchErrors } from '../helpers';

// curl to code: curlconverter and its WebAssembly bash parser run in the page's worker; what they give in the browser
// must be what the library gives in node.
const expected = (input: string, target: CurlTarget) => {
  const r = curlToCode(input, target);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

test.describe('curl/to-code', () => {
  test('shows the sample as Python, converts to another language in the worker, and lists the warnings', async ({ page }) => {
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await openTool(page, 'curl/to-code');
    expect(await editorText(page, 'Output')).toBe(curlSample.output.code);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('go');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toBe(expected(curlSample.input, 'go').code);
    expect(workers.length).toBeGreaterThan(0);

    const proxied = "curl https://example.com/a \\\n  --proxy http://proxy.test:8080 \\\n  -H 'X-Trace: 1'";
    await page.getByRole('combobox', { name: 'Language' }).selectOption('javascript');
    await pasteOver(page, 'Input', proxied);
    const want = expected(proxied, 'javascript');
    await expectOutput(page, want.code);
    await expect(page.getByRole('note', { name: 'Warnings' })).toContainText(want.warnings[0]);
    errors.expectNone();
  });

  test('an unclosed quote and a command that is not curl are inline errors with their place', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'curl/to-code');
    await pasteOver(page, 'Input', "curl https://example.com \\\n  -H 'Accept: text/html");
    await expect(toolAlert(page)).toContainText('Line 2, column 6', { timeout: 30_000 });
    await expect(toolAlert(page)).toContainText('Bash parsing error');
    await pasteOver(page, 'Input', 'wget https://example.com');
    await expect(toolAlert(page)).toContainText('Line 1, column 1');
    await expect(toolAlert(page)).toContainText('Command should begin with "curl"');
    errors.expectNone();
  });

  test('a share link opens its target, a cmd command from Windows converts, and the input is kept across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    const input = 'curl ^"https://example.com/a?x=1^&y=2^" ^\n  -H ^"X-Q: say ^\\^"hi^\\^"^" ^\n  --data-raw ^"k=v^"';
    await openTool(page, 'curl/to-code', shareHash({ input, target: 'php' }));
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('php');
    const php = expected(input, 'php').code;
    expect(php).toContain('X-Q: say "hi"');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toBe(php);
    await page.reload();
    await expect.poll(() => editorText(page, 'Input')).toBe(input);
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toBe(php);
    errors.expectNone();
  });
});
