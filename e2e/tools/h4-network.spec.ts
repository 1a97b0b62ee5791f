// Issue 17: URL parser, User-Agent parser, subnet calculator and QR code generator.
import QRCode from 'qrcode';
import { expect, test, type Page } from '../test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** A control of the tool by its exact label (the site header has its own search box). */
const field = (page: Page, label: string) => page.locator('[data-tool]').getByLabel(label, { exact: true });

/** The value cell of a row in a two-column table of the tool. */
const cell = (page: Page, table: string, row: string) =>
  page.locator('[data-tool]').getByRole('table', { name: table, exact: true }).getByRole('cell', { name: row, exact: true });

test.describe('url/parser', () => {
  test('splits a typed URL, and editing the query rebuilds it', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'url/parser');
    await setEditor(page, 'Input', 'http://ann:p%40ss@example.com/a%20b/c?x=1&tag=a&tag=b#top');
    const parts = page.getByRole('table', { name: 'URL parts', exact: true });
    await expect(parts.getByRole('row', { name: /^Host/ })).toHaveText('Hostexample.com');
    await expect(parts.getByRole('row', { name: /^Port/ })).toHaveText('Port80 (default for http)');
    await expect(parts.getByRole('row', { name: /^Password/ })).toHaveText('Passwordp@ss');
    await expect(parts.getByRole('row', { name: /^Segment 1/ })).toHaveText('Segment 1a b');
    await expect(parts.getByRole('row', { name: /^Fragment/ })).toHaveText('Fragmenttop');
    await expect(field(page, 'Key 3')).toHaveValue('tag');
    await expect(field(page, 'Value 3')).toHaveValue('b');
    await expectOutput(page, 'http://ann:p%40ss@example.com/a%20b/c?x=1&tag=a&tag=b#top');

    await field(page, 'Value 1').fill('two words');
    await expectOutput(page, 'http://ann:p%40ss@example.com/a%20b/c?x=two+words&tag=a&tag=b#top');
    await page.getByRole('button', { name: 'Remove parameter 2', exact: true }).click();
    await expectOutput(page, 'http://ann:p%40ss@example.com/a%20b/c?x=two+words&tag=b#top');
    await page.getByRole('button', { name: 'Add parameter', exact: true }).click();
    await field(page, 'Key 3').fill('lang');
    await field(page, 'Value 3').fill('fr');
    await expectOutput(page, 'http://ann:p%40ss@example.com/a%20b/c?x=two+words&tag=b&lang=fr#top');
    errors.expectNone();
  });

  test('restores the input and the edited query from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    const params = JSON.stringify([
      { key: 'q', value: 'é' },
      { key: 'q', value: '2' },
    ]);
    await openTool(page, 'url/parser', shareHash({ input: 'https://example.org:8443/x?old=1', params }));
    expect(await editorText(page, 'Input')).toBe('https://example.org:8443/x?old=1');
    await expect(field(page, 'Value 1')).toHaveValue('é');
    await expectOutput(page, 'https://example.org:8443/x?q=%C3%A9&q=2');
    errors.expectNone();
  });

  test('a bad port is an inline error with its column, and the input stays', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'url/parser');
    await setEditor(page, 'Input', 'https://example.com:99999/');
    await expect(toolAlert(page)).toHaveText('Line 1, column 21: The port 99999 is out of range (a port is 0 to 65535)');
    await setEditor(page, 'Input', 'example.com/x');
    await expect(toolAlert(page)).toHaveText(/no scheme.*try https:\/\/example\.com\/x/);
    expect(await editorText(page, 'Input')).toBe('example.com/x');
    errors.expectNone();
  });
});

