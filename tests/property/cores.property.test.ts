/**
 * Issue 13, "no input crashes a page": every tool core answers any string with a Result and never
 * throws. Inputs mix lone surrogates, NULs, bidi controls, emoji/ZWJ sequences, random code points and
 * each tool's own syntax characters, alone or spliced into a valid sample (so the fuzz reaches past
 * the first parse error), plus one 1 MB string per core.
 */
import fc from 'fast-check';
import figlet from 'figlet';
import { Parser as PgParser } from 'node-sql-parser/build/postgresql';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { optimize } from 'svgo';
import type { Result } from '@/lib/result';
import { ensureFont, FONT_LOADERS, renderArt, type FigletLike } from '@/tools/ascii-art/ascii-art.core';
import { decodeBase64, encodeBase64, parseDataUri } from '@/tools/base64/base64.core';
import { jsonPrecisionLoss } from '@/lib/json-precision';
import { convertBase, evaluateBigInt } from '@/tools/big-number/big-number.core';
import { boxTable } from '@/tools/box-drawing/box-drawing.core';
import { parseColor } from '@/tools/color-picker/color-picker.core';
import { buildCurlCommand, CURL_DEFAULTS } from '@/tools/command-generators/curl-command.core';
import { parseCurlCommand } from '@/tools/command-generators/curl-parse.core';
import { buildMysqlCommand, MYSQL_DEFAULTS } from '@/tools/command-generators/mysql-command.core';
import { parseMysqlCommand } from '@/tools/command-generators/mysql-parse.core';
import { parsePipeline, quote } from '@/lib/shell-words';
import { buildTarCommand, TAR_DEFAULTS } from '@/tools/command-generators/tar-command.core';
import { parseTarCommand } from '@/tools/command-generators/tar-parse.core';
import { makeBanner } from '@/lib/comment-banner';
import { runCsvQuery } from '@/tools/csv-query/csv-query.core';
import { csvToJson, csvToSql, inferValue, parseCsv } from '@/lib/csv';
import { sanitizeIdentifier } from '@/lib/sql-values';
import { parseDdl, schemaToDot } from '@/tools/ddl-diagram/ddl-diagram.core';
import { MYSQL_DOCKER_DEFAULTS, mysqlGuide, POSTGRES_DOCKER_DEFAULTS, postgresGuide } from '@/tools/docker-db/docker-db.core';
import { runGoTrace } from '@/tools/go-stacktrace/go-stacktrace.run';
import { createLibrary, runGraphql } from '@/tools/graphql-playground/graphql-playground.core';
import { sampleQuery, sampleVariables } from '@/tools/graphql-playground/graphql-playground.sample';
import { decodeHtmlEntities, encodeHtmlEntities } from '@/tools/html-entities/html-entities.core';
import { inlineSqlVariables, parseSqlParams } from '@/tools/inline-sql-variables/inline-sql-variables.core';
import { ASCII_ROWS, searchRows } from '@/tools/ascii-table/ascii-table.core';
import { buildJqArgs, defaultJqOptions, interpretRun } from '@/tools/jq-playground/jq-playground.core';
import { diffJson } from '@/tools/json-diff/json-diff.core';
import { formatJson } from '@/tools/json-formatter/json-formatter.core';
import { generateJson } from '@/tools/json-generator/json-generator.core';
import { escapeJsonString, unescapeJsonString } from '@/tools/json-string/json-string.core';
import { detectFormat, inferJsonSchema } from '@/tools/json-to-schema/json-to-schema.core';
import { jsonToSql } from '@/tools/json-to-sql/json-to-sql.core';
import { buildJsonTree, searchJsonValue } from '@/tools/json-viewer/json-viewer.core';
import { evaluateJsonPath, parseJsonInput } from '@/tools/jsonpath-playground/jsonpath-playground.core';
import { renderMarkdown, titleOf } from '@/tools/markdown-editor/markdown-editor.core';
import { formatWithPrettier, minifyCss } from '@/tools/prettier/prettier.core';
import { explainRegex } from '@/tools/regex-tester/regex-explain.core';
import { captureGroupNames, compileRegex, runRegex, slashHint } from '@/tools/regex-tester/regex-tester.core';
import { formatSql } from '@/tools/sql-formatter/sql-formatter.core';
import { createSampleDatabase, runStatements } from '@/lib/sql-engine';
import { runStackTrace } from '@/tools/stacktrace/stacktrace.run';
import { unescapeLoggedTrace } from '@/lib/trace-text';
import { parseStopwatch } from '@/tools/stopwatch/stopwatch.core';
import { addMissingNamespaces, optimizeSvg, svgDataUri } from '@/tools/svg-preview/svg-preview.core';
import { fillTemplate } from '@/tools/template-string/template-string.core';
import { parseDuration, parseTimer } from '@/tools/timer/timer.core';
import { formatInstant, parseTimeInput } from '@/tools/timestamp/timestamp.core';
import { offsetMinutes, parseLocalDateTime, splitZones, zonedToInstant, zoneTime } from '@/tools/timezones/timezones.core';
import { addTodo, parseTodos } from '@/tools/todo/todo.core';
import { jsonToToml, tomlToJson } from '@/tools/toml/toml.core';
import { printTree } from '@/tools/tree-printer/tree-printer.core';
import { decodeUrl, encodeUrl } from '@/tools/url/url.core';
import { measureString } from '@/tools/string-length/string-length.core';
import { decodeUuid } from '@/tools/uuid/uuid.core';
import { formatXml, minifyXml } from '@/tools/xml-formatter/xml-formatter.core';
import { evaluateXPath, parseXml, xpathSyntaxHint } from '@/tools/xpath-tester/xpath-tester.core';
import { jsonToYaml, yamlToJson } from '@/tools/yaml/yaml.core';

