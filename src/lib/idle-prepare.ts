/** What the Network Information API tells about the visitor's connection (Chromium). */
type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the visitor asked for less data (Data Saver, Lite mode) or is on a 2G connection: then nothing loads ahead. */
export function savesBandwidth(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `prepare` (start a tool's worker, load its engine) when the browser is next idle, so the visitor's first use
 * finds it ready; not for a visitor saving data (they pay for it on first use instead). Returns a cancel function,
 * for an effect's clean-up.
 */
export function prepareWhenIdle(prepare: () => void): () => void {
  if (savesBandwidth()) return () => {};
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(prepare, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(prepare, { timeout: 2000 });
  return () => window.cancelIdleCallback(handle);
}
