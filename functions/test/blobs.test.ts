// Private links (functions/src/blobs.ts) through the router, against the real Firestore and Auth emulators:
// what is stored is exactly what was posted, the size limits and `never` follow Pro, only the owner or the
// delete token deletes, an expired link says so before and after the clean-up, and nothing of a link
// (bytes, id, tokens) reaches the log.
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { BLOB_MAX_BYTES, BLOB_MAX_BYTES_PRO, CHUNK_BYTES, deleteExpiredBlobs, longDate } from '../src/blobs';
import { BlobCreateResponse, BlobDeleteResponse, BlobList, ErrorResponse } from '../src/schemas';
import { db, makeApi, request, resetEmulators, signUp } from './harness';

beforeEach(resetEmulators);

const DAY = 24 * 60 * 60 * 1000;
/** Megabytes through the emulator: about a second each beside a busy CPU (16 s for 3 MB in one full run). */
const BIG = 60_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const octets = { 'Content-Type': 'application/octet-stream' };

type Api = ReturnType<typeof makeApi>['handle'];

function post(handle: Api, data: Buffer, query = 'tool=json/formatter', headers: Record<string, string> = {}, ip?: string) {
  return handle(request('POST', `/blobs?${query}`, { raw: data, headers: { ...octets, ...headers }, ip }));
}

