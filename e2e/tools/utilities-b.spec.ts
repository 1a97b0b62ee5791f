import { expect, test, type Page } from '../test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** The generated command of a command-generator page, exactly as shown. */
const commandText = (page: Page) => page.getByRole('figure', { name: 'Generated command' }).locator('code').textContent();

/** A control of the tool by its exact label (the site header has its own search box). */
const field = (page: Page, label: string) => page.locator('[data-tool]').getByLabel(label, { exact: true });

/** Mantine switches hide their input; a person clicks the label. */
const toggle = (page: Page, label: string) => page.locator('label', { hasText: label }).first().click();

test.describe('ascii', () => {
  test('the search finds DEL and the table has every code', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii');
    const table = page.getByRole('table', { name: 'ASCII 0–127' });
    await expect(table.locator('tbody tr')).toHaveCount(128);
    await field(page, 'Search').fill('DEL');
    await expect(table.locator('tbody tr').first()).toContainText('127');
    await expect(table.locator('tbody tr').first()).toContainText('Delete');
    await expect(table.locator('tbody tr').first()).toContainText('^?');
    await field(page, 'Search').fill('0x1B');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText('ESC');
    await field(page, 'Search').fill('no such thing');
    await expect(page.getByText(/No code matches/)).toBeVisible();
    errors.expectNone();
  });

  test('restores the search and the Latin-1 half from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii', shareHash({ query: 'eacute', latin1: true }));
    await expect(field(page, 'Search')).toHaveValue('eacute');
    const latin1 = page.getByRole('table', { name: 'Latin-1 (ISO 8859-1) 128–255' });
    await expect(latin1.locator('tbody tr').first()).toContainText('&eacute;');
    await expect(latin1.locator('tbody tr').first()).toContainText('233');
    errors.expectNone();
  });
});

test.describe('ascii/box-drawing', () => {
  test('draws a table from CSV, in the style chosen', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/box-drawing');
    await setEditor(page, 'Input', 'Name,Qty\nApple,3\nKiwi,12');
    await expectOutput(page, '┌───────┬─────┐\n│ Name  │ Qty │\n├───────┼─────┤\n│ Apple │   3 │\n│ Kiwi  │  12 │\n└───────┴─────┘');
    await field(page, 'Line style').selectOption('ascii');
    await expectOutput(page, '+-------+-----+\n| Name  | Qty |\n+=======+=====+\n| Apple |   3 |\n| Kiwi  |  12 |\n+-------+-----+');
    errors.expectNone();
  });

  test('restores a share link and shows an error for a broken quote', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/box-drawing', shareHash({ input: 'a,b\n1,2', style: 'double', header: false }));
    await expectOutput(page, '╔═══╦═══╗\n║ a ║ b ║\n║ 1 ║ 2 ║\n╚═══╩═══╝');
    await setEditor(page, 'Input', 'a,b\n1,"open');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 3: A quoted field is never closed/);
    expect(await editorText(page, 'Input')).toBe('a,b\n1,"open');
    errors.expectNone();
  });
});

test.describe('ascii/comment-art', () => {
  test('makes a banner for the chosen language', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/comment-art', shareHash({ input: 'Hello', language: 'hash', style: 'box', width: 20, align: 'center' }));
    await expectOutput(page, '####################\n#      Hello       #\n####################');
    await field(page, 'Comment syntax').selectOption('dash');
    await field(page, 'Style').selectOption('rules');
    await expectOutput(page, '-- =================\n--       Hello\n-- =================');
    errors.expectNone();
  });

  test('refuses text that would close a C comment early, keeping the text', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/comment-art');
    await setEditor(page, 'Input', 'a */ b');
    await expect(toolAlert(page)).toHaveText(/Line 1 contains \*\/, which would end the comment early/);
    expect(await editorText(page, 'Input')).toBe('a */ b');
    errors.expectNone();
  });
});

test.describe('ascii/text-to-ascii-art', () => {
  test('draws a FIGlet banner and switches fonts', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/text-to-ascii-art');
    await setEditor(page, 'Input', 'Hi');
    await expectOutput(page, '  _   _ _\n | | | (_)\n | |_| | |\n |  _  | |\n |_| |_|_|');
    await field(page, 'Font').selectOption('Slant');
    await expect.poll(() => editorText(page, 'Output')).toContain('/ /_/ /');
    await field(page, 'As a comment').selectOption('hash');
    await expect.poll(() => editorText(page, 'Output')).toMatch(/^# {2,}/);
    errors.expectNone();
  });

  test('restores the font from a share link and names characters the font lacks', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/text-to-ascii-art', shareHash({ input: 'ok 👋', font: 'ANSI Shadow' }));
    await expect.poll(() => editorText(page, 'Output')).toContain('██████╗');
    await expect(page.getByText(/This font has no drawing for “👋”/)).toBeVisible();
    errors.expectNone();
  });
});

