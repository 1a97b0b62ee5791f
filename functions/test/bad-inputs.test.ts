// Every route against inputs a client should not send: each must answer its 4xx as `{ "error": "…" }`,
// never a 5xx, and no body may carry a stack trace or a server path. Rows are route × input → status
// and a part of the error. Run with API_BAD_INPUTS_TABLE=1 to print the answers as a Markdown table.
import Stripe from 'stripe';
import type { ApiRequest } from '../src/http';
import { makeApi, request, resetEmulators, signUp } from './harness';

const SECRET = 'whsec_bad_inputs';
let token = '';
let uid = '';

beforeAll(async () => {
  await resetEmulators();
  ({ uid, token } = await signUp('bad-inputs@example.com'));
});

const json = (value: unknown) => ({ raw: typeof value === 'string' ? value : JSON.stringify(value) });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

/** A signed Stripe subscription event; `sub` fields replace those of a well-formed one. */
function signedEvent(sub: Record<string, unknown>, event: Record<string, unknown> = {}): ApiRequest {
  const payload = JSON.stringify({
    id: 'evt_bad',
    object: 'event',
    type: 'customer.subscription.updated',
    created: 1_790_000_000,
    data: {
      object: {
        id: 'sub_bad',
        object: 'subscription',
        customer: 'cus_bad',
        status: 'active',
        created: 1_789_000_000,
        metadata: { uid: 'user_bad' },
        items: { data: [{ current_period_end: 1_795_000_000, price: { id: 'price_m' } }] },
        ...sub,
      },
    },
    ...event,
  });
  return request('POST', '/stripeWebhook', {
    raw: payload,
    headers: { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) },
  });
}

interface Row {
  route: string;
  input: string;
  req: () => ApiRequest;
  status: number;
  /** A part of the `error` message (or of the body, for a 2xx). */
  says: string;
}

const post =
  (path: string, opts: Parameters<typeof request>[2] = {}) =>
  () =>
    request('POST', path, opts);
const kids = (opts: NonNullable<Parameters<typeof request>[2]>) => () =>
  request('POST', '/kidscreate/user_entities', { ...opts, headers: { Authorization: `Bearer ${token}`, ...opts.headers } });

const MALFORMED = ['{"email": ', '{email: "a@b.co"}', "{'email': 'a@b.co'}", '{"email": "a@b.co",}', '\u0000', 'null x'];