// Engines the pages load on demand, loaded once here.
const lib = figlet as unknown as FigletLike;
const pg = new PgParser();
let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
  const font = ensureFont(lib, 'Standard', (await FONT_LOADERS.Standard()).default);
  expect(font.ok).toBe(true);
});

/** Characters that break naive code: lone surrogates, NUL, bidi overrides and marks, ZWJ and emoji. */
const NASTY = [
  '\ud800',
  '\udc00',
  '\udbff\udbff',
  '\0',
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202c',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u2066',
  '\u2067',
  '\u2069',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇺🇳',
  '👍🏽',
  'e\u0301',
  '\u0000\u202e🙂\ud800',
  '\r\n',
  '\r',
  '\n',
  '\t',
  '\u2028',
  '\u0085',
];
/** Syntax characters of the formats the tools read, so the fuzz is not rejected at the first byte. */
const SYNTAX = [...'{}[]()<>"\'`:;,.=|&$#@!?%*+-/\\~^_ 0123456789aZ'].concat([
  '{{',
  '}}',
  '${',
  '--',
  '/*',
  '*/',
  '<!--',
  '&amp;',
  '%ZZ',
  '\\u',
  'true',
  'null',
]);

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.constantFrom(...SYNTAX) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const nastyString = fc.string({ unit, maxLength: 60 });
const binaryString = fc.string({ unit: 'binary', maxLength: 80 });

/** A valid sample with fuzz spliced in at a random place (or replacing a random slice). */
const spliced = (sample: string) =>
  fc
    .tuple(fc.nat({ max: sample.length }), fc.nat({ max: 8 }), nastyString)
    .map(([at, cut, fuzz]) => sample.slice(0, at) + fuzz + sample.slice(at + cut));

/** A valid sample with a few nasty characters dropped in: often still valid, so the whole core runs. */
const sprinkled = (sample: string) =>
  fc
    .array(fc.tuple(fc.nat({ max: sample.length }), fc.constantFrom(...NASTY)), { minLength: 1, maxLength: 6 })
    .map((cuts) => cuts.sort((a, b) => b[0] - a[0]).reduce((text, [at, c]) => text.slice(0, at) + c + text.slice(at), sample));

