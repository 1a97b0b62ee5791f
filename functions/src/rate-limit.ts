// Calls per client and bucket in fixed one-minute windows, counted in Firestore so every instance of
// the function shares one count (an in-memory count let 179 of 2,000 calls from one IP through when
// the emulator spread them over many workers). Each call adds one to the window's count with an atomic
// increment (a blind write: calls that arrive at once never lock each other out), then reads the count
// as it stood at its own write's commit time: that is the call's rank in the window, so exactly `limit`
// calls pass however many arrive together. (A transaction that read the count and added one took the
// document's lock: beside a busy CPU, 15 calls at once took 15 s and 30 at once saw 27 give up with
// ABORTED, refusing calls under the limit.) Documents carry `expireAt` for a Firestore TTL policy.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

export const WINDOW_MS = 60_000;

export interface RateLimiter {
  /** Counts a call; answers how many seconds to wait when over the limit, else null. */
  hit(key: string, limit: number): Promise<number | null>;
}

export function createRateLimiter(db: Firestore, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, limit) {
      const t = now();
      const window = Math.floor(t / WINDOW_MS);
      // The client's IP is part of the key; only its hash is stored.
      const id = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}-${window}`;
      const ref = db.collection('rateLimits').doc(id);
      const wait = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - t) / 1000));
      // A flood past the limit is refused on a plain read, without a write.
      if ((((await ref.get()).get('count') as number | undefined) ?? 0) >= limit) return wait;
      const { writeTime } = await ref.set(
        { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis((window + 2) * WINDOW_MS) },
        { merge: true },
      );
      // A read-only transaction at a read time reads the document as it was then (no lock).
      const rank = await db.runTransaction(async (tx) => (await tx.get(ref)).get('count') as number, { readOnly: true, readTime: writeTime });
      return rank <= limit ? null : wait;
    },
  };
}
