// What the service worker precaches (src/sw.ts; built by scripts/service-worker.mjs): the shell, the pages a
// visitor most likely opens offline, and the code those pages may run short of the engines (about 4.6 MB gzip,
// downloaded in the background after the first visit). Everything else is cached when first used (src/sw.ts).

/**
 * Shell files outside /_next/static/: the web app manifest, its icons, the favicon, the tool-icon sprite, and the
 * script a page loads to help a new worker take over (src/lib/sw-activate.ts; offline too).
 */
export const SHELL_FILES = [
  'manifest.webmanifest',
  'sw-activate.js',
  'icon.svg',
  'tool-icons.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

/**
 * A chunk a page may import that is larger than this (raw bytes) is an engine or a library only some visitors
 * need (Firebase, Mermaid, Graphviz, Excalidraw, Prettier's parsers …): cached on first use, not precached.
 */
export const ENGINE_BYTES = 64 * 1024;

/**
 * The pages whose HTML is precached, as paths under out/: the home page and every tool page. Content pages
 * (cheatsheets, tutorials, examples, articles: about as much HTML again) are cached when first visited.
 */
export function precachedPages(toolSlugs) {
  return ['index.html', ...toolSlugs.map((slug) => `${slug}/index.html`)];
}

/** The files under /_next/static/ a page's HTML loads (scripts, stylesheets, preloaded fonts), as paths under out/. */
export function staticRefs(html) {
  const refs = new Set();
  for (const m of html.matchAll(/\/(_next\/static\/[\w\-.~/]+?\.(?:js|css|woff2))(?![\w\-.~/])/g)) refs.add(m[1]);
  return [...refs];
}

/**
 * The chunks a Turbopack chunk may load with import() (its loaders list them as "static/chunks/<name>.js"):
 * islands, the account menu, the search palette … as paths under out/.
 */
export function asyncChunkRefs(js) {
  const refs = new Set();
  for (const m of js.matchAll(/"static\/chunks\/([\w\-.~]+\.(?:js|css))"/g)) {
    // Turbopack's worker entry reads its own URL's fragment, which a cached copy would get wrong (src/sw.ts).
    if (!m[1].startsWith('turbopack-worker-')) refs.add(`_next/static/chunks/${m[1]}`);
  }
  return [...refs];
}

/**
 * The precache list, as sorted paths under out/: the given pages; every file their HTML loads; the chunks
 * that code may import, and the chunks those import in turn, up to ENGINE_BYTES each (a larger one, and what
 * only it imports, is cached on first use); all the CSS and fonts of the build (stylesheets load fonts the
 * HTML does not name); and the shell files. `read(path)` reads a file under out/ as text, `sizeOf(path)`
 * gives its size; `staticFiles` lists every file under _next/static/.
 */
export function precacheList({ pages, read, sizeOf, staticFiles }) {
  const list = new Set(SHELL_FILES);
  const queue = [];
  const add = (file) => {
    if (list.has(file)) return;
    list.add(file);
    queue.push(file);
  };
  for (const page of pages) {
    list.add(page);
    for (const ref of staticRefs(read(page))) add(ref);
  }
  while (queue.length) {
    const file = queue.shift();
    if (!file.endsWith('.js')) continue;
    for (const ref of asyncChunkRefs(read(file))) if (sizeOf(ref) <= ENGINE_BYTES) add(ref);
  }
  for (const file of staticFiles) if (/\.(css|woff2)$/.test(file)) list.add(file);
  return [...list].sort();
}
