// The site's own saved-recipe calls (src/account/recipe-client.ts, through firebase-client.ts) against the Auth and
// Firestore emulators, signed in as a made-up Google account: what the page writes passes the rules, and reads back.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { signInToEmulator, signOut } from '@/account/firebase-client';
import { createRecipe, deleteRecipe, loadRecipes, replaceRecipe } from '@/account/recipe-client';
import { recipeForStorage } from '@/account/saved-recipe';
import { MAX_RECIPES } from '@/lib/account-limits';
import { firebaseSettings } from '@/lib/firebase-settings';

let env: RulesTestEnvironment;
let uid: string;

const text = (steps: unknown[]) => {
  const r = recipeForStorage({ steps });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const STEPS = text([{ op: 'base64_decoder' }, { op: 'json_formatter' }]);

beforeAll(async () => {
  // Signed in first, so the site's module makes the first Firebase app (its own settings), as on the page.
  const user = await signInToEmulator(`recipes-${Date.now()}@example.com`, 'Recipe Tester');
  uid = user.uid;
  // The emulator's rules for the site's project are the file's as it is now (the emulator may have been started before).
  env = await initializeTestEnvironment({
    projectId: firebaseSettings.options.projectId,
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  await env?.cleanup();
});

const counts = async () => {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore(), `users/${uid}/meta/counts`))).data();
  });
  return data;
};

describe('saved recipes through the site’s Firebase module', () => {
  it('saves, lists (newest first), replaces and deletes, with the count following', async () => {
    await createRecipe(uid, 'recipe-a-0001', 'First', STEPS);
    await new Promise((r) => setTimeout(r, 20));
    await createRecipe(uid, 'recipe-b-0001', 'Second', text([{ op: 'url_decoder' }]));
    let list = await loadRecipes(uid);
    expect(list.map((r) => r.title)).toEqual(['Second', 'First']);
    expect(list[1]).toMatchObject({ id: 'recipe-a-0001', recipe: STEPS });
    expect(Math.abs(list[1].createdAt - Date.now())).toBeLessThan(60_000);
    expect((await counts())?.recipes).toBe(2);

    const created = list[1].createdAt;
    await new Promise((r) => setTimeout(r, 20));
    await replaceRecipe(uid, 'recipe-a-0001', 'First, renamed', text([{ op: 'hex/decode', disabled: true }]));
    list = await loadRecipes(uid);
    expect(list[0]).toMatchObject({
      id: 'recipe-a-0001',
      title: 'First, renamed',
      recipe: '{"steps":[{"op":"hex/decode","disabled":true}]}',
      createdAt: created,
    });
    expect(list[0].updatedAt).toBeGreaterThan(created);
    expect((await counts())?.recipes).toBe(2);

    // A save sent again (its first write landed unacknowledged) makes no second recipe and no second count.
    await createRecipe(uid, 'recipe-b-0001', 'Second', text([{ op: 'url_decoder' }]));
    expect((await counts())?.recipes).toBe(2);

    await deleteRecipe(uid, 'recipe-b-0001');
    // Deleted already (say on another device): nothing to do.
    await deleteRecipe(uid, 'recipe-b-0001');
    expect((await loadRecipes(uid)).map((r) => r.id)).toEqual(['recipe-a-0001']);
    expect((await counts())?.recipes).toBe(1);
  });

  it(`says so when the account already keeps ${MAX_RECIPES} recipes`, async () => {
    await env.withSecurityRulesDisabled(async (ctx) =>
      setDoc(doc(ctx.firestore(), `users/${uid}/meta/counts`), { recipes: MAX_RECIPES, changed: 'recipes/seed' }),
    );
    await expect(createRecipe(uid, 'recipe-c-0001', 'One too many', STEPS)).rejects.toThrow(
      'an account keeps at most 200 saved recipes; delete one to save another',
    );
    await deleteRecipe(uid, 'recipe-a-0001');
    await createRecipe(uid, 'recipe-c-0001', 'Now there is room', STEPS);
    expect((await counts())?.recipes).toBe(MAX_RECIPES);
  });

  it("cannot read or write another user's recipes", async () => {
    await expect(loadRecipes('someone-else')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(createRecipe('someone-else', 'recipe-d-0001', 'Not mine', STEPS)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
