// What the service worker keeps for offline use (src/sw.ts; built by scripts/service-worker.mjs).
// - The precache, downloaded when the worker first installs: the shell only (the home page, the framework, the CSS and
//   fonts, the icons) and the offline index, about 0.4 MB gzip.
// - The offline index (out/offline-index.json): for every page, the files it needs to work offline short of the
//   engines: its HTML's scripts and styles, its tool's island and the chunks they import up to ENGINE_BYTES each. The
//   worker caches by it the pages the visitor used (and, at each update, again), and every tool page when the visitor
//   chooses "Make every tool available offline".
// Everything else (engines, content pages' data) is cached when first used (src/sw.ts).

import { createHash } from 'node:crypto';

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
 * The tools' island loaders: src/components/island-loaders.ts compiles to one chunk holding a map of slug →
 * `()=>x.A(<module id>)`, each id a loader module naming the chunks of that island:
 * `<id>,x=>{x.v(t=>Promise.all(["static/chunks/a.js",…].map(…)))…}`. Answers the chunk holding the map (as a path
 * under out/) and each slug's chunks, or null when no chunk holds a map of these slugs. The build fails when a tool's
 * island cannot be found (scripts/service-worker.mjs): a new Turbopack output format must not go unnoticed.
 */
export function islandChunks(chunks, slugs) {
  const key = (slug) => (/^[A-Za-z_$][\w$]*$/.test(slug) ? slug : JSON.stringify(slug));
  for (const [file, js] of chunks) {
    const ids = new Map();
    for (const slug of slugs) {
      const m = new RegExp(`[,{]${key(slug).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\(\\)=>[\\w$]+\\.A\\((\\d+)\\)`).exec(js);
      if (m) ids.set(slug, m[1]);
    }
    if (ids.size < Math.min(3, slugs.length)) continue;
    const bySlug = new Map();
    for (const [slug, id] of ids) {
      const m = new RegExp(`(?:^|[,{\\[])${id},([\\w$]+)=>\\{\\1\\.v\\([\\w$]+=>Promise\\.all\\(\\[([^\\]]*)\\]`).exec(js);
      if (m) bySlug.set(slug, asyncChunkRefs(m[2]));
    }
    return { file, bySlug };
  }
  return null;
}

/**
 * What a page needs to work offline, short of the engines, as paths under out/: the files its HTML loads, its tool's
 * island (`tool`: the slug, for a tool page), and the chunks that code may import, at any depth, up to ENGINE_BYTES
 * each (a larger one, and what only it imports, is cached on first use). A chunk that names more than HUB_REFS chunks is
 * a map of lazily loaded modules (the tools' islands, the operations of recipes and Magic): kept, but not followed.
 */
export function pageFiles({ html, tool, islands, read, sizeOf }) {
  const files = new Set(staticRefs(html));
  const queue = [...files];
  const add = (file) => {
    if (files.has(file) || sizeOf(file) > ENGINE_BYTES) return;
    files.add(file);
    queue.push(file);
  };
  for (const file of (tool && islands?.bySlug.get(tool)) || []) add(file);
  while (queue.length) {
    const file = queue.shift();
    if (!file.endsWith('.js') || file === islands?.file) continue;
    const refs = asyncChunkRefs(read(file));
    if (refs.length <= HUB_REFS) for (const ref of refs) add(ref);
  }
  return [...files];
}

/** The path of a page's HTML under out/ as the address a visitor opens: `json/escape/index.html` → `/json/escape/`. */
export function pageAddress(htmlPath) {
  return '/' + htmlPath.replace(/(^|\/)index\.html$/, '$1');
}

/**
 * The precache list (sorted paths under out/) and the offline index. `pages` are the export's HTML pages (paths under
 * out/, `index.html` first is the home page), `tools` maps a tool page's HTML path to its slug; `read(path)` reads a
 * file under out/ as text, `sizeOf(path)` gives its size; `staticFiles` lists every file under _next/static/.
 * The index lists each page's files beyond the precache, by number in its `files` list, the HTML itself first.
 */
export function offlinePlan({ pages, tools, read, sizeOf, staticFiles }) {
  const islands = islandChunks(
    staticFiles.filter((f) => f.endsWith('.js')).map((f) => [f, read(f)]),
    [...tools.values()],
  );
  const filesOf = (page) => pageFiles({ html: read(page), tool: tools.get(page), islands, read, sizeOf });
  const precache = new Set([...SHELL_FILES, OFFLINE_INDEX, 'index.html', ...filesOf('index.html')]);
  for (const file of staticFiles) if (/\.(css|woff2)$/.test(file)) precache.add(file);

  const files = [];
  const number = new Map();
  const indexPages = {};
  const missingIslands = [];
  for (const page of pages) {
    const tool = tools.get(page);
    if (tool && !islands?.bySlug.has(tool)) missingIslands.push(tool);
    const list = [page, ...filesOf(page)].filter((f) => !precache.has(f) || f === page);
    indexPages[pageAddress(page)] = list.map((f) => {
      if (!number.has(f)) {
        number.set(f, files.length);
        files.push(f);
      }
      return number.get(f);
    });
  }
  // The deploy, as a digest of every page's HTML and every static file's name (they are named by their content): the
  // index, so the precache and sw.js, change with any page, and the worker then installs again.
  const revision = createHash('sha256');
  for (const page of pages) revision.update(`${page}\0${read(page)}\0`);
  for (const file of [...staticFiles].sort()) revision.update(`${file}\0`);
  return {
    precache: [...precache].sort(),
    index: { revision: revision.digest('hex').slice(0, 16), files, pages: indexPages, tools: [...tools.keys()].map(pageAddress) },
    missingIslands,
  };
}

/** A chunk that names more chunks than this is a map of lazily loaded modules (see pageFiles). */
export const HUB_REFS = 40;

/** The offline index's file name under out/ (and its address under the site's root). */
export const OFFLINE_INDEX = 'offline-index.json';
