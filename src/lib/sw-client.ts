import { KEEP_OFFLINE, type OfflineRequest } from './offline-store';

/**
 * Registers the service worker (/sw.js, src/sw.ts) and reports a waiting update. Loaded with import() once
 * the page is idle (src/components/shell/OfflineSupport.tsx), so it is no part of any page's first-load code.
 *
 * A new deploy's worker installs in the background and waits. `onUpdate` is called once it is ready, with
 * that worker, which the update notice starts when the user chooses Reload (src/lib/sw-activate.ts). When a
 * new worker takes over a page that already had one, the page reloads, in every open tab: a page of the old
 * deploy never goes on running against the new deploy's files.
 */
export function registerServiceWorker(onUpdate: (waiting: ServiceWorker) => void): void {
  const sw = navigator.serviceWorker;
  let controlled = !!sw.controller;
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    // The first worker taking over the page (clientsClaim) changes nothing the page runs; it is handed the files
    // this page loaded before it existed, so the page a visitor landed on (a cheatsheet, a post: not precached)
    // opens offline too.
    if (!controlled) {
      controlled = true;
      sw.controller?.postMessage(loadedFiles());
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  let offered: ServiceWorker | null = null;
  const offer = (worker: ServiceWorker) => {
    if (offered === worker || !sw.controller) return;
    offered = worker;
    onUpdate(worker);
  };
  const watch = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
    if (!worker) return;
    let installed = false;
    const check = () => {
      if (worker.state === 'installed') {
        installed = true;
        offer(worker);
      }
      // A new deploy's worker that failed to install (its install step threw) while the old one goes on serving
      // the old deploy: unless a newer one is already on its way, the old one must go too (see dropBrokenWorker).
      if (worker.state === 'redundant' && !installed && registration.active && !registration.installing && !registration.waiting) {
        void dropBrokenWorker(registration);
      }
    };
    check();
    worker.addEventListener('statechange', check);
  };

  // A page opened under the worker is kept offline with its tool's code, even before its first use (a first visit's
  // landing page is kept by the installing worker itself).
  sw.controller?.postMessage({ type: KEEP_OFFLINE, path: location.pathname } satisfies OfflineRequest);

  sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
    (registration?: ServiceWorkerRegistration) => {
      // A browser that blocks workers (Playwright's serviceWorkers: 'block') may answer with no registration.
      if (!registration) return;
      if (registration.waiting) offer(registration.waiting);
      watch(registration, registration.installing);
      registration.addEventListener('updatefound', () => watch(registration, registration.installing));
      // A worker of an earlier visit: register() answers with it at once, whatever the browser's own update check
      // (made on navigation) finds, and that check fails silently. update() says whether sw.js could be had: a
      // 404, not a script, or a script that throws when it runs make it reject.
      // Asked a few seconds later: an update() asked while the browser's own check (made on navigation) is still under
      // way joins that job, and Chromium then answers it without the error. A page that hydrates right after its load
      // (the visitor moved the pointer at once) got here while that check was running.
      if (registration.active) window.setTimeout(() => void registration.update().catch(() => dropBrokenWorker(registration)), UPDATE_CHECK_DELAY_MS);
    },
    // No worker (private mode, storage off): the site works as before, from the network.
    () => {},
  );
}

/** How long after the worker's registration the page asks whether sw.js can still be had (see register's answer). */
export const UPDATE_CHECK_DELAY_MS = 3_000;

/**
 * The worker of an earlier deploy stays and keeps serving that deploy's pages from its caches when the update
 * check fails: when the site's sw.js is gone (404), is not a script, throws when it runs, or fails to install.
 * A returning visitor would be stuck on the old deploy, unawares. So the worker is unregistered and its caches
 * emptied, and the next load comes from the network, the current deploy. Offline the update check fails too,
 * and the worker is what serves the site: it goes only if sw.js can be fetched (a 404 is an answer too).
 */
export async function dropBrokenWorker(registration: ServiceWorkerRegistration): Promise<boolean> {
  try {
    // The worker never answers for /sw.js (src/sw.ts): this asks the server.
    await fetch('/sw.js', { cache: 'no-store' });
  } catch {
    return false;
  }
  await registration.unregister();
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  return true;
}

/**
 * Serwist's own CACHE_URLS message (handled by `serwist.addEventListeners()` in src/sw.ts): each URL goes through the
 * worker's routes as a request would, so it lands in the cache its route uses; a precached file is left to the
 * precache, and what no route caches (the API, sw.js) is not cached. This page and the same-origin files it loaded,
 * at most 400.
 */
export function loadedFiles(): { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } } {
  const page = new URL(location.href);
  page.hash = '';
  const urls = new Set([page.href]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin) urls.add(url.href);
  }
  return { type: 'CACHE_URLS', payload: { urlsToCache: [...urls].slice(0, 400) } };
}
