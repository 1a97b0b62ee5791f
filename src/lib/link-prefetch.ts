// Link prefetch (SPEC §2, §9 "Link prefetch margin 200px"): a site link's target is prefetched through the
// router once the link comes within 200 px of the viewport, so clicking it then renders from the router's
// cache instead of waiting for the page's payload.
//
// Why not next/link's own prefetch (every Link keeps prefetch={false}): Next 16 starts it the moment a Link
// mounts (hydration, before the page is idle), with a 200px margin on every side (so the side menu, moved
// off-screen to the left when closed, counts as near), a HEAD request per link, no Save-Data check, and the
// target route's chunks arrive with the payload: on the home page that added ~10 KB gzip of JavaScript to the
// first load. This module is loaded on the visitor's first input (AppFrame), never with the page, and then
// waits for an idle moment; the Save-Data / 2G check happens there too, before anything loads.

/** Vertical margin only: a link below or above the fold is "near"; a menu moved off to the side is not. */
export const PREFETCH_ROOT_MARGIN = '200px 0px';

/** Whether a link leads to one of the site's pages that the router renders (not a file, a new tab or this page). */
function target(a: HTMLAnchorElement): string | null {
  if (a.origin !== location.origin || a.target || a.hasAttribute('download') || a.closest('footer')) return null;
  // Every page of the export ends with a slash (trailingSlash: true); files (/privacy.html, /sitemap.xml) do not.
  if (!a.pathname.endsWith('/') || a.pathname === location.pathname) return null;
  return a.pathname + a.search;
}

/**
 * Watches the links of the page (and those added later: menus opened, client navigations) with one
 * IntersectionObserver and prefetches each target once. Returns a function that stops watching.
 */
export function startLinkPrefetch(prefetch: (href: string) => void): () => void {
  const done = new Set<string>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A link in a collapsed menu section or a scrolled-away part of the menu has no visible area. Offline, a
        // prefetch can only fail: the link stays watched and is prefetched when it next comes near, once online.
        if (entry.intersectionRatio <= 0 || !navigator.onLine) continue;
        io.unobserve(entry.target);
        const href = target(entry.target as HTMLAnchorElement);
        if (href && !done.has(href)) {
          done.add(href);
          prefetch(href);
        }
      }
    },
    { rootMargin: PREFETCH_ROOT_MARGIN },
  );
  const watch = (root: Element | Document) => {
    if (root instanceof HTMLAnchorElement) io.observe(root);
    root.querySelectorAll('a[href]').forEach((a) => io.observe(a));
  };
  const added = new MutationObserver((records) => {
    for (const r of records) r.addedNodes.forEach((n) => n instanceof Element && watch(n));
  });
  watch(document);
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    io.disconnect();
    added.disconnect();
  };
}
