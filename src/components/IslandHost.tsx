'use client';

import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { IslandBoundary } from '@/components/kit/IslandBoundary';
import { SAVE_FAILED_EVENT, SAVE_FAILED_MESSAGE } from '@/components/kit/use-tool-state';
import type { IslandSlug } from '@/registry/islands';

type Loader = () => Promise<{ default: ComponentType }>;

/** One loader per island slug; the type makes a missing or extra entry a compile error. */
const loaders: Record<IslandSlug, Loader> = {
  base64_encoder: () => import('@/tools/base64/Base64Encoder'),
  base64_decoder: () => import('@/tools/base64/Base64Decoder'),
  'base64-image-encoder': () => import('@/tools/base64/Base64ImageEncoder'),
  url_encoder: () => import('@/tools/url/UrlEncoder'),
  url_decoder: () => import('@/tools/url/UrlDecoder'),
  'json/escape': () => import('@/tools/json-string/JsonEscape'),
  'json/unescape': () => import('@/tools/json-string/JsonUnescape'),
  'json/minify': () => import('@/tools/json-minify/JsonMinify'),
  stacktrace: () => import('@/tools/stacktrace/StackTrace'),
  'golang-format-stacktrace': () => import('@/tools/go-stacktrace/GoStackTrace'),
  'json/to-sql': () => import('@/tools/json-to-sql/JsonToSql'),
  'json/to-schema': () => import('@/tools/json-to-schema/JsonToSchema'),
  'json/diff': () => import('@/tools/json-diff/JsonDiff'),
  timestamp: () => import('@/tools/timestamp/Timestamp'),
  'big-number': () => import('@/tools/big-number/BigNumber'),
  'string-length': () => import('@/tools/string-length/StringLength'),
  'template-string-with-values': () => import('@/tools/template-string/TemplateString'),
  'html/html_entities': () => import('@/tools/html-entities/HtmlEntities'),
  'json/viewer': () => import('@/tools/json-viewer/JsonViewer'),
  'csv/viewer': () => import('@/tools/csv/CsvViewer'),
  'csv/to-json': () => import('@/tools/csv/CsvToJson'),
  'csv/to-sql': () => import('@/tools/csv/CsvToSql'),
  'csv/query-as-sql': () => import('@/tools/csv-query/CsvQuery'),
  'sql/playground': () => import('@/tools/sql-playground/SqlPlayground'),
  'javascript/online': () => import('@/tools/js-online/JavascriptOnline'),
  'canvas/playground': () => import('@/tools/canvas-playground/CanvasPlayground'),
  'graphql/playground': () => import('@/tools/graphql-playground/GraphqlPlayground'),
  fake_json_api: () => import('@/tools/fake-api/FakeApi'),
  'sql/ddl-to-diagram': () => import('@/tools/ddl-diagram/DdlDiagram'),
  jq_playground: () => import('@/tools/jq-playground/JqPlayground'),
  jsonpath_playground: () => import('@/tools/jsonpath-playground/JsonPathPlayground'),
  regex_tester: () => import('@/tools/regex-tester/RegexTester'),
  xpath_tester: () => import('@/tools/xpath-tester/XPathTester'),
  markdown_editor: () => import('@/tools/markdown-editor/MarkdownEditor'),
  graphviz: () => import('@/tools/graphviz/Graphviz'),
  'diagrams/mermaidjs/playground': () => import('@/tools/mermaid/MermaidPlayground'),
  'python/online': () => import('@/tools/python-online/PythonOnline'),
  'diagrams/excalidraw': () => import('@/tools/excalidraw/ExcalidrawBoard'),
  json_formatter: () => import('@/tools/json-formatter/JsonFormatter'),
  xml_formatter: () => import('@/tools/xml-formatter/XmlFormatter'),
  sql_formatter: () => import('@/tools/sql-formatter/SqlFormatter'),
  css_formatter: () => import('@/tools/prettier/CssFormatter'),
  html_formatter: () => import('@/tools/prettier/HtmlFormatter'),
  javascript_formatter: () => import('@/tools/prettier/JavascriptFormatter'),
  'inline-sql-variables': () => import('@/tools/inline-sql-variables/InlineSqlVariables'),
  'uuid/generator': () => import('@/tools/uuid/UuidGenerator'),
  'text-generator/lorem-ipsum': () => import('@/tools/lorem-ipsum/LoremIpsum'),
  'generators/json': () => import('@/tools/json-generator/JsonGenerator'),
  'color/picker': () => import('@/tools/color-picker/ColorPicker'),
  'svg-preview': () => import('@/tools/svg-preview/SvgPreview'),
  timezones: () => import('@/tools/timezones/TimezoneConverter'),
  'timezones/cities': () => import('@/tools/timezones/CityTimezones'),
  countries: () => import('@/tools/countries/Countries'),
  'date_and_time/stopwatch': () => import('@/tools/stopwatch/Stopwatch'),
  'date_and_time/timer': () => import('@/tools/timer/CountdownTimer'),
  todo: () => import('@/tools/todo/TodoList'),
  json_to_yaml: () => import('@/tools/yaml/JsonToYaml'),
  yaml_to_json: () => import('@/tools/yaml/YamlToJson'),
  toml_to_json: () => import('@/tools/toml/TomlToJson'),
  json_to_toml: () => import('@/tools/toml/JsonToToml'),
  ascii: () => import('@/tools/ascii-table/AsciiTable'),
  'ascii/box-drawing': () => import('@/tools/box-drawing/BoxDrawing'),
  'ascii/comment-art': () => import('@/tools/comment-art/CommentArt'),
  'ascii/text-to-ascii-art': () => import('@/tools/ascii-art/TextToAsciiArt'),
  'ascii/tree-printer': () => import('@/tools/tree-printer/TreePrinter'),
  'command-generators/mysql': () => import('@/tools/command-generators/MysqlCommand'),
  'command-generators/tar': () => import('@/tools/command-generators/TarCommand'),
  'command-generators/curl': () => import('@/tools/command-generators/CurlCommand'),
  'random-number/javascript': () => import('@/tools/random-number/RandomNumberJavascript'),
  'random-number/python': () => import('@/tools/random-number/RandomNumberPython'),
  'random-number/java': () => import('@/tools/random-number/RandomNumberJava'),
  'docker/mysql': () => import('@/tools/docker-db/DockerMysql'),
  'docker/postgres': () => import('@/tools/docker-db/DockerPostgres'),
};

