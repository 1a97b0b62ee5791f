import { contentSearchDocs } from '@/content/search-docs';
import { createSiteSearch, queryTerms, type SearchHit } from '@/lib/site-search';
import { categories } from '@/registry/categories';
import { toolPath } from '@/registry/routes';
import { toolSearchDocs } from '@/registry/tool-docs';
import { tools } from '@/registry/tools';

import queries from './search-queries.json';

vi.mock('server-only', () => ({}));

const content = contentSearchDocs();
const site = createSiteSearch([...toolSearchDocs(), ...content]);
const toolsOnly = createSiteSearch(toolSearchDocs());

/** Results in the order the palette shows them. */
const flat = (query: string, search = site): SearchHit[] => search.search(query).flatMap((g) => g.results);
const names = (query: string) => flat(query, toolsOnly).map((d) => d.title);

describe('palette search over tools', () => {
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

  it('lists every tool, grouped by category, for an empty query, and no content', () => {
    const groups = site.search('   ');
    expect(groups.flatMap((g) => g.results)).toHaveLength(toolSearchDocs().length);
    expect(groups.every((g) => categories.some((c) => c.name === g.group))).toBe(true);
  });

  it('forgives one typo in words of four letters or more, and a swap of two letters, but not in short words', () => {
    expect(names('jsno formater')[0]).toBe('JSON Formatter');
    expect(names('base46')[0]).toMatch(/^Base64/);
    expect(names('timestmp')).toContain('Timestamp Converter');
    expect(names('yaml')).toContain('YAML to JSON');
    expect(names('yqml')).toContain('YAML to JSON');
    expect(names('csb')).toEqual([]);
  });

  it('drops stop words from a query', () => {
    expect(queryTerms('How to undo a commit in Git')).toEqual(['undo', 'commit', 'git']);
  });
});

/**
 * Converse tools, from the registry's names ("JSON to YAML" and "YAML to JSON", "X → Y" and "Y → X"): each tool as
 * [from, to, its path], for every tool whose converse is in the registry too.
 */
const converters = tools.flatMap((t) => {
  const m = /^(.+?)\s+(?:to|→|->)\s+(.+)$/i.exec(t.name);
  return m ? [{ from: m[1].toLowerCase(), to: m[2].toLowerCase(), path: toolPath(t.slug), name: t.name }] : [];
});
const converse = converters.filter((a) => converters.some((b) => b.from === a.to && b.to === a.from));

/** The ways people write "from X to Y" in a search box; all must give the same answer. */
function spellings(from: string, to: string): string[] {
  const list = [`${from} to ${to}`, `${from} ${to}`, `${from} -> ${to}`, `${from}->${to}`, `${from} → ${to}`, `convert ${from} to ${to}`];
  list.push(list[0].toUpperCase());
  // As the command-line converters are named (yaml2json), for one-word formats.
  if (!/\s/.test(from + to)) list.push(`${from}2${to}`);
  // With two neighbouring letters of a longer word swapped ("yalm to json"), which the search forgives.
  if (from.length >= 4) list.push(`${from.slice(0, -2)}${from.at(-1)}${from.at(-2)} to ${to}`);
  return list;
}

describe('the order of the words decides between converse tools', () => {
  it('finds converse pairs in the registry', () => {
    expect(converse.length).toBeGreaterThanOrEqual(2);
  });

  for (const [label, search] of [
    ['tools alone (as the palette opens)', toolsOnly],
    ['tools and content (once the index is in)', site],
  ] as const) {
    it(`ranks the tool that converts from the first word first, for every pair: ${label}`, () => {
      const wrong: string[] = [];
      for (const tool of converse)
        for (const query of spellings(tool.from, tool.to)) {
          const first = flat(query, search)[0];
          if (first?.url !== tool.path) wrong.push(`${query} → ${first?.title ?? 'nothing'}, not ${tool.name}`);
        }
      expect(wrong).toEqual([]);
    });
  }

  it('reads an arrow or a 2 between words as "to", and a lone ">" in a command as itself', () => {
    expect(queryTerms('yaml -> json')).toEqual(['yaml', 'json']);
    expect(queryTerms('yaml→json')).toEqual(['yaml', 'json']);
    expect(queryTerms('yaml2json')).toEqual(['yaml', 'json']);
    expect(queryTerms('2>&1')).toEqual(['2>', '1']);
    expect(queryTerms('base64 sha256')).toEqual(['base64', 'sha256']);
  });
});

describe('the content index', () => {
  it('has every content page, and cheatsheet items link to a fragment of their sheet', () => {
    const urls = new Set(content.map((d) => d.url));
    for (const path of ['/cheatsheets/docker/', '/jq_tutorial/', '/interview/problems/two-sum/', '/blog/jq-recipes/', '/graphviz_examples/', '/faq/'])
      expect(urls).toContain(path);
    expect(content.filter((d) => d.url.startsWith('/cheatsheets/git/#')).length).toBeGreaterThan(40);
  });

  it('gives every document a title to show (a cheatsheet item of prose alone once had none)', () => {
    expect(content.filter((d) => d.title.trim() === '').map((d) => d.url)).toEqual([]);
  });

  it('never gives two sections of one page the same fragment', () => {
    const sections = content.filter((d) => d.url.includes('#') && d.where.split(' › ').length === 1 && d.url.startsWith('/cheatsheets/'));
    expect(new Set(sections.map((d) => d.url)).size).toBe(sections.length);
  });
});

/**
 * Queries as people type them (search-queries.json: tools with and without typos, cheatsheet commands, tutorials,
 * problems, examples, posts), with the page or section expected among the first three results the palette shows
 * (a url prefix; `a|b` accepts either). A failure prints the query and what came first. bench:search times them.
 */
const expectations = queries as [query: string, expected: string][];

describe('search quality', () => {
  it(`finds the expected page or section in the top 3 for at least 95% of ${expectations.length} queries`, () => {
    const misses: string[] = [];
    for (const [query, expected] of expectations) {
      const top = flat(query).slice(0, 3);
      if (!top.some((d) => expected.split('|').some((e) => d.url.startsWith(e))))
        misses.push(`${query} → expected ${expected}, got ${top.map((d) => d.url).join(', ') || 'nothing'}`);
    }
    if (misses.length) console.log(`Search misses (${misses.length}/${expectations.length}):\n${misses.join('\n')}`);
    expect(expectations.length).toBeGreaterThanOrEqual(60);
    expect(misses.length / expectations.length).toBeLessThanOrEqual(0.05);
  });
});
