// The router of the `api` function: CORS, paths and methods, body size, rate limits, and one JSON
// shape for every error. The handlers behind it know nothing of HTTP beyond ApiRequest.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { checkoutSession, customerPortalSession, stripeWebhook } from './billing.js';
import { BLOB_MAX_BYTES_PRO, createBlob, deleteBlob, listBlobs, readBlob, type BlobDeps } from './blobs.js';
import type { ApiConfig } from './config.js';
import { HttpError, json, RawAnswer, type ApiRequest, type ApiResponse, type UserLimit } from './http.js';
import { createEntity, ENTITY_MAX_BYTES, listEntities } from './kidscreate.js';
import { subscribe, unsubscribe } from './newsletter.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';

export const BODY_LIMIT = 16 * 1024;

export interface ApiDeps {
  db: Firestore;
  auth: Auth;
  config: ApiConfig;
  /** Null when no Stripe secret is configured: the billing paths then answer 503. */
  stripe: Stripe | null;
  /** Defaults to the Firestore-backed limiter. */
  limiter?: RateLimiter;
  /** One line per call: method, route, status and time; never headers, bodies or tokens. */
  log?: (entry: { method: string; route: string; status: number; ms: number; error?: string }) => void;
}

type Bucket = 'newsletter' | 'api' | 'blobs' | null;
type Method = 'GET' | 'POST' | 'DELETE';

interface Route {
  /** A name for logs that holds no user data. */
  name: string;
  match: (path: string) => Record<string, string> | null;
  /** A handler answers JSON, or bytes as a RawAnswer. */
  methods: Partial<Record<Method, (req: ApiRequest, params: Record<string, string>) => Promise<unknown>>>;
  bodyLimit: number;
  /** The 413's message when the body is over bodyLimit; by default it names the limit in KB. */
  tooLarge?: (bytes: number) => string;
  bucket: Bucket;
  /** A bucket for one method that differs from the route's. */
  buckets?: Partial<Record<Method, Bucket>>;
}

const exact = (p: string) => (path: string) => (path === p ? {} : null);
/** `/blobs/{id}`: the id as sent (not decoded: a valid one has nothing to decode). */
const blobPath = (path: string) => {
  const m = /^\/blobs\/([^/]+)$/.exec(path);
  return m ? { id: m[1] } : null;
};
const siteAction = (action: string) => (path: string) => {
  const m = /^\/([^/]+)\/([^/]+)$/.exec(path);
  return m && m[2] === action ? { site: decodeURIComponent(m[1]) } : null;
};

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const tooMany = (wait: number) => new HttpError(429, `Too many requests: wait ${wait} s and try again.`, { 'Retry-After': String(wait) });

