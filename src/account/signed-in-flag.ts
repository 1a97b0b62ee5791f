/**
 * The localStorage key that remembers that this browser had a signed-in user: Firebase loads at start only for
 * them (AccountProvider), and a page that loads its scripts on the first interaction loads them at once for them,
 * so that their name and bookmarks show without one (the header's data-saved-state, scripts/defer-scripts.mjs).
 */
export const SIGNED_IN_FLAG = 'devbench:signed-in';
