// scripts/defer-scripts.mjs rewrites every exported page marked to load on interaction (content, the home page, most
// tool pages) so Next's chunks are requested on the first interaction.
import { readFileSync } from 'node:fs';
import { deferScripts, INTERACTIONS, loaderScript, SERVICE_WORKER, SHELL_READY } from '../../scripts/defer-scripts.mjs';
import { SHELL_READY as APP_SHELL_READY } from '@/lib/early-controls';
import { hydrateOnInteraction } from '@/lib/hydrate-on-interaction';
import { isSavedStateKey } from '@/lib/prerun';

const page = [
  '<!DOCTYPE html><html><head><meta name="devbench-hydrate" content="on-interaction"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  '</head><body><main><p>Text</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

type Listener = (e?: unknown) => void;

/** A button of the page, as much of one as the loader uses. */
class FakeElement {
  clicks = 0;
  isConnected = true;
  attrs = new Set<string>();
  constructor(
    readonly selector: string,
    readonly parent: FakeElement | null = null,
  ) {}
  hasAttribute(name: string) {
    return this.attrs.has(name);
  }
  /** Matches on the selector this element was made with (`button`, `[data-early]`, `[data-island]` …). */
  closest(selectors: string): FakeElement | null {
    if (selectors.split(',').includes(this.selector)) return this;
    return this.parent ? this.parent.closest(selectors) : null;
  }
  click() {
    this.clicks += 1;
  }
  dispatchEvent(e: { type: string; init: unknown }) {
    log.push(`${e.type} ${JSON.stringify(e.init)} on ${this.selector}`);
    return true;
  }
}

/** What the fake fields and buttons saw, in order. */
let log: string[] = [];

/**
 * A text field as React leaves it after hydration: its own `value` setter is React's tracker (the last value
 * React knows), the prototype's setter (FakeFieldProto) changes only what the field shows.
 */
class FakeField extends FakeElement {
  dom = '';
  tracked = '';
  selectionStart = 0;
  selectionEnd = 0;
  selectionDirection = 'none';
  constructor(
    readonly tagName: 'TEXTAREA' | 'INPUT' | 'SELECT',
    readonly type: string,
    parent: FakeElement,
  ) {
    super(tagName.toLowerCase(), parent);
  }
  get value() {
    return this.dom;
  }
  set value(v: string) {
    this.dom = v;
    this.tracked = v;
  }
  dispatchEvent(e: { type: string; init: unknown }) {
    log.push(`${e.type} ${JSON.stringify(e.init)}: React knew ${JSON.stringify(this.tracked)}, the field shows ${JSON.stringify(this.dom)}`);
    return true;
  }
  setSelectionRange(start: number, end: number, direction: string) {
    log.push(`selection ${start}-${end} ${direction}`);
  }
}
const FakeFieldProto = {
  prototype: Object.defineProperty({}, 'value', {
    set(this: FakeField, v: string) {
      this.dom = v;
    },
  }),
};
class FakeEvent {
  constructor(
    readonly type: string,
    readonly init: unknown,
  ) {}
}

/** Runs the loader of a rewritten page against a minimal browser and returns what it did. */
function runLoader(
  html: string,
  {
    readyState = 'complete',
    serviceWorker = true,
    savedState = [],
    stored = [],
    hash = '',
    urlState = false,
  }: {
    readyState?: 'interactive' | 'complete';
    serviceWorker?: boolean;
    savedState?: string[];
    stored?: string[] | null;
    /** location.hash */
    hash?: string;
    /** Whether the page has an island that reads its state from the address ([data-url-state]). */
    urlState?: boolean;
  } = {},
) {
  const code = html.match(/<script>(\(function interactionLoader[\s\S]*?)<\/script><\/body>/)?.[1];
  if (!code) throw new Error('no loader before </body>');
  const added: { src: string; async: boolean }[] = [];
  const listeners = new Map<string, Listener[]>();
  const removed: string[] = [];
  const idle: (() => void)[] = [];
  const registered: [string, unknown][] = [];
  const observers: { callback: () => void; options: unknown; disconnected: boolean }[] = [];
  const root = new FakeElement('html');
  const document: Record<string, unknown> = {
    readyState,
    activeElement: null,
    documentElement: root,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
    querySelectorAll: (selector: string) =>
      selector === '[data-saved-state]'
        ? savedState.map((prefix) => ({ getAttribute: (name: string) => (name === 'data-saved-state' ? prefix : null) }))
        : [],
    querySelector: (selector: string) => (selector === '[data-url-state]' && urlState ? {} : null),
  };
  const location = { hash };
  // null: storage switched off, where reading it throws.
  const localStorage =
    stored === null
      ? {
          get length(): number {
            throw new Error('SecurityError');
          },
        }
      : { length: stored.length, key: (n: number) => stored[n] ?? null };
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, options: undefined, disconnected: false };
      observers.push(this.record);
    }
    observe(_target: unknown, options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const navigator = serviceWorker
    ? { serviceWorker: { register: (url: string, options: unknown) => (registered.push([url, options]), Promise.resolve()) } }
    : {};
  const window = { requestIdleCallback: (f: () => void) => idle.push(f) };
  new Function(
    'document',
    'localStorage',
    'navigator',
    'window',
    'location',
    'HTMLTextAreaElement',
    'HTMLInputElement',
    'Event',
    'FocusEvent',
    'requestIdleCallback',
    'MutationObserver',
    'addEventListener',
    'removeEventListener',
    'setTimeout',
    code,
  )(
    document,
    localStorage,
    navigator,
    window,
    location,
    FakeFieldProto,
    FakeFieldProto,
    FakeEvent,
    FakeEvent,
    window.requestIdleCallback,
    FakeObserver,
    (type: string, f: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), f]),
    (type: string) => removed.push(type),
    () => {
      throw new Error('the loader should wait for idle time, not a timer');
    },
  );
  /** Fires an event of this type at the loader's listeners. */
  const fire = (type: string, event: unknown = {}) => (listeners.get(type) ?? []).forEach((f) => f(event));
  /** A click on this element; returns whether its default was prevented. */
  const click = (target: FakeElement) => {
    let prevented = false;
    fire('click', { target, preventDefault: () => (prevented = true) });
    return prevented;
  };
  /** A focus moved to this element (the browser sets the active element, then fires focusin at it). */
  const focus = (target: FakeElement) => {
    document.activeElement = target;
    fire('focusin', { target });
  };
  return { added, listeners, removed, idle, registered, observers, root, document, fire, click, focus };
}

