import { expect, test, type Page } from '../test';
import { encodeHtmlEntities } from '../../src/tools/html-entities/html-entities.core';
import { sample as entitiesSample, sampleOutput as entitiesSampleOutput } from '../../src/tools/html-entities/html-entities.sample';
import { editor, editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** The value cell of a labelled row in a results table. */
const rowValue = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tr', { has: page.locator('th', { hasText: label }) })
    .locator('td')
    .first();

test.describe('stacktrace', () => {
  const java = [
    'java.lang.IllegalStateException: boom',
    '\tat com.acme.App.run(App.java:10)',
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    '\tat java.base/java.lang.Thread.run(Thread.java:1583)',
    'Caused by: java.io.IOException: disk full',
    '\tat com.acme.Store.save(Store.java:5)',
    '\t... 3 more',
  ].join('\n');
  const js = [
    'TypeError: x is not a function',
    '    at handler (/srv/app/src/routes.js:12:5)',
    '    at Layer.handle (/srv/app/node_modules/express/lib/router/layer.js:95:5)',
    '    at next (/srv/app/node_modules/express/lib/router/route.js:149:13)',
  ].join('\n');

  test('formats a typed Java trace and shows the cause chain', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'stacktrace');
    await setEditor(page, 'Input', java);
    await expectOutput(
      page,
      [
        'java.lang.IllegalStateException: boom',
        '    at com.acme.App.run(App.java:10)',
        '    … 2 library frames',
        'Caused by: java.io.IOException: disk full',
        '    at com.acme.Store.save(Store.java:5)',
        '    … 3 more',
      ].join('\n'),
    );
    const view = page.getByRole('region', { name: 'Exceptions' });
    await expect(view.getByRole('heading')).toHaveText(['java.lang.IllegalStateException: boom', 'Caused byjava.io.IOException: disk full']);
    await expect(view.locator('[data-own]')).toHaveText(['com.acme.App.run App.java:10', 'com.acme.Store.save Store.java:5']);
    await expect(view.getByText('2 library frames')).toBeVisible();
    await expect(view).toContainText('Java · 2 exceptions · 4 frames, 2 in your code');
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('restores a share link with its own packages and loads the other samples', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'stacktrace', shareHash({ input: js, ownPackages: 'node_modules/express', collapse: true }));
    expect(await editorText(page, 'Input')).toBe(js);
    // Claiming express as our own code means nothing is folded away.
    await expectOutput(page, js);
    await expect(page.getByLabel('Own packages')).toHaveValue('node_modules/express');
    await page.getByLabel('Own packages').fill('');
    // Focusing an option upgrades the editors; editorText needs the upgrade finished (textarea and CodeMirror coexist briefly).
    await expect(page.locator('.cm-content[aria-label="Output"]')).toBeVisible();
    await expectOutput(page, [js.split('\n')[0], js.split('\n')[1], '    … 2 library frames'].join('\n'));
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect.poll(() => editorText(page, 'Input')).toMatch(/^Traceback \(most recent call last\):/);
    await expect.poll(() => editorText(page, 'Output')).toMatch(/app\.errors\.InvoiceError: no tax rate for XK$/);
    await expect(page.getByRole('region', { name: 'Exceptions' })).toContainText('Caused byKeyError');
    errors.expectNone();
  });

  test('shows an inline error for text without frames and keeps the input', async ({ page }) => {
    await openTool(page, 'stacktrace');
    await setEditor(page, 'Input', 'The server said no.');
    await expect(toolAlert(page)).toHaveText(/^No stack frames found/);
    expect(await editorText(page, 'Input')).toBe('The server said no.');
  });
});

