import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const outputPane = (page: Page) => page.getByRole('region', { name: 'Output pane' });

async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), outputPane(page).getByRole('button', { name: 'Download', exact: true }).click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test.describe('json/to-csv', () => {
  test('flattens typed JSON into dotted columns and downloads a .csv', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-csv');
    await setEditor(page, 'Input', '[{"id":1,"address":{"city":"Oslo"},"tags":["a","b"]},{"id":2,"note":"x, \\"y\\""}]');
    await expectOutput(page, 'id,address.city,tags.0,tags.1,note\n1,Oslo,a,b,\n2,,,,"x, ""y"""');
    await expect(page.getByText('2 rows × 5 columns', { exact: true })).toBeVisible();
    const file = await download(page);
    expect(file.name).toBe('converted.csv');
    expect(file.text).toBe('id,address.city,tags.0,tags.1,note\r\n1,Oslo,a,b,\r\n2,,,,"x, ""y"""');
    errors.expectNone();
  });

  test('restores a share link with its options', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '[{"a":1,"list":[1,2]},{"a":12345678901234567890}]';
    await openTool(page, 'json/to-csv', shareHash({ input, delimiter: ';', arrays: 'json', header: false, newline: 'lf' }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expect(page.getByRole('combobox', { name: 'Delimiter', exact: true })).toHaveValue(';');
    await expect(page.getByRole('combobox', { name: 'Arrays', exact: true })).toHaveValue('json');
    await expect(page.getByRole('checkbox', { name: 'Header row', exact: true })).not.toBeChecked();
    await expectOutput(page, '1;[1,2]\n12345678901234567890;');
    errors.expectNone();
  });

  test('shows where invalid JSON is wrong, and says what shape it needs', async ({ page }) => {
    await openTool(page, 'json/to-csv');
    await setEditor(page, 'Input', '[{"a":1},\n  {"b":}]');
    await expect(toolAlert(page)).toContainText('Line 2, column 8');
    await setEditor(page, 'Input', '42');
    await expect(toolAlert(page)).toContainText('The JSON is a number; CSV needs an array of objects');
    expect(await editorText(page, 'Input')).toBe('42');
  });

  test('converts a 5 MB file in a worker', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const rows = Array.from({ length: 40_000 }, (_, i) => ({
      id: i,
      name: `user ${i}`,
      email: `user${i}@example.com`,
      address: { city: 'Springfield', zip: `${10000 + i}` },
    }));
    const input = JSON.stringify(rows, null, 2);
    expect(input.length).toBeGreaterThan(5_000_000);
    await openTool(page, 'json/to-csv');
    await page
      .locator('[data-tool="json/to-csv"] input[type="file"]')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(input) });
    await expect(page.getByText('40,000 rows × 5 columns', { exact: true })).toBeVisible({ timeout: 100_000 });
    expect(workers.length).toBeGreaterThan(0);
    const file = await download(page);
    const lines = file.text.split('\r\n');
    expect(lines).toHaveLength(40_001);
    expect(lines[0]).toBe('id,name,email,address.city,address.zip');
    expect(lines[40_000]).toBe('39999,user 39999,user39999@example.com,Springfield,49999');
    errors.expectNone();
  });
});

