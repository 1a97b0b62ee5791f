import { expect, test, type Page } from '../test';
import { editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** A control of the tool by its exact label (the site header has its own search box). */
const field = (page: Page, label: string) => page.locator('[data-tool]').getByLabel(label, { exact: true });
/** A select of the tool by its accessible name (its label's text also holds the options, so getByLabel does not match it exactly). */
const select = (page: Page, name: string) => page.locator('[data-tool]').getByRole('combobox', { name, exact: true });
/** The shown digest of one algorithm. */
const digest = (page: Page, name: string) => page.locator(`[data-tool] dd[aria-label="${name}"]`);
/** Mantine's SegmentedControl hides its radios; a person clicks the label. */
const segment = (page: Page, value: string) => page.locator(`[data-tool] label[for$="-${value}"]`).click();
/** The generated lines of the password generator. */
const outputLines = async (page: Page) => (await editorText(page, 'Output')).split('\n').filter(Boolean);

test.describe('hash/generator', () => {
  test('hashes typed text with every algorithm, as hex and Base64', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'hash/generator');
    await setEditor(page, 'Input', 'abc');
    // FIPS 180-4, RFC 1321 and FIPS 202 examples.
    await expect(digest(page, 'SHA-256')).toHaveText('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(digest(page, 'MD5')).toHaveText('900150983cd24fb0d6963f7d28e17f72');
    await expect(digest(page, 'SHA-1')).toHaveText('a9993e364706816aba3e25717850c26c9cd0d89d');
    await expect(digest(page, 'SHA3-256')).toHaveText('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
    await select(page, 'Output encoding').selectOption('base64');
    await expect(digest(page, 'SHA-256')).toHaveText('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    await setEditor(page, 'Input', '');
    await select(page, 'Output encoding').selectOption('hex');
    await expect(digest(page, 'SHA-512')).toHaveText(
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    );
    errors.expectNone();
  });

  test('hashes an opened file in a worker (1,000,000 × "a")', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'hash/generator');
    await page
      .locator('[data-tool="hash/generator"] input[type="file"]')
      .setInputFiles({ name: 'million-a.txt', mimeType: 'text/plain', buffer: Buffer.from('a'.repeat(1_000_000)) });
    await expect(page.getByText(/Hashing the file million-a\.txt/)).toBeVisible();
    await expect(digest(page, 'SHA-256')).toHaveText('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
    await expect(digest(page, 'SHA-1')).toHaveText('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
    await page.getByRole('button', { name: 'Hash the text instead', exact: true }).click();
    await expect(page.getByText(/Hashing the file/)).toHaveCount(0);
    errors.expectNone();
  });

  test('restores text and encoding from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'hash/generator', shareHash({ input: 'abc', encoding: 'HEX' }));
    expect(await editorText(page, 'Input')).toBe('abc');
    await expect(select(page, 'Output encoding')).toHaveValue('HEX');
    await expect(digest(page, 'SHA-1')).toHaveText('A9993E364706816ABA3E25717850C26C9CD0D89D');
    errors.expectNone();
  });
});

test.describe('hmac/generator', () => {
  test('computes RFC 4231 and RFC 2202 values with a text key and a hex key', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'hmac/generator');
    await field(page, 'Secret key').fill('Jefe');
    await setEditor(page, 'Input', 'what do ya want for nothing?');
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    await expect(digest(page, 'HMAC-MD5')).toHaveText('750c783e6ab0b503eaa86e310a5db738');
    await segment(page, 'hex');
    await field(page, 'Secret key').fill('0b'.repeat(20));
    await setEditor(page, 'Input', 'Hi There');
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
    await expect(digest(page, 'HMAC-SHA-1')).toHaveText('b617318655057264e28bc0b6fb378c8ef146be00');
    errors.expectNone();
  });

  test('a bad hex key gives an inline error naming the character, and the input stays', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'hmac/generator');
    await segment(page, 'hex');
    await field(page, 'Secret key').fill('0b0g');
    await expect(toolAlert(page)).toHaveText('Key: character 4 is "g", not a hex digit (0-9, a-f)');
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText('');
    await expect(field(page, 'Secret key')).toHaveValue('0b0g');
    await field(page, 'Secret key').fill('0b0b');
    await expect(toolAlert(page)).toHaveCount(0);
    await expect(digest(page, 'HMAC-SHA-256')).not.toHaveText('');
    errors.expectNone();
  });

  test('restores message, Base64 key and output encoding from a share link', async ({ page }) => {
    const errors = watchErrors(page);
    const key = Buffer.alloc(20, 0x0b).toString('base64');
    await openTool(page, 'hmac/generator', shareHash({ input: 'Hi There', key, keyFormat: 'base64', encoding: 'base64' }));
    expect(await editorText(page, 'Input')).toBe('Hi There');
    await expect(field(page, 'Secret key')).toHaveValue(key);
    await expect(page.getByRole('radio', { name: 'Base64', exact: true })).toBeChecked();
    const expected = Buffer.from('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7', 'hex').toString('base64');
    await expect(digest(page, 'HMAC-SHA-256')).toHaveText(expected);
    errors.expectNone();
  });
});

