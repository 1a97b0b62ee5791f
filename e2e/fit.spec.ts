import { expect, test, type Page } from './test';
import { openTool } from './helpers';

/**
 * Issue 16, "tool pages that fit": on a phone (390 px) and a laptop (1280 px), nothing a user reads or presses on a
 * tool page lies over anything else (Stay updated and the kids-app banner included), and the first click in an
 * editor moves no text.
 */

/** Pairs of visible elements that overlap (by more than a pixel each way), neither inside the other. */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'h1',
      'h2',
      'h3',
      'label',
      '[role=tab]',
      '[role=switch]',
      '.cm-editor',
      'table',
      'pre',
      '[role=img]',
    ].join(',');
    const all = [...document.querySelectorAll<HTMLElement>(selector)];
    // An editor's own parts, and controls inside another candidate (a link in a heading), are one thing.
    const items = all.filter((el) => !all.some((other) => other !== el && other.contains(el) && other.matches('.cm-editor, pre, table, label')));
    /** The part of an element that shows: its box, cut by every ancestor that clips its overflow. */
    const shown = (el: HTMLElement) => {
      let r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          r = p.getBoundingClientRect();
          left = Math.max(left, r.left);
          top = Math.max(top, r.top);
          right = Math.min(right, r.right);
          bottom = Math.min(bottom, r.bottom);
        }
      }
      return { left, top, right, bottom };
    };
    const visible = items
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => ({ el, box: shown(el) }))
      .filter(({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1 && box.bottom > 0 && box.top < innerHeight * 3);
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.innerText || (el as HTMLInputElement).value || '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    for (let i = 0; i < visible.length; i++)
      for (let j = i + 1; j < visible.length; j++) {
        const a = visible[i];
        const b = visible[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // The site header is sticky: the page scrolls under it by design.
        if (!!a.el.closest('header') !== !!b.el.closest('header')) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 1 && h > 1) found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    return found;
  });
}

const samples = [
  'sql/playground',
  'graphviz',
  'diagrams/mermaidjs/playground',
  'jq_playground',
  'json_formatter',
  'regex_tester',
  'csv/to-sql',
  'timestamp',
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    for (const slug of samples) {
      test(`nothing overlaps on /${slug}/`, async ({ page }) => {
        await openTool(page, slug);
        // The editors as a user meets them (after the first interaction), and the page's end, where Stay updated shows.
        await page.locator('[data-tool] textarea:visible, [data-tool] input:visible').first().click();
        expect(await overlaps(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2)).toBe(true);
        expect(await overlaps(page)).toEqual([]);
      });
    }
  });
}
