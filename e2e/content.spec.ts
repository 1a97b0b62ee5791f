import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { editorText, holdScripts, openContent, setEditor, watchErrors } from './helpers';

const content = <T>(file: string): T => JSON.parse(readFileSync(`content/${file}`, 'utf8')) as T;

interface Problem {
  tests: unknown[];
  hints: string[];
  solution: { javascript: string; python: string };
  starter: { javascript: string };
}

test('a cheatsheet template value changes its commands live', async ({ page }) => {
  const errors = watchErrors(page);
  await openContent(page, '/cheatsheets/docker/');
  const run = page.locator('pre', { hasText: 'docker run -d --name' }).first();
  await expect(run).toContainText('docker run -d --name web -p 8080:80 nginx:1.27');
  await page.getByLabel('Container', { exact: true }).fill('api');
  await page.getByLabel('Host port').fill('9090');
  await expect(run).toContainText('docker run -d --name api -p 9090:80 nginx:1.27');
  await expect(page.getByRole('heading', { name: 'See also' })).toBeVisible();
  errors.expectNone();
});

test('the cheatsheet index filters its cards', async ({ page }) => {
  await openContent(page, '/cheatsheets/');
  await expect(page.getByRole('link', { name: /^Docker/ })).toBeVisible();
  await page.getByLabel('Filter cheatsheets').fill('kubectl');
  await expect(page.getByRole('link', { name: /^kubectl/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Docker/ })).toHaveCount(0);
});

