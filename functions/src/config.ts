// The API's settings, read once from the environment. In production they come from
// functions/.env.<project> (plain settings) and Secret Manager (the two Stripe secrets); in the
// emulator every value has a local default, so `npm start` works on a fresh clone.
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
  /** Origins allowed by CORS (SITE_ORIGINS, comma-separated); the first is where Checkout and the portal return to. */
  siteOrigins: string[];
  /** In the emulator any http://localhost or http://127.0.0.1 origin is allowed too. */
  allowLoopbackOrigins: boolean;
  /** STRIPE_SECRET_KEY; without it checkout and the portal answer 503. */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET; in the emulator it falls back to LOCAL_WEBHOOK_SECRET. */
  stripeWebhookSecret?: string;
  /** Stripe price ids of the paid plans (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY). */
  prices: Partial<Record<Plan, string>>;
  /** Where the Stripe SDK sends its calls when not to Stripe itself (STRIPE_API_BASE, e.g. a local stand-in in tests). */
  stripeApi?: StripeEndpoint;
  /** Newsletter calls allowed per client IP per minute (NEWSLETTER_PER_MINUTE, default 10). */
  newsletterPerMinute: number;
  /** Other calls allowed per client IP per minute (API_PER_MINUTE, default 120). */
  apiPerMinute: number;
  /** Kids-create entities a signed-in user may save per minute, from any IP (KIDSCREATE_PER_USER_PER_MINUTE, default 30). */
  kidsCreatePerUserPerMinute: number;
  /** Checkout and portal sessions a signed-in user may open per minute, from any IP (BILLING_PER_USER_PER_MINUTE, default 10). */
  billingPerUserPerMinute: number;
}

/** The names the account menu shows for each plan (SPEC §3 Subscription.plan). */
export const PLAN_NAMES: Record<Plan, string> = { monthly: 'Pro monthly', yearly: 'Pro yearly' };

const list = (value: string | undefined, fallback: string[]) => {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : fallback;
};

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Parses STRIPE_API_BASE (`http://127.0.0.1:12111`) into the SDK's host, port and protocol options. */
export function parseStripeApiBase(base: string | undefined): StripeEndpoint | undefined {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): ApiConfig {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  return {
    siteIds: list(env.SITE_IDS, ['devbench']),
    siteOrigins: list(env.SITE_ORIGINS, ['http://localhost:3000']).map((o) => o.replace(/\/+$/, '')),
    allowLoopbackOrigins: emulator,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || (emulator ? LOCAL_WEBHOOK_SECRET : undefined),
    prices: { monthly: env.STRIPE_PRICE_MONTHLY || undefined, yearly: env.STRIPE_PRICE_YEARLY || undefined },
    stripeApi: parseStripeApiBase(env.STRIPE_API_BASE),
    newsletterPerMinute: positive(env.NEWSLETTER_PER_MINUTE, 10),
    apiPerMinute: positive(env.API_PER_MINUTE, 120),
    kidsCreatePerUserPerMinute: positive(env.KIDSCREATE_PER_USER_PER_MINUTE, 30),
    billingPerUserPerMinute: positive(env.BILLING_PER_USER_PER_MINUTE, 10),
  };
}
