// The service worker (Serwist 9), bundled into out/sw.js after `next build` by scripts/service-worker.mjs,
// which also injects the precache manifest in place of `self.__SW_MANIFEST` (scripts/sw-precache.mjs says what
// goes in it). It is registered after the page is idle (src/lib/sw-client.ts) and never in development.
//
// - Precached (downloaded at install, served cache-first): the shell (the home page, framework chunks, CSS, fonts,
//   icons, manifest) and the offline index (scripts/sw-precache.mjs), about 0.5 MB gzip. One precache version is one
//   deploy: a page and its chunks come from one build.
// - Kept by the offline index (src/lib/offline-store.ts): the pages the visitor used, each with its scripts and its
//   tool's code, downloaded by the worker, and again by each new deploy's worker before it takes over; every tool page
//   when the visitor chooses "Make every tool available offline".
//   While a page runs a long job (a tool on a big paste), it holds the worker's downloads (src/lib/background-work.ts).
// - Cached on first use: engines under /vendor/ (Pyodide, jq, sql.js, Excalidraw's assets) and every other
//   hashed file under /_next/static/ (Mermaid, Graphviz, Prettier, Firebase, workers), cache-first: their
//   names never change meaning; other pages, cache-first in a cache of this version only; RSC payloads and data,
//   network-first, in that cache too.
// - Updates: a new worker waits; the page says a new version is ready and sends SKIP_WAITING when the user
//   chooses Reload (Serwist listens for it). On activation the runtime caches of older versions are dropped,
//   so no page of an old deploy is ever served next to the new deploy's chunks.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { HOLD_MS, PRECACHE_HOLD, type PrecacheHoldMessage } from './lib/background-work';
import {
  EVERY_TOOL_OFFLINE,
  filesFor,
  KEEP_OFFLINE,
  markUsed,
  OFFLINE_INDEX_URL,
  OFFLINE_STATUS,
  type OfflineChoices,
  type OfflineIndex,
  type OfflineRequest,
  type OfflineStatus,
} from './lib/offline-store';

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
/** Resolves once no page holds the worker's downloads. */
async function unheld(): Promise<void> {
  for (let ms = heldFor(); ms > 0; ms = heldFor()) await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50)));
}
/** While any page holds the precache, an install's next download waits (the ones under way finish). */
const yieldToPages: SerwistPlugin = {
  async requestWillFetch({ request, event }) {
    if (event?.type === 'install') await unheld();
    return request;
  },
};

