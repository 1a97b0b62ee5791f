import { expect, test, type Page } from '../test';
import { editorText, expectOutput, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

/** The value cell of the row whose header is exactly `label` in a results table. */
const rowValue = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .locator('td')
    .first();

test.describe('chmod/calculator', () => {
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  test('applies an expression and keeps octal, symbolic and checkboxes in sync', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'chmod/calculator');
    await field(page, 'Starting mode (for expressions)').fill('666');
    await field(page, 'Input').fill('u+x,go-w');
    await expect(field(page, 'Octal')).toHaveValue('744');
    await expect(field(page, 'Symbolic')).toHaveValue('rwxr--r--');
    await expect(page.getByLabel('ls -l', { exact: true })).toHaveText('-rwxr--r--');
    await expect(rowValue(page, 'Commands', 'chmod (octal)')).toHaveText('chmod 744 script.sh');
    await expect(rowValue(page, 'Commands', 'chmod (symbolic)')).toHaveText('chmod u=rwx,g=r,o=r script.sh');

    await field(page, 'Octal').fill('4755');
    await expect(field(page, 'Symbolic')).toHaveValue('rwsr-xr-x');
    await expect(field(page, 'Input')).toHaveValue('4755');
    await expect(field(page, 'setuid')).toBeChecked();
    await expect(field(page, 'Group write')).not.toBeChecked();

    await field(page, 'Others read').uncheck();
    await expect(field(page, 'Octal')).toHaveValue('4751');
    await expect(field(page, 'Symbolic')).toHaveValue('rwsr-x--x');

    await field(page, 'Symbolic').fill('rwxr-xr-T');
    await expect(field(page, 'Octal')).toHaveValue('1754');
    await expect(field(page, 'sticky')).toBeChecked();
    await expect(field(page, 'Others execute')).not.toBeChecked();
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    const state = { input: 'drwxrwxrwt', start: '644', kind: 'file', umask: '022', file: 'shared dir', recursive: true, field: 'input' };
    await openTool(page, 'chmod/calculator', shareHash(state));
    await expect(field(page, 'Input')).toHaveValue('drwxrwxrwt');
    await expect(field(page, 'Octal')).toHaveValue('1777');
    await expect(page.getByLabel('ls -l', { exact: true })).toHaveText('drwxrwxrwt');
    await expect(rowValue(page, 'Commands', 'chmod (octal)')).toHaveText("chmod -R 1777 'shared dir'");
    errors.expectNone();
  });

  test('names the bad character inline', async ({ page }) => {
    await openTool(page, 'chmod/calculator');
    await field(page, 'Input').fill('u+q');
    await expect(toolAlert(page)).toHaveText(
      "Line 1, column 3: 'q' at position 3 is not valid here: a clause is [ugoa]*[+-=][rwxXst]* or [+-=][ugo], separated by commas",
    );
    await expect(field(page, 'Input')).toHaveValue('u+q');
    await field(page, 'Input').fill('rwxr-xr-q');
    await expect(toolAlert(page)).toHaveText("Line 1, column 9: 'q' at position 9 cannot be other execute: use x, t, T, -");
  });
});

test.describe('number/base-converter', () => {
  test('converts to every common base and shows the two’s complement pattern', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'number/base-converter');
    await page.getByLabel('From base').selectOption('16');
    await setEditor(page, 'Input', '0xff');
    await expect(rowValue(page, 'Output', 'Binary')).toHaveText('11111111');
    await expect(rowValue(page, 'Output', 'Octal')).toHaveText('377');
    await expect(rowValue(page, 'Output', 'Decimal')).toHaveText('255');
    await expect(rowValue(page, 'Output', 'Hexadecimal')).toHaveText('ff');
    await expect(rowValue(page, 'Output', 'Base 36')).toHaveText('73');
    await expect(rowValue(page, 'Output', 'Base 7')).toHaveText('513');
    await expect(rowValue(page, '32-bit pattern', 'Bits')).toHaveText('0000 0000 0000 0000 0000 0000 1111 1111');
    await page.getByLabel("Two's complement width").selectOption('8');
    await expect(rowValue(page, '8-bit pattern', 'As signed')).toHaveText('-1');
    await expect(rowValue(page, '8-bit pattern', 'As unsigned')).toHaveText('255');
    errors.expectNone();
  });

  test('restores a share link', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'number/base-converter', shareHash({ input: '-1', fromBase: 10, chosen: 3, width: 16 }));
    expect(await editorText(page, 'Input')).toBe('-1');
    await expect(rowValue(page, 'Output', 'Base 3')).toHaveText('-1');
    await expect(rowValue(page, '16-bit pattern', 'Bits')).toHaveText('1111 1111 1111 1111');
    await expect(rowValue(page, '16-bit pattern', 'Hex')).toHaveText('ffff');
    errors.expectNone();
  });

  test('shows a bad digit and an out-of-range width inline', async ({ page }) => {
    await openTool(page, 'number/base-converter');
    await page.getByLabel('From base').selectOption('16');
    await setEditor(page, 'Input', '12g4');
    await expect(toolAlert(page)).toHaveText("Line 1, column 3: 'g' at position 3 is not a digit in base 16 (base 16 digits are 0–9 and a–f)");
    expect(await editorText(page, 'Input')).toBe('12g4');
    await setEditor(page, 'Input', '300');
    await page.getByLabel("Two's complement width").selectOption('8');
    await expect(toolAlert(page)).toHaveText('768 does not fit in 8 bits: the range is -128 to 255 (-128 to 127 signed, 0 to 255 unsigned)');
  });
});

test.describe('docker/run-to-compose', () => {
  test('converts a docker run command to compose, and compose back', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'docker/run-to-compose');
    await setEditor(page, 'Input', 'docker run -d -p 8080:80 -e "GREETING=hello world" --name web --frob nginx:1.27');
    await expectOutput(
      page,
      'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"\n    environment:\n      GREETING: hello world\n    container_name: web\n',
    );
    await expect(page.getByRole('region', { name: 'Notes', exact: true })).toContainText('-d runs in the background');
    await expect(page.getByRole('region', { name: 'Not converted', exact: true })).toContainText('--frob (not a docker run option)');

    await setEditor(page, 'Input', 'services:\n  cache:\n    image: redis:7\n    ports: ["6379:6379"]\n    restart: always');
    await expectOutput(page, 'docker run \\\n  --restart always \\\n  -p 6379:6379 \\\n  redis:7');
    errors.expectNone();
  });

  test('restores a share link with its direction', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, 'docker/run-to-compose', shareHash({ input: 'image: alpine\ncommand: ["echo", "hi there"]', direction: 'compose-to-run' }));
    expect(await editorText(page, 'Input')).toBe('image: alpine\ncommand: ["echo", "hi there"]');
    await expectOutput(page, "docker run \\\n  alpine echo 'hi there'");
    await expect(page.getByRole('radio', { name: 'compose → docker run', exact: true })).toBeChecked();
    errors.expectNone();
  });

  test('says inline when the command is not docker run', async ({ page }) => {
    await openTool(page, 'docker/run-to-compose');
    await setEditor(page, 'Input', 'docker build -t app .');
    await expect(toolAlert(page)).toHaveText(
      'This is docker build, not docker run: only docker run and docker container run commands can be converted',
    );
    expect(await editorText(page, 'Input')).toBe('docker build -t app .');
  });
});
