'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { idbDelete, idbGet, idbSet } from '@/lib/idb-store';
import { safeStorage } from '@/lib/storage';
import { decodeStateFragment, pickKnownFields } from '@/lib/url-state';
import type { ToolSlug } from '@/registry/tools';
import { inIndexedDbMark, toolStorageKey as storageKey } from './tool-storage-key';

/** States above this size go to IndexedDB: localStorage quotas are ~5 MB per origin, shared by all tools. */
const MAX_LOCAL_CHARS = 1_000_000;

/**
 * How long after the last change a state is saved: a state bound for IndexedDB waits longer, since cloning and storing
 * megabytes takes the main thread 50–70 ms (a 5 MB paste into the jq playground), which at 400 ms landed just when the
 * tool's result came back from its worker and held it up by 28 ms.
 */
const SAVE_DELAY_MS = 400;
const LARGE_SAVE_DELAY_MS = 1000;

/** The event a tool's host listens to, to say (once) that the input could not be saved. */
export const SAVE_FAILED_EVENT = 'devbench:save-failed';
export const SAVE_FAILED_MESSAGE =
  'Your input could not be saved in this browser (its storage is full or switched off). It stays on screen: copy it before you leave or reload.';

/** Characters in a state's text fields: a cheap bound on its JSON size, without serialising it. */
function textSize(state: Record<string, unknown>): number {
  let size = 0;
  for (const v of Object.values(state)) size += typeof v === 'string' ? v.length : 16;
  return size;
}

/**
 * Saves a tool's state: in localStorage when it fits, else in IndexedDB (and the other copy is
 * dropped, so a reload never brings back an older one). Resolves false when neither could keep it.
 * IndexedDB stores the state object itself: serialising a 50 MB input to JSON first would block the
 * page for a quarter of a second, and structured cloning copies the string at memory speed.
 */
async function saveState(slug: string, state: Record<string, unknown>): Promise<boolean> {
  const key = storageKey(slug);
  if (textSize(state) <= MAX_LOCAL_CHARS) {
    const json = JSON.stringify(state);
    if (json.length <= MAX_LOCAL_CHARS && safeStorage.set(key, json)) {
      // IndexedDB is touched only when this page put or found the tool's state there, not on every save.
      if (inIndexedDb.delete(slug)) {
        safeStorage.remove(inIndexedDbMark(slug));
        void idbDelete(key).catch(() => undefined);
      }
      return true;
    }
  }
  safeStorage.remove(key);
  try {
    await idbSet(key, state);
    inIndexedDb.add(slug);
    // A few bytes that tell the page's loader, before any script, that there is a state to restore.
    safeStorage.set(inIndexedDbMark(slug), '1');
    return true;
  } catch {
    return false;
  }
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

/**
 * A tool's state: starts from its defaults (what the server rendered), then after mount takes a share
 * link's fragment if present, else what the user had before the reload. Changes are saved, debounced.
 * `upgrade` rewrites a restored state (link or saved) before it is used: for a field added later whose
 * default would change the meaning of states made before it existed.
 */
export function useToolState<T extends Record<string, unknown>>(
  slug: ToolSlug,
  defaults: T,
  upgrade?: (data: Record<string, unknown>) => Record<string, unknown>,
) {
  const [state, setState] = useState<T>(defaults);
  const [restored, setRestored] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  /**
   * Whether the state holds something not saved yet: an edit, or a share link's state. A state restored as it
   * was saved (or the defaults) is not written back: that write would be for nothing, and with localStorage full
   * it would open IndexedDB before the user typed anything.
   */
  const unsaved = useRef(false);
  const defaultsRef = useRef(defaults);
  const upgradeRef = useRef(upgrade);
  const pick = (data: Record<string, unknown> | null) =>
    pickKnownFields(defaultsRef.current, data && upgradeRef.current ? upgradeRef.current(data) : data);

  useEffect(() => {
    let cancelled = false;
    const fromLink = decodeStateFragment(window.location.hash);
    // Restoring after mount keeps hydration identical to the prerendered HTML.
    const restore = (data: Record<string, unknown> | null) => {
      if (cancelled) return;
      const picked = pick(data);
      setState((s) => ({ ...s, ...picked }));
      setRestored(true);
      setFromLink(fromLink != null);
    };
    if (fromLink) {
      unsaved.current = true;
      restore(fromLink);
      // The link's state is now the tool's state (and is saved below); dropping the fragment means a
      // reload shows the user's later edits instead of the link's original content.
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    } else {
      // localStorage first (synchronous: the usual case restores in the first render after mount),
      // then IndexedDB, where states too large for localStorage are kept.
      const local = safeStorage.get(storageKey(slug));
      if (local != null) restore(parseState(local));
      else
        void idbGet(storageKey(slug)).then(
          (saved) => {
            if (saved != null) inIndexedDb.add(slug);
            restore(parseState(saved));
          },
          () => restore(null),
        );
    }

    const onHash = () => {
      const data = decodeStateFragment(window.location.hash);
      if (!data) return;
      unsaved.current = true;
      setState((s) => ({ ...s, ...pick(data) }));
      setFromLink(true);
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHash);
    };
  }, [slug]);

  useEffect(() => {
    if (!restored || !unsaved.current) return;
    const timer = window.setTimeout(
      () => {
        unsaved.current = false;
        void saveState(slug, state).then((saved) => {
          if (!saved) window.dispatchEvent(new CustomEvent(SAVE_FAILED_EVENT, { detail: { slug } }));
        });
      },
      textSize(state) > MAX_LOCAL_CHARS ? LARGE_SAVE_DELAY_MS : SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [slug, state, restored]);

  const update = useCallback((patch: Partial<T>) => {
    unsaved.current = true;
    setState((s) => ({ ...s, ...patch }));
  }, []);
  /** fromLink: the state came from a share link (the page should show its result at once). */
  return { state, update, restored, fromLink } as const;
}
