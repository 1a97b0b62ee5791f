/**
 * A page slug as the site writes them (and as firestore.rules accepts them): lower-case segments of
 * letters, digits, '_' and '-', joined by '/'. Data read back from the store is checked with this
 * before it becomes a link, so a stored `//evil.example` or `javascript:` never does.
 */
export const isPageSlug = (s: unknown): s is string =>
  typeof s === 'string' && s.length <= 200 && /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/.test(s);

/** A share link is followed only when it points into this site, at the page of its slug. */
export const isOwnShareUrl = (url: string, slug: string, origin: string): boolean => isPageSlug(slug) && url.startsWith(`${origin}/${slug}/`);