const inputs = (sample?: string) =>
  sample == null ? fc.oneof(nastyString, binaryString) : fc.oneof(nastyString, binaryString, spliced(sample), sprinkled(sample));

/** One megabyte of the same mix, in lines, for the once-per-core size case. */
const ONE_MB = (() => {
  const line = `${NASTY.join('')} {"a":[1,"\\u00e9",null]} <x a="1">&amp;</x> SELECT * FROM t; |a|b|\n`;
  return line.repeat(Math.ceil((1 << 20) / line.length)).slice(0, 1 << 20);
})();

type Run = (input: string) => Result<unknown> | Promise<Result<unknown>>;
interface Case {
  /** The core function and what of the user's input it gets. */
  name: string;
  run: Run;
  /** A valid input the fuzz is spliced into. */
  sample?: string;
  /** Fewer runs for slow engines. */
  numRuns?: number;
  /** Skip the 1 MB case: the page never hands the core that much (say why in `why`). */
  skipBig?: string;
}

const JSON_SAMPLE = '{"name":"Ada","tags":["x","y"],"n":12345678901234567890,"nested":{"ok":true,"v":null}}';
const CSV_SAMPLE = 'id,name,score\n1,Ada,9.5\n2,"Grace, H",7\n';
const XML_SAMPLE = '<?xml version="1.0"?><root xmlns:a="urn:a"><a:item id="1">one</a:item><item>two &amp; three</item><!-- c --></root>';
const SQL_SAMPLE = "SELECT id, name FROM users WHERE age > :age AND name = :name ORDER BY id; -- note\nINSERT INTO t VALUES (1, ':x');";
const TRACE_SAMPLE = `TypeError: Cannot read properties of undefined (reading 'x')
    at Object.<anonymous> (/app/src/index.js:10:15)
    at Module._compile (node:internal/modules/cjs/loader:1256:14)
Exception in thread "main" java.lang.NullPointerException
\tat com.example.App.main(App.java:5)
Traceback (most recent call last):
  File "app.py", line 3, in <module>
ValueError: bad`;
const GO_SAMPLE = `panic: runtime error: index out of range [5] with length 3

goroutine 1 [running]:
main.main()
\t/tmp/main.go:8 +0x1d
exit status 2

goroutine 7 [chan receive, 3 minutes]:
main.worker(0xc000012345)
\t/app/worker.go:42 +0x85
created by main.main in goroutine 1
\t/app/main.go:10 +0x5a`;
const DDL_SAMPLE = 'CREATE TABLE a (id SERIAL PRIMARY KEY, name TEXT NOT NULL);\nCREATE TABLE b (id INT PRIMARY KEY, a_id INT REFERENCES a(id));';

