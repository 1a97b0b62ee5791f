// Paid plans through Stripe: Checkout to start a subscription, the billing portal to manage it, and
// the webhook that writes users/{uid}/subscriptions/{stripe subscription id} (SPEC §3) from Stripe's
// subscription events. The Stripe customer of a user is kept at customers/{uid} (server-only).
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { PLAN_NAMES, type ApiConfig } from './config.js';
import { HttpError, parseWith, readJsonObject, type ApiRequest, type UserLimit } from './http.js';
import {
  CheckoutRequest,
  isUserId,
  PLANS,
  PortalRequest,
  StripeSubscriptionEvent,
  type Plan,
  type SessionResponse,
  type WebhookResponse,
} from './schemas.js';
import { verifyToken } from './identity.js';
import { liveSubscriptions } from './subscriptions.js';

export const NOT_CONFIGURED = 'Billing is not configured on this server, so no plan can be bought or managed here yet.';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

export interface BillingDeps {
  db: Firestore;
  auth: Auth;
  config: ApiConfig;
  stripe: Stripe | null;
  /** Per-user limit on sessions opened (each one calls Stripe); none in the webhook. */
  limitUser?: UserLimit;
}

/** Calls Stripe; its failures become a 502 that says the provider failed, not the user. */
async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    const err = e as { type?: string; code?: string; statusCode?: number; requestId?: string };
    const failed = new HttpError(
      502,
      `The billing provider could not ${what} just now (${err.type ?? 'network error'}). Please try again in a minute.`,
    );
    // What Stripe's support asks for: the error's type and code, the HTTP status and Stripe's request id.
    // Not its message, which can quote the request's parameters.
    failed.logDetail = `Stripe could not ${what}: type ${err.type ?? 'none'}, code ${err.code ?? 'none'}, status ${err.statusCode ?? 'none'}, request ${err.requestId ?? 'none'}`;
    throw failed;
  }
}

function requireStripe(deps: BillingDeps): Stripe {
  if (!deps.stripe) throw new HttpError(503, NOT_CONFIGURED);
  return deps.stripe;
}

/** The user's Stripe customer id, creating the customer on first use. */
async function customerFor(deps: BillingDeps, stripe: Stripe, uid: string, email: string | undefined): Promise<string> {
  const ref = deps.db.collection('customers').doc(uid);
  const snap = await ref.get();
  const known = snap.get('stripeCustomerId');
  if (typeof known === 'string') return known;
  // The idempotency key makes two simultaneous first checkouts get the same Stripe customer.
  const customer = await stripeCall('create your customer record', () =>
    stripe.customers.create({ email, metadata: { uid } }, { idempotencyKey: `devbench-customer-${uid}` }),
  );
  await ref.set({ stripeCustomerId: customer.id, email: email ?? null, createdAt: FieldValue.serverTimestamp() }, { merge: true });
  return customer.id;
}

export async function checkoutSession(deps: BillingDeps, req: ApiRequest): Promise<SessionResponse> {
  const { token, plan } = parseWith(CheckoutRequest, readJsonObject(req));
  const price = deps.config.prices[plan];
  if (!price) throw new HttpError(503, NOT_CONFIGURED);
  const stripe = requireStripe(deps);
  const user = await verifyToken(deps.auth, token);
  await deps.limitUser?.(user.uid);

  const live = await liveSubscriptions(deps.db, user.uid);
  if (!live.empty) {
    const current = String(live.docs[0].get('plan') ?? 'Pro');
    throw new HttpError(409, `You already have ${current}. Use Manage Subscription in the account menu to change or cancel it.`);
  }

  const customer = await customerFor(deps, stripe, user.uid, user.email);
  const origin = deps.config.siteOrigins[0];
  const session = await stripeCall('start the checkout', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.uid,
      line_items: [{ price, quantity: 1 }],
      allow_promotion_codes: true,
      // The webhook finds the user and the plan from these, whatever else Stripe sends.
      subscription_data: { metadata: { uid: user.uid, plan } },
      success_url: `${origin}/pricing/?checkout=success`,
      cancel_url: `${origin}/pricing/?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new HttpError(502, 'The billing provider did not return a checkout page. Please try again in a minute.');
  return { url: session.url };
}

export async function customerPortalSession(deps: BillingDeps, req: ApiRequest): Promise<SessionResponse> {
  const { token } = parseWith(PortalRequest, readJsonObject(req));
  const stripe = requireStripe(deps);
  const user = await verifyToken(deps.auth, token);
  await deps.limitUser?.(user.uid);
  const customer = (await deps.db.collection('customers').doc(user.uid).get()).get('stripeCustomerId');
  if (typeof customer !== 'string') {
    throw new HttpError(404, 'There is no billing account for this user yet: choose a plan on the Pricing page first.');
  }
  const session = await stripeCall('open the billing portal', () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${deps.config.siteOrigins[0]}/pricing/` }),
  );
  return { url: session.url };
}

