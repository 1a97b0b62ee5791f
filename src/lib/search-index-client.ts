import type { SearchDoc } from './site-search';

let docs: Promise<SearchDoc[]> | null = null;

/**
 * The site's content index (/search-index.json: every content page and section, written at build time), fetched
 * once per page load and shared by the search palette and the account menu. A failed fetch is forgotten, so the
 * next call tries again.
 */
export function loadSearchDocs(): Promise<SearchDoc[]> {
  docs ??= fetch('/search-index.json')
    .then((res) => {
      if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
      return res.json() as Promise<SearchDoc[]>;
    })
    .catch((error: unknown) => {
      docs = null;
      throw error;
    });
  return docs;
}

/** The title of each page in the index by its path (`/cheatsheets/git/`), leaving out sections (`…#part`). */
export function pageTitles(index: readonly SearchDoc[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const doc of index) if (!doc.url.includes('#') && !titles.has(doc.url)) titles.set(doc.url, doc.title);
  return titles;
}
