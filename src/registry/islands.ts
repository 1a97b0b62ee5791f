import type { ToolSlug } from './tools';

/**
 * Tools that have an island. A page is generated for a tool only when it is listed here, so the menu,
 * search and sitemap never link to a page that does not exist. The loaders live in IslandHost (a client
 * module), and its type requires exactly one loader per slug here: server code must not import the
 * loaders, or every island would be shipped to every page as a client reference.
 */
export const islandSlugs = [
  'base64_encoder',
  'base64_decoder',
  'base64-image-encoder',
  'url_encoder',
  'url_decoder',
  'json/escape',
  'json/unescape',
  'json/minify',
  'stacktrace',
  'golang-format-stacktrace',
  'json/to-sql',
  'json/to-schema',
  'json/diff',
  'timestamp',
  'big-number',
  'string-length',
  'template-string-with-values',
  'html/html_entities',
  'json/viewer',
  'csv/viewer',
  'csv/to-json',
  'csv/to-sql',
  'csv/query-as-sql',
  'sql/ddl-to-diagram',
  'graphviz',
  'diagrams/mermaidjs/playground',
  'json_formatter',
  'xml_formatter',
  'sql_formatter',
  'css_formatter',
  'html_formatter',
  'javascript_formatter',
  'inline-sql-variables',
  'uuid/generator',
  'text-generator/lorem-ipsum',
  'generators/json',
  'color/picker',
  'svg-preview',
  'timezones',
  'timezones/cities',
  'countries',
  'date_and_time/stopwatch',
  'date_and_time/timer',
  'todo',
  'json_to_yaml',
  'yaml_to_json',
  'toml_to_json',
  'json_to_toml',
  'ascii',
  'ascii/box-drawing',
  'ascii/comment-art',
  'ascii/text-to-ascii-art',
  'ascii/tree-printer',
  'command-generators/mysql',
  'command-generators/tar',
  'command-generators/curl',
  'random-number/javascript',
  'random-number/python',
  'random-number/java',
  'docker/mysql',
  'docker/postgres',
] as const satisfies readonly ToolSlug[];

export type IslandSlug = (typeof islandSlugs)[number];

const islandSet: ReadonlySet<string> = new Set(islandSlugs);

export function hasIsland(slug: string): slug is IslandSlug {
  return islandSet.has(slug);
}
