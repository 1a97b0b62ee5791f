import { safeStorage } from './storage';

/** Where the tools this browser opened last are kept (localStorage). */
export const RECENT_TOOLS_KEY = 'devbench:recent-tools';
/** How many tools the home page lists as recently used. */
export const RECENT_TOOLS_MAX = 8;

/** The tools this browser opened last, newest first (slugs); anything malformed in storage is ignored. */
export function readRecentTools(): string[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(RECENT_TOOLS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string').slice(0, RECENT_TOOLS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a tool first in the recent list (kept in this browser only, like the tools' input). */
export function rememberRecentTool(slug: string) {
  safeStorage.set(RECENT_TOOLS_KEY, JSON.stringify([slug, ...readRecentTools().filter((s) => s !== slug)].slice(0, RECENT_TOOLS_MAX)));
}
