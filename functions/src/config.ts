// The API's settings, read from the environment and checked with zod. In production they come from
// functions/.env.<project> (plain settings) and Secret Manager (the two Stripe secrets); in the emulator
// every value has a local default, so `npm start` works on a fresh clone. Outside the emulator nothing
// that decides who may call defaults: without SITE_ORIGINS, CORS and Stripe's return pages would have
// pointed at http://localhost:3000 on a live site. A missing or bad setting is a ConfigError that lists
// every problem; index.ts checks them as the module loads, so a deploy with one fails (the CLI loads the
// module with functions/.env.<project> to find the function) and an instance with one refuses to start.
import { z } from 'zod';
import type { Plan } from './schemas.js';

/** The secret the emulator accepts webhook events with when no webhook secret is configured (never in production). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_devbench_local';

export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface ApiConfig {
  /** Newsletter site ids accepted in `/{site}/subscribe` (SITE_IDS, comma-separated). */
  siteIds: string[];
  /** Origins allowed by CORS (SITE_ORIGINS, comma-separated; required outside the emulator); the first is where Checkout and the portal return to. */
  siteOrigins: string[];
  /** In the emulator any http://localhost or http://127.0.0.1 origin is allowed too. */
  allowLoopbackOrigins: boolean;
  /** STRIPE_SECRET_KEY; without it checkout and the portal answer 503. */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET; in the emulator it falls back to LOCAL_WEBHOOK_SECRET. */
  stripeWebhookSecret?: string;
  /** Stripe price ids of the paid plans (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY). */
  prices: Partial<Record<Plan, string>>;
  /** Where the Stripe SDK sends its calls when not to Stripe itself (STRIPE_API_BASE: a local stand-in, in the emulator only). */
  stripeApi?: StripeEndpoint;
  /** Newsletter calls allowed per client IP per minute (NEWSLETTER_PER_MINUTE, default 10). */
  newsletterPerMinute: number;
  /** Other calls allowed per client IP per minute (API_PER_MINUTE, default 120). */
  apiPerMinute: number;
  /** Kids-create entities a signed-in user may save per minute, from any IP (KIDSCREATE_PER_USER_PER_MINUTE, default 30). */
  kidsCreatePerUserPerMinute: number;
  /** Checkout and portal sessions a signed-in user may open per minute, from any IP (BILLING_PER_USER_PER_MINUTE, default 10). */
  billingPerUserPerMinute: number;
  /** Private-link calls (store, delete, list) allowed per client IP per minute (BLOBS_PER_MINUTE, default 20); reading one counts as any other call. */
  blobsPerMinute: number;
  /** Private links a signed-in user may store per minute, from any IP (BLOBS_PER_USER_PER_MINUTE, default 30). */
  blobsPerUserPerMinute: number;
}

/** The names the account menu shows for each plan (SPEC §3 Subscription.plan). */
export const PLAN_NAMES: Record<Plan, string> = { monthly: 'Pro monthly', yearly: 'Pro yearly' };

/** The settings are not usable; the message names each variable that is wrong and why. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API's settings (functions/.env.<project>, or the environment) are not usable:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** The emulator's site, where `npm start` serves it (SITE_ORIGINS' default there, and only there). */
export const EMULATOR_SITE_ORIGIN = 'http://localhost:3000';

/** Site ids name a Firestore document (newsletter/{site}) and a path segment. */
const SITE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A comma-separated list, blanks dropped; absent or empty is []. */
const items = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Why `value` is not an origin as browsers send it in the Origin header (scheme://host[:port]), or null. */
export function originProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${value}" is not an http(s) address`;
  if (url.username || url.password) return `"${value}" holds a user name or password`;
  // CORS compares the Origin header as a string: a path, a default port or capitals would never match.
  if (url.origin !== value) return `"${value}" is not an origin (scheme://host[:port], nothing after it): use ${url.origin}`;
  return null;
}

const setting = z.string().optional();

/** A positive whole number, `fallback` when unset. */
const perMinute = (name: string, fallback: number) =>
  setting.transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return fallback;
    const n = Number(value.trim());
    if (Number.isInteger(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message: `${name} must be a positive whole number (got "${value}").` });
    return z.NEVER;
  });

/** A Stripe price id, or undefined when unset (the plan cannot be bought). */
const price = (name: string) =>
  setting.transform((value, ctx) => {
    const id = value?.trim();
    if (!id) return undefined;
    if (id.startsWith('prod_')) ctx.addIssue({ code: 'custom', message: `${name} is a product id ("${id}"): use the id of its price (price_…).` });
    else if (/\s/.test(id)) ctx.addIssue({ code: 'custom', message: `${name} holds a space ("${id}"): set one price id.` });
    return id;
  });

