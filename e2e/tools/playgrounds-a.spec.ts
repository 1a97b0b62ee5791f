import { acceptInertHandlerReports, expect, test, type Page } from '../test';
import { afterPendingWork, editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

test.describe('jq_playground', () => {
  test('runs a real jq filter with flags, --arg and an example', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jq_playground');
    await setEditor(page, 'Input', '{"items": [{"name": "pen", "price": 2}, {"name": "ink", "price": 5}]}');
    await setEditor(page, 'Filter', '.items | map(.price) | add');
    await expectOutput(page, '7');
    await setEditor(page, 'Filter', '.items[] | select(.price > $min) | {name}');
    await page.getByRole('button', { name: 'Add --arg' }).click();
    await page.getByLabel('Argument 1 name').fill('min');
    await page.getByLabel('Argument 1 value').fill('x');
    await page.getByLabel('Compact output (-c)').check();
    // $min is a string, and every number sorts before strings in jq: nothing is selected.
    await expectOutput(page, '');
    await setEditor(page, 'Filter', '.items[] | select(.price > ($min | tonumber)) | .name');
    await page.getByLabel('Argument 1 value').fill('3');
    await page.getByLabel('Raw output (-r)').check();
    await expectOutput(page, 'ink');
    await expect(page.getByLabel('Command line')).toHaveText(`jq -c -r --arg min 3 '.items[] | select(.price > ($min | tonumber)) | .name'`);

    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('menuitem', { name: /Group and count/ }).click();
    expect(await editorText(page, 'Filter')).toContain('group_by(.status)');
    await expect.poll(() => editorText(page, 'Output'), { timeout: 10_000 }).toContain('"status": "cancelled"');
    await expect(page.getByLabel('Compact output (-c)')).not.toBeChecked();
    errors.expectNone();
  });

  test('names its jq release, prints deep nesting, reports running out of the browser’s stack and runs again', async ({ page }) => {
    await openTool(page, 'jq_playground');
    await expect(page.getByLabel('jq version')).toHaveText('jq 1.8.2');
    await setEditor(page, 'Input', 'null');
    // 2,001 levels: jq-wasm's own 1 MiB C stack ran out at about 640 (the engine gives jq 20 MiB).
    await setEditor(page, 'Filter', 'reduce range(2000) as $x (null; [.]) | tojson | length');
    await expectOutput(page, '4004');
    // Printing 6,001 levels needs more of the browser's own stack than a worker has (Chromium: about 2,500 levels).
    await setEditor(page, 'Filter', 'reduce range(6000) as $x (null; [.]) | tojson');
    await expect(toolAlert(page)).toContainText('jq ran out of stack: the data is nested too deeply for jq in this browser');
    await expect(toolAlert(page)).toContainText('The engine was restarted');
    await setEditor(page, 'Filter', '[range(3)] | add');
    await expectOutput(page, '3');
    await expect(toolAlert(page)).toHaveCount(0);
    // A pasted document nested 5,000 deep: too deep to print here (the message counts its levels), but jq reads it
    // and walks it.
    await setEditor(page, 'Input', `${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}`);
    await setEditor(page, 'Filter', '.');
    await expect(toolAlert(page)).toContainText('(the input is nested 5,000 levels deep)');
    await setEditor(page, 'Filter', '[paths | length] | max');
    await expectOutput(page, '5000');
  });

  test('restores a share link with its flags', async ({ page }) => {
    await openTool(page, 'jq_playground', shareHash({ json: '{"a": [3, 1, 2]}', filter: '.a | sort', compact: true }));
    await expectOutput(page, '[1,2,3]');
    expect(await editorText(page, 'Filter')).toBe('.a | sort');
    await expect(page.getByLabel('Compact output (-c)')).toBeChecked();
  });

  test('shows jq errors verbatim and stops a runaway filter', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jq_playground');
    await setEditor(page, 'Filter', '.members[');
    await expect(toolAlert(page)).toContainText('jq: error: syntax error, unexpected end of file');
    await expect(toolAlert(page)).toContainText('jq: 1 compile error');
    await setEditor(page, 'Input', '{"a": 1');
    await setEditor(page, 'Filter', '.');
    await expect(toolAlert(page)).toHaveText('jq: parse error: Unfinished JSON term at EOF at line 1, column 7');
    // Typed text is never lost on an error.
    expect(await editorText(page, 'Input')).toBe('{"a": 1');
    await setEditor(page, 'Input', 'null');
    await setEditor(page, 'Filter', 'def f: f; f');
    await expect(toolAlert(page)).toContainText('jq was stopped after 8 s', { timeout: 20_000 });
    await setEditor(page, 'Filter', '[range(3)]');
    await page.getByLabel('Compact output (-c)').check();
    await expectOutput(page, '[0,1,2]');
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('jsonpath_playground', () => {
  const doc = '{"shop": {"items": [{"name": "pen", "price": 2}, {"name": "lamp", "price": 40}, {"name": "desk", "price": 120}]}}';
  const dialect = (page: Page, name: 'RFC 9535' | 'jsonpath-plus') => page.getByRole('radio', { name, exact: true });
  /** Clicks a Dialect choice: the SegmentedControl's radio is visually hidden behind its label. */
  const choose = (page: Page, name: 'RFC 9535' | 'jsonpath-plus') =>
    page.locator(`label[for$="-${name === 'RFC 9535' ? 'rfc9535' : 'jsonpath-plus'}"]`).click();

  test('evaluates an RFC 9535 filter by default and lists the normalized paths', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'jsonpath_playground');
    await expect(dialect(page, 'RFC 9535')).toBeChecked();
    await setEditor(page, 'Input', doc);
    await setEditor(page, 'Path', '$.shop.items[?@.price > 10].name');
    await expectOutput(page, '[\n  "lamp",\n  "desk"\n]');
    const table = page.getByRole('table', { name: 'Matched paths' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: "$['shop']['items'][1]['name']" })).toBeVisible();
    await setEditor(page, 'Input', '[{"a": 1}, {"a": 2}, {"a": "1"}]');
    await setEditor(page, 'Path', '$[?@.a==1]');
    await expectOutput(page, '[\n  {\n    "a": 1\n  }\n]');
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('menuitem', { name: /Every author anywhere/ }).click();
    await expect.poll(() => editorText(page, 'Output'), { timeout: 10_000 }).toContain('"Herman Melville"');
    // A jsonpath-plus example switches the dialect with it.
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('menuitem', { name: /Property names of the store/ }).click();
    await expect(dialect(page, 'jsonpath-plus')).toBeChecked();
    await expectOutput(page, '[\n  "book",\n  "bicycle"\n]');
    errors.expectNone();
  });

  test('the Dialect switch changes the result and survives a share link', async ({ page, context }) => {
    await openTool(page, 'jsonpath_playground');
    await setEditor(page, 'Input', '[10, 20, 30]');
    await setEditor(page, 'Path', '$[-1]');
    await expectOutput(page, '[\n  30\n]');
    await choose(page, 'jsonpath-plus');
    await expect(dialect(page, 'jsonpath-plus')).toBeChecked();
    // jsonpath-plus does not count a single negative index from the end.
    await expectOutput(page, '[]');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('/jsonpath_playground/#');
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('[data-tool="jsonpath_playground"][data-ready]')).toBeVisible();
    await expect(dialect(other, 'jsonpath-plus')).toBeChecked();
    expect(await editorText(other, 'Path')).toBe('$[-1]');
    await expectOutput(other, '[]');
    await choose(other, 'RFC 9535');
    await expectOutput(other, '[\n  30\n]');
  });

  test('restores a share link; one made before the Dialect switch means jsonpath-plus', async ({ page }) => {
    await openTool(page, 'jsonpath_playground', shareHash({ json: '{"a": [10, 20, 30]}', path: '$.a[-1:]' }));
    await expectOutput(page, '[\n  30\n]');
    expect(await editorText(page, 'Path')).toBe('$.a[-1:]');
    await expect(dialect(page, 'jsonpath-plus')).toBeChecked();
    await openTool(page, 'jsonpath_playground', shareHash({ json: '{"a": [10, 20, 30]}', path: '$.a[-1]', dialect: 'rfc9535' }));
    await expect(dialect(page, 'RFC 9535')).toBeChecked();
    await expectOutput(page, '[\n  30\n]');
  });

  test('shows positioned RFC 9535 errors, jsonpath-plus and JSON errors inline, and never evaluates script', async ({ page }) => {
    await openTool(page, 'jsonpath_playground');
    await setEditor(page, 'Path', '$..book[?(@.price<10)');
    await expect(toolAlert(page)).toContainText('Not valid RFC 9535 JSONPath, at column 22 of the path: expected');
    await expect(toolAlert(page)).toContainText('but found the end of the path.');
    await expect(toolAlert(page)).toContainText('$..book[?(@.price<10)▸');
    await setEditor(page, 'Path', '$.store.book[?length(@.title)].title');
    await expect(toolAlert(page)).toContainText('at column 15 of the path: the result of length() is a value');
    await choose(page, 'jsonpath-plus');
    await setEditor(page, 'Path', '$..book[?(@.price<10)');
    await expect(toolAlert(page)).toHaveText(/^JSONPath error: /);
    await setEditor(page, 'Path', '$..book[?(@.constructor.constructor("self.__pwned = 1")())]');
    await expect(toolAlert(page)).toHaveText(/^JSONPath error: /);
    expect(await page.evaluate(() => (self as { __pwned?: number }).__pwned)).toBeUndefined();
    await setEditor(page, 'Input', '{"a": [1, 2}');
    await setEditor(page, 'Path', '$.a');
    await expect(toolAlert(page)).toHaveText(/^Line 1, column 12: Invalid JSON: /);
  });
});

