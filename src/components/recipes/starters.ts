import type { RecipeStep } from '@/ops/pipeline';

/** A ready-made recipe the page offers, with an input it works on. */
export interface StarterRecipe {
  /** Stable key (the menu's, and the test's). */
  key: string;
  title: string;
  /** One line: what the chain does. */
  description: string;
  steps: RecipeStep[];
  input: string;
}

// A token signed with HS256 (secret "recipes-demo"), as a cookie stores it: quoted and percent-encoded.
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEgTG92ZWxhY2UiLCJyb2xlIjoiYWRtaW4iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MTc2NzIyOTIwMH0.540MundS4EtfmReJ1FTWCSptnOLWzo1YfQ32P3YPzvA';

/**
 * The "Starter recipes" menu: chains people run often, each with a sample. tests/ops/starters.test.ts runs every one
 * on its sample through runRecipe, so an operation renamed or an option changed shows up there.
 */
export const starterRecipes: StarterRecipe[] = [
  {
    key: 'jwt-cookie',
    title: 'JWT from a cookie header',
    description: 'Picks the token out of a Cookie header, percent-decodes it and shows its header and claims.',
    steps: [
      { op: 'regex_tester', options: { pattern: '^.*?\\btoken=([^;\\s]+).*$', flags: 's', replacement: '$1' } },
      { op: 'url_decoder' },
      { op: 'jwt/decoder' },
    ],
    input: `Cookie: theme=dark; token=%22${jwt}%22; lang=en-GB`,
  },
  {
    key: 'base64-gzip-yaml',
    title: 'Base64 gzip JSON to YAML',
    description: 'Decodes Base64, gunzips the bytes and turns the JSON inside into YAML.',
    steps: [{ op: 'base64_decoder' }, { op: 'gzip/decompress' }, { op: 'json_to_yaml' }],
    // gzip -9 of {"service":"billing","replicas":3,"ports":[8080,9090],"env":{"LOG_LEVEL":"info","REGION":"eu-west-1"}}
    input:
      'H4sIAAAAAAACAwXBsQrCMBRA0X+5cwoRl/btoQjBgoOLiGh5yoOQlqTWofTfPWejalltVISXpWT5g6PonGx8VuTomKeyVOTW+ta7znf+7tC8Ihtx6B8xXENEsPyecFxCfxrOCPptflqX5sC+/wG66fb/ZgAAAA==',
  },
  {
    key: 'csv-sql',
    title: 'CSV to SQL inserts',
    description: 'Reads CSV with a header row and writes a CREATE TABLE and INSERT statements.',
    steps: [{ op: 'csv/to-sql', options: { tableName: 'orders' } }],
    input: 'id,customer,total,paid\n1001,Grace Hopper,42.50,true\n1002,Alan Turing,7.99,false\n1003,"Lovelace, Ada",120.00,true\n',
  },
  {
    key: 'query-json',
    title: 'Percent-encoded JSON to readable JSON',
    description: 'Decodes a JSON value taken from a query string and pretty-prints it with sorted keys.',
    steps: [{ op: 'url_decoder' }, { op: 'json_formatter', options: { sortKeys: true } }],
    input: '%7B%22query%22%3A%22red%20shoes%22%2C%22filters%22%3A%7B%22size%22%3A%5B41%2C42%5D%2C%22inStock%22%3Atrue%7D%2C%22page%22%3A2%7D',
  },
  {
    key: 'jq-csv',
    title: 'Pick fields with jq, then CSV',
    description: 'Keeps the name and email of each user with a jq filter and writes them as CSV.',
    steps: [{ op: 'jq_playground', options: { filter: '[.users[] | {name, email}]' } }, { op: 'json/to-csv' }],
    input: JSON.stringify(
      {
        users: [
          { id: 1, name: 'Ada', email: 'ada@example.com', roles: ['admin'] },
          { id: 2, name: 'Linus', email: 'linus@example.org', roles: [] },
          { id: 3, name: 'Margaret', email: 'margaret@example.net', roles: ['ops', 'dev'] },
        ],
      },
      null,
      2,
    ),
  },
  {
    key: 'yaml-toml',
    title: 'YAML config to TOML',
    description: 'Reads a YAML file as JSON, then writes it as TOML.',
    steps: [{ op: 'yaml_to_json' }, { op: 'json_to_toml' }],
    input:
      'title: Build settings\nowner:\n  name: Release team\n  email: release@example.com\ntargets:\n  - linux\n  - macos\ncache:\n  enabled: true\n  size_mb: 512\n',
  },
  {
    key: 'xml-yaml',
    title: 'XML to YAML',
    description: 'Converts an XML document to JSON, attributes prefixed with @_, then to YAML.',
    steps: [{ op: 'xml/to-json' }, { op: 'json_to_yaml' }],
    input:
      '<catalog>\n  <book id="bk101" lang="en">\n    <title>XML Developer Guide</title>\n    <price>44.95</price>\n  </book>\n  <book id="bk102" lang="fr">\n    <title>Midnight Rain</title>\n    <price>5.95</price>\n  </book>\n</catalog>',
  },
  {
    key: 'json-string',
    title: 'JSON to an escaped string',
    description: 'Minifies JSON and escapes it as one string, ready to paste inside another JSON or a test.',
    steps: [{ op: 'json/minify' }, { op: 'json/escape', options: { quotes: true } }],
    input: '{\n  "event": "signup",\n  "user": { "id": 7, "name": "Zoë" },\n  "tags": ["beta", "mobile"]\n}',
  },
  {
    key: 'entities-markdown',
    title: 'Escaped HTML to Markdown',
    description: 'Decodes HTML entities (as found in a feed or an export) and converts the HTML to Markdown.',
    steps: [{ op: 'html/html_entities/decode' }, { op: 'html/to-markdown' }],
    input:
      '&lt;h2&gt;Release notes&lt;/h2&gt;\n&lt;p&gt;Version &lt;strong&gt;2.4&lt;/strong&gt; fixes &amp;amp; improves:&lt;/p&gt;\n&lt;ul&gt;&lt;li&gt;Faster &lt;a href=&quot;https://example.com/search&quot;&gt;search&lt;/a&gt;&lt;/li&gt;&lt;li&gt;Dark mode&lt;/li&gt;&lt;/ul&gt;',
  },
  {
    key: 'base64-url-param',
    title: 'Text to a Base64 URL parameter',
    description: 'Encodes text as standard Base64, then percent-encodes its +, / and = for a query string.',
    steps: [{ op: 'base64_encoder' }, { op: 'url_encoder' }],
    input: 'redirect=/account/settings?tab=billing&lang=fr',
  },
];
