/** A searchable entry of the palette. */
export interface SearchEntry {
  slug: string;
  name: string;
  group: string;
  tags: readonly string[];
  keywords: readonly string[];
}

/**
 * Scores an entry against a query: every word of the query must appear in the name, slug, tags,
 * keywords or group; matches in the name rank first. Nothing is capped, so typing "json" lists every
 * JSON tool (it-tools capped at 5 and hid the best match).
 */
export function scoreEntry(entry: SearchEntry, query: string): number {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const name = entry.name.toLowerCase();
  const slug = entry.slug.toLowerCase();
  const tags = entry.tags.map((t) => t.toLowerCase());
  const keywords = entry.keywords.map((k) => k.toLowerCase());
  const group = entry.group.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (name.startsWith(word)) score += 8;
    else if (name.split(/[^a-z0-9]+/).some((w) => w.startsWith(word))) score += 6;
    else if (name.includes(word)) score += 5;
    else if (slug.includes(word)) score += 4;
    else if (tags.some((t) => t.includes(word))) score += 3;
    else if (keywords.some((k) => k.includes(word))) score += 2;
    else if (group.includes(word)) score += 1;
    else return 0;
  }
  return score;
}

/** Entries matching the query, grouped (groups in order of their best match), best first within a group. */
export function searchEntries(entries: readonly SearchEntry[], query: string): { group: string; entries: SearchEntry[] }[] {
  const scored = entries
    .map((entry, index) => ({ entry, index, score: scoreEntry(entry, query) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const groups = new Map<string, SearchEntry[]>();
  for (const { entry } of scored) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, entries: list }));
}
