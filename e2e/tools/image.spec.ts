// /image/converter/ and /image/favicon/: files opened as a visitor does (the page's file input), answers from the
// worker's Squoosh codecs awaited with generous timeouts (WebAssembly on a busy machine), downloads read back.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { encodePng } from '../../src/tools/image/png-encode';
import { openTool, toolAlert, watchErrors } from '../helpers';
import { expect, test, type Page } from '../test';

const LONG = { timeout: 30_000 };

/** A 200 × 150 test picture (gradient and stripes), as PNG. */
function picture(width = 200, height = 150): Buffer {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y * 1.5, (x + y) % 40 < 20 ? 220 : 40, 255], (y * width + x) * 4);
  return Buffer.from(encodePng({ data, width, height }));
}

const open = (page: Page, slug: string, name: string, buffer: Buffer, mimeType: string) =>
  page.locator(`[data-tool="${slug}"] input[type=file]`).setInputFiles({ name, mimeType, buffer });

/** Pastes an image file into the tool, as a screenshot copied to the clipboard is pasted. */
async function pasteImage(page: Page, slug: string, name: string, buffer: Buffer) {
  await page.locator(`[data-tool="${slug}"]`).evaluate(
    (el, { name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      el.querySelector('.cm-content, textarea')!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    { name, bytes: [...buffer] },
  );
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test.describe('image/converter', () => {
  test('converts a pasted PNG to AVIF at a smaller size, with both pictures, the saving and a download', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'image/converter');
    // The sample's answer is there at once.
    await expect(page.getByLabel('Sizes')).toContainText('saves');
    await page.getByLabel('Format').selectOption('avif');
    await page.getByLabel('Width').fill('100');
    await pasteImage(page, 'image/converter', 'stripes.png', picture());
    await expect(page.getByText('After: AVIF, 100 × 75')).toBeVisible(LONG);
    await expect(page.getByText('Before: PNG, 200 × 150')).toBeVisible();
    await expect(page.getByLabel('Sizes')).toContainText(/→ .* \((saves|.*larger)/);
    await expect(page.getByRole('img', { name: 'After' })).toHaveJSProperty('naturalWidth', 100);
    const file = await downloaded(page, () => page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Download' }).click());
    expect(file.name).toBe('stripes.avif');
    expect(file.bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    errors.expectNone();
  });

  test('names a file that is not an image, and refuses a huge one before decoding', async ({ page }) => {
    await openTool(page, 'image/converter');
    await open(page, 'image/converter', 'notes.txt', Buffer.from('Hello, world'), 'text/plain');
    await expect(toolAlert(page)).toContainText(
      '"notes.txt" is not an image this tool reads: it starts with 48 65 6c 6c 6f 2c 20 77 ("Hello, w")',
      LONG,
    );
    // A PNG header that says 20000 × 20000 pixels.
    const huge = Buffer.alloc(64);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    await open(page, 'image/converter', 'huge.png', huge, 'image/png');
    await expect(toolAlert(page)).toContainText('"huge.png" is a PNG of 20000 × 20000 pixels (400 megapixels): too large to decode here', LONG);
  });
});

test.describe('image/favicon', () => {
  test('makes the set from a PNG: icons, link tags, and a ZIP of everything', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'image/favicon');
    await page.getByLabel('Site name').fill('Stripes');
    await open(page, 'image/favicon', 'logo.png', picture(), 'image/png');
    await expect(page.getByText('From a PNG of 200 × 150')).toBeVisible(LONG);
    await expect(page.getByText('The image is not square (200 × 150)')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'apple-touch-icon.png' })).toContainText('180 × 180');
    await expect(page.getByRole('region', { name: 'Link tags for <head>' })).toContainText(
      '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
    );
    await expect(page.getByRole('region', { name: 'site.webmanifest' })).toContainText('"name": "Stripes"');
    const zip = await downloaded(page, () => page.getByRole('button', { name: 'Download all (ZIP)' }).click());
    expect(zip.name).toBe('favicons.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(
      [
        'android-chrome-192x192.png',
        'android-chrome-512x512.png',
        'apple-touch-icon.png',
        'favicon-16x16.png',
        'favicon-32x32.png',
        'favicon.ico',
        'site.webmanifest',
      ].sort(),
    );
    expect([...files['favicon.ico'].subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    errors.expectNone();
  });

  test('draws an opened SVG at 512 pixels first', async ({ page }) => {
    await openTool(page, 'image/favicon');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="6" fill="#4f46e5"/><circle cx="16" cy="16" r="8" fill="#fff"/></svg>';
    await open(page, 'image/favicon', 'logo.svg', Buffer.from(svg), 'image/svg+xml');
    await expect(page.getByText('From a PNG of 512 × 512')).toBeVisible(LONG);
    await expect(page.getByRole('figure', { name: 'android-chrome-512x512.png' })).toContainText('512 × 512');
  });
});
