// The product API's contract (README "The product API"): one zod schema per request and per answer.
// The handlers parse requests with them, so each schema carries the exact message a caller gets for a
// bad field (the first issue becomes the 400's `error`). The site (src/api/client.ts) uses the same
// schemas' types and checks each answer against them by hand: zod never ships to the browser, and the
// client is on every page's first load (tests/api/client-schemas.test.ts holds the two to agreement).
// This file lives in functions/src so the function's own build (rootDir src) compiles it; it imports
// nothing but zod, so the site's type-only import pulls in nothing of the server.
import { z } from 'zod';

export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];

export const EMAIL_MAX = 254;
export const REASON_MAX = 200;
export const FEEDBACK_MAX = 2000;
/** Firebase ID tokens are about 1 KB; this only bounds what a caller can make us verify. */
export const TOKEN_MAX = 8192;
const PLAN_MAX = 20;

/** One @, a non-empty local part, a dotted domain, no spaces: catches typos, not unusual valid addresses. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** Stripe's object ids: a prefix, an underscore, letters and digits. */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

/** A UTF-16 surrogate without its pair: not text, and Firestore cannot encode it (a write with one failed after ~10 s of retries). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (s: string) => LONE_SURROGATE.test(s);

/** A Firebase Auth uid that can name a document: 1 to 128 characters, no "/", not "." or "..", not __reserved__. */
export function isUserId(uid: unknown): uid is string {
  return typeof uid === 'string' && uid.length > 0 && uid.length <= 128 && !uid.includes('/') && uid !== '.' && uid !== '..' && !/^__.*__$/.test(uid);
}

// A body field that is absent, null or "" counts as not given: required fields say so, optional ones are left out.
const absent = (v: unknown) => v === undefined || v === null || v === '';
const required = (where: string) => `The ${where} is required.`;

/** A string of `where` (e.g. `field "email"`): required, a string, whole UTF-16 text, at most `max` characters. */
function text(where: string, max: number) {
  return z
    .string({ error: (iss) => (absent(iss.input) ? required(where) : `The ${where} must be a string.`) })
    .min(1, required(where))
    .refine((s) => !hasLoneSurrogate(s), `The ${where} holds an unpaired UTF-16 surrogate (\\uD800-\\uDFFF): send valid text.`)
    .max(max, { error: (iss) => `The ${where} is too long: at most ${max} characters (got ${(iss.input as string).length}).` });
}

/** The same, but absent, null or "" is left out rather than refused. */
const optionalText = (where: string, max: number) => z.preprocess((v) => (absent(v) ? undefined : v), text(where, max).optional());

/** The trimmed address; its length and shape are checked after trimming. */
const email = z
  .string({ error: (iss) => (absent(iss.input) ? required('field "email"') : 'The field "email" must be a string.') })
  .refine((s) => !hasLoneSurrogate(s), 'The field "email" holds an unpaired UTF-16 surrogate (\\uD800-\\uDFFF): send valid text.')
  .trim()
  .min(1, required('field "email"'))
  .max(EMAIL_MAX, { error: (iss) => `The field "email" is too long: at most ${EMAIL_MAX} characters (got ${(iss.input as string).length}).` })
  .regex(EMAIL_SHAPE, { error: (iss) => `The field "email" is not an e-mail address: "${iss.input as string}". Use the form name@example.com.` });

/** A kids-create domain, in a body `field` or a `query parameter`. */
const domain = (where: 'field' | 'query parameter') =>
  z
    .string({ error: (iss) => (absent(iss.input) ? required(`${where} "domain"`) : `The ${where} "domain" must be a string.`) })
    .min(1, required(`${where} "domain"`))
    .regex(DOMAIN_SHAPE, `The ${where} "domain" must be 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit.`);

// ---- Requests. Keys are in the order the fields are checked: the first issue is the one answered.

/** POST /{site}/subscribe */
export const SubscribeRequest = z.object({ email });
/** POST /{site}/unsubscribe */
export const UnsubscribeRequest = z.object({
  email,
  reason: optionalText('field "reason"', REASON_MAX),
  feedback: optionalText('field "feedback"', FEEDBACK_MAX),
});
/** POST /checkoutSession */
export const CheckoutRequest = z.object({
  token: text('field "token"', TOKEN_MAX),
  plan: text('field "plan"', PLAN_MAX).pipe(
    z.enum(PLANS, { error: (iss) => `The field "plan" must be one of ${PLANS.map((p) => `"${p}"`).join(', ')} (got "${iss.input as string}").` }),
  ),
});
/** POST /customerPortalSession */
export const PortalRequest = z.object({ token: text('field "token"', TOKEN_MAX) });
/**
 * POST /kidscreate/user_entities: the entity's own fields are the kids app's, kept as sent. `user`, when
 * given, must be the caller (the handler answers 403 otherwise); `id` and `createdAt` are the server's.
 */
export const EntityCreateRequest = z.looseObject({
  user: z.string({ error: 'The field "user" must be a string.' }).optional(),
  domain: domain('field'),
});
/** GET /kidscreate/user_entities?user=…&domain=…; without a domain, every entity of the user. */
export const EntityListQuery = z.object({
  user: z.string({ error: required('query parameter "user"') }).min(1, required('query parameter "user"')),
  domain: domain('query parameter').optional(),
});

