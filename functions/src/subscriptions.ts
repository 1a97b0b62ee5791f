// Whether a user pays: a subscription document (written by the Stripe webhook, billing.ts) in one of the
// live statuses. Kept apart from billing.ts so code that only asks this (blobs.ts) does not load Stripe.
import type { Firestore } from 'firebase-admin/firestore';
import { LIVE_STATUSES } from './plan-limits.js';

export { LIVE_STATUSES };

/** The user's live subscriptions, at most `limit` (users/{uid}/subscriptions). */
export const liveSubscriptions = (db: Firestore, uid: string, limit = 1) =>
  db.collection('users').doc(uid).collection('subscriptions').where('status', 'in', LIVE_STATUSES).limit(limit).get();

/** Whether the user has Pro: at least one live subscription. */
export async function hasPro(db: Firestore, uid: string): Promise<boolean> {
  return !(await liveSubscriptions(db, uid)).empty;
}
