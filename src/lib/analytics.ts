/** Analytics events named in SPEC §7. */
export type AnalyticsEvent = 'login' | 'kBarOpened' | 'kBarClick' | 'kids-app-close' | 'kids-app-click' | (string & {});

interface AnalyticsWindow {
  gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  sa_event?: (name: string, metadata?: Record<string, unknown>) => void;
}

/**
 * Sends an event with a title to whichever page analytics is loaded. Analytics must never break a
 * page, so failures are only logged (SPEC §7).
 */
export function trackEvent(name: AnalyticsEvent, title?: string): void {
  try {
    if (typeof window === 'undefined') return;
    const w = window as unknown as AnalyticsWindow;
    const params = title ? { title } : undefined;
    w.gtag?.('event', name, params);
    w.sa_event?.(name, params);
  } catch (error) {
    console.warn('analytics event failed', name, error);
  }
}

/** Page analytics is skipped on localhost so local runs and tests send nothing. */
export function isAnalyticsHost(hostname: string): boolean {
  return !['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname) && !hostname.endsWith('.localhost');
}
