// Starts a waiting service worker when the user chooses Reload. Loaded with the update notice
// (src/components/shell/UpdateNotice.tsx), never with a page.

/** A script that does nothing (public/sw-activate.js), in the service worker's scope. */
const ACTIVATION_NUDGE = '/sw-activate.js';
/** How long the page waits for the new worker before nudging Chromium, and between nudges; how many at most. */
const NUDGE_AFTER_MS = 1_000;
const NUDGE_EVERY_MS = 2_000;
const MAX_NUDGES = 30;

/**
 * Starts a waiting worker (its Serwist takes SKIP_WAITING); the page reloads when it takes over (controllerchange).
 *
 * Chromium swaps the workers once the old one has no work: when skipWaiting() is called it asks the old worker to
 * stop as soon as it is idle, and activates the new one when it has stopped. It asks only once per worker, and
 * forgets it when a request of a page starts the old worker again while it is stopping, which is what happens when
 * Reload is the page's first interaction: the scripts that interaction loads, and link prefetch, reach the old
 * worker within the same few milliseconds. The old worker then runs on (for as long as DevTools is attached, as in
 * Playwright; else until it has been idle for a while), and the new one waits, for up to 5 minutes. A request that
 * starts a client in the scope (a navigation, or a worker's script) makes Chromium try the activation again, and
 * ask the old worker again to stop: so while the new worker still waits, the page loads a worker that does nothing.
 */
export function activateWhenAsked(worker: ServiceWorker) {
  worker.postMessage({ type: 'SKIP_WAITING' });
  let nudges = 0;
  const nudge = () => {
    if (worker.state !== 'installed' || nudges++ >= MAX_NUDGES) return;
    try {
      new Worker(ACTIVATION_NUDGE);
    } catch {
      // No workers here: the activation happens when Chromium gets to it.
    }
    setTimeout(nudge, NUDGE_EVERY_MS);
  };
  setTimeout(nudge, NUDGE_AFTER_MS);
}
