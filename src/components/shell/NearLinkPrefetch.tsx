'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How close to the viewport a link must come before its page is prefetched (SPEC §2). */
const MARGIN = '200px';

/** The path of a link that leads to another page of this site, or null (hash links, other sites, new tabs, files). */
export function prefetchablePath(a: HTMLAnchorElement, here: Location): string | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download')) return null;
  const url = new URL(a.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname) return null;
  // Only page routes: directory paths (every page is served at a trailing slash), not /privacy.html or feeds.
  if (!url.pathname.endsWith('/')) return null;
  return url.pathname;
}

/**
 * Prefetches the pages that links on this page lead to when a link comes within 200 px of the viewport, the
 * way Next's own <Link> prefetches in view: the site's links set prefetch={false} so that this one observer
 * does it for all of them (and for links in prerendered Markdown), instead of one per link. Nothing is
 * prefetched when the browser asks to save data.
 */
export function NearLinkPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || typeof IntersectionObserver === 'undefined') return;
    const done = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const path = prefetchablePath(entry.target as HTMLAnchorElement, window.location);
          if (path && !done.has(path)) {
            done.add(path);
            router.prefetch(path);
          }
        }
      },
      { rootMargin: MARGIN },
    );
    const watch = (root: ParentNode) => root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => observer.observe(a));
    // Links present now, then links that islands and menus add later.
    watch(document);
    const added = new MutationObserver((records) => {
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n instanceof HTMLAnchorElement) observer.observe(n);
          else if (n instanceof Element) watch(n);
        });
    });
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [router]);
  return null;
}