// Built once per module: React.lazy keeps the server-rendered frame on screen while the island's
// chunk loads, then hydrates it in place, so only the current tool's code is fetched.
const islands = Object.fromEntries(Object.entries(loaders).map(([slug, load]) => [slug, lazy(load)])) as Record<
  IslandSlug,
  LazyExoticComponent<ComponentType>
>;

/**
 * Renders the interactive island of a tool page. Deliberately no Suspense boundary here: with one,
 * the prerender streams the island after the rest of the page and swaps it in with a script, so the
 * FAQ first paints where the tool belongs and then jumps (CLS 0.4 on mobile). Without one, the HTML
 * comes in document order, and hydration simply waits for the island's chunk.
 *
 * The error boundary keeps a failing tool from taking the page down (issue 13). Try again rebuilds the
 * lazy component: a lazy() whose chunk failed to load (a flaky network) stays rejected forever.
 */
export function IslandHost({ slug, name }: { slug: IslandSlug; name: string }) {
  const [Island, setIsland] = useState(() => islands[slug]);
  return (
    <>
      <IslandBoundary name={name} onRetry={() => setIsland(() => lazy(loaders[slug]))}>
        <Island />
      </IslandBoundary>
      <SaveFailedNotice />
    </>
  );
}

/** Says once, in words, that the tool's input could not be saved (use-tool-state found no room for it). */
function SaveFailedNotice() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onFail = () => setFailed(true);
    window.addEventListener(SAVE_FAILED_EVENT, onFail);
    return () => window.removeEventListener(SAVE_FAILED_EVENT, onFail);
  }, []);
  if (!failed) return null;
  return (
    <p role="alert" style={{ margin: '8px 0', padding: '6px 10px', fontSize: 14, borderRadius: 4, background: 'var(--mantine-color-orange-light)' }}>
      {SAVE_FAILED_MESSAGE}
    </p>
  );
}
