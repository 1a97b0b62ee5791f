import { subscriberId } from '../src/newsletter';
import { db, makeApi, request, resetEmulators } from './harness';

const subscribers = () => db.collection('newsletter').doc('devbench').collection('subscribers');

beforeEach(resetEmulators);

describe('POST /{site}/subscribe (Firestore emulator)', () => {
  it('stores the trimmed address once, keyed by the SHA-256 of its lower-cased form', async () => {
    const { handle } = makeApi();
    const res = await handle(request('POST', '/devbench/subscribe', { body: { email: '  Ada@Example.COM ' } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscribed: true });
    const docs = (await subscribers().get()).docs;
    expect(docs.map((d) => d.id)).toEqual([subscriberId('ada@example.com')]);
    expect(docs[0].get('email')).toBe('Ada@Example.COM');
    expect(docs[0].get('status')).toBe('subscribed');
    expect(docs[0].get('createdAt').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(docs[0].get('updatedAt').toMillis()).toBe(docs[0].get('createdAt').toMillis());
  });

  it('answers 200 to a second subscription and keeps one document with its first createdAt', async () => {
    const { handle } = makeApi();
    await handle(request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' } }));
    const first = (await subscribers().get()).docs[0].get('createdAt').toMillis();
    const again = await handle(request('POST', '/devbench/subscribe', { body: { email: 'ADA@example.com' } }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'ADA@example.com is already subscribed.' });
    const docs = (await subscribers().get()).docs;
    expect(docs).toHaveLength(1);
    expect(docs[0].get('createdAt').toMillis()).toBe(first);
  });

  it('keeps one document when 40 calls for the same address arrive at once', async () => {
    const { handle } = makeApi();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => handle(request('POST', '/devbench/subscribe', { body: { email: 'rush@example.com' } }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(answers.filter((a) => /is subscribed\./.test((a.body as { message: string }).message))).toHaveLength(1);
    expect((await subscribers().get()).size).toBe(1);
  });

  it.each([
    [{}, 'The field "email" is required.'],
    [{ email: '   ' }, 'The field "email" is required.'],
    [{ email: 42 }, 'The field "email" must be a string.'],
    [{ email: 'ada.example.com' }, 'The field "email" is not an e-mail address: "ada.example.com". Use the form name@example.com.'],
    [{ email: 'ada @example.com' }, 'The field "email" is not an e-mail address: "ada @example.com". Use the form name@example.com.'],
    [{ email: `${'a'.repeat(243)}@example.com` }, 'The field "email" is too long: at most 254 characters (got 255).'],
  ])('rejects %j with 400: %s', async (body, error) => {
    const { handle } = makeApi();
    const res = await handle(request('POST', '/devbench/subscribe', { body }));
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect((await subscribers().get()).size).toBe(0);
  });

  it('accepts an address of exactly 254 characters', async () => {
    const { handle } = makeApi();
    expect((await handle(request('POST', '/devbench/subscribe', { body: { email: `${'a'.repeat(242)}@example.com` } }))).status).toBe(200);
  });

  it.each([
    ['', 'The request body is empty: send a JSON object.'],
    ['{"email": ', 'The request body is not valid JSON'],
    ['["ada@example.com"]', 'The request body must be a JSON object.'],
    ['"ada@example.com"', 'The request body must be a JSON object.'],
  ])('rejects the body %j with 400', async (raw, error) => {
    const { handle } = makeApi();
    const res = await handle(request('POST', '/devbench/subscribe', { raw }));
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(error);
  });

  it('answers 404 for a site that is not configured', async () => {
    const { handle } = makeApi();
    const res = await handle(request('POST', '/othersite/subscribe', { body: { email: 'ada@example.com' } }));
    expect(res).toMatchObject({ status: 404, body: { error: 'There is no newsletter for the site "othersite".' } });
  });
});

describe('POST /{site}/unsubscribe (Firestore emulator)', () => {
  it('marks the address unsubscribed with the time, its reason and feedback; subscribing again flips it back', async () => {
    const { handle } = makeApi();
    await handle(request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' } }));
    const res = await handle(
      request('POST', '/devbench/unsubscribe', { body: { email: 'Ada@example.com', reason: 'Too many e-mails', feedback: 'Loved the jq posts' } }),
    );
    expect(res.status).toBe(200);
    let doc = await subscribers().doc(subscriberId('ada@example.com')).get();
    expect(doc.get('status')).toBe('unsubscribed');
    expect(doc.get('reason')).toBe('Too many e-mails');
    expect(doc.get('feedback')).toBe('Loved the jq posts');
    expect(doc.get('unsubscribedAt').toMillis()).toBeGreaterThan(Date.now() - 60_000);

    await handle(request('POST', '/devbench/subscribe', { body: { email: 'ada@example.com' } }));
    doc = await subscribers().doc(subscriberId('ada@example.com')).get();
    expect(doc.get('status')).toBe('subscribed');
    expect(doc.get('unsubscribedAt')).toBeUndefined();
    expect((await subscribers().get()).size).toBe(1);
  });

  it('answers an unknown address with the same 200 and stores nothing', async () => {
    const { handle } = makeApi();
    const res = await handle(request('POST', '/devbench/unsubscribe', { body: { email: 'stranger@example.com' } }));
    expect(res).toMatchObject({ status: 200, body: { unsubscribed: true } });
    expect((await subscribers().get()).size).toBe(0);
  });

  it.each([
    [{ email: 'a@b.co', reason: 'x'.repeat(201) }, 'The field "reason" is too long: at most 200 characters (got 201).'],
    [{ email: 'a@b.co', feedback: 'x'.repeat(2001) }, 'The field "feedback" is too long: at most 2000 characters (got 2001).'],
    [{ email: 'a@b.co', reason: ['x'] }, 'The field "reason" must be a string.'],
    [{ reason: 'Other' }, 'The field "email" is required.'],
  ])('rejects %j with 400', async (body, error) => {
    const { handle } = makeApi();
    expect(await handle(request('POST', '/devbench/unsubscribe', { body }))).toMatchObject({ status: 400, body: { error } });
  });
});
