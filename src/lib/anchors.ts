/** The id of a heading or section made from its text: lower case, runs of anything else than a-z0-9 as one dash. */
export const anchorSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The fragment of a cheatsheet section (`sheetAnchor('Stage and commit')` is `stage-and-commit`) or of its
 * item number `item` counted from 1 (`stage-and-commit-2`). The page and the search index both use it.
 */
export const sheetAnchor = (sectionTitle: string, item?: number): string =>
  item === undefined ? anchorSlug(sectionTitle) : `${anchorSlug(sectionTitle)}-${item}`;
