// The site checks the API's answers by hand (src/api/client.ts: zod never ships to the browser); the
// contract is the zod schemas of functions/src/schemas.ts, which the function's own answers are tested
// against (functions/test/contract.test.ts). Here the two are held to agreement: for thousands of answers,
// made by breaking well-formed ones field by field, a client call resolves exactly when the schema
// accepts the answer, and rejects with an ApiAnswerError (not a crash) when it does not.
import type { z } from 'zod';
import {
  ApiAnswerError,
  apiErrorMessage,
  checkoutSession,
  createPrivateBlob,
  createUserEntity,
  deletePrivateBlob,
  customerPortalSession,
  getUserEntities,
  listPrivateBlobs,
  subscribe,
  unsubscribe,
} from '@/api/client';
import {
  BlobCreateResponse,
  BlobDeleteResponse,
  BlobList,
  Entity,
  EntityList,
  ErrorResponse,
  SessionResponse,
  SubscribeResponse,
  UnsubscribeResponse,
} from '../../functions/src/schemas';

const host = 'http://api.test';
const answering = (body: unknown) => ({ host, fetch: async () => new Response(JSON.stringify(body), { status: 200 }) });

/** Field values that break a field of one type or another; `REMOVE` drops the field. */
const REMOVE = Symbol('remove');
const VALUES: unknown[] = [
  REMOVE,
  null,
  true,
  false,
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  '',
  'x',
  '7',
  'https://a.example/',
  [],
  {},
  [{}],
  { url: 'https://a.example/' },
];
const NOT_OBJECTS: unknown[] = [null, true, 0, 'x', [], [{}]];

/** Every answer with one field of `valid` replaced (or dropped), plus one extra field, plus non-objects. */
function variants(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [valid, { ...valid, extra: 1 }, ...NOT_OBJECTS];
  for (const key of Object.keys(valid))
    for (const value of VALUES) {
      const copy: Record<string, unknown> = { ...valid };
      if (value === REMOVE) delete copy[key];
      else copy[key] = value;
      out.push(copy);
    }
  return out;
}

/** Every pair of variants of `valid`, to also break two fields at once. */
function pairs(valid: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  const keys = Object.keys(valid);
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++)
      for (const a of VALUES)
        for (const b of VALUES) {
          const copy: Record<string, unknown> = { ...valid };
          if (a === REMOVE) delete copy[keys[i]];
          else copy[keys[i]] = a;
          if (b === REMOVE) delete copy[keys[j]];
          else copy[keys[j]] = b;
          out.push(copy);
        }
  return out;
}

type Outcome = { ok: true; value: unknown } | { ok: false; kind: string };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    return { ok: false, kind: e instanceof ApiAnswerError ? 'ApiAnswerError' : String(e) };
  }
}

/** Runs the client on each answer and compares with the schema; answers the number of answers compared. */
async function agree(schema: z.ZodType, answers: unknown[], run: (answer: unknown) => Promise<unknown>, valueOf = (v: unknown) => v) {
  const disagreements: string[] = [];
  for (const answer of answers) {
    const expected = schema.safeParse(JSON.parse(JSON.stringify(answer)));
    const got = await outcome(() => run(answer));
    if (expected.success !== got.ok) disagreements.push(`${JSON.stringify(answer)}: schema ${expected.success}, client ${JSON.stringify(got)}`);
    else if (got.ok && !Object.is(valueOf(expected.data), valueOf(got.value)) && typeof valueOf(got.value) !== 'object')
      disagreements.push(`${JSON.stringify(answer)}: schema gives ${JSON.stringify(valueOf(expected.data))}, client ${JSON.stringify(got.value)}`);
    else if (!got.ok && got.kind !== 'ApiAnswerError') disagreements.push(`${JSON.stringify(answer)}: client threw ${got.kind}`);
  }
  expect(disagreements).toEqual([]);
  return answers.length;
}

const entity = { user: 'u1', domain: 'rockets', id: 'e1', createdAt: '2026-01-02T03:04:05.678Z', name: 'Apollo' };

/** URL-like strings: prefixes, hosts and tails that the URL parser, the http(s) rule and trimming treat differently. */
const URLS = [
  'http://',
  'https://',
  'HTTPS://',
  'ftp://',
  'javascript:',
  'http:',
  'https:/',
  ' https://',
  '\thttps://',
  '\u00a0https://',
  '',
  'https:\\\\',
]
  .flatMap((prefix) =>
    ['a.example', 'exa mple.com', 'a', '[::1]', '', '%', 'ü.example', '1.2.3.4:99999', 'x:80', 'a.example:8o'].map((h) => prefix + h),
  )
  .flatMap((u) => ['', '/p?q=1#f', ' ', '\n', '/a\nb', '/\u2028', ' x', '/%zz'].map((tail) => u + tail));