test('a filter and template values typed before the page hydrates still apply', async ({ page }) => {
  // Typing is the first interaction: it requests the page's scripts; hold them back until the user has typed.
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Filter cheatsheets').fill('kubectl');
  await expect(page.getByRole('link', { name: /^Docker/ })).toBeVisible();
  release();
  await expect(page.locator('[data-island][data-ready]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^kubectl/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Docker/ })).toHaveCount(0);
  await expect(page.getByLabel('Filter cheatsheets')).toHaveValue('kubectl');
});

test('a Copy tapped before the cheatsheet has hydrated copies once it has', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The tap is the first interaction: it requests the page's scripts; hold them back so it comes first.
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/git/', { waitUntil: 'domcontentloaded' });
  const item = page.locator('[data-island="cheatsheet"] pre').first().locator('..');
  const copy = item.getByRole('button', { name: 'Copy', exact: true });
  await copy.click();
  await expect(copy).toHaveText('Copy');
  release();
  await expect(item.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const code = await item.locator('pre').innerText();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
});

test('a template value typed before the cheatsheet hydrates changes its commands', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/cheatsheets/docker/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Container', { exact: true }).fill('api');
  release();
  await expect(page.locator('[data-island="cheatsheet"][data-ready]')).toBeAttached();
  await expect(page.locator('pre', { hasText: 'docker run -d --name' }).first()).toContainText('docker run -d --name api -p 8080:80 nginx:1.27');
});

test('a Graphviz example opens in the playground with the same markup', async ({ page }) => {
  const example = content<{ markup: string; title: string }>('examples/graphviz/workflow_diagram.json');
  await page.goto('/graphviz_examples/workflow_diagram/');
  await expect(page.getByRole('img', { name: example.title }).locator('svg')).toBeVisible();
  await page.getByRole('link', { name: 'Open in playground' }).click();
  await expect(page).toHaveURL(/\/graphviz\/$/);
  await expect.poll(() => editorText(page, 'Input')).toBe(example.markup);
  await expect(page.getByRole('region', { name: 'Preview' }).locator('svg')).toBeVisible();
});

test('a Mermaid example shows its pre-rendered picture and opens in the playground', async ({ page }) => {
  const example = content<{ markup: string; title: string }>('examples/mermaid/pie_diagram.json');
  await page.goto('/diagrams/mermaidjs/examples/pie_diagram/');
  const img = page.getByRole('img', { name: example.title });
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Open in playground' }).click();
  await expect.poll(() => editorText(page, 'Input')).toBe(example.markup);
});

test('a Python example page shows the real output and opens in the Python playground', async ({ page }) => {
  const example = content<{ code: string; output: string }>('examples/python/f_strings.json');
  await page.goto('/python/examples/f_strings/');
  await expect(page.getByLabel('Program output')).toHaveText(example.output.replace(/\n$/, ''));
  await page.getByRole('link', { name: 'Open in playground' }).click();
  await expect(page).toHaveURL(/\/python\/online\/$/);
  await expect.poll(() => editorText(page, 'Input')).toBe(example.code);
});

test.describe('interview problem', () => {
  test('the reference JavaScript solution passes every test in the browser', async ({ page }) => {
    const p = content<Problem>('interview/two-sum.json');
    const errors = watchErrors(page);
    await openContent(page, '/interview/problems/two-sum/');
    await setEditor(page, 'Code', p.solution.javascript);
    await page.getByRole('button', { name: 'Run tests' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'tests passed' })).toHaveText(`All ${p.tests.length} tests passed`);
    errors.expectNone();
  });

  test('the solution stays hidden until the reader asks for it', async ({ page }) => {
    await openContent(page, '/interview/problems/two-sum/');
    const code = page.getByLabel('JavaScript solution');
    const complexity = page.getByText('Time complexity:');
    await expect(code).toBeHidden();
    await expect(complexity).toBeHidden();
    await page.getByText('Show the solution').click();
    await expect(code).toBeVisible();
    await expect(complexity).toBeVisible();
  });

  test('each hint stays hidden until the reader opens it', async ({ page }) => {
    const p = content<Problem>('interview/two-sum.json');
    await openContent(page, '/interview/problems/two-sum/');
    // The hints are plain Markdown (inline code and emphasis only), so their text is the source without the marks.
    const [first, second] = p.hints.map((h) => page.getByText(h.replace(/[`*]/g, ''), { exact: true }));
    await expect(first).toBeHidden();
    await page.getByText('Hint 1', { exact: true }).click();
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
  });

  test('a wrong solution fails with the failing case shown', async ({ page }) => {
    const p = content<Problem>('interview/two-sum.json');
    await openContent(page, '/interview/problems/two-sum/');
    await setEditor(page, 'Code', 'function twoSum(nums, target) {\n  return [0, 1];\n}');
    await page.getByRole('button', { name: 'Run tests' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'tests passed' });
    await expect(summary).toHaveText(new RegExp(`^\\d+ of ${p.tests.length} tests passed$`));
    const failing = page.getByRole('region', { name: 'Test results' }).locator('tr[data-pass="false"]').first();
    await expect(failing).toContainText('Fail');
    await expect(failing).toContainText('[0,1]');
  });

  test('an endless loop is stopped with a message instead of freezing the page', async ({ page }) => {
    await openContent(page, '/interview/problems/reverse-a-string/');
    await setEditor(page, 'Code', 'function reverseString(s) {\n  while (true) {}\n}');
    await page.getByRole('button', { name: 'Run tests' }).click();
    await expect(page.locator('[data-runner]').getByRole('alert')).toContainText('was stopped', { timeout: 20_000 });
  });

  test('the reference Python solution passes in the browser (Pyodide)', async ({ page }) => {
    test.setTimeout(150_000);
    const p = content<Problem>('interview/palindrome-string.json');
    await openContent(page, '/interview/problems/palindrome-string/');
    await page.getByRole('radio', { name: 'Python' }).click();
    await setEditor(page, 'Code', p.solution.python);
    await page.getByRole('button', { name: 'Run tests' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'tests passed' })).toHaveText(`All ${p.tests.length} tests passed`, { timeout: 120_000 });
  });
});

test.describe('SQL tutorial', () => {
  interface Lesson {
    solution: string;
  }
  test('accepts a correct answer and keeps the progress', async ({ page }) => {
    const t = content<{ lessons: Lesson[] }>('tutorials/sql.json');
    await openContent(page, '/sql/interactive_tutorial/');
    await setEditor(page, 'Query for exercise 1', t.lessons[0].solution);
    await page.getByRole('button', { name: 'Run and check' }).first().click();
    await expect(page.getByRole('status', { name: 'Verdict for exercise 1' })).toContainText('Correct!');
    await expect(page.getByText(`Progress: 1 of ${t.lessons.length} exercises solved`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Progress: 1 of ${t.lessons.length} exercises solved`)).toBeVisible();
  });

  test('rejects a wrong answer with a hint', async ({ page }) => {
    await openContent(page, '/sql/interactive_tutorial/');
    await setEditor(page, 'Query for exercise 2', 'SELECT 1 AS nothing_like_the_answer');
    await page.getByRole('button', { name: 'Run and check' }).nth(1).click();
    const verdict = page.getByRole('status', { name: 'Verdict for exercise 2' });
    await expect(verdict).toContainText('Not quite.');
    await expect(verdict).toContainText('Hint:');
  });
});

test('a jq tutorial step runs real jq on an edited filter', async ({ page }) => {
  await openContent(page, '/jq_tutorial/');
  await setEditor(page, 'Filter of step 1', '[1, 2, 3] | add');
  await page.getByRole('button', { name: 'Run step 1', exact: true }).click();
  await expect(page.getByLabel('Result of step 1', { exact: true })).toHaveText('6');
});

test('a Graphviz tutorial step shows the prebuilt picture, and an edited step draws the new diagram', async ({ page }) => {
  await openContent(page, '/graphviz_tutorial/');
  const picture = page.getByRole('img', { name: 'Result of step 1', exact: true });
  await expect(picture).toHaveAttribute('src', '/tutorials/graphviz/step-1.svg');
  expect(await picture.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await setEditor(page, 'DOT of step 1', 'digraph { tutorial_start -> tutorial_end }');
  await page.getByRole('button', { name: 'Run step 1', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Result of step 1', exact: true }).locator('svg')).toContainText('tutorial_end');
});

test('a JSONPath tutorial step evaluates an edited path', async ({ page }) => {
  await openContent(page, '/jsonpath_tutorial/');
  await setEditor(page, 'Path of step 1', '$');
  await page.getByRole('button', { name: 'Run step 1', exact: true }).click();
  await expect(page.getByLabel('Result of step 1', { exact: true })).toContainText('[');
  // Each step runs in the dialect it names: RFC 9535 counts [-1] from the end, jsonpath-plus does not.
  await expect(page.locator('[data-step="3"] [data-dialect]')).toHaveText('Dialect: RFC 9535');
  await setEditor(page, 'Path of step 3', '$.products[-1].sku');
  await page.getByRole('button', { name: 'Run step 3', exact: true }).click();
  await expect(page.getByLabel('Result of step 3', { exact: true })).toHaveText('[\n  "DK-500"\n]');
  await expect(page.locator('[data-step="11"] [data-dialect]')).toHaveText('Dialect: jsonpath-plus');
  await setEditor(page, 'Path of step 11', '$.products[-1].sku');
  await page.getByRole('button', { name: 'Run step 11', exact: true }).click();
  await expect(page.getByLabel('Result of step 11', { exact: true })).toHaveText('[]');
  const open = page.locator('[data-step="11"]').getByRole('link', { name: 'Open in playground' });
  expect(decodeURIComponent((await open.getAttribute('href')) ?? '')).toContain('"dialect":"jsonpath-plus"');
});
