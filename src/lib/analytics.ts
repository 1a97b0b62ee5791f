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

/** Simple Analytics' script (it counts page views itself and ignores localhost on its own). */
export const SIMPLE_ANALYTICS_SRC = 'https://scripts.simpleanalyticscdn.com/latest.js';

/**
 * The analytics scripts every page loads at start, in its <head> (SPEC §7): Google's page analytics when a
 * measurement id is set, and Simple Analytics when it is switched on. Neither is set by default, so local runs
 * and the tests load nothing from outside. Only page analytics' configuration waits for a real host.
 */
export function analyticsScripts(config: { gaId: string; simpleAnalytics: boolean }): string[] {
  return [
    ...(config.gaId ? [`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaId)}`] : []),
    ...(config.simpleAnalytics ? [SIMPLE_ANALYTICS_SRC] : []),
  ];
}

/** Page analytics' configuration is skipped on localhost so local runs and tests send nothing. */
export function isAnalyticsHost(hostname: string): boolean {
  return !['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname) && !hostname.endsWith('.localhost');
}
