// Stripe does not promise to deliver events in order, and `created` has whole seconds: whatever order
// the events of one subscription arrive in, its document must end the same. Every event goes through
// the real handler, signed with the Stripe SDK, into the Firestore emulator.
import Stripe from 'stripe';
import { db, makeApi, request, resetEmulators } from './harness';

const SECRET = 'whsec_order_test';
const prices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
const SECOND = 1_790_000_000;
const PERIOD_1 = { start: 1_789_000_000, end: 1_791_600_000 };
const PERIOD_2 = { start: 1_791_600_000, end: 1_794_200_000 };

beforeEach(resetEmulators);

interface Variant {
  type: 'created' | 'updated' | 'deleted';
  status: string;
  period?: { start: number; end: number };
  cancelAtPeriodEnd?: boolean;
  created?: number;
}

/** The events of one subscription, as Stripe would send them. */
const EVENTS: Record<string, Variant> = {
  created: { type: 'created', status: 'active' },
  updatedActive: { type: 'updated', status: 'active' },
  pastDue: { type: 'updated', status: 'past_due' },
  cancelAtPeriodEnd: { type: 'updated', status: 'active', cancelAtPeriodEnd: true },
  deleted: { type: 'deleted', status: 'canceled' },
  renewed: { type: 'updated', status: 'active', period: PERIOD_2 },
};

let serial = 0;
function event(subId: string, v: Variant) {
  const period = v.period ?? PERIOD_1;
  const deleted = v.type === 'deleted';
  const payload = JSON.stringify({
    id: `evt_${++serial}`,
    object: 'event',
    type: `customer.subscription.${v.type}`,
    created: v.created ?? SECOND,
    data: {
      object: {
        id: subId,
        object: 'subscription',
        customer: 'cus_order',
        status: v.status,
        cancel_at: v.cancelAtPeriodEnd ? period.end : null,
        cancel_at_period_end: Boolean(v.cancelAtPeriodEnd),
        canceled_at: deleted ? SECOND : null,
        ended_at: deleted ? SECOND : null,
        created: 1_788_000_000,
        metadata: { uid: 'user_order', plan: 'monthly' },
        items: {
          object: 'list',
          data: [
            { id: 'si_1', current_period_start: period.start, current_period_end: period.end, price: { id: 'price_monthly_test', nickname: null } },
          ],
        },
      },
    },
  });
  return request('POST', '/stripeWebhook', {
    raw: payload,
    headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
}

/** Delivers the named events one after another for a fresh subscription; answers its final document. */
async function deliver(handle: ReturnType<typeof makeApi>['handle'], names: string[], variants = EVENTS) {
  const subId = `sub_${++serial}`;
  for (const name of names) expect((await handle(event(subId, variants[name]))).status).toBe(200);
  return (await db.doc(`users/user_order/subscriptions/${subId}`).get()).data();
}

const names = Object.keys(EVENTS);
const pairs = names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

describe('Stripe subscription events of the same second, in any order (Firestore emulator)', () => {
  it.each(pairs)('%s and %s end the same in both orders', async (a, b) => {
    const { handle } = makeApi({ stripeWebhookSecret: SECRET, prices });
    const ab = await deliver(handle, [a, b]);
    const ba = await deliver(handle, [b, a]);
    expect(ab).toEqual(ba);
    // A cancelled subscription stays cancelled whatever came after it.
    if (a === 'deleted' || b === 'deleted') expect(ab?.status).toBe('canceled');
    // Otherwise the next billing period wins over anything said of the one before.
    else if (a === 'renewed' || b === 'renewed') expect(ab).toEqual({ plan: 'Pro monthly', status: 'active', expirationTime: PERIOD_2.end });
  });

  it('ends the same for all 24 orders of created, past due, cancel at period end and deleted', async () => {
    const { handle } = makeApi({ stripeWebhookSecret: SECRET, prices });
    const four = ['created', 'pastDue', 'cancelAtPeriodEnd', 'deleted'];
    const permutations = (xs: string[]): string[][] =>
      xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    const orders = permutations(four);
    expect(orders).toHaveLength(24);
    const finals = await Promise.all(orders.map((order) => deliver(handle, order)));
    for (const final of finals) expect(final).toEqual(finals[0]);
    expect(finals[0]).toMatchObject({ status: 'canceled', expirationTime: PERIOD_1.end, cancelAt: SECOND });
  });

  it('applies events of different seconds in the order they happened, whatever order they arrive in', async () => {
    const { handle } = makeApi({ stripeWebhookSecret: SECRET, prices });
    // The user schedules a cancellation, then takes it back 10 s later.
    const variants: Record<string, Variant> = {
      cancel: { type: 'updated', status: 'active', cancelAtPeriodEnd: true, created: SECOND },
      keep: { type: 'updated', status: 'active', created: SECOND + 10 },
    };
    const expected = { plan: 'Pro monthly', status: 'active', expirationTime: PERIOD_1.end };
    expect(await deliver(handle, ['cancel', 'keep'], variants)).toEqual(expected);
    expect(await deliver(handle, ['keep', 'cancel'], variants)).toEqual(expected);
  });
});
