import { expect, test } from '../test';
import { jsonToCode } from '../../src/tools/json-to-code/json-to-code.core';
import { LANGUAGES, type CodeLanguage } from '../../src/tools/json-to-code/json-to-code.options';
import { SAMPLE_OUTPUT } from '../../src/tools/json-to-code/json-to-code.sample';
import { editorText, expectOutput, openTool, selectAllIn, setEditor, shareHash, toolAlert, watchErrors, pasteOver } from '../helpers';

// The seven JSON to code pages: quicktype runs in a worker; what it gives in the browser must be what it gives in node.
const languages = Object.keys(LANGUAGES) as CodeLanguage[];

const expected = async (input: string, lang: CodeLanguage, options = {}) => {
  const r = await jsonToCode(input, lang, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

test.describe('json to code', () => {
  test('every page shows the sample types, and regenerates them in its worker when an option changes', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    for (const lang of languages) {
      const { slug } = LANGUAGES[lang];
      await openTool(page, slug);
      expect(await editorText(page, 'Output'), slug).toBe(SAMPLE_OUTPUT[lang]);
      await page.getByRole('switch', { name: 'All properties optional' }).check();
      await expect
        .poll(() => editorText(page, 'Output'), { timeout: 30_000, message: slug })
        .toBe(await expected((await editorText(page, 'Input')) || '', lang, { optional: true }));
    }
    expect(workers.length).toBeGreaterThan(0);
    errors.expectNone();
  });

  test('json/to-typescript: options, several documents, and bad JSON with its line and column', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-typescript');
    await page.getByRole('textbox', { name: 'Type name' }).fill('Event');
    await page.getByRole('combobox', { name: 'Declare with' }).selectOption('type');
    await setEditor(page, 'Input', '{"kind": "click", "x": 1}\n{"kind": "key", "code": "KeyA"}');
    await expectOutput(page, 'export type Event = {\n    kind:  string;\n    x?:    number;\n    code?: string;\n}\n');

    await setEditor(page, 'Input', '{\n  "a": 1,\n}');
    await expect(toolAlert(page)).toContainText('Line 3, column 1');
    await setEditor(page, 'Input', '[1, 2]');
    await expect(toolAlert(page)).toContainText('Sample 1 of 2 is a number');
    errors.expectNone();
  });

  test('json/to-python: a share link opens pydantic models, and the input is kept across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '{"user_id": 7, "tags": ["a"]}';
    await openTool(page, 'json/to-python', shareHash({ input, classes: 'pydantic', name: 'User' }));
    await expect(page.getByRole('combobox', { name: 'Classes' })).toHaveValue('pydantic');
    const pydantic = 'from pydantic import BaseModel\n\n\nclass User(BaseModel):\n    user_id: int\n    tags: list[str]\n';
    await expectOutput(page, pydantic);
    expect(pydantic).toBe(await expected(input, 'python', { classes: 'pydantic', name: 'User' }));

    await selectAllIn(page, 'Input');
    await page.keyboard.type('{"id": 1}');
    // Each keystroke makes the run before it stale, and a stale run's worker is stopped: the last one may start a fresh
    // worker, which compiles quicktype first (slow on a busy machine, as after the reload below).
    await expect
      .poll(() => editorText(page, 'Output'), { timeout: 30_000 })
      .toBe('from pydantic import BaseModel\n\n\nclass User(BaseModel):\n    id: int\n');
    await page.reload();
    await expect.poll(() => editorText(page, 'Input')).toBe('{"id": 1}');
    // A reloaded page starts a fresh worker, which compiles quicktype first: slow on a busy machine.
    await expect
      .poll(() => editorText(page, 'Output'), { timeout: 30_000 })
      .toBe('from pydantic import BaseModel\n\n\nclass User(BaseModel):\n    id: int\n');
    errors.expectNone();
  });

  test('json/to-go: 5 MB of samples are typed in the worker', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await openTool(page, 'json/to-go');
    const rows = Array.from({ length: 45_000 }, (_, i) => ({
      id: i,
      name: `user ${i}`,
      email: `user${i}@example.com`,
      tags: ['a', 'b'],
      ok: i % 2 === 0,
    }));
    const input = JSON.stringify(rows, null, 1);
    expect(input.length).toBeGreaterThan(5_000_000);
    await pasteOver(page, 'Input', input);
    await expect(page.getByText(/^The input is [0-9.]+ MB: the editor shows its first/)).toBeVisible();
    const go = await expected(input, 'go');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 60_000 }).toBe(go);
    expect(workers.some((url) => url.includes('json-to-code') || url.startsWith('blob:') || url.includes('/_next/'))).toBe(true);
    errors.expectNone();
  });
});