test.describe('regex_tester', () => {
  test('matches with named groups, highlights, replaces and explains', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'regex_tester');
    await setEditor(page, 'Pattern', String.raw`(?<user>\w+)@(?<host>[a-z]+)\.com`);
    await setEditor(page, 'Test string', 'write to ann@home.com or bob@work.com today');
    const list = page.getByRole('list', { name: 'Match list' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Match 1');
    await expect(
      list
        .getByRole('listitem')
        .first()
        .getByRole('row', { name: /user\s*ann/ }),
    ).toBeVisible();
    await expect(
      list
        .getByRole('listitem')
        .nth(1)
        .getByRole('row', { name: /host\s*work/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlighted matches' }).locator('mark')).toHaveText(['ann@home.com', 'bob@work.com']);
    await page.getByLabel('Replacement').fill('$<host>:$<user>');
    await expectOutput(page, 'write to home:ann or work:bob today');
    const explanation = page.getByRole('region', { name: 'Explanation' });
    await expect(explanation).toContainText('Named capturing group "user" (group 1):');
    await expect(explanation).toContainText('A word character (letter, digit or _), one or more times, as many as possible (greedy)');
    errors.expectNone();
  });

  test('restores a share link with its flags', async ({ page }) => {
    await openTool(page, 'regex_tester', shareHash({ pattern: 'a(b)', flags: 'gi', text: 'AB ab', replacement: '[$1]' }));
    await expectOutput(page, '[B] [b]');
    await expect(page.getByLabel('g — global')).toBeChecked();
    await expect(page.getByLabel('i — ignore case')).toBeChecked();
    await expect(page.getByLabel('m — multiline')).not.toBeChecked();
    expect(await editorText(page, 'Pattern')).toBe('a(b)');
  });

  test('lists matches a hundred at a time', async ({ page }) => {
    await openTool(page, 'regex_tester', shareHash({ pattern: String.raw`\d`, flags: 'g', text: '0123456789'.repeat(25), replacement: '' }));
    const list = page.getByRole('list', { name: 'Match list' });
    await expect(list.getByText(/^Match \d+$/)).toHaveCount(100);
    await expect(list).toContainText('…and 150 more.');
    await list.getByRole('button', { name: 'Show 100 more' }).click();
    await expect(list.getByText(/^Match \d+$/)).toHaveCount(200);
    await list.getByRole('button', { name: 'Show 50 more' }).click();
    await expect(list.getByText(/^Match \d+$/)).toHaveCount(250);
    await expect(list.getByText(/more\.$/)).toHaveCount(0);
    await expect(list.getByText('Match 250', { exact: true })).toBeVisible();
  });

  test('shows the browser SyntaxError and stops catastrophic backtracking', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'regex_tester');
    await setEditor(page, 'Pattern', '(a');
    await expect(toolAlert(page)).toHaveText(/^Invalid regular expression: \/\(a\/\w*: Unterminated group$/);
    await setEditor(page, 'Pattern', '(a+)+$');
    await setEditor(page, 'Test string', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!');
    await expect(toolAlert(page)).toContainText('Stopped after 2 s', { timeout: 10_000 });
    await expect(toolAlert(page)).toContainText('catastrophic backtracking');
    // The page stays responsive and recovers with the next edit.
    await setEditor(page, 'Pattern', 'a+!');
    await expect(page.getByRole('region', { name: 'Highlighted matches' }).locator('mark')).toHaveText(['aaaaaaaaaaaaaaaaaaaaaaaaaaaaa!']);
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('xpath_tester', () => {
  const xml = `<feed xmlns="urn:feed" xmlns:m="urn:meta">
  <entry m:id="1"><title>First</title><m:score>3</m:score></entry>
  <entry m:id="2"><title>Second</title><m:score>8</m:score></entry>
</feed>`;

  test('evaluates XPath over namespaced XML with d: for the default namespace', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'xpath_tester');
    await setEditor(page, 'Input', xml);
    await setEditor(page, 'XPath', '//d:entry[m:score > 5]/d:title');
    await expectOutput(page, '<title xmlns="urn:feed">Second</title>');
    const table = page.getByRole('table', { name: 'Matched nodes' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: '/d:feed/d:entry[2]/d:title' })).toBeVisible();
    await expect(page.getByLabel('Namespaces')).toContainText('d: = urn:feed (the default namespace)');
    await expect(page.getByRole('region', { name: 'Highlighted XML' }).locator('mark')).toHaveText(['<title>']);
    await setEditor(page, 'XPath', '//d:entry/@m:id');
    await expectOutput(page, 'm:id="1"\nm:id="2"');
    errors.expectNone();
  });

  test('restores a share link with a number result', async ({ page }) => {
    await openTool(page, 'xpath_tester', shareHash({ xml: '<r><a/><a/><b/></r>', xpath: 'count(//a)' }));
    await expectOutput(page, '2');
    await expect(page.getByText('The expression returns a number:')).toBeVisible();
    expect(await editorText(page, 'XPath')).toBe('count(//a)');
  });

  test('locates XML errors and XPath syntax errors', async ({ page }) => {
    await openTool(page, 'xpath_tester');
    await setEditor(page, 'Input', '<a>\n  <b></a>');
    await expect(toolAlert(page)).toHaveText(/^Line 2, column 3: XML syntax error: /);
    await setEditor(page, 'Input', '<a><b/></a>');
    await setEditor(page, 'XPath', '//b[');
    await expect(toolAlert(page)).toHaveText('Line 1, column 4: XPath syntax error: the "[" at column 4 is never closed.');
    await setEditor(page, 'XPath', '//zz:b');
    await expect(toolAlert(page)).toHaveText(/the namespace prefix "zz" is not declared/);
  });
});

test.describe('markdown_editor', () => {
  test('renders GitHub-flavoured markdown and exports HTML', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'markdown_editor');
    await setEditor(page, 'Input', '# Plan\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] next\n\n```sh\nnpm test\n```');
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Plan');
    await expect(preview.getByRole('table').getByRole('cell')).toHaveText(['1', '2']);
    await expect(preview.getByRole('checkbox')).toHaveCount(2);
    await expect(preview.getByRole('checkbox').first()).toBeChecked();
    await expect(preview.locator('pre code.language-sh')).toHaveText('npm test');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export HTML', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('plan.html');
    const { readFile } = await import('node:fs/promises');
    const html = await readFile((await file.path())!, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Plan</title>');
    expect(html).toContain('<h1>Plan</h1>');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'markdown_editor', shareHash({ input: 'Some **bold** text' }));
    await expect(page.getByRole('region', { name: 'Preview', exact: true }).locator('strong')).toHaveText('bold');
    expect(await editorText(page, 'Input')).toBe('Some **bold** text');
  });

  test('never runs script from the document', async ({ page, cspViolations }) => {
    const errors = watchErrors(page);
    const attack = [
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '[x](javascript:window.__pwned=1)',
      '<svg onload="window.__pwned=1"><circle r="5"/></svg>',
      '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
      '<details open ontoggle="window.__pwned=1">t</details>',
    ].join('\n\n');
    // Through a share link, the way an attacker would deliver it.
    // The broken image's request answers with a tiny GIF, so only a script could make noise.
    const gif = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
    await page.route('**/markdown_editor/x', (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: gif }));
    await openTool(page, 'markdown_editor', shareHash({ input: attack }));
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByText('x', { exact: true })).toBeVisible();
    await preview.getByText('x', { exact: true }).click();
    await afterPendingWork(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await preview.locator('script, svg, iframe, object, embed').count()).toBe(0);
    const handlers = await preview.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => a.name),
      ),
    );
    expect(handlers).toEqual([]);
    // And typed in the editor.
    await setEditor(page, 'Input', attack + '\n\nend');
    await expect(preview.getByText('end')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await preview.locator('script, svg, iframe, [onerror], [onload], [ontoggle]').count()).toBe(0);
    acceptInertHandlerReports(cspViolations, errors.errors);
    errors.expectNone();
  });
});
