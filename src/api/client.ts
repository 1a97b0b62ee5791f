import { site } from '@/lib/site';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Where and how to call the product API (SPEC §7); defaults come from the site config. */
export interface ApiOptions {
  host?: string;
  siteId?: string;
  fetch?: FetchLike;
}

async function call(path: string, init: RequestInit, opts: ApiOptions = {}): Promise<unknown> {
  const host = (opts.host ?? site.apiHost).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((input, i) => fetch(input, i));
  const res = await doFetch(host + path, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  // SPEC §7: any non-OK response is rejected with the raw response, for the caller to inspect.
  if (!res.ok) throw res;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const post = (path: string, body: unknown, opts?: ApiOptions) => call(path, { method: 'POST', body: JSON.stringify(body) }, opts);

/** Newsletter sign-up: POST /{site}/subscribe {email}. */
export function subscribe(email: string, opts?: ApiOptions) {
  return post(`/${encodeURIComponent(opts?.siteId ?? site.siteId)}/subscribe`, { email }, opts);
}

/** Newsletter unsubscription: {email, reason, feedback}, or only {email} when neither was given. */
export function unsubscribe(email: string, details: { reason?: string; feedback?: string } = {}, opts?: ApiOptions) {
  const reason = details.reason?.trim();
  const feedback = details.feedback?.trim();
  const body = reason || feedback ? { email, reason: reason ?? '', feedback: feedback ?? '' } : { email };
  return post(`/${encodeURIComponent(opts?.siteId ?? site.siteId)}/unsubscribe`, body, opts);
}

/** The `url` of an answer, which must be an http(s) address to send the user to. */
function urlOf(answer: unknown, what: string): string {
  const url = typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`The billing service did not return ${what}`);
  return url;
}

/** Billing portal: POST /customerPortalSession {token}; answers the portal URL. */
export async function customerPortalSession(token: string, opts?: ApiOptions): Promise<string> {
  return urlOf(await post('/customerPortalSession', { token }, opts), 'a portal address');
}

/** The paid plans a user can choose on the Pricing page. */
export type Plan = 'monthly' | 'yearly';

/** Paid plans: POST /checkoutSession {token, plan}; answers the URL of the payment page. */
export async function checkoutSession(token: string, plan: Plan, opts?: ApiOptions): Promise<string> {
  return urlOf(await post('/checkoutSession', { token, plan }, opts), 'a checkout address');
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Kids-create entities (SPEC §7): the writing shape is the caller's; the signed-in user's ID token authorises it. */
export function createUserEntity(token: string, entity: Record<string, unknown>, opts?: ApiOptions) {
  return call('/kidscreate/user_entities', { method: 'POST', body: JSON.stringify(entity), headers: bearer(token) }, opts);
}

/** Kids-create entities of a user and domain; undefined values are left out of the query. */
export function getUserEntities(token: string, query: { user?: string; domain?: string }, opts?: ApiOptions) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const qs = params.toString();
  return call(`/kidscreate/user_entities${qs ? `?${qs}` : ''}`, { method: 'GET', headers: bearer(token) }, opts);
}

/**
 * What to tell a person about a failed call: the API's own `{ "error" }` message when it sent one
 * (a bad field, too many requests, billing not configured …), else `fallback`.
 */
export async function apiErrorMessage(e: unknown, fallback: string): Promise<string> {
  if (!(e instanceof Response)) return fallback;
  try {
    const body = (await e.clone().json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: a proxy or the platform answered.
  }
  return fallback;
}
