import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../test';
import { editorText, holdScripts, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const PY = 'python/online';
const EX = 'diagrams/excalidraw';

// The first run downloads and compiles Pyodide (~12 MB of WASM and standard library).
const PYODIDE_LOAD = 60_000;

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

/** Every request the page makes must stay on this machine: no CDN, no analytics host. */
function recordForeignRequests(page: Page) {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && url.hostname !== '127.0.0.1')
      foreign.push(req.url());
  });
  return foreign;
}

test.describe('python online', () => {
  test.describe.configure({ timeout: 120_000 });

  test('runs a program with Ctrl+Enter and prints its output, from the site’s own Pyodide', async ({ page }) => {
    const errors = watchErrors(page);
    const foreign = recordForeignRequests(page);
    const pyodideFiles: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/vendor/pyodide/')) pyodideFiles.push(new URL(req.url()).pathname);
    });
    await openTool(page, PY);
    await setEditor(page, 'Input', 'print(sum(range(10)))');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(output(page)).toHaveText(/^45\s*$/, { timeout: PYODIDE_LOAD });
    await expect(page.getByText(/Python 3\.\d+\.\d+ \(Pyodide\) is ready|Finished in/)).toBeVisible();
    expect(pyodideFiles).toEqual(
      expect.arrayContaining(['/vendor/pyodide/pyodide.mjs', '/vendor/pyodide/pyodide.asm.wasm', '/vendor/pyodide/python_stdlib.zip']),
    );
    expect(foreign).toEqual([]);
    errors.expectNone();
  });

  test('an exception shows its traceback in the output and the error in an alert', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, PY);
    await setEditor(page, 'Input', 'def f(x):\n    return 10 / x\n\nprint("before")\nf(0)');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('Traceback (most recent call last)', { timeout: PYODIDE_LOAD });
    await expect(output(page)).toContainText('before');
    await expect(output(page).locator('[data-stream="stderr"]')).toContainText('ZeroDivisionError: division by zero');
    await expect(output(page).locator('[data-stream="stderr"]')).toContainText('line 2, in f');
    await expect(toolAlert(page)).toHaveText('ZeroDivisionError: division by zero');
    // The program is kept as it was.
    expect(await editorText(page, 'Input')).toContain('return 10 / x');
    errors.expectNone();
  });

  test('Stop ends a runaway loop, and the next run works in a fresh interpreter', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, PY);
    await setEditor(page, 'Input', 'print("looping", flush=True)\nwhile True:\n    pass');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('looping', { timeout: PYODIDE_LOAD });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(output(page)).toContainText('Stopped: the program was ended by the Stop button');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();
    await setEditor(page, 'Input', 'print("again")');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toHaveText(/^again\s*$/, { timeout: PYODIDE_LOAD });
    errors.expectNone();
  });

  test('input() reads the lines of the program input box', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, PY);
    await setEditor(page, 'Input', 'name = input("Name? ")\nn = int(input())\nprint(f"Hello, {name} x{n * 2}")\ninput()');
    await page.getByLabel('Program input').fill('World\n21');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toContainText('Name? Hello, World x42', { timeout: PYODIDE_LOAD });
    // A third input() finds no line left.
    await expect(output(page)).toContainText('EOFError');
    errors.expectNone();
  });

  test('a share link restores the program and its input', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, PY, shareHash({ input: 'print(input()[::-1])', stdin: 'stressed' }));
    await expect.poll(() => editorText(page, 'Input')).toBe('print(input()[::-1])');
    await expect(page.getByLabel('Program input')).toHaveValue('stressed');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(output(page)).toHaveText(/^desserts\s*$/, { timeout: PYODIDE_LOAD });
    errors.expectNone();
  });
});

