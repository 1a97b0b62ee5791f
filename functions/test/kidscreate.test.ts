import { db, makeApi, request, resetEmulators, signUp } from './harness';

beforeEach(resetEmulators);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('kids-create user entities (Auth and Firestore emulators)', () => {
  it('stores an entity for the signed-in user and lists them newest first, per domain', async () => {
    const { uid, token } = await signUp('kid@example.com');
    const { handle } = makeApi();
    const first = await handle(
      request('POST', '/kidscreate/user_entities', {
        body: {
          domain: 'drawings',
          title: 'Cat',
          strokes: [
            [1, 2],
            [3, 4],
          ],
        },
        headers: bearer(token),
      }),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user: uid,
      domain: 'drawings',
      title: 'Cat',
      strokes: [
        [1, 2],
        [3, 4],
      ],
    });
    await new Promise((r) => setTimeout(r, 5));
    await handle(request('POST', '/kidscreate/user_entities', { body: { domain: 'drawings', title: 'Dog' }, headers: bearer(token) }));
    await handle(request('POST', '/kidscreate/user_entities', { body: { domain: 'stories', title: 'Once' }, headers: bearer(token) }));

    const list = await handle(request('GET', `/kidscreate/user_entities?user=${uid}&domain=drawings`, { headers: bearer(token) }));
    expect(list.status).toBe(200);
    const entities = (list.body as { entities: { title: string; id: string; createdAt: string }[] }).entities;
    expect(entities.map((e) => e.title)).toEqual(['Dog', 'Cat']);
    expect(entities[1].id).toBe((first.body as { id: string }).id);
    expect(Date.parse(entities[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const all = await handle(request('GET', `/kidscreate/user_entities?user=${uid}`, { headers: bearer(token) }));
    expect((all.body as { entities: { title: string }[] }).entities.map((e) => e.title)).toEqual(['Once', 'Dog', 'Cat']);
  });

  it("answers 403 when the token's user asks for another user's entities or writes as another user", async () => {
    const { token } = await signUp('kid@example.com');
    const other = await signUp('other@example.com');
    const { handle } = makeApi();
    expect(await handle(request('GET', `/kidscreate/user_entities?user=${other.uid}&domain=drawings`, { headers: bearer(token) }))).toMatchObject({
      status: 403,
      body: { error: 'The query parameter "user" names another user: you can only list your own entities.' },
    });
    expect(
      await handle(request('POST', '/kidscreate/user_entities', { body: { user: other.uid, domain: 'drawings' }, headers: bearer(token) })),
    ).toMatchObject({
      status: 403,
    });
  });

  it('answers 401 without a Bearer token or with a forged one', async () => {
    const { handle } = makeApi();
    expect(await handle(request('GET', '/kidscreate/user_entities?user=u&domain=d'))).toMatchObject({
      status: 401,
      body: { error: 'Sign in first: the request carries no ID token.' },
    });
    expect((await handle(request('POST', '/kidscreate/user_entities', { body: { domain: 'd' }, headers: bearer('forged.token.here') }))).status).toBe(
      401,
    );
  });

  it.each([
    [{ title: 'no domain' }, 'The field "domain" is required.'],
    [{ domain: '../etc' }, 'The field "domain" must be 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit.'],
  ])('rejects %j with 400', async (body, error) => {
    const { token } = await signUp('kid@example.com');
    const { handle } = makeApi();
    expect(await handle(request('POST', '/kidscreate/user_entities', { body, headers: bearer(token) }))).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it("keeps the document's id and save time whatever id or createdAt the client sends", async () => {
    const { uid, token } = await signUp('kid@example.com');
    const { handle } = makeApi();
    const saved = await handle(
      request('POST', '/kidscreate/user_entities', {
        body: { domain: 'd', id: 'chosen-by-client', createdAt: '1999-01-01T00:00:00.000Z', title: 'Mine' },
        headers: bearer(token),
      }),
    );
    const body = saved.body as { id: string; createdAt: string; title: string };
    expect(saved.status).toBe(200);
    expect(body.id).not.toBe('chosen-by-client');
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const list = await handle(request('GET', `/kidscreate/user_entities?user=${uid}`, { headers: bearer(token) }));
    const [listed] = (list.body as { entities: { id: string; createdAt: string; title: string }[] }).entities;
    expect(listed).toEqual({ domain: 'd', user: uid, title: 'Mine', id: body.id, createdAt: body.createdAt });
    // The id names the stored document.
    expect((await db.doc(`kidscreate/${uid}/entities/${body.id}`).get()).exists).toBe(true);
  });

  it('requires the user in the query', async () => {
    const { token } = await signUp('kid@example.com');
    const { handle } = makeApi();
    expect(await handle(request('GET', '/kidscreate/user_entities?domain=drawings', { headers: bearer(token) }))).toMatchObject({
      status: 400,
      body: { error: 'The query parameter "user" is required.' },
    });
  });

  it('accepts an entity of up to 64 KB and rejects a larger one with 413', async () => {
    const { token } = await signUp('kid@example.com');
    const { handle } = makeApi();
    const fits = await handle(
      request('POST', '/kidscreate/user_entities', { body: { domain: 'd', data: 'x'.repeat(60_000) }, headers: bearer(token) }),
    );
    expect(fits.status).toBe(200);
    const big = await handle(
      request('POST', '/kidscreate/user_entities', { body: { domain: 'd', data: 'x'.repeat(66_000) }, headers: bearer(token) }),
    );
    expect(big.status).toBe(413);
    expect((big.body as { error: string }).error).toMatch(/the limit is 64 KB/);
  });
});
