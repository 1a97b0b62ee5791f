// Saved recipes in Firestore, users/{uid}/recipes/{id} = {title, recipe, createdAt, updatedAt} (saved-recipe.ts says
// what `recipe` holds). Loaded with import() after firebase-client.ts, whose Firebase it shares: anonymous visitors
// never download either.
import { collection, doc, getDocs, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { MAX_RECIPES } from '@/lib/account-limits';
import { countedWrite, firestoreDb } from './firebase-client';
import { byUpdated, type SavedRecipe } from './saved-recipe';

const millis = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : typeof v === 'number' ? v : 0);
const recipeRef = (uid: string, id: string) => doc(firestoreDb(), 'users', uid, 'recipes', id);

/** The user's saved recipes, the last changed first. */
export async function loadRecipes(uid: string): Promise<SavedRecipe[]> {
  const snap = await getDocs(collection(firestoreDb(), 'users', uid, 'recipes'));
  return byUpdated(
    snap.docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
        title: String(data.title ?? ''),
        recipe: String(data.recipe ?? ''),
        createdAt: millis(data.createdAt),
        updatedAt: millis(data.updatedAt),
      };
    }),
  );
}

/**
 * Saves a new recipe under the id the save got when it was asked for (saving it again after a failure that did land
 * makes no second one), with its count, dated by the server. `recipe` is the text of recipeForStorage().
 */
export async function createRecipe(uid: string, id: string, title: string, recipe: string): Promise<void> {
  const full = `an account keeps at most ${MAX_RECIPES.toLocaleString('en-US')} saved recipes; delete one to save another`;
  const now = serverTimestamp();
  await countedWrite(uid, recipeRef(uid, id), 'recipes', 1, { title, recipe, createdAt: now, updatedAt: now }, MAX_RECIPES, full);
}

/** Replaces the title and steps of a saved recipe; it keeps its creation date. */
export async function replaceRecipe(uid: string, id: string, title: string, recipe: string): Promise<void> {
  await updateDoc(recipeRef(uid, id), { title, recipe, updatedAt: serverTimestamp() });
}

/** Deletes a saved recipe with its count (one already gone, say from another device, counts as deleted). */
export async function deleteRecipe(uid: string, id: string): Promise<void> {
  await countedWrite(uid, recipeRef(uid, id), 'recipes', -1, {}, MAX_RECIPES, '');
}