test.describe('golang-format-stacktrace', () => {
  const dump = [
    'goroutine 1 [running]:',
    'main.main()',
    '\t/app/main.go:10 +0x25',
    '',
    'goroutine 5 [chan receive]:',
    'main.worker(0x1)',
    '\t/app/worker.go:20 +0x45',
    'created by main.main in goroutine 1',
    '\t/app/main.go:12 +0x66',
    '',
    'goroutine 6 [chan receive]:',
    'main.worker(0x2)',
    '\t/app/worker.go:20 +0x45',
    'created by main.main in goroutine 1',
    '\t/app/main.go:12 +0x66',
  ].join('\n');

  test('groups goroutines with identical stacks', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'golang-format-stacktrace');
    await setEditor(page, 'Input', dump);
    await expectOutput(
      page,
      [
        '1 goroutine [running]: 1',
        '    main.main()',
        '        /app/main.go:10',
        '',
        '2 goroutines [chan receive]: 5, 6',
        '    main.worker(…)',
        '        /app/worker.go:20',
        '    created by main.main',
        '        /app/main.go:12',
      ].join('\n'),
    );
    const view = page.getByRole('region', { name: 'Goroutines' });
    await expect(view.getByRole('heading')).toHaveText(['1 goroutine: 1 [running]', '2 goroutines: 5, 6 [chan receive]']);
    await expect(view).toContainText('3 goroutines in 2 groups');
    await view.getByLabel('Filter goroutines').fill('worker');
    await expect(view.getByRole('heading')).toHaveText(['2 goroutines: 5, 6 [chan receive]']);
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    const input = 'panic: boom\n\ngoroutine 1 [running]:\nmain.main()\n\t/a.go:5 +0x1';
    await openTool(page, 'golang-format-stacktrace', shareHash({ input }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(page, 'panic: boom\n\n1 goroutine [running]: 1\n    main.main()\n        /a.go:5');
    await expect(page.getByRole('region', { name: 'Goroutines' })).toContainText('panic: boom');
    errors.expectNone();
  });

  test('shows an inline error for text that is not a dump', async ({ page }) => {
    await openTool(page, 'golang-format-stacktrace');
    await setEditor(page, 'Input', 'exit status 2');
    await expect(toolAlert(page)).toHaveText(/^No goroutines found/);
    expect(await editorText(page, 'Input')).toBe('exit status 2');
  });
});

test.describe('json/to-sql', () => {
  const input = '[{"id": 1, "name": "Ann"}]';

  test('turns typed JSON into SQL', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-sql');
    await setEditor(page, 'Input', input);
    await expectOutput(
      page,
      'CREATE TABLE "users" (\n  "id" INTEGER,\n  "name" TEXT\n);\n\nINSERT INTO "users" ("id", "name") VALUES\n  (1, \'Ann\');\n',
    );
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('shows the sample as SQL on arrival, and converts it again for another dialect', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-sql');
    await expect.poll(() => editorText(page, 'Output')).toContain('CREATE TABLE "users" (');
    await page.getByLabel('Dialect').selectOption('mysql');
    await expect.poll(() => editorText(page, 'Output')).toContain('CREATE TABLE `users` (');
    await expect.poll(() => editorText(page, 'Output')).toContain("'Grace O''Hopper'");
    errors.expectNone();
  });

  test('restores a share link with table name and dialect', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-sql', shareHash({ input, tableName: 'people', dialect: 'mysql' }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(
      page,
      "CREATE TABLE `people` (\n  `id` INT,\n  `name` VARCHAR(3)\n);\n\nINSERT INTO `people` (`id`, `name`) VALUES\n  (1, 'Ann');\n",
    );
    await expect(page.getByLabel('Dialect')).toHaveValue('mysql');
    await expect(page.getByLabel('Table name')).toHaveValue('people');
    errors.expectNone();
  });

  test('shows where the JSON is broken and keeps the input', async ({ page }) => {
    const bad = '[\n  {"a": 1},\n  {"a": }\n]';
    await openTool(page, 'json/to-sql');
    await setEditor(page, 'Input', bad);
    await expect(toolAlert(page)).toHaveText("Line 3, column 9: Expected a value but found '}'");
    expect(await editorText(page, 'Input')).toBe(bad);
  });
});

test.describe('json/to-schema', () => {
  test('infers a schema from typed JSON', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-schema');
    await setEditor(page, 'Input', '{"a": 1}');
    await expectOutput(
      page,
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "title": "Order",\n  "type": "object",\n  "properties": {\n    "a": {\n      "type": "integer"\n    }\n  },\n  "required": [\n    "a"\n  ]\n}',
    );
    errors.expectNone();
  });

  test('restores a share link with title and required mode', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '[{"a":1},{"a":2,"b":"x"}]';
    await openTool(page, 'json/to-schema', shareHash({ input, title: '', required: 'none' }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(
      page,
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "array",\n  "items": {\n    "type": "object",\n    "properties": {\n      "a": {\n        "type": "integer"\n      },\n      "b": {\n        "type": "string"\n      }\n    }\n  }\n}',
    );
    await expect(page.getByLabel('Required keys')).toHaveValue('none');
    errors.expectNone();
  });

  test('shows where the JSON is broken and keeps the input', async ({ page }) => {
    await openTool(page, 'json/to-schema');
    await setEditor(page, 'Input', '{"a": }');
    await expect(toolAlert(page)).toHaveText("Line 1, column 7: Expected a value but found '}'");
    expect(await editorText(page, 'Input')).toBe('{"a": }');
  });
});

