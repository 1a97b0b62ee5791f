import { acceptInertHandlerReports, expect, test, type Page } from '../test';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const tool = (page: Page) => page.locator('[data-tool]');
const lines = async (page: Page, label = 'Output') => (await editorText(page, label)).split('\n').filter(Boolean);
/** The Output editor's text parsed as JSON, or null while it is not (yet) valid JSON. */
const outputJson = async (page: Page): Promise<unknown> => {
  try {
    return JSON.parse(await editorText(page, 'Output'));
  } catch {
    return null;
  }
};

test.describe('uuid/generator', () => {
  test('generates v7 UUIDs in bulk and in the chosen format', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'uuid/generator');
    await expect.poll(async () => (await lines(page)).length).toBe(5);
    for (const u of await lines(page)) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await tool(page).getByText('v7 (time-ordered)').click();
    await page.getByLabel('How many').fill('12');
    await expect.poll(async () => (await lines(page)).length).toBe(12);
    const v7 = await lines(page);
    for (const u of v7) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...v7].sort()).toEqual(v7);

    await page.getByRole('switch', { name: 'Uppercase' }).check();
    await page.getByRole('switch', { name: 'Hyphens' }).uncheck();
    await page.getByRole('switch', { name: 'Braces { }' }).check();
    await expect.poll(async () => (await lines(page))[0]).toMatch(/^\{[0-9A-F]{12}7[0-9A-F]{19}\}$/);

    const before = await editorText(page, 'Output');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => editorText(page, 'Output')).not.toBe(before);
    errors.expectNone();
  });

  test('decodes a pasted v7 UUID to its timestamp', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'uuid/generator');
    await page.getByLabel('UUID to decode').fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    await expect(page.getByLabel('Verdict')).toHaveText('Valid');
    await expect(page.getByLabel('Version', { exact: true })).toHaveText('7');
    await expect(page.getByLabel('Variant')).toHaveText('RFC 9562 (RFC 4122)');
    await expect(page.getByLabel('Timestamp (ms since epoch)')).toHaveText('1645557742000');
    await expect(page.getByLabel('Date (UTC)')).toHaveText('2022-02-22T19:22:22.000Z');
    errors.expectNone();
  });

  test('says why a UUID is invalid, and restores a share link', async ({ page }) => {
    await openTool(page, 'uuid/generator');
    await page.getByLabel('UUID to decode').fill('017f22e2-79b0-7cc3-98c4-dc0c0c07398g');
    await expect(toolAlert(page)).toHaveText(/column 36: Unexpected "g"/);

    await openTool(page, 'uuid/generator', shareHash({ decode: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', version: 'v7', count: '3', uppercase: true }));
    await expect(page.getByLabel('Date (UTC)')).toHaveText('2022-02-22T19:22:22.000Z');
    await expect.poll(async () => (await lines(page)).length).toBe(3);
    expect((await lines(page))[0]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-7/);
  });
});

test.describe('text-generator/lorem-ipsum', () => {
  test('generates paragraphs, words and HTML, and copies them', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text-generator/lorem-ipsum');
    const text = await editorText(page, 'Output');
    expect(text.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit.')).toBe(true);
    expect(text.split('\n\n')).toHaveLength(3);

    await tool(page).getByText('Words', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Count' }).fill('5');
    await expect.poll(() => editorText(page, 'Output')).toBe('Lorem ipsum dolor sit amet.');
    await tool(page).getByText('HTML <p>').click();
    await expect.poll(() => editorText(page, 'Output')).toBe('<p>Lorem ipsum dolor sit amet.</p>');

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<p>Lorem ipsum dolor sit amet.</p>');
    errors.expectNone();
  });

  test('gives the same text for a shared seed and reports a bad count', async ({ page }) => {
    const state = { unit: 'sentences', count: '4', startWithLorem: false, format: 'text', seed: '99' };
    await openTool(page, 'text-generator/lorem-ipsum', shareHash(state));
    await expect.poll(() => editorText(page, 'Output')).toMatch(/^[A-Z]/);
    const first = await editorText(page, 'Output');
    expect(first.match(/\./g)).toHaveLength(4);
    await openTool(page, 'text-generator/lorem-ipsum', shareHash(state));
    await expect.poll(() => editorText(page, 'Output')).toBe(first);

    await page.getByRole('spinbutton', { name: 'Count' }).fill('0');
    await expect(toolAlert(page)).toHaveText(/Sentences must be a whole number from 1 to 1000/);
  });
});

test.describe('generators/json', () => {
  const template = '{"users": ["{{repeat(3)}}", {"id": "{{index}}", "name": "{{name}}", "age": "{{int(18,90)}}"}]}';

  test('fills a template, reproducibly for a seed', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'generators/json');
    await setEditor(page, 'Input', template);
    // The sample output also has three users (ids 1-3): wait for this template's ids, starting at 0.
    await expect.poll(async () => ((await outputJson(page)) as { users?: { id: number }[] } | null)?.users?.map((u) => u.id)).toEqual([0, 1, 2]);
    const first = JSON.parse(await editorText(page, 'Output')) as { users: { id: number; name: string; age: number }[] };
    expect(first.users.map((u) => u.id)).toEqual([0, 1, 2]);
    for (const u of first.users) {
      expect(u.name).toMatch(/^\S+ \S+$/);
      expect(u.age).toBeGreaterThanOrEqual(18);
    }

    const seed = page.getByLabel('Seed');
    await seed.fill('2');
    await expect.poll(() => editorText(page, 'Output')).not.toBe(JSON.stringify(first, null, 2));
    await seed.fill('1');
    await expect.poll(() => editorText(page, 'Output')).toBe(JSON.stringify(first, null, 2));
    await expect(page.getByRole('table', { name: 'Placeholders' }).getByText('{{repeat(n)}}', { exact: false })).toBeVisible();
    errors.expectNone();
  });

  test('names a bad placeholder and where it is', async ({ page }) => {
    await openTool(page, 'generators/json');
    await setEditor(page, 'Input', '{\n  "user": {\n    "name": "{{nmae}}"\n  }\n}');
    await expect(toolAlert(page)).toHaveText('Line 3, column 14: Unknown placeholder {{nmae}} at $.user.name. Did you mean {{name}}?');
  });

  test('restores a shared template and seed with the same data', async ({ page }) => {
    await openTool(page, 'generators/json', shareHash({ input: '["{{int(1,1000)}}", "{{int(1,1000)}}", "{{pick(a,b,c,d)}}"]', seed: '7' }));
    await expect.poll(() => outputJson(page)).toEqual([12, 62, 'd']);
  });
});

