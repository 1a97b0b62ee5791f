// Newsletter subscribe and unsubscribe (SPEC §1, §7): one document per address at
// newsletter/{site}/subscribers/{sha256 of the lower-cased address}.
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { parseWith, readJsonObject, type ApiRequest } from './http.js';
import { SubscribeRequest, UnsubscribeRequest, type SubscribeResponse, type UnsubscribeResponse } from './schemas.js';

/** The document id of an address: the SHA-256 of its lower-cased form, so the address is not the key. */
export const subscriberId = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

const subscriberRef = (db: Firestore, site: string, email: string) =>
  db.collection('newsletter').doc(site).collection('subscribers').doc(subscriberId(email));

export async function subscribe(db: Firestore, site: string, req: ApiRequest): Promise<SubscribeResponse> {
  const { email } = parseWith(SubscribeRequest, readJsonObject(req));
  const ref = subscriberRef(db, site, email);
  // A transaction keeps createdAt from the first subscription and leaves exactly one document per
  // address, however many calls for it arrive at once.
  const status = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) {
      tx.create(ref, { email, status: 'subscribed', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      return 'new';
    }
    if (snap.get('status') === 'subscribed') return 'already';
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
  return {
    subscribed: true,
    message:
      status === 'already'
        ? `${email} is already subscribed.`
        : `${email} is subscribed. Expect an e-mail about new tools and guides at most once a week.`,
  };
}

export async function unsubscribe(db: Firestore, site: string, req: ApiRequest): Promise<UnsubscribeResponse> {
  const body = parseWith(UnsubscribeRequest, readJsonObject(req));
  const { email } = body;
  const reason = body.reason?.trim();
  const feedback = body.feedback?.trim();
  const ref = subscriberRef(db, site, email);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // An unknown address gets the same answer, so the endpoint does not tell who is subscribed.
    if (!snap.exists) return;
    tx.update(ref, {
      status: 'unsubscribed',
      unsubscribedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      reason: reason || FieldValue.delete(),
      feedback: feedback || FieldValue.delete(),
    });
  });
  return { unsubscribed: true, message: `${email} will not get the newsletter any more.` };
}
