// A fixed-window counter per client and bucket, kept in the function instance's memory. It bounds what
// one client can do to one instance; with maxInstances set in index.ts that bounds the whole service.
// A shared store would be exact across instances, but would put a Firestore transaction on one hot
// document in front of every newsletter call.

export interface RateLimiter {
  /** Counts a call; answers how many seconds to wait when over the limit, else null. */
  hit(key: string, limit: number, now?: number): number | null;
}

export function createRateLimiter(windowMs = 60_000, maxKeys = 50_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, limit, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        // Drop finished windows before the map can grow without bound.
        if (windows.size >= maxKeys) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > limit ? Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) : null;
    },
  };
}
