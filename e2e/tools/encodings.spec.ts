import { execFileSync } from 'node:child_process';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors, pasteOver } from '../helpers';
import { expect, test } from '../test';

const tool = (page: Page) => page.locator('[data-tool]');
/** Waits for the tool's run to be over (the kit marks its root while a change has no answer yet). */
const settled = (page: Page) => expect(page.locator('[data-tool][data-pending]')).toHaveCount(0);

/**
 * The Output decoded from Base64 by `decode` (gunzip, brotli): until the worker's answer is there it is empty (or still
 * the last result), which does not decode, so this says why not, for a poll to go on rather than fail on its first read.
 */
async function decodedOutput(page: Page, decode: (bytes: Buffer) => Buffer): Promise<string> {
  const output = await editorText(page, 'Output');
  try {
    return decode(Buffer.from(output, 'base64')).toString();
  } catch (e) {
    return `not decodable yet (${(e as Error).message}): ${output.slice(0, 40)}`;
  }
}

/**
 * Pastes a large text through the clipboard and waits for its answer. How long the main thread is blocked meanwhile
 * is measured by `npm run bench:inputs` (timings are for benchmarks, not for tests on a busy machine).
 */
async function pasteLarge(page: Page, text: string) {
  await pasteOver(page, 'Input', text);
  await expect(tool(page).getByText(/· Output: /)).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

test.describe('encoding/hex', () => {
  test('shows typed text as an xxd dump and as plain hex', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/hex');
    await setEditor(page, 'Input', 'Grüße 👋, hex!');
    await expectOutput(page, execFileSync('xxd', { input: 'Grüße 👋, hex!' }).toString());
    await tool(page).getByLabel('Layout').selectOption('plain');
    await expectOutput(page, '4772c3bcc39f6520f09f918b2c2068657821');
    errors.expectNone();
  });

  test('decodes a shared xxd dump and says where bad hex is', async ({ page }) => {
    const errors = watchErrors(page);
    const dump = execFileSync('xxd', { input: 'line one\nline two ✓\n' }).toString();
    await openTool(page, 'encoding/hex', shareHash({ input: dump, direction: 'decode', format: 'dump', uppercase: false }));
    expect(await editorText(page, 'Input')).toBe(dump);
    await expectOutput(page, 'line one\nline two ✓\n');
    await setEditor(page, 'Input', '48 65\n6c 6g');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 5: Invalid hex character 'g'/);
    errors.expectNone();
  });

  test('dumps the bytes of an opened binary file as xxd does', async ({ page }) => {
    const errors = watchErrors(page);
    const bytes = Buffer.from(Array.from({ length: 40 }, (_, i) => (i * 53) % 256));
    await openTool(page, 'encoding/hex');
    await tool(page).locator('input[type="file"]').setInputFiles({ name: 'blob.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await expectOutput(page, execFileSync('xxd', { input: bytes }).toString());
    errors.expectNone();
  });

  test('encodes a 5 MB paste', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/hex', shareHash({ input: '', direction: 'encode', format: 'plain', uppercase: false }));
    await pasteLarge(page, 'hex line of text\n'.repeat(300_000));
    await expect(toolAlert(page)).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('encoding/base32', () => {
  test('encodes typed text as Python does, in each alphabet', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/base32');
    await setEditor(page, 'Input', 'foobar');
    // python3 -c "import base64; print(base64.b32encode(b'foobar'), base64.b32hexencode(b'foobar'))"
    await expectOutput(page, 'MZXW6YTBOI======');
    await tool(page).getByLabel('Alphabet').selectOption('hex');
    await expectOutput(page, 'CPNMUOJ1E8======');
    await tool(page).getByLabel('Alphabet').selectOption('crockford');
    await expectOutput(page, 'CSQPYRK1E8');
    errors.expectNone();
  });

  test('decodes a share link and says where a bad character is', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'encoding/base32',
      shareHash({ input: 'JBSWY3DP\nEBLW64TM\nMQ======', direction: 'decode', variant: 'rfc4648', padding: true }),
    );
    await expectOutput(page, 'Hello World');
    await setEditor(page, 'Input', 'JBSWY3DP\nEB1W64TM');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 3: Invalid Base32 character '1'/);
    errors.expectNone();
  });
});

