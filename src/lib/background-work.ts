/**
 * A tool's long run comes before the service worker's background download.
 *
 * A first visit installs the service worker (src/sw.ts), which precaches the shell, the tool pages and their code in
 * the background: some 600 files, several seconds of one core's time while they are fetched, stored and compiled.
 * A visitor who pastes a big document meanwhile shares the machine with it (on two cores, jq on 5 MB ran 1.8 times
 * as long). So while a run of the page takes long, the page asks the installing worker to hold its precache: the
 * files being fetched finish, no new one starts. The download resumes shortly after the run ends.
 *
 * A hold lapses on its own after HOLD_MS unless the page renews it, so a page closed during a run never stalls the
 * install. The active worker's downloads for offline use (a page the visitor opened, every tool) hold the same way.
 * With no service worker (development, a browser without workers) nothing is sent.
 */

/** The message the page sends to the installing service worker: hold the precache for `ms` (0 lets it go on now). */
export const PRECACHE_HOLD = 'PRECACHE_HOLD';
export interface PrecacheHoldMessage {
  type: typeof PRECACHE_HOLD;
  ms: number;
}

/** How long one hold lasts unless renewed; the page renews it while the run goes on. */
export const HOLD_MS = 3_000;
/** A run still going after this long holds the precache (quick runs, such as those while typing, never do). */
export const LONG_RUN_MS = 40;
/** How long after the last long run ends the precache goes on (the page renders the result meanwhile). */
const RELEASE_AFTER_MS = 250;

let holds = 0;
let renewTimer: ReturnType<typeof setInterval> | undefined;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

function tell(ms: number): void {
  let sw: ServiceWorkerContainer | undefined;
  try {
    sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  } catch {
    // A document that may not use service workers (a sandboxed frame throws on the mere access).
    return;
  }
  if (!sw) return;
  // The installing worker's precache, and the active worker's downloads for offline use (src/lib/offline-store.ts).
  sw.getRegistration().then(
    (registration) => {
      for (const worker of [registration?.installing, registration?.active])
        worker?.postMessage({ type: PRECACHE_HOLD, ms } satisfies PrecacheHoldMessage);
    },
    () => {},
  );
}

/** Holds the precache until the returned function is called (calling it again does nothing). */
export function holdBackgroundWork(): () => void {
  clearTimeout(releaseTimer);
  if (holds++ === 0) {
    tell(HOLD_MS);
    renewTimer = setInterval(() => tell(HOLD_MS), HOLD_MS / 2);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holds > 0) return;
    clearInterval(renewTimer);
    releaseTimer = setTimeout(() => tell(0), RELEASE_AFTER_MS);
  };
}

/** A run whose request carries a text or buffer this big (a pasted or opened document) is long: it holds at once. */
export const BIG_INPUT = 256 * 1024;

const isBig = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.length >= BIG_INPUT
    : value instanceof ArrayBuffer || ArrayBuffer.isView(value)
      ? value.byteLength >= BIG_INPUT
      : false;

/** Whether a run's request (a text, a buffer, or an object of them) carries a big input. */
export function hasBigInput(request: unknown): boolean {
  if (isBig(request)) return true;
  return typeof request === 'object' && request !== null && Object.values(request).some(isBig);
}

/**
 * For a run that has just started on `request`: holds the precache at once if the request carries a big input, else
 * once the run has taken LONG_RUN_MS. Returns the function to call when the run ends (settled, cancelled or failed),
 * which releases the hold or cancels it before it starts.
 */
export function holdIfLong(request: unknown): () => void {
  if (hasBigInput(request)) return holdBackgroundWork();
  let release: (() => void) | null = null;
  const timer = setTimeout(() => (release = holdBackgroundWork()), LONG_RUN_MS);
  return () => {
    clearTimeout(timer);
    release?.();
  };
}