export function createApi(deps: ApiDeps) {
  const { db, auth, config } = deps;
  const limiter = deps.limiter ?? createRateLimiter(db);
  // Per-user limits, checked by a handler once it has verified the caller's token: a user who spreads
  // calls over many addresses still gets only this many. The uid is part of the key; only its hash is stored.
  const perUser =
    (bucket: string, limit: number): UserLimit =>
    async (uid) => {
      const wait = await limiter.hit(`user:${bucket}:${uid}`, limit);
      if (wait !== null) throw tooMany(wait);
    };
  const billing = { db, auth, config, stripe: deps.stripe, limitUser: perUser('billing', config.billingPerUserPerMinute) };
  const limitKidsCreate = perUser('kidscreate', config.kidsCreatePerUserPerMinute);
  const blobs: BlobDeps = { db, auth, limitUser: perUser('blobs', config.blobsPerUserPerMinute) };
  const bucketLimit: Record<Exclude<Bucket, null>, number> = {
    newsletter: config.newsletterPerMinute,
    api: config.apiPerMinute,
    blobs: config.blobsPerMinute,
  };

  const knownSite = (site: string) => {
    if (!config.siteIds.includes(site)) throw new HttpError(404, `There is no newsletter for the site "${site}".`);
    return site;
  };

  const routes: Route[] = [
    // For uptime checks and for scripts that wait for the emulator to load the function.
    { name: '/health', match: exact('/health'), bodyLimit: 0, bucket: null, methods: { GET: async () => ({ ok: true }) } },
    {
      name: '/{site}/subscribe',
      match: siteAction('subscribe'),
      bodyLimit: BODY_LIMIT,
      bucket: 'newsletter',
      methods: { POST: (req, p) => subscribe(db, knownSite(p.site), req) },
    },
    {
      name: '/{site}/unsubscribe',
      match: siteAction('unsubscribe'),
      bodyLimit: BODY_LIMIT,
      bucket: 'newsletter',
      methods: { POST: (req, p) => unsubscribe(db, knownSite(p.site), req) },
    },
    {
      name: '/checkoutSession',
      match: exact('/checkoutSession'),
      bodyLimit: BODY_LIMIT,
      bucket: 'api',
      methods: { POST: (req) => checkoutSession(billing, req) },
    },
    {
      name: '/customerPortalSession',
      match: exact('/customerPortalSession'),
      bodyLimit: BODY_LIMIT,
      bucket: 'api',
      methods: { POST: (req) => customerPortalSession(billing, req) },
    },
    // Stripe retries failed deliveries and signs every one, so its calls are not rate-limited; its events can be large.
    {
      name: '/stripeWebhook',
      match: exact('/stripeWebhook'),
      bodyLimit: 512 * 1024,
      bucket: null,
      methods: { POST: (req) => stripeWebhook(billing, req) },
    },
    {
      name: '/kidscreate/user_entities',
      match: exact('/kidscreate/user_entities'),
      // An entity may be up to 64 KB, plus room for JSON escaping of the caller's own text.
      bodyLimit: ENTITY_MAX_BYTES + 1024,
      bucket: 'api',
      methods: { POST: (req) => createEntity(db, auth, req, limitKidsCreate), GET: (req) => listEntities(db, auth, req) },
    },
    // Private links (blobs.ts): the body of a POST is the link's ciphertext, raw bytes. The handler holds each
    // caller to 5 MB (25 MB with Pro); the route's limit is Pro's plus a little, so that a Pro caller just over
    // it hears their own limit from the handler.
    {
      name: '/blobs',
      match: exact('/blobs'),
      bodyLimit: BLOB_MAX_BYTES_PRO + 64 * 1024,
      tooLarge: (bytes) => `The private link is ${bytes} bytes; the limit is 5 MB (25 MB with Pro).`,
      bucket: 'blobs',
      methods: { POST: (req) => createBlob(blobs, req), GET: (req) => listBlobs(blobs, req) },
    },
    {
      // Never logged with its id: the id is the link.
      name: '/blobs/{id}',
      match: blobPath,
      bodyLimit: BODY_LIMIT,
      bucket: 'blobs',
      // Opening a link counts as any other call.
      buckets: { GET: 'api' },
      methods: { GET: (_req, p) => readBlob(blobs, p.id), DELETE: (req, p) => deleteBlob(blobs, req, p.id) },
    },
  ];

  function corsHeaders(origin: string | undefined): Record<string, string> | null {
    if (!origin) return {};
    if (!config.siteOrigins.includes(origin) && !(config.allowLoopbackOrigins && LOOPBACK.test(origin))) return null;
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Delete-Token',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
  }

  async function route(req: ApiRequest, cors: Record<string, string>): Promise<{ res: ApiResponse; name: string }> {
    // Firebase Hosting forwards /api/** with its prefix; the emulator's URL has none.
    const path = req.path.replace(/^\/api(?=\/|$)/, '').replace(/\/+$/, '') || '/';
    // Path parameters are decoded (a site id); a malformed %-escape threw a URIError there, a 500.
    try {
      decodeURIComponent(path);
    } catch {
      throw new HttpError(400, `The path ${path} holds a malformed %-escape.`);
    }
    for (const r of routes) {
      const params = r.match(path);
      if (!params) continue;
      const allow = [...Object.keys(r.methods), 'OPTIONS'].join(', ');
      if (req.method === 'OPTIONS') return { name: r.name, res: json(204, null, { ...cors, Allow: allow }) };
      const handler = r.methods[req.method as Method];
      if (!handler)
        throw Object.assign(
          new HttpError(405, `${req.method} is not allowed on ${r.name}: use ${allow.replace(', OPTIONS', '')}.`, { Allow: allow }),
          { route: r.name },
        );
      if (req.rawBody.length > r.bodyLimit) {
        const message =
          r.tooLarge?.(req.rawBody.length) ?? `The request body is ${req.rawBody.length} bytes; the limit here is ${r.bodyLimit / 1024} KB.`;
        throw Object.assign(new HttpError(413, message), { route: r.name });
      }
      const bucket = r.buckets?.[req.method as Method] ?? r.bucket;
      if (bucket) {
        // req.ip is the address the platform appended to X-Forwarded-For (adapter.ts), not one the client chose.
        const wait = await limiter.hit(`${bucket}:${req.ip}`, bucketLimit[bucket]);
        if (wait !== null) throw Object.assign(tooMany(wait), { route: r.name });
      }
      try {
        const answer = await handler(req, params);
        if (answer instanceof RawAnswer)
          return {
            name: r.name,
            res: { status: 200, headers: answer.headers, body: null, raw: { contentType: answer.contentType, data: answer.data } },
          };
        return { name: r.name, res: json(200, answer) };
      } catch (e) {
        throw Object.assign(e as object, { route: r.name });
      }
    }
    throw new HttpError(404, `There is no API path ${path}.`);
  }

  return async function handle(req: ApiRequest): Promise<ApiResponse> {
    const started = Date.now();
    const cors = corsHeaders(req.headers.origin);
    let res: ApiResponse;
    let name = 'unknown';
    let logged: string | undefined;
    if (!cors) {
      res = json(403, { error: `The origin ${req.headers.origin} may not call this API.` });
    } else {
      try {
        ({ res, name } = await route(req, cors));
      } catch (e) {
        name = (e as { route?: string }).route ?? name;
        if (e instanceof HttpError) {
          res = json(e.status, { error: e.message }, e.headers);
          logged = e.logDetail;
        } else {
          // Unexpected: the caller gets a plain message, the log gets the error's name and message only.
          logged = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 500) : 'non-error thrown';
          res = json(500, { error: 'Something went wrong on our side. Please try again in a minute.' });
        }
      }
      res.headers = { ...cors, ...res.headers };
    }
    deps.log?.({ method: req.method, route: name, status: res.status, ms: Date.now() - started, ...(logged ? { error: logged } : {}) });
    return res;
  };
}
