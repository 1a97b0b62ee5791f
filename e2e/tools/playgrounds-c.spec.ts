import type { Download } from '@playwright/test';
import { expect, test, type Page } from '../test';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const outputLog = (page: Page) => page.getByRole('log', { name: 'Output' });

test.describe('sql/playground', () => {
  test('runs a query on the sample database and shows the schema', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'sql/playground');
    await setEditor(page, 'Query', 'SELECT name, price FROM products WHERE price > 200 ORDER BY price;');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const table = page.getByRole('table', { name: 'Output' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('27" monitor');
    await expect(table.getByRole('row').nth(2)).toContainText('Ergonomic chair');
    const schema = page.getByRole('complementary', { name: 'Schema' });
    await expect(schema).toContainText('order_items');
    await expect(schema).toContainText('customer_id');

    // Several statements, run with Ctrl+Enter: a write then a read of it.
    await setEditor(
      page,
      'Query',
      "UPDATE products SET stock = stock + 1 WHERE category = 'Office';\nSELECT name, stock FROM products WHERE category = 'Office' ORDER BY id;",
    );
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByText('#1: 2 rows affected · #2: 2 rows')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('56');
    errors.expectNone();
  });

  test('on a phone the schema goes under the editor, which keeps the width, and the buttons stay clear of it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openTool(page, 'sql/playground');
    const query = await page.getByRole('region', { name: 'Query pane' }).boundingBox();
    const schema = await page.getByRole('complementary', { name: 'Schema' }).boundingBox();
    expect(query!.width).toBeGreaterThan(300);
    expect(schema!.y).toBeGreaterThanOrEqual(query!.y + query!.height);
    for (const name of ['Run', 'Sample', 'Reset database', 'Share']) {
      const button = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(button!.x + button!.width, name).toBeLessThanOrEqual(query!.x + query!.width + 1);
      expect(button!.y + button!.height, name).toBeLessThanOrEqual(schema!.y);
    }
  });

  test('stops a runaway query with a clear message and keeps working', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'sql/playground');
    await setEditor(page, 'Query', 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c;');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(toolAlert(page)).toContainText('stopped after 5 s', { timeout: 15_000 });
    await setEditor(page, 'Query', 'SELECT count(*) AS n FROM customers;');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Output' }).getByRole('cell', { name: '12' })).toBeVisible();
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('reports a syntax error with its position', async ({ page }) => {
    await openTool(page, 'sql/playground');
    await setEditor(page, 'Query', 'SELECT 1;\nSELECT name\n  FORM customers;');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(toolAlert(page)).toHaveText(/Line 3, column 8: near "customers": syntax error/);
    expect(await editorText(page, 'Query')).toContain('FORM customers');
  });

  test('restores and runs a share link', async ({ page }) => {
    await openTool(page, 'sql/playground', shareHash({ query: "SELECT 40 + 2 AS answer, 'ok' AS status;" }));
    const table = page.getByRole('table', { name: 'Output' });
    await expect(table.getByRole('cell', { name: '42' })).toBeVisible();
    expect(await editorText(page, 'Query')).toBe("SELECT 40 + 2 AS answer, 'ok' AS status;");
  });
});

