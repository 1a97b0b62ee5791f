// firestore.rules for saved recipes (users/{uid}/recipes/{id}), written as src/account/recipe-client.ts writes them:
// created and deleted in one batch with their count in users/{uid}/meta/counts, as bookmarks and shares are.
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { MAX_RECIPE_CHARS, MAX_RECIPE_TITLE, MAX_RECIPES } from '@/lib/account-limits';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-recipes',
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const STEPS = JSON.stringify({ steps: [{ op: 'base64_decoder' }, { op: 'json_formatter', options: { indent: '4' } }] });

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const at = Timestamp.fromDate(new Date('2026-11-01'));
    await setDoc(doc(db, 'users/bob/recipes/bob-recipe-1'), { title: "Bob's", recipe: STEPS, createdAt: at, updatedAt: at });
    await setDoc(doc(db, 'users/bob/meta/counts'), { recipes: 1, changed: 'recipes/bob-recipe-1' });
  });
});

const alice = () => env.authenticatedContext('alice').firestore();
const anon = () => env.unauthenticatedContext().firestore();
/** A test context's database (the compat type of @firebase/rules-unit-testing). */
type Db = ReturnType<typeof alice>;
const fs = (db: Db) => db as unknown as Firestore;

/** A recipe as the client saves it. */
const recipe = (fields: Record<string, unknown> = {}) => ({
  title: 'Decode and format',
  recipe: STEPS,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...fields,
});

/**
 * Creates (data) or deletes (null) a recipe in one batch with its count, as the client does; `counts` replaces what
 * goes into the counts document.
 */
function counted(context: Db, uid: string, id: string, data: Record<string, unknown> | null, counts?: Record<string, unknown>) {
  const db = fs(context);
  const batch = writeBatch(db);
  const ref = doc(db, 'users', uid, 'recipes', id);
  if (data) batch.set(ref, data);
  else batch.delete(ref);
  batch.set(doc(db, 'users', uid, 'meta', 'counts'), counts ?? { recipes: increment(data ? 1 : -1), changed: `recipes/${id}` }, { merge: true });
  return batch.commit();
}
const save = (db: Db, id: string, fields: Record<string, unknown> = {}) => counted(db, 'alice', id, recipe(fields));

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore(), path))).data();
  });
  return data;
}

