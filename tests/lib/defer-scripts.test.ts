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

/** Runs the loader of a rewritten page against a minimal document and returns the scripts it adds. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const code = html.match(/<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/)?.[1];
  if (!code) throw new Error('no loader before </body>');
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
  );
  return { added, frames, timers };
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

  it('loads the same chunks, in document order, after the first frame has painted', () => {
    const { added, frames, timers } = runLoader(out, 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(added).toEqual([]);
    timers[0]();
    expect(added.map((s) => s.src)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/late.js']);
    expect(added.every((s) => s.async)).toBe(true);
  });

  it('loads them at once in a background tab, where no frame is drawn', () => {
    const { added, frames } = runLoader(out, 'hidden');
    expect(frames).toEqual([]);
    expect(added).toHaveLength(3);
  });

  it('leaves a page without chunk scripts as it is', () => {
    const plain = '<html><head><meta name="devbench-hydrate" content="after-paint"/></head><body><p>x</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('leaves pages that are not marked (tools) as they are', () => {
    const tool = page.replace('<meta name="devbench-hydrate" content="after-paint"/>', '');
    expect(deferScripts(tool)).toBe(tool);
  });

  it('recognises the marker as Next renders the content pages\' metadata', () => {
    const marked = page.replace('<meta name="devbench-hydrate" content="after-paint"/>', `<meta name="${hydrateAfterPaint.name}" content="${hydrateAfterPaint.content}"/>`);
    expect(deferScripts(marked)).not.toBe(marked);
  });

  it('writes the chunk list as JSON', () => {
    expect(loaderScript(['/_next/static/chunks/a"b.js'])).toContain('["/_next/static/chunks/a\\"b.js"]');
  });
});
