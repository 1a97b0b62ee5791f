import { expect, test } from '../test';
import { jsonSample } from '../../src/tools/json-formatter/json-formatter.sample';
import { cssSample } from '../../src/tools/prettier/css-formatter.sample';
import { htmlSample } from '../../src/tools/prettier/html-formatter.sample';
import { javascriptSample } from '../../src/tools/prettier/javascript-formatter.sample';
import { sqlSample } from '../../src/tools/sql-formatter/sql-formatter.sample';
import { xmlSample } from '../../src/tools/xml-formatter/xml-formatter.sample';
import { jsonToTomlSample, tomlToJsonSample } from '../../src/tools/toml/toml.sample';
import { jsonToYamlSample, yamlToJsonSample } from '../../src/tools/yaml/yaml.sample';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

interface Case {
  slug: string;
  input: string;
  /** Output with the page's default options. */
  output: string;
  /** Share-link options that must round-trip with the input, and the output they give. */
  options: Record<string, unknown>;
  sharedOutput: string;
  bad: string;
  error: RegExp;
}

const cases: Case[] = [
  {
    slug: 'json_formatter',
    input: '{"b":1,"a":[1,2]}',
    output: '{\n  "b": 1,\n  "a": [\n    1,\n    2\n  ]\n}',
    options: { indent: '4', sortKeys: true, tolerant: false },
    sharedOutput: '{\n    "a": [\n        1,\n        2\n    ],\n    "b": 1\n}',
    bad: '{\n  "a": 1,\n}',
    error: /^Line 3, column 1: .*Turn on tolerant mode/,
  },
  {
    slug: 'xml_formatter',
    input: '<root>\n<item id="1">x</item>\n<item id="2"/>\n</root>',
    output: '<root>\n  <item id="1">x</item>\n  <item id="2"/>\n</root>',
    options: { mode: 'minify', indent: '2' },
    sharedOutput: '<root><item id="1">x</item><item id="2"/></root>',
    bad: '<a>\n<b>x</c></a>',
    error: /^Line 2, column 5: Expected closing tag 'b'/,
  },
  {
    slug: 'sql_formatter',
    input: 'select a, b from t where x = 1',
    output: 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1',
    options: { dialect: 'mysql', keywordCase: 'lower', indent: '4' },
    sharedOutput: 'select\n    a,\n    b\nfrom\n    t\nwhere\n    x = 1',
    bad: 'select * from t where (a = 1',
    error: /^Line 1, column 29: The query ends unexpectedly/,
  },
  {
    slug: 'css_formatter',
    input: 'a { color: red; background: blue; }',
    output: 'a {\n  color: red;\n  background: blue;\n}\n',
    options: { mode: 'minify', language: 'css', indent: '2', printWidth: 80 },
    sharedOutput: 'a{color:red;background:blue}',
    bad: 'a {\n  color: red;\n  }}',
    error: /^Line 3, column 4: Unexpected }/,
  },
  {
    slug: 'html_formatter',
    input: '<ul><li>a</li><li>b</li></ul>',
    output: '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n',
    options: { indent: 'tab', printWidth: 40 },
    sharedOutput: '<ul>\n\t<li>a</li>\n\t<li>b</li>\n</ul>\n',
    bad: '<div>\n  </span>\n</div>',
    error: /^Line 2, column 3: Unexpected closing tag "span"/,
  },
  {
    slug: 'javascript_formatter',
    input: 'const s="x";let a={b:1}',
    output: 'const s = "x";\nlet a = { b: 1 };\n',
    options: { language: 'javascript', indent: '2', printWidth: 80, semi: false, singleQuote: true },
    sharedOutput: "const s = 'x'\nlet a = { b: 1 }\n",
    bad: 'const x = ;',
    error: /^Line 1, column 11: Unexpected token/,
  },
  {
    slug: 'json_to_yaml',
    input: '{"name":"web","ports":[80,443],"tls":null}',
    output: 'name: web\nports:\n  - 80\n  - 443\ntls: null\n',
    options: { indent: 4 },
    sharedOutput: 'name: web\nports:\n    - 80\n    - 443\ntls: null\n',
    bad: '{"a": 1,}',
    error: /^Line 1, column 9: Trailing commas are not allowed/,
  },
  {
    slug: 'yaml_to_json',
    input: 'a: 1\nb: [x, y]',
    output: '{\n  "a": 1,\n  "b": [\n    "x",\n    "y"\n  ]\n}',
    options: { indent: 4 },
    sharedOutput: '{\n    "a": 1,\n    "b": [\n        "x",\n        "y"\n    ]\n}',
    bad: 'a: 1\n b: 2',
    error: /^Line 1, column 4: Nested mappings are not allowed in compact mappings/,
  },
  {
    slug: 'toml_to_json',
    input: '[server]\nport = 8080\nhosts = ["a", "b"]',
    output: '{\n  "server": {\n    "port": 8080,\n    "hosts": [\n      "a",\n      "b"\n    ]\n  }\n}',
    options: { indent: 4 },
    sharedOutput: '{\n    "server": {\n        "port": 8080,\n        "hosts": [\n            "a",\n            "b"\n        ]\n    }\n}',
    bad: '[a]\nx = 1\n[a]\ny = 2',
    error: /^Line 3, column 2: Trying to redefine an already defined table/,
  },
  {
    slug: 'json_to_toml',
    input: '{"server":{"port":8080,"hosts":["a","b"]}}',
    output: '[server]\nport = 8080\nhosts = [ "a", "b" ]\n',
    options: {},
    sharedOutput: '[server]\nport = 8080\nhosts = [ "a", "b" ]\n',
    bad: '{\n  "a": 1,\n}',
    error: /^Line 3, column 1: Trailing commas are not allowed/,
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

    test('restores the input and options of a share link', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, c.slug, shareHash({ input: c.input, ...c.options }));
      expect(await editorText(page, 'Input')).toBe(c.input);
      await expectOutput(page, c.sharedOutput);
      errors.expectNone();
    });

    test('shows an inline error for bad input and keeps the input', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, c.slug);
      await setEditor(page, 'Input', c.bad);
      await expect(toolAlert(page)).toHaveText(c.error);
      expect(await editorText(page, 'Input')).toBe(c.bad);
      await expectOutput(page, '');
      errors.expectNone();
    });
  });
}

