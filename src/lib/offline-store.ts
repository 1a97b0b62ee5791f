/**
 * What the service worker keeps for offline use beyond its precache, and the messages between it and the pages
 * (src/sw.ts; scripts/sw-precache.mjs builds the index it works from).
 *
 * A first visit's worker precaches only the shell (about 0.5 MB gzip), then the pages the visitor used, each with its
 * scripts and its tool's code. A page the visitor opens later is kept the same way, and each new deploy's worker
 * downloads those pages again before it takes over. "Make every tool available offline" (the footer) adds every tool
 * page; engines (Python, jq, Graphviz …) are still kept once used.
 */

/** The offline index (out/offline-index.json): each page's files beyond the precache, by number in `files`, its HTML first. */
export interface OfflineIndex {
  revision: string;
  files: string[];
  pages: Record<string, number[]>;
  /** The tool pages' addresses, as keys of `pages`. */
  tools: string[];
}

/** Its address. */
export const OFFLINE_INDEX_URL = '/offline-index.json';

/** Page → worker: keep this page (its address) offline, and remember it as used. */
export const KEEP_OFFLINE = 'KEEP_OFFLINE';
/** Page → worker: keep every tool offline (`on`), or only the pages used (`on: false`). */
export const EVERY_TOOL_OFFLINE = 'EVERY_TOOL_OFFLINE';
/** Page → worker: say where things stand (the answer is an OFFLINE_STATUS). Worker → pages: where things stand. */
export const OFFLINE_STATUS = 'OFFLINE_STATUS';

export type OfflineRequest =
  { type: typeof KEEP_OFFLINE; path: string } | { type: typeof EVERY_TOOL_OFFLINE; on: boolean } | { type: typeof OFFLINE_STATUS };

/** Where the visitor's "every tool" download stands: `done` of `total` files, or all there (`done === total`). */
export interface OfflineStatus {
  type: typeof OFFLINE_STATUS;
  everyTool: boolean;
  done: number;
  total: number;
  /** Files that could not be fetched in the last pass (the network went away): they are tried again next time. */
  failed: number;
}

/** The visitor's choices, kept by the worker: the pages used (most recent first) and whether every tool is kept. */
export interface OfflineChoices {
  used: string[];
  everyTool: boolean;
}

/** A window event that asks the shell to start the service worker now, even for a visitor saving data: they asked. */
export const START_OFFLINE = 'devbench:start-offline';

/** How many used pages are kept offline, most recent first. */
export const USED_PAGES = 40;

/** `paths` first, then the others not among them, at most USED_PAGES. */
export function markUsed(used: readonly string[], paths: readonly string[]): string[] {
  const list = [...paths, ...used];
  return list.filter((p, i) => list.indexOf(p) === i).slice(0, USED_PAGES);
}

/** The files to keep for these pages (addresses), as addresses: the HTML of each first, then what they need. */
export function filesFor(index: OfflineIndex, pages: readonly string[]): { pages: string[]; files: string[] } {
  const found = pages.filter((p) => index.pages[p]);
  const files = new Set<string>();
  for (const page of found) for (const n of index.pages[page].slice(1)) files.add('/' + index.files[n]);
  return { pages: found, files: [...files] };
}