/** Stores `data` and answers the parsed 200 answer (failing the test on any other). */
async function store(handle: Api, data: Buffer, query?: string, headers?: Record<string, string>) {
  const res = await post(handle, data, query, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return BlobCreateResponse.parse(JSON.parse(JSON.stringify(res.body)));
}

/** The bytes of a blob's chunk documents, in order, as stored. */
async function storedBytes(id: string): Promise<Buffer> {
  const chunks = await db.collection(`privateBlobs/${id}/chunks`).get();
  const sorted = chunks.docs.sort((a, b) => Number(a.id) - Number(b.id));
  return Buffer.concat(sorted.map((d) => d.get('data') as Buffer));
}

/** Every document under privateBlobs/, chunks included. */
async function everythingStored(): Promise<number> {
  const [metas, chunks] = await Promise.all([db.collection('privateBlobs').get(), db.collectionGroup('chunks').get()]);
  return metas.size + chunks.size;
}

/** A user with Pro: a live subscription as the Stripe webhook writes it. */
async function proUser(email: string) {
  const user = await signUp(email);
  await db.doc(`users/${user.uid}/subscriptions/sub_${user.uid}`).set({ plan: 'Pro monthly', status: 'active', expirationTime: 1_900_000_000 });
  return user;
}

/** Moves a blob's expiry into the past (the handlers read the real clock). */
const expire = (id: string, at: Date) => db.doc(`privateBlobs/${id}`).update({ expires: Timestamp.fromDate(at) });

const errorOf = (res: { body: unknown }) => ErrorResponse.parse(res.body).error;

describe('private links: POST /blobs and GET /blobs/{id} (Firestore and Auth emulators)', () => {
  it('stores 3 MB of random bytes over several chunks and serves exactly them back', { timeout: BIG }, async () => {
    const { handle } = makeApi();
    const data = randomBytes(3 * 1024 * 1024);
    const before = Date.now();
    const answer = await store(handle, data, 'tool=json/formatter');
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.size).toBe(data.length);
    // The default is 7 days.
    const expires = Date.parse(answer.expires!);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY);

    const meta = (await db.doc(`privateBlobs/${answer.id}`).get()).data()!;
    expect(meta).toMatchObject({ owner: null, tool: 'json/formatter', size: data.length, chunks: Math.ceil(data.length / CHUNK_BYTES) });
    expect(meta.chunks).toBeGreaterThan(3);
    // Only the token's hash is kept.
    expect(meta.deleteTokenHash).toBe(createHash('sha256').update(answer.deleteToken).digest('hex'));
    expect(JSON.stringify(meta)).not.toContain(answer.deleteToken);
    expect((await storedBytes(answer.id)).equals(data)).toBe(true);

    const got = await handle(request('GET', `/blobs/${answer.id}`));
    expect(got.status).toBe(200);
    expect(got.raw?.contentType).toBe('application/octet-stream');
    expect(got.headers['Cache-Control']).toBe('no-store');
    expect(got.raw?.data.equals(data)).toBe(true);
  });

  it('keeps a one-byte link, and 1, 30 days or the default when `expires` is empty', async () => {
    const { handle } = makeApi();
    const one = await store(handle, Buffer.from([0]), 'tool=a&expires=1d');
    expect(Date.parse(one.expires!) - Date.now()).toBeGreaterThan(DAY - 60_000);
    expect(Date.parse(one.expires!) - Date.now()).toBeLessThanOrEqual(DAY);
    const thirty = await store(handle, Buffer.from('x'), 'tool=a&expires=30d');
    expect(Date.parse(thirty.expires!) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    const empty = await store(handle, Buffer.from('x'), 'tool=a&expires=');
    expect(Date.parse(empty.expires!) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect((await handle(request('GET', `/blobs/${one.id}`))).raw?.data).toEqual(Buffer.from([0]));
  });

  it('refuses 5 MB + 1 byte from anybody without Pro with 413, and stores nothing', { timeout: BIG }, async () => {
    const { handle } = makeApi();
    const { token } = await signUp('free@example.com');
    const big = Buffer.alloc(BLOB_MAX_BYTES + 1, 7);
    for (const headers of [{}, bearer(token)]) {
      const res = await post(handle, big, 'tool=json/formatter', headers);
      expect(res.status).toBe(413);
      expect(errorOf(res)).toBe(`The private link is ${BLOB_MAX_BYTES + 1} bytes; the limit is 5 MB (25 MB with Pro).`);
    }
    expect(await everythingStored()).toBe(0);
    // Exactly 5 MB fits.
    expect((await store(handle, Buffer.alloc(BLOB_MAX_BYTES, 1))).size).toBe(BLOB_MAX_BYTES);
  });

  it('lets a Pro user store 6 MB and a link that never expires, and holds them to 25 MB', { timeout: BIG }, async () => {
    const { handle } = makeApi();
    const pro = await proUser('pro@example.com');
    const data = randomBytes(6 * 1024 * 1024);
    const six = await store(handle, data, 'tool=json/formatter', bearer(pro.token));
    expect((await db.doc(`privateBlobs/${six.id}`).get()).get('owner')).toBe(pro.uid);
    expect((await handle(request('GET', `/blobs/${six.id}`))).raw?.data.equals(data)).toBe(true);

    const forever = await store(handle, Buffer.from('state'), 'tool=json/formatter&expires=never', bearer(pro.token));
    expect(forever.expires).toBeNull();
    expect((await db.doc(`privateBlobs/${forever.id}`).get()).get('expires')).toBeNull();

    const over = await post(handle, Buffer.alloc(BLOB_MAX_BYTES_PRO + 1), 'tool=json/formatter', bearer(pro.token));
    expect(over.status).toBe(413);
    expect(errorOf(over)).toBe(`The private link is ${BLOB_MAX_BYTES_PRO + 1} bytes; the limit is 25 MB.`);
    // Far over: the router refuses it before the handler, in the same words.
    const far = await post(handle, Buffer.alloc(BLOB_MAX_BYTES_PRO + 100 * 1024), 'tool=json/formatter', bearer(pro.token));
    expect(far.status).toBe(413);
    expect(errorOf(far)).toBe(`The private link is ${BLOB_MAX_BYTES_PRO + 100 * 1024} bytes; the limit is 5 MB (25 MB with Pro).`);
    expect((await db.collection('privateBlobs').get()).size).toBe(2);
  });

  it('stores exactly 25 MB for a Pro user', { timeout: BIG }, async () => {
    const { handle } = makeApi();
    const pro = await proUser('pro25@example.com');
    const data = randomBytes(BLOB_MAX_BYTES_PRO);
    const answer = await store(handle, data, 'tool=json/formatter', bearer(pro.token));
    expect((await storedBytes(answer.id)).equals(data)).toBe(true);
    expect((await handle(request('GET', `/blobs/${answer.id}`))).raw?.data.equals(data)).toBe(true);
  });

  it('refuses `never` without Pro with 403, signed in or not', async () => {
    const { handle } = makeApi();
    const { token } = await signUp('free@example.com');
    // A subscription that ended is not Pro.
    const lapsed = await signUp('lapsed@example.com');
    await db.doc(`users/${lapsed.uid}/subscriptions/sub_old`).set({ plan: 'Pro monthly', status: 'canceled', expirationTime: 1 });
    const anon = await post(handle, Buffer.from('x'), 'tool=a&expires=never');
    expect(anon.status).toBe(403);
    expect(errorOf(anon)).toBe('Private links that never expire are part of Pro: sign in with Pro, or choose 1, 7 or 30 days.');
    for (const t of [token, lapsed.token]) {
      const res = await post(handle, Buffer.from('x'), 'tool=a&expires=never', bearer(t));
      expect(res.status).toBe(403);
      expect(errorOf(res)).toBe('Private links that never expire are part of Pro: choose 1, 7 or 30 days, or upgrade on the Pricing page.');
    }
    expect(await everythingStored()).toBe(0);
  });

  it.each([
    ['', 'The query parameter "tool" is required.'],
    ['tool=', 'The query parameter "tool" is required.'],
    ['tool=JSON/Formatter', 'The query parameter "tool" must be a tool\'s slug'],
    ['tool=../etc', 'The query parameter "tool" must be a tool\'s slug'],
    ['tool=json/../x', 'The query parameter "tool" must be a tool\'s slug'],
    ['tool=/json', 'The query parameter "tool" must be a tool\'s slug'],
    [`tool=${'a'.repeat(101)}`, 'The query parameter "tool" is too long: at most 100 characters (got 101).'],
    ['tool=a&expires=2d', 'The query parameter "expires" must be one of "1d", "7d", "30d", "never" (got "2d").'],
    ['tool=a&expires=NEVER', 'The query parameter "expires" must be one of "1d", "7d", "30d", "never" (got "NEVER").'],
  ])('refuses the query %j with 400', async (query, error) => {
    const { handle } = makeApi();
    const res = await post(handle, Buffer.from('x'), query);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toContain(error);
    expect(await everythingStored()).toBe(0);
  });

  it('refuses an empty body (400), another Content-Type (415) and a bad ID token (401)', async () => {
    const { handle } = makeApi();
    const empty = await post(handle, Buffer.alloc(0));
    expect(empty).toMatchObject({ status: 400, body: { error: "The request body is empty: send the private link's encrypted bytes." } });
    const asJson = await handle(request('POST', '/blobs?tool=a', { raw: '{"a":1}' }));
    expect(asJson).toMatchObject({
      status: 415,
      body: { error: "Send the private link's bytes as Content-Type: application/octet-stream (not application/json)." },
    });
    // No Content-Type at all is taken as bytes (fetch sends none for a Uint8Array).
    const untyped = await handle(request('POST', '/blobs?tool=a', { raw: Buffer.from('x'), headers: { 'Content-Type': '' } }));
    expect(untyped.status).toBe(200);
    const forged = await post(handle, Buffer.from('x'), 'tool=a', bearer('forged.token.here'));
    expect(forged).toMatchObject({ status: 401, body: { error: 'The ID token is not valid or has expired: sign in again.' } });
  });

  it('answers 404 for an unknown or malformed id, with no stack', async () => {
    const { handle } = makeApi();
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(300), '%2E%2E']) {
      const res = await handle(request('GET', `/blobs/${id}`));
      expect(res.status).toBe(404);
      expect(errorOf(res)).toMatch(/^There is no private link .{1,41}: it was deleted, or it never existed\.$/);
      expect(res.raw).toBeUndefined();
    }
    expect(errorOf(await handle(request('GET', '/blobs/AAAAAAAAAAAAAAAAAAAAAA')))).toBe(
      'There is no private link AAAAAAAAAAAAAAAAAAAAAA: it was deleted, or it never existed.',
    );
  });
});

