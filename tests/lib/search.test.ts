import { scoreEntry, searchEntries, type SearchEntry } from '@/lib/search';
import { categoryById } from '@/registry/categories';
import { tools } from '@/registry/tools';

const entries: SearchEntry[] = tools.map((t) => ({
  slug: t.slug,
  name: t.name,
  group: categoryById(t.category)!.name,
  tags: t.tags,
  keywords: t.keywords,
}));
const names = (query: string) => searchEntries(entries, query).flatMap((g) => g.entries.map((e) => e.name));

describe('search palette matching', () => {
  it('offers every JSON tool for "json", with no cap', () => {
    const found = names('json');
    for (const name of [
      'JSON Viewer',
      'JSON Escape',
      'JSON Unescape',
      'JSON Minify',
      'CSV to JSON',
      'JSON Formatter',
      'JSON to YAML',
      'YAML to JSON',
      'JSON Diff',
    ]) {
      expect(found).toContain(name);
    }
    expect(found.length).toBeGreaterThan(12);
  });

  it('ranks a name match above a keyword match', () => {
    expect(names('base64')[0]).toMatch(/^Base64/);
  });

  it('matches tags and keywords, all words required', () => {
    expect(names('epoch')).toContain('Timestamp Converter');
    expect(names('csv sql')).toEqual(expect.arrayContaining(['CSV to SQL', 'Query CSV with SQL']));
    expect(names('csv sql')).not.toContain('CSV Viewer');
  });

  it('finds nothing for nonsense', () => {
    expect(names('zzqqxx')).toEqual([]);
  });

  it('matches everything for an empty query', () => {
    expect(scoreEntry(entries[0], '   ')).toBeGreaterThan(0);
  });
});
