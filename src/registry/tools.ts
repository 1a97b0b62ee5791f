import type { DetectedKind } from '@/lib/detect';
import type { CategoryId } from './categories';

/** One tool page of SPEC §2, served at `/{slug}/` (SPEC §3 Tool). */
export interface ToolMeta {
  /** Route path without slashes at either end, exactly as SPEC §2 spells it. */
  slug: string;
  /**
   * The page's interactive island: `<folder>/<Component>` under `src/tools/`, a `.tsx` file whose default
   * export is the tool. IslandHost loads it by this path, so this list is the only place a tool is named
   * (tests/registry/registry.test.ts checks every island exists and every island file is listed).
   */
  island: string;
  /**
   * The tool's icon: the name of a Tabler outline icon (`node_modules/@tabler/icons/icons/outline/<icon>.svg`), drawn
   * into the HTML at build time by `ToolIcon`, so it costs no JavaScript.
   */
  icon: string;
  /** The state field a link fills to open this tool with a given text (`toolLink`); `input` when not set. */
  linkField?: string;
  /** What pasted data this tool reads (src/lib/detect.ts): the search palette offers it, opened with the text. */
  opens?: readonly DetectedKind[];
  /** The state the tool opens with for such a pasted text, when it is more than the text in `linkField`. */
  openState?: (text: string) => Record<string, string>;
  /** Display name (menu, search palette, page heading). */
  name: string;
  /** One or two sentences for the meta description and the tools index. */
  description: string;
  /** Extra search words for the meta keywords and the search palette. */
  keywords: readonly string[];
  /** Short labels shown as badges and matched by search. */
  tags: readonly string[];
  /** The category that groups it in the menu. */
  category: CategoryId;
  /** Hidden from the side menu. */
  skipMenu?: boolean;
}

/** A pasted regex literal `/…/flags` as the regex tester's pattern and flags. */
function regexLiteralState(text: string): Record<string, string> {
  const literal = /^\s*\/([\s\S]*)\/([a-z]*)\s*$/.exec(text);
  return literal ? { pattern: literal[1], flags: literal[2] } : { pattern: text };
}