test.describe('option controls', () => {
  test('json_formatter: tolerant mode accepts comments and says what it removed', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'json_formatter');
    await setEditor(page, 'Input', '{\n  // port\n  "port": 8080,\n}');
    await expect(toolAlert(page)).toHaveText(/Turn on tolerant mode/);
    await page.getByRole('switch', { name: /Tolerant/ }).check();
    await expectOutput(page, '{\n  "port": 8080\n}');
    await expect(page.getByText('Removed 1 comment and 1 trailing comma')).toBeVisible();
    await page.getByRole('combobox', { name: 'Indentation' }).selectOption('tab');
    await expectOutput(page, '{\n\t"port": 8080\n}');
    errors.expectNone();
  });

  test('sql_formatter: the dialect menu changes how the query parses', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'sql_formatter');
    await page.getByRole('combobox', { name: 'Keyword case' }).selectOption('preserve');
    await setEditor(page, 'Input', 'select [order id] from [my table]');
    await page.getByRole('combobox', { name: 'Dialect' }).selectOption('tsql');
    await expectOutput(page, 'select\n  [order id]\nfrom\n  [my table]');
    errors.expectNone();
  });

  test('sql_formatter: a large query is formatted in a worker', async ({ page }) => {
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const big = 'select a from t;\n'.repeat(800);
    await openTool(page, 'sql_formatter', shareHash({ input: big }));
    await expect.poll(() => editorText(page, 'Output'), { timeout: 15_000 }).toBe(Array(800).fill('SELECT\n  a\nFROM\n  t;').join('\n\n'));
    expect(workers.length).toBeGreaterThan(0);
    errors.expectNone();
  });

  test('css_formatter: SCSS with 4-space indentation from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'css_formatter', shareHash({ input: '$c: red; a{ b{color:$c} }', language: 'scss', indent: '4' }));
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('scss');
    await expectOutput(page, '$c: red;\na {\n    b {\n        color: $c;\n    }\n}\n');
    errors.expectNone();
  });

  test('javascript_formatter: TypeScript with JSX', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript_formatter');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('typescript');
    await setEditor(page, 'Input', 'const A=(p:{n:number})=><b>{p.n}</b>');
    await expectOutput(page, 'const A = (p: { n: number }) => <b>{p.n}</b>;\n');
    errors.expectNone();
  });

  test('yaml_to_json: several documents become an array and are counted', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'yaml_to_json', shareHash({ input: 'a: 1\n---\nb: 2\n' }));
    await expectOutput(page, '[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]');
    await expect(page.getByText(/^2 documents/)).toBeVisible();
    errors.expectNone();
  });

  test('json_to_toml: explains that TOML has no null', async ({ page }) => {
    await openTool(page, 'json_to_toml');
    await setEditor(page, 'Input', '{"a": {"b": null}}');
    await expect(toolAlert(page)).toHaveText(/\$\.a\.b is null/);
  });

  test('yaml_to_json: an unknown tag keeps its value and a note names it with its place', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'yaml_to_json', shareHash({ input: 'a: !Ref b\n' }));
    await expectOutput(page, '{\n  "a": "b"\n}');
    await expect(page.getByText('Line 1, column 4: Unknown tag !Ref: the value is kept as if it had no tag')).toBeVisible();
    errors.expectNone();
  });

  test('toml_to_json: an impossible date is an error, and TOML 1.1 syntax is accepted only when chosen', async ({ page }) => {
    await openTool(page, 'toml_to_json');
    await setEditor(page, 'Input', 'd = 2100-02-29');
    await expect(toolAlert(page)).toHaveText(/February 2100 has 28 days/);
    await setEditor(page, 'Input', 't = 07:32');
    await expect(toolAlert(page)).toHaveText(/TOML 1\.1/);
    await page.getByLabel('TOML version').selectOption('1.1');
    await expectOutput(page, '{\n  "t": "07:32:00.000"\n}');
  });

  test('json_to_toml: keeps a 64-bit integer exact', async ({ page }) => {
    await openTool(page, 'json_to_toml');
    await setEditor(page, 'Input', '{"a": 9223372036854775807}');
    await expectOutput(page, 'a = 9223372036854775807\n');
  });
});

