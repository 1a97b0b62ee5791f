import { expect, test, type Page } from './test';
import { editorText, openTool, shareHash, watchErrors } from './helpers';

/**
 * Issue 16, "tool pages that fit": an editor is prerendered as a textarea in a frame that looks like CodeMirror
 * (gutter, line numbers, font, padding, colours) and becomes CodeMirror on the first interaction. That first click
 * must move no text: every line's text, and every line number, is where it was, within half a pixel.
 *
 * A textarea's text cannot be measured with a Range, so before the click the test lays the textarea's text out
 * in a mirror: a box with the textarea's font, spacing, padding and wrapping, over the textarea's content box.
 * Where the mirror puts each line is where the textarea draws it. After the click each line is a .cm-line.
 */

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Look {
  /** The text of each of the first lines, in page coordinates (null for an empty line). */
  lines: (Box | null)[];
  /** Line number (as shown) to the box of its digits. */
  numbers: Record<string, Box>;
  /** Where the editor's text area begins and ends, in page coordinates: lines beyond are out of sight. */
  top: number;
  bottom: number;
  textColor: string;
  background: string;
  gutterBackground: string | null;
  numberColor: string | null;
}

const LINES = 12;

/**
 * How the editor labelled `label` draws LINES lines from line `from` (0-based): the prerendered frame, or CodeMirror
 * once it is ready.
 */
function look(page: Page, label: string, live: boolean, from = 0): Promise<Look> {
  return page.evaluate(
    ({ label, live, count, from }) => {
      const inPage = (r: DOMRect): Box => ({ left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY });
      const rangeBox = (node: Node, from?: number, to?: number) => {
        const range = document.createRange();
        if (from === undefined) range.selectNodeContents(node);
        else {
          range.setStart(node, from);
          range.setEnd(node, to!);
        }
        return inPage(range.getBoundingClientRect());
      };
      /** The colour an element's content is drawn on: its own background or the nearest ancestor's that has one. */
      const backgroundOf = (el: Element | null) => {
        for (; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
        }
        return 'none';
      };
      /** Visible elements in `root` whose own text is a line number, by that number. */
      const numbersIn = (root: Element | null) => {
        const found: Record<string, Box> = {};
        let first: Element | null = null;
        for (const el of root?.querySelectorAll(':not(textarea)') ?? []) {
          const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && /^\d+$/.test(n.textContent!.trim()));
          if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          found[text.textContent!.trim()] = rangeBox(text);
          first ??= el;
        }
        return { found, first };
      };

      const lines: (Box | null)[] = [];
      let textColor: string;
      let background: string;
      let numbers: ReturnType<typeof numbersIn>;
      let area: Box;
      if (!live) {
        const textarea = document.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${label}"]`)!;
        const style = getComputedStyle(textarea);
        const mirror = document.createElement('div');
        for (const p of [
          'font-family',
          'font-size',
          'font-weight',
          'font-style',
          'font-stretch',
          'font-variant',
          'font-feature-settings',
          'font-variation-settings',
          'font-kerning',
          'line-height',
          'letter-spacing',
          'word-spacing',
          'tab-size',
          'text-transform',
          'text-indent',
          'text-rendering',
          'white-space',
          'word-break',
          'overflow-wrap',
          'direction',
          'padding-top',
          'padding-right',
          'padding-bottom',
          'padding-left',
        ])
          mirror.style.setProperty(p, style.getPropertyValue(p));
        const r = textarea.getBoundingClientRect();
        const px = (v: string) => parseFloat(v) || 0;
        // Over the textarea's padding box (inside its border, without its scroll bars), scrolled as it is.
        Object.assign(mirror.style, {
          position: 'fixed',
          boxSizing: 'content-box',
          border: '0',
          margin: '0',
          overflow: 'hidden',
          visibility: 'hidden',
          pointerEvents: 'none',
          left: `${r.left + textarea.clientLeft}px`,
          top: `${r.top + textarea.clientTop}px`,
          width: `${textarea.clientWidth - px(style.paddingLeft) - px(style.paddingRight)}px`,
          height: `${textarea.clientHeight - px(style.paddingTop) - px(style.paddingBottom)}px`,
        });
        const text = document.createTextNode(textarea.value);
        mirror.append(text);
        document.body.append(mirror);
        mirror.scrollTop = textarea.scrollTop;
        mirror.scrollLeft = textarea.scrollLeft;
        const all = textarea.value.split('\n');
        let start = all.slice(0, from).reduce((sum, line) => sum + line.length + 1, 0);
        for (const line of all.slice(from, from + count)) {
          lines.push(line ? rangeBox(text, start, start + line.length) : null);
          start += line.length + 1;
        }
        mirror.remove();
        textColor = style.color;
        area = inPage(r);
        background = backgroundOf(textarea);
        numbers = numbersIn(textarea.closest('[data-editor]'));
      } else {
        const content = document.querySelector<HTMLElement>(`.cm-content[aria-label="${label}"]`)!;
        // The document's lines through CodeMirror's view (kept on its DOM, see helpers.ts), to find their elements.
        type View = { state: { doc: { lines: number; line(n: number): { from: number; text: string } } }; domAtPos(pos: number): { node: Node } };
        const view = (content as unknown as { cmTile?: { root?: { view?: View } } }).cmTile?.root?.view;
        if (!view) throw new Error('no CodeMirror view on .cm-content');
        for (let n = from + 1; n <= Math.min(from + count, view.state.doc.lines); n++) {
          const line = view.state.doc.line(n);
          const node = line.text ? view.domAtPos(line.from + 1).node : null;
          const element = (node instanceof Element ? node : node?.parentElement)?.closest('.cm-line');
          lines.push(element && !element.querySelector('.cm-placeholder') ? rangeBox(element) : null);
        }
        textColor = getComputedStyle(content.querySelector('.cm-line')!).color;
        area = inPage(content.closest('.cm-scroller')!.getBoundingClientRect());
        background = backgroundOf(content);
        numbers = numbersIn(content.closest('.cm-editor')!.querySelector('.cm-gutters'));
      }
      const column = numbers.first?.parentElement ?? null;
      return {
        lines,
        numbers: numbers.found,
        top: area.top,
        bottom: area.bottom,
        textColor,
        background,
        gutterBackground: column && backgroundOf(column),
        numberColor: numbers.first && getComputedStyle(numbers.first).color,
      };
    },
    { label, live, count: LINES, from },
  );
}

