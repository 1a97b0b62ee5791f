import { exposeHandler } from '@/lib/worker-expose';

describe('exposeHandler', () => {
  const posted: unknown[] = [];
  let scope: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (m: unknown) => void };
  beforeEach(() => {
    posted.length = 0;
    scope = { onmessage: null, postMessage: (m) => posted.push(m) };
    vi.stubGlobal('self', scope);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('acknowledges a request as started, then answers it with the handler result', async () => {
    exposeHandler((n: number) => ({ ok: true, value: n * 2 }));
    scope.onmessage!({ data: { id: 1, payload: 21 } });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { id: 1, started: true },
      { id: 1, result: { ok: true, value: 42 } },
    ]);
  });

  it('runs only the newest of the requests that queued up, which the page has given up on', async () => {
    const ran: number[] = [];
    exposeHandler((n: number) => (ran.push(n), { ok: true, value: n }));
    for (const id of [1, 2, 3]) scope.onmessage!({ data: { id, payload: id * 10 } });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(ran).toEqual([30]);
    expect(posted).toEqual([
      { id: 3, started: true },
      { id: 3, result: { ok: true, value: 30 } },
    ]);
  });

  it('turns a thrown error into an error result', async () => {
    exposeHandler(() => {
      throw new Error('boom at line 3');
    });
    scope.onmessage!({ data: { id: 7, payload: null } });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ id: 7, result: { ok: false, error: { message: 'boom at line 3' } } });
  });
});
