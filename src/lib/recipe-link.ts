/** Links to /recipes/: its fragment holds the recipe's JSON (src/ops/pipeline.ts's recipeSchema), as `devbench run` reads it. */

/** Above this many characters the input goes to the recipes page through sessionStorage, not the link. */
export const RECIPE_LINK_INPUT_LIMIT = 1_000_000;
/** The sessionStorage key the recipes page reads (and removes) a handed-over input from. */
export const RECIPE_HANDOFF_KEY = 'devbench:recipe-input';

export interface HandedRecipe {
  steps: { op: string; options?: Record<string, unknown> }[];
  input?: string;
}

/** The page that runs recipes. */
export const RECIPES_PATH = '/recipes/';

/** A recipe's link fragment: `#` + encodeURIComponent(JSON.stringify(recipe)), what the page and `devbench run` read. */
export const recipeHash = (recipe: object): string => `#${encodeURIComponent(JSON.stringify(recipe))}`;

/** A step as links and saved recipes write it: no empty options, no false flags, nothing but the recipe's fields. */
export function tidyStep(step: { op: string; options?: Record<string, unknown>; disabled?: unknown; breakpoint?: unknown }) {
  const { op, options, disabled, breakpoint } = step;
  return {
    op,
    ...(options && Object.keys(options).length > 0 ? { options } : {}),
    ...(disabled ? { disabled: true } : {}),
    ...(breakpoint ? { breakpoint: true } : {}),
  };
}

/** The /recipes/ link of a handed-over recipe; a large input is left out of it and kept in sessionStorage. */
export function recipeHref(recipe: HandedRecipe, storage: Pick<Storage, 'setItem' | 'removeItem'> | null): string {
  let { input } = recipe;
  storage?.removeItem(RECIPE_HANDOFF_KEY);
  if (input !== undefined && input.length > RECIPE_LINK_INPUT_LIMIT && storage) {
    try {
      storage.setItem(RECIPE_HANDOFF_KEY, input);
      input = undefined;
    } catch {
      // Over the storage quota: the link carries the input as it is.
    }
  }
  return RECIPES_PATH + recipeHash({ steps: recipe.steps, ...(input !== undefined ? { input } : {}) });
}
