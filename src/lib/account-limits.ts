/**
 * How many bookmarks, shares and saved recipes one account keeps. firestore.rules holds the same numbers (its
 * maxOf): rules cannot count a collection, so users/{uid}/meta/counts keeps the counts, changed in the same
 * batch as each bookmark, share or recipe (src/account/firebase-client.ts). tests/rules check the two agree.
 */
export const MAX_BOOKMARKS = 500;
export const MAX_SHARES = 1000;
export const MAX_RECIPES = 200;

/** A saved recipe's title, in characters (firestore.rules, isRecipe). */
export const MAX_RECIPE_TITLE = 120;
/** A saved recipe's steps as JSON text, in characters: about 100 KB (firestore.rules, isRecipe). */
export const MAX_RECIPE_CHARS = 100_000;
