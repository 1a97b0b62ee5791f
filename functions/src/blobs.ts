// Private links (issue 32): the browser compresses and encrypts a tool's state (AES-GCM, under a key that
// lives only in the link's fragment) and stores the ciphertext here; the server only ever sees opaque bytes
// and never logs them.
//
// Storage: Firestore, in chunks. Not Cloud Storage: that is one more emulator (and process) for every
// `npm start` and `npm test`, a second set of security rules and a second client, for what Firestore holds
// well enough: one database and one set of rules (firestore.rules: no client may touch privateBlobs/**,
// only this Admin SDK), and batched writes. A document holds at most 1 MiB and a write request at most
// 10 MiB, so:
//   privateBlobs/{id}                  { owner: uid | null, tool, size, created, expires: Timestamp | null,
//                                        deleteTokenHash (SHA-256 hex; the token itself is never stored), chunks: n }
//   privateBlobs/{id}/chunks/{index}   { data: Bytes }, at most CHUNK_BYTES each, index 0 … n-1
// The chunks are written first, CHUNKS_PER_BATCH to a batch (4 × 900 KB ≈ 3.5 MiB), and the meta document
// LAST: a blob whose meta is missing does not exist, so a half-written one is never served. Deleting goes
// the other way round in effect: chunks first, then the meta (a GET in between finds chunks missing: 404).
// Expired blobs are emptied by deleteExpiredBlobs (a scheduled function, index.ts) and leave a tombstone
// { expired: true, expires } so that their link still says "expired" (410) rather than "no such link" for
// TOMBSTONE_DAYS; an expired blob is answered 410 whether or not the clean-up has run yet.
//
// This module imports nothing of firebase-functions, so a script (the e2e) can run deleteExpiredBlobs
// against the emulator through the Admin SDK alone.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpError, parseWith, RawAnswer, type ApiRequest, type UserLimit } from './http.js';
import { bearerToken, verifyToken } from './identity.js';
import { BlobCreateQuery, type BlobCreateResponse, type BlobDeleteResponse, type BlobExpiry, type BlobList } from './schemas.js';
import { BLOB_MAX_BYTES, BLOB_MAX_BYTES_PRO } from './plan-limits.js';
import { hasPro } from './subscriptions.js';

export { BLOB_MAX_BYTES, BLOB_MAX_BYTES_PRO };
/** Bytes per chunk document: under Firestore's 1 MiB per document, with room for the field and the name. */
export const CHUNK_BYTES = 900 * 1024;
/**
 * Chunk documents per batched write: Firestore takes 10 MiB per request, but its emulator (Google's JAR) never
 * answered a commit of 8 × 900 KB (over 4 MiB: it hung past two minutes), while 4 × 900 KB ≈ 3.5 MiB takes
 * well under a second there. Reads are streamed a document at a time, so they are grouped by READ_GROUP.
 */
export const CHUNKS_PER_BATCH = 4;
const READ_GROUP = 8;
/** How long an expired blob's tombstone answers 410 before its link answers 404. */
export const TOMBSTONE_DAYS = 30;
/** At most this many of the caller's links are listed. */
export const BLOB_LIST_MAX = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
const LIFETIMES: Record<BlobExpiry, number | null> = { '1d': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, never: null };
/** 16 random bytes in base64url: exactly 22 characters. */
const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export const blobsCollection = (db: Firestore) => db.collection('privateBlobs');