// Every page here loads its formatter on the first real run and ships the sample's output made ahead of time.
test.describe('pages whose formatter loads on demand', () => {
  const samples = [
    { slug: 'json_formatter', sample: jsonSample },
    { slug: 'css_formatter', sample: cssSample },
    { slug: 'html_formatter', sample: htmlSample },
    { slug: 'javascript_formatter', sample: javascriptSample },
    { slug: 'sql_formatter', sample: sqlSample },
    { slug: 'xml_formatter', sample: xmlSample },
    { slug: 'json_to_yaml', sample: jsonToYamlSample },
    { slug: 'yaml_to_json', sample: yamlToJsonSample },
    { slug: 'toml_to_json', sample: tomlToJsonSample },
    { slug: 'json_to_toml', sample: jsonToTomlSample },
  ];
  const escapeHtml = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  for (const { slug, sample } of samples) {
    test(`${slug}: ships the sample's output in the page, and it is what the formatter gives`, async ({ page, request }) => {
      const errors = watchErrors(page);
      // The prerendered HTML already holds the formatted sample (before any script runs).
      const html = await (await request.get(`/${slug}/`)).text();
      expect(html).toContain(escapeHtml(sample.output.split('\n').slice(0, 2).join('\n')));
      await openTool(page, slug);
      await expectOutput(page, sample.output);
      // First something else, so the sample's output is gone from the page…
      await setEditor(page, 'Input', 'x');
      await expect.poll(() => editorText(page, 'Output')).not.toContain(sample.output.split('\n')[0]);
      // …then the sample with trailing blank lines (which the formatter drops): the formatter itself runs.
      await setEditor(page, 'Input', `${sample.input}\n\n`);
      // CodeMirror draws only the lines in view, so read the whole output through Copy.
      const copy = page.getByRole('region', { name: 'Output pane' }).getByRole('button', { name: /^Cop/ });
      await expect
        .poll(async () => {
          await copy.click();
          return page.evaluate(() => navigator.clipboard.readText());
        })
        .toBe(sample.output);
      await expect(toolAlert(page)).toHaveCount(0);
      errors.expectNone();
    });
  }
});

