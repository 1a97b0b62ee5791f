/** A subscription as stored in users/{uid}/subscriptions (SPEC §3); the document id is its id. */
export interface Subscription {
  id: string;
  plan: string;
  status: string;
  /** Seconds since the epoch. */
  expirationTime: number;
  /** Seconds since the epoch; set when the subscription will not renew. */
  cancelAt?: number | null;
}

/** Statuses the API counts as a live plan, which gets Pro's limits (functions/src/plan-limits.ts). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid']);

/** en-US, long month, numeric day and year (SPEC §4): "November 21, 2026"; the account's dates all read so. */
export const formatLongDate = (ms: number): string => new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A subscription's date (seconds since the epoch, as Stripe gives them) as formatLongDate writes it. */
export const formatSubscriptionDate = (seconds: number): string => formatLongDate(seconds * 1000);

/** "Expires On {cancelAt}" when cancelled, else "Renews On {expirationTime}"; statuses are not shown. */
export function subscriptionLine(sub: Pick<Subscription, 'expirationTime' | 'cancelAt'>): string {
  return sub.cancelAt ? `Expires On ${formatSubscriptionDate(sub.cancelAt)}` : `Renews On ${formatSubscriptionDate(sub.expirationTime)}`;
}
