import { parseJson } from '@/lib/json';
import { describeError } from '@/lib/result';
import { isPageSlug } from '@/lib/slug';

/**
 * The bookmarks export file (Export bookmarks / Import bookmarks in the account menu):
 * `{"format": "devbench-bookmarks", "version": 1, "exported": "<ISO date>", "bookmarks": ["json/minify", …]}`.
 * An import adds its pages to the current bookmarks (it never removes any).
 */
export const FAVOURITES_FORMAT = 'devbench-bookmarks';
export const FAVOURITES_VERSION = 1;
export const FAVOURITES_FILENAME = 'devbench-bookmarks.json';

/** The file's text for a list of bookmarked pages. */
export function favouritesFile(slugs: readonly string[], now = new Date()): string {
  return `${JSON.stringify({ format: FAVOURITES_FORMAT, version: FAVOURITES_VERSION, exported: now.toISOString(), bookmarks: slugs }, null, 2)}\n`;
}

/** The pages an export file lists, or what is wrong with it, in a sentence that names the part at fault. */
export function parseFavouritesFile(text: string): { ok: true; slugs: string[] } | { ok: false; error: string } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `The file is not valid JSON: ${describeError(parsed.error)}` };
  const v = parsed.value;
  if (!v || typeof v !== 'object' || Array.isArray(v))
    return { ok: false, error: 'The file is not a Devbench bookmarks export: it should hold a JSON object' };
  const o = v as Record<string, unknown>;
  if (o.format !== FAVOURITES_FORMAT)
    return { ok: false, error: `The file is not a Devbench bookmarks export: its "format" should be "${FAVOURITES_FORMAT}"` };
  if (o.version !== FAVOURITES_VERSION)
    return {
      ok: false,
      error:
        typeof o.version === 'number'
          ? `The file is version ${o.version} of the bookmarks export; this site reads version ${FAVOURITES_VERSION}`
          : `The file has no "version" number; this site reads version ${FAVOURITES_VERSION}`,
    };
  if (!Array.isArray(o.bookmarks)) return { ok: false, error: 'The file\'s "bookmarks" should be a list of page paths' };
  const bad = o.bookmarks.findIndex((s) => !isPageSlug(s));
  if (bad >= 0)
    return { ok: false, error: `The file's bookmarks[${bad}] is not a page path of this site: ${JSON.stringify(o.bookmarks[bad])?.slice(0, 80)}` };
  return { ok: true, slugs: [...new Set(o.bookmarks as string[])] };
}
