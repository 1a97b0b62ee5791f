import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  increment,
  serverTimestamp,
  setDoc,
  addDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { MAX_BOOKMARKS, MAX_SHARES } from '@/lib/account-limits';
import { site } from '@/lib/site';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/alice/subscriptions/sub1'), { plan: 'Pro', status: 'active', expirationTime: 1795000000 });
    await setDoc(doc(db, 'users/bob/bookmarks/json%2Fminify'), { slug: 'json/minify' });
    await setDoc(doc(db, 'users/bob/shares/s1'), { slug: 'json/minify', fullUrl: 'https://x/json/minify/#a', updated: Timestamp.now() });
  });
});

const alice = () => env.authenticatedContext('alice').firestore();
const anon = () => env.unauthenticatedContext().firestore();

type Field = 'bookmarks' | 'shares';
/** A test context's database (the compat type of @firebase/rules-unit-testing). */
type Db = ReturnType<typeof alice>;
/**
 * Writes a bookmark or share as the client does (src/account/firebase-client.ts): in one batch with its count in
 * users/{uid}/meta/counts. `data` null deletes it; `counts` replaces what goes into the counts document.
 */
function counted(context: Db, uid: string, field: Field, id: string, data: Record<string, unknown> | null, counts?: Record<string, unknown>) {
  const db = context as unknown as Firestore;
  const batch = writeBatch(db);
  const ref = doc(db, 'users', uid, field, id);
  if (data) batch.set(ref, data);
  else batch.delete(ref);
  batch.set(doc(db, 'users', uid, 'meta', 'counts'), counts ?? { [field]: increment(data ? 1 : -1), changed: `${field}/${id}` }, { merge: true });
  return batch.commit();
}
const bookmark = (db: Db, uid: string, slug: string) => counted(db, uid, 'bookmarks', encodeURIComponent(slug), { slug });
const share = (db: Db, uid: string, id: string, data: Record<string, unknown>) => counted(db, uid, 'shares', id, data);
/** The counts document as stored (read past the rules). */
async function countsOf(uid: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore(), `users/${uid}/meta/counts`))).data();
  });
  return data;
}
const seedCounts = (uid: string, counts: Record<string, unknown>) =>
  env.withSecurityRulesDisabled(async (ctx) => setDoc(doc(ctx.firestore(), `users/${uid}/meta/counts`), counts));

