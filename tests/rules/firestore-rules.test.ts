import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, addDoc, Timestamp } from 'firebase/firestore';

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

describe('firestore.rules', () => {
  it('lets a user write, read and delete their own bookmark with the documented shape', async () => {
    const ref = doc(alice(), 'users/alice/bookmarks/json%2Fviewer');
    await assertSucceeds(setDoc(ref, { slug: 'json/viewer' }));
    await assertSucceeds(getDoc(ref));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/bookmarks')));
    await assertSucceeds(deleteDoc(ref));
  });

  it('lets a user add and list their own shares', async () => {
    await assertSucceeds(
      addDoc(collection(alice(), 'users/alice/shares'), { slug: 'graphviz', fullUrl: 'https://x/graphviz/#%7B%7D', updated: serverTimestamp() }),
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

  it("denies another user's data", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/bookmarks/json%2Fminify')));
    await assertFails(getDocs(collection(alice(), 'users/bob/shares')));
    await assertFails(setDoc(doc(alice(), 'users/bob/bookmarks/x'), { slug: 'x' }));
    await assertFails(deleteDoc(doc(alice(), 'users/bob/bookmarks/json%2Fminify')));
    await assertFails(getDocs(collection(alice(), 'users/bob/subscriptions')));
  });

  it('denies unauthenticated access', async () => {
    await assertFails(getDoc(doc(anon(), 'users/bob/bookmarks/json%2Fminify')));
    await assertFails(setDoc(doc(anon(), 'users/bob/bookmarks/x'), { slug: 'x' }));
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
    await assertFails(setDoc(doc(alice(), 'users/alice/bookmarks', id), data));
  });

  it('denies a bookmark added with a random id', async () => {
    await assertFails(addDoc(collection(alice(), 'users/alice/bookmarks'), { slug: 'json/minify' }));
  });

  it('accepts a bookmark of a content page, whose slug has several segments', async () => {
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice/bookmarks/diagrams%2Fmermaidjs%2Fexamples%2Fpie_diagram'), {
        slug: 'diagrams/mermaidjs/examples/pie_diagram',
      }),
    );
  });

  it.each([
    ['a missing date', { slug: 'a', fullUrl: 'https://x/a/' }],
    ['a string date', { slug: 'a', fullUrl: 'https://x/a/', updated: '2026-11-21' }],
    ['a date of its own choosing', { slug: 'a', fullUrl: 'https://x/a/', updated: Timestamp.fromDate(new Date('2999-01-01')) }],
    ['an extra field', { slug: 'a', fullUrl: 'https://x/a/', updated: serverTimestamp(), owner: 'bob' }],
    ['a javascript: URL', { slug: 'a', fullUrl: 'javascript:alert(1)//https://x/a/', updated: serverTimestamp() }],
    ['a link to another page than its slug', { slug: 'a', fullUrl: 'https://x/b/#{}', updated: serverTimestamp() }],
    ['a protocol-relative link', { slug: 'a', fullUrl: '//evil.example/a/', updated: serverTimestamp() }],
    ['a bad slug', { slug: '../admin', fullUrl: 'https://x/../admin/', updated: serverTimestamp() }],
  ])('denies a share with %s', async (_what, data) => {
    await assertFails(addDoc(collection(alice(), 'users/alice/shares'), data));
  });

  it('accepts a share whose link is the page of its slug with the state in the fragment', async () => {
    await assertSucceeds(
      addDoc(collection(alice(), 'users/alice/shares'), {
        slug: 'json/minify',
        fullUrl: 'http://127.0.0.1:4173/json/minify/#%7B%22input%22%3A%22%22%7D',
        updated: serverTimestamp(),
      }),
    );
  });

  it('denies anything outside users/{uid}', async () => {
    await assertFails(setDoc(doc(alice(), 'settings/global'), { x: 1 }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { name: 'Alice' }));
    await assertFails(setDoc(doc(alice(), 'users/alice/secrets/x'), { x: 1 }));
  });
});