/** The fields of SPEC §3's Subscription, exactly, from a Stripe subscription. */
export function subscriptionFields(sub: Stripe.Subscription, config: ApiConfig, deleted: boolean) {
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id;
  const planByPrice = (Object.entries(config.prices) as [Plan, string | undefined][]).find(([, id]) => id && id === priceId)?.[0];
  const planByMetadata = (PLANS as readonly string[]).includes(sub.metadata?.plan ?? '') ? (sub.metadata.plan as Plan) : undefined;
  const plan = planByPrice ?? planByMetadata;
  // Since Stripe's 2025-03-31 API the billing period lives on the subscription item.
  const legacy = sub as unknown as { current_period_end?: number };
  const expirationTime = item?.current_period_end ?? legacy.current_period_end ?? sub.ended_at ?? sub.created;
  const cancelAt = sub.cancel_at ?? (sub.cancel_at_period_end ? expirationTime : null) ?? (deleted ? (sub.ended_at ?? sub.canceled_at) : null);
  return {
    plan: plan ? PLAN_NAMES[plan] : (item?.price?.nickname ?? 'Pro'),
    status: sub.status,
    expirationTime,
    ...(cancelAt ? { cancelAt } : {}),
  };
}

export async function stripeWebhook(deps: BillingDeps, req: ApiRequest): Promise<WebhookResponse> {
  const secret = deps.config.stripeWebhookSecret;
  if (!secret) throw new HttpError(503, NOT_CONFIGURED);
  const signature = req.headers['stripe-signature'];
  if (!signature) throw new HttpError(400, 'The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(req.rawBody, signature, secret);
  } catch {
    throw new HttpError(400, 'The Stripe signature does not match this payload (wrong secret, altered body or too old).');
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return { received: true, handled: false };

  // Signed is not the same as well formed: the ids below become Firestore paths (a "/" in one threw there, a 500).
  parseWith(StripeSubscriptionEvent, event);
  const sub = event.data.object as Stripe.Subscription;
  const rawCustomer: unknown = sub.customer;
  const customerId = typeof rawCustomer === 'string' ? rawCustomer : (rawCustomer as { id?: unknown } | null)?.id;
  const customer = typeof customerId === 'string' ? customerId : undefined;
  // The schema refused a metadata.uid that cannot name a document; absent or "", the customer tells.
  let uid: unknown = sub.metadata?.uid;
  if (!uid && customer) {
    const owner = await deps.db.collection('customers').where('stripeCustomerId', '==', customer).limit(1).get();
    uid = owner.docs[0]?.id;
  }
  if (!isUserId(uid)) return { received: true, handled: false, reason: 'No user is linked to this subscription.' };

  const fields = subscriptionFields(sub, deps.config, event.type === 'customer.subscription.deleted');
  if (typeof fields.expirationTime !== 'number') throw new HttpError(400, "The event's subscription has no billing period or creation time.");
  const order = stateOrder(sub, event.created);
  const orderTail = JSON.stringify(fields);
  const userDoc = deps.db.collection('users').doc(uid).collection('subscriptions').doc(sub.id);
  // Server-only record of the state applied last, so an event that describes an earlier state (late,
  // replayed, or sent in the same second and delivered out of order) cannot undo a later one.
  const marker = deps.db.collection('stripeSubscriptions').doc(sub.id);
  const applied = await deps.db.runTransaction(async (tx) => {
    const seen = await tx.get(marker);
    const seenOrder = seen.get('order');
    if (Array.isArray(seenOrder)) {
      if (compareOrder(order, orderTail, seenOrder as number[], String(seen.get('orderTail') ?? '')) < 0) return false;
    } else {
      // A record from before states were ordered: the event time alone, as it was then.
      const lastCreated = seen.get('eventCreated');
      if (typeof lastCreated === 'number' && lastCreated > event.created) return false;
    }
    tx.set(userDoc, fields);
    tx.set(marker, {
      uid,
      customer: customer ?? null,
      eventId: event.id,
      eventCreated: event.created,
      order,
      orderTail,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  return { received: true, handled: applied };
}

/** Statuses a subscription never leaves: Stripe starts a new subscription rather than reviving one. */
const TERMINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** Among states of the same period and second, which one stands: the one further along its life. */
const STATUS_RANK: Record<string, number> = { incomplete: 0, trialing: 1, active: 2, past_due: 3, unpaid: 4, paused: 5 };

/**
 * Where a subscription state stands in the subscription's own history, compared element by element
 * (greater is later). Stripe's event order is not guaranteed and `created` has whole seconds, so
 * arrival order decided ties: `deleted` then `updated (active)` of the same second revived a
 * cancelled subscription. So: a terminal status beats any other; then the later billing period (its
 * start only moves forward, also when a plan change restarts the cycle; its end can move back); then
 * the later end; then the later event; then, within one second, the status further along and a
 * scheduled cancellation over none. Equal keys are broken by the written fields (compareOrder).
 */
export function stateOrder(sub: Stripe.Subscription, eventCreated: number): number[] {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_start?: number };
  // A signed event with a field of another type orders as if the field were absent.
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const terminal = TERMINAL_STATUSES.has(sub.status);
  return [
    terminal ? 1 : 0,
    num(item?.current_period_start ?? legacy.current_period_start),
    num(sub.ended_at),
    num(eventCreated),
    STATUS_RANK[sub.status] ?? 6,
    sub.cancel_at_period_end || sub.cancel_at ? 1 : 0,
  ];
}

/** Negative when state a comes before state b; the written fields break a tie, so any order of delivery ends the same. */
export function compareOrder(a: number[], aTail: string, b: number[], bTail: string): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return aTail < bTail ? -1 : aTail > bTail ? 1 : 0;
}