test.describe('inline-sql-variables', () => {
  const query = 'select * from t where id = ? and name = ?';
  const expected = "select * from t where id = 7 and name = 'bob'";

  test('fills the placeholders with the typed parameters', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'inline-sql-variables');
    await setEditor(page, 'Input', query);
    await setEditor(page, 'Parameters', '[7, "bob"]');
    await expectOutput(page, expected);
    await expect(page.getByText('Replaced 2 placeholders')).toBeVisible();
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('restores the query and parameters of a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'inline-sql-variables', shareHash({ input: query, params: '==>  Parameters: 7(Integer), bob(String)' }));
    expect(await editorText(page, 'Input')).toBe(query);
    expect(await editorText(page, 'Parameters')).toBe('==>  Parameters: 7(Integer), bob(String)');
    await expectOutput(page, expected);
    errors.expectNone();
  });

  test('points at the placeholder that has no value and keeps the input', async ({ page }) => {
    const errors = watchErrors(page);
    const bad = 'select * from t where a = :a and b = :b';
    await openTool(page, 'inline-sql-variables');
    await setEditor(page, 'Input', bad);
    await setEditor(page, 'Parameters', '{"a": 1}');
    await expect(toolAlert(page)).toHaveText(/^Line 1, column 38: No value was given for :b/);
    expect(await editorText(page, 'Input')).toBe(bad);
    errors.expectNone();
  });
});

test.describe('large inputs go to a worker', () => {
  const users = Array.from({ length: 8000 }, (_, i) => ({ id: i, name: `user ${i}`, active: i % 2 === 0 }));
  const asToml = users.map((u) => `[[user]]\nid = ${u.id}\nname = "${u.name}"\nactive = ${u.active}\n`).join('\n');
  const asYaml = users.map((u) => `- id: ${u.id}\n  name: user ${u.id}\n  active: ${u.active}\n`).join('');
  const items = users.map((u) => `<item id="${u.id}">${u.name}</item>`);
  const big = [
    { slug: 'json_formatter', file: 'big.json', input: JSON.stringify(users), output: JSON.stringify(users, null, 2) },
    {
      slug: 'xml_formatter',
      file: 'big.xml',
      input: `<root>${items.join('')}</root>`,
      output: `<root>\n${items.map((i) => `  ${i}`).join('\n')}\n</root>`,
    },
    { slug: 'json_to_yaml', file: 'big.json', input: JSON.stringify(users), output: asYaml },
    { slug: 'yaml_to_json', file: 'big.yaml', input: asYaml, output: JSON.stringify(users, null, 2) },
    { slug: 'toml_to_json', file: 'big.toml', input: asToml, output: JSON.stringify({ user: users }, null, 2) },
    { slug: 'json_to_toml', file: 'big.json', input: JSON.stringify({ user: users }), output: asToml },
  ];
  for (const c of big) {
    test(`${c.slug}: ${Math.round(c.input.length / 1000)} KB opened from a file`, async ({ page }) => {
      const errors = watchErrors(page);
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await openTool(page, c.slug);
      await page
        .locator(`[data-tool="${c.slug}"] input[type="file"]`)
        .setInputFiles({ name: c.file, mimeType: 'text/plain', buffer: Buffer.from(c.input) });
      const copy = page.getByRole('region', { name: 'Output pane' }).getByRole('button', { name: /^Cop/ });
      await expect
        .poll(
          async () => {
            await copy.click();
            return page.evaluate(() => navigator.clipboard.readText());
          },
          { timeout: 20_000 },
        )
        .toBe(c.output);
      expect(workers.length).toBeGreaterThan(0);
      await expect(toolAlert(page)).toHaveCount(0);
      errors.expectNone();
    });
  }
});