export interface BlobDeps {
  db: Firestore;
  auth: Auth;
  /** Per-user limit on stores by a signed-in caller. */
  limitUser: UserLimit;
  /** The clock; tests leave it alone and move a blob's expiry instead. */
  now?: () => Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** "December 7, 2026" (UTC), for messages. */
export const longDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const nowOf = (deps: BlobDeps) => deps.now?.() ?? new Date();

/** An id as a message may quote it: what a client sent can be anything, so a long one is cut. */
const quoted = (id: string) => (id.length > 40 ? `${id.slice(0, 40)}…` : id);
const noSuchBlob = (id: string) => new HttpError(404, `There is no private link ${quoted(id)}: it was deleted, or it never existed.`);
const expiredBlob = (expires: Date) => new HttpError(410, `This private link expired on ${longDate(expires)}.`);

/** The caller of a request that may carry `Authorization: Bearer <ID token>`: null without the header; 401 with a bad one. */
async function optionalUser(auth: Auth, req: ApiRequest) {
  if (!req.headers.authorization) return null;
  return verifyToken(auth, bearerToken(req.headers.authorization));
}

/** POST /blobs?expires=…&tool=… with the ciphertext as the body. */
export async function createBlob(deps: BlobDeps, req: ApiRequest): Promise<BlobCreateResponse> {
  const { db } = deps;
  const user = await optionalUser(deps.auth, req);
  if (user) await deps.limitUser(user.uid);
  // A repeated parameter counts by its first value, as URLSearchParams.get reads it.
  const { expires, tool } = parseWith(BlobCreateQuery, { expires: req.query.get('expires') ?? undefined, tool: req.query.get('tool') ?? undefined });
  // The platform's body parsers read JSON and text bodies their own way (a JSON body that does not parse is
  // refused before the function is called): the bytes are only the bytes as sent with this type.
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/octet-stream')
    throw new HttpError(415, `Send the private link's bytes as Content-Type: application/octet-stream (not ${type.slice(0, 60)}).`);
  const data = req.rawBody;
  if (data.length === 0) throw new HttpError(400, "The request body is empty: send the private link's encrypted bytes.");
  // Checked before anything is stored; the Pro limit costs one read, and only for a signed-in caller over 5 MB or asking for `never`.
  const pro = user && (data.length > BLOB_MAX_BYTES || expires === 'never') ? await hasPro(db, user.uid) : false;
  const max = pro ? BLOB_MAX_BYTES_PRO : BLOB_MAX_BYTES;
  if (data.length > max)
    throw new HttpError(413, `The private link is ${data.length} bytes; the limit is ${pro ? '25 MB' : '5 MB (25 MB with Pro)'}.`);
  if (expires === 'never' && !pro)
    throw new HttpError(
      403,
      user
        ? 'Private links that never expire are part of Pro: choose 1, 7 or 30 days, or upgrade on the Pricing page.'
        : 'Private links that never expire are part of Pro: sign in with Pro, or choose 1, 7 or 30 days.',
    );

  const id = randomBytes(16).toString('base64url');
  const deleteToken = randomBytes(32).toString('base64url');
  const now = nowOf(deps);
  const lifetime = LIFETIMES[expires];
  const expiresAt = lifetime === null ? null : new Date(now.getTime() + lifetime);
  const meta = blobsCollection(db).doc(id);
  const chunks = Math.ceil(data.length / CHUNK_BYTES);
  try {
    for (let first = 0; first < chunks; first += CHUNKS_PER_BATCH) {
      const batch = db.batch();
      for (let i = first; i < Math.min(chunks, first + CHUNKS_PER_BATCH); i++)
        batch.set(meta.collection('chunks').doc(String(i)), { data: data.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES) });
      await batch.commit();
    }
    // Last: only now does the blob exist.
    await meta.set({
      owner: user?.uid ?? null,
      tool,
      size: data.length,
      created: Timestamp.fromDate(now),
      expires: expiresAt ? Timestamp.fromDate(expiresAt) : null,
      deleteTokenHash: sha256(deleteToken),
      chunks,
    });
  } catch (e) {
    // Chunks without their meta would never be served nor cleaned up: take back what was written.
    await deleteChunks(meta).catch(() => undefined);
    throw e;
  }
  return { id, deleteToken, size: data.length, expires: expiresAt?.toISOString() ?? null };
}

/** The expiry of a meta document, or null when it never expires. */
const expiryOf = (snap: DocumentSnapshot) => (snap.get('expires') as Timestamp | null | undefined)?.toDate() ?? null;

