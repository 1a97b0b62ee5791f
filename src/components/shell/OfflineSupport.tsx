'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle-prepare';
import { START_OFFLINE } from '@/lib/offline-store';
import type { UpdateNoticeProps } from './UpdateNotice';

/**
 * Whether the visitor asked sites to use less data (Chromium's Data Saver, "Lite mode", sends it as
 * `navigator.connection.saveData`): the service worker's first install downloads about 0.7 MB in the background.
 */
export function savesData(nav: Navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Starts the service worker once the page has loaded and is idle (src/lib/sw-client.ts; never in
 * development, nor for a visitor saving data: the site then works from the network only), and shows the "new
 * version" notice when a new deploy is ready. Both load on demand.
 */
export function OfflineSupport() {
  const [update, setUpdate] = useState<{ Notice: ComponentType<UpdateNoticeProps>; worker: ServiceWorker } | null>(null);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('@/lib/sw-client').then(({ registerServiceWorker }) =>
        registerServiceWorker((worker) => void import('./UpdateNotice').then(({ UpdateNotice }) => setUpdate({ Notice: UpdateNotice, worker }))),
      );
    };
    // "Make every tool available offline" (OfflineChoice) starts it at once, Data Saver or not.
    window.addEventListener(START_OFFLINE, start);
    if (savesData(navigator)) return () => window.removeEventListener(START_OFFLINE, start);
    const idle = () => void whenIdle(start, 5000, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener(START_OFFLINE, start);
  }, []);
  if (!update) return null;
  return <update.Notice worker={update.worker} onClose={() => setUpdate(null)} />;
}
