'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { UpdateNoticeProps } from './UpdateNotice';

/**
 * Starts the service worker once the page has loaded and is idle (src/lib/sw-client.ts; never in
 * development), and shows the "new version" notice when a new deploy is ready. Both load on demand.
 */
export function OfflineSupport() {
  const [update, setUpdate] = useState<{ Notice: ComponentType<UpdateNoticeProps>; worker: ServiceWorker } | null>(null);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const start = () =>
      void import('@/lib/sw-client').then(({ registerServiceWorker }) =>
        registerServiceWorker((worker) => void import('./UpdateNotice').then(({ UpdateNotice }) => setUpdate({ Notice: UpdateNotice, worker }))),
      );
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
  if (!update) return null;
  return <update.Notice worker={update.worker} onClose={() => setUpdate(null)} />;
}
