import Stripe from 'stripe';
import { NOT_CONFIGURED } from '../src/billing';
import { db, makeApi, request, resetEmulators, signUp } from './harness';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret';
const prices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());
beforeEach(async () => {
  await resetEmulators();
  stripe.reset();
});

const billingApi = () => makeApi({ stripeSecretKey: 'sk_test_standin', stripeWebhookSecret: WEBHOOK_SECRET, prices }, stripe.port);

describe('billing not configured', () => {
  it.each([
    ['/checkoutSession', { token: 'x', plan: 'monthly' }],
    ['/customerPortalSession', { token: 'x' }],
    ['/stripeWebhook', { type: 'customer.subscription.created' }],
  ])('%s answers 503 "Billing is not configured"', async (path, body) => {
    const { handle } = makeApi();
    expect(await handle(request('POST', path, { body }))).toMatchObject({ status: 503, body: { error: NOT_CONFIGURED } });
  });
});

describe('POST /checkoutSession (Auth and Firestore emulators, Stripe SDK against a local stand-in)', () => {
  it('creates the Stripe customer once, starts Checkout for the plan price and answers its url', async () => {
    const { uid, token } = await signUp('payer@example.com');
    const { handle } = billingApi();
    const res = await handle(request('POST', '/checkoutSession', { body: { token, plan: 'yearly' } }));
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer, session] = stripe.calls;
    expect(customer).toMatchObject({
      path: '/v1/customers',
      form: { email: 'payer@example.com', 'metadata[uid]': uid },
      idempotencyKey: `devbench-customer-${uid}`,
    });
    expect(session.path).toBe('/v1/checkout/sessions');
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly_test',
      'line_items[0][quantity]': '1',
      client_reference_id: uid,
      'subscription_data[metadata][uid]': uid,
      'subscription_data[metadata][plan]': 'yearly',
      success_url: 'https://devbench.example/pricing/?checkout=success',
      cancel_url: 'https://devbench.example/pricing/?checkout=cancelled',
    });
    const stored = await db.collection('customers').doc(uid).get();
    expect(session.form.customer).toBe(stored.get('stripeCustomerId'));

    stripe.reset();
    expect((await handle(request('POST', '/checkoutSession', { body: { token, plan: 'monthly' } }))).status).toBe(200);
    expect(stripe.calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.calls[0].form.customer).toBe(stored.get('stripeCustomerId'));
  });

  it('answers 409 when the user already has a live subscription', async () => {
    const { uid, token } = await signUp('pro@example.com');
    await db.doc(`users/${uid}/subscriptions/sub_1`).set({ plan: 'Pro monthly', status: 'active', expirationTime: 2_000_000_000 });
    const { handle } = billingApi();
    const res = await handle(request('POST', '/checkoutSession', { body: { token, plan: 'yearly' } }));
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'You already have Pro monthly. Use Manage Subscription in the account menu to change or cancel it.' },
    });
    expect(stripe.calls).toEqual([]);
  });

  it.each([
    [{ plan: 'monthly' }, 400, 'The field "token" is required.'],
    [{ token: 'x' }, 400, 'The field "plan" is required.'],
    [{ token: 'x', plan: 'weekly' }, 400, 'The field "plan" must be one of "monthly", "yearly" (got "weekly").'],
    [{ token: 'not-a-token', plan: 'monthly' }, 401, 'The ID token is not valid or has expired: sign in again.'],
  ])('rejects %j with %i', async (body, status, error) => {
    const { handle } = billingApi();
    expect(await handle(request('POST', '/checkoutSession', { body }))).toMatchObject({ status, body: { error } });
  });

  it('answers 502 when Stripe fails, and says it was the billing provider', async () => {
    const { token } = await signUp('unlucky@example.com');
    stripe.failing = true;
    const { handle } = billingApi();
    const res = await handle(request('POST', '/checkoutSession', { body: { token, plan: 'monthly' } }));
    expect(res.status).toBe(502);
    expect((res.body as { error: string }).error).toMatch(/^The billing provider could not create your customer record just now/);
  });

  it("logs a Stripe failure with the error's type, status and Stripe's request id, and no secret", async () => {
    const { token } = await signUp('logged@example.com');
    stripe.failing = true;
    const { handle, logs } = billingApi();
    await handle(request('POST', '/checkoutSession', { body: { token, plan: 'monthly' } }));
    const [entry] = logs;
    expect(entry).toMatchObject({ route: '/checkoutSession', status: 502 });
    // The stand-in answers every call with a request-id header req_<n>, as Stripe does.
    expect(entry.error).toMatch(/^Stripe could not create your customer record: type StripeAPIError, code none, status 500, request req_\d+$/);
    expect(JSON.stringify(logs)).not.toMatch(/sk_test|whsec_|logged@example\.com|stand-in failing/);
  });
});