// prettier-ignore
export const tools = [
  // Encoders and decoders
  { slug: 'base64_encoder', island: 'base64/Base64Encoder', icon: 'lock-code', name: 'Base64 Encoder', category: 'encoders', tags: ['base64', 'encode'], keywords: ['base64 encode', 'btoa', 'utf-8 to base64', 'url-safe base64'], description: 'Encode text to Base64 in your browser, UTF-8 safe, with an optional URL-safe alphabet.' },
  { slug: 'base64_decoder', island: 'base64/Base64Decoder', icon: 'lock-open', opens: ['base64', 'base64url'], name: 'Base64 Decoder', category: 'encoders', tags: ['base64', 'decode'], keywords: ['base64 decode', 'atob', 'base64 to text', 'base64url'], description: 'Decode Base64 or Base64URL to UTF-8 text, with the position of any invalid character.' },
  { slug: 'base64-image-encoder', island: 'base64/Base64ImageEncoder', icon: 'photo-code', name: 'Base64 Image Encoder', category: 'encoders', tags: ['base64', 'image', 'data uri'], keywords: ['image to base64', 'data uri', 'base64 to image', 'png to base64'], description: 'Turn an image into a Base64 data URI and preview it, or paste a data URI to see and download the image.' },
  { slug: 'url_encoder', island: 'url/UrlEncoder', icon: 'link', name: 'URL Encoder', category: 'encoders', tags: ['url', 'encode'], keywords: ['percent encoding', 'encodeURIComponent', 'urlencode', 'query string'], description: 'Percent-encode text for URLs and query strings, as a component or as a whole URL.' },
  { slug: 'url_decoder', island: 'url/UrlDecoder', icon: 'unlink', opens: ['url-encoded', 'url'], name: 'URL Decoder', category: 'encoders', tags: ['url', 'decode'], keywords: ['percent decoding', 'decodeURIComponent', 'urldecode', 'query string'], description: 'Decode percent-encoded URLs and query strings, with plus signs as spaces when you want.' },
  { slug: 'jwt/decoder', island: 'jwt/JwtDecoder', icon: 'key', opens: ['jwt'], name: 'JWT Decoder', category: 'encoders', tags: ['jwt', 'decode', 'token'], keywords: ['json web token', 'decode jwt', 'verify jwt signature', 'jwt expiry', 'bearer token', 'jwt.io'], description: 'Decode a JSON Web Token to its header, payload and claims with readable expiry times, and verify its signature, all in your browser.' },
  { slug: 'json/escape', island: 'json-string/JsonEscape', icon: 'quote', name: 'JSON Escape', category: 'encoders', tags: ['json', 'escape', 'string'], keywords: ['escape json string', 'stringify text', 'json quotes', 'newline escape'], description: 'Escape text so it can sit inside a JSON string: quotes, backslashes, newlines and control characters.' },
  { slug: 'json/unescape', island: 'json-string/JsonUnescape', icon: 'quote-off', opens: ['json-escaped'], name: 'JSON Unescape', category: 'encoders', tags: ['json', 'unescape', 'string'], keywords: ['unescape json string', 'parse json string', 'remove backslashes'], description: 'Turn an escaped JSON string literal back into plain text, with the position of a bad escape.' },
  { slug: 'json/minify', island: 'json-minify/JsonMinify', icon: 'arrows-minimize', name: 'JSON Minify', category: 'encoders', tags: ['json', 'minify', 'compress'], keywords: ['compress json', 'remove whitespace', 'json one line'], description: 'Minify JSON by removing all insignificant whitespace; errors show the line and column.' },
  { slug: 'json/viewer', island: 'json-viewer/JsonViewer', icon: 'binary-tree', name: 'JSON Viewer', category: 'encoders', tags: ['json', 'viewer', 'tree'], keywords: ['json tree', 'json explorer', 'json path of node', 'inspect json'], description: 'Explore JSON as a collapsible tree, search keys and values, and copy the path of any node.' },
  { slug: 'csv/viewer', island: 'csv/CsvViewer', icon: 'table', opens: ['csv', 'tsv'], name: 'CSV Viewer', category: 'encoders', tags: ['csv', 'viewer', 'table'], keywords: ['csv table', 'open csv online', 'tsv viewer', 'sort csv'], description: 'View CSV or TSV as a sortable table; quoted fields and delimiters follow RFC 4180.' },
  { slug: 'csv/to-json', island: 'csv/CsvToJson', icon: 'file-type-csv', name: 'CSV to JSON', category: 'encoders', tags: ['csv', 'json', 'convert'], keywords: ['csv to json converter', 'csv to array', 'tsv to json'], description: 'Convert CSV to a JSON array of objects or arrays, with optional number and boolean detection.' },
  { slug: 'csv/to-sql', island: 'csv/CsvToSql', icon: 'table-export', name: 'CSV to SQL', category: 'encoders', tags: ['csv', 'sql', 'convert'], keywords: ['csv to insert statements', 'csv to create table', 'csv to mysql', 'csv to postgres'], description: 'Turn CSV into CREATE TABLE and INSERT statements for MySQL, PostgreSQL, SQLite or SQL Server.' },
  { slug: 'csv/query-as-sql', island: 'csv-query/CsvQuery', icon: 'table-options', name: 'Query CSV with SQL', category: 'encoders', tags: ['csv', 'sql', 'query'], keywords: ['sql on csv', 'csv sqlite', 'filter csv with sql', 'group by csv'], description: 'Load a CSV into an in-browser SQLite table and run SQL queries over it.' },

  // Formatters
  { slug: 'css_formatter', island: 'prettier/CssFormatter', icon: 'brand-css3', name: 'CSS Formatter', category: 'formatters', tags: ['css', 'format', 'beautify'], keywords: ['css beautifier', 'prettify css', 'minify css', 'scss formatter'], description: 'Format or minify CSS, SCSS and Less with Prettier.' },
  { slug: 'html_formatter', island: 'prettier/HtmlFormatter', icon: 'brand-html5', opens: ['html'], name: 'HTML Formatter', category: 'formatters', tags: ['html', 'format', 'beautify'], keywords: ['html beautifier', 'prettify html', 'indent html'], description: 'Format HTML with Prettier, with your choice of indentation and line width.' },
  { slug: 'javascript_formatter', island: 'prettier/JavascriptFormatter', icon: 'brand-javascript', name: 'JavaScript Formatter', category: 'formatters', tags: ['javascript', 'typescript', 'format'], keywords: ['js beautifier', 'prettier online', 'format typescript', 'format jsx'], description: 'Format JavaScript, TypeScript and JSX with Prettier, with your choice of indentation, width, semicolons and quotes.' },
  { slug: 'json_formatter', island: 'json-formatter/JsonFormatter', icon: 'braces', opens: ['json'], name: 'JSON Formatter', category: 'formatters', tags: ['json', 'format', 'beautify', 'validate'], keywords: ['json beautifier', 'json pretty print', 'json validator', 'sort json keys'], description: 'Pretty-print and validate JSON with 2, 4 or tab indentation, sorted keys and a tolerant mode.' },
  { slug: 'xml_formatter', island: 'xml-formatter/XmlFormatter', icon: 'file-type-xml', opens: ['xml'], name: 'XML Formatter', category: 'formatters', tags: ['xml', 'format', 'beautify'], keywords: ['xml beautifier', 'pretty print xml', 'minify xml', 'xml validator'], description: 'Pretty-print or minify XML; well-formedness errors show the line and column.' },
  { slug: 'sql_formatter', island: 'sql-formatter/SqlFormatter', icon: 'file-type-sql', opens: ['sql'], name: 'SQL Formatter', category: 'formatters', tags: ['sql', 'format', 'beautify'], keywords: ['sql beautifier', 'format query', 'postgres formatter', 'mysql formatter'], description: 'Format SQL for many dialects with your choice of keyword case and indentation.' },
  { slug: 'inline-sql-variables', island: 'inline-sql-variables/InlineSqlVariables', icon: 'variable', name: 'Inline SQL Variables', category: 'formatters', tags: ['sql', 'parameters', 'orm'], keywords: ['replace sql placeholders', 'bind parameters', 'hibernate log', 'prepared statement values'], description: 'Put parameter values into a query with ?, $1 or :name placeholders, as copied from an ORM log.' },
  { slug: 'stacktrace', island: 'stacktrace/StackTrace', icon: 'stack-2', opens: ['java-stacktrace', 'js-stacktrace', 'python-stacktrace'], name: 'Stack Trace Formatter', category: 'formatters', tags: ['stacktrace', 'java', 'javascript', 'python'], keywords: ['format stack trace', 'java exception', 'caused by', 'traceback'], description: 'Make Java, JavaScript and Python stack traces readable: frames split, your code highlighted, causes chained.' },
  { slug: 'golang-format-stacktrace', island: 'go-stacktrace/GoStackTrace', icon: 'brand-golang', opens: ['go-stacktrace'], name: 'Go Stack Trace Formatter', category: 'formatters', tags: ['go', 'golang', 'stacktrace', 'panic'], keywords: ['goroutine dump', 'go panic', 'format golang stack'], description: 'Make a Go panic or goroutine dump readable, with goroutines grouped by identical stacks.' },

  // Converters
  { slug: 'json_to_yaml', island: 'yaml/JsonToYaml', icon: 'arrows-right-left', name: 'JSON to YAML', category: 'converters', tags: ['json', 'yaml', 'convert'], keywords: ['json yaml converter', 'convert json to yml'], description: 'Convert JSON to YAML.' },
  { slug: 'yaml_to_json', island: 'yaml/YamlToJson', icon: 'arrows-left-right', opens: ['yaml'], name: 'YAML to JSON', category: 'converters', tags: ['yaml', 'json', 'convert'], keywords: ['yml to json', 'yaml parser', 'multi document yaml'], description: 'Convert YAML to JSON, with multiple documents, anchors and aliases.' },
  { slug: 'toml_to_json', island: 'toml/TomlToJson', icon: 'file-settings', opens: ['toml'], name: 'TOML to JSON', category: 'converters', tags: ['toml', 'json', 'convert'], keywords: ['toml parser', 'cargo.toml to json', 'pyproject to json'], description: 'Convert TOML to JSON.' },
  { slug: 'json_to_toml', island: 'toml/JsonToToml', icon: 'settings-code', name: 'JSON to TOML', category: 'converters', tags: ['json', 'toml', 'convert'], keywords: ['json toml converter'], description: 'Convert JSON to TOML.' },
  { slug: 'timestamp', island: 'timestamp/Timestamp', icon: 'clock-hour-4', opens: ['timestamp-s', 'timestamp-ms', 'timestamp-us', 'timestamp-ns', 'iso-date'], name: 'Timestamp Converter', category: 'converters', tags: ['timestamp', 'unix', 'date', 'epoch'], keywords: ['epoch converter', 'unix time', 'iso 8601', 'milliseconds to date'], description: 'Convert Unix timestamps in seconds or milliseconds to ISO 8601 and local time in any time zone, and back.' },
  { slug: 'big-number', island: 'big-number/BigNumber', icon: 'number', name: 'Big Number Calculator', category: 'converters', tags: ['bigint', 'number', 'precision'], keywords: ['arbitrary precision', 'bigint calculator', 'base conversion', 'json number precision'], description: 'Arbitrary-precision integer arithmetic and base conversion, and why JSON.parse loses digits.' },
  { slug: 'json/to-sql', island: 'json-to-sql/JsonToSql', icon: 'database-import', name: 'JSON to SQL', category: 'converters', tags: ['json', 'sql', 'convert'], keywords: ['json to insert', 'json to create table'], description: 'Turn an array of JSON objects into CREATE TABLE and INSERT statements with inferred types.' },
  { slug: 'json/to-schema', island: 'json-to-schema/JsonToSchema', icon: 'schema', name: 'JSON to JSON Schema', category: 'converters', tags: ['json', 'schema'], keywords: ['generate json schema', 'infer schema', 'draft 2020-12'], description: 'Infer a JSON Schema (draft 2020-12) from sample JSON.' },
  { slug: 'json/diff', island: 'json-diff/JsonDiff', icon: 'git-compare', name: 'JSON Diff', category: 'converters', tags: ['json', 'diff', 'compare'], keywords: ['compare json', 'json difference', 'structural diff'], description: 'Compare two JSON documents structurally: added, removed and changed values by path.' },
  { slug: 'text/diff', island: 'text-diff/TextDiff', icon: 'file-diff', name: 'Text Diff', category: 'converters', tags: ['diff', 'compare', 'text', 'patch'], keywords: ['compare text', 'diff checker', 'unified diff', 'side by side diff', 'create patch file'], description: 'Compare two texts by line, word or character, side by side or unified, ignoring whitespace or case if you like, and download the unified patch.' },
  { slug: 'case-converter', island: 'case-converter/CaseConverter', icon: 'letter-case', name: 'Case Converter', category: 'converters', tags: ['case', 'camelcase', 'snake_case', 'slug'], keywords: ['camelcase converter', 'snake case', 'kebab case', 'pascal case', 'constant case', 'title case', 'slugify'], description: 'Convert names and phrases, one per line, to camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, Title Case, Sentence case, dot.case or a URL slug.' },
  { slug: 'html/to-markdown', island: 'html-to-markdown/HtmlToMarkdown', icon: 'markdown', name: 'HTML to Markdown', category: 'converters', tags: ['html', 'markdown', 'convert'], keywords: ['html to md', 'convert html to markdown', 'gfm tables', 'turndown'], description: 'Convert HTML to GitHub-flavoured Markdown with tables, strikethrough and task lists, your choice of heading, bullet and code block style, and open the result in the Markdown editor.' },
  { slug: 'sql/ddl-to-diagram', island: 'ddl-diagram/DdlDiagram', icon: 'sitemap', name: 'SQL DDL to ER Diagram', category: 'converters', tags: ['sql', 'diagram', 'erd'], keywords: ['create table to diagram', 'er diagram from sql', 'schema diagram'], description: 'Draw an entity-relationship diagram from CREATE TABLE statements, with foreign keys as edges.' },
  { slug: 'string-length', island: 'string-length/StringLength', icon: 'ruler-measure', name: 'String Length', category: 'converters', tags: ['string', 'length', 'unicode'], keywords: ['character count', 'byte length', 'utf-16 length', 'grapheme count', 'word count'], description: 'Count characters, UTF-16 code units, UTF-8 bytes, graphemes, words and lines.' },
  { slug: 'template-string-with-values', island: 'template-string/TemplateString', icon: 'template', name: 'Template String with Values', category: 'converters', tags: ['template', 'string', 'interpolation'], keywords: ['fill template', 'mustache placeholders', 'replace variables'], description: 'Fill a template with {{name}} or ${name} placeholders from a JSON object of values.' },
  { slug: 'html/html_entities', island: 'html-entities/HtmlEntities', icon: 'ampersand', opens: ['html-entities'], openState: (text) => ({ input: text, direction: 'decode' }), name: 'HTML Entities', category: 'converters', tags: ['html', 'entities', 'escape'], keywords: ['html escape', 'html unescape', 'named entities', 'nbsp'], description: 'Encode and decode HTML named and numeric entities, with a searchable reference table.' },

  // Playgrounds
  { slug: 'graphviz', island: 'graphviz/Graphviz', icon: 'topology-star-3', opens: ['dot'], linkField: 'dot', name: 'Graphviz Online', category: 'playgrounds', tags: ['graphviz', 'dot', 'diagram'], keywords: ['dot editor', 'graphviz viewer', 'render dot'], description: 'Edit Graphviz DOT and see the diagram live; export SVG and PNG.' },
  { slug: 'jq_playground', island: 'jq-playground/JqPlayground', icon: 'filter', name: 'jq Playground', category: 'playgrounds', tags: ['jq', 'json', 'query'], keywords: ['jq online', 'jq filter', 'jqplay'], description: 'Run real jq filters on JSON in your browser.' },
  { slug: 'jsonpath_playground', island: 'jsonpath-playground/JsonPathPlayground', icon: 'route', name: 'JSONPath Playground', category: 'playgrounds', tags: ['jsonpath', 'json', 'query'], keywords: ['jsonpath tester', 'jsonpath online', 'json query', 'rfc 9535'], description: 'Evaluate JSONPath (RFC 9535, or the jsonpath-plus dialect) over JSON and see the matches and their paths.' },
  { slug: 'markdown_editor', island: 'markdown-editor/MarkdownEditor', icon: 'markdown', name: 'Markdown Editor', category: 'playgrounds', tags: ['markdown', 'editor', 'preview'], keywords: ['markdown preview', 'gfm editor', 'markdown to html'], description: 'Write GitHub-flavoured Markdown with a live, sanitised preview and export HTML.' },
  { slug: 'regex_tester', island: 'regex-tester/RegexTester', icon: 'regex', linkField: 'pattern', opens: ['regex'], openState: regexLiteralState, name: 'Regex Tester', category: 'playgrounds', tags: ['regex', 'regexp', 'test'], keywords: ['regular expression tester', 'regex101', 'javascript regex'], description: 'Test JavaScript regular expressions with highlighted matches, groups and replacement.' },
  { slug: 'xpath_tester', island: 'xpath-tester/XPathTester', icon: 'file-search', name: 'XPath Tester', category: 'playgrounds', tags: ['xpath', 'xml', 'query'], keywords: ['xpath online', 'xpath evaluator'], description: 'Evaluate XPath expressions over XML and see the matched nodes.' },
  { slug: 'fake_json_api', island: 'fake-api/FakeApi', icon: 'api', name: 'Fake JSON API', category: 'playgrounds', tags: ['api', 'json', 'mock'], keywords: ['fake rest api', 'mock api', 'test data api'], description: 'A documented fake REST API of users, posts, comments and more, served as static JSON.' },
  { slug: 'graphql/playground', island: 'graphql-playground/GraphqlPlayground', icon: 'brand-graphql', name: 'GraphQL Playground', category: 'playgrounds', tags: ['graphql', 'query', 'api'], keywords: ['graphql online', 'graphiql', 'graphql editor'], description: 'Write and run GraphQL queries against a sample schema in your browser.' },
  { slug: 'sql/playground', island: 'sql-playground/SqlPlayground', icon: 'database', name: 'SQL Playground', category: 'playgrounds', tags: ['sql', 'sqlite', 'query'], keywords: ['sqlite online', 'run sql online', 'sql sandbox'], description: 'Run SQL on an in-browser SQLite database with sample data.' },
  { slug: 'python/online', island: 'python-online/PythonOnline', icon: 'brand-python', name: 'Python Online', category: 'playgrounds', tags: ['python', 'run', 'interpreter'], keywords: ['run python online', 'python interpreter', 'pyodide'], description: 'Run Python in your browser with Pyodide.' },
  { slug: 'javascript/online', island: 'js-online/JavascriptOnline', icon: 'brand-javascript', name: 'JavaScript Online', category: 'playgrounds', tags: ['javascript', 'run', 'console'], keywords: ['run javascript online', 'js console', 'js sandbox'], description: 'Run JavaScript in a sandbox and see its console output.' },
  { slug: 'diagrams/mermaidjs/playground', island: 'mermaid/MermaidPlayground', icon: 'chart-dots-3', opens: ['mermaid'], linkField: 'code', name: 'Mermaid Playground', category: 'playgrounds', tags: ['mermaid', 'diagram'], keywords: ['mermaid live editor', 'mermaid online', 'flowchart'], description: 'Edit Mermaid diagrams with a live preview and export SVG or PNG.' },
  { slug: 'diagrams/excalidraw', island: 'excalidraw/ExcalidrawBoard', icon: 'scribble', name: 'Excalidraw', category: 'playgrounds', tags: ['excalidraw', 'drawing', 'whiteboard'], keywords: ['whiteboard', 'sketch diagram'], description: 'Sketch hand-drawn diagrams with Excalidraw; your drawing stays in your browser.' },
  { slug: 'canvas/playground', island: 'canvas-playground/CanvasPlayground', icon: 'brush', name: 'Canvas Playground', category: 'playgrounds', tags: ['canvas', 'javascript', 'graphics'], keywords: ['html canvas editor', 'canvas 2d'], description: 'Write JavaScript that draws on an HTML canvas and see it live.' },

  // Generators
  { slug: 'uuid/generator', island: 'uuid/UuidGenerator', icon: 'fingerprint', linkField: 'decode', opens: ['uuid'], name: 'UUID Generator', category: 'generators', tags: ['uuid', 'guid', 'generate'], keywords: ['uuid v4', 'uuid v7', 'guid generator', 'decode uuid'], description: 'Generate UUID v4 and v7 in bulk, and decode a UUID.' },
  { slug: 'text-generator/lorem-ipsum', island: 'lorem-ipsum/LoremIpsum', icon: 'align-justified', name: 'Lorem Ipsum Generator', category: 'generators', tags: ['lorem', 'text', 'generate'], keywords: ['placeholder text', 'dummy text'], description: 'Generate lorem ipsum paragraphs, sentences or words, as plain text or HTML.' },
  { slug: 'generators/json', island: 'json-generator/JsonGenerator', icon: 'json', name: 'JSON Generator', category: 'generators', tags: ['json', 'fake', 'generate'], keywords: ['fake json', 'mock data', 'test data generator'], description: 'Generate fake JSON data from a template, reproducibly with a seed.' },

  // Colours and graphics
  { slug: 'color/picker', island: 'color-picker/ColorPicker', icon: 'color-picker', linkField: 'color', opens: ['color'], name: 'Color Picker', category: 'visual', tags: ['color', 'hex', 'rgb', 'hsl'], keywords: ['color converter', 'contrast checker', 'oklch'], description: 'Pick colours and convert between HEX, RGB, HSL and OKLCH, with WCAG contrast.' },
  { slug: 'svg-preview', island: 'svg-preview/SvgPreview', icon: 'file-type-svg', opens: ['svg'], name: 'SVG Preview', category: 'visual', tags: ['svg', 'preview', 'image'], keywords: ['svg viewer', 'svg to png', 'svg optimise'], description: 'Preview SVG safely on light, dark or checkerboard backgrounds, and convert it.' },

  // Date and time
  { slug: 'cron/expression', island: 'cron/CronExpression', icon: 'clock-cog', name: 'Cron Expression', category: 'datetime', tags: ['cron', 'schedule', 'crontab'], keywords: ['crontab explained', 'cron next run', 'cron schedule', 'cron syntax', 'cron time zone'], description: 'Explain a cron expression in words and list its next runs in any time zone, with 5 or 6 fields and @macros, and errors that name the bad field.' },
  { slug: 'timezones', island: 'timezones/TimezoneConverter', icon: 'world-pin', name: 'Time Zone Converter', category: 'datetime', tags: ['timezone', 'time', 'dst'], keywords: ['compare time zones', 'world clock', 'utc offset'], description: 'Compare a moment across time zones, DST-aware, with offsets.' },
  { slug: 'timezones/cities', island: 'timezones/CityTimezones', icon: 'building-skyscraper', name: 'Cities and Time Zones', category: 'datetime', tags: ['timezone', 'city'], keywords: ['time in city', 'city time zone'], description: 'Find a city’s time zone and its current time.' },
  { slug: 'countries', island: 'countries/Countries', icon: 'flag', name: 'Countries', category: 'datetime', tags: ['countries', 'iso 3166'], keywords: ['country codes', 'calling codes', 'currencies'], description: 'Search countries by name, ISO 3166 code, capital, calling code and currency.' },
  { slug: 'date_and_time/stopwatch', island: 'stopwatch/Stopwatch', icon: 'stopwatch', name: 'Stopwatch', category: 'datetime', tags: ['stopwatch', 'timer'], keywords: ['online stopwatch', 'lap timer'], description: 'A stopwatch with laps that keeps running across reloads.' },
  { slug: 'date_and_time/timer', island: 'timer/CountdownTimer', icon: 'hourglass', name: 'Countdown Timer', category: 'datetime', tags: ['timer', 'countdown'], keywords: ['online timer', 'countdown alarm'], description: 'A countdown timer with sound and notification.' },
  { slug: 'todo', island: 'todo/TodoList', icon: 'checklist', name: 'To-do List', category: 'datetime', tags: ['todo', 'tasks'], keywords: ['task list', 'checklist'], description: 'A to-do list kept in your browser.' },

  // ASCII
  { slug: 'ascii', island: 'ascii-table/AsciiTable', icon: 'abc', name: 'ASCII Table', category: 'ascii', tags: ['ascii', 'table'], keywords: ['ascii codes', 'ascii chart'], description: 'The ASCII table with decimal, hex, octal, binary, HTML entity and description.' },
  { slug: 'ascii/box-drawing', island: 'box-drawing/BoxDrawing', icon: 'box-model', name: 'ASCII Box Drawing', category: 'ascii', tags: ['ascii', 'box', 'table'], keywords: ['text table', 'box drawing characters'], description: 'Draw boxes and tables in text from a grid or CSV.' },
  { slug: 'ascii/comment-art', island: 'comment-art/CommentArt', icon: 'message-code', name: 'Comment Banner Generator', category: 'ascii', tags: ['ascii', 'comment', 'banner'], keywords: ['code banner comment'], description: 'Make banner comments for code in many languages.' },
  { slug: 'ascii/text-to-ascii-art', island: 'ascii-art/TextToAsciiArt', icon: 'typography', name: 'Text to ASCII Art', category: 'ascii', tags: ['ascii', 'figlet', 'art'], keywords: ['figlet online', 'ascii banner'], description: 'Turn text into ASCII art with FIGlet fonts.' },
  { slug: 'ascii/tree-printer', island: 'tree-printer/TreePrinter', icon: 'folders', name: 'ASCII Tree Printer', category: 'ascii', tags: ['ascii', 'tree'], keywords: ['directory tree', 'tree command output'], description: 'Turn indented text or paths into a tree drawing.' },

  // Command generators
  { slug: 'command-generators/mysql', island: 'command-generators/MysqlCommand', icon: 'brand-mysql', name: 'MySQL Command Generator', category: 'commands', tags: ['mysql', 'command', 'cli'], keywords: ['mysqldump command', 'mysql connect'], description: 'Build mysql and mysqldump commands from a form.' },
  { slug: 'command-generators/tar', island: 'command-generators/TarCommand', icon: 'file-zip', name: 'tar Command Generator', category: 'commands', tags: ['tar', 'command', 'cli'], keywords: ['tar extract', 'tar compress'], description: 'Build tar commands to create, extract or list archives.' },
  { slug: 'command-generators/curl', island: 'command-generators/CurlCommand', icon: 'terminal-2', linkField: 'pasted', opens: ['curl'], name: 'curl Command Generator', category: 'commands', tags: ['curl', 'http', 'command'], keywords: ['curl builder', 'curl headers'], description: 'Build curl commands with method, headers, body and auth.' },

  // How-to pages
  { slug: 'random-number/javascript', island: 'random-number/RandomNumberJavascript', icon: 'dice-3', name: 'Random Numbers in JavaScript', category: 'howto', tags: ['javascript', 'random'], keywords: ['math.random range', 'crypto random'], description: 'Random integers and floats in JavaScript, in ranges, seeded and crypto-secure.' },
  { slug: 'random-number/python', island: 'random-number/RandomNumberPython', icon: 'dice-5', name: 'Random Numbers in Python', category: 'howto', tags: ['python', 'random'], keywords: ['random randint', 'secrets module'], description: 'Random numbers in Python with random and secrets.' },
  { slug: 'random-number/java', island: 'random-number/RandomNumberJava', icon: 'dice-6', name: 'Random Numbers in Java', category: 'howto', tags: ['java', 'random'], keywords: ['java random range', 'securerandom'], description: 'Random numbers in Java with Random, ThreadLocalRandom and SecureRandom.' },
  { slug: 'docker/mysql', island: 'docker-db/DockerMysql', icon: 'brand-docker', name: 'MySQL in Docker', category: 'howto', tags: ['docker', 'mysql'], keywords: ['docker run mysql', 'mysql compose'], description: 'Run MySQL in Docker: persist data, environment variables, compose, backup and restore.' },
  { slug: 'docker/postgres', island: 'docker-db/DockerPostgres', icon: 'brand-docker', name: 'PostgreSQL in Docker', category: 'howto', tags: ['docker', 'postgres'], keywords: ['docker run postgres', 'postgres compose'], description: 'Run PostgreSQL in Docker: persist data, environment variables, compose, backup and restore.' },
] as const satisfies readonly ToolMeta[];

export type ToolSlug = (typeof tools)[number]['slug'];

export function toolBySlug(slug: string): ToolMeta | undefined {
  return (tools as readonly ToolMeta[]).find((t) => t.slug === slug);
}