const cases: Case[] = [
  { name: 'ascii-art renderArt', run: (s) => renderArt(lib, s, { font: 'Standard', layout: 'default', width: 80 }), sample: 'Hello' },
  { name: 'base64 encodeBase64', run: (s) => encodeBase64(s) },
  { name: 'base64 decodeBase64', run: (s) => decodeBase64(s), sample: 'SGVsbG8sIOS4lueVjCDwn5iA' },
  { name: 'base64 parseDataUri', run: (s) => parseDataUri(s), sample: 'data:image/png;base64,iVBORw0KGgo=' },
  { name: 'big-number evaluateBigInt', run: (s) => evaluateBigInt(s), sample: '(2 ** 64 - 1) * 3 % 7 + 0xff' },
  { name: 'big-number convertBase', run: (s) => convertBase(s, 10, 16), sample: '123456789012345678901234567890' },
  { name: 'big-number jsonPrecisionLoss', run: (s) => jsonPrecisionLoss(s), sample: JSON_SAMPLE },
  {
    name: 'box-drawing boxTable',
    run: (s) => boxTable(s, { style: 'single', format: 'auto', header: true, rowLines: false, align: 'auto', padding: 1 }),
    sample: CSV_SAMPLE,
  },
  { name: 'color-picker parseColor', run: (s) => parseColor(s), sample: 'rgb(10 20 30 / 50%)' },
  {
    name: 'curl buildCurlCommand',
    run: (s) => buildCurlCommand({ ...CURL_DEFAULTS, url: s, headers: s, body: s, bodyType: 'raw' }, true),
    sample: 'https://example.com/a?b=c',
  },
  {
    name: 'curl parseCurlCommand',
    run: (s) => parseCurlCommand(s),
    sample: "curl -X POST -H 'Content-Type: application/json' -d '{\"a\":1}' https://example.com",
  },
  {
    name: 'mysql buildMysqlCommand',
    run: (s) => buildMysqlCommand({ ...MYSQL_DEFAULTS, host: s, database: s, sql: s }, true),
    sample: 'db.example.com',
  },
  { name: 'mysql parseMysqlCommand', run: (s) => parseMysqlCommand(s), sample: 'mysql -h db -P 3306 -u root -p shop -e "SELECT 1"' },
  { name: 'shell-words parsePipeline', run: (s) => parsePipeline(s), sample: 'tar -czf "a b.tgz" $HOME/x | gzip > out' },
  { name: 'tar buildTarCommand', run: (s) => buildTarCommand({ ...TAR_DEFAULTS, archive: s, files: s, excludes: s }, true), sample: 'backup.tar.gz' },
  { name: 'tar parseTarCommand', run: (s) => parseTarCommand(s), sample: 'tar -xzvf backup.tar.gz -C /tmp --strip-components=1' },
  {
    name: 'comment-art makeBanner',
    run: (s) => makeBanner(s, { language: 'c-block', style: 'box', fill: 'auto', width: 60, align: 'center', padding: false }),
    sample: 'Section title',
  },
  {
    name: 'csv-query runCsvQuery (csv)',
    run: (s) => runCsvQuery(SQL, { csv: s, query: 'SELECT * FROM data', tableName: 'data', delimiter: 'auto', header: true }),
    sample: CSV_SAMPLE,
    numRuns: 60,
  },
  {
    name: 'csv-query runCsvQuery (query)',
    run: (s) => runCsvQuery(SQL, { csv: CSV_SAMPLE, query: s, tableName: 'data', delimiter: 'auto', header: true }),
    sample: 'SELECT name, score FROM data WHERE score > 5 ORDER BY 2',
    numRuns: 60,
  },
  { name: 'csv parseCsv', run: (s) => parseCsv(s), sample: CSV_SAMPLE },
  { name: 'csv csvToJson', run: (s) => csvToJson(s, { inferTypes: true }), sample: CSV_SAMPLE },
  { name: 'csv csvToSql', run: (s) => csvToSql(s, { tableName: 'data', dialect: 'postgresql' }), sample: CSV_SAMPLE },
  { name: 'csv csvToSql (table name)', run: (s) => csvToSql(CSV_SAMPLE, { tableName: s, dialect: 'sqlserver' }) },
  {
    // As the worker does: the parsed model is drawn as DOT too.
    name: 'ddl-diagram parseDdl + schemaToDot',
    run: (s) => {
      const r = parseDdl(s, pg, 'postgresql');
      if (r.ok) schemaToDot(r.value, { dark: true });
      return r;
    },
    sample: DDL_SAMPLE,
    numRuns: 60,
  },
  {
    name: 'docker-db mysqlGuide',
    run: (s) => mysqlGuide({ ...MYSQL_DOCKER_DEFAULTS, tag: s, container: s, password: s, database: s, volume: s }),
    sample: 'shop_db',
  },
  {
    name: 'docker-db postgresGuide',
    run: (s) => postgresGuide({ ...POSTGRES_DOCKER_DEFAULTS, tag: s, container: s, password: s, database: s, volume: s }),
    sample: 'shop_db',
  },
  { name: 'go-stacktrace runGoTrace', run: (s) => runGoTrace(s), sample: GO_SAMPLE },
  { name: 'graphql runGraphql (query)', run: (s) => runGraphql(createLibrary(), s, sampleVariables), sample: sampleQuery, numRuns: 60 },
  { name: 'graphql runGraphql (variables)', run: (s) => runGraphql(createLibrary(), sampleQuery, s), sample: sampleVariables, numRuns: 60 },
  { name: 'html-entities encodeHtmlEntities', run: (s) => encodeHtmlEntities(s, { mode: 'named' }), sample: '<a href="x">Café & “quotes”</a>' },
  { name: 'html-entities decodeHtmlEntities', run: (s) => decodeHtmlEntities(s), sample: '&lt;p&gt;caf&eacute; &#x1F600; &#55296; &#0; &bogus;' },
  { name: 'inline-sql-variables parseSqlParams', run: (s) => parseSqlParams(s), sample: '{"age": 30, "name": "Ada"}' },
  { name: 'inline-sql-variables inlineSqlVariables', run: (s) => inlineSqlVariables(s, '{"age": 30, "name": "Ada"}'), sample: SQL_SAMPLE },
  { name: 'jq buildJqArgs', run: (s) => buildJqArgs({ ...defaultJqOptions, args: [[s, s]] }), sample: 'name' },
  { name: 'jq interpretRun', run: (s) => interpretRun({ stdout: s, stderr: s, crash: null }), sample: '{"a":1}\n2\n' },
  { name: 'json-diff diffJson', run: (s) => diffJson(s, JSON_SAMPLE), sample: JSON_SAMPLE },
  { name: 'json-formatter formatJson', run: (s) => formatJson(s, { indent: 2 }), sample: JSON_SAMPLE },
  {
    name: 'json-formatter formatJson (tolerant, sorted)',
    run: (s) => formatJson(s, { indent: '\t', tolerant: true, sortKeys: true }),
    sample: '{ // c\n "b": 1, "a": [2,], }',
  },
  {
    name: 'json-generator generateJson',
    run: (s) => generateJson(s, 1),
    sample: '{"id": "{{int(1,9)}}", "name": "{{firstName}} {{lastName}}", "list": ["{{repeat(2)}}", "{{uuid}}"]}',
  },
  { name: 'json-string escapeJsonString', run: (s) => escapeJsonString(s, { quotes: true }) },
  { name: 'json-string unescapeJsonString', run: (s) => unescapeJsonString(s), sample: '"line\\nnext \\ud83d\\ude00 \\u0041"' },
  { name: 'json-to-schema inferJsonSchema', run: (s) => inferJsonSchema(s, { title: 'Root' }), sample: JSON_SAMPLE },
  {
    name: 'json-to-sql jsonToSql',
    run: (s) => jsonToSql(s, { tableName: 'users', dialect: 'mysql' }),
    sample: `[${JSON_SAMPLE}, {"name": "Bob", "extra": [1]}]`,
  },
  {
    // As the JSON viewer does: parse, build the tree, search it.
    name: 'jsonpath parseJsonInput + json-viewer tree and search',
    run: (s) => {
      const r = parseJsonInput(s);
      if (r.ok) {
        buildJsonTree(r.value);
        searchJsonValue(r.value, s.slice(0, 5) || 'a');
      }
      return r;
    },
    sample: JSON_SAMPLE,
  },
  {
    name: 'jsonpath evaluateJsonPath (path, RFC 9535)',
    run: (s) => evaluateJsonPath({ json: JSON_SAMPLE, path: s, ignoreErrors: false, dialect: 'rfc9535' }),
    sample: '$..tags[?@ != "x" && length(@) > 0 && @ != "y"]',
  },
  {
    name: 'jsonpath evaluateJsonPath (path, jsonpath-plus)',
    run: (s) => evaluateJsonPath({ json: JSON_SAMPLE, path: s, ignoreErrors: false, dialect: 'jsonpath-plus' }),
    sample: '$..tags[?(@ != "x")]',
  },
  {
    name: 'jsonpath evaluateJsonPath (json)',
    run: (s) => evaluateJsonPath({ json: s, path: '$..*', ignoreErrors: true, dialect: 'rfc9535' }),
    sample: JSON_SAMPLE,
  },
  {
    name: 'markdown renderMarkdown',
    run: (s) => renderMarkdown(s),
    sample: '# Title\n\n* item **bold** [link](http://x)\n\n```js\ncode\n```\n| a | b |\n|---|---|\n| 1 | 2 |',
  },
  {
    name: 'prettier formatWithPrettier (css)',
    run: (s) => formatWithPrettier(s, { language: 'css', tabWidth: 2, useTabs: false, printWidth: 80 }),
    sample: 'a{color:red;margin:0 auto}',
    numRuns: 40,
  },
  {
    name: 'prettier formatWithPrettier (javascript)',
    run: (s) => formatWithPrettier(s, { language: 'javascript', tabWidth: 2, useTabs: false, printWidth: 80 }),
    sample: 'const a = {b: [1,2], c: `t${x}`}; function f(){return a}',
    numRuns: 40,
  },
  {
    name: 'prettier formatWithPrettier (html)',
    run: (s) => formatWithPrettier(s, { language: 'html', tabWidth: 2, useTabs: false, printWidth: 80 }),
    sample: '<div><p class="x">Hi<br>there</p></div>',
    numRuns: 40,
  },
  { name: 'prettier minifyCss', run: (s) => minifyCss(s), sample: 'a { color: red; /* c */ margin: 0 auto; }\n@media (x) { b { c: d } }' },
  { name: 'regex explainRegex', run: (s) => explainRegex(s, 'gu'), sample: '^(?<year>\\d{4})-(\\d{2})[a-z\\s]+?(?=x)|\\p{L}+$' },
  { name: 'regex compileRegex', run: (s) => compileRegex(s, 'gimsuy'), sample: '(a|b)*c' },
  { name: 'regex runRegex (pattern)', run: (s) => runRegex({ pattern: s, flags: 'g', text: 'abc 123 ABC', replacement: '[$&]' }), sample: '\\w+' },
  { name: 'regex runRegex (text)', run: (s) => runRegex({ pattern: '(\\w)(\\d)?', flags: 'gu', text: s, replacement: '$2$1' }), sample: 'abc 123' },
  { name: 'regex runRegex (flags)', run: (s) => runRegex({ pattern: 'a', flags: s, text: 'aAa', replacement: '' }) },
  {
    name: 'sql-formatter formatSql',
    run: (s) => formatSql(s, { dialect: 'postgresql', keywordCase: 'upper', indent: 2 }),
    sample: "select a.id, count(*) from a join b on a.id = b.a_id where x in (1, 'y') group by 1; -- c",
  },
  { name: 'stacktrace runStackTrace', run: (s) => runStackTrace(s, { ownPackages: '', collapse: true }), sample: TRACE_SAMPLE },
  {
    name: 'stacktrace runStackTrace (own packages)',
    run: (s) => runStackTrace(TRACE_SAMPLE, { ownPackages: s, collapse: true }),
    sample: 'com.example, /app/src',
  },
  { name: 'stopwatch parseStopwatch', run: (s) => parseStopwatch(s), sample: '{"startedAt":null,"banked":1200,"laps":[300,900]}' },
  {
    name: 'svg-preview optimizeSvg',
    run: (s) => optimizeSvg(s, optimize),
    sample: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- c --><rect width="10" height="10" fill="#ff0000"/></svg>',
    numRuns: 60,
  },
  {
    name: 'template-string fillTemplate (template)',
    run: (s) => fillTemplate(s, '{"name":"Ada","user":{"tags":["x"]}}'),
    sample: 'Hi {{ name }}, ${user.tags[0]} \\{{x}}',
  },
  { name: 'template-string fillTemplate (values)', run: (s) => fillTemplate('Hi {{name}} {{a.b}}', s), sample: '{"name":"Ada","a":{"b":[1,2]}}' },
  { name: 'timer parseDuration', run: (s) => parseDuration(s, s, s), sample: '12' },
  { name: 'timer parseTimer', run: (s) => parseTimer(s), sample: '{"duration":60000,"endsAt":null,"pausedLeft":null}' },
  {
    // As the page does: a parsed instant is formatted at once.
    name: 'timestamp parseTimeInput + formatInstant',
    run: (s) => {
      const r = parseTimeInput(s, 1_700_000_000_000);
      return r.ok ? formatInstant(r.value.epochMs, 'Asia/Kolkata', 'en-US', 1_700_000_000_000) : r;
    },
    sample: '2024-02-29T12:34:56.789+05:30',
  },
  { name: 'timestamp formatInstant (zone)', run: (s) => formatInstant(1_700_000_000_000, s), sample: 'Europe/Berlin' },
  {
    name: 'timestamp parseTimeInput (zone)',
    run: (s) => parseTimeInput('2024-01-01T00:00', 1_700_000_000_000, { timeZone: s }),
    sample: 'Europe/Berlin',
  },
  { name: 'timezones offsetMinutes', run: (s) => offsetMinutes(s, 1_700_000_000_000), sample: 'America/New_York' },
  { name: 'timezones zoneTime', run: (s) => zoneTime(s, 1_700_000_000_000), sample: 'Asia/Kolkata' },
  { name: 'timezones parseLocalDateTime', run: (s) => parseLocalDateTime(s), sample: '2024-03-10T02:30' },
  { name: 'timezones zonedToInstant', run: (s) => zonedToInstant(s, 'America/New_York'), sample: '2024-03-10T02:30' },
  { name: 'todo addTodo', run: (s) => addTodo([], s, 'id-1'), sample: 'Buy milk' },
  { name: 'todo parseTodos', run: (s) => parseTodos(s), sample: '[{"id":"a","text":"x","done":false}]' },
  {
    name: 'toml tomlToJson',
    run: (s) => tomlToJson(s),
    sample: 'title = "x"\n[owner]\nname = "Ada"\ndob = 1979-05-27T07:32:00-08:00\n[[arr]]\nn = 9007199254740993',
  },
  {
    name: 'toml jsonToToml',
    run: (s) => jsonToToml(s),
    sample: '{"title":"x","n":1234567890123456789,"owner":{"name":"Ada","tags":["a","b"]},"arr":[{"k":1.5}]}',
  },
  {
    name: 'tree-printer printTree',
    run: (s) => printTree(s, { mode: 'auto', sort: 'name', dirsFirst: true, trailingSlash: true, ascii: false, summary: true }),
    sample: 'src/\n  app/\n    page.tsx\n  lib/\n    a.ts\nREADME.md',
  },
  { name: 'url encodeUrl', run: (s) => encodeUrl(s) },
  { name: 'url encodeUrl (uri)', run: (s) => encodeUrl(s, { mode: 'uri' }), sample: 'https://example.com/a b?q=ü#f' },
  { name: 'url decodeUrl', run: (s) => decodeUrl(s, { plusAsSpace: true }), sample: 'a%20b+c%E2%82%AC%F0%9F%98%80' },
  { name: 'uuid decodeUuid', run: (s) => decodeUuid(s), sample: '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}' },
  { name: 'xml-formatter formatXml', run: (s) => formatXml(s, { indent: 2 }), sample: XML_SAMPLE },
  { name: 'xml-formatter minifyXml', run: (s) => minifyXml(s), sample: XML_SAMPLE },
  { name: 'xpath parseXml', run: (s) => parseXml(s), sample: XML_SAMPLE },
  { name: 'xpath evaluateXPath (xml)', run: (s) => evaluateXPath({ xml: s, xpath: '//*' }), sample: XML_SAMPLE },
  {
    name: 'xpath evaluateXPath (xpath)',
    run: (s) => evaluateXPath({ xml: XML_SAMPLE, xpath: s }),
    sample: '//a:item[@id="1"]/text() | //item[contains(., "two")]',
  },
  { name: 'yaml yamlToJson', run: (s) => yamlToJson(s), sample: 'a: 1\nb: [x, "y"]\nc: &anchor\n  d: 2\ne: *anchor\nf: !!str 12\ng: |\n  text\n' },
  { name: 'yaml jsonToYaml', run: (s) => jsonToYaml(s), sample: JSON_SAMPLE },
];