describe('private links: DELETE /blobs/{id}', () => {
  it('lets the owner delete with their ID token, and then the link is gone, chunks and all', async () => {
    const { handle } = makeApi();
    const owner = await signUp('owner@example.com');
    const blob = await store(handle, randomBytes(2 * 1024 * 1024), 'tool=json/formatter', bearer(owner.token));
    const res = await handle(request('DELETE', `/blobs/${blob.id}`, { headers: bearer(owner.token) }));
    expect(res.status).toBe(200);
    expect(BlobDeleteResponse.parse(res.body)).toEqual({ deleted: true });
    expect(await everythingStored()).toBe(0);
    expect((await handle(request('GET', `/blobs/${blob.id}`))).status).toBe(404);
    expect((await handle(request('DELETE', `/blobs/${blob.id}`, { headers: bearer(owner.token) }))).status).toBe(404);
  });

  it('lets anybody with the delete token delete, and nobody else', async () => {
    const { handle } = makeApi();
    const owner = await signUp('owner@example.com');
    const stranger = await signUp('stranger@example.com');
    const mine = await store(handle, Buffer.from('mine'), 'tool=a', bearer(owner.token));
    const anons = await store(handle, Buffer.from('anonymous'));
    const other = await store(handle, Buffer.from('other'));

    const refusals = [
      request('DELETE', `/blobs/${anons.id}`),
      request('DELETE', `/blobs/${anons.id}`, { headers: { 'X-Delete-Token': 'wrong' } }),
      request('DELETE', `/blobs/${anons.id}`, { headers: { 'X-Delete-Token': other.deleteToken } }),
      // An anonymous link has no owner: no sign-in deletes it.
      request('DELETE', `/blobs/${anons.id}`, { headers: bearer(owner.token) }),
      request('DELETE', `/blobs/${mine.id}`, { headers: bearer(stranger.token) }),
      request('DELETE', `/blobs/${mine.id}`, { headers: { ...bearer(stranger.token), 'X-Delete-Token': anons.deleteToken } }),
    ];
    for (const req of refusals) {
      const res = await handle(req);
      expect(res.status).toBe(403);
      expect(errorOf(res)).toMatch(/^(You may not delete this private link|Deleting a private link takes)/);
    }
    expect(errorOf(await handle(request('DELETE', `/blobs/${anons.id}`)))).toBe(
      "Deleting a private link takes its owner's sign-in (Authorization: Bearer) or its delete token (X-Delete-Token).",
    );
    expect((await db.collection('privateBlobs').get()).size).toBe(3);

    expect(await handle(request('DELETE', `/blobs/${anons.id}`, { headers: { 'X-Delete-Token': anons.deleteToken } }))).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    // The owner's link, by its token, from a stranger's session.
    expect(
      (await handle(request('DELETE', `/blobs/${mine.id}`, { headers: { ...bearer(stranger.token), 'X-Delete-Token': mine.deleteToken } }))).status,
    ).toBe(200);
    expect((await db.collection('privateBlobs').get()).docs.map((d) => d.id)).toEqual([other.id]);
    expect((await db.collectionGroup('chunks').get()).size).toBe(1);
  });

  it('answers 404 for an unknown id and 401 for a bad ID token', async () => {
    const { handle } = makeApi();
    expect((await handle(request('DELETE', '/blobs/AAAAAAAAAAAAAAAAAAAAAA', { headers: { 'X-Delete-Token': 'x' } }))).status).toBe(404);
    expect((await handle(request('DELETE', '/blobs/nope'))).status).toBe(404);
    expect((await handle(request('DELETE', '/blobs/AAAAAAAAAAAAAAAAAAAAAA', { headers: bearer('forged') }))).status).toBe(401);
  });
});

