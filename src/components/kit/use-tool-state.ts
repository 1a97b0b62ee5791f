'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { safeStorage } from '@/lib/storage';
import { decodeStateFragment, pickKnownFields } from '@/lib/url-state';

const storageKey = (slug: string) => `devbench:tool:${slug}`;
/** Inputs above this size are not persisted: localStorage quotas are ~5 MB per origin. */
const MAX_PERSISTED_CHARS = 2_000_000;

/**
 * A tool's state: starts from its defaults (what the server rendered), then after mount takes a share
 * link's fragment if present, else what the user had before the reload. Changes are saved, debounced.
 */
export function useToolState<T extends Record<string, unknown>>(slug: string, defaults: T) {
  const [state, setState] = useState<T>(defaults);
  const [restored, setRestored] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  const defaultsRef = useRef(defaults);

  useEffect(() => {
    const fromLink = decodeStateFragment(window.location.hash);
    let stored: Record<string, unknown> | null = null;
    if (!fromLink) {
      try {
        stored = JSON.parse(safeStorage.get(storageKey(slug)) ?? 'null');
      } catch {
        stored = null;
      }
    }
    const picked = pickKnownFields(defaultsRef.current, fromLink ?? stored);
    // Restoring after mount keeps hydration identical to the prerendered HTML.
    setState((s) => ({ ...s, ...picked }));
    setRestored(true);
    setFromLink(fromLink != null);
    // The link's state is now the tool's state (and is saved below); dropping the fragment means a
    // reload shows the user's later edits instead of the link's original content.
    if (fromLink) history.replaceState(history.state, '', window.location.pathname + window.location.search);

    const onHash = () => {
      const data = decodeStateFragment(window.location.hash);
      if (!data) return;
      setState((s) => ({ ...s, ...pickKnownFields(defaultsRef.current, data) }));
      setFromLink(true);
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [slug]);

  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => {
      const json = JSON.stringify(state);
      if (json.length <= MAX_PERSISTED_CHARS) safeStorage.set(storageKey(slug), json);
      else safeStorage.remove(storageKey(slug));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [slug, state, restored]);

  const update = useCallback((patch: Partial<T>) => setState((s) => ({ ...s, ...patch })), []);
  /** fromLink: the state came from a share link (the page should show its result at once). */
  return { state, update, restored, fromLink } as const;
}