describe('the client accepts exactly the answers the shared schemas accept', () => {
  it('POST /{site}/subscribe and /{site}/unsubscribe', async () => {
    const valid = { subscribed: true, message: 'a@b.co is subscribed.' };
    const n = await agree(SubscribeResponse, [...variants(valid), ...pairs(valid)], (a) => subscribe('a@b.co', answering(a)));
    const gone = { unsubscribed: true, message: 'a@b.co will not get the newsletter any more.' };
    const m = await agree(UnsubscribeResponse, [...variants(gone), ...pairs(gone)], (a) => unsubscribe('a@b.co', {}, answering(a)));
    expect(n + m).toBeGreaterThan(300);
  });

  it(`checkout and portal session urls: ${URLS.length} addresses, and the address the schema reads`, async () => {
    const answers = [...variants({ url: 'https://checkout.example/c/1' }), ...URLS.map((url) => ({ url }))];
    const url = (v: unknown) => (v && typeof v === 'object' ? (v as { url: string }).url : v);
    await agree(SessionResponse, answers, (a) => customerPortalSession('tok', answering(a)), url);
    await agree(SessionResponse, answers, (a) => checkoutSession('tok', 'monthly', answering(a)), url);
    // Some of each kind: the cases are not all one way.
    const accepted = URLS.filter((u) => SessionResponse.safeParse({ url: u }).success).length;
    expect(accepted).toBeGreaterThan(50);
    expect(URLS.length - accepted).toBeGreaterThan(500);
  });

  it('kids-create: a saved entity, and lists of entities with one broken', async () => {
    await agree(Entity, [...variants(entity), ...pairs(entity)], (a) => createUserEntity('tok', { domain: 'rockets' }, answering(a)));
    const lists = [
      ...variants({ entities: [] }),
      ...variants(entity).map((e) => ({ entities: [entity, e] })),
      ...pairs(entity).map((e) => ({ entities: [e] })),
    ];
    await agree(EntityList, lists, (a) => getUserEntities('tok', { user: 'u1' }, answering(a)));
  });

  it('private links: a stored link, its deletion, and lists of links with one broken', async () => {
    const created = { id: 'AAAAAAAAAAAAAAAAAAAAAA', deleteToken: 'tok'.repeat(14), size: 1234, expires: '2026-01-09T03:04:05.678Z' };
    const n = await agree(BlobCreateResponse, [...variants(created), ...pairs(created), ...variants({ ...created, expires: null })], (a) =>
      createPrivateBlob(new Uint8Array([1, 2, 3]), { expires: '7d', tool: 'json/formatter' }, answering(a)),
    );
    expect(n).toBeGreaterThan(1000);
    await agree(BlobDeleteResponse, variants({ deleted: true }), (a) => deletePrivateBlob('id', { deleteToken: 't' }, answering(a)));
    const blob = { id: 'AAAAAAAAAAAAAAAAAAAAAA', tool: 'json/formatter', size: 10, created: '2026-01-02T03:04:05.678Z', expires: null };
    const lists = [
      ...variants({ blobs: [] }),
      ...variants(blob).map((b) => ({ blobs: [blob, b] })),
      ...pairs(blob).map((b) => ({ blobs: [b] })),
      ...variants({ ...blob, expires: '2026-02-02T03:04:05.678Z' }).map((b) => ({ blobs: [b] })),
    ];
    await agree(BlobList, lists, (a) => listPrivateBlobs('tok', answering(a)));
  });

  it('error bodies: the message shown is the one the schema accepts, else the fallback', async () => {
    const disagreements: unknown[] = [];
    for (const body of [...variants({ error: 'Too many requests: wait 3 s and try again.' }), { error: '' }, { message: 'x' }]) {
      const expected = ErrorResponse.safeParse(body);
      const shown = await apiErrorMessage(new Response(JSON.stringify(body), { status: 400 }), 'fallback');
      if (shown !== (expected.success ? expected.data.error : 'fallback')) disagreements.push({ body, shown });
    }
    expect(disagreements).toEqual([]);
  });

  it('an OK answer that is not JSON, or empty, is an ApiAnswerError naming the call', async () => {
    for (const text of ['', '<html>Bad gateway</html>', '{"subscribed": tru']) {
      const fetch = async () => new Response(text, { status: 200 });
      await expect(subscribe('a@b.co', { host, fetch })).rejects.toThrow(
        new ApiAnswerError(`The API's answer to POST /devbench/subscribe is not JSON: ${JSON.stringify(text)}.`),
      );
    }
    await expect(subscribe('a@b.co', answering({ subscribed: 'yes', message: 'm' }))).rejects.toThrow(
      `The API's answer to POST /{site}/subscribe is not what it should be: its "subscribed" is "yes".`,
    );
    await expect(getUserEntities('tok', { user: 'u1' }, answering([]))).rejects.toThrow('is not what it should be: it is an array, not an object.');
  });
});