describe('firestore.rules: saved recipes', () => {
  it('lets a user save, list, read and delete their own recipe', async () => {
    await assertSucceeds(save(alice(), 'recipe-0001'));
    const data = await stored('users/alice/recipes/recipe-0001');
    expect(data).toMatchObject({ title: 'Decode and format', recipe: STEPS });
    expect(data?.createdAt).toBeInstanceOf(Timestamp);
    expect(data?.updatedAt).toEqual(data?.createdAt);
    expect(await stored('users/alice/meta/counts')).toEqual({ recipes: 1, changed: 'recipes/recipe-0001' });
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/recipes/recipe-0001')));
    await assertSucceeds(getDocs(collection(alice(), 'users/alice/recipes')));
    await assertSucceeds(counted(alice(), 'alice', 'recipe-0001', null));
    expect(await stored('users/alice/recipes/recipe-0001')).toBeUndefined();
    expect((await stored('users/alice/meta/counts'))?.recipes).toBe(0);
  });

  it('lets a user replace the title and steps of their recipe, keeping its creation date', async () => {
    await assertSucceeds(save(alice(), 'recipe-0001'));
    const ref = doc(alice(), 'users/alice/recipes/recipe-0001');
    const steps = JSON.stringify({ steps: [{ op: 'url_decoder', disabled: true }] });
    await assertSucceeds(updateDoc(ref, { title: 'Renamed', recipe: steps, updatedAt: serverTimestamp() }));
    expect(await stored('users/alice/recipes/recipe-0001')).toMatchObject({ title: 'Renamed', recipe: steps });
    // The dates are the server's: not the client's, and the creation date stays.
    await assertFails(updateDoc(ref, { title: 'x', updatedAt: Timestamp.fromDate(new Date('2999-01-01')) }));
    await assertFails(updateDoc(ref, { title: 'x' }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { title: '', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { recipe: 'x'.repeat(MAX_RECIPE_CHARS + 1), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { owner: 'bob', updatedAt: serverTimestamp() }));
    // Replacing needs no count: the number of recipes does not change.
    expect((await stored('users/alice/meta/counts'))?.recipes).toBe(1);
  });

  it("denies another user's recipes", async () => {
    await assertFails(getDoc(doc(alice(), 'users/bob/recipes/bob-recipe-1')));
    await assertFails(getDocs(collection(alice(), 'users/bob/recipes')));
    await assertFails(counted(alice(), 'bob', 'recipe-0002', recipe()));
    await assertFails(updateDoc(doc(alice(), 'users/bob/recipes/bob-recipe-1'), { title: 'Mine now', updatedAt: serverTimestamp() }));
    await assertFails(counted(alice(), 'bob', 'bob-recipe-1', null));
    expect(await stored('users/bob/recipes/bob-recipe-1')).toMatchObject({ title: "Bob's" });
  });

  it('denies recipes to a visitor who is not signed in', async () => {
    await assertFails(getDocs(collection(anon(), 'users/bob/recipes')));
    await assertFails(counted(anon(), 'bob', 'recipe-0002', recipe()));
    await assertFails(counted(anon(), 'bob', 'bob-recipe-1', null));
  });

  it.each([
    ['no title', { title: undefined }],
    ['an empty title', { title: '' }],
    ['a title of spaces only', { title: '   ' }],
    [`a title over ${MAX_RECIPE_TITLE} characters`, { title: 't'.repeat(MAX_RECIPE_TITLE + 1) }],
    ['a title that is not text', { title: 42 }],
    ['no recipe', { recipe: undefined }],
    ['a recipe that is not text', { recipe: { steps: [] } }],
    ['a recipe that is not a list of steps', { recipe: 'hello' }],
    ['a recipe that carries its input first', { recipe: '{"input":"secret","steps":[]}' }],
    ['a recipe that carries its input last', { recipe: '{"steps":[],"input":"secret"}' }],
    [`a recipe over ${MAX_RECIPE_CHARS.toLocaleString('en-US')} characters`, { recipe: `{"steps":[${'1'.repeat(MAX_RECIPE_CHARS - 11)}]}` }],
    ['an extra field', { input: 'secret' }],
    ['an owner field', { owner: 'bob' }],
    ['no creation date', { createdAt: undefined }],
    ['no change date', { updatedAt: undefined }],
    ['a creation date of its own choosing', { createdAt: Timestamp.fromDate(new Date('2000-01-01')) }],
    ['a change date of its own choosing', { updatedAt: Timestamp.fromDate(new Date('2999-01-01')) }],
    ['a date as text', { createdAt: '2026-11-29' }],
  ])('denies a recipe with %s', async (_what, fields) => {
    const data = Object.fromEntries(Object.entries(recipe(fields)).filter(([, v]) => v !== undefined));
    await assertFails(counted(alice(), 'alice', 'recipe-0003', data));
    expect(await stored('users/alice/meta/counts')).toBeUndefined();
  });

  it.each([
    ['too short', 'abc'],
    ['with a dot', 'recipe.0001'],
    ['with an underscore', 'recipe_0001'],
    ['too long', 'r'.repeat(65)],
  ])('denies a recipe whose id is %s', async (_what, id) => {
    await assertFails(save(alice(), id));
  });

  it('accepts a title and a recipe at their limits, counted in characters', async () => {
    const steps = `{"steps":[${'1'.repeat(MAX_RECIPE_CHARS - 12)}]}`;
    expect(steps).toHaveLength(MAX_RECIPE_CHARS);
    await assertSucceeds(save(alice(), 'recipe-0004', { title: 't'.repeat(MAX_RECIPE_TITLE), recipe: steps }));
    // A character outside ASCII is one character to the rules (the client counts UTF-16 units, which are never fewer).
    await assertSucceeds(save(alice(), 'recipe-0005', { title: '€'.repeat(MAX_RECIPE_TITLE) }));
    await assertSucceeds(save(alice(), 'recipe-0006', { title: '😀'.repeat(MAX_RECIPE_TITLE / 2) }));
  });

  it(`stops at ${MAX_RECIPES} recipes, and a deleted one makes room`, async () => {
    await env.withSecurityRulesDisabled(async (ctx) =>
      setDoc(doc(ctx.firestore(), 'users/alice/meta/counts'), { bookmarks: 3, shares: 4, recipes: MAX_RECIPES - 1, changed: 'recipes/seed' }),
    );
    await assertSucceeds(save(alice(), 'recipe-last'));
    await assertFails(save(alice(), 'recipe-too-many'));
    expect(await stored('users/alice/meta/counts')).toEqual({ bookmarks: 3, shares: 4, recipes: MAX_RECIPES, changed: 'recipes/recipe-last' });
    // Replacing one at the limit is no new recipe.
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice/recipes/recipe-last'), { title: 'Still the last', updatedAt: serverTimestamp() }));
    await assertSucceeds(counted(alice(), 'alice', 'recipe-last', null));
    await assertSucceeds(save(alice(), 'recipe-too-many'));
  });

  it('refuses a recipe written without its count, or with a count that does not follow it', async () => {
    const ref = doc(alice(), 'users/alice/recipes/recipe-0007');
    await assertFails(setDoc(ref, recipe()));
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { recipes: increment(2), changed: 'recipes/recipe-0007' }));
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { recipes: increment(0), changed: 'recipes/recipe-0007' }));
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { recipes: increment(1), changed: 'recipes/other-0001' }));
    // Another count moved along with it.
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { recipes: increment(1), bookmarks: -5, changed: 'recipes/recipe-0007' }));
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { recipes: increment(1), shares: 9, changed: 'recipes/recipe-0007' }));
    // Counted as a bookmark.
    await assertFails(counted(alice(), 'alice', 'recipe-0007', recipe(), { bookmarks: increment(1), changed: 'bookmarks/recipe-0007' }));
    expect(await stored('users/alice/meta/counts')).toBeUndefined();
  });

  it('keeps the recipe count when a bookmark is counted, and refuses a bookmark that moves it', async () => {
    await assertSucceeds(save(alice(), 'recipe-0008'));
    const db = fs(alice());
    const bookmark = (counts: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'users/alice/bookmarks/json%2Fminify'), { slug: 'json/minify' });
      batch.set(doc(db, 'users/alice/meta/counts'), counts, { merge: true });
      return batch.commit();
    };
    await assertFails(bookmark({ bookmarks: increment(1), recipes: 0, changed: 'bookmarks/json%2Fminify' }));
    await assertSucceeds(bookmark({ bookmarks: increment(1), changed: 'bookmarks/json%2Fminify' }));
    expect(await stored('users/alice/meta/counts')).toEqual({ bookmarks: 1, recipes: 1, changed: 'bookmarks/json%2Fminify' });
  });

  it('refuses to delete a recipe without lowering its count, or to lower the count without deleting one', async () => {
    await assertSucceeds(save(alice(), 'recipe-0009'));
    await assertFails(deleteDoc(doc(alice(), 'users/alice/recipes/recipe-0009')));
    await assertFails(setDoc(doc(alice(), 'users/alice/meta/counts'), { recipes: increment(-1), changed: 'recipes/recipe-0009' }, { merge: true }));
    await assertFails(counted(alice(), 'alice', 'recipe-none', null));
    expect((await stored('users/alice/meta/counts'))?.recipes).toBe(1);
    // Deleting a recipe that is not there needs no count (a second device deleted it first).
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice/recipes/recipe-gone')));
  });
});
