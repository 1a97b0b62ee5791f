'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiErrorMessage, checkoutSession, customerPortalSession, type Plan } from '@/api/client';
import { trackEvent } from '@/lib/analytics';
import { safeStorage } from '@/lib/storage';
import { LIVE_STATUSES, type Subscription } from '@/lib/subscription';
import type * as FirebaseClient from './firebase-client';
import type { AccountUser, Share } from './firebase-client';
import { SIGNED_IN_FLAG } from './signed-in-flag';
import { applyPending, markPending, readPending, settlePending, type PendingBookmarks } from './pending-bookmarks';
import {
  addLocalFavourites,
  mergeAtSignIn,
  mirrorAccount,
  readLocalFavourites,
  serverFavourites,
  subscribeLocalFavourites,
  toggleLocalFavourite,
} from './local-favourites';
import { markShare, newShareId, readPendingShares, settleShare, type PendingShare } from './pending-shares';
import { SHARE_EVENT, SHARE_FAILED_EVENT } from './share-events';

type Client = typeof FirebaseClient;

declare global {
  interface Window {
    /** The window-level copy of the bookmark list (SPEC §4), used when present. */
    devbenchBookmarks?: string[];
  }
}

export interface AccountState {
  /** Firebase has been loaded and has reported the auth state. */
  ready: boolean;
  user: AccountUser | null;
  subscriptions: Subscription[];
  /**
   * The starred pages: the account's bookmarks once they have loaded, else this browser's own (signed out, or
   * before the account has loaded; local-favourites.ts).
   */
  bookmarks: string[];
  /** Null until the list is first opened (read lazily, then cached). */
  shares: Share[] | null;
  /** The last problem to tell the user about, already formatted, and the part of the menu it concerns. */
  error: AccountError | null;
  /** A message about a bookmark that could not be saved. */
  bookmarkError: string | null;
  load(): Promise<Client | null>;
  signIn(onSuccess?: () => void): Promise<void>;
  /**
   * True once the Google popup failed in emulator mode because Google's script could not load (offline):
   * the menu then offers signInToEmulator, the emulator's sign-in with a made-up account.
   */
  emulatorSignIn: boolean;
  signInToEmulator(email: string, name: string): Promise<void>;
  signOut(): Promise<void>;
  toggleBookmark(slug: string): Promise<void>;
  /** Stars pages that are not starred yet (an import), in the account or in this browser; answers how many. */
  addBookmarks(slugs: readonly string[]): Promise<number>;
  loadShares(): Promise<void>;
  /** Records a share (SPEC §3 Share) for the signed-in user; `id` is the share's own, from the click. */
  addShare(slug: string, fullUrl: string, id?: string): void;
  openCustomerPortal(): Promise<void>;
  /**
   * Starts paying for a plan: goes to the payment page, or answers why not (signed out: the account
   * menu opens so the user can sign in first; billing not configured, already subscribed …).
   */
  startCheckout(plan: Plan): Promise<string | null>;
  /** Whether the signed-in user has a live paid plan (what the API checks again before it grants Pro's limits). */
  pro: boolean;
  /** The signed-in user's Firebase ID token for the API; null when signed out. */
  idToken(): Promise<string | null>;
}

/** Where in the account menu a problem is shown: next to the control or list it concerns. */
export type AccountArea = 'signIn' | 'signOut' | 'subscription' | 'shares';
export interface AccountError {
  area: AccountArea;
  text: string;
}

/** Asks the header's account menu to open (the Pricing page sends it when sign-in is needed). */
export const OPEN_ACCOUNT_EVENT = 'devbench:open-account';

const AccountContext = createContext<AccountState | null>(null);

/** The account, or null outside the site's shell (a component rendered on its own). */
export const useOptionalAccount = (): AccountState | null => use(AccountContext);

export function useAccount(): AccountState {
  const ctx = use(AccountContext);
  if (!ctx) throw new Error('useAccount must be used inside AccountProvider');
  return ctx;
}

/** A failed fetch says only "Failed to fetch" (Chrome) or "NetworkError …" (Firefox): say what it means. */
const NETWORK_FAILURE = /^(Failed to fetch|NetworkError|Load failed)|network-request-failed/;
export const failureMessage = (e: unknown): string => {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : 'Unknown error';
  return NETWORK_FAILURE.test(text) ? `could not reach the server (${text}); check your connection and try again` : text;
};

/** What a failed billing call tells the user: the API's own message, else its status or the error. */
const billingError = (e: unknown) => apiErrorMessage(e, e instanceof Response ? `the billing service answered ${e.status}` : failureMessage(e));