describe('POST /customerPortalSession (Auth and Firestore emulators, Stripe SDK against a local stand-in)', () => {
  it("opens the portal for the user's own customer and returns to the pricing page", async () => {
    const { uid, token } = await signUp('manager@example.com');
    await db.doc(`customers/${uid}`).set({ stripeCustomerId: 'cus_known' });
    const { handle } = billingApi();
    const res = await handle(request('POST', '/customerPortalSession', { body: { token } }));
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.calls[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_known', return_url: 'https://devbench.example/pricing/' },
    });
  });

  it('answers 404 with a clear message when the user has never paid', async () => {
    const { token } = await signUp('never@example.com');
    const { handle } = billingApi();
    expect(await handle(request('POST', '/customerPortalSession', { body: { token } }))).toMatchObject({
      status: 404,
      body: { error: 'There is no billing account for this user yet: choose a plan on the Pricing page first.' },
    });
  });

  it('answers 401 for a missing or forged token', async () => {
    const { handle } = billingApi();
    expect((await handle(request('POST', '/customerPortalSession', { body: {} }))).status).toBe(400);
    expect((await handle(request('POST', '/customerPortalSession', { body: { token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' } }))).status).toBe(401);
  });
});

function subscriptionEvent(opts: {
  id?: string;
  type?: string;
  created?: number;
  uid?: string;
  customer?: string;
  status?: string;
  periodEnd?: number;
  cancelAt?: number | null;
  price?: string;
}) {
  return {
    id: opts.id ?? 'evt_1',
    object: 'event',
    type: opts.type ?? 'customer.subscription.created',
    created: opts.created ?? 1_790_000_000,
    data: {
      object: {
        id: 'sub_123',
        object: 'subscription',
        customer: opts.customer ?? 'cus_abc',
        status: opts.status ?? 'active',
        cancel_at: opts.cancelAt ?? null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: 1_789_990_000,
        metadata: opts.uid ? { uid: opts.uid, plan: 'monthly' } : {},
        items: {
          object: 'list',
          data: [
            { id: 'si_1', current_period_end: opts.periodEnd ?? 1_795_000_000, price: { id: opts.price ?? 'price_monthly_test', nickname: null } },
          ],
        },
      },
    },
  };
}

function signed(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return request('POST', '/stripeWebhook', {
    raw: payload,
    headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

describe('POST /stripeWebhook (Firestore emulator, events signed with the Stripe SDK)', () => {
  it("writes exactly the subscription fields of SPEC §3 into the user's subscriptions", async () => {
    const { handle } = billingApi();
    const res = await handle(signed(subscriptionEvent({ uid: 'user_1' })));
    expect(res).toMatchObject({ status: 200, body: { received: true, handled: true } });
    const doc = await db.doc('users/user_1/subscriptions/sub_123').get();
    expect(doc.data()).toEqual({ plan: 'Pro monthly', status: 'active', expirationTime: 1_795_000_000 });
  });

  it('is harmless to replay, and an older event arriving late does not undo a newer one', async () => {
    const { handle } = billingApi();
    const created = subscriptionEvent({ uid: 'user_1', id: 'evt_1', created: 1_790_000_000 });
    const cancelled = subscriptionEvent({
      uid: 'user_1',
      id: 'evt_2',
      type: 'customer.subscription.updated',
      created: 1_790_000_100,
      cancelAt: 1_795_000_000,
    });
    await handle(signed(created));
    await handle(signed(cancelled));
    const replayOld = await handle(signed(created));
    expect(replayOld).toMatchObject({ status: 200, body: { received: true, handled: false } });
    expect((await handle(signed(cancelled))).status).toBe(200);
    const docs = await db.collection('users/user_1/subscriptions').get();
    expect(docs.docs.map((d) => [d.id, d.data()])).toEqual([
      ['sub_123', { plan: 'Pro monthly', status: 'active', expirationTime: 1_795_000_000, cancelAt: 1_795_000_000 }],
    ]);
  });

  it('finds the user from customers/{uid} when the subscription carries no uid, and records a deletion with its end', async () => {
    await db.doc('customers/user_9').set({ stripeCustomerId: 'cus_nine' });
    const { handle } = billingApi();
    const event = subscriptionEvent({ customer: 'cus_nine', type: 'customer.subscription.deleted', status: 'canceled', price: 'price_yearly_test' });
    (event.data.object as Record<string, unknown>).ended_at = 1_791_000_000;
    expect((await handle(signed(event))).status).toBe(200);
    expect((await db.doc('users/user_9/subscriptions/sub_123').get()).data()).toEqual({
      plan: 'Pro yearly',
      status: 'canceled',
      expirationTime: 1_795_000_000,
      cancelAt: 1_791_000_000,
    });
  });

  it('answers 400 to a bad signature or none, and writes nothing', async () => {
    const { handle } = billingApi();
    const forged = await handle(signed(subscriptionEvent({ uid: 'user_1' }), 'whsec_someone_else'));
    expect(forged).toMatchObject({
      status: 400,
      body: { error: 'The Stripe signature does not match this payload (wrong secret, altered body or too old).' },
    });
    const unsigned = await handle(request('POST', '/stripeWebhook', { body: subscriptionEvent({ uid: 'user_1' }) }));
    expect(unsigned).toMatchObject({ status: 400, body: { error: 'The Stripe-Signature header is missing.' } });
    expect((await db.collection('users/user_1/subscriptions').get()).size).toBe(0);
  });

  it('acknowledges other event types without writing', async () => {
    const { handle } = billingApi();
    const res = await handle(signed({ id: 'evt_x', object: 'event', type: 'invoice.paid', created: 1, data: { object: { id: 'in_1' } } }));
    expect(res).toMatchObject({ status: 200, body: { received: true, handled: false } });
  });

  it('accepts the documented local secret in the emulator when no webhook secret is configured', async () => {
    const { configFromEnv } = await import('../src/config');
    expect(configFromEnv({ FUNCTIONS_EMULATOR: 'true' }).stripeWebhookSecret).toBe('whsec_devbench_local');
    expect(configFromEnv({ SITE_ORIGINS: 'https://devbench.example' }).stripeWebhookSecret).toBeUndefined();
    const { handle } = makeApi({ stripeWebhookSecret: configFromEnv({ FUNCTIONS_EMULATOR: 'true' }).stripeWebhookSecret });
    expect((await handle(signed(subscriptionEvent({ uid: 'user_2' }), 'whsec_devbench_local'))).status).toBe(200);
  });
});
