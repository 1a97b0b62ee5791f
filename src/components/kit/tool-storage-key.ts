/**
 * Where a tool keeps its state in localStorage. A state too large for localStorage goes to IndexedDB under the
 * same key, and localStorage then holds `<key>:idb` instead, so that one synchronous look at localStorage tells
 * whether the tool has something to restore (the page's loader does: scripts/defer-scripts.mjs).
 */
export const toolStorageKey = (slug: string) => `devbench:tool:${slug}`;

/** The localStorage entry that says the tool's state is in IndexedDB. */
export const inIndexedDbMark = (slug: string) => `${toolStorageKey(slug)}:idb`;

/**
 * The localStorage entry written just before a saved state is put on screen and removed once the page has stayed
 * responsive with it: found at the next load, it says the last restore may have hung the page (issue 28).
 */
export const restoringMark = (slug: string) => `${toolStorageKey(slug)}:restoring`;
