import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '../test';
import { afterPendingWork, editorText, openTool, setEditor, shareHash, toolAlert, watchErrors } from '../helpers';

const GV = 'graphviz';
const MM = 'diagrams/mermaidjs/playground';

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** Nothing in the preview can run script: no script element, no handler attribute, no javascript: URL. */
async function expectInert(region: Locator) {
  const found = await region.evaluate((root) => {
    const bad: string[] = [];
    if (root.querySelector('script, iframe, object, embed, foreignObject')) bad.push('active element');
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
        if (/javascript:/i.test(attr.value.replace(/\s/g, ''))) bad.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    return bad;
  });
  expect(found).toEqual([]);
}

test.describe('graphviz', () => {
  test('renders DOT to an SVG with its nodes and edges, and downloads SVG and PNG', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, GV);
    // The sample is drawn before Graphviz loads.
    await expect(preview(page).locator('svg g.node')).toHaveCount(6);
    await setEditor(page, 'Input', 'digraph G {\n  a -> b;\n  b -> c;\n  a -> c;\n}');
    await expect(preview(page).locator('svg g.node title')).toHaveText(['a', 'b', 'c']);
    await expect(preview(page).locator('svg g.edge')).toHaveCount(3);
    await expect(preview(page).locator('svg g.edge title')).toHaveText(['a->b', 'a->c', 'b->c']);
    await expect(page.getByText(/3 nodes, 3 edges · dot/)).toBeVisible();

    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG', exact: true }).click()]);
    expect(svgFile.suggestedFilename()).toBe('graph.svg');
    const svgText = readFileSync(await svgFile.path(), 'utf8');
    expect(svgText).toMatch(/^<\?xml/);
    expect(svgText).toContain('<title>b</title>');

    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG', exact: true }).click()]);
    expect(pngFile.suggestedFilename()).toBe('graph.png');
    const png = readFileSync(await pngFile.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Twice the SVG's size in CSS pixels (Graphviz writes points: 4/3 px each).
    const size = await preview(page)
      .locator('svg')
      .evaluate((svg) => ({ w: parseFloat(svg.getAttribute('width') ?? '0'), h: parseFloat(svg.getAttribute('height') ?? '0') }));
    expect(png.readUInt32BE(16)).toBe(Math.ceil(((size.w * 4) / 3) * 2));
    expect(png.readUInt32BE(20)).toBe(Math.ceil(((size.h * 4) / 3) * 2));
    errors.expectNone();
  });

  test('switching the engine lays the graph out again', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, GV);
    await setEditor(page, 'Input', 'graph ring {\n  a -- b; b -- c; c -- d; d -- e; e -- a;\n}');
    const svg = preview(page).locator('svg');
    await expect(svg.locator('g.node title')).toHaveText(['a', 'b', 'c', 'd', 'e']);
    await expect(page.getByText(/5 nodes, 5 edges · dot/)).toBeVisible();
    const before = await svg.getAttribute('viewBox');
    await page.getByLabel('Layout engine').selectOption('circo');
    await expect(page.getByText(/5 nodes, 5 edges · circo/)).toBeVisible();
    await expect.poll(() => svg.getAttribute('viewBox')).not.toBe(before);
    await expect(svg.locator('g.node title')).toHaveText(['a', 'b', 'c', 'd', 'e']);
    errors.expectNone();
  });

  test('a share link opens with its diagram', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/graphviz/#${encodeURIComponent(JSON.stringify({ dot: 'digraph { a -> b }' }))}`);
    await expect(page.locator(`[data-tool="${GV}"][data-ready]`)).toBeVisible();
    await expect(preview(page).locator('svg g.node title')).toHaveText(['a', 'b']);
    await expect(preview(page).locator('svg g.edge')).toHaveCount(1);
    expect(await editorText(page, 'Input')).toBe('digraph { a -> b }');
    errors.expectNone();
  });

  test('a share link with an engine restores both', async ({ page }) => {
    await openTool(page, GV, shareHash({ dot: 'graph { x -- y -- z -- x }', engine: 'neato' }));
    await expect(preview(page).locator('svg g.node title')).toHaveText(['x', 'y', 'z']);
    await expect(page.getByLabel('Layout engine')).toHaveValue('neato');
  });

  test('a syntax error is shown inline with its line, keeping the input and the last diagram', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, GV);
    const bad = 'digraph {\n  a -> b\n  b -> \n}';
    await setEditor(page, 'Input', bad);
    await expect(toolAlert(page)).toHaveText("Line 4: Syntax error near '}'");
    expect(await editorText(page, 'Input')).toBe(bad);
    await expect(preview(page).locator('svg g.node').first()).toBeVisible();
    await setEditor(page, 'Input', 'digraph {\n  a -> b\n}');
    await expect(toolAlert(page)).toHaveCount(0);
    await expect(preview(page).locator('svg g.node title')).toHaveText(['a', 'b']);
    errors.expectNone();
  });

  test('zooms with the buttons and the wheel, and pans by dragging', async ({ page }) => {
    await openTool(page, GV);
    const content = preview(page).locator('div').first();
    await page.getByRole('button', { name: 'Actual size' }).click();
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByLabel('Zoom level')).toHaveText('125%');
    await expect(content).toHaveAttribute('style', /scale\(1\.25\)/);
    const box = (await preview(page).boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.wheel(0, 200);
    await expect(page.getByLabel('Zoom level')).not.toHaveText('125%');
    await page.getByRole('button', { name: 'Actual size' }).click();
    await expect(page.getByLabel('Zoom level')).toHaveText('100%');
    await page.mouse.move(box.x + 200, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 260, box.y + 230, { steps: 5 });
    await page.mouse.up();
    await expect(content).toHaveAttribute('style', /translate\(60px, 30px\)/);
  });

  test('labels and links in DOT cannot run script', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, GV);
    await setEditor(
      page,
      'Input',
      [
        'digraph {',
        '  a [label="<img src=x onerror=window.__pwned=1>" URL="javascript:window.__pwned=1"]',
        '  b [label=<<b>x</b>> href="javascript:window.__pwned=1"]',
        '  c [label="ok" URL="https://example.com/"]',
        '  a -> b -> c',
        '}',
      ].join('\n'),
    );
    const nodes = preview(page).locator('svg g.node');
    await expect(nodes.locator('title')).toHaveText(['a', 'b', 'c']);
    await expect(nodes.nth(0)).toContainText('<img src=x onerror=window.__pwned=1>');
    await nodes.nth(0).locator('text').click();
    await nodes.nth(1).locator('text').click();
    await afterPendingWork(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expect(preview(page).locator('img')).toHaveCount(0);
    await expectInert(preview(page));
    // An ordinary link survives and opens in a new tab.
    await expect(nodes.nth(2).locator('a')).toHaveAttribute('target', '_blank');
    expect(page.url()).toContain('/graphviz/');
    errors.expectNone();
  });
});