test.describe('json/diff', () => {
  const left = '{"name": "Ada", "age": 36, "tags": ["x", "y"], "gone": true}';
  const right = '{"name": "Ada", "age": 37, "tags": ["x"], "city": "London"}';
  const changes = ['~ $.age: 36 → 37', '- $.tags[1]: "y"', '- $.gone: true', '+ $.city: "London"'];

  test('lists the changes between two typed documents', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/diff');
    await setEditor(page, 'Left', left);
    await setEditor(page, 'Right', right);
    const output = page.getByRole('region', { name: 'Output' });
    await expect(output.getByRole('listitem')).toHaveText(changes);
    await expect(page.getByText('4 changes: 1 added, 2 removed, 1 changed')).toBeVisible();
    // The side-by-side view marks the changed lines on each side.
    await expect(page.getByRole('region', { name: 'Left document' }).locator('[data-mark]')).toHaveText([
      '  "age": 36,',
      '    "y"',
      '  "gone": true',
    ]);
    await expect(page.getByRole('region', { name: 'Right document' }).locator('[data-mark]')).toHaveText(['  "age": 37,', '  "city": "London"']);
    // Filter by kind and by path.
    await page.getByLabel('Show changes').selectOption('removed');
    await expect(output.getByRole('listitem')).toHaveText(['- $.tags[1]: "y"', '- $.gone: true']);
    await page.getByLabel('Filter by path').fill('tags');
    await expect(output.getByRole('listitem')).toHaveText(['- $.tags[1]: "y"']);
    // Copy gives the whole list as text.
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(changes.join('\n'));
    // Equal documents say so.
    await setEditor(page, 'Right', '{"gone": true, "tags": ["x", "y"], "age": 36.0, "name": "Ada"}');
    await expect(output).toHaveText(/The documents are equal/);
    errors.expectNone();
  });

  test('restores both documents from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/diff', shareHash({ left, right }));
    expect(await editorText(page, 'Left')).toBe(left);
    expect(await editorText(page, 'Right')).toBe(right);
    await expect(page.getByRole('region', { name: 'Output' }).getByRole('listitem')).toHaveText(changes);
    errors.expectNone();
  });

  test('names the side and place of a syntax error and keeps the input', async ({ page }) => {
    await openTool(page, 'json/diff');
    await setEditor(page, 'Right', '{\n  "a": tru\n}');
    await expect(toolAlert(page)).toHaveText(/^Right document: Line 2, column \d+: /);
    expect(await editorText(page, 'Right')).toBe('{\n  "a": tru\n}');
  });
});

test.describe('timestamp', () => {
  test('converts a typed timestamp and a date in a chosen zone', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'timestamp');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await page.getByLabel('Input', { exact: true }).fill('1700000000');
    await expect(rowValue(page, 'Output', 'ISO 8601 (UTC)')).toHaveText('2023-11-14T22:13:20.000Z');
    await expect(rowValue(page, 'Output', 'Unix seconds')).toHaveText('1700000000');
    await expect(rowValue(page, 'Output', 'Unix milliseconds')).toHaveText('1700000000000');
    await expect(rowValue(page, 'Output', 'ISO 8601 (Europe/Berlin, UTC+01:00)')).toHaveText('2023-11-14T23:13:20.000+01:00');
    await expect(rowValue(page, 'Output', 'Relative')).toHaveText(/ago$/);
    await expect(page.getByText('Read as Unix time in seconds.')).toBeVisible();
    // The other direction: a wall-clock time in the zone gives the epoch values.
    await page.getByLabel('Input', { exact: true }).fill('2023-11-14 23:13:20');
    await expect(rowValue(page, 'Output', 'Unix seconds')).toHaveText('1700000000');
    await expect(page.getByText('Read as an ISO 8601 date in Europe/Berlin.')).toBeVisible();
    await expect(page.getByLabel('Pick a date and time (Europe/Berlin)')).toHaveValue('2023-11-14T23:13:20');
    errors.expectNone();
  });

  test('restores input and zone from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'timestamp', shareHash({ input: '1700000000123', timeZone: 'America/New_York' }));
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('1700000000123');
    await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
    await expect(rowValue(page, 'Output', 'ISO 8601 (UTC)')).toHaveText('2023-11-14T22:13:20.123Z');
    await expect(rowValue(page, 'Output', 'ISO 8601 (America/New_York, UTC-05:00)')).toHaveText('2023-11-14T17:13:20.123-05:00');
    await expect(rowValue(page, 'Output', 'Unix seconds')).toHaveText('1700000000');
    errors.expectNone();
  });

  test('shows the current time live and explains impossible dates', async ({ page }) => {
    await openTool(page, 'timestamp');
    await page.getByRole('button', { name: 'Now', exact: true }).click();
    await expect(rowValue(page, 'Output', 'Relative')).toHaveText('now');
    const first = Number(await rowValue(page, 'Output', 'Unix milliseconds').textContent());
    await expect
      .poll(async () => Number(await rowValue(page, 'Output', 'Unix milliseconds').textContent()), { timeout: 5000 })
      .toBeGreaterThan(first);
    await page.getByLabel('Input', { exact: true }).fill('2023-02-30');
    await expect(toolAlert(page)).toHaveText('2023-02-30 is not a date: February 2023 has 28 days');
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('2023-02-30');
  });
});