test.describe('ascii/tree-printer', () => {
  test('prints a tree from paths', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/tree-printer');
    await setEditor(page, 'Input', 'src/app/page.tsx\nsrc/app/layout.tsx\nsrc/lib/result.ts\npackage.json');
    await expectOutput(
      page,
      '.\n├── src\n│   ├── app\n│   │   ├── page.tsx\n│   │   └── layout.tsx\n│   └── lib\n│       └── result.ts\n└── package.json',
    );
    await field(page, 'Order').selectOption('name');
    await toggle(page, 'ASCII only');
    await expectOutput(
      page,
      '.\n|-- package.json\n`-- src\n    |-- app\n    |   |-- layout.tsx\n    |   `-- page.tsx\n    `-- lib\n        `-- result.ts',
    );
    errors.expectNone();
  });

  test('restores indented input and options from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'ascii/tree-printer', shareHash({ input: 'root\n  a\n  b/', trailingSlash: true, summary: true }));
    await expectOutput(page, 'root/\n├── a\n└── b/\n\n1 directory, 1 file');
    errors.expectNone();
  });
});

test.describe('command-generators/curl', () => {
  test('builds a command from the form and reads it back', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'command-generators/curl');
    await field(page, 'Method').selectOption('PUT');
    await field(page, 'URL').fill('https://api.example.com/items/7?dry=1&v=2');
    await field(page, 'Headers').fill('Accept: application/json\nX-Request-Id: abc 123');
    await field(page, 'Body type').selectOption('json');
    await field(page, 'JSON body').fill(`{"name": "it's"}`);
    await field(page, 'Authentication').selectOption('basic');
    await field(page, 'User name').fill('ann');
    await field(page, 'Max time (s)').fill('30');
    await toggle(page, 'Follow redirects');
    await toggle(page, 'One option per line');
    const expected =
      "curl 'https://api.example.com/items/7?dry=1&v=2' -X PUT -H 'Content-Type: application/json' -H 'Accept: application/json' -H 'X-Request-Id: abc 123' -u 'ann' -d '{\"name\": \"it'\\''s\"}' --max-time 30";
    await expect.poll(() => commandText(page)).toBe(expected);
    await expect(page.getByRole('region', { name: 'What each part does' })).toContainText('--max-time 30');

    // A fresh page: pasting the command fills the form.
    const other = await page.context().newPage();
    await openTool(
      other,
      'command-generators/curl',
      shareHash({ url: 'https://other.test', method: 'GET', bodyType: 'none', auth: 'none', headers: '', multiline: false }),
    );
    await field(other, 'Paste a command').fill(expected);
    await other.getByRole('button', { name: 'Fill the form' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'The form now holds this command' })).toBeVisible();
    await expect(field(other, 'URL')).toHaveValue('https://api.example.com/items/7?dry=1&v=2');
    await expect(field(other, 'Method')).toHaveValue('PUT');
    await expect(field(other, 'Body type')).toHaveValue('json');
    await expect(field(other, 'JSON body')).toHaveValue(`{"name": "it's"}`);
    await expect(field(other, 'Headers')).toHaveValue('Accept: application/json\nX-Request-Id: abc 123');
    await expect(field(other, 'User name')).toHaveValue('ann');
    await expect.poll(() => commandText(other)).toBe(expected);
    errors.expectNone();
  });

  test('restores a share link and explains an incomplete form', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'command-generators/curl',
      shareHash({ url: 'https://x.test', method: 'GET', bodyType: 'none', auth: 'none', headers: '', follow: false, multiline: false }),
    );
    await expect.poll(() => commandText(page)).toBe("curl 'https://x.test'");
    await field(page, 'URL').fill('');
    await expect(toolAlert(page)).toHaveText(/URL: enter the address/);
    await field(page, 'Paste a command').fill("curl -d 'unclosed");
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(toolAlert(page).filter({ hasText: 'never closed' })).toHaveText(/Line 1, column 9/);
    await expect(field(page, 'Paste a command')).toHaveValue("curl -d 'unclosed");
    errors.expectNone();
  });
});

test.describe('command-generators/mysql', () => {
  test('builds a gzipped dump and reads a restore back into the form', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'command-generators/mysql');
    await field(page, 'Task').selectOption('dump');
    await field(page, 'Host').fill('db.example.com');
    await field(page, 'Database').fill('shop');
    await toggle(page, 'Consistent snapshot');
    await toggle(page, 'Compress with gzip');
    await field(page, 'Output file').fill('shop.sql.gz');
    await expect.poll(() => commandText(page)).toBe('mysqldump -h db.example.com -u root -p --single-transaction shop | gzip > shop.sql.gz');

    await field(page, 'Paste a command').fill('gunzip < shop.sql.gz | mysql -u admin -p --ssl-mode=REQUIRED shop_copy');
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(field(page, 'Task')).toHaveValue('restore');
    await expect(field(page, 'User')).toHaveValue('admin');
    await expect(field(page, 'SSL mode')).toHaveValue('REQUIRED');
    await expect(field(page, 'Restore into database')).toHaveValue('shop_copy');
    await expect.poll(() => commandText(page)).toBe('gunzip < shop.sql.gz | mysql -u admin -p --ssl-mode=REQUIRED shop_copy');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'command-generators/mysql',
      shareHash({ mode: 'execute', host: '127.0.0.1', user: 'app', database: 'shop', sql: 'SELECT COUNT(*) FROM orders' }),
    );
    await expect.poll(() => commandText(page)).toBe("mysql -h 127.0.0.1 -u app -p -e 'SELECT COUNT(*) FROM orders' shop");
    errors.expectNone();
  });
});