test.describe('mermaid', () => {
  test('renders a flowchart with its labels', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, MM);
    // The sample is drawn before Mermaid loads.
    await expect(preview(page).locator('svg')).toContainText('Request');
    await setEditor(page, 'Input', 'flowchart TD\n  Start[Begin here] --> Stop[All done]\n  Start --> Skip[Side path]');
    const nodes = preview(page).locator('svg g.node');
    await expect(nodes).toHaveCount(3);
    await expect(preview(page).locator('svg')).toContainText('Begin here');
    await expect(preview(page).locator('svg')).toContainText('All done');
    await expect(preview(page).locator('svg')).toContainText('Side path');
    await expect(preview(page).locator('svg')).not.toContainText('Request');
    await expect(preview(page).locator('svg .edgePaths path')).toHaveCount(2);

    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'SVG', exact: true }).click()]);
    expect(svgFile.suggestedFilename()).toBe('mermaid-diagram.svg');
    expect(readFileSync(await svgFile.path(), 'utf8')).toContain('Begin');
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PNG', exact: true }).click()]);
    expect(pngFile.suggestedFilename()).toBe('mermaid-diagram.png');
    const png = readFileSync(await pngFile.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    errors.expectNone();
  });

  test('every template renders', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, MM);
    const expected: Record<string, string> = {
      'Sequence diagram': 'Browser',
      'Class diagram': 'Circle',
      'Entity relationship': 'CUSTOMER',
      'Pie chart': 'Coding',
      'Gantt chart': 'Implement',
      Flowchart: 'Request',
    };
    for (const [label, text] of Object.entries(expected)) {
      await page.getByLabel('Template').selectOption({ label });
      await expect(preview(page).locator('svg')).toContainText(text);
      await expect(toolAlert(page)).toHaveCount(0);
    }
    errors.expectNone();
  });

  test('a share link {code} restores the diagram', async ({ page }) => {
    const errors = watchErrors(page);
    const code = 'flowchart LR\n  X[Shared node] --> Y[Other end]';
    await openTool(page, MM, shareHash({ code }));
    await expect(preview(page).locator('svg')).toContainText('Shared node');
    await expect(preview(page).locator('svg')).toContainText('Other end');
    expect(await editorText(page, 'Input')).toBe(code);
    errors.expectNone();
  });

  test('a share link with a large diagram is not drawn until Render is pressed', async ({ page }) => {
    const errors = watchErrors(page);
    // 120 nodes in a chain: over the size drawn as it is typed (mermaid.core.ts LIVE_RENDER_CHARS).
    const code = `flowchart LR\n${Array.from({ length: 120 }, (_, i) => `  N${i}[Step ${i}] --> N${i + 1}[Step ${i + 1}]`).join('\n')}`;
    await openTool(page, MM, shareHash({ code }));
    await expect(page.getByText(/Press Render to draw it/)).toBeVisible();
    await expect(preview(page)).toContainText('Press Render under the code to draw this diagram.');
    await expect(preview(page).locator('svg')).toHaveCount(0);
    expect(await editorText(page, 'Input')).toBe(code);
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await expect(preview(page).locator('svg')).toContainText('Step 119');
    await expect(page.getByText(/Press Render to draw it/)).toHaveCount(0);
    // An edit makes it wait for Render again.
    await setEditor(page, 'Input', `${code}\n  N0 --> N120`);
    await expect(page.getByRole('button', { name: 'Render', exact: true })).toBeVisible();
    errors.expectNone();
  });

  test('a syntax error is shown inline, keeping the input and the last diagram', async ({ page }) => {
    const errors = watchErrors(page);
    await openTool(page, MM);
    const bad = 'flowchart TD\n  A[One] --> B[Two]\n  B --> --> C';
    await setEditor(page, 'Input', bad);
    await expect(toolAlert(page)).toContainText(/^Line 3: Parse error/);
    expect(await editorText(page, 'Input')).toBe(bad);
    // The last good diagram (the sample) stays in view.
    await expect(preview(page).locator('svg')).toContainText('Request');
    // Mermaid is set to log only fatal errors, so even invalid input leaves the console clean.
    errors.expectNone();
  });

  test('click callbacks and javascript: links do not run', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { callback: () => void }).callback = () => {
        (window as unknown as { __pwned: number }).__pwned = 1;
      };
    });
    await openTool(page, MM);
    await setEditor(
      page,
      'Input',
      [
        'flowchart LR',
        '  A[Press A] --> B[Press B]',
        '  click A callback "x"',
        '  click A href "javascript:window.__pwned=1"',
        '  click B href "javascript:window.__pwned=1"',
      ].join('\n'),
    );
    await expect(preview(page).locator('svg')).toContainText('Press B');
    const nodes = preview(page).locator('svg g.node');
    await expect(nodes).toHaveCount(2);
    await nodes.nth(0).click();
    await nodes.nth(1).click();
    await afterPendingWork(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expectInert(preview(page));
    expect(page.url()).toContain('/diagrams/mermaidjs/playground/');
    errors.expectNone();
  });
});