test.describe('gzip', () => {
  test('compresses typed text to Base64 that gunzip reads, with the sizes', async ({ page }) => {
    const errors = watchErrors(page);
    const text = 'compress me, '.repeat(40);
    const brotliFiles: string[] = [];
    page.on('request', (r) => r.url().includes('/vendor/brotli/') && brotliFiles.push(r.url()));
    await openTool(page, 'gzip');
    await setEditor(page, 'Input', text);
    await settled(page);
    await expect.poll(() => decodedOutput(page, gunzipSync), { timeout: 10_000 }).toBe(text);
    await expect(tool(page).getByLabel('Sizes')).toContainText('Original 520 bytes');
    await expect(tool(page).getByLabel('Sizes')).toContainText('% of the original');
    // The brotli engine (a 1 MB Wasm) loads only when brotli is chosen.
    expect(brotliFiles).toEqual([]);
    errors.expectNone();
  });

  test('decompresses a shared gzip Base64 and explains data that is not gzip', async ({ page }) => {
    const errors = watchErrors(page);
    const input = gzipSync(Buffer.from('Hello from gzip ✓\n')).toString('base64');
    await openTool(page, 'gzip', shareHash({ input, direction: 'decompress', format: 'gzip' }));
    await expectOutput(page, 'Hello from gzip ✓\n');
    await setEditor(page, 'Input', 'SGVsbG8=');
    await expect(toolAlert(page)).toContainText('not gzip data');
    await setEditor(page, 'Input', 'H4sI\nAA#A');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 3: Invalid Base64 character '#'/);
    errors.expectNone();
  });

  test('compresses as brotli at the chosen quality, which node:zlib reads back', async ({ page }) => {
    const errors = watchErrors(page);
    const text = 'brotli me, '.repeat(30);
    const wasm: string[] = [];
    page.on('request', (r) => r.url().endsWith('/vendor/brotli/brotli_wasm_bg.wasm') && wasm.push(r.url()));
    // The quality comes as the page keeps it, text ("5"): the worker's request carries it so.
    await openTool(page, 'gzip', shareHash({ input: text, direction: 'compress', format: 'brotli', quality: '5' }));
    await expect(tool(page).getByLabel('Quality')).toHaveValue('5', { timeout: 30_000 });
    await expect.poll(() => decodedOutput(page, brotliDecompressSync), { timeout: 30_000 }).toBe(text);
    // Served by the site itself.
    expect(wasm.map((url) => new URL(url).origin)).toEqual([new URL(page.url()).origin]);
    await tool(page).getByLabel('Quality').fill('12');
    await expect(toolAlert(page)).toContainText('Quality must be a whole number from 0 (fastest) to 11 (densest)', { timeout: 30_000 });
    await tool(page).getByLabel('Format').selectOption('gzip');
    await expect(tool(page).getByLabel('Quality')).toHaveCount(0, { timeout: 30_000 });
    errors.expectNone();
  });

  test('auto-detect finds pasted brotli, and data that is not brotli is an inline error', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'gzip', shareHash({ input: '', direction: 'decompress', format: 'auto' }));
    await pasteOver(page, 'Input', brotliCompressSync(Buffer.from('Hello from brotli ✓\n')).toString('base64'));
    await expect.poll(() => editorText(page, 'Output'), { timeout: 30_000 }).toBe('Hello from brotli ✓\n');
    await expect(tool(page).getByLabel('Sizes')).toContainText('detected format: brotli', { timeout: 30_000 });
    await tool(page).getByLabel('Format').selectOption('brotli');
    await pasteOver(page, 'Input', 'SGVsbG8sIHdvcmxkIQ==');
    await expect(toolAlert(page)).toContainText('The input is not valid brotli data', { timeout: 30_000 });
    errors.expectNone();
  });

  test('compresses a 5 MB paste as brotli in the worker', async ({ page }) => {
    const errors = watchErrors(page);
    const text = 'a line of log text 12345\n'.repeat(210_000);
    await openTool(page, 'gzip', shareHash({ input: '', direction: 'compress', format: 'brotli' }));
    await pasteLarge(page, text);
    await expect(toolAlert(page)).toHaveCount(0);
    await expect.poll(async () => (await decodedOutput(page, brotliDecompressSync)).length, { timeout: 30_000 }).toBe(text.length);
    errors.expectNone();
  });
});

test.describe('text/lines', () => {
  test('trims, dedupes and sorts naturally, then sorts as sort does', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text/lines');
    await setEditor(page, 'Input', 'file10\n file2\nfile1\nfile2\n\nFile3');
    await expectOutput(page, 'File3\nfile1\nfile2\nfile10');
    await tool(page)
      .getByRole('button', { name: /Remove step 4/ })
      .click();
    await tool(page).getByLabel('Add a step').selectOption('sort');
    // printf 'file10\nfile2\nfile1\nFile3\n' | LC_ALL=C sort
    await expectOutput(page, 'File3\nfile1\nfile10\nfile2');
    errors.expectNone();
  });

  test('compares two shared lists', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(
      page,
      'text/lines',
      shareHash({ input: 'apple\nbanana\ncherry\n', mode: 'compare', other: 'banana\ncherry\ndate\n', show: 'all' }),
    );
    await expectOutput(page, 'Only in A (1):\napple\n\nOnly in B (1):\ndate\n\nIn both (2):\nbanana\ncherry\n');
    errors.expectNone();
  });

  test('reports a bad regular expression in the filter', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'text/lines', shareHash({ input: 'a\nb', mode: 'transform', steps: 'filter', regex: true, pattern: '(' }));
    await expect(toolAlert(page)).toContainText('not a valid regular expression');
    errors.expectNone();
  });
});

test.describe('encoding/base58', () => {
  test("encodes typed text as in Bitcoin Core's vectors", async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/base58');
    // Bitcoin Core's base58_encode_decode.json: "simply a long string".
    await setEditor(page, 'Input', 'simply a long string');
    await expectOutput(page, '2cFupjhnEsSn59qHXstmK2ffpLv2');
    errors.expectNone();
  });

  test('decodes a shared Base58Check address', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/base58', shareHash({ input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', direction: 'decode', check: true }));
    await expect(tool(page).getByText('21 bytes decoded: not UTF-8 text, so shown as Base64.')).toBeVisible();
    await expectOutput(page, Buffer.from('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18', 'hex').toString('base64'));
    errors.expectNone();
  });

  test('says where a character outside the alphabet is', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/base58', shareHash({ input: '3EFU7m', direction: 'decode', check: false }));
    await setEditor(page, 'Input', '3EF\nU0m');
    await expect(toolAlert(page)).toHaveText(/Line 2, column 2: Invalid Base58 character '0'/);
    errors.expectNone();
  });

  test('says when a Base58Check checksum fails', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'encoding/base58', shareHash({ input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', direction: 'decode', check: true }));
    await expect(toolAlert(page)).toContainText('checksum does not match');
    errors.expectNone();
  });
});
