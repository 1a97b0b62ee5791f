import 'server-only';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import {
  articleFrontmatterSchema,
  blogFrontmatterSchema,
  cheatsheetSchema,
  codeExampleSchema,
  diagramExampleSchema,
  interviewProblemSchema,
  playgroundTutorialSchema,
  sqlTutorialSchema,
  type Article,
  type BlogPost,
  type Cheatsheet,
  type CodeExample,
  type DiagramExample,
  type InterviewProblem,
  type PlaygroundTutorial,
  type SqlTutorial,
} from './schemas';

/**
 * Loaders of the content collections (DESIGN.md, Content). Each reads content/<collection>/, validates
 * every file with its zod schema and fails the build naming the file and the field.
 */

const root = () => path.join(process.cwd(), 'content');

/** Every file with one of `exts` under `dir`, recursively, as paths relative to `dir`, sorted. */
function listFiles(dir: string, exts: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((rel) => exts.some((e) => rel.endsWith(e)) && statSync(path.join(dir, rel)).isFile())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}

function fail(file: string, error: z.ZodError): never {
  const issue = error.issues[0];
  throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

export function parseWith<S extends z.ZodTypeAny>(schema: S, data: unknown, file: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) fail(file, parsed.error);
  return parsed.data;
}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Splits `---\nyaml\n---\nbody` into its frontmatter object and markdown body. */
export function readMarkdown(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: missing the --- frontmatter --- block`);
  let data: unknown;
  try {
    data = yaml.load(m[1], { schema: yaml.JSON_SCHEMA });
  } catch (e) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { data, body: m[2].trim() };
}

const memo = <T>(load: () => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};

function uniqueBy<T>(items: T[], key: (t: T) => string, what: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`content: two ${what} share the slug ${k}`);
    seen.add(k);
  }
  return items;
}

/** content/cheatsheets/**\/*.json; a sheet's file path must match its prefix and slug. */
export const loadCheatsheets = memo((): Cheatsheet[] => {
  const dir = path.join(root(), 'cheatsheets');
  const sheets = listFiles(dir, ['.json']).map((rel) => {
    const file = path.join(dir, rel);
    const sheet = parseWith(cheatsheetSchema, readJson(file), file);
    if (`${sheet.prefix}${sheet.slug}.json` !== rel) throw new Error(`${file}: slug: expected the file at ${sheet.prefix}${sheet.slug}.json`);
    return sheet;
  });
  return uniqueBy(sheets, (s) => s.prefix + s.slug, 'cheatsheets').sort((a, b) => a.name.localeCompare(b.name));
});

export const cheatsheetPath = (s: Pick<Cheatsheet, 'prefix' | 'slug'>) => `/cheatsheets/${s.prefix}${s.slug}/`;

function loadExamples<T extends { slug: string }>(sub: string, schema: z.ZodType<T>, order: readonly string[]): T[] {
  const dir = path.join(root(), 'examples', sub);
  const items = listFiles(dir, ['.json']).map((rel) => {
    const file = path.join(dir, rel);
    const item = parseWith(schema, readJson(file), file);
    if (`${item.slug}.json` !== rel) throw new Error(`${file}: slug: expected the file at ${item.slug}.json`);
    return item;
  });
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return items.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}

/** SPEC §2 example slugs, in the order the galleries list them. */
export const exampleOrder = {
  graphviz: [
    'architecture_diagram',
    'entity_relationship_diagram_erd',
    'workflow_diagram',
    'bpmn_business_process_diagram',
    'service_interaction_diagram',
    'database_erd',
    'family_tree',
    'subgraphs',
    'decision-tree',
  ],
  mermaid: ['architecture_diagram', 'entity_relationship_diagram_erd', 'workflow_diagram', 'sequence_diagram', 'pie_diagram'],
  javascript: ['working_with_json', 'iterate_array', 'regex-email', 'iterate-object'],
  python: [
    'dataclasses',
    'graphviz_markup',
    'working_with_json',
    'regular_expressions',
    'list_comprehensions',
    'type_hints',
    'decorators',
    'dict_comprehensions',
    'inheritance',
    'datetime_format',
    'f_strings',
  ],
  interview: [
    'two-sum',
    'merge-intervals',
    'reverse-a-string',
    'longest-common-prefix',
    'palindrome-string',
    'roman-to-integer',
    'letter-combination-phone-number',
    'valid-parentheses',
    'find-index-first-occurrence-in-string',
    'length-of-last-word',
    'spiral-matrix',
  ],
} as const;

export const loadGraphvizExamples = memo(() => loadExamples<DiagramExample>('graphviz', diagramExampleSchema, exampleOrder.graphviz));
export const loadMermaidExamples = memo(() => loadExamples<DiagramExample>('mermaid', diagramExampleSchema, exampleOrder.mermaid));
export const loadJavascriptExamples = memo(() => loadExamples<CodeExample>('javascript', codeExampleSchema, exampleOrder.javascript));
export const loadPythonExamples = memo(() => loadExamples<CodeExample>('python', codeExampleSchema, exampleOrder.python));

export const loadInterviewProblems = memo((): InterviewProblem[] => {
  const dir = path.join(root(), 'interview');
  const items = listFiles(dir, ['.json']).map((rel) => {
    const file = path.join(dir, rel);
    const p = parseWith(interviewProblemSchema, readJson(file), file);
    if (`${p.slug}.json` !== rel) throw new Error(`${file}: slug: expected the file at ${p.slug}.json`);
    return p;
  });
  const order: readonly string[] = exampleOrder.interview;
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return items.sort((a, b) => rank(a.slug) - rank(b.slug));
});

export const loadBlogPosts = memo((): BlogPost[] => {
  const dir = path.join(root(), 'blog');
  const posts = listFiles(dir, ['.md']).map((rel) => {
    const file = path.join(dir, rel);
    const { data, body } = readMarkdown(file);
    const fm = parseWith(blogFrontmatterSchema, data, file);
    if (`${fm.slug}.md` !== rel) throw new Error(`${file}: slug: expected the file at ${fm.slug}.md`);
    return { ...fm, body };
  });
  return uniqueBy(posts, (p) => p.slug, 'blog posts').sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
});

export const loadArticles = memo((): Article[] => {
  const dir = path.join(root(), 'articles');
  return listFiles(dir, ['.md']).map((rel) => {
    const file = path.join(dir, rel);
    const { data, body } = readMarkdown(file);
    const fm = parseWith(articleFrontmatterSchema, data, file);
    if (`${fm.slug}.md` !== rel) throw new Error(`${file}: slug: expected the file at ${fm.slug}.md`);
    return { ...fm, body };
  });
});

export const loadPlaygroundTutorials = memo((): PlaygroundTutorial[] => {
  const dir = path.join(root(), 'tutorials');
  return ['jq.json', 'jsonpath.json', 'graphviz.json']
    .filter((f) => existsSync(path.join(dir, f)))
    .map((f) => parseWith(playgroundTutorialSchema, readJson(path.join(dir, f)), path.join(dir, f)));
});

export const loadSqlTutorial = memo((): SqlTutorial | null => {
  const file = path.join(root(), 'tutorials', 'sql.json');
  return existsSync(file) ? parseWith(sqlTutorialSchema, readJson(file), file) : null;
});
