import { asyncChunkRefs, ENGINE_BYTES, precachedPages, precacheList, SHELL_FILES, staticRefs } from '../../scripts/sw-precache.mjs';

describe('precachedPages', () => {
  it('is the home page and each tool page, nested slugs included', () => {
    expect(precachedPages(['json_formatter', 'json/escape'])).toEqual(['index.html', 'json_formatter/index.html', 'json/escape/index.html']);
  });
});

describe('staticRefs', () => {
  it('finds scripts, stylesheets and fonts under /_next/static/, once each, without the leading slash', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/0m-3c359ea2gp.css"/>',
      '<link rel="preload" as="font" href="/_next/static/media/Assistant-Bold.2su3supj-9pfd.woff2"/>',
      '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async></script>',
      // Flight data names the same chunk again, inside an escaped string.
      '<script>self.__next_f.push([1,"I[1,[\\"/_next/static/chunks/turbopack-077hmtqrhcoji.js\\"]"])</script>',
    ].join('');
    expect(staticRefs(html)).toEqual([
      '_next/static/chunks/0m-3c359ea2gp.css',
      '_next/static/media/Assistant-Bold.2su3supj-9pfd.woff2',
      '_next/static/chunks/turbopack-077hmtqrhcoji.js',
    ]);
  });

  it('ignores other files and look-alike names', () => {
    expect(staticRefs('<img src="/vendor/jq/jq.wasm"><a href="/_next/static/chunks/a.js.map">map</a><a href="/_next/static/x.jsx">')).toEqual([]);
  });
});

describe('asyncChunkRefs', () => {
  it('reads the chunk lists of Turbopack loaders', () => {
    const js = 't.v(s=>Promise.all(["static/chunks/20ih_y9is4sfe.js","static/chunks/0-ueh2x4nj1-f.js","static/chunks/1a.css"].map(s=>t.l(s))))';
    expect(asyncChunkRefs(js)).toEqual([
      '_next/static/chunks/20ih_y9is4sfe.js',
      '_next/static/chunks/0-ueh2x4nj1-f.js',
      '_next/static/chunks/1a.css',
    ]);
  });
});

describe('the worker entry', () => {
  it("is left out: Turbopack's worker entry reads its own URL's fragment, which a cached copy would get wrong", () => {
    expect(asyncChunkRefs('f("static/chunks/turbopack-worker-1hrsqshz0gfey.js",["static/chunks/a.js"])')).toEqual(['_next/static/chunks/a.js']);
  });
});

describe('precacheList', () => {
  const files: Record<string, string> = {
    'index.html': '<script src="/_next/static/chunks/app.js"></script><link rel="stylesheet" href="/_next/static/chunks/site.css">',
    'json_formatter/index.html': '<script src="/_next/static/chunks/app.js"></script><script src="/_next/static/chunks/tool.js"></script>',
    '_next/static/chunks/app.js': '["static/chunks/popover.js"]',
    '_next/static/chunks/tool.js': '["static/chunks/island.js","static/chunks/engine.js"]',
    '_next/static/chunks/site.css': '',
    '_next/static/chunks/popover.js': '["static/chunks/deeper.js"]',
    '_next/static/chunks/engine.js': '["static/chunks/only-engine.js"]',
    '_next/static/chunks/island.js': '',
    '_next/static/chunks/deeper.js': '',
    '_next/static/media/font.woff2': '',
    '_next/static/media/jq.wasm': '',
    '_next/static/chunks/other.css': '',
  };
  const list = precacheList({
    pages: ['index.html', 'json_formatter/index.html'],
    read: (file) => files[file] ?? '',
    sizeOf: (file) => (file.endsWith('engine.js') ? ENGINE_BYTES + 1 : 100),
    staticFiles: Object.keys(files).filter((f) => f.startsWith('_next/')),
  });

  it('holds the pages, what they load, the chunks that code imports at any depth, all CSS and fonts, and the shell files', () => {
    expect(list).toEqual(
      [
        ...SHELL_FILES,
        'index.html',
        'json_formatter/index.html',
        '_next/static/chunks/app.js',
        '_next/static/chunks/tool.js',
        '_next/static/chunks/site.css',
        '_next/static/chunks/other.css',
        '_next/static/chunks/popover.js',
        '_next/static/chunks/deeper.js',
        '_next/static/chunks/island.js',
        '_next/static/media/font.woff2',
      ].sort(),
    );
  });

  it('leaves engines, what only they import, and runtime files (WASM) to be cached on first use', () => {
    expect(list).not.toContain('_next/static/chunks/engine.js');
    expect(list).not.toContain('_next/static/chunks/only-engine.js');
    expect(list).not.toContain('_next/static/media/jq.wasm');
  });
});
