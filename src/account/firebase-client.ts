// The only module that imports Firebase (DESIGN.md): loaded with import() when an account is needed,
// so anonymous visitors never download it.
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut as fbSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  onSnapshot,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { MAX_BOOKMARKS, MAX_SHARES } from '@/lib/account-limits';
import { firebaseSettings } from '@/lib/firebase-settings';
import type { Subscription } from '@/lib/subscription';

export interface AccountUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface Share {
  id: string;
  slug: string;
  fullUrl: string;
  /** Milliseconds since the epoch. */
  updated: number;
}

let app: FirebaseApp | null = null;
let auth: Auth | null = null;
let db: Firestore | null = null;

function init() {
  if (app && auth && db) return { auth, db };
  app = getApps()[0] ?? initializeApp(firebaseSettings.options);
  auth = getAuth(app);
  db = getFirestore(app);
  if (firebaseSettings.useEmulators) {
    connectAuthEmulator(auth, firebaseSettings.authEmulator, { disableWarnings: true });
    const [host, port] = firebaseSettings.firestoreEmulator.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  return { auth, db };
}

/** The Firestore instance, for the account's other data modules (recipe-client.ts). */
export const firestoreDb = (): Firestore => init().db;

const toUser = (u: User): AccountUser => ({ uid: u.uid, email: u.email, displayName: u.displayName });

export function watchUser(callback: (user: AccountUser | null) => void): () => void {
  return onAuthStateChanged(init().auth, (u) => callback(u ? toUser(u) : null));
}

/**
 * Thrown in emulator mode when the Google popup cannot work: Firebase's popup (and its redirect, too)
 * hands the result back through a frame that needs Google's script from apis.google.com, so offline
 * both fail, with a bare auth/internal-error. signInToEmulator() needs no such script.
 */
export class GoogleScriptUnreachable extends Error {
  constructor() {
    super(
      "Google's sign-in script (apis.google.com) could not be loaded, so the Auth emulator's Google window cannot open. " +
        'Sign in to the emulator with a made-up account below.',
    );
    this.name = 'GoogleScriptUnreachable';
  }
}

export async function signInWithGoogle(): Promise<AccountUser> {
  try {
    const result = await signInWithPopup(init().auth, new GoogleAuthProvider());
    return toUser(result.user);
  } catch (e) {
    // Loading https://apis.google.com/js/api.js failed (internal-error) or its frame did not answer in time
    // (network-request-failed). Against a real project these keep their own message.
    const code = (e as { code?: unknown } | null)?.code;
    if (firebaseSettings.useEmulators && (code === 'auth/internal-error' || code === 'auth/network-request-failed'))
      throw new GoogleScriptUnreachable();
    throw e;
  }
}

/**
 * Emulator only: signs in as a Google account with this address and name, no window and nothing from
 * Google needed. The Auth emulator takes a JSON object of claims as the Google ID token; an address it
 * knows (say, from the emulator's Google window earlier) signs in to that same account, since the
 * claims say the address is verified.
 */
export async function signInToEmulator(email: string, name: string): Promise<AccountUser> {
  if (!firebaseSettings.useEmulators) throw new Error('Only the emulator accepts a made-up account');
  const claims = { sub: `emulator:${email.toLowerCase()}`, email, email_verified: true, name };
  const result = await signInWithCredential(init().auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
  return toUser(result.user);
}

export async function signOut(): Promise<void> {
  await fbSignOut(init().auth);
}

/** The signed-in user once Firebase has restored the session, or null. */
export async function signedInUser(): Promise<AccountUser | null> {
  const { auth: a } = init();
  await a.authStateReady();
  return a.currentUser ? toUser(a.currentUser) : null;
}

export async function idToken(): Promise<string> {
  const user = init().auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return user.getIdToken();
}

export async function loadBookmarks(uid: string): Promise<string[]> {
  const snap = await getDocs(collection(init().db, 'users', uid, 'bookmarks'));
  return snap.docs.map((d) => String(d.data().slug ?? decodeURIComponent(d.id)));
}

/**
 * users/{uid}/meta/counts: how many bookmarks, shares and saved recipes the user keeps, which firestore.rules limit.
 * Each is created or deleted in one batch with its count, and `changed` names it, so the rules can tell the count
 * follows the documents.
 */
function countsRef(uid: string) {
  return doc(init().db, 'users', uid, 'meta', 'counts');
}

/**
 * Creates (delta 1) or deletes (delta -1) a counted document with its count. A refusal that is not about the
 * count (the document was already there, or already gone, say from another device) counts as done.
 */
export async function countedWrite(
  uid: string,
  ref: DocumentReference,
  field: 'bookmarks' | 'shares' | 'recipes',
  delta: 1 | -1,
  data: Record<string, unknown>,
  max: number,
  full: string,
): Promise<void> {
  const batch = writeBatch(init().db);
  if (delta === 1) batch.set(ref, data);
  else batch.delete(ref);
  batch.set(countsRef(uid), { [field]: increment(delta), changed: `${field}/${ref.id}` }, { merge: true });
  try {
    await batch.commit();
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code !== 'permission-denied') throw e;
    if ((await getDoc(ref)).exists() === (delta === 1)) return;
    // At the limit: say so, rather than the bare permission-denied.
    const count = (await getDoc(countsRef(uid))).data()?.[field];
    if (delta === 1 && typeof count === 'number' && count >= max) throw new Error(full);
    throw e;
  }
}

/** users/{uid}/bookmarks/{encodeURIComponent(slug)} holds {slug}; removing deletes it. Both update the count. */
export async function writeBookmark(uid: string, slug: string, bookmarked: boolean): Promise<void> {
  const ref = doc(init().db, 'users', uid, 'bookmarks', encodeURIComponent(slug));
  const full = `an account keeps at most ${MAX_BOOKMARKS.toLocaleString('en-US')} bookmarks; remove one to add another`;
  await countedWrite(uid, ref, 'bookmarks', bookmarked ? 1 : -1, { slug }, MAX_BOOKMARKS, full);
}

export async function loadShares(uid: string): Promise<Share[]> {
  const snap = await getDocs(collection(init().db, 'users', uid, 'shares'));
  return snap.docs
    .map((d) => {
      const data = d.data();
      const updated = data.updated instanceof Timestamp ? data.updated.toMillis() : Number(data.updated ?? 0);
      return { id: d.id, slug: String(data.slug ?? ''), fullUrl: String(data.fullUrl ?? ''), updated };
    })
    .sort((a, b) => b.updated - a.updated);
}

/**
 * users/{uid}/shares/{id}, with the id the share got when Share was pressed: sent again after a reload (its first write
 * may have landed unacknowledged), it is not written twice. The rules allow creating a share, not changing it, hence
 * the read first.
 */
export async function recordShare(uid: string, id: string, slug: string, fullUrl: string): Promise<void> {
  const ref = doc(init().db, 'users', uid, 'shares', id);
  if ((await getDoc(ref)).exists()) return;
  const full = `an account keeps at most ${MAX_SHARES.toLocaleString('en-US')} shares`;
  await countedWrite(uid, ref, 'shares', 1, { slug, fullUrl, updated: serverTimestamp() }, MAX_SHARES, full);
}

/**
 * Follows users/{uid}/subscriptions live, so a plan bought in another tab (the billing webhook writes
 * it) shows as soon as it is stored. Answers the function that stops listening.
 */
export function watchSubscriptions(uid: string, onChange: (subs: Subscription[]) => void, onError: (e: Error) => void): () => void {
  return onSnapshot(
    collection(init().db, 'users', uid, 'subscriptions'),
    (snap) =>
      onChange(
        snap.docs.map((d) => {
          const data = d.data();
          const seconds = (v: unknown) => (v instanceof Timestamp ? v.seconds : typeof v === 'number' ? v : null);
          return {
            id: d.id,
            plan: String(data.plan ?? ''),
            status: String(data.status ?? ''),
            expirationTime: seconds(data.expirationTime) ?? 0,
            cancelAt: seconds(data.cancelAt),
          };
        }),
      ),
    onError,
  );
}