/**
 * Cores whose answer is a plain value (a count, a search, a hint): they too must not throw. runStatements
 * returns its error beside the results rather than as a Result.
 */
const plain: { name: string; run: (input: string) => unknown; sample?: string }[] = [
  { name: 'ascii-table searchRows', run: (s) => searchRows(ASCII_ROWS, s), sample: '0x41' },
  { name: 'csv inferValue', run: (s) => inferValue(s), sample: '-12.5e3' },
  { name: 'csv sanitizeIdentifier', run: (s) => sanitizeIdentifier(s), sample: 'First name' },
  { name: 'json-to-schema detectFormat', run: (s) => detectFormat(s), sample: '2024-01-01T00:00:00Z' },
  { name: 'markdown titleOf', run: (s) => titleOf(s), sample: '# Title\ntext' },
  { name: 'regex slashHint', run: (s) => slashHint(s), sample: '/a+/gi' },
  { name: 'regex captureGroupNames', run: (s) => captureGroupNames(s), sample: '(?<y>\\d+)-(x)' },
  { name: 'shell-quote quote', run: (s) => quote(s), sample: "it's" },
  {
    name: 'sql-playground runStatements',
    run: (s) => {
      const r = runStatements(createSampleDatabase(SQL), s);
      expect(r.error === null || typeof r.error.message === 'string').toBe(true);
      return r;
    },
    sample: 'SELECT name FROM customers WHERE id < 3;',
  },
  { name: 'stacktrace unescapeLoggedTrace', run: (s) => unescapeLoggedTrace(s), sample: 'Error: x\\n\\tat a.b(C.java:1)' },
  { name: 'string-length measureString', run: (s) => measureString(s), sample: 'héllo 👨‍👩‍👧' },
  { name: 'svg-preview addMissingNamespaces', run: (s) => addMissingNamespaces(s), sample: '<svg><use xlink:href="#a"/></svg>' },
  { name: 'svg-preview svgDataUri', run: (s) => [svgDataUri(s), svgDataUri(s, 'url')], sample: '<svg/>' },
  { name: 'timezones splitZones', run: (s) => splitZones(s), sample: 'UTC, Europe/Paris' },
  { name: 'xpath xpathSyntaxHint', run: (s) => xpathSyntaxHint(s), sample: '//a[@b=' },
];

