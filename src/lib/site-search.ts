import MiniSearch, { type Query, type SearchResult } from 'minisearch';

/** One searchable place: a tool, a page, or a section or item of a page (then `url` has a #fragment). */
export interface SearchDoc {
  /** Where the result goes (several rows of one cheatsheet table share their item's url). */
  url: string;
  title: string;
  /** What the result shows under its title: the tool's path, or the page and section it belongs to. */
  where: string;
  /** One of CONTENT_GROUPS, or else a tool category's name (what makes the document a tool). */
  group: string;
  keywords: string;
  /** Body text: a description, a command, a step's prose. */
  text: string;
}

/** Content groups, in the order the palette shows them, after the tool categories. */
export const CONTENT_GROUPS = ['Cheatsheets', 'Tutorials and articles', 'Problems', 'Examples', 'Blog', 'Site'] as const;

/** How many results a content group shows; tool groups are not capped (every JSON tool for "json"). */
const CONTENT_GROUP_LIMIT = 6;

// Words that carry no meaning in a query such as "how to undo a commit in git".
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it my of on or the this to what when with you your'.split(' '),
);

const normalise = (term: string) => term.toLowerCase();

const processTerm = (term: string) => {
  const t = normalise(term);
  return STOP_WORDS.has(t) ? null : t;
};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

// An arrow between two words says "to", as in "yaml -> json" or "yaml → json": a space for the tokenizer, which
// would otherwise keep ">" or "→" as words of their own (and "yaml->json" as "yaml", ">json"). A lone ">" counts
// only between spaces, so that "2>&1" keeps its words.
const ARROW = /(?:-+|=+)>|(?:^|\s)>(?=\s|$)|[\u2190-\u21ff\u2794\u279c\u27a1\u27f0-\u27ff\u2900-\u297f]/gu;

// "yaml2json": a "from 2 to" name as the command-line converters spell it; two words for the search.
const TWO = /^(\p{L}{2,})2(\p{L}{2,})$/u;

/** The query's words, as the index spells them (the same tokenizer, lower-cased, stop words dropped). */
export function queryTerms(query: string): string[] {
  return tokenize(query.replace(ARROW, ' '))
    .flatMap((token) => TWO.exec(token)?.slice(1) ?? [token])
    .map(processTerm)
    .filter((t): t is string => !!t);
}

/**
 * One word of a query as a query tree: the word itself with one edit of typo tolerance when it has 4 letters or more
 * (and prefix matching, so a half-typed word matches), or any of its swaps of two neighbouring letters ("jsno" is
 * "json": a swap is two edits to Levenshtein distance but one slip of the fingers).
 */
function termQuery(term: string): Query {
  const fuzzy = term.length >= 4 ? 1 : 0;
  const prefix = term.length >= 2;
  const variants = [term];
  if (term.length >= 4 && term.length <= 12) {
    for (let i = 0; i < term.length - 1; i++) {
      if (term[i] === term[i + 1]) continue;
      variants.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  if (variants.length === 1) return { queries: [term], fuzzy, prefix };
  // The word as typed first, then the swaps (scored a little lower, as a fuzzy match is).
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], fuzzy, prefix },
      { queries: variants.slice(1), prefix, boostTerm: () => 0.6 },
    ],
  };
}

/**
 * Whether a query word stands for a word of a title as the search matched it: the word itself, its beginning (a
 * half-typed word), or from 4 letters one typo or one swap of two neighbouring letters.
 */
function sameWord(term: string, word: string): boolean {
  if (word === term || (term.length >= 2 && word.startsWith(term))) return true;
  if (term.length < 4 || Math.abs(term.length - word.length) > 1) return false;
  let i = 0;
  while (i < term.length && term[i] === word[i]) i++;
  const rest = (a: number, b: number) => term.slice(a) === word.slice(b);
  // One letter replaced, one inserted, one dropped, or two neighbours swapped.
  return rest(i + 1, i + 1) || rest(i, i + 1) || rest(i + 1, i) || (term[i] === word[i + 1] && term[i + 1] === word[i] && rest(i + 2, i + 2));
}

/**
 * How well the order of the query's words agrees with their order in a title: which query words the title has (a
 * key, when it has two or more) and the pairs of them in the query's order less the pairs in the opposite order.
 */