/** Hashed files under /_next/static/: cache-first, whoever fetched them (a page, or the worker for offline use). */
const staticStrategy = new CacheFirst({
  cacheName: 'devbench-static',
  // Every tool kept offline is some 550 files, engines and other deploys' files come on top.
  plugins: [new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
});
/**
 * Pages: this deploy's copy, else the network's (then kept). A static export changes only with a deploy, and a deploy
 * brings a new worker with a new cache: so a page and the chunks it names come from one build, and an open site stays
 * on its version until the visitor chooses the new one (the update notice).
 */
const pageStrategy = new CacheFirst({ cacheName: pagesCache, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });

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
      handler: staticStrategy,
    },
    {
      // RSC payloads of client-side navigations carry a cache-busting query; offline, any copy of the file will do.
      matcher: ({ url }) => sameOrigin(url) && !neverCached(url) && url.pathname.endsWith('.txt'),
      handler: new NetworkFirst({ cacheName: pagesCache, matchOptions: { ignoreSearch: true } }),
    },
    {
      matcher: ({ url }) => sameOrigin(url) && !neverCached(url) && !url.pathname.startsWith('/_next/static/'),
      handler: pageStrategy,
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

// ---- Offline use beyond the precache: the pages used, or every tool (src/lib/offline-store.ts) ----

/** The visitor's choices are kept in a cache of their own, under an address that is only a key. */
const CHOICES_CACHE = 'devbench-offline';
const CHOICES_KEY = '/offline-choices.json';

async function readChoices(): Promise<OfflineChoices> {
  try {
    const saved = (await (await (await caches.open(CHOICES_CACHE)).match(CHOICES_KEY))?.json()) as Partial<OfflineChoices> | undefined;
    const used = Array.isArray(saved?.used) ? saved.used.filter((p): p is string => typeof p === 'string') : [];
    return { used, everyTool: saved?.everyTool === true };
  } catch {
    return { used: [], everyTool: false };
  }
}

/** Changes the choices, one change at a time (messages and the install may overlap). */
let choicesQueue: Promise<unknown> = Promise.resolve();
function changeChoices(change: (choices: OfflineChoices) => OfflineChoices): Promise<OfflineChoices> {
  const next = choicesQueue.then(async () => {
    const choices = change(await readChoices());
    await (
      await caches.open(CHOICES_CACHE)
    ).put(CHOICES_KEY, new Response(JSON.stringify(choices), { headers: { 'content-type': 'application/json' } }));
    return choices;
  });
  choicesQueue = next.catch(() => undefined);
  return next;
}

/** This deploy's index: precached once installed; while installing, from the network. */
async function offlineIndex(installing: boolean): Promise<OfflineIndex | null> {
  try {
    const response = (!installing && (await serwist.matchPrecache(OFFLINE_INDEX_URL))) || (await fetch(OFFLINE_INDEX_URL, { cache: 'no-cache' }));
    return response.ok ? ((await response.json()) as OfflineIndex) : null;
  } catch {
    return null;
  }
}

let status: OfflineStatus = { type: OFFLINE_STATUS, everyTool: false, done: 0, total: 0, failed: 0 };
async function tellPages(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(status);
}

/**
 * Downloads what `pages` need offline that no cache holds yet, four files at a time, each once no page holds the
 * worker's downloads (src/lib/background-work.ts).
 * With `report`, the pages hear how far it got (`status`). Answers how many files could not be had.
 */
async function keep(event: ExtendableEvent, index: OfflineIndex, pages: string[], report: boolean): Promise<number> {
  const wanted = filesFor(index, pages);
  const pagesStore = await caches.open(pagesCache);
  const have = async (url: string, store?: Cache) => !!(await (store ? store.match(url) : caches.match(url)));
  const get = async (url: string, strategy: CacheFirst) => {
    await unheld();
    try {
      return (await strategy.handle({ event, request: new Request(url) })).ok;
    } catch {
      return false;
    }
  };
  const jobs = [
    ...wanted.pages.map((url) => async () => (await have(url, pagesStore)) || get(url, pageStrategy)),
    ...wanted.files.map((url) => async () => (await have(url)) || get(url, staticStrategy)),
  ];
  let done = 0;
  let failed = 0;
  let told = 0;
  if (report) {
    status = { ...status, done, total: jobs.length, failed };
    await tellPages();
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!(await job())) failed++;
      done++;
      if (report && (done === jobs.length || Date.now() - told > 250)) {
        told = Date.now();
        status = { ...status, done, failed };
        await tellPages();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failed;
}

/** The download of every tool under way, if any: a second request joins it. */
let everyToolRun: Promise<unknown> | null = null;
function keepEveryTool(event: ExtendableEvent, index: OfflineIndex, used: string[]): Promise<unknown> {
  everyToolRun ??= keep(event, index, [...used, ...index.tools], true).finally(() => (everyToolRun = null));
  return everyToolRun;
}

// A new deploy's worker keeps what the visitor had before it takes over: the pages open now (a first visit's landing
// page) and those used before, and every tool if so chosen.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const open = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => new URL(c.url).pathname);
      const choices = await changeChoices((c) => ({ ...c, used: markUsed(c.used, open) }));
      const index = await offlineIndex(true);
      if (!index) return;
      status = { ...status, everyTool: choices.everyTool };
      await keep(event, index, choices.everyTool ? [...choices.used, ...index.tools] : choices.used, false);
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as Partial<OfflineRequest> | null;
  if (data?.type === KEEP_OFFLINE && typeof data.path === 'string') {
    const path = data.path;
    event.waitUntil(
      (async () => {
        await changeChoices((c) => ({ ...c, used: markUsed(c.used, [path]) }));
        const index = await offlineIndex(false);
        if (index) await keep(event, index, [path], false);
      })(),
    );
  } else if (data?.type === EVERY_TOOL_OFFLINE && typeof data.on === 'boolean') {
    const on = data.on;
    event.waitUntil(
      (async () => {
        const choices = await changeChoices((c) => ({ ...c, everyTool: on }));
        const index = await offlineIndex(false);
        status = { ...status, everyTool: on };
        if (!index) return;
        if (on) return keepEveryTool(event, index, choices.used);
        // Back to the pages used: the other tool pages go (their scripts expire from the static cache in time).
        const store = await caches.open(pagesCache);
        await Promise.all(index.tools.filter((page) => !choices.used.includes(page)).map((page) => store.delete(page)));
        status = { ...status, done: 0, total: 0, failed: 0 };
        await tellPages();
      })(),
    );
  } else if (data?.type === OFFLINE_STATUS) {
    // Asked by every page that shows the choice, as it hydrates: where it stands. Every tool is checked against the
    // caches (and what is missing fetched: the network went away during the download, the browser evicted files)
    // only when this worker has not seen a whole pass succeed, not on every page load.
    event.waitUntil(
      (async () => {
        const choices = await readChoices();
        const complete = status.everyTool && status.total > 0 && status.done === status.total && status.failed === 0;
        status = { ...status, everyTool: choices.everyTool };
        const index = choices.everyTool && !complete ? await offlineIndex(false) : null;
        if (index) await keepEveryTool(event, index, choices.used);
        else await tellPages();
      })(),
    );
  }
});

serwist.addEventListeners();
