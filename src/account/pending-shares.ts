import { isPageSlug } from '@/lib/slug';
import { safeStorage } from '@/lib/storage';

/**
 * Shares not yet acknowledged by Firestore, in localStorage, as bookmarks are (pending-bookmarks.ts): a Share pressed
 * just before the page was left, or before the account had loaded (a second or so after the page did), would
 * otherwise never be recorded. The next load sends them again. Each share has its id from the click, so sending one
 * twice still makes one document. `uid` is null when the account had not said who is signed in yet.
 */
export interface PendingShare {
  id: string;
  slug: string;
  fullUrl: string;
  uid: string | null;
}

const KEY = 'devbench:pending-shares';
/** A Firestore document id of ours: letters, digits and dashes (a UUID, or the fallback below). */
const ID = /^[A-Za-z0-9-]{8,64}$/;

/** A new share's id. */
export function newShareId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** What is pending; anything malformed in storage is ignored. */
export function readPendingShares(): PendingShare[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is PendingShare =>
        !!s &&
        typeof s === 'object' &&
        typeof s.id === 'string' &&
        ID.test(s.id) &&
        typeof s.slug === 'string' &&
        isPageSlug(s.slug) &&
        typeof s.fullUrl === 'string' &&
        (s.uid === null || typeof s.uid === 'string'),
    );
  } catch {
    return [];
  }
}

function write(list: PendingShare[]) {
  if (list.length === 0) safeStorage.remove(KEY);
  else safeStorage.set(KEY, JSON.stringify(list));
}

/** Records a share before it is sent (synchronously: the page may be left in the next moment). */
export function markShare(share: PendingShare) {
  write([...readPendingShares().filter((s) => s.id !== share.id), share]);
}

/** Forgets a share once it has landed or finally failed. */
export function settleShare(id: string) {
  const list = readPendingShares();
  if (list.some((s) => s.id === id)) write(list.filter((s) => s.id !== id));
}
