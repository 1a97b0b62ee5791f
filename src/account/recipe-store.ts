'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAccount } from './AccountProvider';
import { newShareId } from './pending-shares';
import type * as RecipeClient from './recipe-client';
import { byUpdated, recipeTitled, type SavedRecipe } from './saved-recipe';

/*
 * The signed-in user's saved recipes, shared by the recipes page's Save/Saved recipes controls (SavedRecipes.tsx) and
 * the account menu. Read lazily, the first time either shows them, then kept (as shares are) and changed locally
 * with each save or delete. Firebase comes in through the account's load(), never on a page's first load.
 */

interface Store {
  /** Whose list this is; another user (or none) starts again from nothing. */
  uid: string | null;
  /** Null until loaded. */
  list: SavedRecipe[] | null;
  loading: boolean;
  /** The last problem, formatted for the user. */
  error: string | null;
}

const EMPTY: Store = { uid: null, list: null, loading: false, error: null };
let store: Store = EMPTY;
const listeners = new Set<() => void>();

function update(uid: string, change: Partial<Store> | ((s: Store) => Partial<Store>)) {
  const base = store.uid === uid ? store : { ...EMPTY, uid };
  store = { ...base, ...(typeof change === 'function' ? change(base) : change) };
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => store;

/** Forgets the list (tests; a sign-out does it by itself). */
export function forgetSavedRecipes() {
  store = EMPTY;
  for (const l of listeners) l();
}

/** A failed call in words; a failed fetch says only "Failed to fetch", so say what it means. */
export const recipeErrorText = (e: unknown) => {
  const text = e instanceof Error ? e.message : typeof e === 'string' ? e : 'Unknown error';
  return /^(Failed to fetch|NetworkError|Load failed)|network-request-failed|unavailable/.test(text)
    ? `could not reach the server (${text}); check your connection and try again`
    : text;
};

export interface SavedRecipes {
  /** Null until loaded (or while signed out). */
  list: SavedRecipe[] | null;
  loading: boolean;
  error: string | null;
  /** Loads the list if it is not loaded yet. */
  open(): Promise<void>;
  /**
   * Saves the steps text (recipeForStorage) under a title (recipeTitle): a saved recipe of the same title is replaced,
   * else a new one is made. Answers what happened, or throws with a message for the user.
   */
  save(title: string, recipe: string): Promise<'created' | 'replaced'>;
  /** Deletes a saved recipe (at once from the list, back in it if the delete fails). Answers whether it was deleted. */
  remove(id: string): Promise<boolean>;
  /** Saves a deleted recipe again (undo), under its old id. */
  restore(recipe: SavedRecipe): Promise<void>;
}

export function useSavedRecipes(): SavedRecipes {
  const { user, load } = useAccount();
  const uid = user?.uid ?? null;
  const snap = useSyncExternalStore(subscribe, snapshot, snapshot);
  const mine = uid !== null && snap.uid === uid ? snap : EMPTY;

  // Signed out, or another user: the last user's recipes go.
  useEffect(() => {
    if (store.uid !== null && store.uid !== uid) forgetSavedRecipes();
  }, [uid]);

  const client = useCallback(async (): Promise<typeof RecipeClient> => {
    if (!(await load())) throw new Error('sign-in could not load');
    return import('./recipe-client');
  }, [load]);

  const fetchList = useCallback(
    async (u: string): Promise<SavedRecipe[]> => {
      if (store.uid === u && store.list) return store.list;
      update(u, { loading: true, error: null });
      try {
        const list = await (await client()).loadRecipes(u);
        update(u, (s) => ({ loading: false, list: s.list ?? list }));
        return store.uid === u && store.list ? store.list : list;
      } catch (e) {
        update(u, { loading: false, error: `Could not load your saved recipes: ${recipeErrorText(e)}` });
        throw e;
      }
    },
    [client],
  );

  const open = useCallback(async () => {
    if (!uid || (store.uid === uid && (store.list || store.loading))) return;
    await fetchList(uid).catch(() => undefined);
  }, [uid, fetchList]);

  const save = useCallback(
    async (title: string, recipe: string): Promise<'created' | 'replaced'> => {
      if (!uid) throw new Error('Sign in to save recipes');
      update(uid, { error: null });
      const c = await client();
      const same = recipeTitled(await fetchList(uid), title);
      const now = Date.now();
      if (same) {
        await c.replaceRecipe(uid, same.id, title, recipe);
        update(uid, (s) => ({
          list: byUpdated((s.list ?? []).map((r) => (r.id === same.id ? { ...r, title, recipe, updatedAt: now } : r))),
        }));
        return 'replaced';
      }
      const id = newShareId();
      await c.createRecipe(uid, id, title, recipe);
      update(uid, (s) => ({ list: [{ id, title, recipe, createdAt: now, updatedAt: now }, ...(s.list ?? [])] }));
      return 'created';
    },
    [uid, client, fetchList],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!uid) return false;
      const gone = store.uid === uid ? store.list?.find((r) => r.id === id) : undefined;
      update(uid, (s) => ({ error: null, list: s.list?.filter((r) => r.id !== id) ?? null }));
      try {
        await (await client()).deleteRecipe(uid, id);
        return true;
      } catch (e) {
        update(uid, (s) => ({
          error: `Could not delete the recipe: ${recipeErrorText(e)}`,
          list: gone && s.list && !s.list.some((r) => r.id === id) ? byUpdated([...s.list, gone]) : s.list,
        }));
        return false;
      }
    },
    [uid, client],
  );

  const restore = useCallback(
    async (recipe: SavedRecipe) => {
      if (!uid) return;
      update(uid, { error: null });
      try {
        await (await client()).createRecipe(uid, recipe.id, recipe.title, recipe.recipe);
        const now = Date.now();
        update(uid, (s) => ({
          list: byUpdated([...(s.list ?? []).filter((r) => r.id !== recipe.id), { ...recipe, createdAt: now, updatedAt: now }]),
        }));
      } catch (e) {
        update(uid, { error: `Could not restore the recipe: ${recipeErrorText(e)}` });
      }
    },
    [uid, client],
  );

  return { list: mine.list, loading: mine.loading, error: mine.error, open, save, remove, restore };
}