describe('private links: expiry and the clean-up', () => {
  it('answers 410 once expired, before and after deleteExpiredBlobs, and 404 when the tombstone goes 30 days on', async () => {
    const { handle } = makeApi();
    const expired = await store(handle, randomBytes(2 * 1024 * 1024), 'tool=a&expires=1d');
    const live = await store(handle, Buffer.from('live'), 'tool=a&expires=30d');
    const pro = await proUser('pro@example.com');
    const forever = await store(handle, Buffer.from('forever'), 'tool=a&expires=never', bearer(pro.token));
    const at = new Date(Date.now() - 60_000);
    await expire(expired.id, at);
    const message = `This private link expired on ${longDate(at)}.`;
    expect(await handle(request('GET', `/blobs/${expired.id}`))).toMatchObject({ status: 410, body: { error: message } });

    expect(await deleteExpiredBlobs(db, new Date())).toEqual({ deleted: 1 });
    expect(await handle(request('GET', `/blobs/${expired.id}`))).toMatchObject({ status: 410, body: { error: message } });
    expect((await db.collection(`privateBlobs/${expired.id}/chunks`).get()).size).toBe(0);
    expect((await db.doc(`privateBlobs/${expired.id}`).get()).data()).toEqual({ expired: true, expires: Timestamp.fromDate(at) });
    // A tombstone cannot be deleted by hand (there is nothing left), and it says why.
    expect(await handle(request('DELETE', `/blobs/${expired.id}`, { headers: { 'X-Delete-Token': expired.deleteToken } }))).toMatchObject({
      status: 410,
      body: { error: message },
    });
    // Running again changes nothing.
    expect(await deleteExpiredBlobs(db, new Date())).toEqual({ deleted: 0 });
    expect((await handle(request('GET', `/blobs/${expired.id}`))).status).toBe(410);

    // 29 days on, the tombstone stays; 31 days on it is gone (and so is the 30-day link, straight to 404 as well).
    await deleteExpiredBlobs(db, new Date(at.getTime() + 29 * DAY));
    expect((await handle(request('GET', `/blobs/${expired.id}`))).status).toBe(410);
    expect(await deleteExpiredBlobs(db, new Date(at.getTime() + 31 * DAY))).toEqual({ deleted: 1 });
    expect((await db.doc(`privateBlobs/${expired.id}`).get()).exists).toBe(false);
    expect(await handle(request('GET', `/blobs/${expired.id}`))).toMatchObject({ status: 404 });
    // The 30-day link expired one day before that `now`: a tombstone now.
    expect((await db.doc(`privateBlobs/${live.id}`).get()).get('expired')).toBe(true);
    // Never is never.
    expect((await handle(request('GET', `/blobs/${forever.id}`))).raw?.data.toString()).toBe('forever');
  });

  it('deletes a blob that expired more than 30 days ago and was never emptied, chunks and all', async () => {
    const { handle } = makeApi();
    const old = await store(handle, randomBytes(1024 * 1024), 'tool=a&expires=1d');
    await expire(old.id, new Date(Date.now() - 40 * DAY));
    expect(await deleteExpiredBlobs(db, new Date())).toEqual({ deleted: 1 });
    expect(await everythingStored()).toBe(0);
    expect((await handle(request('GET', `/blobs/${old.id}`))).status).toBe(404);
  });
});

