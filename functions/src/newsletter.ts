// Newsletter subscribe and unsubscribe (SPEC §1, §7): one document per address at
// newsletter/{site}/subscribers/{sha256 of the lower-cased address}.
import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { parseWith, readJsonObject, type ApiRequest } from './http.js';
import { SubscribeRequest, UnsubscribeRequest, type SubscribeResponse, type UnsubscribeResponse } from './schemas.js';

/** The document id of an address: the SHA-256 of its lower-cased form, so the address is not the key. */
export const subscriberId = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

const subscriberRef = (db: Firestore, site: string, email: string) =>
  db.collection('newsletter').doc(site).collection('subscribers').doc(subscriberId(email));

export async function subscribe(db: Firestore, site: string, req: ApiRequest): Promise<SubscribeResponse> {
  const { email } = parseWith(SubscribeRequest, readJsonObject(req));
  const ref = subscriberRef(db, site, email);
  const status = await subscribeOnce(db, ref, email);
  return {
    subscribed: true,
    message:
      status === 'already'
        ? `${email} is already subscribed.`
        : `${email} is subscribed. Expect an e-mail about new tools and guides at most once a week.`,
  };
}

/** Firestore's codes for a document that create() found already there, and one that update() did not find. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/**
 * Subscribes an address, leaving exactly one document for it (createdAt from its first subscription) however many
 * calls for it arrive at once: the first create() wins and the others find the address subscribed. Only a return
 * after an unsubscribe takes a transaction. (One transaction for every call made 20 calls at once for one address
 * queue on the document's lock: over 4 s here, and Firestore gives up (ABORTED) on some when the CPU is busy.)
 */
async function subscribeOnce(db: Firestore, ref: DocumentReference, email: string): Promise<'new' | 'already' | 'again'> {
  const snap = await ref.get();
  if (!snap.exists) {
    try {
      await ref.create({ email, status: 'subscribed', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      return 'new';
    } catch (e) {
      if ((e as { code?: number }).code !== ALREADY_EXISTS) throw e;
      // Another call for the same address created it in between: its document is a subscription.
      return 'already';
    }
  }
  if (snap.get('status') === 'subscribed') return 'already';
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('status') === 'subscribed') return 'already';
    if (!current.exists) {
      tx.create(ref, { email, status: 'subscribed', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      return 'new';
    }
    tx.update(ref, {
      email,
      status: 'subscribed',
      updatedAt: FieldValue.serverTimestamp(),
      unsubscribedAt: FieldValue.delete(),
      reason: FieldValue.delete(),
      feedback: FieldValue.delete(),
    });
    return 'again';
  });
}

export async function unsubscribe(db: Firestore, site: string, req: ApiRequest): Promise<UnsubscribeResponse> {
  const body = parseWith(UnsubscribeRequest, readJsonObject(req));
  const { email } = body;
  const reason = body.reason?.trim();
  const feedback = body.feedback?.trim();
  const ref = subscriberRef(db, site, email);
  try {
    // update() needs the document to exist, so an unknown address creates nothing (and takes no lock).
    await ref.update({
      status: 'unsubscribed',
      unsubscribedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      reason: reason || FieldValue.delete(),
      feedback: feedback || FieldValue.delete(),
    });
  } catch (e) {
    // An unknown address gets the same answer, so the endpoint does not tell who is subscribed.
    if ((e as { code?: number }).code !== NOT_FOUND) throw e;
  }
  return { unsubscribed: true, message: `${email} will not get the newsletter any more.` };
}
