// Every route's real answers match the schemas the site checks them against (functions/src/schemas.ts):
// each call runs through the router against the Firestore and Auth emulators (Stripe: the local stand-in),
// and its 200 body parses with the route's response schema, its error body with ErrorResponse.
import Stripe from 'stripe';
import type { z } from 'zod';
import {
  Entity,
  EntityList,
  ErrorResponse,
  HealthResponse,
  SessionResponse,
  SubscribeResponse,
  UnsubscribeResponse,
  WebhookResponse,
} from '../src/schemas';
import { makeApi, request, resetEmulators, signUp } from './harness';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const SECRET = 'whsec_contract';
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  await resetEmulators();
});
afterAll(() => stripe.close());

const api = () =>
  makeApi({ stripeSecretKey: 'sk_test_standin', stripeWebhookSecret: SECRET, prices: { monthly: 'price_m', yearly: 'price_y' } }, stripe.port);

/** The body as index.ts sends it (JSON), read back, checked against `schema`. */
function conforms(schema: z.ZodType, res: { status: number; body: unknown }, status = 200) {
  expect(res.status).toBe(status);
  const sent: unknown = JSON.parse(JSON.stringify(res.body));
  const result = schema.safeParse(sent);
  expect(result.error?.issues ?? []).toEqual([]);
  return sent;
}

function signedSubscriptionEvent(uid: string) {
  const payload = JSON.stringify({
    id: 'evt_contract',
    object: 'event',
    type: 'customer.subscription.created',
    created: 1_790_000_000,
    data: {
      object: {
        id: 'sub_contract',
        object: 'subscription',
        customer: 'cus_contract',
        status: 'active',
        created: 1_789_000_000,
        metadata: { uid },
        items: { data: [{ current_period_start: 1_789_000_000, current_period_end: 1_795_000_000, price: { id: 'price_m' } }] },
      },
    },
  });
  return request('POST', '/stripeWebhook', {
    raw: payload,
    headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
}

describe('answers match the shared response schemas (emulators, Stripe stand-in)', () => {
  it('GET /health', async () => {
    conforms(HealthResponse, await api().handle(request('GET', '/health')));
  });

  it('POST /{site}/subscribe, first and again, and /{site}/unsubscribe', async () => {
    const { handle } = api();
    conforms(SubscribeResponse, await handle(request('POST', '/devbench/subscribe', { body: { email: 'contract@example.com' } })));
    conforms(SubscribeResponse, await handle(request('POST', '/devbench/subscribe', { body: { email: 'contract@example.com' } })));
    conforms(
      UnsubscribeResponse,
      await handle(request('POST', '/devbench/unsubscribe', { body: { email: 'contract@example.com', reason: 'Other', feedback: 'fine' } })),
    );
    conforms(UnsubscribeResponse, await handle(request('POST', '/devbench/unsubscribe', { body: { email: 'never@example.com' } })));
  });

  it('POST /checkoutSession and /customerPortalSession', async () => {
    const { token } = await signUp('contract-payer@example.com');
    const { handle } = api();
    conforms(SessionResponse, await handle(request('POST', '/checkoutSession', { body: { token, plan: 'monthly' } })));
    conforms(SessionResponse, await handle(request('POST', '/customerPortalSession', { body: { token } })));
  });

  it('POST /stripeWebhook: handled, not linked to a user, and not a subscription event', async () => {
    const { uid } = await signUp('contract-sub@example.com');
    const { handle } = api();
    expect(conforms(WebhookResponse, await handle(signedSubscriptionEvent(uid)))).toEqual({ received: true, handled: true });
    const unlinked = conforms(WebhookResponse, await handle(signedSubscriptionEvent('')));
    expect(unlinked).toMatchObject({ handled: false, reason: expect.any(String) });
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } });
    const other = request('POST', '/stripeWebhook', {
      raw: payload,
      headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
    });
    expect(conforms(WebhookResponse, await handle(other))).toEqual({ received: true, handled: false });
  });

  it('POST and GET /kidscreate/user_entities', async () => {
    const { uid, token } = await signUp('contract-kid@example.com');
    const { handle } = api();
    const headers = { Authorization: `Bearer ${token}` };
    const saved = conforms(
      Entity,
      await handle(request('POST', '/kidscreate/user_entities', { body: { domain: 'rockets', name: 'Apollo', parts: [[1, 2], [3]] }, headers })),
    );
    expect(saved).toMatchObject({ user: uid, domain: 'rockets', name: 'Apollo' });
    const list = conforms(
      EntityList,
      await handle(request('GET', `/kidscreate/user_entities?user=${uid}&domain=rockets`, { headers })),
    ) as EntityList;
    expect(list.entities).toEqual([saved]);
    conforms(EntityList, await handle(request('GET', `/kidscreate/user_entities?user=${uid}&domain=none`, { headers })));
  });

  it.each([
    ['400 bad field', () => request('POST', '/devbench/subscribe', { body: { email: 'nope' } }), 400],
    ['401 no token', () => request('GET', '/kidscreate/user_entities?user=x'), 401],
    ['404 unknown path', () => request('GET', '/nowhere'), 404],
    ['405 wrong method', () => request('GET', '/checkoutSession'), 405],
    ['413 body too large', () => request('POST', '/devbench/subscribe', { raw: 'x'.repeat(17_000) }), 413],
  ])('an error answer, %s, is ErrorResponse', async (_name, req, status) => {
    conforms(ErrorResponse, await api().handle(req()), status);
  });

  it('a 403 for an origin that may not call', async () => {
    conforms(ErrorResponse, await api().handle(request('GET', '/health', { headers: { Origin: 'https://elsewhere.example' } })), 403);
  });
});