describe('firestore.rules', () => {
  it('lets a user write, read and delete their own bookmark with the documented shape', async () => {
    const ref = doc(alice(), 'users/alice/bookmarks/json%2Fviewer');
    await assertSucceeds(bookmark(alice(), 'alice', 'json/viewer'));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/bookmarks')));
    await assertSucceeds(counted(alice(), 'alice', 'bookmarks', 'json%2Fviewer', null));
  });

  it('lets a user add and list their own shares', async () => {
    await assertSucceeds(
      share(alice(), 'alice', 's-1', { slug: 'graphviz', fullUrl: 'http://localhost:3000/graphviz/#%7B%7D', updated: serverTimestamp() }),
    );
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/shares')));
  });

  it('lets a user read their own subscriptions but never write them', async () => {
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/subscriptions')));
    await assertFails(setDoc(doc(alice(), 'users/alice/subscriptions/sub1'), { plan: 'Free forever', status: 'active', expirationTime: 1 }));
    await assertFails(setDoc(doc(alice(), 'users/alice/subscriptions/new'), { plan: 'Pro', status: 'active', expirationTime: 1 }));
    await assertFails(deleteDoc(doc(alice(), 'users/alice/subscriptions/sub1')));
  });

  it.each(['newsletter/devbench/subscribers/abc', 'customers/alice', 'stripeSubscriptions/sub1', 'kidscreate/alice/entities/e1'])(
    'keeps the API-only document %s closed to clients, even to its own user',
    async (path) => {
      await env.withSecurityRulesDisabled(async (ctx) => setDoc(doc(ctx.firestore(), path), { any: 'thing' }));
      await assertFails(getDoc(doc(alice(), path)));
      await assertFails(setDoc(doc(alice(), path), { any: 'other' }));
      await assertFails(getDoc(doc(anon(), path)));
      await assertFails(setDoc(doc(anon(), path), { any: 'other' }));
    },
  );

  it("keeps private links (privateBlobs/ and their chunks) closed to every client, even to the link's owner", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA'), { owner: 'alice', tool: 'json/formatter', size: 3, chunks: 1, expires: null });
      await setDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA/chunks/0'), { data: 'abc' });
    });
    for (const db of [alice(), anon()]) {
      await assertFails(getDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA')));
      await assertFails(getDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA/chunks/0')));
      await assertFails(getDocs(collection(db, 'privateBlobs')));
      await assertFails(getDocs(collection(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA/chunks')));
      await assertFails(setDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA'), { owner: 'alice', tool: 'x', size: 1, chunks: 1, expires: null }));
      await assertFails(setDoc(doc(db, 'privateBlobs/BBBBBBBBBBBBBBBBBBBBBB'), { owner: 'alice' }));
      await assertFails(setDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA/chunks/1'), { data: 'def' }));
      await assertFails(deleteDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA')));
      await assertFails(deleteDoc(doc(db, 'privateBlobs/AAAAAAAAAAAAAAAAAAAAAA/chunks/0')));
    }
  });

  it("denies another user's data", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/bookmarks/json%2Fminify')));
    await assertFails(getDocs(collection(alice(), 'users/bob/shares')));
    await assertFails(bookmark(alice(), 'bob', 'x'));
    await assertFails(counted(alice(), 'bob', 'bookmarks', 'json%2Fminify', null));
    await assertFails(getDocs(collection(alice(), 'users/bob/subscriptions')));
  });

  it('denies unauthenticated access', async () => {
    await assertFails(getDoc(doc(anon(), 'users/bob/bookmarks/json%2Fminify')));
    await assertFails(bookmark(anon(), 'bob', 'x'));
    await assertFails(getDocs(collection(anon(), 'users/alice/subscriptions')));
  });

  it.each([
    ['an extra field', 'json%2Fminify', { slug: 'json/minify', admin: true }],
    ['a non-string slug', 'x', { slug: 42 }],
    ['an empty slug', 'x', { slug: '' }],
    ['no slug', 'x', {}],
    ['an id that is not its slug', 'zzz', { slug: 'json/minify' }],
    ['an unencoded id', 'json', { slug: 'json' + '/minify' }],
    ['a script URL as slug', 'javascript:alert(1)', { slug: 'javascript:alert(1)' }],
    ['a path that climbs', '..%2F..%2Fadmin', { slug: '../../admin' }],
    ['a slug that starts with /', '%2F%2Fevil.example', { slug: '//evil.example' }],
    ['upper-case letters', 'JSON%2Fminify', { slug: 'JSON/minify' }],
  ])('denies a bookmark with %s', async (_what, id, data) => {
    await assertFails(counted(alice(), 'alice', 'bookmarks', id, data));
  });

  it('denies a bookmark added with a random id', async () => {
    await assertFails(addDoc(collection(alice(), 'users/alice/bookmarks'), { slug: 'json/minify' }));
  });

  it('accepts a bookmark of a content page, whose slug has several segments', async () => {
    await assertSucceeds(bookmark(alice(), 'alice', 'diagrams/mermaidjs/examples/pie_diagram'));
  });

  it.each([
    ['a missing date', { slug: 'a', fullUrl: 'http://localhost:3000/a/' }],
    ['a string date', { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: '2026-11-21' }],
    ['a date of its own choosing', { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: Timestamp.fromDate(new Date('2999-01-01')) }],
    ['an extra field', { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: serverTimestamp(), owner: 'bob' }],
    ['a javascript: URL', { slug: 'a', fullUrl: 'javascript:alert(1)//http://localhost:3000/a/', updated: serverTimestamp() }],
    ['a link to another page than its slug', { slug: 'a', fullUrl: 'http://localhost:3000/b/#{}', updated: serverTimestamp() }],
    ['a protocol-relative link', { slug: 'a', fullUrl: '//evil.example/a/', updated: serverTimestamp() }],
    ['a bad slug', { slug: '../admin', fullUrl: 'http://localhost:3000/../admin/', updated: serverTimestamp() }],
  ])('denies a share with %s', async (_what, data) => {
    await assertFails(share(alice(), 'alice', 's-bad', data));
  });

  it('accepts a share whose link is the page of its slug with the state in the fragment', async () => {
    await assertSucceeds(
      share(alice(), 'alice', 's-2', {
        slug: 'json/minify',
        fullUrl: 'http://127.0.0.1:4173/json/minify/#%7B%22input%22%3A%22%22%7D',
        updated: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['the local site on another port', 'http://127.0.0.1:3000'],
    ['localhost with a port', 'http://localhost:4193'],
    ['localhost without a port', 'http://localhost'],
    ['the configured site origin (NEXT_PUBLIC_SITE_ORIGIN, else the default)', site.origin],
  ])('accepts a share on %s', async (_what, origin) => {
    await assertSucceeds(
      share(alice(), 'alice', 'own', { slug: 'json/minify', fullUrl: `${origin}/json/minify/#%7B%7D`, updated: serverTimestamp() }),
    );
  });

  it.each([
    ['a foreign host', 'https://evil.example/json/minify/#%7B%7D'],
    ['a foreign host over http', 'http://evil.example/json/minify/'],
    ['a host that begins like the local one', 'http://127.0.0.1.evil.example/json/minify/'],
    ['a host that begins with localhost', 'http://localhost.evil.example:3000/json/minify/'],
    ['the local address as user name of a foreign host', 'http://127.0.0.1:3000@evil.example/json/minify/'],
    ['another scheme', 'ftp://localhost/json/minify/'],
    ['https to localhost, which the site is not served on', 'https://localhost:3000/json/minify/'],
    ['a foreign page carrying the local URL in its query', 'http://evil.example/x/?u=http://localhost/json/minify/'],
  ])('denies a share on %s', async (_what, fullUrl) => {
    await assertFails(share(alice(), 'alice', 'foreign', { slug: 'json/minify', fullUrl, updated: serverTimestamp() }));
  });

  it('counts bookmarks and shares as they are created and deleted', async () => {
    for (const slug of ['a', 'b/c', 'd']) await assertSucceeds(bookmark(alice(), 'alice', slug));
    await assertSucceeds(counted(alice(), 'alice', 'bookmarks', 'b%2Fc', null));
    await assertSucceeds(share(alice(), 'alice', 's-a', { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: serverTimestamp() }));
    expect(await countsOf('alice')).toEqual({ bookmarks: 2, shares: 1, changed: 'shares/s-a' });
    // The user can read their counts, not another's.
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/meta/counts')));
    await assertFails(getDoc(doc(alice(), 'users/bob/meta/counts')));
  });

  it(`stops at ${MAX_BOOKMARKS} bookmarks, and a deleted one makes room`, async () => {
    await seedCounts('alice', { bookmarks: MAX_BOOKMARKS - 1, changed: 'bookmarks/seed' });
    await assertSucceeds(bookmark(alice(), 'alice', 'last'));
    await assertFails(bookmark(alice(), 'alice', 'one-too-many'));
    expect((await countsOf('alice'))?.bookmarks).toBe(MAX_BOOKMARKS);
    // Writing an existing bookmark again is no new bookmark, so it is allowed at the limit.
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/bookmarks/last'), { slug: 'last' }));
    await assertSucceeds(counted(alice(), 'alice', 'bookmarks', 'last', null));
    await assertSucceeds(bookmark(alice(), 'alice', 'one-too-many'));
  });

  it(`stops at ${MAX_SHARES} shares`, async () => {
    await seedCounts('alice', { shares: MAX_SHARES - 1, changed: 'shares/seed' });
    const data = { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: serverTimestamp() };
    await assertSucceeds(share(alice(), 'alice', 'last', data));
    await assertFails(share(alice(), 'alice', 'one-too-many', data));
  });

  it('refuses a bookmark or share written without its count, or with a count that does not follow it', async () => {
    const data = { slug: 'a', fullUrl: 'http://localhost:3000/a/', updated: serverTimestamp() };
    // Without the count, as the client wrote them before.
    await assertFails(setDoc(doc(alice(), 'users/alice/bookmarks/a'), { slug: 'a' }));
    await assertFails(setDoc(doc(alice(), 'users/alice/shares/s'), data));
    // The count moved by two, or not at all, or for another document, or the other count moved.
    await assertFails(counted(alice(), 'alice', 'bookmarks', 'a', { slug: 'a' }, { bookmarks: increment(2), changed: 'bookmarks/a' }));
    await assertFails(counted(alice(), 'alice', 'bookmarks', 'a', { slug: 'a' }, { bookmarks: increment(0), changed: 'bookmarks/a' }));
    await assertFails(counted(alice(), 'alice', 'bookmarks', 'a', { slug: 'a' }, { bookmarks: increment(1), changed: 'bookmarks/b' }));
    await assertFails(counted(alice(), 'alice', 'bookmarks', 'a', { slug: 'a' }, { bookmarks: increment(1), shares: -5, changed: 'bookmarks/a' }));
    await assertFails(counted(alice(), 'alice', 'shares', 's', data, { shares: increment(1), changed: 'bookmarks/s' }));
    // Two bookmarks for one count.
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/alice/bookmarks/a'), { slug: 'a' });
    batch.set(doc(db, 'users/alice/bookmarks/b'), { slug: 'b' });
    batch.set(doc(db, 'users/alice/meta/counts'), { bookmarks: increment(1), changed: 'bookmarks/a' }, { merge: true });
    await assertFails(batch.commit());
    expect(await countsOf('alice')).toBeUndefined();
  });

  it('refuses to lower a count except by deleting what it counts', async () => {
    await assertSucceeds(bookmark(alice(), 'alice', 'a'));
    await assertSucceeds(bookmark(alice(), 'alice', 'b'));
    const counts = doc(alice(), 'users/alice/meta/counts');
    await assertFails(setDoc(counts, { bookmarks: 0, changed: 'bookmarks/a' }));
    await assertFails(setDoc(counts, { bookmarks: increment(-1), changed: 'bookmarks/a' }, { merge: true }));
    // Naming a bookmark that does not exist: nothing is deleted.
    await assertFails(counted(alice(), 'alice', 'bookmarks', 'zzz', null));
    await assertFails(deleteDoc(counts));
    // Deleting a bookmark without lowering the count is allowed to fail too: the count would lie.
    await assertFails(deleteDoc(doc(alice(), 'users/alice/bookmarks/a')));
    expect((await countsOf('alice'))?.bookmarks).toBe(2);
    // Deleting a bookmark that is not there needs no count.
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice/bookmarks/never')));
  });

  it('denies anything outside users/{uid}', async () => {
    await assertFails(setDoc(doc(alice(), 'settings/global'), { x: 1 }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { name: 'Alice' }));
    await assertFails(setDoc(doc(alice(), 'users/alice/secrets/x'), { x: 1 }));
  });
});
