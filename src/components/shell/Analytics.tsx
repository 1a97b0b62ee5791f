'use client';

import { useEffect } from 'react';
import { isAnalyticsHost } from '@/lib/analytics';
import { site } from '@/lib/site';

function addScript(src: string, attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  document.head.appendChild(script);
}

/**
 * Loads page analytics after hydration when configured; never on localhost (SPEC §7), so local runs
 * and the tests talk to nothing outside the machine.
 */
export function Analytics() {
  useEffect(() => {
    if (!isAnalyticsHost(window.location.hostname)) return;
    if (site.gaId) {
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(site.gaId)}`);
      const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
      w.dataLayer = w.dataLayer || [];
      w.gtag = function gtag(...args: unknown[]) {
        w.dataLayer.push(args);
      };
      w.gtag('js', new Date());
      w.gtag('config', site.gaId);
    }
    if (site.simpleAnalytics) addScript('https://scripts.simpleanalyticscdn.com/latest.js');
  }, []);
  return null;
}
