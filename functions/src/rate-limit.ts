// Calls per client and bucket in fixed one-minute windows, counted in Firestore so every instance of
// the function shares one count (an in-memory count let 179 of 2,000 calls from one IP through when
// the emulator spread them over many workers). A transaction reads the count and adds one only while
// under the limit: calls that arrive at once are serialised by the server's lock on the document, so
// exactly `limit` pass per window. (Incrementing first and reading after would also cap it, but a
// burst would then read a total over the limit everywhere and refuse every call.) Documents carry
// `expireAt` for a Firestore TTL policy to delete them.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

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
      // A flood past the limit is refused on a plain read, without taking the document's lock.
      if ((((await ref.get()).get('count') as number | undefined) ?? 0) >= limit) return wait;
      try {
        const allowed = await db.runTransaction(async (tx) => {
          const count = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
          if (count >= limit) return false;
          tx.set(ref, { count: count + 1, expireAt: Timestamp.fromMillis((window + 2) * WINDOW_MS) });
          return true;
        });
        return allowed ? null : wait;
      } catch (e) {
        // So many calls from one client at once that Firestore gave up on the count (ABORTED after its
        // retries): that is exactly "too many requests".
        if ((e as { code?: number }).code === 10) return wait;
        throw e;
      }
    },
  };
}
