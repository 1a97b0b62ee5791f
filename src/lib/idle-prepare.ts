/** What the Network Information API tells about the visitor's connection (Chromium). */
type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the visitor asked for less data (Data Saver, Lite mode) or is on a 2G connection: then nothing loads ahead. */
export function savesBandwidth(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `run` when the browser is next idle, at the latest after `timeoutMs` if given (a browser without
 * requestIdleCallback: after `fallbackMs`). Returns a cancel function, for an effect's clean-up.
 */
export function whenIdle(run: () => void, timeoutMs?: number, fallbackMs = 200): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(run, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Runs `prepare` (start a tool's worker, load the palette's code) when the browser is next idle, so the visitor's next
 * use finds it ready; not for a visitor saving data (they pay for it on use instead). Returns a cancel function.
 */
export function prepareWhenIdle(prepare: () => void): () => void {
  return savesBandwidth() ? () => {} : whenIdle(prepare, 2000);
}