test.describe('color/picker', () => {
  test('converts a colour and rates black on white at 21:1', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'color/picker');
    await page.getByLabel('Colour', { exact: true }).fill('#000');
    await page.getByLabel('Background', { exact: true }).fill('#fff');
    await expect(page.getByLabel('Contrast ratio')).toHaveText('21:1');
    const verdicts = page.getByRole('table', { name: 'WCAG verdicts' });
    await expect(verdicts.getByText('✓ Pass')).toHaveCount(4);
    await expect(page.getByLabel('HEX', { exact: true })).toHaveText('#000000');
    await expect(page.getByLabel('OKLCH', { exact: true })).toHaveText('oklch(0% 0 0)');

    await page.getByLabel('Colour', { exact: true }).fill('hsl(0 100% 50%)');
    await expect(page.getByLabel('HEX', { exact: true })).toHaveText('#ff0000');
    await expect(page.getByLabel('RGB', { exact: true })).toHaveText('rgb(255 0 0)');
    await expect(page.getByLabel('Contrast ratio')).toHaveText('3.99:1');
    await expect(verdicts.getByRole('row', { name: /Normal/ })).toContainText('✗ Fail');

    await page.getByRole('list', { name: 'Tints and shades' }).getByRole('button').first().click();
    await expect(page.getByLabel('Colour', { exact: true })).not.toHaveValue('hsl(0 100% 50%)');
    errors.expectNone();
  });

  test('shows an inline error for an invalid colour and keeps the text', async ({ page }) => {
    await openTool(page, 'color/picker');
    await page.getByLabel('Colour', { exact: true }).fill('#12345');
    await expect(toolAlert(page)).toHaveText(/"#12345" is not a colour/);
    await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#12345');
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'color/picker', shareHash({ color: 'rebeccapurple', background: '#767676' }));
    await expect(page.getByLabel('HEX', { exact: true })).toHaveText('#663399');
    await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('rebeccapurple');
  });
});