test.describe('command-generators/tar', () => {
  test('reads a pasted command into the form and explains it', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'command-generators/tar');
    await expect.poll(() => commandText(page)).toBe('tar -czvf backup.tar.gz --exclude=node_modules src docs');
    await field(page, 'Paste a command').fill('tar xjf release-1.2.tar.bz2 \\\n  -C /opt/app --strip-components=1');
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(field(page, 'Action')).toHaveValue('extract');
    await expect(field(page, 'Compression')).toHaveValue('bzip2');
    await expect(field(page, 'Strip leading directories')).toHaveValue('1');
    await expect.poll(() => commandText(page)).toBe('tar -xjf release-1.2.tar.bz2 -C /opt/app --strip-components=1');
    await expect(page.getByRole('region', { name: 'What each part does' })).toContainText('project-1.0/src/lib/main.c becomes src/lib/main.c');
    // Changing the compression renames the archive to match.
    await field(page, 'Compression').selectOption('xz');
    await expect(field(page, 'Archive file')).toHaveValue('release-1.2.tar.xz');
    errors.expectNone();
  });
});

for (const [slug, snippet] of [
  ['random-number/javascript', 'Math.floor(Math.random() * (max - min + 1)) + min'],
  ['random-number/python', 'random.randint(1, 6)'],
  ['random-number/java', 'ThreadLocalRandom.current().nextInt(min, max + 1)'],
] as const) {
  test.describe(slug, () => {
    test('shows the article and generates numbers in the range', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, slug);
      await expect(page.locator(`[data-tool="${slug}"]`)).toContainText(snippet);
      await field(page, 'Min').fill('10');
      await field(page, 'Max').fill('20');
      await field(page, 'How many').fill('50');
      await expect.poll(async () => (await field(page, 'Random numbers').inputValue()).split('\n').length).toBe(50);
      const values = (await field(page, 'Random numbers').inputValue()).split('\n').map(Number);
      expect(values.every((v) => Number.isInteger(v) && v >= 10 && v <= 20)).toBe(true);
      await field(page, 'Min').fill('30');
      await expect(page.locator('[data-tool]').getByRole('alert')).toHaveText(/Min is larger than max/);
      errors.expectNone();
    });

    test('restores the generator from a share link', async ({ page }) => {
      const errors = watchErrors(page);
      await openTool(page, slug, shareHash({ min: 1, max: 3, count: 3, unique: true }));
      await expect.poll(async () => (await field(page, 'Random numbers').inputValue()).split('\n').sort().join(',')).toBe('1,2,3');
      errors.expectNone();
    });
  });
}

test.describe('docker guides', () => {
  test('docker/mysql fills the commands and the compose file with my values', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'docker/mysql');
    await field(page, 'Container name').fill('shopdb');
    await field(page, 'Password').fill('s3cr$t');
    const run = page.getByRole('figure', { name: 'docker run', exact: true }).locator('code');
    await expect(run).toContainText('--name shopdb');
    await expect(run).toContainText("-e 'MYSQL_ROOT_PASSWORD=s3cr$t'");
    const compose = page.getByRole('figure', { name: 'docker-compose.yml' }).locator('code');
    await expect(compose).toContainText('MYSQL_ROOT_PASSWORD: "s3cr$$t"');
    await expect(compose).toContainText('test: ["CMD", "mysqladmin", "ping", "-h", "127.0.0.1"]');
    await field(page, 'Database').fill('my-db');
    await expect(page.locator('[data-tool]').getByRole('alert')).toHaveText(/Database: use letters, digits and _/);
    await expect(field(page, 'Database')).toHaveValue('my-db');
    errors.expectNone();
  });

  test('docker/postgres mounts the volume where the tag keeps its data, from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'docker/postgres', shareHash({ tag: '16', container: 'pg16', port: 5433 }));
    const run = page.getByRole('figure', { name: 'docker run', exact: true }).locator('code');
    await expect(run).toContainText('-v pg-data:/var/lib/postgresql/data');
    await expect(run).toContainText('-p 127.0.0.1:5433:5432');
    await expect(page.getByRole('figure', { name: 'docker-compose.yml' }).locator('code')).toContainText('pg_isready');
    await field(page, 'Image tag').fill('18');
    await expect(run).toContainText('-v pg-data:/var/lib/postgresql \\');
    errors.expectNone();
  });
});
