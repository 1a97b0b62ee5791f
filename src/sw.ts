// The service worker (Serwist 9), bundled into out/sw.js after `next build` by scripts/service-worker.mjs,
// which also injects the precache manifest in place of `self.__SW_MANIFEST` (scripts/sw-precache.mjs says what
// goes in it). It is registered after the page is idle (src/lib/sw-client.ts) and never in development.
//
// - Precached (downloaded at install, served cache-first): the shell (framework chunks, CSS, fonts, icons,
//   manifest), the home and tool pages' HTML and the chunks they may run short of the engines
//   (scripts/sw-precache.mjs). One precache version is one deploy: a page and its chunks come from one build.
//   While a page runs a long job (a tool on a big paste), it holds the install's downloads (src/lib/background-work.ts).
// - Cached on first use: engines under /vendor/ (Pyodide, jq, sql.js, Excalidraw's assets) and every other
//   hashed file under /_next/static/ (Mermaid, Graphviz, Prettier, Firebase, workers), cache-first: their
//   names never change meaning; other pages, RSC payloads and data, network-first, in a cache of this
//   version only.
// - Updates: a new worker waits; the page says a new version is ready and sends SKIP_WAITING when the user
//   chooses Reload (Serwist listens for it). On activation the runtime caches of older versions are dropped,
//   so no page of an old deploy is ever served next to the new deploy's chunks.
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist';
import { HOLD_MS, PRECACHE_HOLD, type PrecacheHoldMessage } from './lib/background-work';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;
/** A digest of the engine files under out/vendor (names and sizes), set when the worker is bundled. */
declare const __ENGINES_REVISION__: string;

const manifest = self.__SW_MANIFEST ?? [];

/** A short digest of the precache manifest: it changes with every deploy that changes any precached file. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const PAGES_PREFIX = 'devbench-pages-';
const ENGINES_PREFIX = 'devbench-engines-';
const pagesCache = PAGES_PREFIX + digest(JSON.stringify(manifest));
const enginesCache = ENGINES_PREFIX + __ENGINES_REVISION__;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/**
 * Turbopack's worker entry reads which chunks to load from its own URL's fragment, which a cached response
 * would fix to the first worker's: it is left to the browser (its HTTP cache keeps it, immutable).
 */
const isWorkerEntry = (url: URL) => /\/turbopack-worker-[^/]*\.js$/.test(url.pathname);
/** The product API (same origin in production) and Firebase Hosting's reserved paths are never cached. */
const neverCached = (url: URL) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/__/') || url.pathname === '/sw.js';

/**
 * Until when the precache waits, for each page (tab) that asked: a page running a long job asks it to
 * (src/lib/background-work.ts), for a few seconds at a time, renewed while the job goes on, and lets go when it ends.
 */
const holds = new Map<string, number>();
self.addEventListener('message', (event) => {
  const data = event.data as Partial<PrecacheHoldMessage> | null;
  if (data?.type !== PRECACHE_HOLD || typeof data.ms !== 'number') return;
  const page = event.source instanceof Client ? event.source.id : '';
  holds.set(page, Date.now() + Math.min(Math.max(data.ms, 0), HOLD_MS));
});
const heldFor = () => Math.max(0, ...holds.values()) - Date.now();
/** While any page holds the precache, an install's next download waits (the ones under way finish). */
const yieldToPages: SerwistPlugin = {
  async requestWillFetch({ request, event }) {
    if (event?.type !== 'install') return request;
    for (let ms = heldFor(); ms > 0; ms = heldFor()) await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50)));
    return request;
  },
};

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6, plugins: [yieldToPages] },
  skipWaiting: false,
  // The first install takes over the open page at once, so one visit is enough to work offline.
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/vendor/'),
      handler: new CacheFirst({
        cacheName: enginesCache,
        plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/') && !isWorkerEntry(url),
      handler: new CacheFirst({
        cacheName: 'devbench-static',
        plugins: [new ExpirationPlugin({ maxEntries: 800, purgeOnQuotaError: true })],
      }),
    },
    {
      // RSC payloads of client-side navigations carry a cache-busting query; offline, any copy of the file will do.
      matcher: ({ url }) => sameOrigin(url) && !neverCached(url) && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({ cacheName: pagesCache, matchOptions: { ignoreSearch: true } }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && !neverCached(url) && !url.pathname.startsWith('/_next/static/'),
      handler: new NetworkFirst({ cacheName: pagesCache, networkTimeoutSeconds: 5 }),
    },
  ],
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => (n.startsWith(PAGES_PREFIX) && n !== pagesCache) || (n.startsWith(ENGINES_PREFIX) && n !== enginesCache))
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

serwist.addEventListeners();
