import { expect, test, type Page } from './test';
import { watchErrors } from './helpers';

/**
 * Issue 15, item 2: on a tool page the largest contentful paint is the first contentful paint. The first paint
 * already shows the page's main content (src/lib/first-paint.ts), so nothing painted later is larger: not the
 * kids-app banner, not the lead paragraph, and not CodeMirror when it takes over from the prerendered editor.
 *
 * The browser reports a new largest-contentful-paint entry whenever a larger text or image paints; the test
 * records every entry from the start of the load, lets the page hydrate and CodeMirror take over, and checks that
 * the last entry is from the same paint as the first contentful paint (the same frame: equal start times). That is
 * a fact about the order of paints, not a timing. The editors are upgraded by a focus() from script, not by a
 * click or a key: the browser stops reporting largest paints after the first input, which would end the test's
 * observation before CodeMirror paints.
 */

interface Paint {
  startTime: number;
  size: number;
  /** What painted: the element's tag and the start of its text ("text in a form control" for a textarea's). */
  what: string;
}

async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: Paint[] = [];
    (window as unknown as { lcpEntries: Paint[] }).lcpEntries = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const el = entry.element;
        paints.push({
          startTime: entry.startTime,
          size: entry.size,
          what: el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'text in a form control',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest-paint entries so far and the first contentful paint's time, once two more frames have been shown. */
async function paintsAfterNextFrames(page: Page) {
  return page.evaluate(async () => {
    // Entries for a frame are delivered once it is shown: wait for two frames, and a task after them.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: (window as unknown as { lcpEntries: Paint[] }).lcpEntries,
    };
  });
}

const tools = [
  { slug: 'json_formatter', editor: 'Input' },
  { slug: 'base64_encoder', editor: 'Input' },
  { slug: 'jq_playground', editor: 'Input' },
  { slug: 'regex_tester', editor: 'Test string' },
  { slug: 'graphviz', editor: 'Input' },
  // Their result is written by a prerun before the first paint (src/lib/prerun.ts), and kept when the tool loads.
  { slug: 'uuid/generator', editor: 'Output' },
  { slug: 'user-agent/parser', editor: 'Input' },
];

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    if (phone) test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const { slug, editor } of tools) {
      test(`/${slug}/: the first contentful paint is the largest, also after CodeMirror takes over`, async ({ page }) => {
        const errors = watchErrors(page);
        await recordPaints(page);
        await page.goto(`/${slug}/`);
        await expect(page.getByRole('complementary', { name: 'Kids app', exact: true })).toBeVisible();

        // Focus in the editor is the first interaction: the page loads its scripts, hydrates, and CodeMirror takes
        // over the focused textarea.
        await page.getByRole('textbox', { name: editor, exact: true }).evaluate((el: HTMLElement) => el.focus());
        await expect(page.locator(`[data-tool="${slug}"][data-ready]`)).toBeVisible();
        const editors = page.locator(`[data-tool="${slug}"] [data-editor]`);
        await expect(editors.first()).toBeVisible();
        await expect(page.locator(`[data-tool="${slug}"] [data-editor]:not([data-editor-ready])`)).toHaveCount(0);

        const { fcp, lcp } = await paintsAfterNextFrames(page);
        expect(fcp).not.toBeNull();
        expect(lcp.length).toBeGreaterThan(0);
        const last = lcp[lcp.length - 1];
        const story = lcp.map((p) => `${p.startTime.toFixed(1)} ms, ${p.size} px²: ${p.what}`).join('\n');
        expect(last.startTime, `first contentful paint at ${fcp} ms; largest paints:\n${story}`).toBe(fcp);
        errors.expectNone();
      });
    }
  });
}
