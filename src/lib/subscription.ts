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

/** en-US, long month, numeric day and year (SPEC §4): "November 21, 2026". */
export function formatSubscriptionDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Expires On {cancelAt}" when cancelled, else "Renews On {expirationTime}"; statuses are not shown. */
export function subscriptionLine(sub: Pick<Subscription, 'expirationTime' | 'cancelAt'>): string {
  return sub.cancelAt ? `Expires On ${formatSubscriptionDate(sub.cancelAt)}` : `Renews On ${formatSubscriptionDate(sub.expirationTime)}`;
}
