import { site } from '@/lib/site';
// The API's contract, as types only: the schemas themselves are zod, which never ships to the browser, and
// this module is on every page's first load (the account menu and the newsletter box use it). So each answer
// is checked by hand below against the same schema; tests/api/client-schemas.test.ts holds the two to agreement.
import type {
  BlobCreateQuery,
  BlobCreateResponse,
  BlobDeleteResponse,
  BlobList,
  BlobSummary,
  Entity,
  EntityCreateRequest,
  EntityList,
  EntityListQuery,
  ErrorResponse,
  Plan,
  SessionResponse,
  SubscribeRequest,
  SubscribeResponse,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '../../functions/src/schemas';

export type { BlobCreateResponse, BlobDeleteResponse, BlobList, Entity, EntityList, Plan };
/** One of the signed-in user's private links, as GET /blobs lists it. */
export type PrivateBlob = BlobSummary;

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Where and how to call the product API (SPEC §7); defaults come from the site config. */
export interface ApiOptions {
  host?: string;
  siteId?: string;
  fetch?: FetchLike;
}

/** An OK answer that is not what the API's schema says it is: the call failed, and the message says how. */
export class ApiAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiAnswerError';
  }
}

// ---- Hand checks of the answers, one per schema of functions/src/schemas.ts (which see).

type Check = (v: unknown) => boolean;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString: Check = (v) => typeof v === 'string';
const isTrue: Check = (v) => v === true;
const isFilled: Check = (v) => typeof v === 'string' && v !== '';
const isStringOrNull: Check = (v) => v === null || typeof v === 'string';
/** z.number().int().min(0): a whole number within the safe range. */
const isSize: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
/** z.url({ protocol: /^https?$/ }): after trimming, `http(s)://` and an address the URL parser accepts. */
const isHttpUrl: Check = (v) => {
  if (typeof v !== 'string' || !/^https?:\/\//i.test(v.trim())) return false;
  try {
    new URL(v.trim());
    return true;
  } catch {
    return false;
  }
};
/** The first field of `answer` that does not pass its check, said for a message; null when all do. */
function mismatch(answer: unknown, fields: Record<string, Check>): string | null {
  if (!isObject(answer)) return `it is ${Array.isArray(answer) ? 'an array' : answer === null ? 'null' : `a ${typeof answer}`}, not an object`;
  for (const [name, ok] of Object.entries(fields)) {
    if (!ok(answer[name])) return name in answer ? `its "${name}" is ${String(JSON.stringify(answer[name])).slice(0, 60)}` : `it has no "${name}"`;
  }
  return null;
}
const ENTITY: Record<string, Check> = { user: isString, domain: isString, id: isString, createdAt: isString };
const BLOB_SUMMARY: Record<string, Check> = { id: isFilled, tool: isString, size: isSize, created: isString, expires: isStringOrNull };
const ANSWER_CHECKS = {
  subscribe: { subscribed: isTrue, message: isString },
  unsubscribe: { unsubscribed: isTrue, message: isString },
  session: { url: isHttpUrl },
  entity: ENTITY,
  entityList: { entities: (v: unknown) => Array.isArray(v) && v.every((e) => mismatch(e, ENTITY) === null) },
  blobCreated: { id: isFilled, deleteToken: isFilled, size: isSize, expires: isStringOrNull },
  blobList: { blobs: (v: unknown) => Array.isArray(v) && v.every((b) => mismatch(b, BLOB_SUMMARY) === null) },
  blobDeleted: { deleted: isTrue },
  error: { error: isFilled },
} satisfies Record<string, Record<string, Check>>;

/** The answer, typed, when it has the shape of `fields`; else an ApiAnswerError naming the call and the first bad field. */
function expectAnswer<T>(answer: unknown, call: string, fields: Record<string, Check>): T {
  const problem = mismatch(answer, fields);
  if (problem) throw new ApiAnswerError(`The API's answer to ${call} is not what it should be: ${problem}.`);
  return answer as T;
}

/** Sends a request to the API as given; an OK response is answered, any other thrown as it is (SPEC §7). */
async function send(path: string, init: RequestInit, opts: ApiOptions = {}): Promise<Response> {
  const host = (opts.host ?? site.apiHost).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((input, i) => fetch(input, i));
  const res = await doFetch(host + path, init);
  // SPEC §7: any non-OK response is rejected with the raw response, for the caller to inspect.
  if (!res.ok) throw res;
  return res;
}

/** Calls the API; an OK answer is JSON, else an ApiAnswerError (a proxy or a wrong host answered). */
async function call(path: string, init: RequestInit, opts: ApiOptions = {}): Promise<unknown> {
  const res = await send(path, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } }, opts);
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiAnswerError(`The API's answer to ${init.method} ${path.split('?')[0]} is not JSON: ${JSON.stringify(text.slice(0, 60))}.`);
  }
}

const post = (path: string, body: unknown, opts?: ApiOptions) => call(path, { method: 'POST', body: JSON.stringify(body) }, opts);

const sitePath = (action: string, opts?: ApiOptions) => `/${encodeURIComponent(opts?.siteId ?? site.siteId)}/${action}`;

/** Newsletter sign-up: POST /{site}/subscribe {email}. */
export async function subscribe(email: string, opts?: ApiOptions): Promise<SubscribeResponse> {
  const body: SubscribeRequest = { email };
  return expectAnswer(await post(sitePath('subscribe', opts), body, opts), 'POST /{site}/subscribe', ANSWER_CHECKS.subscribe);
}