function titleOrder(terms: readonly string[], title: string): { key: string; agreement: number } | null {
  const words = tokenize(title).map(normalise);
  const found: [term: number, at: number][] = [];
  terms.forEach((term, t) => {
    const at = words.findIndex((w) => sameWord(term, w));
    if (at >= 0) found.push([t, at]);
  });
  if (found.length < 2) return null;
  let agreement = 0;
  for (let a = 0; a < found.length; a++) for (let b = a + 1; b < found.length; b++) agreement += Math.sign(found[b][1] - found[a][1]);
  return { key: found.map(([t]) => t).join(' '), agreement };
}

/**
 * Results whose titles have the same words of the query, ordered among themselves by how well their word order
 * agrees with the query's: "yaml to json" puts YAML to JSON before JSON to YAML whatever their scores (the same words,
 * and "to" is a stop word), as "json to yaml" does the converse. Each keeps the places its group held in the ranking,
 * so the words' order decides only between such results and moves nothing else.
 */
function inQueryOrder<T extends { title: string }>(hits: T[], terms: readonly string[]): T[] {
  if (terms.length < 2) return hits;
  const groups = new Map<string, { at: number; agreement: number }[]>();
  hits.forEach((hit, at) => {
    const order = titleOrder(terms, hit.title);
    if (!order) return;
    const group = groups.get(order.key) ?? [];
    group.push({ at, agreement: order.agreement });
    groups.set(order.key, group);
  });
  const ordered = [...hits];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // Array.prototype.sort is stable: results that agree as well keep their order by score.
    const best = [...group].sort((a, b) => b.agreement - a.agreement);
    group.forEach((slot, i) => (ordered[slot.at] = hits[best[i].at]));
  }
  return ordered;
}

/** A found document, with its number in the index (a stable key for the list). */
export type SearchHit = Pick<SearchDoc, 'url' | 'title' | 'where' | 'group'> & { id: number };

export interface SearchGroup {
  group: string;
  results: SearchHit[];
}

export interface SiteSearch {
  /** Results grouped: tool categories first (best match first), then the content groups in their fixed order. */
  search(query: string): SearchGroup[];
  /** Adds documents (the content index arrives after the tools). */
  add(docs: readonly SearchDoc[]): void;
  readonly size: number;
}

const fields = ['title', 'keywords', 'where', 'text'] as const;

/** A search over `docs` (MiniSearch: prefix matching, one typo, title and keywords weighted above the body). */
export function createSiteSearch(docs: readonly SearchDoc[]): SiteSearch {
  const index = new MiniSearch<SearchDoc & { id: number }>({
    fields: [...fields],
    storeFields: ['url', 'title', 'where', 'group'],
    processTerm,
    searchOptions: { boost: { title: 4, keywords: 2, where: 1.5, text: 1 } },
  });
  const all: SearchDoc[] = [];
  const add = (list: readonly SearchDoc[]) => {
    index.addAll(list.map((d, i) => ({ ...d, id: all.length + i })));
    all.push(...list);
  };
  add(docs);
  const isTool = (group: string) => !(CONTENT_GROUPS as readonly string[]).includes(group);

  function groupResults(hits: readonly SearchHit[]): SearchGroup[] {
    const groups = new Map<string, SearchHit[]>();
    for (const hit of hits) {
      const list = groups.get(hit.group) ?? [];
      list.push(hit);
      groups.set(hit.group, list);
    }
    const tools = [...groups].filter(([g]) => isTool(g));
    const content = CONTENT_GROUPS.filter((g) => groups.has(g)).map((g) => [g, groups.get(g)!.slice(0, CONTENT_GROUP_LIMIT)] as const);
    return [...tools, ...content].map(([group, results]) => ({ group, results }));
  }

  return {
    get size() {
      return all.length;
    },
    add,
    search(query) {
      const terms = queryTerms(query);
      if (terms.length === 0) return groupResults(query.trim() === '' ? all.flatMap((d, id) => (isTool(d.group) ? [{ ...d, id }] : [])) : []);
      const tree: Query = { combineWith: 'AND', queries: terms.map(termQuery) };
      let hits: SearchResult[] = index.search(tree);
      // When no place has every word, the places with most of them are better than nothing.
      if (hits.length === 0 && terms.length > 1) hits = index.search({ combineWith: 'OR', queries: terms.map(termQuery) });
      return groupResults(
        inQueryOrder(
          hits.map((h) => ({
            id: h.id as number,
            url: h.url as string,
            title: h.title as string,
            where: h.where as string,
            group: h.group as string,
          })),
          terms,
        ),
      );
    },
  };
}