/** The largest distance between the same edge of the same box in `a` and `b` (Infinity if one lacks a box). */
function largestShift(a: (Box | null)[], b: (Box | null)[]) {
  let worst = a.length === b.length ? 0 : Infinity;
  a.forEach((box, i) => {
    const other = b[i];
    if (!box || !other) worst = Math.max(worst, box === other ? 0 : Infinity);
    else for (const edge of ['left', 'top', 'right', 'bottom'] as const) worst = Math.max(worst, Math.abs(box[edge] - other[edge]));
  });
  return worst;
}

/** How the editor's first lines differ before and after the upgrade: text or line numbers moved, numbers missing, colours. */
function differences(label: string, lineCount: number, frame: Look, live: Look, from = 0): string[] {
  const found: string[] = [];
  const shown = Math.min(lineCount - from, LINES);
  if (!frame.lines.some(Boolean)) found.push(`${label}: no text measured before`);
  if (live.lines.length !== shown) found.push(`${label}: ${live.lines.length} lines drawn after, not ${shown}`);
  const textShift = largestShift(frame.lines, live.lines);
  if (textShift > 0.5)
    found.push(`${label}: text moved by ${textShift} px\nbefore ${JSON.stringify(frame.lines)}\nafter ${JSON.stringify(live.lines)}`);
  // The numbers of the lines in sight (of those measured) are there before and after, in the same places.
  const numbers = Array.from({ length: shown }, (_, i) => String(from + i + 1)).filter(
    (n) => !live.numbers[n] || (live.numbers[n].top >= live.top && live.numbers[n].top < live.bottom),
  );
  for (const [when, look] of [
    ['before', frame],
    ['after', live],
  ] as const) {
    const missing = numbers.filter((n) => !look.numbers[n]);
    if (missing.length) found.push(`${label}: no line number ${missing.join(', ')} ${when}`);
  }
  const numberShift = largestShift(
    numbers.map((n) => frame.numbers[n] ?? null),
    numbers.map((n) => live.numbers[n] ?? null),
  );
  if (numberShift > 0.5)
    found.push(`${label}: line numbers moved by ${numberShift} px\nbefore ${JSON.stringify(frame.numbers)}\nafter ${JSON.stringify(live.numbers)}`);
  // Same colours: text, its background, the gutter and its numbers.
  for (const key of ['textColor', 'background', 'gutterBackground', 'numberColor'] as const)
    if (frame[key] !== live[key]) found.push(`${label}: ${key} ${frame[key]} before, ${live[key]} after`);
  return found;
}

interface Case {
  slug: string;
  hash: string;
  /** The editor the user clicks first. */
  click: string;
  /** Every editor that is compared, with the number of lines its text has. */
  editors: Record<string, number>;
}