/** Newsletter unsubscription: {email, reason, feedback}, or only {email} when neither was given. */
export async function unsubscribe(
  email: string,
  details: { reason?: string; feedback?: string } = {},
  opts?: ApiOptions,
): Promise<UnsubscribeResponse> {
  const reason = details.reason?.trim();
  const feedback = details.feedback?.trim();
  const body: UnsubscribeRequest = reason || feedback ? { email, reason: reason ?? '', feedback: feedback ?? '' } : { email };
  return expectAnswer(await post(sitePath('unsubscribe', opts), body, opts), 'POST /{site}/unsubscribe', ANSWER_CHECKS.unsubscribe);
}

/** The `url` of a session answer (trimmed, as the schema reads it): an http(s) address to send the user to. */
function urlOf(answer: unknown, what: string): string {
  if (mismatch(answer, ANSWER_CHECKS.session)) throw new ApiAnswerError(`The billing service did not return ${what}`);
  return (answer as SessionResponse).url.trim().replace(/[\t\n\r]/g, '');
}

/** Billing portal: POST /customerPortalSession {token}; answers the portal URL. */
export async function customerPortalSession(token: string, opts?: ApiOptions): Promise<string> {
  return urlOf(await post('/customerPortalSession', { token }, opts), 'a portal address');
}

/** Paid plans: POST /checkoutSession {token, plan}; answers the URL of the payment page. */
export async function checkoutSession(token: string, plan: Plan, opts?: ApiOptions): Promise<string> {
  return urlOf(await post('/checkoutSession', { token, plan }, opts), 'a checkout address');
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Kids-create entities (SPEC §7): the writing shape is the caller's; the signed-in user's ID token authorises it. */
export async function createUserEntity(token: string, entity: EntityCreateRequest, opts?: ApiOptions): Promise<Entity> {
  const answer = await call('/kidscreate/user_entities', { method: 'POST', body: JSON.stringify(entity), headers: bearer(token) }, opts);
  return expectAnswer(answer, 'POST /kidscreate/user_entities', ANSWER_CHECKS.entity);
}

/** Kids-create entities of a user and domain; undefined values are left out of the query. */
export async function getUserEntities(token: string, query: EntityListQuery, opts?: ApiOptions): Promise<EntityList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const qs = params.toString();
  const answer = await call(`/kidscreate/user_entities${qs ? `?${qs}` : ''}`, { method: 'GET', headers: bearer(token) }, opts);
  return expectAnswer(answer, 'GET /kidscreate/user_entities', ANSWER_CHECKS.entityList);
}

// ---- Private links: the body is the link's ciphertext, never JSON, and the server never sees the key.

const blobPath = (id: string) => `/blobs/${encodeURIComponent(id)}`;

/** Stores a private link's encrypted bytes: POST /blobs?expires=…&tool=…; signed in (`token`) it is the caller's own. */
export async function createPrivateBlob(data: Uint8Array, o: BlobCreateQuery & { token?: string }, opts?: ApiOptions): Promise<BlobCreateResponse> {
  const query = new URLSearchParams({ expires: o.expires, tool: o.tool });
  const answer = await call(
    `/blobs?${query.toString()}`,
    {
      method: 'POST',
      body: data as Uint8Array<ArrayBuffer>,
      headers: { 'Content-Type': 'application/octet-stream', ...(o.token ? bearer(o.token) : {}) },
    },
    opts,
  );
  return expectAnswer(answer, 'POST /blobs', ANSWER_CHECKS.blobCreated);
}

/** A private link's encrypted bytes, exactly as stored: GET /blobs/{id} (404 unknown, 410 expired: thrown as the Response). */
export async function fetchPrivateBlob(id: string, opts?: ApiOptions): Promise<Uint8Array> {
  // No headers: a simple request, with no CORS preflight.
  const res = await send(blobPath(id), { method: 'GET' }, opts);
  return new Uint8Array(await res.arrayBuffer());
}

/** Deletes a private link: DELETE /blobs/{id}, as its owner (`token`) or with its delete token. */
export async function deletePrivateBlob(id: string, o: { token?: string; deleteToken?: string }, opts?: ApiOptions): Promise<BlobDeleteResponse> {
  const headers: Record<string, string> = { ...(o.token ? bearer(o.token) : {}), ...(o.deleteToken ? { 'X-Delete-Token': o.deleteToken } : {}) };
  const answer = await call(blobPath(id), { method: 'DELETE', headers }, opts);
  return expectAnswer(answer, 'DELETE /blobs/{id}', ANSWER_CHECKS.blobDeleted);
}

/** The signed-in user's private links that have not expired, newest first: GET /blobs. */
export async function listPrivateBlobs(token: string, opts?: ApiOptions): Promise<BlobList> {
  const answer = await call('/blobs', { method: 'GET', headers: bearer(token) }, opts);
  return expectAnswer(answer, 'GET /blobs', ANSWER_CHECKS.blobList);
}

/**
 * What to tell a person about a failed call: the API's own `{ "error" }` message when it sent one
 * (a bad field, too many requests, billing not configured …), else `fallback`.
 */
export async function apiErrorMessage(e: unknown, fallback: string): Promise<string> {
  if (!(e instanceof Response)) return fallback;
  try {
    const body: unknown = await e.clone().json();
    if (mismatch(body, ANSWER_CHECKS.error) === null) return (body as ErrorResponse).error;
  } catch {
    // Not JSON: a proxy or the platform answered.
  }
  return fallback;
}
