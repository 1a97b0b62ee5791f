'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { idbDelete, idbGet, idbSet, idbWarm } from '@/lib/idb-store';
import { safeStorage } from '@/lib/storage';
import { decodeStateFragment, pickKnownFields, PRIVATE_FRAGMENT } from '@/lib/url-state';
import type { ToolSlug } from '@/registry/tools';
import { formatSize, hideNotice, showNotice } from './tool-notices';
import { inIndexedDbMark, restoringMark, toolStorageKey as storageKey } from './tool-storage-key';

/** States above this size go to IndexedDB: localStorage quotas are ~5 MB per origin, shared by all tools. */
const MAX_LOCAL_CHARS = 1_000_000;

/**
 * A saved state larger than this is not put on screen by itself at the next visit: the user is asked first (issue 28).
 * One megabyte of control characters on one line froze /json/escape/ at every visit until site data was cleared.
 */
export const LAZY_RESTORE_CHARS = 256 * 1024;

/**
 * How long the page must stay responsive after a restore before the restore counts as done (the restoring mark is then
 * removed). A page that hangs on a state runs no timer; a page left sooner, by the user, clears it on pagehide.
 */
const SETTLE_MS = 1500;

/**
 * How long after the last change a state is saved: a state bound for IndexedDB waits longer, since cloning and storing
 * megabytes takes the main thread 50–70 ms (a 5 MB paste into the jq playground), which at 400 ms landed just when the
 * tool's result came back from its worker and held it up by 28 ms. Leaving the page or hiding it saves at once.
 */
const SAVE_DELAY_MS = 400;
const LARGE_SAVE_DELAY_MS = 1000;

/** The event a tool's host listens to, to say (once) that the input could not be saved. */
export const SAVE_FAILED_EVENT = 'devbench:save-failed';
export const SAVE_FAILED_MESSAGE =
  'Your input could not be saved in this browser (its storage is full or switched off). It stays on screen: copy it before you leave or reload.';

/** A layout effect in the browser; on the server (the prerender) there is no layout, and React warns of one. */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Characters in a state's text fields: a cheap bound on its JSON size, without serialising it. */
function textSize(state: Record<string, unknown>): number {
  let size = 0;
  for (const v of Object.values(state)) size += typeof v === 'string' ? v.length : 16;
  return size;
}

/** Whether two states hold the same values (strings compare by content: no serialising of megabytes). */
function sameState(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * Other tabs learn of a save to IndexedDB through this channel (a save to localStorage fires the `storage` event in
 * them by itself). A channel never hears its own messages, so a tab is not told of its own saves.
 */
let channel: BroadcastChannel | null | undefined;
function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('devbench:tool-state') : null;
  return channel;
}

/**
 * Saves a tool's state: in localStorage when it fits, else in IndexedDB (and the other copy is
 * dropped, so a reload never brings back an older one). Resolves false when neither could keep it.
 * IndexedDB stores the state object itself: serialising a 50 MB input to JSON first would block the
 * page for a quarter of a second, and structured cloning copies the string at memory speed.
 * The localStorage branch completes synchronously (before the first await), which is what a save on pagehide needs.
 */
async function saveState(slug: string, state: Record<string, unknown>, leaving = false): Promise<boolean> {
  const key = storageKey(slug);
  // Leaving the page, a state bound for IndexedDB goes to localStorage if it has room: Chromium drops an IndexedDB
  // write started on pagehide when the page is torn down (a 1.5 MB paste left at once was lost), a localStorage write
  // is done before the handler returns. The next save after a reload moves it to IndexedDB.
  if (textSize(state) <= MAX_LOCAL_CHARS || leaving) {
    const json = JSON.stringify(state);
    if ((json.length <= MAX_LOCAL_CHARS || leaving) && safeStorage.set(key, json)) {
      // IndexedDB is touched only when this page put or found the tool's state there, not on every save.
      if (inIndexedDb.delete(slug)) {
        safeStorage.remove(inIndexedDbMark(slug));
        void idbDelete(key).catch(() => undefined);
      }
      return true;
    }
  }
  safeStorage.remove(key);
  // A few bytes that tell the page's loader, before any script, that there is a state to restore. Written before the
  // IndexedDB write, synchronously: a save made as the page is left has its write finish after the next page loaded.
  const marked = safeStorage.set(inIndexedDbMark(slug), '1');
  try {
    await idbSet(key, state);
    inIndexedDb.add(slug);
    tabsChannel()?.postMessage({ slug });
    return true;
  } catch {
    if (marked) safeStorage.remove(inIndexedDbMark(slug));
    return false;
  }
}