test.describe('user-agent/parser', () => {
  test('reads your own browser by default, then a pasted UA', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'user-agent/parser');
    const ua = await page.evaluate(() => navigator.userAgent);
    await expect(page.locator('[data-tool]').getByText(ua, { exact: true })).toBeVisible();
    await expect(cell(page, 'Output', 'Browser')).toHaveText('Chrome');
    await expect(cell(page, 'Output', 'Engine')).toHaveText('Blink');
    const hasHints = await page.evaluate(() => 'userAgentData' in navigator);
    if (hasHints) await expect(cell(page, 'Client Hints', 'Brands')).toContainText(/Chromium/);

    await setEditor(
      page,
      'Input',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    await expect(cell(page, 'Output', 'Browser')).toHaveText('Safari');
    await expect(cell(page, 'Output', 'Browser version')).toHaveText('17.4');
    await expect(cell(page, 'Output', 'Operating system')).toHaveText('iOS');
    await expect(cell(page, 'Output', 'Device type')).toHaveText('mobile');
    await expect(cell(page, 'Output', 'Device model')).toHaveText('iPhone');
    await expect(page.getByRole('table', { name: 'Client Hints', exact: true })).toHaveCount(0);
    errors.expectNone();
  });

  test('restores a share link (Googlebot)', async ({ page }) => {
    const errors = watchErrors(page);
    const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    await openTool(page, 'user-agent/parser', shareHash({ input: ua }));
    expect(await editorText(page, 'Input')).toBe(ua);
    await expect(cell(page, 'Output', 'Browser')).toHaveText('Googlebot');
    await expect(cell(page, 'Output', 'Device type')).toHaveText('bot / automated client');
    await expect(cell(page, 'Output', 'Device vendor')).toHaveText('Google');
    errors.expectNone();
  });

  test('two lines are an inline error', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'user-agent/parser');
    await setEditor(page, 'Input', 'curl/8.5.0\nWget/1.21');
    await expect(toolAlert(page)).toHaveText('Line 1, column 11: A User-Agent is one line: paste a single header value');
    expect(await editorText(page, 'Input')).toBe('curl/8.5.0\nWget/1.21');
    errors.expectNone();
  });
});

test.describe('network/subnet-calculator', () => {
  test('describes a typed IPv4 block and splits it', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'network/subnet-calculator');
    await field(page, 'Input').fill('10.20.30.40/22');
    await expect(cell(page, 'Output', 'Network address')).toHaveText('10.20.28.0');
    await expect(cell(page, 'Output', 'Broadcast address')).toHaveText('10.20.31.255');
    await expect(cell(page, 'Output', 'First usable host')).toHaveText('10.20.28.1');
    await expect(cell(page, 'Output', 'Last usable host')).toHaveText('10.20.31.254');
    await expect(cell(page, 'Output', 'Usable hosts')).toHaveText('1,022');
    await expect(cell(page, 'Output', 'Netmask')).toHaveText('255.255.252.0');
    await expect(cell(page, 'Output', 'Wildcard mask')).toHaveText('0.0.3.255');
    await expect(cell(page, 'Output', 'Type')).toHaveText('Private (RFC 1918)');
    // The tool's one select: the split prefix.
    await page.locator('[data-tool] select').selectOption('24');
    const list = page.getByRole('table', { name: 'Subnet list', exact: true });
    await expect(list.locator('tbody tr')).toHaveCount(4);
    await expect(list.locator('tbody tr').nth(3)).toHaveText('410.20.31.0/2410.20.31.010.20.31.255');
    errors.expectNone();
  });

  test('restores an IPv6 share link with a capped split', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'network/subnet-calculator', shareHash({ input: '2001:db8::/32', split: '64' }));
    await expect(field(page, 'Input')).toHaveValue('2001:db8::/32');
    await expect(cell(page, 'Output', 'Last address')).toHaveText('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
    await expect(cell(page, 'Output', 'Broadcast address')).toHaveText('none (IPv6 has no broadcast)');
    await expect(cell(page, 'Output', 'Total addresses')).toHaveText('79,228,162,514,264,337,593,543,950,336');
    await expect(cell(page, 'Output', 'Type')).toHaveText('Documentation (RFC 3849)');
    await expect(page.getByRole('heading', { name: '4,294,967,296 subnets of /64', exact: true })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Showing the first 1,024 of 4,294,967,296 subnets.' })).toBeVisible();
    errors.expectNone();
  });

  test('a prefix that is too long is an inline error with its column', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'network/subnet-calculator');
    await field(page, 'Input').fill('192.168.0.0/40');
    await expect(toolAlert(page)).toHaveText('Line 1, column 13: The prefix length /40 is too long: an IPv4 prefix is 0 to 32');
    await expect(field(page, 'Input')).toHaveValue('192.168.0.0/40');
    errors.expectNone();
  });
});

