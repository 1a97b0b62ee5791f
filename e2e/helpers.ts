import { expect, type Locator, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors; call `expectNone()` at the end of a test. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

/**
 * Opens a page and waits until its shell (header, menu, dialogs) has hydrated; the pointer moves over it as
 * a reader's would (a content page loads its scripts on the first interaction).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await movePointer(page);
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
}

/**
 * Opens a tool page as a visitor does, and waits until its island has hydrated: a tool page loads its scripts on
 * the first interaction (scripts/defer-scripts.mjs), here the pointer moving over it.
 */
export async function openTool(page: Page, slug: string, hash = '') {
  await page.goto(`/${slug}/${hash}`);
  await movePointer(page);
  await expect(page.locator(`[data-tool="${slug}"][data-ready]`)).toBeVisible();
}

/**
 * Waits until what a page was doing has had its turn: no request in flight for half a second, then two frames and a
 * task after them. A check that something did NOT happen (a handler did not run, a display did not change) comes
 * after this instead of after a fixed sleep: whatever the page had queued (an image's load or error, a toggle event,
 * a frame's paint) has run by then, however busy the machine is.
 */
export async function afterPendingWork(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

const pointerMoves = new WeakMap<Page, number>();

/**
 * Moves the mouse over the page, to a point it was not at before (a move to where it already is may not
 * be reported to the page): the reader's first interaction, which makes a content page load its scripts.
 */
export async function movePointer(page: Page) {
  // A move made before the page's loader has been parsed (the last thing in its body) is one nobody listened to:
  // wait for the whole document, for a page the app reloaded itself.
  await page.waitForFunction(() => document.readyState !== 'loading');
  const n = (pointerMoves.get(page) ?? 0) + 1;
  pointerMoves.set(page, n);
  await page.mouse.move(20 + (n % 2) * 10, 200 + (n % 3) * 10);
}

/**
 * Opens a content page as a reader does, and waits until its islands have hydrated: a content page loads
 * its scripts on the first interaction (scripts/defer-scripts.mjs), here the pointer moving over it.
 */
export async function openContent(page: Page, path: string) {
  await page.goto(path);
  await movePointer(page);
  await expect(page.locator('[data-island]').first()).toBeAttached();
  await expect(page.locator('[data-island]:not([data-ready])')).toHaveCount(0);
}

/** The page's chunk scripts (the nomodule polyfill's tag, which modern browsers skip, is always there). */
export const chunks = (page: Page): Locator => page.locator('script[src^="/_next/static/chunks/"]:not([nomodule])');

/** Slows the page's CPU 4x (Chromium's throttling), as on a mid phone. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds back the page's JavaScript chunks until the returned function is called, to act on a page before
 * it hydrates (most pages request their chunks on the first interaction, some at once).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The editor with this accessible name: a textarea before the first interaction, CodeMirror after.
 * During the swap both exist for a moment (CodeMirror still hidden), so only the visible one counts.
 */
export const editor = (page: Page, label: string): Locator =>
  page.locator(`textarea[aria-label="${label}"]:visible, .cm-content[aria-label="${label}"]:visible`);

/** The whole text of an editor (CodeMirror draws only the lines in view, so read its document). */
export async function editorText(page: Page, label: string): Promise<string> {
  return editor(page, label).evaluate((node) => {
    if (node instanceof HTMLTextAreaElement) return node.value;
    // CodeMirror 6 keeps its tile tree on DOM nodes (what EditorView.findFromDOM reads).
    const view = (node as unknown as { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } }).cmTile?.root?.view;
    return view ? view.state.doc.toString() : Array.from(node.querySelectorAll('.cm-line'), (l) => l.textContent ?? '').join('\n');
  });
}

/**
 * Clicks into an editor and selects all its text, in CodeMirror: the first interaction upgrades the textarea to
 * CodeMirror, which this waits for, so that what follows goes into the final editor. Returns CodeMirror's content.
 */
export async function selectAllIn(page: Page, label: string): Promise<Locator> {
  await editor(page, label).click();
  const target = page.locator(`.cm-content[aria-label="${label}"]`);
  await expect(target).toBeVisible();
  await target.click();
  await page.keyboard.press('ControlOrMeta+a');
  return target;
}

/** Puts `text` on the clipboard and pastes it over everything in the editor labelled `label`, as a user does. */
export async function pasteOver(page: Page, label: string, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await selectAllIn(page, label);
  await page.keyboard.press('ControlOrMeta+v');
}

/** Replaces an editor's text as if typed or pasted. */
export async function setEditor(page: Page, label: string, text: string) {
  const target = await selectAllIn(page, label);
  await page.keyboard.press('Delete');
  if (text) await target.fill(text);
}

/** `n` generated user records, for documents of megabytes (about 110 bytes each as minified JSON). */
export const users = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    name: `user ${i}`,
    email: `user${i}@example.com`,
    tags: ['a', 'b'],
    address: { city: 'Springfield' },
  }));

/** Waits until the Output editor shows exactly this text. */
export async function expectOutput(page: Page, expected: string, label = 'Output') {
  await expect.poll(() => editorText(page, label), { timeout: 10_000 }).toBe(expected);
}

/** A share link for a state, in the format of DESIGN.md. */
export const shareHash = (state: Record<string, unknown>) => `#${encodeURIComponent(JSON.stringify(state))}`;

/** The tool's inline error panel (Next's route announcer is also an alert, so scope to the tool). */
export const toolAlert = (page: Page) => page.locator('[data-tool]').getByRole('alert');

/**
 * Tells the page the browser went offline (or online) as a browser does: navigator.onLine, for this document and the
 * ones the page opens next, and the window event. Playwright's `context.setOffline` cuts the network but leaves
 * navigator.onLine true in this Chromium.
 */
export async function announceOnline(page: Page, online: boolean) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => value });
  }, online);
  await page.evaluate((value) => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => value });
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}
