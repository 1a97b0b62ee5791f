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

/** Opens a page and waits until its shell (header, menu, dialogs) has hydrated. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-shell-ready]')).toBeAttached();
}

/** Opens a tool page and waits until its island has hydrated. */
export async function openTool(page: Page, slug: string, hash = '') {
  await page.goto(`/${slug}/${hash}`);
  await expect(page.locator(`[data-tool="${slug}"][data-ready]`)).toBeVisible();
}

/**
 * Opens a content page and waits until its islands have hydrated (content pages request their scripts
 * after the first paint, so the load event can come first).
 */
export async function openContent(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-island]').first()).toBeAttached();
  await expect(page.locator('[data-island]:not([data-ready])')).toHaveCount(0);
}

/**
 * Holds back the page's JavaScript chunks until the returned function is called, to act on a page before
 * it hydrates (content pages load their chunks after the first paint).
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

/** Replaces an editor's text as if typed or pasted. */
export async function setEditor(page: Page, label: string, text: string) {
  await editor(page, label).click();
  // The first interaction upgrades the textarea to CodeMirror; wait for it so we type into the final editor.
  const target = page.locator(`.cm-content[aria-label="${label}"]`);
  await expect(target).toBeVisible();
  await target.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (text) await target.fill(text);
}

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