test.describe('javascript/online', () => {
  test('captures console.log and console.table', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/online');
    await setEditor(
      page,
      'Input',
      "console.log('hello', { a: [1, 2] });\nawait new Promise((r) => setTimeout(r, 10));\nconsole.table([{ x: 1, y: 'first' }, { x: 2, y: 'second' }]);",
    );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const out = outputLog(page);
    await expect(out).toContainText('hello { a: [1, 2] }');
    const table = out.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['(index)', 'x', 'y']);
    await expect(table.getByRole('row').nth(2)).toHaveText(/1\s*2\s*'second'/);
    await expect(page.getByText(/Finished in \d+ ms/)).toBeVisible();
    errors.expectNone();
  });

  test('the sandbox cannot read our cookies, storage or parent page', async ({ page, context }) => {
    const errors = watchErrors(page);
    await context.addCookies([{ name: 'pgc_secret', value: 'cookie-value-7731', url: 'http://127.0.0.1' }]);
    await openTool(page, 'javascript/online');
    await page.evaluate(() => localStorage.setItem('pgc_secret', 'storage-value-7731'));
    expect(await page.evaluate(() => document.cookie)).toContain('cookie-value-7731');
    const code = [
      "try { console.log('cookie:', document.cookie); } catch (e) { console.log('cookie blocked:', e.name); }",
      "try { console.log('storage:', localStorage.getItem('pgc_secret')); } catch (e) { console.log('storage blocked:', e.name); }",
      "try { console.log('parent:', window.parent.document.cookie); } catch (e) { console.log('parent blocked:', e.name); }",
      "console.log('origin:', self.origin);",
    ].join('\n');
    await setEditor(page, 'Input', code);
    await page.keyboard.press('ControlOrMeta+Enter');
    const out = outputLog(page);
    await expect(out).toContainText('origin: null');
    await expect(out).toContainText('cookie blocked: SecurityError');
    await expect(out).toContainText('storage blocked: SecurityError');
    await expect(out).toContainText('parent blocked: SecurityError');
    await expect(out).not.toContainText('7731');
    const frame = page.locator('iframe[title="JavaScript sandbox"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    errors.expectNone();
  });

  test('shows uncaught errors with the line in the editor', async ({ page }) => {
    await openTool(page, 'javascript/online');
    await setEditor(page, 'Input', "const user = null;\nconsole.log('before');\nconsole.log(user.name);");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(toolAlert(page)).toHaveText(/^Line 3, column 18: Uncaught TypeError: Cannot read properties of null/);
    await setEditor(page, 'Input', "setTimeout(() => {\n  Promise.reject(new RangeError('late'));\n}, 5);");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(outputLog(page)).toContainText('Line 2, column 18: Unhandled promise rejection: RangeError: late');
    await setEditor(page, 'Input', 'let a = 1;\nlet b = (2;');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(toolAlert(page)).toHaveText(/^Line 2, column \d+: Uncaught SyntaxError/);
  });

  test('stops an endless loop and recovers', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/online');
    await setEditor(page, 'Input', "console.log('start');\nwhile (true) {}");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(outputLog(page)).toContainText('did not respond for 3 s', { timeout: 10_000 });
    await expect(page.locator('iframe[title="JavaScript sandbox"]')).toHaveCount(0);
    await setEditor(page, 'Input', "console.log('alive again');");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(outputLog(page)).toContainText('alive again');
    errors.expectNone();
  });

  test('a 50 MB line and a loop of 100,000 lines are cut, and the page stays usable', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'javascript/online');
    await setEditor(
      page,
      'Input',
      "for (let i = 0; i < 100000; i++) console.log('line ' + i);\nconsole.log('x'.repeat(50e6));\nconsole.log({ big: 'y'.repeat(20e6) });\nconsole.log('end');",
    );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const out = outputLog(page);
    await expect(out).toContainText('end', { timeout: 30_000 });
    await expect(page.getByText(/Finished in \d+ ms/)).toBeVisible();
    // The latest lines are kept, headed by a note of how many earlier ones are not shown.
    await expect(out.locator('[data-kind]').first()).toHaveText(/^[\d,]+ earlier lines not shown\.$/);
    await expect(out).toContainText('line 99999');
    await expect(out.getByText('line 0', { exact: true })).toHaveCount(0);
    expect(await out.locator('[data-kind]').count()).toBeLessThanOrEqual(1001);
    // The long lines show their first 10,000 characters and say how many more there were.
    const long = out.locator('[data-kind="log"]').filter({ hasText: 'xxxxxxxxxx' });
    await expect(long).toHaveText(`${'x'.repeat(10_000)}… (49,990,000 more characters)`);
    const nested = out.locator('[data-kind="log"]').filter({ hasText: 'yyyyyyyyyy' });
    // An object holding a long string: the string is cut inside it, then the line at 10,000 characters.
    await expect(nested).toHaveText(/^\{\n {2}big: 'y+… \([\d,]+ more characters\)$/);
    expect((await nested.textContent())!.length).toBeLessThan(10_100);
    // The page answers: typing goes into the editor, and the next run works.
    await setEditor(page, 'Input', "console.log('typed after')");
    expect(await editorText(page, 'Input')).toBe("console.log('typed after')");
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(out).toContainText('typed after');
    await expect(out).not.toContainText('earlier lines not shown');
    errors.expectNone();
  });

  test('restores and runs a share link', async ({ page }) => {
    await openTool(page, 'javascript/online', shareHash({ input: 'console.log(6 * 7)' }));
    await expect(outputLog(page)).toContainText('42');
    expect(await editorText(page, 'Input')).toBe('console.log(6 * 7)');
  });
});

