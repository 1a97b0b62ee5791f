/**
 * How many bookmarks and shares one account keeps. firestore.rules holds the same numbers (its maxOf):
 * rules cannot count a collection, so users/{uid}/meta/counts keeps the counts, changed in the same
 * batch as each bookmark or share (src/account/firebase-client.ts). tests/rules check the two agree.
 */
export const MAX_BOOKMARKS = 500;
export const MAX_SHARES = 1000;