/** Drops a tool's saved state wherever it is. */
function discardState(slug: string) {
  const key = storageKey(slug);
  safeStorage.remove(key);
  safeStorage.remove(inIndexedDbMark(slug));
  safeStorage.remove(restoringMark(slug));
  inIndexedDb.delete(slug);
  void idbDelete(key).catch(() => undefined);
}

/** Tools whose state this page saved in, or restored from, IndexedDB. */
const inIndexedDb = new Set<string>();

/** A saved state (JSON text, or the object IndexedDB keeps), or null when it is missing or not an object. */
function parseState(saved: unknown): Record<string, unknown> | null {
  try {
    const v: unknown = typeof saved === 'string' ? JSON.parse(saved) : (saved ?? null);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The saved state as stored (JSON text or an object), wherever it is, or null. */
async function readSaved(slug: string): Promise<unknown> {
  const local = safeStorage.get(storageKey(slug));
  if (local != null) return local;
  const saved = await idbGet(storageKey(slug)).catch(() => undefined);
  if (saved != null) inIndexedDb.add(slug);
  return saved ?? null;
}

/**
 * A tool's state: starts from its defaults (what the server rendered), then after mount takes a share
 * link's fragment if present, else what the user had before the reload. Changes are saved, debounced, and at once
 * when the page is left or hidden. What the user should know about the saved input is said in notices
 * (tool-notices.ts, shown by ToolNotices): a draft a share link replaced (with Restore it), a save made in another tab
 * (Load it / Keep mine), a failed save, a large or suspect last input not restored by itself (Restore / Discard).
 * `upgrade` rewrites a restored state (link or saved) before it is used: for a field added later whose
 * default would change the meaning of states made before it existed.
 */
export function useToolState<T extends Record<string, unknown>>(
  slug: ToolSlug,
  defaults: T,
  upgrade?: (data: Record<string, unknown>) => Record<string, unknown>,
) {
  const [state, setStateValue] = useState<T>(defaults);
  /** The state with every change made so far, rendered or not (what the next change builds on). */
  const latest = useRef<T>(defaults);
  /**
   * The state as last committed: what is saved. A change that made the tool throw while rendering is never committed,
   * so it is never saved, and Try again (IslandBoundary) or a reload brings back the last input that worked. It is set
   * in a layout effect, so a save on pagehide, a moment after a keystroke, already has it.
   */
  const committed = useRef<T>(defaults);
  useIsomorphicLayoutEffect(() => {
    committed.current = state;
  }, [state]);
  const [restored, setRestored] = useState(false);
  const restoredRef = useRef(false);
  const [fromLink, setFromLink] = useState(false);
  /** Changes when a saved or shared state is put on screen: the restore settles that long after. */
  const [restoreTick, setRestoreTick] = useState(0);
  /** Whether this page wrote the restoring mark and has not removed it yet. */
  const restoring = useRef(false);
  /**
   * Whether the state holds something not saved yet: an edit, or a share link's state. A state restored as it
   * was saved (or the defaults) is not written back: that write would be for nothing, and with localStorage full
   * it would open IndexedDB before the user typed anything.
   */
  const unsaved = useRef(false);
  /** Whether this page has saved the state at least once. */
  const savedHere = useRef(false);
  const defaultsRef = useRef(defaults);
  const upgradeRef = useRef(upgrade);
  const pick = useCallback(
    (data: Record<string, unknown> | null) => pickKnownFields(defaultsRef.current, data && upgradeRef.current ? upgradeRef.current(data) : data),
    [],
  );
  const merge = useCallback((patch: Partial<T>) => {
    latest.current = { ...latest.current, ...patch };
    setStateValue(latest.current);
  }, []);

  /** Puts a saved or shared state on screen, with the restoring mark written first (see restoringMark). */
  const apply = useCallback(
    (data: Record<string, unknown> | null) => {
      const picked = pick(data);
      if (Object.keys(picked).length > 0) {
        restoring.current = safeStorage.set(restoringMark(slug), '1');
        setRestoreTick((n) => n + 1);
      }
      merge(picked);
    },
    [slug, pick, merge],
  );
  const settleRestore = useCallback(() => {
    if (!restoring.current) return;
    restoring.current = false;
    safeStorage.remove(restoringMark(slug));
  }, [slug]);

  const saveNow = useCallback(
    (leaving = false) => {
      if (!restoredRef.current || !unsaved.current) return;
      const saving = committed.current;
      // A change not rendered yet is left for the next save.
      unsaved.current = saving !== latest.current;
      void saveState(slug, saving, leaving).then((saved) => {
        if (!saved) {
          showNotice({ slug, id: 'save-failed', role: 'alert', text: SAVE_FAILED_MESSAGE, actions: [] });
          window.dispatchEvent(new CustomEvent(SAVE_FAILED_EVENT, { detail: { slug } }));
          return;
        }
        savedHere.current = true;
        hideNotice(slug, 'save-failed');
        // The saved state is now one the page has shown without hanging: a mark left by an earlier visit is stale.
        if (!restoring.current) safeStorage.remove(restoringMark(slug));
      });
    },
    [slug],
  );

  /** When a state replaces what the user had (a share link): says so, with a way back, unless nothing was lost. */
  const keepDraft = useCallback(
    (draftData: Record<string, unknown> | null, shown: T) => {
      if (!draftData) return;
      const draft = { ...defaultsRef.current, ...pick(draftData) };
      if (sameState(draft, shown) || sameState(draft, defaultsRef.current)) return;
      showNotice({
        slug,
        id: 'kept-draft',
        role: 'status',
        text: 'Opened the shared state. Your previous draft was kept.',
        actions: [
          {
            label: 'Restore it',
            run: () => {
              unsaved.current = true;
              apply(draft);
            },
          },
        ],
      });
    },
    [slug, pick, apply],
  );

  /**
   * Puts a link's state on screen (a share link's, or a private link's once decrypted): it is then the tool's state, saved
   * as usual, and the draft it replaces is kept with a way back: what was on screen, or, when that was only the defaults
   * (the page has just loaded), what is saved (read before the link's state is saved over it, in 400 ms: an IndexedDB
   * read started now is served before a write started later). The fragment is dropped, so a reload shows the user's
   * later edits rather than the link's content, and a private link's key does not stay in the address bar.
   */
  const applyLinked = useCallback(
    (data: Record<string, unknown>, cancelled: () => boolean) => {
      const before = latest.current;
      unsaved.current = true;
      apply(data);
      setFromLink(true);
      const shown = latest.current;
      if (!sameState(before, defaultsRef.current)) keepDraft(before, shown);
      else void readSaved(slug).then((saved) => cancelled() || keepDraft(parseState(saved), shown));
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    },
    [slug, apply, keepDraft],
  );

  /** Opens a `#private=` link: fetches and decrypts its state, or says inline why it cannot. */
  const openPrivate = useCallback(
    (hash: string, cancelled: () => boolean) => {
      hideNotice(slug, 'private-link');
      import('./private-link-client')
        .then((m) => m.openPrivateFragment(hash))
        .then(
          (data) => cancelled() || !data || applyLinked(data, cancelled),
          (e: unknown) =>
            cancelled() || showNotice({ slug, id: 'private-link', role: 'alert', text: e instanceof Error ? e.message : String(e), actions: [] }),
        );
    },
    [slug, applyLinked],
  );

  useEffect(() => {
    let cancelled = false;
    const linkData = decodeStateFragment(window.location.hash);
    // Restoring after mount keeps hydration identical to the prerendered HTML.
    const done = () => {
      restoredRef.current = true;
      setRestored(true);
      setFromLink(linkData != null);
    };
    if (window.location.hash.startsWith(PRIVATE_FRAGMENT)) {
      // A private link (issue 32): its state is fetched and decrypted; until then the tool shows its defaults, and
      // nothing is saved over the user's draft (which the link's state then replaces, with a way back).
      openPrivate(window.location.hash, () => cancelled);
      done();
    } else if (linkData) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restored after mount, so hydration matches the prerender
      applyLinked(linkData, () => cancelled);
      done();
    } else {
      // A mark left by the last visit: it put a state on screen and never became responsive again to remove it.
      const suspect = safeStorage.get(restoringMark(slug)) != null;
      const restore = (saved: unknown, size: number) => {
        if (cancelled) return;
        if (saved == null) {
          if (suspect) safeStorage.remove(restoringMark(slug));
        } else if (suspect || size > LAZY_RESTORE_CHARS) {
          showNotice({
            slug,
            id: 'not-restored',
            role: 'status',
            text: `Your last input (${formatSize(size)}) was not restored automatically${
              suspect ? ': the page may have stopped responding with it last time' : ''
            }.`,
            actions: [
              {
                label: 'Restore',
                run: () => {
                  // Saved again: the user may have typed (and saved) something else meanwhile.
                  unsaved.current = true;
                  apply(parseState(saved));
                },
              },
              {
                label: 'Discard',
                // Once this page saved what the user typed since, that is what is stored, not the last input.
                run: () => (savedHere.current ? safeStorage.remove(restoringMark(slug)) : discardState(slug)),
              },
            ],
          });
        } else apply(parseState(saved));
        done();
      };
      // localStorage first (synchronous: the usual case restores in the first render after mount),
      // then IndexedDB, where states too large for localStorage are kept.
      const local = safeStorage.get(storageKey(slug));
      if (local != null) restore(local, local.length);
      else
        void idbGet(storageKey(slug)).then(
          (saved) => {
            if (saved != null) inIndexedDb.add(slug);
            const data = parseState(saved);
            restore(data, data ? textSize(data) : 0);
          },
          () => restore(null, 0),
        );
    }

    const onHash = () => {
      if (window.location.hash.startsWith(PRIVATE_FRAGMENT)) return openPrivate(window.location.hash, () => cancelled);
      const data = decodeStateFragment(window.location.hash);
      if (data) applyLinked(data, () => cancelled);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHash);
    };
  }, [slug, apply, applyLinked, openPrivate]);

  // The debounced save.
  useEffect(() => {
    if (!restored || !unsaved.current) return;
    const large = textSize(state) > MAX_LOCAL_CHARS;
    // A save made as the page is left must not wait for the database to open.
    if (large) idbWarm();
    const timer = window.setTimeout(() => saveNow(), large ? LARGE_SAVE_DELAY_MS : SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, restored, saveNow]);

  // A restore is done once the page has stayed responsive with it a moment.
  useEffect(() => {
    if (!restoring.current) return;
    const timer = window.setTimeout(settleRestore, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [restoreTick, settleRestore]);

  /**
   * Leaving the page (or hiding it: a mobile browser may discard a hidden page without pagehide) saves at once.
   * localStorage is written before the handler returns, also for a state that would normally go to IndexedDB, while
   * localStorage has room for it. Only when it has not is IndexedDB tried: its transaction starts in the handler's task
   * (the database is opened ahead, see idbWarm) and is committed at once, but a browser may tear the page down before
   * it lands (Chromium did, for a reload), so an input of several megabytes changed in the last second before leaving,
   * with localStorage full, may still be lost. A page that runs these handlers is responsive, so its restore is done.
   */
  useEffect(() => {
    const flush = () => {
      saveNow(true);
      settleRestore();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Unmounted by a move to another page of the site: saved now, as on pagehide. Not when a change is still
      // unrendered: that is an unmount by the error boundary, after a change that made the tool throw, and Try again
      // must bring back the input saved before it.
      if (committed.current === latest.current) flush();
    };
  }, [saveNow, settleRestore]);

  /**
   * Another tab saved this tool's state: the later save would silently win over this tab's, so the user chooses.
   * Their save reaches this tab as a `storage` event (localStorage) or a message on the tabs' channel (IndexedDB).
   */
  useEffect(() => {
    const key = storageKey(slug);
    const incoming = (data: Record<string, unknown> | null) => {
      if (!restoredRef.current || !data) return;
      const theirs = { ...latest.current, ...pick(data) };
      if (sameState(theirs, latest.current)) {
        hideNotice(slug, 'other-tab');
        return;
      }
      showNotice({
        slug,
        id: 'other-tab',
        role: 'status',
        text: 'This tool was changed in another tab.',
        actions: [
          {
            label: 'Load it',
            run: () => {
              // What the other tab saved is what is stored: nothing to save. It is read again now: the other tab may
              // have saved since this notice (typing there goes on), and its event may not have come yet.
              unsaved.current = false;
              void readSaved(slug).then((saved) => {
                const now = parseState(saved);
                apply(now ? { ...latest.current, ...pick(now) } : theirs);
              });
            },
          },
          {
            label: 'Keep mine',
            run: () => {
              unsaved.current = true;
              saveNow();
            },
          },
        ],
      });
    };
    const onStorage = (e: StorageEvent) => {
      // A removed key is a state moved to IndexedDB: the channel tells of that save.
      if (e.key === key && e.newValue != null) incoming(parseState(e.newValue));
    };
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { slug?: unknown } | null)?.slug === slug)
        void idbGet(key).then(
          (saved) => incoming(parseState(saved)),
          () => undefined,
        );
    };
    window.addEventListener('storage', onStorage);
    const tabs = tabsChannel();
    tabs?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('storage', onStorage);
      tabs?.removeEventListener('message', onMessage);
    };
  }, [slug, pick, apply, saveNow]);

  useEffect(
    () => () => {
      for (const id of ['kept-draft', 'other-tab', 'save-failed', 'not-restored'] as const) hideNotice(slug, id);
    },
    [slug],
  );

  const update = useCallback(
    (patch: Partial<T>) => {
      unsaved.current = true;
      // A state bound for IndexedDB: the database opens now, in case the page is left before the next render.
      if (textSize(patch) > MAX_LOCAL_CHARS) idbWarm();
      merge(patch);
    },
    [merge],
  );
  /** fromLink: the state came from a share link (the page should show its result at once). */
  return { state, update, restored, fromLink } as const;
}