const json =
  '{\n  "items": [\n    { "name": "a", "size": 1 },\n    { "name": "b", "size": 22 },\n\t{ "name": "c", "size": 333 }\n  ],\n\n  "count": 3,\n  "ok": true,\n  "tags": ["x", "y"],\n  "note": "twelve lines"\n}';
const longLine = 'A line long enough to wrap in a narrow editor: the quick brown fox jumps over the lazy dog, twice over, and then once more.';

const cases: Case[] = [
  // The read-only Output is upgraded by the same first click, so it is compared as well.
  { slug: 'json_formatter', hash: shareHash({ input: json }), click: 'Input', editors: { Input: 12, Output: 23 } },
  { slug: 'jq_playground', hash: shareHash({ json, filter: '.items[] | .name' }), click: 'Input', editors: { Filter: 1, Input: 12, Output: 3 } },
  {
    slug: 'regex_tester',
    hash: shareHash({
      pattern: '\\b(\\w+)@(\\w+)\\.com\\b',
      flags: 'g',
      text: `first line\n${longLine}\nann@example.com\n\n\tbob@example.com\n6\n7\n8\n9\n10`,
    }),
    click: 'Test string',
    editors: { Pattern: 1, 'Test string': 10 },
  },
  {
    slug: 'sql/playground',
    hash: shareHash({ query: 'SELECT\n  name,\n  COUNT(*) AS n\nFROM users\nGROUP BY name\nORDER BY n DESC\nLIMIT 10;' }),
    click: 'Query',
    editors: { Query: 7 },
  },
];

for (const colorScheme of ['light', 'dark'] as const)
  for (const width of [1280, 390])
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, colorScheme });
      for (const c of cases)
        test(`the first click in an editor on /${c.slug}/ moves no text and no line number`, async ({ page }) => {
          const errors = watchErrors(page);
          await openTool(page, c.slug, c.hash);
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          const labels = Object.keys(c.editors);
          // Outputs are computed after hydration: measure once every editor shows its whole text.
          for (const label of labels) await expect.poll(async () => (await editorText(page, label)).split('\n').length).toBe(c.editors[label]);
          await page.getByRole('textbox', { name: c.click, exact: true }).scrollIntoViewIfNeeded();
          const before = new Map<string, Look>();
          for (const label of labels) before.set(label, await look(page, label, false));

          await page.getByRole('textbox', { name: c.click, exact: true }).click();
          for (const label of labels) await expect(page.locator(`[data-editor-ready] .cm-content[aria-label="${label}"]`)).toBeVisible();

          // The editor clicked is compared at once: what the user sees the moment CodeMirror shows. Another
          // editor may be out of sight, where CodeMirror leaves its gutter unmeasured until it comes into view.
          expect(differences(c.click, c.editors[c.click], before.get(c.click)!, await look(page, c.click, true))).toEqual([]);
          for (const label of labels.filter((l) => l !== c.click)) {
            await page.locator(`.cm-content[aria-label="${label}"]`).scrollIntoViewIfNeeded();
            await expect.poll(async () => differences(label, c.editors[label], before.get(label)!, await look(page, label, true))).toEqual([]);
          }
          // And the click put the cursor in CodeMirror, as it did in the textarea.
          await expect(page.locator(`.cm-content[aria-label="${c.click}"]`)).toBeFocused();
          errors.expectNone();
        });
    });

test('an editor scrolled before the first click opens in CodeMirror at the same place, its line numbers too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = watchErrors(page);
  const input = `{\n${Array.from({ length: 300 }, (_, i) => `  "key_${i + 1}": ${i + 1},`).join('\n')}\n  "last": 0\n}`;
  await openTool(page, 'json_formatter', shareHash({ input }));
  const textarea = page.getByRole('textbox', { name: 'Input', exact: true });
  await expect.poll(() => editorText(page, 'Input')).toBe(input);
  await textarea.scrollIntoViewIfNeeded();
  // Scrolled so that line 171 (index 170) is about 100 px below the top of the box.
  await textarea.evaluate((el) => (el.scrollTop = 3000));
  const from = 170;
  await expect.poll(async () => Object.keys((await look(page, 'Input', false, from)).numbers)).toContain(String(from + 1));
  const frame = await look(page, 'Input', false, from);

  await textarea.click({ position: { x: 120, y: 150 } });
  await expect(page.locator('[data-editor-ready] .cm-content[aria-label="Input"]')).toBeVisible();
  expect(differences('Input', 303, frame, await look(page, 'Input', true, from), from)).toEqual([]);
  await expect(page.locator('.cm-content[aria-label="Input"]')).toBeFocused();
  errors.expectNone();
});
