import { contentSearchDocs } from '@/content/search-docs';
import { createSiteSearch, queryTerms, type SearchDoc } from '@/lib/site-search';
import { toolGroupNames, toolSearchDocs } from '@/registry/tool-docs';

vi.mock('server-only', () => ({}));

const content = contentSearchDocs();
const site = createSiteSearch([...toolSearchDocs(), ...content], toolGroupNames);
const toolsOnly = createSiteSearch(toolSearchDocs(), toolGroupNames);

/** Results in the order the palette shows them. */
const flat = (query: string, search = site): SearchDoc[] => search.search(query).flatMap((g) => g.results);
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
    expect(groups.every((g) => toolGroupNames.includes(g.group))).toBe(true);
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

describe('the content index', () => {
  it('has every content page, and cheatsheet items link to a fragment of their sheet', () => {
    const urls = new Set(content.map((d) => d.url));
    for (const path of ['/cheatsheets/docker/', '/jq_tutorial/', '/interview/problems/two-sum/', '/blog/jq-recipes/', '/graphviz_examples/', '/faq/'])
      expect(urls).toContain(path);
    expect(content.filter((d) => d.url.startsWith('/cheatsheets/git/#')).length).toBeGreaterThan(40);
  });

  it('never gives two sections of one page the same fragment', () => {
    const sections = content.filter((d) => d.url.includes('#') && d.where.split(' › ').length === 1 && d.url.startsWith('/cheatsheets/'));
    expect(new Set(sections.map((d) => d.url)).size).toBe(sections.length);
  });
});

/**
 * Queries as people type them, with the page or section expected among the first three results the palette
 * shows (a url prefix; `a|b` accepts either). A failure prints the query and what came first.
 */
const expectations: [query: string, expected: string][] = [
  // Tools, with and without typos
  ['jsno formater', '/json_formatter/'],
  ['json formatter', '/json_formatter/'],
  ['base46', '/base64_'],
  ['base64 decode', '/base64_decoder/'],
  ['url decode', '/url_decoder/'],
  ['urlencode', '/url_encoder/'],
  ['epoch converter', '/timestamp/'],
  ['unix time', '/timestamp/'],
  ['uuid', '/uuid/generator/'],
  ['guid generator', '/uuid/generator/'],
  ['yaml to json', '/yaml_to_json/'],
  ['toml', '/toml_to_json/'],
  ['csv to json', '/csv/to-json/'],
  ['sql formater', '/sql_formatter/'],
  ['xml pretty', '/xml_formatter/'],
  ['regex tester', '/regex_tester/'],
  ['regx', '/regex_tester/'],
  ['jq playground', '/jq_playground/'],
  ['jsonpath', '/jsonpath_playground/'],
  ['xpath', '/xpath_tester/'],
  ['graphviz', '/graphviz/'],
  ['mermaid', '/diagrams/mermaidjs/playground/'],
  ['lorem ipsum', '/text-generator/lorem-ipsum/'],
  ['stack trace', '/stacktrace/'],
  ['html entities', '/html/html_entities/'],
  ['color picker', '/color/picker/'],
  ['time zone converter', '/timezones/'],
  ['stopwatch', '/date_and_time/stopwatch/'],
  ['json diff', '/json/diff/'],
  ['json schema', '/json/to-schema/'],
  ['docker postgres', '/docker/postgres/'],
  ['mysql docker', '/docker/mysql/'],
  ['big number', '/big-number/'],
  ['excalidraw', '/diagrams/excalidraw/'],
  // Cheatsheets and their items
  ['docker', '/cheatsheets/docker/'],
  ['git undo commit', '/cheatsheets/git/#undo'],
  ['git rebase', '/cheatsheets/git/'],
  ['git stash', '/cheatsheets/git/#stash'],
  ['git cherry pick', '/cheatsheets/git/#rebase-and-cherry-pick'],
  ['tar extract', '/cheatsheets/shell/tar/#extract'],
  ['tar gz create', '/cheatsheets/shell/tar/'],
  ['http 418', '/cheatsheets/http_codes/#4xx-client-errors'],
  ['429 too many requests', '/cheatsheets/http_codes/#4xx-client-errors'],
  ['jq select', '/cheatsheets/jq/#select-and-filter'],
  ['kubectl logs', '/cheatsheets/kubectl/#logs-exec-and-debugging'],
  ['kubectl rollout restart', '/cheatsheets/kubectl/#deployments-and-rollouts'],
  ['port already in use', '/cheatsheets/shell/find-listening-ports/'],
  ['lsof port', '/cheatsheets/shell/find-listening-ports/'],
  ['awk sum column', '/cheatsheets/shell/awk/'],
  ['du biggest folders', '/cheatsheets/shell/du/'],
  ['screen detach', '/cheatsheets/shell/screen/'],
  ['unzip password', '/cheatsheets/shell/unzip/'],
  ['curl post json', '/cheatsheets/shell/curl/'],
  ['sql window functions', '/cheatsheets/sql/#window-functions'],
  ['regex lookahead', '/cheatsheets/regex/#lookahead-and-lookbehind'],
  ['markdown table', '/cheatsheets/markdown/#tables'],
  ['mermaid sequence diagram', '/cheatsheets/mermaid/#sequence-diagrams|/diagrams/mermaidjs/examples/sequence_diagram/'],
  ['flag emoji', '/cheatsheets/unicode/flags/'],
  ['xml namespaces', '/cheatsheets/xml/#namespaces'],
  ['docker compose', '/cheatsheets/docker/#docker-compose'],
  ['dockerfile', '/cheatsheets/docker/'],
  // Tutorials, articles, problems, examples, posts
  ['jq tutorial', '/jq_tutorial/'],
  ['sql tutorial', '/sql/interactive_tutorial/'],
  ['two sum', '/interview/problems/two-sum/'],
  ['valid parentheses', '/interview/problems/valid-parentheses/'],
  ['roman numerals', '/interview/problems/roman-to-integer/'],
  ['spiral matrix', '/interview/problems/spiral-matrix/'],
  ['family tree', '/graphviz_examples/family_tree/'],
  ['python dataclasses', '/python/examples/dataclasses/'],
  ['f strings', '/python/examples/f_strings/'],
  ['pie chart mermaid', '/diagrams/mermaidjs/examples/pie_diagram/'],
  ['catastrophic backtracking', '/blog/regex-catastrophic-backtracking/'],
  ['uuid v7', '/blog/uuid-v4-vs-v7/'],
  ['base64 encryption', '/blog/base64-is-not-encryption/'],
  ['pricing', '/pricing/'],
];

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
