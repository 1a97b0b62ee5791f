import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSitePaths } from '@/content/pages';
import { categories } from '@/registry/categories';
import { activeSection, allPagePaths, navCategories, rootCategoryFor, toolLink, toolStateLink } from '@/registry/routes';
import { sitePages } from '@/registry/site-pages';
import { tools } from '@/registry/tools';
import { iconShapes } from '@/components/shell/ToolIcon';

vi.mock('server-only', () => ({}));

const TOOLS_DIR = join(__dirname, '../../src/tools');

/** Every route of SPEC §2, as the spec lists them; the registry must cover them. */
// prettier-ignore
const specRoutes = {
  site: ['/', '/cheatsheets/', '/interview/problems/', '/blog/', '/pricing/', '/faq/', '/changelog/', '/contact_us/', '/privacy.html', '/terms.html'],
  tools: [
    'base64_decoder', 'base64_encoder', 'base64-image-encoder', 'url_decoder', 'url_encoder', 'json/escape', 'json/unescape', 'json/minify',
    'json/viewer', 'csv/viewer', 'csv/to-json', 'csv/to-sql', 'csv/query-as-sql',
    'css_formatter', 'html_formatter', 'javascript_formatter', 'json_formatter', 'xml_formatter', 'sql_formatter', 'inline-sql-variables', 'stacktrace',
    'random-number/javascript', 'random-number/python', 'random-number/java', 'docker/mysql', 'docker/postgres',
    'graphviz', 'jq_playground', 'jsonpath_playground', 'markdown_editor', 'regex_tester', 'xpath_tester', 'fake_json_api', 'graphql/playground',
    'sql/playground', 'python/online', 'javascript/online', 'diagrams/mermaidjs/playground', 'diagrams/excalidraw', 'uuid/generator',
    'canvas/playground', 'text-generator/lorem-ipsum', 'generators/json', 'svg-preview', 'color/picker', 'html/html_entities', 'timezones',
    'timezones/cities', 'todo',
    'json_to_yaml', 'yaml_to_json', 'toml_to_json', 'json_to_toml', 'timestamp', 'big-number', 'json/to-sql', 'json/to-schema', 'json/diff',
    'sql/ddl-to-diagram', 'string-length', 'golang-format-stacktrace', 'template-string-with-values', 'command-generators/mysql',
    'command-generators/tar', 'command-generators/curl',
    'date_and_time/stopwatch', 'date_and_time/timer', 'countries',
    'ascii', 'ascii/box-drawing', 'ascii/comment-art', 'ascii/text-to-ascii-art', 'ascii/tree-printer',
  ],
  content: [
    'jq_tutorial', 'jsonpath_tutorial', 'graphviz_tutorial', 'sql/interactive_tutorial',
    'cheatsheets/docker', 'cheatsheets/git', 'cheatsheets/kubectl', 'cheatsheets/sql', 'cheatsheets/regex', 'cheatsheets/jq',
    'cheatsheets/shell/awk', 'cheatsheets/shell/curl', 'cheatsheets/shell/du', 'cheatsheets/shell/screen', 'cheatsheets/shell/tar',
    'cheatsheets/shell/zip', 'cheatsheets/shell/unzip', 'cheatsheets/shell/find-listening-ports',
    'cheatsheets/http_codes', 'cheatsheets/json', 'cheatsheets/xml', 'cheatsheets/unicode', 'cheatsheets/unicode/flags',
    'python/examples', 'javascript/examples', 'graphviz_examples', 'diagrams/mermaidjs/examples', 'interview/problems',
    ...['architecture_diagram', 'entity_relationship_diagram_erd', 'workflow_diagram', 'bpmn_business_process_diagram', 'service_interaction_diagram',
      'database_erd', 'family_tree', 'subgraphs', 'decision-tree'].map((s) => `graphviz_examples/${s}`),
    ...['architecture_diagram', 'entity_relationship_diagram_erd', 'workflow_diagram', 'sequence_diagram', 'pie_diagram'].map(
      (s) => `diagrams/mermaidjs/examples/${s}`,
    ),
    ...['working_with_json', 'iterate_array', 'regex-email', 'iterate-object'].map((s) => `javascript/examples/${s}`),
    ...['dataclasses', 'graphviz_markup', 'working_with_json', 'regular_expressions', 'list_comprehensions', 'type_hints', 'decorators',
      'dict_comprehensions', 'inheritance', 'datetime_format', 'f_strings'].map((s) => `python/examples/${s}`),
    ...['two-sum', 'merge-intervals', 'reverse-a-string', 'longest-common-prefix', 'palindrome-string', 'roman-to-integer',
      'letter-combination-phone-number', 'valid-parentheses', 'find-index-first-occurrence-in-string', 'length-of-last-word', 'spiral-matrix'].map(
      (s) => `interview/problems/${s}`,
    ),
    ...['jq', 'json', 'markdown', 'regex', 'mermaid', 'canvas', 'sql', 'sqlite'],
  ],
};