test.describe('excalidraw', () => {
  test.describe.configure({ timeout: 90_000 });

  const canvas = (page: Page) => page.locator('section[aria-label="Drawing canvas"] canvas.interactive');
  const savedCount = (page: Page) =>
    page.evaluate(() => {
      const raw = localStorage.getItem('devbench:excalidraw:scene');
      if (!raw) return -1;
      try {
        return (JSON.parse(raw) as { elements: unknown[] }).elements.length;
      } catch {
        return -2; // still the corrupt scene the test seeded
      }
    });

  const frame = (page: Page) => page.getByRole('region', { name: 'Drawing canvas', exact: true });
  const staticTools = (page: Page) => frame(page).getByRole('toolbar', { name: 'Tools', exact: true });

  /** Before any interaction the page shows the prerendered frame: no editor, no canvas. */
  async function expectStaticFrame(page: Page) {
    await expect(staticTools(page)).toBeVisible();
    await expect(frame(page).getByRole('button', { name: 'Open editor', exact: true })).toBeVisible();
    await expect(frame(page).locator('.excalidraw')).toHaveCount(0);
    await expect(frame(page).locator('canvas')).toHaveCount(0);
  }

  test('the editor loads on the first pointer in the frame, with the tool chosen there; the drawing survives a reload, exports SVG and PNG, and never leaves this host', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const foreign = recordForeignRequests(page);
    await openTool(page, EX);
    await expectStaticFrame(page);

    // The first pointer chooses the rectangle in the static toolbar: it loads the editor, which starts on that tool.
    await staticTools(page).getByRole('button', { name: 'Rectangle', exact: true }).click();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect(staticTools(page)).toHaveCount(0);
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error('no canvas');
    const x = box.x + box.width / 2 - 100;
    const y = box.y + box.height / 2 - 60;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y + 60, { steps: 4 });
    await page.mouse.move(x + 200, y + 120, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByText('· 1 element', { exact: false })).toBeVisible();
    await expect.poll(() => savedCount(page)).toBe(1);

    // After a reload the saved drawing is painted as a picture in the static frame, before the editor loads.
    await page.reload();
    await expect(page.locator(`[data-tool="${EX}"][data-ready]`)).toBeVisible();
    await expectStaticFrame(page);
    await expect(frame(page).locator('svg[data-scene-preview] rect')).toHaveCount(1);
    await expect(page.getByText('· 1 element', { exact: false })).toBeVisible();
    expect(await savedCount(page)).toBe(1);

    // Export loads the editor and exports its drawing.
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    expect(svgFile.suggestedFilename()).toBe('drawing.svg');
    const svg = readFileSync(await svgFile.path(), 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });

    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    expect(pngFile.suggestedFilename()).toBe('drawing.png');
    expect(
      readFileSync(await pngFile.path())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    expect(foreign).toEqual([]);
    errors.expectNone();
  });

  test('a stroke drawn while the editor loads shows at once and is drawn in the editor once it is there', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, EX);
    await expectStaticFrame(page);
    // The editor's code is held back: everything below happens before it is there.
    const release = await holdScripts(page);
    await staticTools(page).getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(frame(page).getByRole('status')).toHaveText('Loading the editor…');
    const box = await frame(page).boundingBox();
    if (!box) throw new Error('no frame');
    await page.mouse.move(box.x + 120, box.y + 220);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 260, { steps: 4 });
    await page.mouse.move(box.x + 320, box.y + 240, { steps: 4 });
    await page.mouse.up();
    await expect(frame(page).locator('svg[data-early-strokes] polyline')).toHaveCount(1);
    await expect(frame(page).locator('.excalidraw')).toHaveCount(0);

    release();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('· 1 element', { exact: false })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('devbench:excalidraw:scene') ?? '{"elements":[]}') as { elements: { type: string }[] }).elements.map(
            (e) => e.type,
          ),
        ),
      )
      .toEqual(['freedraw']);
    errors.expectNone();
  });

  test('a press on the drawing before the page has hydrated opens the editor once it has', async ({ page }) => {
    const errors = watchErrors(page);
    const release = await holdScripts(page);
    await page.goto(`/${EX}/`);
    await page.waitForLoadState('load');
    await expectStaticFrame(page);
    const box = await frame(page).boundingBox();
    if (!box) throw new Error('no frame');
    await page.mouse.click(box.x + 120, box.y + 220);
    await expect(page.locator(`[data-tool="${EX}"][data-ready]`)).toHaveCount(0);

    release();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    errors.expectNone();
  });

  test('a shared scene is painted at once and opens in the editor from the keyboard', async ({ page }) => {
    const errors = watchErrors(page);
    const elements = [
      { id: 'box', type: 'rectangle', x: 80, y: 120, width: 220, height: 110, strokeColor: '#1971c2' },
      { id: 'dot', type: 'ellipse', x: 380, y: 140, width: 120, height: 90, strokeColor: '#e03131' },
    ];
    await openTool(page, EX, shareHash({ scene: { elements, appState: {} } }));
    await expectStaticFrame(page);
    await expect(frame(page).locator('svg[data-scene-preview] rect')).toHaveCount(1);
    await expect(frame(page).locator('svg[data-scene-preview] ellipse')).toHaveCount(1);
    await expect(page.getByText('· 2 elements', { exact: false })).toBeVisible();
    // The link's scene is now this browser's drawing, and the fragment is dropped.
    await expect.poll(() => savedCount(page)).toBe(2);
    expect(new URL(page.url()).hash).toBe('');

    const openButton = frame(page).getByRole('button', { name: 'Open editor', exact: true });
    await openButton.focus();
    await page.keyboard.press('Enter');
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('· 2 elements', { exact: false })).toBeVisible();

    // The editor holds the shared shapes: the exported drawing has both, in their colours.
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export SVG' }).click()]);
    const svg = readFileSync(await svgFile.path(), 'utf8');
    expect(svg).toContain('#1971c2');
    expect(svg).toContain('#e03131');
    errors.expectNone();
  });

  test('Clear empties the drawing, and a corrupt saved scene does not break the page', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('devbench:excalidraw:scene', '{"elements": [not json');
      }
    });
    await openTool(page, EX);
    await expect(page.getByText('· 0 elements', { exact: false })).toBeVisible();
    await expectStaticFrame(page);
    await frame(page).getByRole('button', { name: 'Open editor', exact: true }).click();
    await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + 60, box.y + 200);
    await page.keyboard.press('o');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2 + 80, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('· 1 element', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText('· 0 elements', { exact: false })).toBeVisible();
    await expect.poll(() => savedCount(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Export SVG' })).toBeDisabled();
    errors.expectNone();
  });
});
