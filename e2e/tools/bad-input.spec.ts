// Issue 13: no input breaks a tool. Every tool page gets the same bad inputs in its main input (empty,
// invalid for the tool, 1 MB of random text, NULs, a lone surrogate, RTL override + emoji, and from issue 28 a 1 MB
// line of control characters, deep nesting and a 10 MB line; see
// scripts/bad-inputs.mjs, which the benchmark `npm run bench:inputs` shares): the page reports no error
// and the input is still in the field afterwards. How long each takes is the benchmark's business.
import { BAD_INPUTS_IN_PAGE, makeBadInputs, markMainInput, readMainInput, setMainInput } from '../../scripts/bad-inputs.mjs';
import { LARGE_TEXT_CHARS } from '../../src/components/kit/large-text';
import { tools } from '../../src/registry/tools';
import { openTool } from '../helpers';
import { expect, test, type Page } from '../test';

// Only the names here: the texts are made inside each page (BAD_INPUTS_IN_PAGE), not sent to it.
const inputNames = makeBadInputs().map((i) => i.name);

/**
 * Lets the tool take the input and finish any work it shows. The page first renders the change (React does it in a task
 * of its own, queued before the frames and the task after them that this waits for, as e2e/helpers.ts afterPendingWork
 * does); from then on, a tool whose answer is not in yet (its debounce or its run under way) carries `data-pending` on its
 * root (useToolRun in src/components/kit/use-tool-run.ts).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  await expect(page.locator('[data-tool][data-pending]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('[data-tool] [aria-live]').filter({ hasText: /(?:working|rendering|running|loading|matching|parsing)…/i })).toHaveCount(
    0,
    { timeout: 60_000 },
  );
}

/** One tool's run: every bad input in turn, in the tab it is given. */
async function checkTool(page: Page, slug: string, pageErrors: string[]) {
  await openTool(page, slug);
  let field = await page.evaluate(markMainInput);
  if (field === null) {
    // A tool without any text field (a stopwatch, a drawing canvas, generators made of number inputs)
    // has no input to spoil: it must just load cleanly.
    expect(pageErrors).toEqual([]);
    return;
  }
  await page.locator('[data-bad-input]').click();
  if (field!.upgradable) {
    // The first interaction turns the kit's textarea into CodeMirror: put the text into the final editor.
    await expect(page.locator(`.cm-content[aria-label="${field!.label}"]`).first()).toBeVisible();
    field = await page.evaluate(markMainInput);
  }

  expect(await page.evaluate(BAD_INPUTS_IN_PAGE), 'the bad inputs made in the page').toEqual(inputNames);
  for (const [bad, name] of inputNames.entries()) {
    await test.step(`${slug}: ${name}`, async () => {
      expect(await page.evaluate(setMainInput, { bad }), 'the field is still there').toBe(true);
      await settle(page);
      const now = await page.evaluate(readMainInput, { bad, kind: field!.kind, largeChars: LARGE_TEXT_CHARS });
      // A kit editor shows a text of more than LARGE_TEXT_CHARS by its start (the tool has all of it), and says so.
      if (now === 'start')
        await expect(
          page
            .locator('[data-tool]')
            .getByText(/the editor shows its first/)
            .first(),
        ).toBeVisible();
      else expect(now, `the ${name} input is still in the field`).toBe('same');
      expect(pageErrors, `page errors after the ${name} input`).toEqual([]);
    });
  }
  await expect(page.locator(`[data-tool="${slug}"]`)).toBeVisible();
}

// A few tools per test, in one tab (each opened by a fresh navigation), so the shared framework is not
// downloaded again for every tool.
const GROUP = 4;
for (let g = 0; g < tools.length; g += GROUP) {
  const slugs = tools.slice(g, g + GROUP).map((t) => t.slug);
  test(`${slugs.join(', ')} keep working with bad input`, async ({ page }) => {
    test.setTimeout(90_000 * slugs.length);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    for (const slug of slugs) await checkTool(page, slug, pageErrors);
  });
}
