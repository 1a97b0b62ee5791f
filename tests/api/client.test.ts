import { apiErrorMessage, checkoutSession, createUserEntity, customerPortalSession, getUserEntities, subscribe, unsubscribe } from '@/api/client';

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

  it.each([
    [json({ error: 'Too many requests: wait 42 s and try again.' }, 429), 'Too many requests: wait 42 s and try again.'],
    [new Response('<html>Bad gateway</html>', { status: 502 }), 'fallback'],
    [new TypeError('Failed to fetch'), 'fallback'],
  ])('tells a person the API error message, else the fallback (%#)', async (error, text) => {
    expect(await apiErrorMessage(error, 'fallback')).toBe(text);
  });
});