/** GET /blobs/{id}: the bytes as stored. */
export async function readBlob(deps: BlobDeps, id: string): Promise<RawAnswer> {
  if (!ID_SHAPE.test(id)) throw noSuchBlob(id);
  const meta = blobsCollection(deps.db).doc(id);
  const snap = await meta.get();
  if (!snap.exists) throw noSuchBlob(id);
  const expires = expiryOf(snap);
  if (snap.get('expired') === true || (expires && expires.getTime() <= nowOf(deps).getTime())) throw expiredBlob(expires ?? new Date(0));
  const count = snap.get('chunks') as number;
  const refs = Array.from({ length: count }, (_, i) => meta.collection('chunks').doc(String(i)));
  // Read in groups, so that no one answer carries more than a few MB.
  const groups: Promise<DocumentSnapshot[]>[] = [];
  for (let i = 0; i < refs.length; i += READ_GROUP) groups.push(deps.db.getAll(...refs.slice(i, i + READ_GROUP)));
  const parts = (await Promise.all(groups)).flat().map((c) => c.get('data') as Buffer | undefined);
  // A chunk missing: the blob is being deleted right now.
  if (parts.some((p) => !p)) throw noSuchBlob(id);
  const data = Buffer.concat(parts as Buffer[]);
  if (data.length !== snap.get('size')) throw noSuchBlob(id);
  return new RawAnswer('application/octet-stream', data, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
}

/** Deletes a blob's chunk documents (all that exist, whatever the meta says): the Admin SDK's recursive delete. */
const deleteChunks = (meta: DocumentReference) => meta.firestore.recursiveDelete(meta.collection('chunks'));

/** Whether `token` is the one whose SHA-256 is `hash`, compared in constant time. */
function tokenMatches(token: string, hash: unknown): boolean {
  if (typeof hash !== 'string' || hash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(hash, 'hex'));
}

/** DELETE /blobs/{id}: by its owner (Authorization: Bearer) or with its delete token (X-Delete-Token). */
export async function deleteBlob(deps: BlobDeps, req: ApiRequest, id: string): Promise<BlobDeleteResponse> {
  // A bad ID token is a 401 before anything is looked up.
  const user = await optionalUser(deps.auth, req);
  if (!ID_SHAPE.test(id)) throw noSuchBlob(id);
  const meta = blobsCollection(deps.db).doc(id);
  const snap = await meta.get();
  if (!snap.exists) throw noSuchBlob(id);
  // A tombstone holds nothing to delete, and no owner to ask.
  if (snap.get('expired') === true) throw expiredBlob(expiryOf(snap) ?? new Date(0));
  const owner = snap.get('owner') as string | null;
  const token = req.headers['x-delete-token'];
  const allowed = (user !== null && owner !== null && user.uid === owner) || (!!token && tokenMatches(token, snap.get('deleteTokenHash')));
  if (!allowed)
    throw new HttpError(
      403,
      token || user
        ? "You may not delete this private link: only the one who made it can, signed in or with the link's delete token."
        : "Deleting a private link takes its owner's sign-in (Authorization: Bearer) or its delete token (X-Delete-Token).",
    );
  await deleteChunks(meta);
  await meta.delete();
  return { deleted: true };
}

/** GET /blobs: the caller's own links that have not expired, newest first. */
export async function listBlobs(deps: BlobDeps, req: ApiRequest): Promise<BlobList> {
  const user = await verifyToken(deps.auth, bearerToken(req.headers.authorization));
  const now = nowOf(deps).getTime();
  // Needs the composite index privateBlobs (owner ASC, created DESC) in production (firestore.indexes.json).
  const query = blobsCollection(deps.db).where('owner', '==', user.uid).orderBy('created', 'desc');
  const blobs: BlobList['blobs'] = [];
  let page = await query.limit(BLOB_LIST_MAX).get();
  // Expired links not yet cleaned up are skipped, so a page may come short: read on until 100 or the end.
  for (;;) {
    for (const d of page.docs) {
      const expires = expiryOf(d);
      if (expires && expires.getTime() <= now) continue;
      blobs.push({
        id: d.id,
        tool: String(d.get('tool')),
        size: d.get('size') as number,
        created: (d.get('created') as Timestamp).toDate().toISOString(),
        expires: expires?.toISOString() ?? null,
      });
      if (blobs.length === BLOB_LIST_MAX) return { blobs };
    }
    if (page.size < BLOB_LIST_MAX) return { blobs };
    page = await query
      .startAfter(page.docs[page.docs.length - 1])
      .limit(BLOB_LIST_MAX)
      .get();
  }
}

/**
 * The clean-up (every hour, index.ts; an e2e may call it through the Admin SDK): every blob whose expiry is at
 * or before `now` loses its chunks and its meta becomes the tombstone { expired: true, expires }; tombstones
 * (and blobs never emptied) that expired more than TOMBSTONE_DAYS before `now` are deleted outright, after which
 * their link answers 404. Answers how many blobs were emptied or deleted (tombstones removed are not counted).
 */
export async function deleteExpiredBlobs(db: Firestore, now: Date): Promise<{ deleted: number }> {
  const cutoff = now.getTime() - TOMBSTONE_DAYS * DAY_MS;
  // A range on one field needs no composite index; `null` (never) is not in it. Tombstones stay in range
  // for TOMBSTONE_DAYS and are skipped (one read each per run).
  const query = blobsCollection(db).where('expires', '<=', Timestamp.fromDate(now)).orderBy('expires');
  let deleted = 0;
  let page = await query.limit(200).get();
  for (;;) {
    for (const d of page.docs) {
      const expires = expiryOf(d) ?? now;
      const tombstone = d.get('expired') === true;
      if (!tombstone) {
        await deleteChunks(d.ref);
        deleted++;
      }
      if (expires.getTime() < cutoff) await d.ref.delete();
      else if (!tombstone) await d.ref.set({ expired: true, expires: Timestamp.fromDate(expires) });
    }
    if (page.size < 200) return { deleted };
    page = await query
      .startAfter(page.docs[page.docs.length - 1])
      .limit(200)
      .get();
  }
}
