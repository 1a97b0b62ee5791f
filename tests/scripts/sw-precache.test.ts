import {
  asyncChunkRefs,
  ENGINE_BYTES,
  HUB_REFS,
  islandChunks,
  OFFLINE_INDEX,
  offlinePlan,
  pageAddress,
  SHELL_FILES,
  staticRefs,
} from '../../scripts/sw-precache.mjs';
import { filesFor, markUsed, USED_PAGES } from '../../src/lib/offline-store';

describe('pageAddress', () => {
  it('is the address a visitor opens, nested slugs included', () => {
    expect(['index.html', 'json_formatter/index.html', 'json/escape/index.html'].map(pageAddress)).toEqual([
      '/',
      '/json_formatter/',
      '/json/escape/',
    ]);
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

describe('islandChunks', () => {
  // The shape of Turbopack's output for src/components/island-loaders.ts: a map of slug → loader module, and each
  // loader module naming its chunks (a slug that is an identifier is not quoted).
  const map =
    'push([0,1,s=>{s.s(["islandLoaders",0,{json_formatter:()=>s.A(533235),"json/escape":()=>s.A(796636),graphviz:()=>s.A(42)}])},' +
    '533235,s=>{s.v(t=>Promise.all(["static/chunks/a.js","static/chunks/shared.js"].map(t=>s.l(t))).then(()=>t(9)))},' +
    '796636,s=>{s.v(t=>Promise.all(["static/chunks/b.js"].map(t=>s.l(t))).then(()=>t(8)))},' +
    '42,s=>{s.v(t=>Promise.all(["static/chunks/c.js","static/chunks/c.css"].map(t=>s.l(t))).then(()=>t(7)))}])';

  it("finds the map's chunk and each slug's island chunks", () => {
    const found = islandChunks(
      [
        ['_next/static/chunks/other.js', 'json_formatter:1'],
        ['_next/static/chunks/map.js', map],
      ],
      ['json_formatter', 'json/escape', 'graphviz'],
    );
    expect(found?.file).toBe('_next/static/chunks/map.js');
    expect(Object.fromEntries(found!.bySlug)).toEqual({
      json_formatter: ['_next/static/chunks/a.js', '_next/static/chunks/shared.js'],
      'json/escape': ['_next/static/chunks/b.js'],
      graphviz: ['_next/static/chunks/c.js', '_next/static/chunks/c.css'],
    });
  });

  it('answers null when no chunk holds such a map (the build then fails rather than keep tools without their code)', () => {
    expect(islandChunks([['_next/static/chunks/x.js', 'nothing here']], ['json_formatter', 'graphviz', 'json/escape'])).toBeNull();
  });
});

describe('offlinePlan', () => {
  const islandMap =
    '{json_formatter:()=>s.A(1),"json/escape":()=>s.A(2),graphviz:()=>s.A(3)}' +
    ',1,s=>{s.v(t=>Promise.all(["static/chunks/island-json.js"].map(t=>s.l(t))))}' +
    ',2,s=>{s.v(t=>Promise.all(["static/chunks/island-escape.js"].map(t=>s.l(t))))}' +
    ',3,s=>{s.v(t=>Promise.all(["static/chunks/island-graphviz.js"].map(t=>s.l(t))))}';
  const hub = JSON.stringify(Array.from({ length: HUB_REFS + 1 }, (_, i) => `static/chunks/op-${i}.js`));
  const files: Record<string, string> = {
    'index.html': '<script src="/_next/static/chunks/app.js"></script><link rel="stylesheet" href="/_next/static/chunks/site.css">',
    'json_formatter/index.html': '<script src="/_next/static/chunks/app.js"></script><script src="/_next/static/chunks/islands.js"></script>',
    'json/escape/index.html': '<script src="/_next/static/chunks/app.js"></script><script src="/_next/static/chunks/islands.js"></script>',
    'cheatsheets/jq/index.html': '<script src="/_next/static/chunks/app.js"></script><script src="/_next/static/chunks/sheet.js"></script>',
    '_next/static/chunks/app.js': '["static/chunks/popover.js","static/chunks/ops.js"]',
    '_next/static/chunks/ops.js': hub,
    '_next/static/chunks/op-0.js': '',
    '_next/static/chunks/islands.js': islandMap,
    '_next/static/chunks/island-json.js': '["static/chunks/engine.js","static/chunks/helper.js"]',
    '_next/static/chunks/island-escape.js': '',
    '_next/static/chunks/island-graphviz.js': '',
    '_next/static/chunks/helper.js': '',
    '_next/static/chunks/engine.js': '["static/chunks/only-engine.js"]',
    '_next/static/chunks/sheet.js': '',
    '_next/static/chunks/site.css': '',
    '_next/static/chunks/other.css': '',
    '_next/static/chunks/popover.js': '',
    '_next/static/media/font.woff2': '',
  };
  const plan = offlinePlan({
    pages: ['index.html', 'cheatsheets/jq/index.html', 'json/escape/index.html', 'json_formatter/index.html'],
    tools: new Map([
      ['json_formatter/index.html', 'json_formatter'],
      ['json/escape/index.html', 'json/escape'],
    ]),
    read: (file) => files[file] ?? '',
    sizeOf: (file) => (file.endsWith('engine.js') ? ENGINE_BYTES + 1 : 100),
    staticFiles: Object.keys(files).filter((f) => f.startsWith('_next/')),
  });
  const pageFilesOf = (page: string) => plan.index.pages[page].map((n) => plan.index.files[n]);

  it('precaches the shell only: the home page, what it loads and imports (maps of lazy modules not followed), all CSS and fonts, the index', () => {
    expect(plan.precache).toEqual(
      [
        ...SHELL_FILES,
        OFFLINE_INDEX,
        'index.html',
        '_next/static/chunks/app.js',
        '_next/static/chunks/popover.js',
        '_next/static/chunks/ops.js',
        '_next/static/chunks/site.css',
        '_next/static/chunks/other.css',
        '_next/static/media/font.woff2',
      ].sort(),
    );
    expect(plan.precache).not.toContain('_next/static/chunks/op-0.js');
  });

  it("lists for a tool page its HTML, then its own files beyond the precache: its tool's island and what that imports, short of engines", () => {
    expect(pageFilesOf('/json_formatter/')).toEqual([
      'json_formatter/index.html',
      '_next/static/chunks/islands.js',
      '_next/static/chunks/island-json.js',
      '_next/static/chunks/helper.js',
    ]);
    expect(pageFilesOf('/json/escape/')).toEqual([
      'json/escape/index.html',
      '_next/static/chunks/islands.js',
      '_next/static/chunks/island-escape.js',
    ]);
    expect(pageFilesOf('/cheatsheets/jq/')).toEqual(['cheatsheets/jq/index.html', '_next/static/chunks/sheet.js']);
    expect(pageFilesOf('/')).toEqual(['index.html']);
    expect(plan.missingIslands).toEqual([]);
  });

  it('names the tool pages, and a revision that changes with any page', () => {
    expect(plan.index.tools).toEqual(['/json_formatter/', '/json/escape/']);
    const again = offlinePlan({
      pages: ['index.html', 'cheatsheets/jq/index.html'],
      tools: new Map(),
      read: (file) => (file === 'cheatsheets/jq/index.html' ? files[file] + '<!-- b -->' : (files[file] ?? '')),
      sizeOf: () => 100,
      staticFiles: [],
    });
    const same = offlinePlan({
      pages: ['index.html', 'cheatsheets/jq/index.html'],
      tools: new Map(),
      read: (file) => files[file] ?? '',
      sizeOf: () => 100,
      staticFiles: [],
    });
    expect(again.index.revision).not.toBe(same.index.revision);
  });

  it('says which tools it found no island for', () => {
    const lost = offlinePlan({
      pages: ['index.html', 'json_formatter/index.html'],
      tools: new Map([['json_formatter/index.html', 'json_formatter']]),
      read: (file) => files[file] ?? '',
      sizeOf: () => 100,
      staticFiles: ['_next/static/chunks/app.js'],
    });
    expect(lost.missingIslands).toEqual(['json_formatter']);
  });

  it('gives the worker the files of the pages it keeps, once each, as addresses', () => {
    expect(filesFor(plan.index, ['/json_formatter/', '/json/escape/', '/no/such/page/'])).toEqual({
      pages: ['/json_formatter/', '/json/escape/'],
      files: [
        '/_next/static/chunks/islands.js',
        '/_next/static/chunks/island-json.js',
        '/_next/static/chunks/helper.js',
        '/_next/static/chunks/island-escape.js',
      ],
    });
  });
});

describe('markUsed', () => {
  it('puts the pages just used first, once each, and keeps at most USED_PAGES', () => {
    expect(markUsed(['/a/', '/b/', '/c/'], ['/c/', '/d/'])).toEqual(['/c/', '/d/', '/a/', '/b/']);
    const many = Array.from({ length: USED_PAGES }, (_, i) => `/p${i}/`);
    expect(markUsed(many, ['/new/'])).toEqual(['/new/', ...many.slice(0, USED_PAGES - 1)]);
  });
});
