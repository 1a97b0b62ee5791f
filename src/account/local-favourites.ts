import { isPageSlug } from '@/lib/slug';
import { safeStorage } from '@/lib/storage';

/**
 * Bookmarks ("favourites") kept in this browser, so the star works without an account (issue 32). One
 * localStorage entry, versioned in its key; every change is announced in the page (FAVOURITES_EVENT) and reaches
 * other tabs through the browser's `storage` event. No Firebase here: a signed-out page never loads it.
 *
 * While signed in, this entry mirrors the account's bookmarks (AccountProvider), so signing out keeps a local copy,
 * and `synced` records what the account held the last time this browser saw it: the base of the merge at the next
 * sign-in (mergeFavourites below).
 */
export const LOCAL_FAVOURITES_KEY = 'devbench:favourites:v1';
/** Dispatched on window after every change made by this page. */
export const FAVOURITES_EVENT = 'devbench:favourites';

export interface LocalFavourites {
  /** The starred pages, in the order they were starred (slugs, no duplicates). */
  slugs: string[];
  /** The account's bookmarks as this browser last saw them, and whose; null if it never saw an account's. */
  synced: { uid: string; slugs: string[] } | null;
}

const EMPTY: LocalFavourites = { slugs: [], synced: null };

const slugList = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter(isPageSlug))] : []);

/** Reads a stored value; anything malformed is ignored (an empty list). */
export function parseLocalFavourites(raw: string | null): LocalFavourites {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as { slugs?: unknown; synced?: { uid?: unknown; slugs?: unknown } | null } | null;
    if (!v || typeof v !== 'object') return EMPTY;
    const s = v.synced;
    const synced = s && typeof s === 'object' && typeof s.uid === 'string' && s.uid ? { uid: s.uid, slugs: slugList(s.slugs) } : null;
    return { slugs: slugList(v.slugs), synced };
  } catch {
    return EMPTY;
  }
}

let cache: { raw: string | null; value: LocalFavourites } = { raw: null, value: EMPTY };

/** The stored favourites; the same object while the stored text is unchanged (a useSyncExternalStore snapshot). */
export function readLocalFavourites(): LocalFavourites {
  const raw = safeStorage.get(LOCAL_FAVOURITES_KEY);
  if (raw !== cache.raw) cache = { raw, value: parseLocalFavourites(raw) };
  return cache.value;
}

/** The snapshot before hydration: nothing starred (the page's HTML is the same for everyone). */
export const serverFavourites = (): LocalFavourites => EMPTY;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** Stores the favourites (nothing at all when there is nothing to remember) and announces the change. */
export function writeLocalFavourites(next: LocalFavourites) {
  const now = readLocalFavourites();
  if (same(now.slugs, next.slugs) && now.synced?.uid === next.synced?.uid && same(now.synced?.slugs ?? [], next.synced?.slugs ?? [])) return;
  // An empty list with an empty (or no) base holds nothing a merge needs: the key goes, so pages need not load
  // their scripts at once for it (the star's data-saved-state).
  if (next.slugs.length === 0 && (next.synced?.slugs.length ?? 0) === 0) safeStorage.remove(LOCAL_FAVOURITES_KEY);
  else safeStorage.set(LOCAL_FAVOURITES_KEY, JSON.stringify({ slugs: next.slugs, synced: next.synced }));
  window.dispatchEvent(new Event(FAVOURITES_EVENT));
}

/** Stars or unstars a page in this browser. */
export function toggleLocalFavourite(slug: string) {
  const now = readLocalFavourites();
  const slugs = now.slugs.includes(slug) ? now.slugs.filter((s) => s !== slug) : [...now.slugs, slug];
  writeLocalFavourites({ ...now, slugs });
}

/** Stars pages in this browser (an import); returns how many were not starred yet. */
export function addLocalFavourites(add: readonly string[]): number {
  const now = readLocalFavourites();
  const fresh = [...new Set(add)].filter((s) => isPageSlug(s) && !now.slugs.includes(s));
  if (fresh.length > 0) writeLocalFavourites({ ...now, slugs: [...now.slugs, ...fresh] });
  return fresh.length;
}

/** While signed in: the local copy becomes the account's list, which is also the base of the next merge. */
export function mirrorAccount(uid: string, slugs: readonly string[]) {
  writeLocalFavourites({ slugs: [...slugs], synced: { uid, slugs: [...slugs] } });
}

/** Calls `onChange` on every change, from this page or another tab; returns the unsubscribe. */
export function subscribeLocalFavourites(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCAL_FAVOURITES_KEY || e.key === null) onChange();
  };
  window.addEventListener(FAVOURITES_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVOURITES_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The merge at sign-in of this browser's favourites into the account's bookmarks: a three-way merge per page.
 *
 * - `base`: the account's list as this browser last saw it (`synced`, for the same account; null when it never saw
 *   this account, which counts as an empty base);
 * - `local`: this browser's list now; `remote`: the account's list now.
 *
 * The rule: a page whose local state differs from the base was starred or unstarred here since the last sync, and
 * that intent wins; any other page takes the account's state. So a local add is never dropped, a local removal is
 * carried over, and a page starred or unstarred on another device is not undone by this browser's stale copy (it
 * did not change here, so the account's state stands). When both sides changed the same page since the base, a
 * star is only on or off, so both changed it the same way and agree. A browser that never saw this account
 * (no base) adds its favourites and removes nothing. Several clicks here that end where they started count as
 * no change. The result keeps the account's order, then the local additions in the order they were starred.
 */
export function mergeFavourites(base: readonly string[] | null, local: readonly string[], remote: readonly string[]): string[] {
  const b = new Set(base ?? []);
  const l = new Set(local);
  const r = new Set(remote);
  const changedHere = (slug: string) => l.has(slug) !== b.has(slug);
  const kept = [...r].filter((slug) => !changedHere(slug) || l.has(slug));
  const added = [...l].filter((slug) => changedHere(slug) && !r.has(slug));
  return [...kept, ...added];
}

/**
 * The merge for `uid` signing in, from what this browser stores. After another account was signed in here, the
 * local list is still that account's copy: only the pages starred since (not in its list) go to this account, as
 * additions; that account's own bookmarks stay its own.
 */
export function mergeAtSignIn(stored: LocalFavourites, uid: string, remote: readonly string[]): string[] {
  const { synced } = stored;
  if (synced?.uid === uid) return mergeFavourites(synced.slugs, stored.slugs, remote);
  const local = synced ? stored.slugs.filter((slug) => !synced.slugs.includes(slug)) : stored.slugs;
  return mergeFavourites(null, local, remote);
}
