import {
  apiErrorMessage,
  checkoutSession,
  createPrivateBlob,
  createUserEntity,
  customerPortalSession,
  deletePrivateBlob,
  fetchPrivateBlob,
  getUserEntities,
  listPrivateBlobs,
  subscribe,
  unsubscribe,
} from '@/api/client';

function fakeFetch(response: Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response.clone();
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const subscribed = () => json({ subscribed: true, message: 'ada@example.com is subscribed.' });
const unsubscribed = () => json({ unsubscribed: true, message: 'a@b.co will not get the newsletter any more.' });
const saved = { user: 'u1', domain: 'rockets', name: 'Rocket', id: 'e1', createdAt: '2026-01-02T03:04:05.678Z' };

describe('product API client', () => {
  it('posts the email to /{site}/subscribe as JSON', async () => {
    const { calls, fetch } = fakeFetch(subscribed());
    await expect(subscribe('ada@example.com', { host: 'http://api.test/', siteId: 'devbench', fetch })).resolves.toEqual({
      subscribed: true,
      message: 'ada@example.com is subscribed.',
    });
    expect(calls[0].url).toBe('http://api.test/devbench/subscribe');
    expect(calls[0].init?.method).toBe('POST');
    expect((calls[0].init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('uses the fixed default site id', async () => {
    const { calls, fetch } = fakeFetch(subscribed());
    await subscribe('a@b.co', { host: 'http://api.test', fetch });
    expect(calls[0].url).toBe('http://api.test/devbench/subscribe');
  });

  it.each([
    [{}, { email: 'a@b.co' }],
    [{ reason: '  ', feedback: '' }, { email: 'a@b.co' }],
    [{ reason: 'Too many emails' }, { email: 'a@b.co', reason: 'Too many emails', feedback: '' }],
    [
      { reason: 'Other', feedback: 'Great site' },
      { email: 'a@b.co', reason: 'Other', feedback: 'Great site' },
    ],
  ])('unsubscribes with %j as body %j', async (details, body) => {
    const { calls, fetch } = fakeFetch(unsubscribed());
    await unsubscribe('a@b.co', details, { host: 'http://api.test', fetch });
    expect(calls[0].url).toBe('http://api.test/devbench/unsubscribe');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual(body);
  });

  it('rejects a non-OK response with the raw Response', async () => {
    const { fetch } = fakeFetch(new Response('nope', { status: 503 }));
    const error = await subscribe('a@b.co', { host: 'http://api.test', fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
    expect(await (error as Response).text()).toBe('nope');
  });

  it('reads the portal url from the customer portal session answer', async () => {
    const { calls, fetch } = fakeFetch(json({ url: 'https://billing.example.com/p/123' }));
    await expect(customerPortalSession('tok', { host: 'http://api.test', fetch })).resolves.toBe('https://billing.example.com/p/123');
    expect(calls[0].url).toBe('http://api.test/customerPortalSession');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ token: 'tok' });
  });

  it('refuses a portal answer without an http(s) url', async () => {
    const { fetch } = fakeFetch(json({ url: 'javascript:alert(1)' }));
    await expect(customerPortalSession('tok', { host: 'http://api.test', fetch })).rejects.toThrow(/portal address/);
  });

  it.each([
    [{ user: 'u1', domain: 'd1' }, 'http://api.test/kidscreate/user_entities?user=u1&domain=d1'],
    [{ user: 'u1', domain: undefined }, 'http://api.test/kidscreate/user_entities?user=u1'],
  ])('omits undefined query values: %j', async (query, url) => {
    const { calls, fetch } = fakeFetch(json({ entities: [saved] }));
    await expect(getUserEntities('tok', query, { host: 'http://api.test', fetch })).resolves.toEqual({ entities: [saved] });
    expect(calls[0].url).toBe(url);
    expect(calls[0].init?.method).toBe('GET');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('posts a kids-create entity as given, with the ID token as a Bearer header', async () => {
    const { calls, fetch } = fakeFetch(json(saved));
    await expect(createUserEntity('tok', { user: 'u1', domain: 'rockets', name: 'Rocket' }, { host: 'http://api.test', fetch })).resolves.toEqual(
      saved,
    );
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ user: 'u1', domain: 'rockets', name: 'Rocket' });
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('posts the token and plan to /checkoutSession and reads the checkout url', async () => {
    const { calls, fetch } = fakeFetch(json({ url: 'https://checkout.example.com/c/1' }));
    await expect(checkoutSession('tok', 'yearly', { host: 'http://api.test', fetch })).resolves.toBe('https://checkout.example.com/c/1');
    expect(calls[0].url).toBe('http://api.test/checkoutSession');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ token: 'tok', plan: 'yearly' });
  });

  it("posts a private link's bytes as they are, with its expiry and tool in the query", async () => {
    const made = { id: 'AAAAAAAAAAAAAAAAAAAAAA', deleteToken: 'd'.repeat(43), size: 3, expires: null };
    const { calls, fetch } = fakeFetch(json(made));
    const data = new Uint8Array([0, 255, 7]);
    await expect(
      createPrivateBlob(data, { expires: 'never', tool: 'json/formatter', token: 'tok' }, { host: 'http://api.test', fetch }),
    ).resolves.toEqual(made);
    expect(calls[0].url).toBe('http://api.test/blobs?expires=never&tool=json%2Fformatter');
    expect(calls[0].init?.method).toBe('POST');
    expect(calls[0].init?.body).toBe(data);
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/octet-stream');
    expect(headers.Authorization).toBe('Bearer tok');
    // Anonymous: no Authorization header at all.
    const anon = fakeFetch(json(made));
    await createPrivateBlob(data, { expires: '1d', tool: 'a' }, { host: 'http://api.test', fetch: anon.fetch });
    expect(Object.keys(anon.calls[0].init?.headers as object)).toEqual(['Content-Type']);
  });

  it("fetches a private link's bytes with a plain GET, and throws the Response of a 410", async () => {
    const { calls, fetch } = fakeFetch(
      new Response(new Uint8Array([1, 2, 250]), { status: 200, headers: { 'content-type': 'application/octet-stream' } }),
    );
    const bytes = await fetchPrivateBlob('AAAAAAAAAAAAAAAAAAAAAA', { host: 'http://api.test', fetch });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([1, 2, 250]);
    expect(calls[0].url).toBe('http://api.test/blobs/AAAAAAAAAAAAAAAAAAAAAA');
    expect(calls[0].init).toEqual({ method: 'GET' });
    const gone = fakeFetch(json({ error: 'This private link expired on January 2, 2026.' }, 410));
    const error = await fetchPrivateBlob('x/y', { host: 'http://api.test', fetch: gone.fetch }).catch((e: unknown) => e);
    expect(gone.calls[0].url).toBe('http://api.test/blobs/x%2Fy');
    expect(error).toBeInstanceOf(Response);
    expect(await apiErrorMessage(error, 'fallback')).toBe('This private link expired on January 2, 2026.');
  });

  it("deletes a private link as its owner or with its delete token, and lists the owner's links", async () => {
    const { calls, fetch } = fakeFetch(json({ deleted: true }));
    await expect(deletePrivateBlob('id1', { deleteToken: 'dt' }, { host: 'http://api.test', fetch })).resolves.toEqual({ deleted: true });
    await deletePrivateBlob('id1', { token: 'tok' }, { host: 'http://api.test', fetch });
    expect(calls.map((c) => [c.url, c.init?.method])).toEqual([
      ['http://api.test/blobs/id1', 'DELETE'],
      ['http://api.test/blobs/id1', 'DELETE'],
    ]);
    expect((calls[0].init?.headers as Record<string, string>)['X-Delete-Token']).toBe('dt');
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect((calls[1].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');

    const blob = { id: 'id1', tool: 'json/formatter', size: 10, created: '2026-01-02T03:04:05.678Z', expires: null };
    const list = fakeFetch(json({ blobs: [blob] }));
    await expect(listPrivateBlobs('tok', { host: 'http://api.test', fetch: list.fetch })).resolves.toEqual({ blobs: [blob] });
    expect(list.calls[0].url).toBe('http://api.test/blobs');
    expect((list.calls[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it.each([
    [json({ error: 'Too many requests: wait 42 s and try again.' }, 429), 'Too many requests: wait 42 s and try again.'],
    [new Response('<html>Bad gateway</html>', { status: 502 }), 'fallback'],
    [new TypeError('Failed to fetch'), 'fallback'],
  ])('tells a person the API error message, else the fallback (%#)', async (error, text) => {
    expect(await apiErrorMessage(error, 'fallback')).toBe(text);
  });
});