/** The environment's schema; what defaults depends on whether this is the emulator. */
const envSchema = (emulator: boolean) =>
  z.object({
    SITE_IDS: setting.transform((value, ctx) => {
      const ids = items(value);
      for (const id of ids) {
        if (!SITE_ID.test(id))
          ctx.addIssue({ code: 'custom', message: `SITE_IDS: "${id}" is not a site id (1 to 100 letters, digits, dots, dashes or underscores).` });
      }
      return ids.length ? ids : ['devbench'];
    }),
    SITE_ORIGINS: setting.transform((value, ctx) => {
      // Trailing slashes are how origins are often pasted; the Origin header never has one.
      const origins = items(value).map((o) => o.replace(/\/+$/, ''));
      if (origins.length === 0) {
        if (emulator) return [EMULATOR_SITE_ORIGIN];
        ctx.addIssue({
          code: 'custom',
          message:
            'SITE_ORIGINS is not set: outside the emulator it is required, the comma-separated origins of the site (e.g. https://devbench.dev), which CORS allows and Stripe returns to.',
        });
        return z.NEVER;
      }
      for (const origin of origins) {
        const problem = originProblem(origin);
        if (problem) ctx.addIssue({ code: 'custom', message: `SITE_ORIGINS: ${problem}.` });
      }
      return origins;
    }),
    STRIPE_SECRET_KEY: setting.transform((v) => v?.trim() || undefined),
    STRIPE_WEBHOOK_SECRET: setting.transform((v) => v?.trim() || (emulator ? LOCAL_WEBHOOK_SECRET : undefined)),
    STRIPE_PRICE_MONTHLY: price('STRIPE_PRICE_MONTHLY'),
    STRIPE_PRICE_YEARLY: price('STRIPE_PRICE_YEARLY'),
    STRIPE_API_BASE: setting.transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      // It sends the secret key elsewhere than Stripe: for a local stand-in only.
      if (!emulator) {
        ctx.addIssue({ code: 'custom', message: 'STRIPE_API_BASE is set: it is for a local Stripe stand-in and is only read in the emulator.' });
        return z.NEVER;
      }
      const endpoint = parseStripeApiBase(value.trim());
      if (!endpoint)
        ctx.addIssue({ code: 'custom', message: `STRIPE_API_BASE must be an http(s) URL such as http://127.0.0.1:12111 (got "${value}").` });
      return endpoint;
    }),
    NEWSLETTER_PER_MINUTE: perMinute('NEWSLETTER_PER_MINUTE', 10),
    API_PER_MINUTE: perMinute('API_PER_MINUTE', 120),
    KIDSCREATE_PER_USER_PER_MINUTE: perMinute('KIDSCREATE_PER_USER_PER_MINUTE', 30),
    BILLING_PER_USER_PER_MINUTE: perMinute('BILLING_PER_USER_PER_MINUTE', 10),
    BLOBS_PER_MINUTE: perMinute('BLOBS_PER_MINUTE', 20),
    BLOBS_PER_USER_PER_MINUTE: perMinute('BLOBS_PER_USER_PER_MINUTE', 30),
  });

/** Parses STRIPE_API_BASE (`http://127.0.0.1:12111`) into the SDK's host, port and protocol options; undefined if it is not an http(s) URL. */
export function parseStripeApiBase(base: string | undefined): StripeEndpoint | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** The settings, or a ConfigError naming every variable that is missing or wrong. */
export function configFromEnv(env: Record<string, string | undefined> = process.env): ApiConfig {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  const parsed = envSchema(emulator).safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  const e = parsed.data;
  return {
    siteIds: e.SITE_IDS,
    siteOrigins: e.SITE_ORIGINS,
    allowLoopbackOrigins: emulator,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: { monthly: e.STRIPE_PRICE_MONTHLY, yearly: e.STRIPE_PRICE_YEARLY },
    stripeApi: e.STRIPE_API_BASE,
    newsletterPerMinute: e.NEWSLETTER_PER_MINUTE,
    apiPerMinute: e.API_PER_MINUTE,
    kidsCreatePerUserPerMinute: e.KIDSCREATE_PER_USER_PER_MINUTE,
    billingPerUserPerMinute: e.BILLING_PER_USER_PER_MINUTE,
    blobsPerMinute: e.BLOBS_PER_MINUTE,
    blobsPerUserPerMinute: e.BLOBS_PER_USER_PER_MINUTE,
  };
}
