'use client';

import { useEffect } from 'react';
import { isAnalyticsHost } from '@/lib/analytics';
import { site } from '@/lib/site';

/**
 * Configures page analytics once the page runs, when a measurement id is set, but never on localhost (SPEC §7).
 * The scripts themselves load at start from the page's <head> (`analyticsScripts`).
 */
export function Analytics() {
  useEffect(() => {
    if (!isAnalyticsHost(window.location.hostname)) return;
    if (site.gaId) {
      const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
      w.dataLayer = w.dataLayer || [];
      w.gtag = function gtag(...args: unknown[]) {
        w.dataLayer.push(args);
      };
      w.gtag('js', new Date());
      w.gtag('config', site.gaId);
    }
  }, []);
  return null;
}
