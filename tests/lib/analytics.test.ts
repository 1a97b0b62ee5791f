// @vitest-environment jsdom
import { analyticsScripts, isAnalyticsHost, SIMPLE_ANALYTICS_SRC, trackEvent } from '@/lib/analytics';

describe('analytics (SPEC §7)', () => {
  it('loads no script by default, so local runs and tests reach nothing outside the machine', () => {
    expect(analyticsScripts({ gaId: '', simpleAnalytics: false })).toEqual([]);
  });

  it('loads page analytics and Simple Analytics at start when configured, whatever the host', () => {
    expect(analyticsScripts({ gaId: 'G-AB12&x', simpleAnalytics: true })).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-AB12%26x',
      SIMPLE_ANALYTICS_SRC,
    ]);
    expect(analyticsScripts({ gaId: '', simpleAnalytics: true })).toEqual(['https://scripts.simpleanalyticscdn.com/latest.js']);
  });

  it('skips page analytics configuration on localhost only', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', 'dev.localhost']) expect(isAnalyticsHost(host)).toBe(false);
    for (const host of ['devbench.example', 'localhost.example.com']) expect(isAnalyticsHost(host)).toBe(true);
  });

  it('sends an event with its title, and only logs a failure', () => {
    const calls: unknown[][] = [];
    const w = window as unknown as { gtag?: unknown; sa_event?: unknown };
    w.gtag = (...args: unknown[]) => calls.push(args);
    w.sa_event = () => {
      throw new Error('blocked by an extension');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => trackEvent('kBarOpened', 'Search')).not.toThrow();
    expect(calls).toEqual([['event', 'kBarOpened', { title: 'Search' }]]);
    expect(warn).toHaveBeenCalledWith('analytics event failed', 'kBarOpened', expect.any(Error));
    delete w.gtag;
    delete w.sa_event;
    warn.mockRestore();
  });
});