test.describe('bcrypt', () => {
  const vector = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';

  test('hashes a password and verifies it, and a wrong one does not match', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'bcrypt');
    await select(page, 'Cost factor').selectOption('4');
    await field(page, 'Password').fill('hunter2 🔑');
    await page.getByRole('button', { name: 'Hash', exact: true }).click();
    await expect(field(page, 'Output')).toHaveValue(/^\$2a\$04\$[./A-Za-z0-9]{53}$/);
    const hash = await field(page, 'Output').inputValue();
    await field(page, 'Bcrypt hash').fill(hash);
    await field(page, 'Password to check').fill('hunter2 🔑');
    await expect(page.getByText('✓ Match: the password is the one this hash was made from', { exact: true })).toBeVisible();
    await field(page, 'Password to check').fill('hunter3 🔑');
    await expect(page.getByText('✗ No match: this is not the password of the hash', { exact: true })).toBeVisible();
    errors.expectNone();
  });

  test('verifies a published vector restored from a share link (cost and hash, never the password)', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'bcrypt', shareHash({ cost: '12', hash: vector }));
    await expect(select(page, 'Cost factor')).toHaveValue('12');
    await expect(field(page, 'Bcrypt hash')).toHaveValue(vector);
    await expect(page.getByText('Version $2a$, cost 6 (2^6 rounds), salt If6bvum7DFjUnE9p2uDeDu', { exact: true })).toBeVisible();
    await field(page, 'Password to check').fill('abc');
    await expect(page.getByText('✓ Match: the password is the one this hash was made from', { exact: true })).toBeVisible();
    errors.expectNone();
  });

  test('a malformed hash gives an inline error saying what is wrong', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'bcrypt');
    await field(page, 'Bcrypt hash').fill(vector.slice(0, 40));
    await expect(toolAlert(page)).toHaveText(
      'A bcrypt hash is 60 characters long (7 of prefix and cost, 22 of salt, 31 of hash); this one has 40 (was it cut off when copied?)',
    );
    await field(page, 'Bcrypt hash').fill(vector.replace('$2a$', '$2x$'));
    await expect(toolAlert(page)).toContainText('$2x$');
    await field(page, 'Password').fill('é'.repeat(37));
    await page.getByRole('button', { name: 'Hash', exact: true }).click();
    await expect(page.getByText(/The password is 74 bytes in UTF-8, but bcrypt reads only the first 72/)).toBeVisible();
    await expect(field(page, 'Password')).toHaveValue('é'.repeat(37));
    errors.expectNone();
  });
});

test.describe('password/generator', () => {
  test('generates passwords from the chosen sets and shows their entropy', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'password/generator');
    await expect.poll(() => outputLines(page)).toHaveLength(5);
    for (const line of await outputLines(page)) expect(line).toHaveLength(20);
    await expect(page.getByLabel('Entropy', { exact: true })).toContainText('131.1 bits each');
    await field(page, 'Length').fill('12');
    await field(page, 'Symbols !#$…').uncheck();
    await expect(page.getByLabel('Entropy', { exact: true })).toContainText('71.5 bits each');
    await expect.poll(async () => (await outputLines(page)).every((l) => /^[A-Za-z0-9]{12}$/.test(l))).toBe(true);
    const before = await editorText(page, 'Output');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => editorText(page, 'Output')).not.toBe(before);
    errors.expectNone();
  });

  test('makes BIP-39 passphrases', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'password/generator');
    await segment(page, 'passphrase');
    await field(page, 'Words').fill('4');
    await expect(page.getByLabel('Entropy', { exact: true })).toContainText('44.0 bits each');
    await expect.poll(async () => (await outputLines(page)).every((l) => /^[a-z]+(-[a-z]+){3}$/.test(l))).toBe(true);
    errors.expectNone();
  });

  test('restores settings from a share link, with new secrets', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'password/generator', shareHash({ mode: 'token', bytes: '16', tokenFormat: 'base64url', count: '3' }));
    await expect(page.getByRole('radio', { name: 'Token', exact: true })).toBeChecked();
    await expect(field(page, 'Bytes')).toHaveValue('16');
    await expect(page.getByLabel('Entropy', { exact: true })).toContainText('128.0 bits each');
    await expect.poll(async () => (await outputLines(page)).map((l) => /^[A-Za-z0-9_-]{22}$/.test(l))).toEqual([true, true, true]);
    errors.expectNone();
  });

  test('bad settings give an inline error and keep what was typed', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'password/generator');
    await field(page, 'Length').fill('abc');
    await expect(toolAlert(page)).toHaveText('Length must be a whole number from 1 to 1024');
    await expect(field(page, 'Length')).toHaveValue('abc');
    await field(page, 'Length').fill('16');
    for (const set of ['a-z', 'A-Z', '0-9', 'Symbols !#$…']) await field(page, set).uncheck();
    await expect(toolAlert(page)).toHaveText('No characters to draw from: tick at least one character set or type some custom characters');
    errors.expectNone();
  });
});
