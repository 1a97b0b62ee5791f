import type { OpCase } from './types';

// Which real program checked each operation's expected outputs is said above its cases.
export const cases: OpCase[] = [
  // json_to_yaml: python3 yaml.safe_load (PyYAML, a YAML 1.1 reader) reads each output back to json.loads of the input.
  {
    op: 'json_to_yaml',
    input:
      '{"name":"Ada Lovelace","langs":["en","fr"],"born":1815,"ratio":0.5,"active":true,"spouse":null,"address":{"city":"London","zip":"07"},"empty":[],"none":{}}',
    output:
      "name: Ada Lovelace\nlangs:\n  - en\n  - fr\nborn: 1815\nratio: 0.5\nactive: true\nspouse: null\naddress:\n  city: London\n  zip: '07'\nempty: []\nnone: {}\n",
  },
  {
    op: 'json_to_yaml',
    input: '{"answer":"yes","version":"1.10","off":"off","multi":"line one\\nline two","list":[{"id":1,"tags":["a"]},[1,[2]]]}',
    options: { indent: 4 },
    output:
      "answer: 'yes'\nversion: '1.10'\n'off': 'off'\nmulti: |-\n    line one\n    line two\nlist:\n    - id: 1\n      tags:\n          - a\n    - - 1\n      - - 2\n",
  },
  { op: 'json_to_yaml', input: '{"a": 1,}', error: 'Line 1, column 9: Trailing commas are not allowed' },
  // yaml_to_json: python3 json.dumps(yaml.safe_load(input) / list(yaml.safe_load_all(input)), indent=n) gives each output exactly.
  {
    op: 'yaml_to_json',
    input:
      'defaults: &d\n  adapter: postgres\n  pool: 5\nproduction:\n  <<: *d\n  database: prod\n  hosts: [db1, db2]\nflags:\n  - true\n  - ~\n  - "007"\n  - 0x1F\nnote: |\n  two\n  lines\n',
    output:
      '{\n  "defaults": {\n    "adapter": "postgres",\n    "pool": 5\n  },\n  "production": {\n    "adapter": "postgres",\n    "pool": 5,\n    "database": "prod",\n    "hosts": [\n      "db1",\n      "db2"\n    ]\n  },\n  "flags": [\n    true,\n    null,\n    "007",\n    31\n  ],\n  "note": "two\\nlines\\n"\n}',
  },
  {
    op: 'yaml_to_json',
    input: 'a: 1\n---\n- x\n- y: [1, 2]\n',
    options: { indent: 4 },
    output:
      '[\n    {\n        "a": 1\n    },\n    [\n        "x",\n        {\n            "y": [\n                1,\n                2\n            ]\n        }\n    ]\n]',
  },
  { op: 'yaml_to_json', input: 'key: [1, 2\nother: 3\n', error: 'Line 2, column 1: Flow sequence in block collection must be sufficiently indented' },
  { op: 'yaml_to_json', input: 'a: *nope\n', error: 'Line 1, column 4: The alias *nope has no anchor &nope before it' },
  // toml_to_json: python3 json.dumps(tomllib.loads(input), indent=n) gives each output exactly (the TOML 1.1 case: tomllib, a TOML 1.0 reader, reads the same table written without the trailing comma; it rejects both error inputs too).
  {
    op: 'toml_to_json',
    input:
      'title = "TOML test"\n[owner]\nname = "Tom"\nids = [1, 2, 3]\nbig = 9223372036854775807\n[[fruit]]\nname = "apple"\n[[fruit]]\nname = "banana"\nvariety = { kind = "plantain", ripe = false }\n',
    output:
      '{\n  "title": "TOML test",\n  "owner": {\n    "name": "Tom",\n    "ids": [\n      1,\n      2,\n      3\n    ],\n    "big": 9223372036854775807\n  },\n  "fruit": [\n    {\n      "name": "apple"\n    },\n    {\n      "name": "banana",\n      "variety": {\n        "kind": "plantain",\n        "ripe": false\n      }\n    }\n  ]\n}',
  },
  {
    op: 'toml_to_json',
    input: 'point = { x = 1, y = 2, }\n',
    options: { version: '1.1', indent: 4 },
    output: '{\n    "point": {\n        "x": 1,\n        "y": 2\n    }\n}',
  },
  {
    op: 'toml_to_json',
    input: 'point = { x = 1, y = 2, }\n',
    error: 'Line 1, column 23: A comma after the last entry of an inline table is TOML 1.1',
  },
  { op: 'toml_to_json', input: 'a = 1\na = 2\n', error: 'Line 2, column 1: Trying to redefine an already defined table or value' },
  // json_to_toml: python3 tomllib.loads(output) == json.loads(input).
  {
    op: 'json_to_toml',
    input:
      '{"name":"svc","port":8080,"debug":false,"ratio":0.25,"tags":["a","b"],"db":{"host":"localhost","replicas":[{"host":"r1"},{"host":"r2"}]}}',
    output:
      'name = "svc"\nport = 8080\ndebug = false\nratio = 0.25\ntags = [ "a", "b" ]\n\n[db]\nhost = "localhost"\n\n[[db.replicas]]\nhost = "r1"\n\n[[db.replicas]]\nhost = "r2"\n',
  },
  { op: 'json_to_toml', input: '[1, 2]', error: 'the JSON must be an object at the top level, not an array' },
  { op: 'json_to_toml', input: '{"a": null}', error: 'The value at $.a is null, and TOML has no null' },
  // yaml/to-toml: python3 tomllib.loads(output) == yaml.safe_load(input) (the date compares as datetime.date on both sides).
  {
    op: 'yaml/to-toml',
    input:
      'name: app\nreleased: 2024-01-15\nversion: 3\nservers:\n  - host: a.example\n    port: 80\n  - host: b.example\n    port: 81\nlimits: {cpu: 0.5, mem: 512}\n',
    output:
      'name = "app"\nreleased = 2024-01-15\nversion = 3\n\n[[servers]]\nhost = "a.example"\nport = 80\n\n[[servers]]\nhost = "b.example"\nport = 81\n\n[limits]\ncpu = 0.5\nmem = 512\n',
  },
  { op: 'yaml/to-toml', input: 'a: 1\nb: ~\n', error: 'Line 2, column 4: The value at $.b is null, and TOML has no null' },
  { op: 'yaml/to-toml', input: 'a: 1\n---\nb: 2\n', error: 'Line 2, column 1: The YAML has 2 documents' },
  // xml/to-json: python3 xmltodict.parse(input) == json.loads(output) (xmltodict writes @ attributes and lists for repeated elements); xmllint rejects the bad XML.
  {
    op: 'xml/to-json',
    input:
      '<catalog><book id="b1" lang="en"><title>Dune</title><price>9.99</price></book><book id="b2"><title>Emma</title><price>5</price></book></catalog>',
    options: { prefix: '@' },
    output:
      '{\n  "catalog": {\n    "book": [\n      {\n        "title": "Dune",\n        "price": "9.99",\n        "@id": "b1",\n        "@lang": "en"\n      },\n      {\n        "title": "Emma",\n        "price": "5",\n        "@id": "b2"\n      }\n    ]\n  }\n}',
  },
  {
    op: 'xml/to-json',
    input: '<r><item>1</item><flag>true</flag><c><![CDATA[<x>]]></c></r>',
    options: { arrays: 'item', parseValues: true, cdata: 'text', indent: 4 },
    output: '{\n    "r": {\n        "item": [\n            1\n        ],\n        "flag": true,\n        "c": "<x>"\n    }\n}',
  },
  {
    op: 'xml/to-json',
    input: '<a><b></a>',
    error: "Line 1, column 7: Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'",
  },
  // json/to-xml: xmllint --noout accepts each output; python3 xmltodict.parse(output, attr_prefix="@_") gives back the input JSON.
  {
    op: 'json/to-xml',
    input: '{"note":{"@_id":"n1","to":"Tove","from":"Jani","body":"Don\'t <forget> & go","tags":["a","b"]}}',
    output:
      '<?xml version="1.0" encoding="UTF-8"?>\n<note id="n1">\n  <to>Tove</to>\n  <from>Jani</from>\n  <body>Don\'t &lt;forget&gt; &amp; go</body>\n  <tags>a</tags>\n  <tags>b</tags>\n</note>',
  },
  {
    op: 'json/to-xml',
    input: '[{"x":1},{"x":2}]',
    options: { root: 'list', indent: 0, declaration: false },
    output: '<list><item><x>1</x></item><item><x>2</x></item></list>',
  },
  { op: 'json/to-xml', input: '{"a":1}', options: { root: '1bad' }, error: 'The root element name "1bad" starts with a digit' },
  { op: 'json/to-xml', input: '{"bad name":1}', error: 'contains a space, so it is not a valid XML element name' },
  // json/to-csv: python3 csv.writer (lineterminator \r\n, or ; and \n) of the flattened rows gives each output exactly.
  {
    op: 'json/to-csv',
    input: '[{"id":1,"name":"Ada","tags":["x","y"],"addr":{"city":"London"}},{"id":2,"name":"Lee, \\"Bo\\"","note":"two\\nlines"}]',
    output: 'id,name,tags.0,tags.1,addr.city,note\r\n1,Ada,x,y,London,\r\n2,"Lee, ""Bo""",,,,"two\nlines"',
  },
  {
    op: 'json/to-csv',
    input: '[{"id":1,"tags":["x","y"]},{"id":2,"tags":[]}]',
    options: { delimiter: ';', arrays: 'json', newline: 'lf', header: false },
    output: '1;"[""x"",""y""]"\n2;[]',
  },
  { op: 'json/to-csv', input: '"just a string"', error: 'CSV needs an array of objects, a single object or an array of arrays' },
  { op: 'json/to-csv', input: '[1, 2', error: "the '[' at line 1, column 1 is not closed" },
  // csv/to-json: python3 csv.DictReader / csv.reader + json.dumps(indent=2) gives each output exactly (cells typed as the option says).
  {
    op: 'csv/to-json',
    input: 'id,name,active,score,zip\n1,Ada,true,98.5,02134\n2,"Hopper, Grace",false,,10001\n',
    output:
      '[\n  {\n    "id": 1,\n    "name": "Ada",\n    "active": true,\n    "score": 98.5,\n    "zip": "02134"\n  },\n  {\n    "id": 2,\n    "name": "Hopper, Grace",\n    "active": false,\n    "score": null,\n    "zip": 10001\n  }\n]',
  },
  {
    op: 'csv/to-json',
    input: 'a;b\n"x;y";2\n3;\n',
    options: { delimiter: ';', header: false, inferTypes: false },
    output: '[\n  [\n    "a",\n    "b"\n  ],\n  [\n    "x;y",\n    "2"\n  ],\n  [\n    "3",\n    ""\n  ]\n]',
  },
  { op: 'csv/to-json', input: 'a\tb\n1\t2\n', options: { delimiter: '\t' }, output: '[\n  {\n    "a": 1,\n    "b": 2\n  }\n]' },
  { op: 'csv/to-json', input: 'a,b\n"unclosed,1\n', error: 'Line 2, column 1: Unclosed quote' },
  // csv/to-sql: sqlite3 (python3 sqlite3 module) runs each script, MySQL backquotes included, and SELECT * gives the CSV rows.
  {
    op: 'csv/to-sql',
    input: "id,name,joined,score\n1,Ada,2024-01-15,9.5\n2,O'Brien,2024-02-01,\n",
    options: { dialect: 'sqlite', tableName: 'members' },
    output:
      'CREATE TABLE "members" (\n  "id" INTEGER,\n  "name" TEXT,\n  "joined" TEXT,\n  "score" REAL\n);\n\nINSERT INTO "members" ("id", "name", "joined", "score") VALUES\n  (1, \'Ada\', \'2024-01-15\', 9.5),\n  (2, \'O\'\'Brien\', \'2024-02-01\', NULL);\n',
  },
  {
    op: 'csv/to-sql',
    input: 'id|label\n1|x\n2|y\n',
    options: { delimiter: '|', dialect: 'mysql', tableName: 'labels' },
    output:
      "CREATE TABLE `labels` (\n  `id` INT,\n  `label` VARCHAR(1)\n);\n\nINSERT INTO `labels` (`id`, `label`) VALUES\n  (1, 'x'),\n  (2, 'y');\n",
  },
  { op: 'csv/to-sql', input: '   ', error: 'The input is empty' },
  // json/to-sql: sqlite3 (python3 sqlite3 module) runs each script, SQL Server brackets included, and SELECT * gives the JSON rows.
  {
    op: 'json/to-sql',
    input: '[{"id":1,"name":"Ada","active":true,"score":9.5,"meta":{"k":"v"}},{"id":2,"name":"O\'Brien","active":false,"score":null}]',
    options: { dialect: 'sqlite', tableName: 'people' },
    output:
      '-- Nested objects and arrays in "meta" are stored as JSON text (TEXT).\nCREATE TABLE "people" (\n  "id" INTEGER,\n  "name" TEXT,\n  "active" INTEGER,\n  "score" REAL,\n  "meta" TEXT\n);\n\nINSERT INTO "people" ("id", "name", "active", "score", "meta") VALUES\n  (1, \'Ada\', 1, 9.5, \'{"k":"v"}\'),\n  (2, \'O\'\'Brien\', 0, NULL, NULL);\n',
  },
  {
    op: 'json/to-sql',
    input: '[{"id":1,"name":"x"}]',
    options: { dialect: 'sqlserver' },
    output: "CREATE TABLE [users] (\n  [id] INT,\n  [name] NVARCHAR(1)\n);\n\nINSERT INTO [users] ([id], [name]) VALUES\n  (1, 'x');\n",
  },
  { op: 'json/to-sql', input: '{"a":', error: "the '{' at line 1, column 1 is not closed" },
  // json/to-schema: python3 jsonschema: each schema passes Draft202012Validator.check_schema and the input validates against it (with the format checker).
  {
    op: 'json/to-schema',
    input: '[{"id":1,"email":"a@example.com","tags":["x"],"score":1.5},{"id":2,"email":"b@example.com","tags":[],"score":2,"note":null}]',
    output:
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "array",\n  "items": {\n    "type": "object",\n    "properties": {\n      "id": {\n        "type": "integer"\n      },\n      "email": {\n        "type": "string",\n        "format": "email"\n      },\n      "tags": {\n        "type": "array",\n        "items": {\n          "type": "string"\n        }\n      },\n      "score": {\n        "type": "number"\n      },\n      "note": {\n        "type": "null"\n      }\n    },\n    "required": [\n      "id",\n      "email",\n      "tags",\n      "score"\n    ]\n  }\n}',
  },
  {
    op: 'json/to-schema',
    input: '{"when":"2024-01-15T10:00:00Z","uuid":"123e4567-e89b-12d3-a456-426614174000","n":[1,"a"]}',
    options: { title: 'Event', required: 'none' },
    output:
      '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "title": "Event",\n  "type": "object",\n  "properties": {\n    "when": {\n      "type": "string",\n      "format": "date-time"\n    },\n    "uuid": {\n      "type": "string",\n      "format": "uuid"\n    },\n    "n": {\n      "type": "array",\n      "items": {\n        "type": [\n          "string",\n          "integer"\n        ]\n      }\n    }\n  }\n}',
  },
  { op: 'json/to-schema', input: '{x}', error: 'Line 1, column 2: Expected a property name in double quotes' },
  // html/to-markdown: pandoc: pandoc -f gfm of the output equals pandoc -f html of the input as pandoc's JSON (<!-- --> list separators and ordered-list style attributes aside, as tests/real does).
  {
    op: 'html/to-markdown',
    input:
      '<h1>Title</h1><p>Some <strong>bold</strong>, <em>em</em> and <code>code</code>. <a href="https://example.com/a">link</a></p><ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul><pre><code class="language-js">const a = 1;\nconsole.log(a);</code></pre><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><script>alert(1)</script>',
    output:
      '# Title\n\nSome **bold**, *em* and `code`. [link](https://example.com/a)\n\n-   one\n-   two\n    -   nested\n\n```js\nconst a = 1;\nconsole.log(a);\n```\n\n| A   | B   |\n| --- | --- |\n| 1   | 2   |',
  },
  {
    op: 'html/to-markdown',
    input:
      '<h2>Sub heading</h2><ol><li>first</li><li>second</li></ol><ul><li>x</li></ul><pre><code>indented\ncode</code></pre><blockquote><p>quote</p></blockquote>',
    options: { headingStyle: 'setext', bulletListMarker: '*', codeBlockStyle: 'indented' },
    output: 'Sub heading\n-----------\n\n1.  first\n2.  second\n\n<!-- -->\n\n*   x\n\n<!-- -->\n\n    indented\n    code\n\n> quote',
  },
  { op: 'html/to-markdown', input: '<p>a\u0000b</p>', error: 'looks like a binary file (a NUL character)' },
  // docker/run-to-compose: python3 yaml.safe_load reads the compose YAML; shlex.split reads the docker run command; their flags checked against docker run --help.
  {
    op: 'docker/run-to-compose',
    input:
      'docker run -d --name web -p 8080:80 -e NODE_ENV=production -v data:/var/lib/data --restart unless-stopped nginx:1.27 nginx -g "daemon off;"',
    output:
      'services:\n  web:\n    image: nginx:1.27\n    container_name: web\n    ports:\n      - "8080:80"\n    environment:\n      NODE_ENV: production\n    volumes:\n      - data:/var/lib/data\n    restart: unless-stopped\n    command:\n      - nginx\n      - -g\n      - daemon off;\nvolumes:\n  data:\n    name: data\n',
  },
  {
    op: 'docker/run-to-compose',
    input: 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: secret\n    ports:\n      - "5432:5432"\n',
    output: 'docker run \\\n  -p 5432:5432 \\\n  -e POSTGRES_PASSWORD=secret \\\n  postgres:16',
  },
  { op: 'docker/run-to-compose', input: 'docker run --name x', options: { direction: 'run-to-compose' }, error: 'There is no image' },
  {
    op: 'docker/run-to-compose',
    input: 'services: [1, 2',
    options: { direction: 'compose-to-run' },
    error: 'Line 1, column 16: Flow sequence in block collection must be sufficiently indented',
  },
  // number/base-converter: python3 int(s, base), format(n, 'x') and numpy.base_repr(n, 36).
  { op: 'number/base-converter', input: '0xff_ff', output: 'ffff' },
  { op: 'number/base-converter', input: '-123456789012345678901234567890', options: { fromBase: 10, toBase: 36 }, output: '-byw97um9s91dlz68tsi' },
  { op: 'number/base-converter', input: '1011 0101', options: { fromBase: 2, toBase: 10 }, output: '181' },
  { op: 'number/base-converter', input: '12g', options: { fromBase: 16 }, error: "Line 1, column 3: 'g' at position 3 is not a digit in base 16" },
  { op: 'number/base-converter', input: '5', options: { fromBase: 1 }, error: 'a base is 0 (auto) or 2 to 36' },
  // big-number: python3 evaluates the same expressions (with int(a / b) for the truncating /); bin(-255).
  { op: 'big-number', input: '2 ** 100 - 1', output: '1267650600228229401496703205375' },
  { op: 'big-number', input: '-(7 / 2) * 0x10 + 0b101 % 3', options: { representation: 'hexadecimal' }, output: '-0x2e' },
  { op: 'big-number', input: '-255', options: { representation: 'binary' }, output: '-0b11111111' },
  { op: 'big-number', input: '1 +', error: 'Line 1, column 4: The expression ends too early' },
  { op: 'big-number', input: '1 / 0', error: 'Line 1, column 3: Division by zero' },
  // timestamp: python3 datetime with zoneinfo (strftime for the long local date; fold=0 for the time in the DST gap).
  {
    op: 'timestamp',
    input: '1700000000',
    output:
      'ISO 8601 (UTC): 2023-11-14T22:13:20.000Z\nUnix seconds: 1700000000\nUnix milliseconds: 1700000000000\nLocal time (UTC): Tuesday, November 14, 2023 at 10:13:20 PM UTC\nISO 8601 (UTC, UTC+00:00): 2023-11-14T22:13:20.000+00:00',
  },
  {
    op: 'timestamp',
    input: '1700000000123',
    options: { timeZone: 'America/New_York' },
    output:
      'ISO 8601 (UTC): 2023-11-14T22:13:20.123Z\nUnix seconds: 1700000000\nUnix milliseconds: 1700000000123\nLocal time (America/New_York): Tuesday, November 14, 2023 at 5:13:20 PM EST\nISO 8601 (America/New_York, UTC-05:00): 2023-11-14T17:13:20.123-05:00',
  },
  { op: 'timestamp', input: '2024-03-10T02:30:00', options: { timeZone: 'America/New_York', output: 'iso' }, output: '2024-03-10T07:30:00.000Z' },
  { op: 'timestamp', input: '2024-07-01 12:00', options: { timeZone: 'Europe/Berlin', output: 'seconds' }, output: '1719828000' },
  {
    op: 'timestamp',
    input: 'Jan 15, 2024 10:30 GMT',
    options: { output: 'isoLocal', timeZone: 'Asia/Kolkata' },
    output: '2024-01-15T16:00:00.000+05:30',
  },
  { op: 'timestamp', input: '2023-02-30', error: '2023-02-30 is not a date: February 2023 has 28 days' },
  { op: 'timestamp', input: '0', options: { timeZone: 'Mars/Base' }, error: 'Unknown time zone "Mars/Base"' },
  // sql/ddl-to-diagram/dot: sqlite3 runs the DDL, and pragma foreign_key_list(books) is the one edge the DOT draws (books.author_id -> authors.id).
  {
    op: 'sql/ddl-to-diagram/dot',
    input:
      'CREATE TABLE authors (\n  id INTEGER PRIMARY KEY,\n  name VARCHAR(100) NOT NULL UNIQUE\n);\nCREATE TABLE books (\n  id INTEGER PRIMARY KEY,\n  author_id INTEGER NOT NULL REFERENCES authors(id),\n  title TEXT\n);\n',
    options: { dialect: 'sqlite' },
    output:
      'digraph schema {\n  graph [rankdir=LR, bgcolor="transparent", pad="0.3", nodesep="0.6", ranksep="1.1"];\n  node [shape=plaintext, fontname="Helvetica", fontsize=11, fontcolor="#212529"];\n  edge [color="#212529", dir=both, arrowtail=crow, arrowhead=tee, fontname="Helvetica", fontsize=9, fontcolor="#212529"];\n  "authors" [label=<<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="#212529"><TR><TD COLSPAN="3" BGCOLOR="#dbe4ff"><FONT COLOR="#1c2a6b"><B>authors</B></FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c0"><B>id</B></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">integer</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">PK</FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c1">name</TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">varchar(100) not null</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">UQ</FONT></TD></TR></TABLE>>];\n  "books" [label=<<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="#212529"><TR><TD COLSPAN="3" BGCOLOR="#dbe4ff"><FONT COLOR="#1c2a6b"><B>books</B></FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c0"><B>id</B></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">integer</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">PK</FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c1">author_id</TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">integer not null</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">FK</FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c2">title</TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">text</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9"></FONT></TD></TR></TABLE>>];\n  "books":c1 -> "authors" [tooltip="books(author_id) → authors(id)"];\n}',
  },
  {
    op: 'sql/ddl-to-diagram/dot',
    input: 'CREATE TABLE `t` (`id` int NOT NULL, PRIMARY KEY (`id`));',
    options: { dialect: 'mysql' },
    output:
      'digraph schema {\n  graph [rankdir=LR, bgcolor="transparent", pad="0.3", nodesep="0.6", ranksep="1.1"];\n  node [shape=plaintext, fontname="Helvetica", fontsize=11, fontcolor="#212529"];\n  edge [color="#212529", dir=both, arrowtail=crow, arrowhead=tee, fontname="Helvetica", fontsize=9, fontcolor="#212529"];\n  "t" [label=<<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" COLOR="#212529"><TR><TD COLSPAN="3" BGCOLOR="#dbe4ff"><FONT COLOR="#1c2a6b"><B>t</B></FONT></TD></TR><TR><TD ALIGN="LEFT" PORT="c0"><B>id</B></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">int</FONT></TD><TD ALIGN="LEFT"><FONT POINT-SIZE="9">PK</FONT></TD></TR></TABLE>>];\n}',
  },
  { op: 'sql/ddl-to-diagram/dot', input: 'CREATE TABLE (', error: 'Line 1, column 15: Could not parse the SQL' },
  // sql/ddl-to-diagram: xmllint --noout accepts the SVG.
  {
    op: 'sql/ddl-to-diagram',
    input:
      'CREATE TABLE authors (\n  id INTEGER PRIMARY KEY,\n  name VARCHAR(100) NOT NULL UNIQUE\n);\nCREATE TABLE books (\n  id INTEGER PRIMARY KEY,\n  author_id INTEGER NOT NULL REFERENCES authors(id),\n  title TEXT\n);\n',
    options: { dialect: 'sqlite' },
    match: /^<\?xml[\s\S]*<title>authors<\/title>[\s\S]*<title>books:c1&#45;&gt;authors<\/title>[\s\S]*<\/svg>\n$/,
  },
  { op: 'sql/ddl-to-diagram', input: 'SELECT 1', error: 'No CREATE TABLE statement found' },
  // graphviz: xmllint --noout accepts each SVG; the titles are the nodes and edges of the input graph.
  {
    op: 'graphviz',
    input: 'digraph G { rankdir=LR; start -> "end" [label="go"]; }',
    match: /^<\?xml[\s\S]*<title>start&#45;&gt;end<\/title>[\s\S]*>go<\/text>[\s\S]*<\/svg>\n$/,
  },
  {
    op: 'graphviz',
    input: 'graph { a -- b; b -- c; c -- a }',
    options: { engine: 'circo' },
    match: /<title>a&#45;&#45;b<\/title>[\s\S]*<title>b&#45;&#45;c<\/title>[\s\S]*<title>c&#45;&#45;a<\/title>/,
  },
  { op: 'graphviz', input: 'digraph { a -> }', error: "Line 1: Syntax error near '}'" },
  { op: 'graphviz', input: '  ', error: 'The input is empty' },
];
