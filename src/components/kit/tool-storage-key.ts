/**
 * Where a tool keeps its state in localStorage. A state too large for localStorage goes to IndexedDB under the
 * same key, and localStorage then holds `<key>:idb` instead, so that one synchronous look at localStorage tells
 * whether the tool has something to restore (the page's loader does: scripts/defer-scripts.mjs).
 */
export const toolStorageKey = (slug: string) => `devbench:tool:${slug}`;

/** The localStorage entry that says the tool's state is in IndexedDB. */
export const inIndexedDbMark = (slug: string) => `${toolStorageKey(slug)}:idb`;