function expectResult(r: unknown, name: string) {
  expect(r, name).toBeTypeOf('object');
  expect(r, name).not.toBeNull();
  const { ok } = r as { ok: unknown };
  expect([true, false], `${name}: ok is ${String(ok)}`).toContain(ok);
  if (ok === false) expect((r as { error: { message: unknown } }).error.message, name).toBeTypeOf('string');
}

/** PROPERTY_RUNS_SCALE=20 npx vitest run tests/property: a deeper search than CI's, when hunting bugs. */
const scale = Number(process.env.PROPERTY_RUNS_SCALE ?? 1) || 1;

describe.each(plain)('$name', ({ run, sample }) => {
  it('answers any string without throwing', () => {
    fc.assert(
      fc.property(inputs(sample), (input) => {
        run(input);
      }),
      { numRuns: Math.round(100 * scale) },
    );
  });

  it('answers a 1 MB string without throwing', () => {
    run(ONE_MB);
  }, 30_000);
});

describe.each(cases)('$name', ({ name, run, sample, numRuns = 150, skipBig }) => {
  // The fuzz is spliced into the sample, so a sample the core rejects would only test its first check.
  // (Cores without a sample, such as the generators' option parsers, have no such test.)
  if (sample != null)
    it('accepts its valid sample', async () => {
      const r = await run(sample);
      expect(r.ok ? null : r.error, name).toBeNull();
    });

  it('returns a Result for any string and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(inputs(sample), async (input) => {
        expectResult(await run(input), name);
      }),
      { numRuns: Math.round(numRuns * scale) },
    );
  });

  if (skipBig == null)
    // About a second on a quiet machine; a busy CI machine can be several times slower.
    it('returns a Result for a 1 MB string', async () => {
      expectResult(await run(ONE_MB), name);
    }, 30_000);
});