/** The downloaded canvas PNG: its size and two of its pixels, (10, 10) and (200, 200), as RGBA. */
async function pngPixels(page: Page, download: Download) {
  expect(download.suggestedFilename()).toBe('canvas.png');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    return {
      size: [img.width, img.height],
      inside: Array.from(g.getImageData(10, 10, 1, 1).data),
      outside: Array.from(g.getImageData(200, 200, 1, 1).data),
    };
  }, png.toString('base64'));
}

test.describe('canvas/playground', () => {
  test('draws and downloads a non-blank PNG', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'canvas/playground');
    await setEditor(page, 'Input', "ctx.fillStyle = 'rgb(255, 0, 0)';\nctx.fillRect(0, 0, 60, 40);");
    await expect(page.locator('iframe[title="Canvas"]')).toHaveCount(1);
    // The drawing re-runs a moment after the last edit: download until the new drawing is in the PNG.
    const downloadPixels = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
      return pngPixels(page, download);
    };
    await expect.poll(async () => (await downloadPixels()).inside, { timeout: 15_000 }).toEqual([255, 0, 0, 255]);
    const pixels = await downloadPixels();
    expect(pixels.size).toEqual([480, 320]);
    expect(pixels.outside[3]).toBe(0);
    errors.expectNone();
  });

  test('a PNG asked for while the drawing runs again is the new drawing, not an error', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'canvas/playground');
    await setEditor(page, 'Input', "ctx.fillStyle = 'rgb(0, 0, 255)';\nctx.fillRect(0, 0, 60, 40);");
    // Download PNG, then Run before the drawing has answered (as when the drawing re-runs after an edit while the
    // PNG is on its way): both taps in one task, so the run always replaces the frame that was asked.
    const buttons = await Promise.all(['Download PNG', 'Run'].map((name) => page.getByRole('button', { name, exact: true }).elementHandle()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((els) => els.forEach((el) => (el as HTMLElement).click()), buttons),
    ]);
    expect((await pngPixels(page, download)).inside).toEqual([0, 0, 255, 255]);
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('a double click on Download PNG downloads the drawing once, with no error', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'canvas/playground');
    await setEditor(page, 'Input', "ctx.fillStyle = 'rgb(0, 128, 0)';\nctx.fillRect(0, 0, 60, 40);");
    // The drawing of this code has run (it runs a moment after the last edit): a download shows it.
    const downloadPixels = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
      return pngPixels(page, download);
    };
    await expect.poll(async () => (await downloadPixels()).inside, { timeout: 15_000 }).toEqual([0, 128, 0, 255]);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    // Two presses before the drawing has answered the first (both in one task, as a quick double click can be).
    const button = await page.getByRole('button', { name: 'Download PNG', exact: true }).elementHandle();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((el) => {
        (el as HTMLElement).click();
        (el as HTMLElement).click();
      }, button),
    ]);
    expect((await pngPixels(page, download)).inside).toEqual([0, 128, 0, 255]);
    await expect(toolAlert(page)).toHaveCount(0);
    expect(downloads).toEqual(['canvas.png']);
    errors.expectNone();
  });

  test('a sandbox frame slow to load is not taken for a hung drawing', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'canvas/playground');
    // The frame's own document takes longer than the 3 s a drawing may go silent (a busy machine, a slow network).
    await page.route('**/sandbox/frame.html', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await setEditor(page, 'Input', "ctx.fillStyle = 'rgb(0, 0, 128)';\nctx.fillRect(0, 0, 60, 40);\nconsole.log('drawn late');");
    await expect(page.getByRole('log', { name: 'Console' })).toContainText('drawn late', { timeout: 15_000 });
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });

  test('shows drawing errors inline with their line', async ({ page }) => {
    await openTool(page, 'canvas/playground');
    await setEditor(page, 'Input', 'ctx.fillRect(0, 0, 10, 10);\nctx.drawCircle(5);');
    await expect(toolAlert(page)).toHaveText(/^Line 2, column 5: Uncaught TypeError: ctx.drawCircle is not a function/);
  });

  test('restores and draws a share link', async ({ page }) => {
    await openTool(page, 'canvas/playground', shareHash({ input: "ctx.fillRect(0, 0, 10, 10);\nconsole.log('drawn from link');" }));
    await expect(page.getByRole('log', { name: 'Console' })).toContainText('drawn from link');
    expect(await editorText(page, 'Input')).toContain('drawn from link');
  });
});

