import { expect, test } from '../test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

interface Case {
  slug: string;
  input: string;
  output: string;
  /** Extra share-link fields (options) that must round-trip with the input. */
  options?: Record<string, unknown>;
  sharedOutput?: string;
  bad?: string;
  /** Bad input that cannot be typed (a lone surrogate) arrives through a share link instead. */
  badViaLink?: boolean;
  error?: RegExp;
}

const cases: Case[] = [
  {
    slug: 'base64_encoder',
    input: 'héllo 👋',
    output: 'aMOpbGxvIPCfkYs=',
    options: { urlSafe: true },
    sharedOutput: 'aMOpbGxvIPCfkYs',
    bad: '\uD800',
    badViaLink: true,
    error: /surrogate|UTF-16|encode/i,
  },
  { slug: 'base64_decoder', input: 'aMOpbGxvIPCfkYs=', output: 'héllo 👋', bad: 'aGVs!bG8=', error: /'!'.*line 1, column 5|Line 1, column 5/i },
  {
    slug: 'url_encoder',
    input: 'a b&c=é/?',
    output: 'a%20b%26c%3D%C3%A9%2F%3F',
    options: { mode: 'uri' },
    sharedOutput: 'a%20b&c=%C3%A9/?',
    bad: 'x\uDC00',
    badViaLink: true,
    error: /surrogate|encode/i,
  },
  { slug: 'url_decoder', input: 'a%20b%26c%3D%C3%A9', output: 'a b&c=é', bad: 'abc%zz', error: /%zz/ },
  // Every string can be JSON-escaped (lone surrogates become \udXXX), so json/escape has no bad-input case.
  { slug: 'json/escape', input: 'say "hi"\nnow', output: 'say \\"hi\\"\\nnow' },
  { slug: 'json/unescape', input: '"tab\\there \\u00e9"', output: 'tab\there é', bad: '"bad \\q escape"', error: /\\q|escape/i },
  {
    slug: 'json/minify',
    input: '{\n  "a": [1, 2],\n  "b": { "c": null }\n}',
    output: '{"a":[1,2],"b":{"c":null}}',
    bad: '{\n  "a": 1,\n}',
    error: /Line 3, column 1/,
  },
  { slug: 'csv/to-json', input: 'a,b\n1,x', output: '[\n  {\n    "a": 1,\n    "b": "x"\n  }\n]', bad: 'a,b\n"unclosed,1', error: /quote/i },
  {
    slug: 'csv/to-sql',
    input: 'id,name\n1,Ann',
    output: 'CREATE TABLE "people" (\n  "id" INTEGER,\n  "name" TEXT\n);\n\nINSERT INTO "people" ("id", "name") VALUES\n  (1, \'Ann\');\n',
    bad: 'a,b\n"unclosed,1',
    error: /quote/i,
  },
];

for (const c of cases) {
  test.describe(c.slug, () => {
    test('turns typed input into output', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, c.slug);
      await setEditor(page, 'Input', c.input);
      await expectOutput(page, c.output);
      await expect(toolAlert(page)).toHaveCount(0);
      errors.expectNone();
    });

    test('restores the state of a share link', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, c.slug, shareHash({ input: c.input, ...c.options }));
      expect(await editorText(page, 'Input')).toBe(c.input);
      await expectOutput(page, c.sharedOutput ?? c.output);
      errors.expectNone();
    });

    if (c.bad === undefined || !c.error) return;
    const { bad, error } = c;
    test('shows an inline error for bad input and keeps the input', async ({ page }) => {
      if (c.badViaLink) await openTool(page, c.slug, shareHash({ input: bad }));
      else {
        await openTool(page, c.slug);
        await setEditor(page, 'Input', bad);
      }
      await expect(toolAlert(page)).toHaveText(error);
      expect(await editorText(page, 'Input')).toBe(bad);
    });
  });
}

test('input survives a reload', async ({ page }) => {
  await openTool(page, 'base64_encoder');
  await setEditor(page, 'Input', 'kept across reloads');
  await expectOutput(page, 'a2VwdCBhY3Jvc3MgcmVsb2Fkcw==');
  // The save comes a moment after the last change.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devbench:tool:base64_encoder'))).toContain('kept across reloads');
  await page.reload();
  await expect(page.locator('[data-tool="base64_encoder"][data-ready]')).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe('kept across reloads');
});

test('the Share button copies a link that restores the tool', async ({ page, context }) => {
  await openTool(page, 'url_encoder');
  await setEditor(page, 'Input', 'a b');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/url_encoder/#');
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('[data-tool="url_encoder"][data-ready]')).toBeVisible();
  await expect.poll(() => editorText(other, 'Output')).toBe('a%20b');
});