test.describe('big-number', () => {
  test('evaluates, converts bases and finds numbers JSON.parse rounds', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'big-number');
    await setEditor(page, 'Input', '2 ** 64 - 1');
    await expect(rowValue(page, 'Output', 'Decimal')).toHaveText('18446744073709551615');
    await expect(rowValue(page, 'Output', 'Hexadecimal')).toHaveText('0xffffffffffffffff');
    await expect(rowValue(page, 'Output', 'Octal')).toHaveText('0o1777777777777777777777');
    await expect(rowValue(page, 'Output', 'Binary')).toHaveText(`0b${'1'.repeat(64)}`);
    await expect(page.getByText(/^20 decimal digits · 64 bits/)).toBeVisible();

    await page.getByLabel('Value', { exact: true }).fill('ff');
    await page.getByLabel('To base').selectOption('2');
    await expect(page.getByLabel('Converted value')).toHaveValue('11111111');

    await setEditor(page, 'JSON', '{\n  "id": 12345678901234567890,\n  "ok": 42\n}');
    const loss = page.getByRole('table', { name: 'Precision loss' });
    await expect(loss.locator('tbody tr')).toHaveCount(1);
    await expect(loss.locator('tbody tr td')).toHaveText([
      'line 2, col 9',
      '12345678901234567890',
      '12345678901234567000',
      '12345678901234567168',
      '−722',
    ]);
    errors.expectNone();
  });

  test('restores every section from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'big-number', shareHash({ input: '0xff * 2', value: '255', fromBase: 10, toBase: 16, json: '[9007199254740993]' }));
    expect(await editorText(page, 'Input')).toBe('0xff * 2');
    await expect(rowValue(page, 'Output', 'Decimal')).toHaveText('510');
    await expect(page.getByLabel('Converted value')).toHaveValue('ff');
    await expect(page.getByRole('table', { name: 'Precision loss' }).locator('tbody tr td')).toHaveText([
      'line 1, col 2',
      '9007199254740993',
      '9007199254740992',
      '9007199254740992',
      '−1',
    ]);
    errors.expectNone();
  });

  test('shows where an expression, a value or the JSON is wrong', async ({ page }) => {
    await openTool(page, 'big-number');
    await setEditor(page, 'Input', '1 / 0');
    await expect(page.getByRole('region', { name: 'Expression' }).getByRole('alert')).toHaveText('Line 1, column 3: Division by zero');
    expect(await editorText(page, 'Input')).toBe('1 / 0');
    await page.getByLabel('Value', { exact: true }).fill('12g4');
    await expect(page.getByRole('region', { name: 'Base converter' }).getByRole('alert')).toHaveText(
      "Line 1, column 3: 'g' is not a digit in base 16 (digits are 0–9 and a–f)",
    );
    await setEditor(page, 'JSON', '{"a": 1,}');
    await expect(page.getByRole('region', { name: 'JSON precision' }).getByRole('alert')).toHaveText(/^Line 1, column 9: /);
  });
});

