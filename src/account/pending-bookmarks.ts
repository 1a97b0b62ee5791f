import { isPageSlug } from '@/lib/slug';
import { safeStorage } from '@/lib/storage';

/**
 * Bookmark writes not yet acknowledged by Firestore, per user, in localStorage: slug → true (add) or
 * false (remove). A star clicked just before a reload or a navigation would otherwise be lost with the
 * page (Firestore's own persistent cache did not help: its IndexedDB write had often not landed when
 * the page went). The next load shows them at once and sends them again; both writes are idempotent.
 */
export type PendingBookmarks = Record<string, boolean>;

const key = (uid: string) => `devbench:pending-bookmarks:${uid}`;

/** What is pending for a user; anything malformed in storage is ignored. */
export function readPending(uid: string): PendingBookmarks {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(key(uid)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([slug, adding]) => isPageSlug(slug) && typeof adding === 'boolean'));
  } catch {
    return {};
  }
}

function write(uid: string, pending: PendingBookmarks) {
  if (Object.keys(pending).length === 0) safeStorage.remove(key(uid));
  else safeStorage.set(key(uid), JSON.stringify(pending));
}

/** Records a write before it is sent. */
export function markPending(uid: string, slug: string, adding: boolean) {
  write(uid, { ...readPending(uid), [slug]: adding });
}

/** Forgets a write once it has landed or finally failed, unless a later click changed it meanwhile. */
export function settlePending(uid: string, slug: string, adding: boolean) {
  const pending = readPending(uid);
  if (pending[slug] !== adding) return;
  delete pending[slug];
  write(uid, pending);
}

/** The stored list as the user last left it: pending additions in, pending removals out. */
export function applyPending(list: readonly string[], pending: PendingBookmarks): string[] {
  const out = list.filter((slug) => pending[slug] !== false);
  for (const [slug, adding] of Object.entries(pending)) if (adding && !out.includes(slug)) out.push(slug);
  return out;
}
