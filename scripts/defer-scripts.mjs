// Next puts its chunks in the page as <script async> tags (and a <link rel="preload"> for some), so every
// page downloads and runs ~180 KB of React and Mantine as it loads. A page that works before any script does
// not need them until the visitor does something: content (complete HTML), the home page, and tool pages,
// whose editors are prerendered textareas that take typing and pastes and hand them to the tool when it
// hydrates (CodeEditor). Such pages carry <meta name="devbench-hydrate" content="on-interaction">
// (src/lib/hydrate-on-interaction.ts); for them this rewrite takes the chunk tags out and puts in a small
// loader that requests them on the visitor's first interaction, or at once when there is something to show
// without one (a saved state, a share link). React then hydrates as before. A tool whose result is made as
// the page opens (a UUID, the clock) makes it with a prerun of a few KB inlined in the page (src/lib/prerun.ts).
// Measured with `npm run bench:size` and `npm run bench:lighthouse`: see README, Performance.

import { importTs } from './ts-module.mjs';

const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+\.js"\/>/g;

// The site's own names for the marker and the shell's ready attribute, not copies of them.
const { hydrateOnInteraction } = await importTs('src/lib/hydrate-on-interaction.ts');
/** The attribute the shell sets on <html> once it has hydrated (src/lib/early-controls.ts). */
export const { SHELL_READY } = await importTs('src/lib/early-controls.ts');
/** A CSS selector for the marker of a page that loads its scripts on the first interaction (for a page open in a browser). */
export const ON_INTERACTION_SELECTOR = `meta[name="${hydrateOnInteraction.name}"][content="${hydrateOnInteraction.content}"]`;
/** After these a field's caret or selection may have moved: the loader notes where the visitor left it. */
export const CARET_EVENTS = ['keyup', 'pointerup', 'select', 'input'];
/** The service worker's address and scope (as src/lib/sw-client.ts registers it). */
export const SERVICE_WORKER = '/sw.js';
/** What counts as the first interaction: anything a visitor does with a mouse, a finger or the keyboard, or a file dragged in. */
export const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'dragenter'];

/**
 * The loader, serialised into the page (`toString()`): it may use nothing but its parameters and browser
 * globals.
 * - The chunks (`urls`, in document order) are requested on the first of `c.events`, once; or at once when
 *   an island keeps the visitor's work in localStorage (`data-saved-state="<key>"`, that key or one under it,
 *   `<key>:…`, or any under a key that ends with a colon: a tool's state,
 *   the SQL tutorial's progress, a problem's drafts, the home page's recent tools) and there is some, or
 *   reads its state from the fragment of the address (`data-url-state`, a tool's share link) and there is one: the
 *   visitor sees it without having to touch the page.
 * - A file dropped before the page has hydrated would make the browser leave the page to show the file:
 *   that is stopped (dragging it in already requested the chunks; the next drop reaches the tool).
 * - A tap on a button before the page has hydrated had nobody to answer it (the header's controls excepted:
 *   the early script answers those, `[data-early]`). Its default is stopped (a form would submit), and the
 *   tap is made again, with `click()` on the same element (hydration keeps the server's nodes), once the
 *   shell and the island around the button (`[data-island]`, `[data-tool]`) say they are ready.
 * - Text typed into a field before the page has hydrated is kept in the field, but React does not know it:
 *   hydrating puts a textarea's prerendered text back, and an input keeps the text while its component still
 *   holds the old value. So each such field's last text is recorded, and once it has hydrated it is typed
 *   again, as an input event React sees as a change (before the replayed tap, as the visitor did). An option
 *   chosen in a select is chosen again the same way, with a change event.
 * - A focus before React listens keeps the element focused, but no onFocus handler saw it (a focused editor
 *   becomes CodeMirror, a tool warms its worker, a playground starts its engine). So the last element focused
 *   then is recorded, and once it and its island have hydrated, if it still has the focus, a `focusin` (what
 *   React's onFocus and onFocusCapture listen to) is dispatched on it: only an event, so the caret and the
 *   selection stay where they are. First of the three, as the visitor focused before typing or tapping. From
 *   the moment React listens on the document (its `_reactListening…` mark), it queues a focus on a part not yet
 *   hydrated and replays it itself. Hydrating a textarea puts its text back, which moves its caret to the start:
 *   the caret or selection the visitor last left in the focused field is put back after the typing is replayed.
 * - The service worker is registered once the page has loaded and the browser is idle, so a reader who
 *   only reads still gets the offline copy and an instant second visit. Its script is not page code.
 */