for (const [device, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`on a ${device} the diagram fits its pane on first render and after a resize, with one zoom label`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const tool of [GV, MM]) {
      await openTool(page, tool);
      const pane = preview(page);
      const svg = pane.locator('svg').first();
      await expect(svg).toBeVisible();
      const inside = async () => {
        const p = (await pane.boundingBox())!;
        const d = (await svg.boundingBox())!;
        return d.x >= p.x - 1 && d.y >= p.y - 1 && d.x + d.width <= p.x + p.width + 1 && d.y + d.height <= p.y + p.height + 1;
      };
      await expect.poll(inside, { message: `${tool} fits at ${width}px` }).toBe(true);
      await expect(page.getByRole('button', { name: '100%' })).toHaveCount(0);
      await page.setViewportSize({ width: Math.round(width * 0.8), height: 800 });
      await expect.poll(inside, { message: `${tool} fits after a resize` }).toBe(true);
      await page.setViewportSize({ width, height: 800 });
    }
  });
}

test('in dark mode the diagram preview is drawn dark (inverted), in light mode as the diagram is', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openTool(page, GV);
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  const pane = preview(page);
  await expect(pane.locator('svg').first()).toBeVisible();
  expect(await pane.evaluate((el) => getComputedStyle(el).filter)).toMatch(/invert/);
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
  expect(await pane.evaluate((el) => getComputedStyle(el).filter)).toBe('none');
});

// Issue 28: the sample diagram painted before any script ran was drawn at its natural size, cut off on the right until
// the first interaction fitted it. It is fitted by CSS in the first paint now, where the script's fit puts it.
for (const slug of [GV, MM])
  for (const width of [390, 1280])
    test(`/${slug}/ at ${width} px: the first paint shows the whole sample diagram, and hydrating moves it by under a pixel`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);
      await page.goto(`/${slug}/`);
      const pane = preview(page);
      const svg = pane.locator('svg').first();
      await expect(svg).toBeVisible();
      // Nothing has run yet: the page loads its scripts on the first interaction.
      await expect(page.locator(`[data-tool="${slug}"][data-ready]`)).toHaveCount(0);
      const paneBox = (await pane.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return {
          left: r.left + el.clientLeft,
          top: r.top + el.clientTop,
          right: r.left + el.clientLeft + el.clientWidth,
          bottom: r.top + el.clientTop + el.clientHeight,
        };
      }))!;
      const drawn = () => svg.evaluate((el) => el.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number });
      const before = await drawn();
      expect(before.right - before.left).toBeGreaterThan(50);
      for (const [edge, inside] of [
        ['left', before.left >= paneBox.left - 0.5],
        ['top', before.top >= paneBox.top - 0.5],
        ['right', before.right <= paneBox.right + 0.5],
        ['bottom', before.bottom <= paneBox.bottom + 0.5],
      ] as const)
        expect(inside, `${edge}: diagram ${JSON.stringify(before)}, pane ${JSON.stringify(paneBox)}`).toBe(true);

      await openTool(page, slug);
      // The script's view has taken over from the CSS fit: the diagram is placed by a transform.
      await expect.poll(() => svg.evaluate((el) => el.parentElement?.style.transform ?? '')).toContain('scale(');
      const after = await drawn();
      for (const edge of ['left', 'top', 'right', 'bottom'] as const) expect(Math.abs(after[edge] - before[edge]), edge).toBeLessThan(1);
      errors.expectNone();
    });