describe('private links: GET /blobs (the account menu)', () => {
  it("lists only the caller's own links that have not expired, newest first, with sizes and no bytes", async () => {
    const { handle } = makeApi();
    const me = await signUp('me@example.com');
    const other = await signUp('other@example.com');
    const first = await store(handle, Buffer.alloc(10, 1), 'tool=json/formatter&expires=1d', bearer(me.token));
    const gone = await store(handle, Buffer.alloc(20, 2), 'tool=json/formatter', bearer(me.token));
    const last = await store(handle, Buffer.alloc(30, 3), 'tool=yaml/to-json&expires=30d', bearer(me.token));
    await store(handle, Buffer.alloc(40, 4), 'tool=json/formatter', bearer(other.token));
    await store(handle, Buffer.alloc(50, 5), 'tool=json/formatter');
    await expire(gone.id, new Date(Date.now() - 1000));

    const res = await handle(request('GET', '/blobs', { headers: bearer(me.token) }));
    expect(res.status).toBe(200);
    const { blobs } = BlobList.parse(res.body);
    expect(blobs.map((b) => [b.id, b.tool, b.size, b.expires])).toEqual([
      [last.id, 'yaml/to-json', 30, last.expires],
      [first.id, 'json/formatter', 10, first.expires],
    ]);
    expect(Date.parse(blobs[0].created)).toBeGreaterThan(Date.parse(blobs[1].created));
    expect(Date.parse(blobs[1].created)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(blobs[0]).sort()).toEqual(['created', 'expires', 'id', 'size', 'tool']);

    expect(BlobList.parse((await handle(request('GET', '/blobs', { headers: bearer(other.token) }))).body).blobs).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    const { handle } = makeApi();
    expect(await handle(request('GET', '/blobs'))).toMatchObject({ status: 401, body: { error: 'Sign in first: the request carries no ID token.' } });
  });
});