test.describe('xml/to-json', () => {
  test('converts typed XML with attributes, repeated elements and CDATA', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'xml/to-json');
    await setEditor(page, 'Input', '<list count="2"><item>7</item><item>x</item><raw><![CDATA[<b>]]></raw></list>');
    await expectOutput(page, JSON.stringify({ list: { item: ['7', 'x'], raw: { '#cdata': '<b>' }, '@_count': '2' } }, null, 2));
    const file = await download(page);
    expect(file.name).toBe('converted.json');
    errors.expectNone();
  });

  test('restores a share link with the @ prefix, chosen arrays and parsed values', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '<r n="5"><item>1.5</item><zip>007</zip></r>';
    await openTool(page, 'xml/to-json', shareHash({ input, prefix: '@', arrays: 'item', parseValues: true, cdata: 'keep', indent: 2 }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expect(page.getByRole('combobox', { name: 'Attribute prefix', exact: true })).toHaveValue('@');
    await expect(page.getByRole('textbox', { name: 'Always arrays (tags, or *)', exact: true })).toHaveValue('item');
    await expectOutput(page, JSON.stringify({ r: { item: [1.5], zip: '007', '@n': 5 } }, null, 2));
    errors.expectNone();
  });

  test('reports a mismatched tag with its line and refuses a billion laughs document', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'xml/to-json');
    await setEditor(page, 'Input', '<a>\n  <b></a>');
    await expect(toolAlert(page)).toContainText("Line 2, column 6: Expected closing tag 'b'");
    const lol = [
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from({ length: 8 }, (_, i) => ` <!ENTITY lol${i + 2} "${`&lol${i === 0 ? '' : i + 1};`.repeat(10)}">`),
      ']>',
      '<lolz>&lol9;</lolz>',
    ].join('\n');
    await setEditor(page, 'Input', lol);
    await expect(toolAlert(page)).toContainText('Line 2, column 2: The DOCTYPE declares entities');
    await expect(page.getByRole('heading', { name: 'Input', exact: true })).toBeVisible();
    errors.expectNone();
  });
});

test.describe('json/to-xml', () => {
  test('builds XML from typed JSON with attributes and downloads a .xml', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json/to-xml');
    await setEditor(page, 'Input', '{"note":{"@_lang":"en","to":"Ann","body":"1 < 2 & fine"}}');
    await expectOutput(page, '<?xml version="1.0" encoding="UTF-8"?>\n<note lang="en">\n  <to>Ann</to>\n  <body>1 &lt; 2 &amp; fine</body>\n</note>');
    const file = await download(page);
    expect(file.name).toBe('converted.xml');
    errors.expectNone();
  });

  test('restores a share link with root name, indentation and no declaration', async ({ page }) => {
    const errors = watchErrors(page);
    const input = '{"a":1,"b":[true,false]}';
    await openTool(page, 'json/to-xml', shareHash({ input, prefix: '@_', root: 'data', indent: 0, declaration: false }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expect(page.getByRole('textbox', { name: 'Root element (when needed)', exact: true })).toHaveValue('data');
    await expect(page.getByRole('checkbox', { name: 'XML declaration', exact: true })).not.toBeChecked();
    await expectOutput(page, '<data><a>1</a><b>true</b><b>false</b></data>');
    errors.expectNone();
  });

  test('reports an invalid element name by its path', async ({ page }) => {
    await openTool(page, 'json/to-xml');
    await setEditor(page, 'Input', '{"order":{"items":[{"first name":"x"}]}}');
    await expect(toolAlert(page)).toHaveText(/The key "first name" at \$\.order\.items\[0\]\["first name"\] contains a space/);
  });
});

test.describe('yaml/to-toml', () => {
  test('converts typed YAML with anchors and dates', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'yaml/to-toml');
    await setEditor(page, 'Input', 'base: &b\n  port: 80\nweb:\n  <<: *b\n  since: 2024-01-15\n  id: 9007199254740993');
    await expectOutput(page, '[base]\nport = 80\n\n[web]\nport = 80\nsince = 2024-01-15\nid = 9007199254740993\n');
    const file = await download(page);
    expect(file.name).toBe('converted.toml');
    expect(file.text).toBe('[base]\nport = 80\n\n[web]\nport = 80\nsince = 2024-01-15\nid = 9007199254740993\n');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    const input = 'title: "x"\nmixed: [1, "two", 3.5]';
    await openTool(page, 'yaml/to-toml', shareHash({ input }));
    expect(await editorText(page, 'Input')).toBe(input);
    await expectOutput(page, 'title = "x"\nmixed = [ 1, "two", 3.5 ]\n');
    errors.expectNone();
  });

  test('names the path of a null and the line of a second document', async ({ page }) => {
    await openTool(page, 'yaml/to-toml');
    await setEditor(page, 'Input', 'db:\n  password: ~');
    await expect(toolAlert(page)).toContainText('Line 2, column 13: The value at $.db.password is null, and TOML has no null');
    await setEditor(page, 'Input', 'a: 1\n---\nb: 2');
    await expect(toolAlert(page)).toContainText('Line 2, column 1: The YAML has 2 documents');
  });
});
