// What a plan allows, as the API enforces it. The site may import the back end only as types, so it keeps its own
// copies (src/lib/subscription.ts, src/lib/private-link.ts) to offer what the API accepts; tests/lib/plan-limits.test.ts
// holds them to agreement.

/** Statuses that mean the user already pays (or is about to): Pro's limits apply, and a second Checkout would charge twice. */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid'];

const MB = 1024 * 1024;
/** The largest private link anybody may store, and a Pro user's (bytes of ciphertext). */
export const BLOB_MAX_BYTES = 5 * MB;
export const BLOB_MAX_BYTES_PRO = 25 * MB;