function interactionLoader(urls, c) {
  var d = document.documentElement;
  var done = false;
  var pending = null;
  var watching = false;
  var opts = { capture: true, passive: true };
  function go() {
    if (done) return;
    done = true;
    for (var i = 0; i < c.events.length; i++) removeEventListener(c.events[i], go, opts);
    for (var j = 0; j < urls.length; j++) {
      var e = document.createElement('script');
      e.src = urls[j];
      e.async = true;
      document.head.appendChild(e);
    }
  }
  for (var i = 0; i < c.events.length; i++) addEventListener(c.events[i], go, opts);
  try {
    var saved = document.querySelectorAll('[data-saved-state]');
    for (var k = 0; k < saved.length && !done; k++) {
      var prefix = saved[k].getAttribute('data-saved-state');
      for (var n = 0; n < localStorage.length; n++) {
        var key = localStorage.key(n);
        // The key itself, or one under it: `devbench:tool:timezones` is not `devbench:tool:timezones/cities`.
        var next = key ? key.charAt(prefix.length) : '';
        if (prefix && key && key.indexOf(prefix) === 0 && (next === '' || next === ':' || prefix.charAt(prefix.length - 1) === ':')) {
          go();
          break;
        }
      }
    }
  } catch {
    // Storage switched off: nothing was saved.
  }
  if (location.hash.length > 1 && document.querySelector('[data-url-state]')) go();
  function dropGuard(e) {
    if (d.hasAttribute(c.ready) || !e.dataTransfer || Array.prototype.indexOf.call(e.dataTransfer.types, 'Files') < 0) return;
    e.preventDefault();
  }
  addEventListener('dragover', dropGuard, true);
  addEventListener('drop', dropGuard, true);
  /** Fields typed into before hydration, each with its last text: { el, value }. */
  var typed = [];
  /** The element last focused before React listened, and the visitor's last selection in it ([start, end, direction]). */
  var focused = null;
  var caret = null;
  /** Whether the shell, and the island around this element if any, have hydrated. */
  function hydrated(el) {
    if (!d.hasAttribute(c.ready)) return false;
    var host = el.closest('[data-island],[data-tool]');
    return !host || host.hasAttribute('data-ready');
  }
  /**
   * Gives React a change it can see: through the element's own `value` (React's tracker of the last value it
   * knows) a different value, then past it, with the prototype's setter, the typed text, and an input event.
   */
  function retype(el, value) {
    // A select's change React reads from the change event itself.
    if (el.tagName === 'SELECT') {
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    var proto = el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    el.value = value ? '' : ' ';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  function replay() {
    if (pending && !hydrated(pending)) return false;
    if (focused && !hydrated(focused)) return false;
    for (var i = 0; i < typed.length; i++) if (!hydrated(typed[i].el)) return false;
    var f = focused === document.activeElement ? focused : null;
    var sel = caret;
    focused = caret = null;
    if (f) f.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    for (var j = 0; j < typed.length; j++) if (typed[j].el.isConnected) retype(typed[j].el, typed[j].value);
    if (f && sel) f.setSelectionRange(sel[0], sel[1], sel[2]);
    typed = [];
    var b = pending;
    pending = null;
    if (b && b.isConnected) b.click();
    return true;
  }
  function watch() {
    if (watching) return;
    watching = true;
    var o = new MutationObserver(function () {
      if (replay()) o.disconnect();
    });
    o.observe(d, { attributes: true, subtree: true, attributeFilter: [c.ready, 'data-ready'] });
  }
  addEventListener(
    'click',
    function (e) {
      if (d.hasAttribute(c.ready)) return;
      var t = e.target;
      var b = t && t.closest ? t.closest('button,[role="button"]') : null;
      if (!b || b.closest('[data-early]')) return;
      e.preventDefault();
      pending = b;
      go();
      watch();
    },
    true,
  );
  /** Whether React listens to the document's events (Next hydrates the whole document). */
  function reactListens() {
    var keys = Object.keys(document);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('_reactListening') === 0) return true;
    return false;
  }
  addEventListener(
    'focusin',
    function (e) {
      if (d.hasAttribute(c.ready) || reactListens()) return;
      var t = e.target;
      if (!t || !t.closest || t === document.body) return;
      focused = t;
      caret = null;
      watch();
    },
    true,
  );
  function keepCaret(e) {
    var t = e.target;
    if (t === focused && typeof t.selectionStart === 'number' && t.setSelectionRange)
      caret = [t.selectionStart, t.selectionEnd, t.selectionDirection];
  }
  for (var s = 0; s < c.caretEvents.length; s++) addEventListener(c.caretEvents[s], keepCaret, true);
  addEventListener(
    'input',
    function (e) {
      if (d.hasAttribute(c.ready)) return;
      var t = e.target;
      if (
        !t ||
        !(
          t.tagName === 'TEXTAREA' ||
          t.tagName === 'SELECT' ||
          (t.tagName === 'INPUT' && /^(text|search|url|email|tel|number|password)$/.test(t.type))
        )
      )
        return;
      var i = 0;
      while (i < typed.length && typed[i].el !== t) i++;
      typed[i] = { el: t, value: t.value };
      watch();
    },
    true,
  );
  if (!('serviceWorker' in navigator)) return;
  function register() {
    navigator.serviceWorker.register(c.sw, { scope: '/', updateViaCache: 'none' }).catch(function () {});
  }
  function idle() {
    if (window.requestIdleCallback) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  }
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** The inline loader for these chunk URLs, in their document order (see interactionLoader). */
export function loaderScript(urls) {
  const config = { events: INTERACTIONS, caretEvents: CARET_EVENTS, ready: SHELL_READY, sw: SERVICE_WORKER };
  return `<script>(${interactionLoader.toString()})(${JSON.stringify(urls)},${JSON.stringify(config)})</script>`;
}

/** Whether an exported page is marked to load its scripts on the first interaction. */
export const loadsOnInteraction = (html) => html.includes(`<meta name="${hydrateOnInteraction.name}" content="${hydrateOnInteraction.content}"/>`);

/**
 * A tag that would still load a chunk before the first interaction: a chunk script other than the nomodule
 * polyfill (which modern browsers skip), or a script preload. After the rewrite a marked page has none;
 * finding one means Next's markup changed in a way the patterns above do not know.
 */
const unrewritten = /<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/static\/[^"]+"[^>]*>|<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/;

/**
 * Rewrites one exported HTML page; returns it unchanged unless it is marked and has Next chunk scripts.
 * Throws, quoting the tag, when a marked page would still load a chunk before its first interaction.
 */
export function deferScripts(html) {
  if (!loadsOnInteraction(html)) return html;
  const urls = [];
  let out = html.replace(asyncScript, (_, url) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  });
  out = out.replace(scriptPreload, '');
  const left = unrewritten.exec(out);
  if (left) throw new Error(`defer-scripts: this tag was not rewritten and still loads before the first interaction: ${left[0]}`);
  if (!urls.length) return html;
  const end = out.lastIndexOf('</body>');
  if (end < 0) throw new Error('defer-scripts: page has no </body>');
  return out.slice(0, end) + loaderScript(urls) + out.slice(end);
}
