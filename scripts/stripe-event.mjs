// Replays a Stripe subscription event into the local API, signed with the emulator's documented
// secret `whsec_devbench_local`, so a developer (and the e2e tests) can watch the account menu change
// without Stripe. It signs as Stripe does: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>">`.
//
//   node scripts/stripe-event.mjs --email ada@example.com [--plan monthly|yearly] [--renews 2027-01-31]
//                                 [--cancel-at 2027-01-31] [--type created|updated|deleted]
import { createHmac } from 'node:crypto';
import { API_URL, AUTH_PORT, PROJECT_ID } from './emulators.mjs';

export const LOCAL_WEBHOOK_SECRET = 'whsec_devbench_local';
const seconds = (date) => Math.floor(new Date(`${date}T12:00:00Z`).getTime() / 1000);

/** The uid of an account in the Auth emulator. */
export async function uidOf(email) {
  const res = await fetch(`http://127.0.0.1:${AUTH_PORT}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({}),
  });
  const user = ((await res.json()).userInfo ?? []).find((u) => u.email === email);
  if (!user) throw new Error(`There is no account for ${email} in the Auth emulator: sign in on the site first.`);
  return user.localId;
}

/** Signs a payload the way Stripe does. */
export function stripeSignature(payload, secret = LOCAL_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Posts a customer.subscription.* event for a user; answers the API's status and JSON. */
export async function sendSubscriptionEvent({
  uid,
  plan = 'monthly',
  renews,
  cancelAt,
  type = 'created',
  subscriptionId = `sub_local_${uid}`,
  api = API_URL,
}) {
  const now = Math.floor(Date.now() / 1000);
  const periodEnd = renews ? seconds(renews) : now + 30 * 86_400;
  const payload = JSON.stringify({
    id: `evt_local_${now}_${Math.random().toString(36).slice(2, 8)}`,
    object: 'event',
    type: `customer.subscription.${type}`,
    created: now,
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        customer: `cus_local_${uid}`,
        status: type === 'deleted' ? 'canceled' : 'active',
        cancel_at: cancelAt ? seconds(cancelAt) : null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: type === 'deleted' ? now : null,
        created: now,
        metadata: { uid, plan },
        items: {
          object: 'list',
          data: [{ id: `si_local_${uid}`, current_period_end: periodEnd, price: { id: `price_local_${plan}`, nickname: null } }],
        },
      },
    },
  });
  const res = await fetch(`${api}/stripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  try {
    const uid = arg('uid') ?? (arg('email') ? await uidOf(arg('email')) : undefined);
    if (!uid) throw new Error('Give --email <address> (or --uid <uid>) of a signed-in account.');
    const answer = await sendSubscriptionEvent({ uid, plan: arg('plan'), renews: arg('renews'), cancelAt: arg('cancel-at'), type: arg('type') });
    console.log(`${answer.status} ${JSON.stringify(answer.body)}`);
    process.exit(answer.status === 200 ? 0 : 1);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