test.describe('svg-preview', () => {
  test('previews safely, strips scripts and optimises', async ({ page, cspViolations }) => {
    const errors = watchErrors(page);
    page.on('dialog', (d) => {
      errors.errors.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await openTool(page, 'svg-preview');
    const img = page.getByRole('region', { name: 'Preview', exact: true }).getByRole('img', { name: 'SVG preview' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

    await setEditor(
      page,
      'Input',
      '<svg width="64" height="32" onload="alert(1)"><script>alert(2)</script><rect width="64" height="32" fill="teal"/></svg>',
    );
    await expect(page.getByRole('note')).toHaveText(/onload attribute.*<script> element|<script> element.*onload attribute/);
    await expect(page.getByText(/Added the missing xmlns/)).toBeVisible();
    await expect(page.getByText(/64 × 32 px/)).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Sample', exact: true }).click();
    await page.getByRole('button', { name: 'Optimise with SVGO' }).click();
    await expect(page.getByLabel('Optimisation result')).toHaveText(/Optimised: [\d.]+ K?B → [\d.]+ K?B \(−[\d.]+%\)/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('image.png');
    const bytes = await (await file.createReadStream()).toArray();
    const head = Buffer.concat(bytes).subarray(0, 8);
    expect(head.toString('hex')).toBe('89504e470d0a1a0a');

    await expect(page.getByRole('textbox', { name: 'Data URI' })).toHaveValue(/^data:image\/svg\+xml;base64,/);
    acceptInertHandlerReports(cspViolations, errors.errors);
    errors.expectNone();
  });

  test('reports a parse error inline with its line', async ({ page }) => {
    await openTool(page, 'svg-preview');
    await setEditor(page, 'Input', '<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n</svg>');
    await expect(toolAlert(page)).toHaveText(/^Line 3.*Not well-formed XML/);
  });

  test('restores a share link with its background', async ({ page }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    await openTool(page, 'svg-preview', shareHash({ input: svg, background: 'dark', encoding: 'url' }));
    expect(await editorText(page, 'Input')).toBe(svg);
    await expect(page.getByRole('textbox', { name: 'Data URI' })).toHaveValue(/^data:image\/svg\+xml,%3Csvg/);
    await expect(page.getByRole('region', { name: 'Preview', exact: true })).toHaveCSS('background-color', 'rgb(26, 27, 30)');
  });
});

test.describe('timezones', () => {
  const row = (page: Page, zone: string) => page.getByRole('table', { name: 'Time zones' }).getByRole('row', { name: zone, exact: true });

  test('shows a fixed moment in several zones with DST-aware offsets', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'timezones',
      shareHash({ dateTime: '2026-03-08T12:00', source: 'UTC', zones: 'UTC,America/New_York,Asia/Kolkata,Europe/Berlin' }),
    );
    await expect(row(page, 'America/New_York')).toContainText('Sun 08:00');
    await expect(row(page, 'America/New_York')).toContainText('UTC-04:00');
    await expect(row(page, 'America/New_York')).toContainText('Summer time');
    await expect(row(page, 'Asia/Kolkata')).toContainText('17:30');
    await expect(row(page, 'Asia/Kolkata')).toContainText('UTC+05:30');
    await expect(row(page, 'Europe/Berlin')).toContainText('UTC+01:00');

    // The day before, New York is still on standard time.
    await page.getByLabel('Date and time').fill('2026-03-07T12:00');
    await expect(row(page, 'America/New_York')).toContainText('07:00');
    await expect(row(page, 'America/New_York')).toContainText('UTC-05:00');
    await expect(row(page, 'America/New_York')).toContainText('Standard');

    await page.getByRole('button', { name: 'Remove Europe/Berlin' }).click();
    await expect(row(page, 'Europe/Berlin')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Add a time zone' }).fill('asia/tokyo');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(row(page, 'Asia/Tokyo')).toContainText('21:00');
    await expect(row(page, 'Asia/Tokyo')).toContainText('UTC+09:00');
    errors.expectNone();
  });

  test('refuses an unknown zone inline', async ({ page }) => {
    await openTool(page, 'timezones');
    await page.getByRole('combobox', { name: 'Add a time zone' }).fill('Mars/Olympus');
    await page.getByRole('combobox', { name: 'Add a time zone' }).press('Enter');
    await expect(toolAlert(page)).toHaveText(/Unknown time zone "Mars\/Olympus"/);
    await expect(page.getByRole('combobox', { name: 'Add a time zone' })).toHaveValue('Mars/Olympus');
  });

  test('explains a time skipped by DST and goes back to now', async ({ page }) => {
    await openTool(page, 'timezones', shareHash({ dateTime: '2026-03-29T02:30', source: 'Europe/Berlin', zones: 'Europe/Berlin,UTC' }));
    await expect(page.getByRole('note')).toHaveText(/02:30 does not exist in Europe\/Berlin/);
    await expect(row(page, 'UTC')).toContainText('01:30');
    await page.getByRole('button', { name: 'Now', exact: true }).click();
    await expect(page.getByText(/Showing the current time/)).toBeVisible();
  });

  test('reports an impossible date from a link inline', async ({ page }) => {
    await openTool(page, 'timezones', shareHash({ dateTime: '2026-02-30T10:00', source: 'UTC' }));
    await expect(toolAlert(page)).toHaveText('February 2026 has 28 days, so day 30 does not exist');
  });
});

test.describe('timezones/cities', () => {
  test('finds a city with its zone, local time and offset', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'timezones/cities');
    await page.getByLabel('Search cities').fill('Kolkata');
    const table = page.getByRole('table', { name: 'Cities' });
    await expect(table.getByRole('row').nth(1)).toContainText('Kolkata');
    await expect(table.getByRole('row').nth(1)).toContainText('Asia/Kolkata');
    await expect(table.getByRole('row').nth(1)).toContainText('UTC+05:30');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'timezones/cities', shareHash({ query: 'sao paulo' }));
    await expect(page.getByRole('table', { name: 'Cities' }).getByRole('row').nth(1)).toContainText('America/Sao_Paulo');
  });
});

test.describe('countries', () => {
  test('searches and sorts the country table', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'countries');
    const table = page.getByRole('table', { name: 'Countries' });
    await expect(page.getByText(/\d{3} countries and territories/)).toBeVisible();
    await page.getByLabel('Search countries').fill('DEU');
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText('Germany');
    await expect(first).toContainText('🇩🇪');
    await expect(first).toContainText('+49');
    await expect(first).toContainText('EUR (Euro)');
    await expect(first).toContainText('Berlin');

    await page.getByLabel('Search countries').fill('euro');
    await table.getByRole('button', { name: /Country/ }).click();
    await table.getByRole('button', { name: /Country/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Vatican City');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    await openTool(page, 'countries', shareHash({ query: '+81' }));
    await expect(page.getByRole('table', { name: 'Countries' }).getByRole('row').nth(1)).toContainText('Japan');
  });
});

test.describe('date_and_time/stopwatch', () => {
  test('records a lap and keeps running across a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'date_and_time/stopwatch');
    const timer = page.getByRole('timer', { name: 'Elapsed time' });
    await expect(timer).toHaveText('00:00:00.00');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // A lap once the stopwatch shows it has run a while (a poll, not a sleep: a busy machine paints late).
    await expect(timer).toHaveText(/^00:00:00\.[1-9]\d|^00:00:0[1-9]/);
    await page.getByRole('button', { name: 'Lap', exact: true }).click();
    const laps = page.getByRole('table', { name: 'Laps' });
    await expect(laps.getByRole('row')).toHaveCount(2);
    await expect(laps.getByRole('row').nth(1)).toContainText(/^1\s*00:00:0\d\.\d\d/);
    await expect(laps.getByRole('row').nth(1)).not.toContainText('00:00:00.00');
    await expect(timer).not.toHaveText('00:00:00.00');

    await page.reload();
    await expect(page.locator('[data-tool="date_and_time/stopwatch"][data-ready]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    await expect(laps.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const stopped = await timer.textContent();
    // Stopped, it stays put: a running stopwatch repaints every frame, so a few frames and 200 ms later it would differ.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const start = performance.now();
          const frame = () => (performance.now() - start > 200 ? resolve() : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        }),
    );
    await expect(timer).toHaveText(stopped ?? '');
    await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(timer).toHaveText('00:00:00.00');
    await expect(laps).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('date_and_time/timer', () => {
  test('counts down, shows the time in the title and announces zero', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'date_and_time/timer');
    await page.getByLabel('Hours').fill('0');
    await page.getByLabel('Minutes').fill('0');
    await page.getByLabel('Seconds').fill('2');
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText('00:00:02');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveTitle(/^00:0[12] · /);
    await expect(page.getByRole('status').filter({ hasText: 'Time is up' })).toBeVisible({ timeout: 6000 });
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText('00:00:00');
    await expect(page).toHaveTitle(/Time is up/);
    errors.expectNone();
  });

  test('pauses, survives a reload, resumes and resets', async ({ page }) => {
    await openTool(page, 'date_and_time/timer');
    await page.getByRole('button', { name: '5 min', exact: true }).click();
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText(/^00:04:5\d$/);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    const left = await page.getByRole('timer', { name: 'Time remaining' }).textContent();
    await page.reload();
    await expect(page.locator('[data-tool="date_and_time/timer"][data-ready]')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText(left ?? '');
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText('00:05:00');
  });

  test('refuses impossible durations inline', async ({ page }) => {
    await openTool(page, 'date_and_time/timer');
    await page.getByLabel('Hours').fill('0');
    await page.getByLabel('Minutes').fill('0');
    await page.getByLabel('Seconds').fill('0');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(toolAlert(page)).toHaveText('Set a time above zero');
  });
});

test.describe('todo', () => {
  test('adds, completes, reorders, edits and filters tasks that survive a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'todo');
    const input = page.getByLabel('New task');
    for (const t of ['Buy milk', 'Write report', 'Call Ana']) {
      await input.fill(t);
      await input.press('Enter');
    }
    const tasks = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
    await expect(tasks).toHaveText(['Buy milk', 'Write report', 'Call Ana']);
    await expect(page.getByText('3 tasks left')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Buy milk' }).check();
    await expect(page.getByText('2 tasks left')).toBeVisible();

    // Keyboard reordering: focus stays on the button, so Enter can be pressed again.
    await page.getByRole('button', { name: 'Move up: Call Ana' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(tasks).toHaveText(['Call Ana', 'Buy milk', 'Write report']);

    await page.getByRole('button', { name: 'Edit: Write report' }).click();
    await page.getByLabel('Edit task: Write report').fill('Write the report');
    await page.getByLabel('Edit task: Write report').press('Enter');
    await expect(tasks.nth(2)).toHaveText('Write the report');

    await page.reload();
    await expect(page.locator('[data-tool="todo"][data-ready]')).toBeVisible();
    await expect(tasks).toHaveText(['Call Ana', 'Buy milk', 'Write the report']);
    await expect(page.getByRole('checkbox', { name: 'Buy milk' })).toBeChecked();

    await tool(page).getByText('Active', { exact: true }).click();
    await expect(tasks).toHaveText(['Call Ana', 'Write the report']);
    await tool(page).getByText('All', { exact: true }).click();
    await page.getByRole('button', { name: 'Clear completed', exact: true }).click();
    await expect(tasks).toHaveText(['Call Ana', 'Write the report']);
    await page.getByRole('button', { name: 'Delete: Call Ana' }).click();
    await expect(tasks).toHaveText(['Write the report']);
    await expect(page.getByText('1 task left')).toBeVisible();
    errors.expectNone();
  });

  test('refuses an empty task inline', async ({ page }) => {
    await openTool(page, 'todo');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toolAlert(page)).toHaveText('Type a task first');
  });
});