describe('tool registry', () => {
  it('has unique slugs', () => {
    const slugs = tools.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('declares every tool route of SPEC §2', () => {
    const slugs = new Set<string>(tools.map((t) => t.slug));
    expect(specRoutes.tools.filter((s) => !slugs.has(s))).toEqual([]);
  });

  it.each(tools.map((t) => [t.slug, t] as const))('%s has a name, a description, tags and a known category', (_slug, tool) => {
    expect(tool.name.length).toBeGreaterThan(2);
    expect(tool.description.length).toBeGreaterThan(10);
    expect(tool.tags.length).toBeGreaterThan(0);
    expect(categories.map((c) => c.id)).toContain(tool.category);
  });

  it('gives every tool an island file whose default export is the tool, and no two tools one island', () => {
    for (const t of tools) {
      const file = join(TOOLS_DIR, `${t.island}.tsx`);
      expect(existsSync(file), `${t.slug}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(/^export default function /m);
    }
    expect(new Set(tools.map((t) => t.island)).size).toBe(tools.length);
  });

  it.each([
    ['graphviz', 'dot'],
    ['diagrams/mermaidjs/playground', 'code'],
    ['python/online', 'input'],
    ['jwt/decoder', 'input'],
  ] as const)('links to %s with the text in its %s field, as a share link', (slug, field) => {
    const link = toolLink(slug, 'a "b"\n');
    expect(link.startsWith(`/${slug}/#`)).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice(link.indexOf('#') + 1)))).toEqual({ [field]: 'a "b"\n' });
  });

  it('links to a tool with several fields filled, as its share link', () => {
    const link = toolStateLink('jq_playground', { json: '{"a": 1}', filter: '.a' });
    expect(link.startsWith('/jq_playground/#')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice(link.indexOf('#') + 1)))).toEqual({ json: '{"a": 1}', filter: '.a' });
  });

  it('gives every tool a Tabler outline icon that exists, drawn without its invisible bounding box', () => {
    const missing = tools.filter((t) => !existsSync(join(__dirname, '../../node_modules/@tabler/icons/icons/outline', `${t.icon}.svg`)));
    expect(missing.map((t) => `${t.slug}: ${t.icon}`)).toEqual([]);
    const hash = iconShapes('hash');
    expect(hash).toBe('<path d="M5 9l14 0" /><path d="M5 15l14 0" /><path d="M11 4l-4 16" /><path d="M17 4l-4 16" />');
    expect(() => iconShapes('../../package')).toThrow('Not a Tabler icon name');
  });

  it('lists every island file in the registry (a component with a default export, not loaded by its own tool)', () => {
    const listed = new Set<string>(tools.map((t) => t.island));
    const unlisted: string[] = [];
    for (const folder of readdirSync(TOOLS_DIR)) {
      const files = readdirSync(join(TOOLS_DIR, folder));
      const sources = files.filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(join(TOOLS_DIR, folder, f), 'utf8'));
      for (const f of files.filter((n) => n.endsWith('.tsx'))) {
        const name = f.slice(0, -4);
        const isComponent = /^export default function /m.test(readFileSync(join(TOOLS_DIR, folder, f), 'utf8'));
        const loadedBySibling = sources.some((src) => src.includes(`import('./${name}')`));
        if (isComponent && !loadedBySibling && !listed.has(`${folder}/${name}`)) unlisted.push(`${folder}/${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('puts every category that has generated tools in the side menu, but those marked skipMenu, and no empty category', () => {
    const nav = navCategories('tools');
    for (const c of nav) expect(c.tools.length).toBeGreaterThan(0);
    const skipped = new Set<string>(categories.filter((c) => 'skipMenu' in c && c.skipMenu).map((c) => c.id));
    expect(skipped).toEqual(new Set(['howto']));
    const withTools = new Set(tools.map((t) => t.category).filter((c) => !skipped.has(c)));
    expect(nav.map((c) => c.id).sort()).toEqual([...withTools].sort());
  });

  it('lists only generated pages, with no duplicates', () => {
    const paths = allPagePaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const t of tools) expect(paths).toContain(`/${t.slug}/`);
    for (const p of Object.values(sitePages)) expect(paths).toContain(p.path);
  });

  it('generates every SPEC §2 route, and prints any that is missing', () => {
    const generated = new Set(allSitePaths());
    const asPath = (r: string) => (r.startsWith('/') ? r : `/${r}/`);
    const all = [...specRoutes.site, ...specRoutes.tools, ...specRoutes.content].map(asPath);
    const missing = all.filter((p) => !generated.has(p));
    // Printed on every run so the gap stays visible; the count must only go down.
    console.info(
      `SPEC §2 routes generated: ${all.length - missing.length}/${all.length}. Not generated yet (${missing.length}):\n  ${missing.join('\n  ')}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('sections', () => {
  it.each([
    ['/cheatsheets/git/', 'cheatsheets'],
    ['/blog/some-post/', 'blog'],
    ['/pricing/', 'pricing'],
    ['/interview/problems/two-sum/', 'interview'],
    ['/json/escape/', 'tools'],
    ['/', 'tools'],
    ['/blogroll/', 'tools'],
  ])('highlights %s as %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it('shows the tools categories on a tool page', () => {
    expect(rootCategoryFor('/base64_encoder/')).toBe('tools');
  });
});
