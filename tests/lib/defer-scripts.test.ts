// scripts/defer-scripts.mjs rewrites every exported page so Next's chunks are requested after the first paint.
import { deferScripts, loaderScript } from '../../scripts/defer-scripts.mjs';
import { hydrateAfterPaint } from '@/lib/hydrate-after-paint';

const page = [
  '<!DOCTYPE html><html><head><meta name="devbench-hydrate" content="after-paint"/>',
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

/** Runs the loader of a rewritten page against a minimal browser and returns what it did. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden', paintTiming = true, readyState: 'interactive' | 'complete' = 'complete') {
  const code = html.match(/<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/)?.[1];
  if (!code) throw new Error('no loader before </body>');
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: {
    callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void;
    options: unknown;
    disconnected: boolean;
  }[] = [];
  const loadListeners: (() => void)[] = [];
  const document = {
    visibilityState,
    readyState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, options: undefined, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'addEventListener', code)(
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    FakeObserver,
    (type: string, f: () => void) => type === 'load' && loadListeners.push(f),
  );
  /** Delivers paint entries with these names to the loader's observer. */
  const paint = (...names: string[]) => {
    const o = observers[0];
    o.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect: () => (o.disconnected = true) });
  };
  return { added, frames, timers, observers, paint, loadListeners };
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

  it('loads the same chunks, in document order, once the first contentful paint is reported', () => {
    const { added, frames, timers, observers, paint } = runLoader(out, 'visible');
    expect(observers).toHaveLength(1);
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    expect(frames).toEqual([]);
    paint('first-paint');
    expect(frames).toEqual([]);
    paint('first-contentful-paint');
    expect(observers[0].disconnected).toBe(true);
    frames[0]();
    expect(added).toEqual([]);
    timers[0]();
    expect(added.map((s) => s.src)).toEqual(chunks);
    expect(added.every((s) => s.async)).toBe(true);
  });

  it('waits for the load event (the pictures) when the page is still loading at its first paint', () => {
    const { added, frames, timers, paint, loadListeners } = runLoader(out, 'visible', true, 'interactive');
    paint('first-contentful-paint');
    expect(frames).toEqual([]);
    expect(loadListeners).toHaveLength(1);
    loadListeners[0]();
    frames[0]();
    timers[0]();
    expect(added.map((s) => s.src)).toEqual(chunks);
  });

  it('without paint timing, loads them after the first animation frame', () => {
    const { added, frames, timers, observers } = runLoader(out, 'visible', false);
    expect(observers).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(added).toEqual([]);
    timers[0]();
    expect(added.map((s) => s.src)).toEqual(chunks);
  });

  it('loads them at once in a background tab, where no frame is drawn', () => {
    const { added, frames, observers } = runLoader(out, 'hidden');
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(added.map((s) => s.src)).toEqual(chunks);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><head><meta name="devbench-hydrate" content="after-paint"/></head><body><p>x</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it.each([
    ['a chunk script without async', '<script src="/_next/static/chunks/odd.js"></script>'],
    ['a chunk script whose attributes changed order', '<script async="" src="/_next/static/chunks/odd.js"></script>'],
    ['a module preload', '<link rel="modulepreload" href="/_next/static/chunks/odd.js"/>'],
  ])('fails, quoting the tag, when a marked page keeps %s', (_name, tag) => {
    expect(() => deferScripts(page.replace('</body>', `${tag}</body>`))).toThrow(
      `still loads before the first paint: ${tag.replace('</script>', '')}`,
    );
  });

  it('leaves pages that are not marked (tools) as they are', () => {
    const tool = page.replace('<meta name="devbench-hydrate" content="after-paint"/>', '');
    expect(deferScripts(tool)).toBe(tool);
  });

  it("recognises the marker as Next renders the content pages' metadata", () => {
    const marked = page.replace(
      '<meta name="devbench-hydrate" content="after-paint"/>',
      `<meta name="${hydrateAfterPaint.name}" content="${hydrateAfterPaint.content}"/>`,
    );
    expect(deferScripts(marked)).not.toBe(marked);
  });

  it('writes the chunk list as JSON', () => {
    expect(loaderScript(['/_next/static/chunks/a"b.js'])).toContain('["/_next/static/chunks/a\\"b.js"]');
  });
});