describe('private links: limits, methods, CORS and the log', () => {
  it('counts stores, deletes and lists per client IP (BLOBS_PER_MINUTE), but not opening a link', async () => {
    const { handle } = makeApi({ blobsPerMinute: 3 });
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    let id = '';
    for (let i = 0; i < 4; i++) {
      const res = await post(handle, Buffer.from(`n${i}`), 'tool=a', {}, ip);
      statuses.push(res.status);
      if (res.status === 200) id = (res.body as { id: string }).id;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await handle(request('DELETE', `/blobs/${id}`, { ip }));
    expect(refused).toMatchObject({ status: 429, body: { error: 'Too many requests: wait 30 s and try again.' } });
    expect(refused.headers['Retry-After']).toBe('30');
    // Reading counts in the general bucket.
    expect((await handle(request('GET', `/blobs/${id}`, { ip }))).status).toBe(200);
    // Another address is not affected.
    expect((await post(handle, Buffer.from('x'), 'tool=a', {}, '203.0.113.51')).status).toBe(200);
  });

  it('counts stores per signed-in user from any address (BLOBS_PER_USER_PER_MINUTE)', async () => {
    const { handle } = makeApi({ blobsPerUserPerMinute: 2 });
    const me = await signUp('me@example.com');
    const statuses: number[] = [];
    // request() gives every call a fresh address.
    for (let i = 0; i < 3; i++) statuses.push((await post(handle, Buffer.from('x'), 'tool=a', bearer(me.token))).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Anonymous stores are only counted per address.
    expect((await post(handle, Buffer.from('x'))).status).toBe(200);
  });

  it('answers 405 for other methods, and a preflight lists DELETE and X-Delete-Token', async () => {
    const { handle } = makeApi();
    expect(await handle(request('PUT', '/blobs'))).toMatchObject({ status: 405, body: { error: 'PUT is not allowed on /blobs: use POST, GET.' } });
    const patch = await handle(request('PATCH', '/blobs/AAAAAAAAAAAAAAAAAAAAAA'));
    expect(patch).toMatchObject({ status: 405, body: { error: 'PATCH is not allowed on /blobs/{id}: use GET, DELETE.' } });
    expect(patch.headers.Allow).toBe('GET, DELETE, OPTIONS');
    expect((await handle(request('DELETE', '/blobs'))).status).toBe(405);
    expect((await handle(request('POST', '/blobs/AAAAAAAAAAAAAAAAAAAAAA', { raw: Buffer.from('x'), headers: octets }))).status).toBe(405);

    const preflight = await handle(request('OPTIONS', '/blobs/AAAAAAAAAAAAAAAAAAAAAA', { headers: { Origin: 'https://devbench.example' } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers['Access-Control-Allow-Methods']).toBe('GET, POST, DELETE, OPTIONS');
    expect(preflight.headers['Access-Control-Allow-Headers']).toBe('Content-Type, Authorization, X-Delete-Token');
    // The bytes get the CORS headers too, for the site's origin.
    const blob = await store(handle, Buffer.from('x'));
    const got = await handle(request('GET', `/blobs/${blob.id}`, { headers: { Origin: 'https://devbench.example' } }));
    expect(got.headers['Access-Control-Allow-Origin']).toBe('https://devbench.example');
    expect(got.raw?.data.toString()).toBe('x');
  });

  it("logs each call's method, route and status, never the bytes, the id or a token", async () => {
    const { handle, logs } = makeApi();
    const me = await signUp('me@example.com');
    const body = Buffer.from('SECRET-CIPHERTEXT-BYTES '.repeat(100));
    const blob = await store(handle, body, 'tool=json/formatter', bearer(me.token));
    await handle(request('GET', `/blobs/${blob.id}`));
    await handle(request('GET', '/blobs', { headers: bearer(me.token) }));
    await handle(request('DELETE', `/blobs/${blob.id}`, { headers: { 'X-Delete-Token': blob.deleteToken } }));
    await handle(request('GET', `/blobs/${blob.id}`));
    await post(handle, Buffer.alloc(BLOB_MAX_BYTES + 1, 0x41));
    expect(logs.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/blobs', 200],
      ['GET', '/blobs/{id}', 200],
      ['GET', '/blobs', 200],
      ['DELETE', '/blobs/{id}', 200],
      ['GET', '/blobs/{id}', 404],
      ['POST', '/blobs', 413],
    ]);
    const text = JSON.stringify(logs);
    for (const secret of ['SECRET', blob.id, blob.deleteToken, me.token]) expect(text).not.toContain(secret);
  });
});