describe('deferScripts', () => {
  const out = deferScripts(page);

  it('removes the chunk script tags and their preload', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('keeps the stylesheet, the inline scripts, the nomodule polyfill and the content', () => {
    for (const kept of ['a.css', '<script id="_R_">', 'self.__next_f', 'poly.js" noModule=""', '<p>Text</p>']) expect(out).toContain(kept);
  });

  const chunks = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/late.js'];

  it('counts a pointer, a finger, the keyboard, focus, the wheel and a file dragged in as interactions', () => {
    expect(INTERACTIONS).toEqual(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'dragenter']);
  });

  it.each(INTERACTIONS)('loads the same chunks, in document order, once, on the first %s', (type) => {
    const { added, removed, fire } = runLoader(out);
    expect(added).toEqual([]);
    fire(type);
    expect(added.map((s) => s.src)).toEqual(chunks);
    expect(added.every((s) => s.async)).toBe(true);
    expect(removed).toEqual(INTERACTIONS);
    fire('keydown');
    expect(added).toHaveLength(chunks.length);
  });

  it('loads nothing while the reader does nothing', () => {
    const { added, idle } = runLoader(out);
    idle.forEach((f) => f());
    expect(added).toEqual([]);
  });

  it("loads them at once when an island's saved work is in storage, and not for another page's", () => {
    const prefix = 'interview:two-sum:';
    expect(runLoader(out, { savedState: [prefix], stored: ['theme', 'interview:two-sum:python'] }).added.map((s) => s.src)).toEqual(chunks);
    expect(runLoader(out, { savedState: [prefix], stored: ['interview:two-summer:python', 'x-interview:two-sum:a'] }).added).toEqual([]);
    expect(runLoader(out, { savedState: [], stored: ['interview:two-sum:python'] }).added).toEqual([]);
    expect(runLoader(out, { savedState: [prefix], stored: null }).added).toEqual([]);
  });

  it("loads them at once for a share link's fragment on a page whose island reads it, and not for an anchor elsewhere", () => {
    expect(runLoader(out, { urlState: true, hash: '#%7B%22a%22%3A1%7D' }).added.map((s) => s.src)).toEqual(chunks);
    expect(runLoader(out, { urlState: true, hash: '' }).added).toEqual([]);
    expect(runLoader(out, { urlState: false, hash: '#section' }).added).toEqual([]);
  });

  it("loads them at once for a tool's state, or its state kept in IndexedDB (its mark in localStorage), and not for another tool's", () => {
    const key = 'devbench:tool:timezones';
    expect(runLoader(out, { savedState: [key], stored: ['devbench:tool:timezones'] }).added.map((s) => s.src)).toEqual(chunks);
    expect(runLoader(out, { savedState: [key], stored: ['devbench:tool:timezones:idb'] }).added.map((s) => s.src)).toEqual(chunks);
    expect(runLoader(out, { savedState: [key], stored: ['devbench:tool:timezones/cities'] }).added).toEqual([]);
  });

  it("agrees with a tool's prerun on which stored keys are a page's saved state (src/lib/prerun.ts)", () => {
    const cases: [string, string][] = [
      ['interview:two-sum:', 'interview:two-sum:python'],
      ['interview:two-sum:', 'interview:two-summer:python'],
      ['interview:two-sum:', 'x-interview:two-sum:a'],
      ['devbench:tool:timezones', 'devbench:tool:timezones'],
      ['devbench:tool:timezones', 'devbench:tool:timezones:idb'],
      ['devbench:tool:timezones', 'devbench:tool:timezones/cities'],
      ['devbench:tool:uuid/generator', 'devbench:tool:uuid'],
    ];
    for (const [prefix, key] of cases) {
      const loads = runLoader(out, { savedState: [prefix], stored: [key] }).added.length > 0;
      expect(isSavedStateKey(prefix, key), `${prefix} / ${key}`).toBe(loads);
    }
  });

  it('keeps a file dropped before hydration from replacing the page, and leaves other drops and later ones alone', () => {
    const { fire, root } = runLoader(out);
    const drop = (type: string, types: string[]) => {
      let prevented = false;
      fire(type, { dataTransfer: { types }, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(drop('dragover', ['Files'])).toBe(true);
    expect(drop('drop', ['Files'])).toBe(true);
    expect(drop('drop', ['text/plain'])).toBe(false);
    root.attrs.add('data-shell-ready');
    expect(drop('drop', ['Files'])).toBe(false);
  });

  it('registers the service worker when the loaded page is idle, without loading the chunks', () => {
    const { registered, idle, added } = runLoader(out);
    expect(registered).toEqual([]);
    idle[0]();
    expect(registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
    expect(added).toEqual([]);
  });

  it('waits for the load event before registering the service worker on a page still loading', () => {
    const { registered, idle, fire } = runLoader(out, { readyState: 'interactive' });
    expect(idle).toEqual([]);
    fire('load');
    idle[0]();
    expect(registered).toHaveLength(1);
  });

  it('registers nothing in a browser without service workers', () => {
    const { idle, listeners } = runLoader(out, { serviceWorker: false });
    expect(idle).toEqual([]);
    expect(listeners.has('load')).toBe(false);
  });

  it("makes a tap on an island's button again once the shell and that island have hydrated", () => {
    const { click, root, observers, added } = runLoader(out);
    const island = new FakeElement('[data-island]', root);
    const button = new FakeElement('button', island);
    expect(click(button)).toBe(true);
    expect(added.map((s) => s.src)).toEqual(chunks);
    expect(observers[0].options).toEqual({ attributes: true, subtree: true, attributeFilter: ['data-shell-ready', 'data-ready'] });
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(button.clicks).toBe(0);
    island.attrs.add('data-ready');
    observers[0].callback();
    expect(button.clicks).toBe(1);
    expect(observers[0].disconnected).toBe(true);
  });

  it('types what was typed before hydration again once its field has hydrated, as a change React sees, then makes the tap', () => {
    log = [];
    const { fire, click, root, observers } = runLoader(out);
    const tool = new FakeElement('[data-tool]', root);
    const area = new FakeField('TEXTAREA', 'textarea', tool);
    const filter = new FakeField('INPUT', 'text', tool);
    const box = new FakeField('INPUT', 'checkbox', tool);
    area.dom = '{"a"';
    fire('input', { target: area });
    area.dom = '{"a":1}';
    fire('input', { target: area });
    filter.dom = '';
    fire('input', { target: filter });
    fire('input', { target: box });
    const button = new FakeElement('button', tool);
    button.click = () => log.push('click');
    click(button);
    expect(observers).toHaveLength(1);
    // Hydration puts the textarea's prerendered text back, and React knows the filter's old value.
    area.value = 'sample';
    filter.value = '.old';
    filter.dom = '';
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(log).toEqual([]);
    tool.attrs.add('data-ready');
    observers[0].callback();
    expect(log).toEqual([
      'input {"bubbles":true}: React knew "", the field shows "{\\"a\\":1}"',
      'input {"bubbles":true}: React knew " ", the field shows ""',
      'click',
    ]);
    expect(observers[0].disconnected).toBe(true);
    // After hydration React has the fields.
    fire('input', { target: area });
    expect(log).toHaveLength(3);
  });

  it('chooses again an option chosen in a select before hydration, with a change event', () => {
    log = [];
    const { fire, root, observers } = runLoader(out);
    const form = new FakeElement('form', root);
    const select = new FakeField('SELECT', 'select-one', form);
    select.dom = 'Other';
    fire('input', { target: select });
    // Hydration: React's state is still the first option.
    select.value = '';
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(log).toEqual(['change {"bubbles":true}: React knew "Other", the field shows "Other"']);
  });

  it('tells React of a focus from before hydration once that island has hydrated, before the typing and the tap, and puts its selection back', () => {
    log = [];
    const { focus, fire, click, root, observers, added } = runLoader(out);
    const tool = new FakeElement('[data-tool]', root);
    const area = new FakeField('TEXTAREA', 'textarea', tool);
    const filter = new FakeField('INPUT', 'text', tool);
    focus(filter);
    focus(area);
    expect(added.map((s) => s.src)).toEqual(chunks);
    expect(observers).toHaveLength(1);
    area.dom = 'typed';
    fire('input', { target: area });
    // The visitor selects 'yp' with the keyboard; hydration will move the caret.
    Object.assign(area, { selectionStart: 1, selectionEnd: 3, selectionDirection: 'backward' });
    fire('keyup', { target: area });
    fire('keyup', { target: filter });
    const button = new FakeElement('button', tool);
    button.click = () => log.push('click');
    click(button);
    area.value = 'sample';
    Object.assign(area, { selectionStart: 0, selectionEnd: 0 });
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(log).toEqual([]);
    tool.attrs.add('data-ready');
    observers[0].callback();
    // Only the element that has the focus, once: an event, which moves neither the focus nor the caret; the
    // selection the visitor left there is put back after the text is.
    expect(log).toEqual([
      'focusin {"bubbles":true,"composed":true}: React knew "sample", the field shows "sample"',
      'input {"bubbles":true}: React knew "", the field shows "typed"',
      'selection 1-3 backward',
      'click',
    ]);
    expect(observers[0].disconnected).toBe(true);
  });

  it('waits for the island of the focused element, and tells nothing of a focus the element has lost since', () => {
    log = [];
    const { focus, root, observers, document } = runLoader(out);
    const island = new FakeElement('[data-island]', root);
    const field = new FakeElement('input', island);
    focus(field);
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(observers[0].disconnected).toBe(false);
    document.activeElement = null;
    island.attrs.add('data-ready');
    observers[0].callback();
    expect(observers[0].disconnected).toBe(true);
    expect(log).toEqual([]);
  });

  it('leaves a focus alone once React listens (it replays one itself) or the shell has hydrated', () => {
    log = [];
    const listening = runLoader(out);
    listening.document['_reactListening' + 'x1y2'] = true;
    listening.focus(new FakeElement('input', listening.root));
    expect(listening.observers).toEqual([]);
    const hydrated = runLoader(out);
    hydrated.root.attrs.add('data-shell-ready');
    hydrated.focus(new FakeElement('input', hydrated.root));
    expect(hydrated.observers).toEqual([]);
    expect(log).toEqual([]);
  });

  it('makes only the last tap again, and none on a button hydration replaced', () => {
    const { click, root, observers } = runLoader(out);
    const first = new FakeElement('button', root);
    const second = new FakeElement('button', root);
    click(first);
    click(second);
    expect(observers).toHaveLength(1);
    second.isConnected = false;
    root.attrs.add('data-shell-ready');
    observers[0].callback();
    expect(first.clicks + second.clicks).toBe(0);
  });

  it("leaves the header's early controls, links and taps after hydration alone", () => {
    const { click, root, observers } = runLoader(out);
    const early = new FakeElement('button', new FakeElement('[data-early]', root));
    expect(click(early)).toBe(false);
    expect(click(new FakeElement('a', root))).toBe(false);
    root.attrs.add('data-shell-ready');
    expect(click(new FakeElement('button', root))).toBe(false);
    expect(observers).toEqual([]);
  });

  it('names the shell attribute and the service worker as the app does', () => {
    expect(SHELL_READY).toBe(APP_SHELL_READY);
    expect(SERVICE_WORKER).toBe('/sw.js');
    expect(readFileSync('src/lib/sw-client.ts', 'utf8')).toContain(`sw.register('${SERVICE_WORKER}'`);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><head><meta name="devbench-hydrate" content="on-interaction"/></head><body><p>x</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it.each([
    ['a chunk script without async', '<script src="/_next/static/chunks/odd.js"></script>'],
    ['a chunk script whose attributes changed order', '<script async="" src="/_next/static/chunks/odd.js"></script>'],
    ['a module preload', '<link rel="modulepreload" href="/_next/static/chunks/odd.js"/>'],
  ])('fails, quoting the tag, when a marked page keeps %s', (_name, tag) => {
    expect(() => deferScripts(page.replace('</body>', `${tag}</body>`))).toThrow(
      `still loads before the first interaction: ${tag.replace('</script>', '')}`,
    );
  });

  it('leaves pages that are not marked (tools) as they are', () => {
    const tool = page.replace('<meta name="devbench-hydrate" content="on-interaction"/>', '');
    expect(deferScripts(tool)).toBe(tool);
  });

  it("recognises the marker as Next renders the content pages' metadata", () => {
    const marked = page.replace(
      '<meta name="devbench-hydrate" content="on-interaction"/>',
      `<meta name="${hydrateOnInteraction.name}" content="${hydrateOnInteraction.content}"/>`,
    );
    expect(deferScripts(marked)).not.toBe(marked);
  });

  it('writes the chunk list as JSON', () => {
    expect(loaderScript(['/_next/static/chunks/a"b.js'])).toContain('["/_next/static/chunks/a\\"b.js"]');
  });
});