const rows: Row[] = [
  // Bodies that are not a JSON object.
  ...MALFORMED.map((raw) => ({
    route: 'POST /{site}/subscribe',
    input: `body ${JSON.stringify(raw)}`,
    req: post('/devbench/subscribe', { raw }),
    status: 400,
    says: 'is not valid JSON',
  })),
  { route: 'POST /{site}/subscribe', input: 'empty body', req: post('/devbench/subscribe'), status: 400, says: 'The request body is empty' },
  { route: 'POST /{site}/subscribe', input: 'body `[]`', req: post('/devbench/subscribe', json([])), status: 400, says: 'must be a JSON object' },
  {
    route: 'POST /{site}/subscribe',
    input: 'body `"a@b.co"`',
    req: post('/devbench/subscribe', json('"a@b.co"')),
    status: 400,
    says: 'must be a JSON object',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'body nested 65 deep',
    req: post('/devbench/subscribe', json(`{"email":${nested(64)}}`)),
    status: 400,
    says: 'nests 65 levels deep',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'body of 17 KB',
    req: post('/devbench/subscribe', json({ email: `${'a'.repeat(17_000)}@b.co` })),
    status: 413,
    says: 'the limit here is 16 KB',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'email with a lone high surrogate',
    req: post('/devbench/subscribe', json({ email: `a${LONE_HIGH}@example.com` })),
    status: 400,
    says: 'unpaired UTF-16 surrogate',
  },
  {
    route: 'POST /{site}/unsubscribe',
    input: 'email with a lone low surrogate',
    req: post('/devbench/unsubscribe', json({ email: `${LONE_LOW}a@example.com` })),
    status: 400,
    says: 'unpaired UTF-16 surrogate',
  },
  {
    route: 'POST /{site}/unsubscribe',
    input: 'feedback with a lone surrogate',
    req: post('/devbench/unsubscribe', json({ email: 'a@example.com', feedback: `ok${LONE_HIGH}` })),
    status: 400,
    says: 'The field "feedback" holds an unpaired',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'email in other scripts (valid)',
    req: post('/devbench/subscribe', json({ email: 'jürgen@bücher.example' })),
    status: 200,
    says: 'is subscribed',
  },
  // Paths.
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/devbench%zz/subscribe`',
    req: post('/devbench%zz/subscribe', json({ email: 'a@b.co' })),
    status: 400,
    says: 'malformed %-escape',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/%/subscribe`',
    req: post('/%/subscribe', json({ email: 'a@b.co' })),
    status: 400,
    says: 'malformed %-escape',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/%ED%A0%80/subscribe` (a surrogate)',
    req: post('/%ED%A0%80/subscribe', json({ email: 'a@b.co' })),
    status: 400,
    says: 'malformed %-escape',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/dev%2Fbench/subscribe`',
    req: post('/dev%2Fbench/subscribe', json({ email: 'a@b.co' })),
    status: 404,
    says: 'no newsletter for the site "dev/bench"',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/../subscribe`',
    req: post('/../subscribe', json({ email: 'a@b.co' })),
    status: 404,
    says: 'no newsletter for the site ".."',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/d%C3%A9v/subscribe`',
    req: post('/d%C3%A9v/subscribe', json({ email: 'a@b.co' })),
    status: 404,
    says: 'no newsletter for the site "dév"',
  },
  {
    route: 'POST /{site}/subscribe',
    input: 'path `/devbench/subscribe/more`',
    req: post('/devbench/subscribe/more', json({ email: 'a@b.co' })),
    status: 404,
    says: 'There is no API path',
  },
  // Wrong methods.
  ...['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'].map((m) => ({
    route: `${m} /{site}/subscribe`,
    input: 'wrong method',
    req: () => request(m, '/devbench/subscribe'),
    status: 405,
    says: 'use POST',
  })),
  { route: 'POST /health', input: 'wrong method', req: post('/health'), status: 405, says: 'use GET' },
  { route: 'GET /stripeWebhook', input: 'wrong method', req: () => request('GET', '/stripeWebhook'), status: 405, says: 'use POST' },
  {
    route: 'DELETE /kidscreate/user_entities',
    input: 'wrong method',
    req: () => request('DELETE', '/kidscreate/user_entities'),
    status: 405,
    says: 'use POST, GET',
  },
  // Wrong types, for every field of every route.
  ...(
    [
      ['POST /{site}/subscribe', '/devbench/subscribe', 'email', {}],
      ['POST /{site}/unsubscribe', '/devbench/unsubscribe', 'email', {}],
      ['POST /{site}/unsubscribe', '/devbench/unsubscribe', 'reason', { email: 'a@b.co' }],
      ['POST /{site}/unsubscribe', '/devbench/unsubscribe', 'feedback', { email: 'a@b.co' }],
      ['POST /checkoutSession', '/checkoutSession', 'token', { plan: 'monthly' }],
      ['POST /checkoutSession', '/checkoutSession', 'plan', { token: 'x' }],
      ['POST /customerPortalSession', '/customerPortalSession', 'token', {}],
    ] as const
  ).flatMap(([route, path, field, rest]) =>
    [42, true, { a: 1 }, ['a@b.co']].map((value) => ({
      route,
      input: `${field}: ${JSON.stringify(value)}`,
      req: post(path, json({ ...rest, [field]: value })),
      status: 400,
      says: `The field "${field}" must be a string.`,
    })),
  ),
  ...[42, true, { a: 1 }, ['d']].map((value) => ({
    route: 'POST /kidscreate/user_entities',
    input: `domain: ${JSON.stringify(value)}`,
    req: kids(json({ domain: value })),
    status: 400,
    says: 'The field "domain" must be a string.',
  })),
  ...[42, true, { a: 1 }].map((value) => ({
    route: 'POST /kidscreate/user_entities',
    input: `user: ${JSON.stringify(value)}`,
    req: kids(json({ domain: 'd', user: value })),
    status: 400,
    says: 'The field "user" must be a string.',
  })),
  {
    route: 'POST /checkoutSession',
    input: 'token with a lone surrogate',
    req: post('/checkoutSession', json({ token: `x${LONE_HIGH}`, plan: 'monthly' })),
    status: 400,
    says: 'unpaired UTF-16 surrogate',
  },
  {
    route: 'POST /checkoutSession',
    input: 'plan "weekly"',
    req: post('/checkoutSession', json({ token: 'x', plan: 'weekly' })),
    status: 400,
    says: 'must be one of "monthly", "yearly"',
  },
  {
    route: 'POST /checkoutSession',
    input: 'malformed JSON',
    req: post('/checkoutSession', { raw: '{"token":' }),
    status: 400,
    says: 'is not valid JSON',
  },
  {
    route: 'POST /customerPortalSession',
    input: 'body nested 100 deep',
    req: post('/customerPortalSession', json(`{"token":${nested(99)}}`)),
    status: 400,
    says: 'nests 100 levels deep',
  },
  // Kids-create.
  {
    route: 'POST /kidscreate/user_entities',
    input: 'no token',
    req: post('/kidscreate/user_entities', json({ domain: 'd' })),
    status: 401,
    says: 'Sign in first',
  },
  {
    route: 'POST /kidscreate/user_entities',
    input: 'body nested 20,000 deep',
    req: kids(json(`{"domain":"d","x":${nested(20_000)}}`)),
    status: 400,
    says: 'nests 20001 levels deep',
  },
  { route: 'POST /kidscreate/user_entities', input: 'malformed JSON', req: kids({ raw: '{"domain":"d"' }), status: 400, says: 'is not valid JSON' },
  {
    route: 'POST /kidscreate/user_entities',
    input: 'domain "../x"',
    req: kids(json({ domain: '../x' })),
    status: 400,
    says: 'must be 1 to 100 letters',
  },
  {
    route: 'POST /kidscreate/user_entities',
    input: 'body of 70 KB',
    req: kids(json({ domain: 'd', x: 'x'.repeat(70_000) })),
    status: 413,
    says: 'the limit here is 65 KB',
  },
  {
    route: 'POST /kidscreate/user_entities',
    input: 'a lone surrogate in the entity (kept, escaped)',
    req: kids(json({ domain: 'd', title: `a${LONE_HIGH}` })),
    status: 200,
    says: '"title":"a\\ud800"',
  },
  {
    route: 'GET /kidscreate/user_entities',
    input: 'no `user`',
    req: () => request('GET', '/kidscreate/user_entities?domain=d', { headers: { Authorization: `Bearer ${token}` } }),
    status: 400,
    says: 'The query parameter "user" is required.',
  },
  {
    route: 'GET /kidscreate/user_entities',
    input: '`domain=%zz`',
    req: () => request('GET', `/kidscreate/user_entities?user=${uid}&domain=%zz`, { headers: { Authorization: `Bearer ${token}` } }),
    status: 400,
    says: 'The query parameter "domain" must be',
  },
  {
    route: 'GET /kidscreate/user_entities',
    input: '`domain=` (empty)',
    req: () => request('GET', `/kidscreate/user_entities?user=${uid}&domain=`, { headers: { Authorization: `Bearer ${token}` } }),
    status: 400,
    says: 'The query parameter "domain" is required.',
  },
  // Stripe events that are signed but not well formed.
  {
    route: 'POST /stripeWebhook',
    input: 'signed, subscription id `sub/1`',
    req: () => signedEvent({ id: 'sub/1' }),
    status: 400,
    says: 'no valid id',
  },
  { route: 'POST /stripeWebhook', input: 'signed, subscription id `..`', req: () => signedEvent({ id: '..' }), status: 400, says: 'no valid id' },
  { route: 'POST /stripeWebhook', input: 'signed, no subscription id', req: () => signedEvent({ id: undefined }), status: 400, says: 'no valid id' },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, `metadata.uid` "a/b/c"',
    req: () => signedEvent({ metadata: { uid: 'a/b/c' } }),
    status: 400,
    says: 'metadata.uid is not a user id',
  },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, `metadata.uid` "a/b"',
    req: () => signedEvent({ metadata: { uid: 'a/b' } }),
    status: 400,
    says: 'metadata.uid is not a user id',
  },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, `metadata.uid` 42',
    req: () => signedEvent({ metadata: { uid: 42 } }),
    status: 400,
    says: 'metadata.uid is not a user id',
  },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, `metadata.uid` "__x__"',
    req: () => signedEvent({ metadata: { uid: '__x__' } }),
    status: 400,
    says: 'metadata.uid is not a user id',
  },
  { route: 'POST /stripeWebhook', input: 'signed, status 7', req: () => signedEvent({ status: 7 }), status: 400, says: 'has no status' },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, no period or creation time',
    req: () => signedEvent({ items: null, created: 'soon' }),
    status: 400,
    says: 'no billing period',
  },
  {
    route: 'POST /stripeWebhook',
    input: 'signed, `created` "now"',
    req: () => signedEvent({}, { created: 'now' }),
    status: 400,
    says: 'The event has no "created" time.',
  },
  { route: 'POST /stripeWebhook', input: 'signed, no `data`', req: () => signedEvent({}, { data: null }), status: 400, says: 'no valid id' },
  {
    route: 'POST /stripeWebhook',
    input: 'unsigned',
    req: post('/stripeWebhook', json({ type: 'customer.subscription.updated' })),
    status: 400,
    says: 'Stripe-Signature header is missing',
  },
  {
    route: 'POST /stripeWebhook',
    input: 'signature of another body',
    req: () => ({ ...signedEvent({}), rawBody: Buffer.from('{"id":"evt_other"}') }),
    status: 400,
    says: 'does not match this payload',
  },
];

