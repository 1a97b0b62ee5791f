// Which address the per-client rate limits count against, through a real Express app set up like the
// platform's (functions-framework and the Functions emulator both enable 'trust proxy' and keep the raw
// body), and the per-user limits that hold whatever address a signed-in user calls from.
import type { AddressInfo } from 'node:net';
// Express comes with firebase-functions (its dependency, and the framework the platform serves the function with).
// eslint-disable-next-line import/no-extraneous-dependencies
import express from 'express';
import { clientAddress, toApiRequest, type PlatformRequest } from '../src/adapter';
import { makeApi, request, resetEmulators, signUp } from './harness';

beforeEach(resetEmulators);

/** Serves `handle` the way index.ts does, behind an Express app configured like Cloud Functions'. */
async function platform(handle: ReturnType<typeof makeApi>['handle']) {
  const app = express();
  app.enable('trust proxy');
  app.use(express.raw({ type: '*/*', verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }));
  const seenByExpress: string[] = [];
  app.all('/{*splat}', async (req, res) => {
    seenByExpress.push(req.ip ?? '');
    const result = await handle(toApiRequest(req as unknown as PlatformRequest));
    res.status(result.status).set(result.headers).json(result.body);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seenByExpress, close: () => new Promise((r) => server.close(r)) };
}

describe('the per-client rate-limit key', () => {
  it.each([
    [undefined, '10.9.8.7', '10.9.8.7'],
    ['203.0.113.5', '10.9.8.7', '203.0.113.5'],
    ['1.2.3.4, 203.0.113.5', '10.9.8.7', '203.0.113.5'],
    ['1.2.3.4,203.0.113.5 ,', '10.9.8.7', '203.0.113.5'],
    ['spoofed, 2001:db8::1', undefined, '2001:db8::1'],
    ['', undefined, 'unknown'],
  ])('X-Forwarded-For %j with peer %j counts against %j', (xff, peer, expected) => {
    expect(clientAddress(xff, peer)).toBe(expected);
  });

  it('is not bypassed by rotating the leftmost X-Forwarded-For entry (Express req.ip is that entry)', async () => {
    const { handle } = makeApi();
    const server = await platform(handle);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${server.base}/devbench/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}, 198.51.100.23` },
          body: JSON.stringify({ email: `rotating${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      // What the old key read: a different client-chosen address on every call.
      expect(new Set(server.seenByExpress).size).toBe(12);
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('counts calls without X-Forwarded-For against the socket peer', async () => {
    const { handle } = makeApi();
    const server = await platform(handle);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${server.base}/devbench/unsubscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `peer${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
    } finally {
      await server.close();
    }
  });
});

describe('per-user limits (Auth and Firestore emulators)', () => {
  it('holds kids-create saves of one user to the limit across many addresses; another user is not affected', async () => {
    const kid = await signUp('busy-kid@example.com');
    const other = await signUp('calm-kid@example.com');
    const { handle } = makeApi({ kidsCreatePerUserPerMinute: 3 });
    const save = (token: string, i: number) =>
      handle(request('POST', '/kidscreate/user_entities', { body: { domain: 'd', n: i }, headers: { Authorization: `Bearer ${token}` } }));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await save(kid.token, i)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await save(other.token, 0)).status).toBe(200);
    // Listing is not a save: it stays open to the user.
    expect(
      (await handle(request('GET', `/kidscreate/user_entities?user=${kid.uid}`, { headers: { Authorization: `Bearer ${kid.token}` } }))).status,
    ).toBe(200);
  });

  it('holds billing sessions of one user to the limit across many addresses', async () => {
    const payer = await signUp('payer@example.com');
    // No Stripe key: the limit is counted after the token and before Stripe, so a configured SDK is not needed.
    const { handle } = makeApi({ billingPerUserPerMinute: 2, prices: { monthly: 'price_m' }, stripeSecretKey: 'sk_test_x' }, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await handle(request('POST', '/customerPortalSession', { body: { token: payer.token } }))).status);
    // 404: this user never paid; the third call never gets that far.
    expect(statuses).toEqual([404, 404, 429]);
    const res = await handle(request('POST', '/checkoutSession', { body: { token: payer.token, plan: 'monthly' } }));
    expect(res).toMatchObject({ status: 429, body: { error: 'Too many requests: wait 30 s and try again.' } });
    expect(res.headers['Retry-After']).toBe('30');
  });
});
