import { makeApi, request, resetEmulators } from './harness';

beforeEach(resetEmulators);

describe('the API router (Firestore emulator)', () => {
  it('answers 404 with a JSON error for an unknown path', async () => {
    const { handle } = makeApi();
    expect(await handle(request('GET', '/nothing/here/at/all'))).toMatchObject({
      status: 404,
      body: { error: 'There is no API path /nothing/here/at/all.' },
    });
  });

  it('answers 405 with an Allow header for a wrong method', async () => {
    const { handle } = makeApi();
    const res = await handle(request('GET', '/devbench/subscribe'));
    expect(res).toMatchObject({ status: 405, body: { error: 'GET is not allowed on /{site}/subscribe: use POST.' } });
    expect(res.headers.Allow).toBe('POST, OPTIONS');
  });

  it('answers 413 for a body over 16 KB', async () => {
    const { handle } = makeApi();
    const raw = JSON.stringify({ email: 'a@b.co', feedback: 'x'.repeat(17_000) });
    const res = await handle(request('POST', '/devbench/unsubscribe', { raw }));
    expect(res.status).toBe(413);
    expect((res.body as { error: string }).error).toBe(`The request body is ${raw.length} bytes; the limit here is 16 KB.`);
  });

  it('allows 10 newsletter calls a minute per client IP, then answers 429 with Retry-After', async () => {
    const { handle } = makeApi();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12; i++) {
      last = await handle(request('POST', '/devbench/subscribe', { body: { email: `reader${i}@example.com` }, ip: '203.0.113.7' }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // The test clock stands 30 s into the minute.
    expect(last!.headers['Retry-After']).toBe('30');
    expect((last!.body as { error: string }).error).toBe('Too many requests: wait 30 s and try again.');
    // Another client is not affected.
    expect((await handle(request('POST', '/devbench/subscribe', { body: { email: 'other@example.com' }, ip: '203.0.113.8' }))).status).toBe(200);
  });

  it('lets exactly the limit through when many calls from one client arrive at once', async () => {
    const { handle } = makeApi();
    const answers = await Promise.all(
      // 40 at once: a transaction per call (the old count) saw most of 30 give up with ABORTED beside a busy CPU.
      Array.from({ length: 40 }, (_, i) =>
        handle(request('POST', '/devbench/subscribe', { body: { email: `burst${i}@example.com` }, ip: '203.0.113.9' })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });

  it('serves paths behind the /api prefix that Firebase Hosting forwards', async () => {
    const { handle } = makeApi();
    expect((await handle(request('POST', '/api/devbench/subscribe', { body: { email: 'ada@example.com' } }))).status).toBe(200);
    expect(await handle(request('GET', '/api/health'))).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('allows only the configured origin: CORS headers for it, 403 for another', async () => {
    const { handle } = makeApi();
    const ok = await handle(
      request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' }, headers: { Origin: 'https://devbench.example' } }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers['Access-Control-Allow-Origin']).toBe('https://devbench.example');
    expect(ok.headers.Vary).toBe('Origin');

    const bad = await handle(
      request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' }, headers: { Origin: 'https://evil.example' } }),
    );
    expect(bad).toMatchObject({ status: 403, body: { error: 'The origin https://evil.example may not call this API.' } });
    expect(bad.headers['Access-Control-Allow-Origin']).toBeUndefined();

    const loopback = await handle(
      request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' }, headers: { Origin: 'http://127.0.0.1:3000' } }),
    );
    expect(loopback.status).toBe(403);
  });

  it('answers a preflight from the site with 204 and the allowed methods and headers', async () => {
    const { handle } = makeApi();
    const res = await handle(request('OPTIONS', '/kidscreate/user_entities', { headers: { Origin: 'https://devbench.example' } }));
    expect(res.status).toBe(204);
    expect(res.headers['Access-Control-Allow-Headers']).toBe('Content-Type, Authorization, X-Delete-Token');
    expect(res.headers['Access-Control-Allow-Methods']).toBe('GET, POST, DELETE, OPTIONS');
  });

  it('allows any loopback origin in the emulator only', async () => {
    const { handle } = makeApi({ allowLoopbackOrigins: true });
    const res = await handle(
      request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' }, headers: { Origin: 'http://127.0.0.1:4173' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['Access-Control-Allow-Origin']).toBe('http://127.0.0.1:4173');
  });

  it('logs the method, route and status of each call, never a token or an address', async () => {
    const { handle, logs } = makeApi();
    await handle(request('POST', '/devbench/subscribe', { body: { email: 'secret-reader@example.com' } }));
    await handle(request('POST', '/customerPortalSession', { body: { token: 'eyJhbGciOiJub25lIn0.secret-token-text.' } }));
    await handle(request('GET', '/kidscreate/user_entities?user=u1', { headers: { Authorization: 'Bearer eyJ.secret-bearer.x' } }));
    expect(logs.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/{site}/subscribe', 200],
      ['POST', '/customerPortalSession', 503],
      ['GET', '/kidscreate/user_entities', 401],
    ]);
    const text = JSON.stringify(logs);
    expect(text).not.toContain('secret');
  });
});
