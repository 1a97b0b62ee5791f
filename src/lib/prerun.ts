/**
 * Preruns: the result a tool shows as its page opens, made before the page's scripts.
 *
 * A few tools make their result as the page opens, with no input: a batch of UUIDs, passwords. Their pages used to
 * load the whole of React, Mantine and the tool at once for that (about 190 KB of gzip JavaScript). Instead, such a
 * tool has a prerun (`prerun` in src/registry/tools.ts): a small module, bundled into a classic script of a few KB
 * that the build writes into the page right after the tool's prerendered markup (scripts/prerun.mjs). It runs as
 * the parser reaches it, before the first paint, and writes the result into that markup. The page's scripts then load
 * on the visitor's first interaction, as on every other tool page (scripts/defer-scripts.mjs), and the tool adopts
 * what the prerun made (takePrerun) instead of making another: the UUIDs on the screen stay the ones you copy.
 *
 * A prerun runs only on a pristine page: no saved state and no share link, which the tool shows instead (and whose
 * page loads its scripts at once). It may only change what React will change itself when the tool adopts the
 * result, so hydration finds what it expects: a textarea's value (React hydrates a textarea without checking it), the
 * text of an element that has `suppressHydrationWarning`, the line numbers of an editor frame (set as HTML), a
 * button's `disabled`. Anything else it changes would be a hydration mismatch.
 */

/** Where a prerun leaves its result for the tool, by slug. */
const STORE = '__devbenchPrerun';

type Store = Record<string, unknown>;
const store = (): Store => ((globalThis as unknown as Record<string, Store | undefined>)[STORE] ??= {});

/**
 * Whether `key` (a localStorage key) holds the state kept under `prefix`: the key itself, or one under it
 * (`<prefix>:…`). The rule of the page's loader (scripts/defer-scripts.mjs), which loads the scripts at once then.
 */
export function isSavedStateKey(prefix: string, key: string): boolean {
  if (!prefix || !key.startsWith(prefix)) return false;
  const next = key.charAt(prefix.length);
  return next === '' || next === ':' || prefix.endsWith(':');
}

/** Whether the tool around `root` has something of the visitor's to show instead: a saved state or a share link. */
function hasVisitorState(root: Element): boolean {
  if (location.hash.length > 1 && root.closest('[data-url-state]')) return true;
  const prefix = root.closest('[data-saved-state]')?.getAttribute('data-saved-state');
  if (!prefix) return false;
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && isSavedStateKey(prefix, key)) return true;
    }
  } catch {
    // Storage switched off: nothing was saved.
  }
  return false;
}

/**
 * Runs a tool's prerun: `make` gets the tool's prerendered root (`[data-tool="<slug>"]`), writes its result into it
 * and returns what the tool needs to adopt it. Does nothing on a page with the visitor's own state, or when the
 * tool is not there; a prerun that throws leaves the page as it was prerendered (the tool makes its result when it
 * loads).
 */
export function prerun<T>(slug: string, make: (root: HTMLElement) => T): void {
  try {
    const root = document.querySelector<HTMLElement>(`[data-tool="${slug}"]`);
    if (!root || hasVisitorState(root)) return;
    store()[slug] = make(root);
  } catch {
    // The tool makes its result itself once it loads.
  }
}

/** What the tool's prerun made, once: the first call after the prerun ran returns it, later ones undefined. */
export function takePrerun<T>(slug: string): T | undefined {
  const s = store();
  const value = s[slug] as T | undefined;
  delete s[slug];
  return value;
}

/** The element of an editor frame (EditorFrame) that holds its line numbers. */
const FRAME_LINE_NUMBERS = '[data-line-numbers]';

/**
 * Shows `text` in a prerendered read-only editor (EditorFrame's textarea), with a line number for each of its lines
 * (up to `maxLines`), as the frame itself numbers them.
 */
export function showInEditor(textarea: HTMLTextAreaElement | null, text: string, maxLines = 200): void {
  if (!textarea) return;
  textarea.value = text;
  const numbers = textarea.parentElement?.querySelector<HTMLElement>(FRAME_LINE_NUMBERS);
  const first = numbers?.firstElementChild;
  if (!numbers || !first) return;
  const lines = Math.min(maxLines, text.split('\n').length);
  let html = '';
  for (let n = 1; n <= lines; n++) html += `<div class="${first.className}">${n}</div>`;
  numbers.innerHTML = html;
}

/** Enables the buttons in `root` with these accessible names (Copy, Download: there is something to act on now). */
export function enableButtons(root: Element, labels: readonly string[]): void {
  for (const b of root.querySelectorAll('button:disabled')) {
    const name = b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    if (labels.includes(name)) {
      b.removeAttribute('disabled');
      b.removeAttribute('data-disabled');
    }
  }
}