/**
 * Sign-in, bookmarks, shares and subscriptions for the layout shell. Firebase is loaded with import()
 * only when needed: when the account menu opens, or at start if this browser was signed in before.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<Client | null>(null);
  const [ready, setReady] = useState(false);
  const [user, setUser] = useState<AccountUser | null>(null);
  const [emulatorSignIn, setEmulatorSignIn] = useState(false);
  const [subscriptions, setSubscriptions] = useState<Subscription[]>([]);
  const [bookmarks, setBookmarks] = useState<string[]>([]);
  // Whether `bookmarks` holds the signed-in account's list (loaded and merged with this browser's favourites).
  const [accountLoaded, setAccountLoaded] = useState(false);
  const accountLoadedRef = useRef(false);
  const local = useSyncExternalStore(subscribeLocalFavourites, readLocalFavourites, serverFavourites);
  const [shares, setShares] = useState<Share[] | null>(null);
  const [error, setErrorState] = useState<AccountError | null>(null);
  const setError = useCallback((area: AccountArea, text: string) => setErrorState({ area, text }), []);
  const clearError = useCallback(() => setErrorState(null), []);
  const [bookmarkError, setBookmarkError] = useState<string | null>(null);
  const loading = useRef<Promise<Client | null> | null>(null);
  const userRef = useRef<AccountUser | null>(null);
  const stopSubscriptions = useRef<(() => void) | null>(null);
  // Stars clicked on this page (slug → added or removed), so a list that arrives after a click cannot undo it.
  const localEdits = useRef<PendingBookmarks>({});
  /** Shares being written by this page (a share queued before the account loaded is also in the load's flush). */
  const sendingShares = useRef(new Set<string>());

  /** Says that a share was not recorded: in the account menu, and next to the Share button that made it. */
  const shareFailed = useCallback(
    (share: PendingShare, text: string) => {
      setError('shares', `Error: could not record the share: ${text}`);
      window.dispatchEvent(new CustomEvent(SHARE_FAILED_EVENT, { detail: { slug: share.slug, id: share.id, text } }));
    },
    [setError],
  );

  /** Writes a pending share; it leaves the pending list once stored or finally refused. */
  const sendShare = useCallback(
    async (c: Client, uid: string, share: PendingShare) => {
      if (sendingShares.current.has(share.id)) return;
      sendingShares.current.add(share.id);
      try {
        await c.recordShare(uid, share.id, share.slug, share.fullUrl);
        settleShare(share.id);
        const added = { id: share.id, slug: share.slug, fullUrl: share.fullUrl, updated: Date.now() };
        setShares((list) => (list ? [added, ...list.filter((s) => s.id !== share.id)] : list));
      } catch (e) {
        settleShare(share.id);
        shareFailed(share, failureMessage(e));
      } finally {
        sendingShares.current.delete(share.id);
      }
    },
    [shareFailed],
  );

  const load = useCallback(() => {
    loading.current ??= import('./firebase-client')
      .then((c) => {
        c.watchUser(async (u) => {
          userRef.current = u;
          localEdits.current = {};
          accountLoadedRef.current = false;
          setAccountLoaded(false);
          setUser(u);
          setShares(null);
          stopSubscriptions.current?.();
          stopSubscriptions.current = null;
          // Shares pressed before the account had loaded, or just before the last page was left, go out now; those
          // of another account wait for it.
          for (const share of readPendingShares()) {
            if (u && (share.uid === null || share.uid === u.uid)) void sendShare(c, u.uid, share);
            else if (!u && share.uid === null) {
              settleShare(share.id);
              shareFailed(share, 'you are signed out; sign in and press Share again');
            }
          }
          if (!u) {
            safeStorage.remove(SIGNED_IN_FLAG);
            setBookmarks([]);
            setSubscriptions([]);
            window.devbenchBookmarks = undefined;
            setReady(true);
            return;
          }
          safeStorage.set(SIGNED_IN_FLAG, '1');
          stopSubscriptions.current = c.watchSubscriptions(u.uid, setSubscriptions, (e) =>
            setError('subscription', `Error: could not read your subscription: ${failureMessage(e)}`),
          );
          try {
            const pending = readPending(u.uid);
            const loaded = applyPending(await (window.devbenchBookmarks ?? c.loadBookmarks(u.uid)), pending);
            if (userRef.current !== u) return;
            // A star clicked while the list was loading wins over what the list says.
            const remote = applyPending(loaded, localEdits.current);
            // This browser's favourites (starred while signed out, or before the account loaded) merge in: the rule
            // is mergeFavourites' (local-favourites.ts). The local copy then mirrors the account's list.
            const list = mergeAtSignIn(readLocalFavourites(), u.uid, remote);
            const merging: [string, boolean][] = [
              ...list.filter((slug) => !remote.includes(slug)).map((slug): [string, boolean] => [slug, true]),
              ...remote.filter((slug) => !list.includes(slug)).map((slug): [string, boolean] => [slug, false]),
            ];
            // Recorded before they are sent, so a page left meanwhile sends them again.
            for (const [slug, adding] of merging) markPending(u.uid, slug, adding);
            window.devbenchBookmarks = list;
            setBookmarks(list);
            mirrorAccount(u.uid, list);
            accountLoadedRef.current = true;
            setAccountLoaded(true);
            void (async () => {
              // One after the other: each write also updates the account's bookmark count.
              for (const [slug, adding] of merging) {
                if (userRef.current !== u) return;
                try {
                  await c.writeBookmark(u.uid, slug, adding);
                  settlePending(u.uid, slug, adding);
                } catch (e) {
                  // Left pending: the next page load tries once more, and puts the star back if that fails too.
                  setBookmarkError(`Could not ${adding ? 'add' : 'remove'} the bookmark of this browser (/${slug}/): ${failureMessage(e)}`);
                }
              }
            })();
            // Writes the last page did not see land (a star clicked just before leaving) go out again.
            for (const [slug, adding] of Object.entries(pending)) {
              // A click on this page since then has sent its own write, or the merge above sends one.
              if (slug in localEdits.current || merging.some(([s]) => s === slug)) continue;
              c.writeBookmark(u.uid, slug, adding).then(
                () => settlePending(u.uid, slug, adding),
                (e: unknown) => {
                  settlePending(u.uid, slug, adding);
                  const reverted = adding ? (window.devbenchBookmarks ?? []).filter((s) => s !== slug) : [...(window.devbenchBookmarks ?? []), slug];
                  window.devbenchBookmarks = reverted;
                  setBookmarks(reverted);
                  setBookmarkError(`Could not ${adding ? 'add the bookmark' : 'remove the bookmark'}: ${failureMessage(e)}`);
                },
              );
            }
          } catch (e) {
            // Signed out (or into another account) while the list loaded: the refusal of a read sent without this
            // account's token is not this account's problem.
            if (userRef.current !== u) return;
            setBookmarkError(`Could not load your bookmarks: ${failureMessage(e)}`);
          }
          setReady(true);
        });
        setClient(c);
        return c;
      })
      .catch((e: unknown) => {
        loading.current = null;
        setError('signIn', `Error: sign-in could not load: ${failureMessage(e)}`);
        return null;
      });
    return loading.current;
  }, [setError, sendShare, shareFailed]);

  useEffect(() => {
    if (safeStorage.get(SIGNED_IN_FLAG) === '1') void load();
  }, [load]);

  const signIn = useCallback(
    async (onSuccess?: () => void) => {
      trackEvent('login');
      clearError();
      // The popup must open in the click's task to escape popup blockers, so Firebase has to be
      // loaded already (the account menu loads it when it opens).
      if (!client) {
        setError('signIn', 'Error: Firebase not initialized');
        void load();
        return;
      }
      try {
        await client.signInWithGoogle();
        onSuccess?.();
      } catch (e) {
        if (e instanceof client.GoogleScriptUnreachable) {
          setEmulatorSignIn(true);
          setError('signIn', e.message);
        } else setError('signIn', `Error: ${failureMessage(e)}`);
      }
    },
    [client, load, clearError, setError],
  );

  const signInToEmulator = useCallback(
    async (email: string, name: string) => {
      clearError();
      try {
        if (!client) throw new Error('Firebase not initialized');
        await client.signInToEmulator(email, name);
      } catch (e) {
        setError('signIn', `Error: ${failureMessage(e)}`);
      }
    },
    [client, clearError, setError],
  );

  const signOut = useCallback(async () => {
    clearError();
    try {
      if (!client) throw new Error('Firebase not initialized');
      await client.signOut();
    } catch {
      setError('signOut', 'Error: Sign out error');
    }
  }, [client, clearError, setError]);

  const toggleBookmark = useCallback(
    async (slug: string) => {
      const u = userRef.current;
      setBookmarkError(null);
      // Signed out, or the account's list has not loaded yet: the star is this browser's (merged at the load).
      if (!client || !u || !accountLoadedRef.current) {
        toggleLocalFavourite(slug);
        return;
      }
      const before = window.devbenchBookmarks ?? bookmarks;
      const adding = !before.includes(slug);
      const after = adding ? [...before, slug] : before.filter((s) => s !== slug);
      // The list changes locally first, then the write goes out (SPEC §4).
      window.devbenchBookmarks = after;
      setBookmarks(after);
      markPending(u.uid, slug, adding);
      localEdits.current[slug] = adding;
      try {
        await client.writeBookmark(u.uid, slug, adding);
        settlePending(u.uid, slug, adding);
      } catch (e) {
        settlePending(u.uid, slug, adding);
        if (localEdits.current[slug] === adding) delete localEdits.current[slug];
        // Nothing is silently lost: go back to what is stored and say so.
        window.devbenchBookmarks = before;
        setBookmarks(before);
        setBookmarkError(`Could not ${adding ? 'add the bookmark' : 'remove the bookmark'}: ${failureMessage(e)}`);
      }
    },
    [client, bookmarks],
  );

  const addBookmarks = useCallback(
    async (slugs: readonly string[]) => {
      if (!client || !userRef.current || !accountLoadedRef.current) return addLocalFavourites(slugs);
      const fresh = [...new Set(slugs)].filter((slug) => !(window.devbenchBookmarks ?? bookmarks).includes(slug));
      // One at a time, as a click on each star would.
      for (const slug of fresh) await toggleBookmark(slug);
      return fresh.length;
    },
    [client, bookmarks, toggleBookmark],
  );

  // While signed in, this browser keeps a copy of the account's bookmarks: it stays after signing out, and is the
  // base of the next sign-in's merge.
  useEffect(() => {
    if (user && accountLoaded) mirrorAccount(user.uid, bookmarks);
  }, [user, accountLoaded, bookmarks]);

  const loadShares = useCallback(async () => {
    const u = userRef.current;
    if (!client || !u || shares) return;
    try {
      setShares(await client.loadShares(u.uid));
    } catch (e) {
      setError('shares', `Error: could not load your shares: ${failureMessage(e)}`);
    }
  }, [client, shares, setError]);

  /**
   * Records a share as bookmarks are: kept in localStorage first (synchronously), then written. Before the account has
   * loaded (this browser was signed in, the page is a moment old) the share waits for it: the load's flush sends it.
   */
  const addShare = useCallback(
    (slug: string, fullUrl: string, id = newShareId()) => {
      const u = userRef.current;
      // A browser that is not signed in records nothing.
      if (!u && safeStorage.get(SIGNED_IN_FLAG) !== '1') return;
      const share: PendingShare = { id, slug, fullUrl, uid: u?.uid ?? null };
      markShare(share);
      void load().then((c) => {
        if (!c) shareFailed(share, 'sign-in could not load');
        else if (u && userRef.current === u) void sendShare(c, u.uid, share);
      });
    },
    [load, sendShare, shareFailed],
  );

  const openCustomerPortal = useCallback(async () => {
    clearError();
    // Opened now, inside the click, so popup blockers allow it; pointed at the portal when known.
    const tab = window.open('', '_blank');
    try {
      if (!client) throw new Error('Firebase not initialized');
      const url = await customerPortalSession(await client.idToken());
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (e) {
      tab?.close();
      setError('subscription', `Error: could not open the billing portal: ${await billingError(e)}`);
    }
  }, [client, clearError, setError]);

  const startCheckout = useCallback(
    async (plan: Plan) => {
      const c = await load();
      if (!c) return 'Sign-in could not load. Check your connection and try again.';
      if (!(await c.signedInUser())) {
        window.dispatchEvent(new Event(OPEN_ACCOUNT_EVENT));
        return 'Sign in first: the account menu is open at the top right. Then choose your plan again.';
      }
      try {
        const url = await checkoutSession(await c.idToken(), plan);
        window.location.assign(url);
        return null;
      } catch (e) {
        return billingError(e);
      }
    },
    [load],
  );

  const idToken = useCallback(async () => (client && userRef.current ? client.idToken() : null), [client]);
  const pro = useMemo(() => subscriptions.some((s) => LIVE_STATUSES.has(s.status)), [subscriptions]);

  // Shares made with a tool's Share button are recorded for signed-in users (SPEC §3 Share).
  useEffect(() => {
    const onShare = (e: Event) => {
      const { slug, fullUrl, id } = (e as CustomEvent<{ slug: string; fullUrl: string; id?: string }>).detail;
      addShare(slug, fullUrl, id);
    };
    window.addEventListener(SHARE_EVENT, onShare);
    return () => window.removeEventListener(SHARE_EVENT, onShare);
  }, [addShare]);

  const value = useMemo<AccountState>(
    () => ({
      ready,
      user,
      subscriptions,
      bookmarks: user && accountLoaded ? bookmarks : local.slugs,
      shares,
      error,
      bookmarkError,
      load,
      signIn,
      emulatorSignIn,
      signInToEmulator,
      signOut,
      toggleBookmark,
      addBookmarks,
      loadShares,
      addShare,
      openCustomerPortal,
      startCheckout,
      pro,
      idToken,
    }),
    [
      pro,
      idToken,
      ready,
      user,
      subscriptions,
      accountLoaded,
      bookmarks,
      local,
      shares,
      error,
      bookmarkError,
      load,
      signIn,
      emulatorSignIn,
      signInToEmulator,
      signOut,
      toggleBookmark,
      addBookmarks,
      loadShares,
      addShare,
      openCustomerPortal,
      startCheckout,
    ],
  );
  return <AccountContext value={value}>{children}</AccountContext>;
}