const STACK_OR_PATH = /\bat \S+ \(|node_modules|\/work\/|\/home\/|\/workspace\/|\.[cm]?[jt]s:\d+|<html/i;
const answers: { row: Row; status: number; body: string }[] = [];

afterAll(() => {
  if (!process.env.API_BAD_INPUTS_TABLE) return;
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = ['| route | input | status | body |', '| --- | --- | --- | --- |'];
  for (const a of answers)
    lines.push(`| ${cell(a.row.route)} | ${cell(a.row.input)} | ${a.status} | ${cell(a.body.length > 160 ? `${a.body.slice(0, 157)}…` : a.body)} |`);
  console.log(lines.join('\n'));
});

describe('bad inputs on every route answer a JSON 4xx (Auth and Firestore emulators)', () => {
  it.each(rows.map((r) => [r.route, r.input, r] as const))('%s, %s', async (_route, _input, row) => {
    const { handle } = makeApi({ stripeWebhookSecret: SECRET, stripeSecretKey: 'sk_test_unused', prices: { monthly: 'price_m' } }, 1);
    const res = await handle(row.req());
    // What index.ts sends: the body serialised as JSON.
    const body = JSON.stringify(res.body);
    answers.push({ row, status: res.status, body });
    expect(res.status).toBe(row.status);
    expect(body).not.toMatch(STACK_OR_PATH);
    if (row.status >= 400) {
      expect(Object.keys(res.body as object)).toEqual(['error']);
      expect((res.body as { error: string }).error).toContain(row.says);
    } else {
      expect(body).toContain(row.says);
    }
  });
});
