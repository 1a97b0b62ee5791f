import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { savesBandwidth, whenIdle } from '@/lib/idle-prepare';

/** The visitor's own inputs (a scroll made by the page itself, e.g. to a #fragment, is not one). */
const INPUTS = ['pointermove', 'pointerdown', 'wheel', 'touchstart', 'keydown'] as const;

/**
 * Starts link prefetch (src/lib/link-prefetch.ts) after the visitor's first input, once the page is idle;
 * never with Save-Data or on a 2G connection (then <html data-prefetch="off">). Its code is a separate chunk,
 * so a page's first load carries only this gate, and what a prefetch brings (the target's payload and route
 * chunks) is never part of a page's first load.
 */
export function useLinkPrefetch() {
  const router = useRouter();
  useEffect(() => {
    if (savesBandwidth()) {
      document.documentElement.setAttribute('data-prefetch', 'off');
      return;
    }
    let live = true;
    let stop: (() => void) | undefined;
    const start = () =>
      void import('@/lib/link-prefetch').then((m) => {
        if (live) stop = m.startLinkPrefetch((href) => router.prefetch(href));
      });
    const go = () => {
      INPUTS.forEach((e) => removeEventListener(e, go));
      whenIdle(start);
    };
    INPUTS.forEach((e) => addEventListener(e, go, { passive: true }));
    return () => {
      live = false;
      INPUTS.forEach((e) => removeEventListener(e, go));
      stop?.();
    };
  }, [router]);
}