test.describe('string-length', () => {
  const count = (page: Page, key: string) => page.getByRole('table', { name: 'Output' }).locator(`[data-measure="${key}"]`);

  test('counts typed text every way', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'string-length');
    await setEditor(page, 'Input', 'héllo 👋🏽');
    const expected = { characters: '8', utf16Units: '10', utf8Bytes: '15', graphemes: '7', words: '2', lines: '1', whitespace: '1' };
    for (const [key, value] of Object.entries(expected)) await expect(count(page, key)).toHaveText(value);
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'string-length', shareHash({ input: 'a\nb' }));
    expect(await editorText(page, 'Input')).toBe('a\nb');
    await expect(count(page, 'lines')).toHaveText('2');
    await expect(count(page, 'characters')).toHaveText('3');
    errors.expectNone();
  });

  // Every string has a length, so there is no bad input; large input goes through the worker instead.
  test('counts input above 200 KB in a worker', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'string-length');
    await setEditor(page, 'Input', 'ab '.repeat(100_000));
    await expect(count(page, 'words')).toHaveText('100,000');
    await expect(count(page, 'utf8Bytes')).toHaveText('300,000');
    errors.expectNone();
  });
});

test.describe('template-string-with-values', () => {
  test('fills a typed template and lists missing and unused values', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'template-string-with-values');
    await setEditor(page, 'Input', 'Hi {{name}}, ${missing} {{ user.city }}');
    await setEditor(page, 'Values', '{"name": "Ada", "user": {"city": "London", "zip": "N1"}, "extra": 1}');
    await expectOutput(page, 'Hi Ada, ${missing} London');
    await expect(page.getByRole('group', { name: 'Missing values' }).locator('code')).toHaveText(['missing']);
    await expect(page.getByRole('group', { name: 'Unused values' }).locator('code')).toHaveText(['user.zip', 'extra']);
    errors.expectNone();
  });

  test('restores template, values and syntax from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'template-string-with-values', shareHash({ input: 'Hi {{name}} ${name}', values: '{"name":"Bo"}', syntax: 'mustache' }));
    expect(await editorText(page, 'Input')).toBe('Hi {{name}} ${name}');
    expect(await editorText(page, 'Values')).toBe('{"name":"Bo"}');
    await expectOutput(page, 'Hi Bo ${name}');
    await expect(page.getByLabel('Placeholder syntax')).toHaveValue('mustache');
    errors.expectNone();
  });

  test('shows where the values JSON is broken and keeps it', async ({ page }) => {
    await openTool(page, 'template-string-with-values');
    await setEditor(page, 'Values', '{\n  "name": Ada\n}');
    await expect(toolAlert(page)).toHaveText(/^Values: Line 2, column 11: /);
    expect(await editorText(page, 'Values')).toBe('{\n  "name": Ada\n}');
  });
});

test.describe('html/html_entities', () => {
  test('encodes typed text with named entities', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'html/html_entities');
    // The sample's output ships with the page (the entity tables load later, in a worker).
    expect(encodeHtmlEntities(entitiesSample, { mode: 'named' })).toEqual({ ok: true, value: entitiesSampleOutput });
    expect(await editorText(page, 'Output')).toBe(entitiesSampleOutput);
    await setEditor(page, 'Input', '<a href="x">café & ©</a>');
    await expectOutput(page, '&lt;a href=&quot;x&quot;&gt;caf&eacute; &amp; &copy;&lt;/a&gt;');
    await page.getByLabel('Encode mode').selectOption('hex');
    await expectOutput(page, '&#x3C;a href=&#x22;x&#x22;&#x3E;caf&#xE9; &#x26; &#xA9;&#x3C;/a&#x3E;');
    errors.expectNone();
  });

  test('restores a decode share link', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '&lt;b&gt; &eacute;&#x1F600; &copy 2024';
    await openTool(page, 'html/html_entities', shareHash({ input, direction: 'decode', mode: 'named' }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(page, '<b> é😀 © 2024');
    await expect(page.getByLabel('Encode mode')).toBeDisabled();
    errors.expectNone();
  });

  // Any text can be encoded and decoded (unknown names stay as written), so there is no error case.
  test('searches the named entity reference', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'html/html_entities');
    const table = page.getByRole('table', { name: 'Entity reference' });
    await page.getByLabel('Search entities').fill('eacute');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['&Eacute;', 'É', 'U+00C9', '201']);
    await page.getByLabel('Search entities').fill('U+2014');
    await expect(table.locator('tbody tr td')).toHaveText(['&mdash;', '—', 'U+2014', '8212']);
    errors.expectNone();
  });
});

test('tool pages keep their editors labelled for the shared helpers', async ({ page }) => {
  await openTool(page, 'json/diff');
  await expect(editor(page, 'Left')).toBeVisible();
  await expect(editor(page, 'Right')).toBeVisible();
});