/** How long a private link is kept (POST /blobs?expires=…); `never` is for Pro only. */
export const BLOB_EXPIRIES = ['1d', '7d', '30d', 'never'] as const;
export type BlobExpiry = (typeof BLOB_EXPIRIES)[number];
/** A tool's page slug, e.g. `json/formatter` (no dots at all, so no `..`). */
const TOOL_SHAPE = /^[a-z0-9][a-z0-9_/-]{0,99}$/;
const TOOL_MAX = 100;
/**
 * POST /blobs?expires=…&tool=…: the body is the private link's ciphertext as raw bytes (not JSON), so only
 * the query is parsed here. `expires` absent or "" is 7 days; `tool` names the tool, for the account menu.
 */
export const BlobCreateQuery = z.object({
  expires: z.preprocess(
    (v) => (absent(v) ? undefined : v),
    z
      .enum(BLOB_EXPIRIES, {
        error: (iss) =>
          `The query parameter "expires" must be one of ${BLOB_EXPIRIES.map((e) => `"${e}"`).join(', ')} (got "${String(iss.input).slice(0, 40)}").`,
      })
      .default('7d'),
  ),
  tool: z
    .string({ error: (iss) => (absent(iss.input) ? required('query parameter "tool"') : 'The query parameter "tool" must be a string.') })
    .min(1, required('query parameter "tool"'))
    .max(TOOL_MAX, {
      error: (iss) => `The query parameter "tool" is too long: at most ${TOOL_MAX} characters (got ${(iss.input as string).length}).`,
    })
    .regex(
      TOOL_SHAPE,
      'The query parameter "tool" must be a tool\'s slug such as "json/formatter": lower-case letters, digits, "_", "-" and "/", starting with a letter or digit.',
    ),
});

const noValidId = "The event's subscription has no valid id.";
/**
 * POST /stripeWebhook, once its signature is verified, for a `customer.subscription.*` event: the fields
 * that become Firestore paths or ordering keys. Signed is not the same as well formed (a "/" in an id
 * threw in Firestore, a 500). The rest of the subscription is read as Stripe's own type.
 */
export const StripeSubscriptionEvent = z.looseObject({
  created: z.number({ error: 'The event has no "created" time.' }),
  data: z.looseObject(
    {
      object: z.looseObject(
        {
          id: z.string({ error: noValidId }).regex(STRIPE_ID, noValidId),
          status: z.string({ error: "The event's subscription has no status." }),
          // Stripe sends an object; anything else carries no uid, as before.
          metadata: z
            .unknown()
            .refine((m) => {
              const uid = (m as { uid?: unknown } | null | undefined)?.uid;
              return uid === undefined || uid === '' || isUserId(uid);
            }, "The subscription's metadata.uid is not a user id.")
            .optional(),
        },
        { error: noValidId },
      ),
    },
    { error: noValidId },
  ),
});

// ---- Answers (status 200), and every error's body.

export const HealthResponse = z.object({ ok: z.literal(true) });
export const SubscribeResponse = z.object({ subscribed: z.literal(true), message: z.string() });
export const UnsubscribeResponse = z.object({ unsubscribed: z.literal(true), message: z.string() });
/** Checkout and the billing portal: the page to send the user to, on http(s) only. */
export const SessionResponse = z.object({ url: z.url({ protocol: /^https?$/ }) });
export const WebhookResponse = z.object({ received: z.literal(true), handled: z.boolean(), reason: z.string().optional() });
/** A saved entity: the kids app's fields, with the owner, domain, document id and save time (ISO 8601) set by the server. */
export const Entity = z.looseObject({ user: z.string(), domain: z.string(), id: z.string(), createdAt: z.string() });
export const EntityList = z.object({ entities: z.array(Entity) });
/** POST /blobs: the link's id, the token that deletes it (shown once, stored only as its SHA-256), its size in bytes and expiry (ISO 8601, null: never). */
export const BlobCreateResponse = z.object({
  id: z.string().min(1),
  deleteToken: z.string().min(1),
  size: z.number().int().min(0),
  expires: z.string().nullable(),
});
/** One of the caller's private links in GET /blobs (never its bytes). */
export const BlobSummary = z.object({
  id: z.string().min(1),
  tool: z.string(),
  size: z.number().int().min(0),
  created: z.string(),
  expires: z.string().nullable(),
});
/** GET /blobs: the caller's private links that have not expired, newest first, at most 100. */
export const BlobList = z.object({ blobs: z.array(BlobSummary) });
/** DELETE /blobs/{id} */
export const BlobDeleteResponse = z.object({ deleted: z.literal(true) });
/** The body of every 4xx and 5xx the function itself answers. */
export const ErrorResponse = z.object({ error: z.string().min(1) });

export type SubscribeRequest = z.infer<typeof SubscribeRequest>;
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export type PortalRequest = z.infer<typeof PortalRequest>;
export type EntityCreateRequest = z.infer<typeof EntityCreateRequest>;
export type EntityListQuery = z.infer<typeof EntityListQuery>;
export type HealthResponse = z.infer<typeof HealthResponse>;
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;
export type SessionResponse = z.infer<typeof SessionResponse>;
export type WebhookResponse = z.infer<typeof WebhookResponse>;
export type Entity = z.infer<typeof Entity>;
export type EntityList = z.infer<typeof EntityList>;
export type ErrorResponse = z.infer<typeof ErrorResponse>;
export type BlobCreateQuery = z.infer<typeof BlobCreateQuery>;
export type BlobCreateResponse = z.infer<typeof BlobCreateResponse>;
export type BlobSummary = z.infer<typeof BlobSummary>;
export type BlobList = z.infer<typeof BlobList>;
export type BlobDeleteResponse = z.infer<typeof BlobDeleteResponse>;