test.describe('graphql/playground', () => {
  test('runs a query and explores the docs', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'graphql/playground');
    await setEditor(page, 'Query', 'query ($id: ID!) { book(id: $id) { title author { name } } }');
    await setEditor(page, 'Variables', '{"id": "b4"}');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const expected = JSON.stringify({ data: { book: { title: 'Solaris', author: { name: 'Stanisław Lem' } } } }, null, 2);
    await expect.poll(() => editorText(page, 'Output')).toBe(expected);
    await page.getByRole('navigation', { name: 'Schema types' }).getByRole('button', { name: 'Book', exact: true }).click();
    const doc = page.getByRole('region', { name: 'Type Book' });
    await expect(doc).toContainText('averageRating');
    await expect(doc).toContainText('Mean rating of the reviews');
    errors.expectNone();
  });

  test('shows validation errors with line and column', async ({ page }) => {
    await openTool(page, 'graphql/playground');
    await setEditor(page, 'Query', '{\n  books { titel }\n}');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(toolAlert(page)).toHaveText(/^Line 2, column 11: Cannot query field "titel" on type "Book"/);
  });

  test('restores and runs a share link', async ({ page }) => {
    await openTool(page, 'graphql/playground', shareHash({ query: '{ authors { name } }', variables: '' }));
    await expect.poll(() => editorText(page, 'Output')).toContain('"name": "Ursula K. Le Guin"');
  });
});

test.describe('fake_json_api', () => {
  test('try it fetches the JSON, and the static files are served', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'fake_json_api');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status', { name: 'Response status' })).toContainText('200');
    await expect.poll(() => editorText(page, 'Output')).toContain('"id": 1,');
    const user = JSON.parse(await editorText(page, 'Output'));
    expect(user.id).toBe(1);
    const served = await page.request.get('/fake-api/users/1.json');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('application/json');
    expect(await served.json()).toEqual(user);
    const comments = await (await page.request.get('/fake-api/posts/1/comments.json')).json();
    expect(comments).toHaveLength(5);
    await expect(page.getByRole('region', { name: 'Endpoints' }).getByText('GET /fake-api/posts/{id}/comments.json')).toBeVisible();
    errors.expectNone();
  });

  test('reports an unknown id inline', async ({ page }) => {
    await openTool(page, 'fake_json_api');
    await page.getByRole('textbox', { name: /^id/ }).fill('999');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toolAlert(page)).toContainText('404');
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'fake_json_api', shareHash({ endpoint: 'countries/{code}.json', param: 'JP' }));
    await expect(page.getByRole('textbox', { name: /^code/ })).toHaveValue('JP');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => editorText(page, 'Output')).toContain('"capital": "Tokyo"');
  });
});