test.describe('qr-code/generator', () => {
  test('draws a code for typed text, and reads a QR image back', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'qr-code/generator');
    await setEditor(page, 'Input', 'Hello QR');
    const picture = page.locator('[data-tool]').getByRole('img', { name: /^QR code, version \d+$/ });
    await expect(picture.locator('svg')).toBeVisible();
    await expect(
      page.locator('[data-tool] [aria-live]').filter({ hasText: 'Version 1 · 21×21 modules · 8 bytes · level M · PNG 232×232 px' }),
    ).toBeVisible();

    const png = await QRCode.toBuffer('WIFI:T:WPA;S:Caf\\;e;P:pa\\:ss;H:false;;', { errorCorrectionLevel: 'Q', width: 300 });
    await page.locator('[data-tool] input[type="file"]').setInputFiles({ name: 'wifi.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => editorText(page, 'Decoded text')).toBe('WIFI:T:WPA;S:Caf\\;e;P:pa\\:ss;H:false;;');
    errors.expectNone();
  });

  test('restores a Wi-Fi share link with its escaped payload, and warns about low contrast', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'qr-code/generator',
      shareHash({ kind: 'wifi', ssid: 'My;Net', password: 'a"b:c', security: 'WPA', level: 'H', fg: '#bbbbbb', bg: '#ffffff' }),
    );
    await expect(field(page, 'Network name (SSID)')).toHaveValue('My;Net');
    await expect(page.getByLabel('Encoded text', { exact: true })).toHaveText('WIFI:T:WPA;S:My\\;Net;P:a\\"b\\:c;H:false;;');
    await expect(page.getByRole('note').filter({ hasText: /too low to scan/ })).toBeVisible();
    await expect(
      page
        .locator('[data-tool]')
        .getByRole('img', { name: /^QR code, version \d+$/ })
        .locator('svg'),
    ).toBeVisible();
    errors.expectNone();
  });

  test('a size too small for a long payload is raised for the PNG, with a note', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'qr-code/generator', shareHash({ text: 'x'.repeat(2000), level: 'L', size: '256' }));
    await expect(
      page.getByRole('note').filter({ hasText: /^256 px would give this \d+×\d+-module code fewer than 3 pixels per module/ }),
    ).toBeVisible();
    await expect(page.locator('[data-tool] [aria-live]').filter({ hasText: /· PNG \d+×\d+ px$/ })).toBeVisible();
    errors.expectNone();
  });

  test('too much data, and an image without a code, give inline errors', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'qr-code/generator', shareHash({ text: 'x'.repeat(1400), level: 'H' }));
    await expect(toolAlert(page)).toHaveText(
      /1,400 bytes, and at level H the largest QR code \(version 40\) holds 1,273 bytes of text\. Level Q can hold it\./,
    );
    // A plain white picture: a code drawn white on white.
    const white = await QRCode.toBuffer('nothing to see', { width: 200, color: { dark: '#ffffffff', light: '#ffffffff' } });
    await page.locator('[data-tool] input[type="file"]').setInputFiles({ name: 'white.png', mimeType: 'image/png', buffer: white });
    await expect(toolAlert(page).filter({ hasText: 'No QR code found in white.png' })).toBeVisible();
    errors.expectNone();
  });
});
