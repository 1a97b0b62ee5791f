import { formatLongDate } from '@/lib/subscription';
import { MAX_RECIPE_CHARS, MAX_RECIPE_TITLE } from '@/lib/account-limits';
import { RECIPES_PATH, tidyStep } from '@/lib/recipe-link';
import { fail, ok, type Result } from '@/lib/result';
import type { RecipeStep } from '@/ops/pipeline';

/*
 * Saved recipes (users/{uid}/recipes/{id}): the pure part, what is stored and how it is read back. Only the steps are
 * kept, never the recipe's input (it may be large, binary or private). The steps are stored as compact JSON text,
 * `{"steps":[…]}`, exactly the `recipeSchema` shape (src/ops/pipeline.ts) that the /recipes/ page's link and
 * `devbench run` read; firestore.rules checks that the text begins and ends so and holds at most MAX_RECIPE_CHARS
 * characters. No zod here: this runs on the page.
 */

/** A saved recipe as the account lists it. */
export interface SavedRecipe {
  id: string;
  title: string;
  /** The steps as stored: `{"steps":[…]}`. */
  recipe: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The steps in the shape `recipeSchema` reads, or what is wrong with them. Only `op`, `options`, `disabled` and
 * `breakpoint` are kept (a page's own keys on its steps are dropped), and as the page's links write them: no empty
 * options, no false flags.
 */
export function storableSteps(steps: readonly unknown[]): Result<RecipeStep[]> {
  const out: RecipeStep[] = [];
  for (const [i, raw] of steps.entries()) {
    const where = `Step ${i + 1}`;
    if (!isRecord(raw)) return fail(`${where} is not a step`);
    if (typeof raw.op !== 'string' || raw.op === '') return fail(`${where} has no operation`);
    if (raw.options !== undefined && !isRecord(raw.options)) return fail(`${where}: its options must be an object`);
    for (const flag of ['disabled', 'breakpoint'] as const) {
      if (raw[flag] !== undefined && typeof raw[flag] !== 'boolean') return fail(`${where}: "${flag}" must be true or false`);
    }
    out.push(tidyStep({ ...raw, op: raw.op, options: raw.options as Record<string, unknown> | undefined }));
  }
  return ok(out);
}

/** A number as the site writes it: 100,000. */
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The text stored for a recipe: its steps as compact JSON, `{"steps":[…]}`, without the input. Fails when there are no
 * steps, a step is malformed, an option cannot be written as JSON, or the text is over MAX_RECIPE_CHARS characters.
 */
export function recipeForStorage(recipe: { steps: readonly unknown[] }): Result<string> {
  if (!Array.isArray(recipe.steps) || recipe.steps.length === 0) return fail('The recipe has no steps to save: add a step first');
  const steps = storableSteps(recipe.steps);
  if (!steps.ok) return steps;
  let text: string;
  try {
    text = JSON.stringify({ steps: steps.value });
  } catch (e) {
    return fail(`The recipe cannot be saved: an option is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  // UTF-16 units: never fewer than the characters the rules count, so what passes here passes there.
  if (text.length > MAX_RECIPE_CHARS) {
    return fail(
      `The recipe is ${count(text.length)} characters as JSON; a saved recipe holds at most ${count(MAX_RECIPE_CHARS)} (about 100 KB). Move long option values into the input.`,
    );
  }
  return ok(text);
}

/** A title as stored: trimmed, 1 to MAX_RECIPE_TITLE characters. */
export function recipeTitle(title: string): Result<string> {
  const trimmed = title.trim();
  if (trimmed === '') return fail('Give the recipe a title');
  if (trimmed.length > MAX_RECIPE_TITLE) return fail(`A title is at most ${MAX_RECIPE_TITLE} characters (this one is ${trimmed.length})`);
  return ok(trimmed);
}

/** The steps of a stored recipe, or null when the text is not a recipe (then it cannot be opened). */
export function readSavedRecipe(text: string): { steps: RecipeStep[] } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.steps)) return null;
  const steps = storableSteps(json.steps);
  return steps.ok ? { steps: steps.value } : null;
}

/** The /recipes/ page with this stored recipe in its link (the page's fragment: `#` + encodeURIComponent(JSON)). */
export const savedRecipeLink = (text: string) => `${RECIPES_PATH}#${encodeURIComponent(text)}`;

/** "3 steps", "1 step"; "unreadable" for a stored text that is not a recipe. */
export function stepsLabel(text: string): string {
  const recipe = readSavedRecipe(text);
  if (!recipe) return 'unreadable';
  return `${recipe.steps.length} ${recipe.steps.length === 1 ? 'step' : 'steps'}`;
}

/** The saved recipe of this title (compared trimmed, ignoring case), which saving under it replaces. */
export const recipeTitled = (list: readonly SavedRecipe[], title: string): SavedRecipe | undefined => {
  const key = title.trim().toLowerCase();
  return key === '' ? undefined : list.find((r) => r.title.trim().toLowerCase() === key);
};

/** Newest change first. */
export const byUpdated = (list: readonly SavedRecipe[]): SavedRecipe[] => [...list].sort((a, b) => b.updatedAt - a.updatedAt);

/** The date a list shows: en-US, long month (as shares and subscriptions show theirs). */
export const recipeDate = formatLongDate;
