import type { OpCase } from './types';

// Expected outputs come from the real programs: `pandoc -f csv -t gfm` (the padded table), pandoc's reading of a GFM
// table (its cells), Python's json.dumps, csv.writer and xml.sax.saxutils.escape, SQLite's quote(), and what node,
// python3, javac and sh read the escaped literals back as. Go has no compiler here: its case is the Go
// specification's own example ("\xe6\x97\xa5本\U00008a9e" is 日本語).
export const cases: OpCase[] = [
  {
    op: 'markdown/table',
    input: 'name,city\nAda,東京\nBob|x,Paris\n',
    output: '| name   | city  |\n|--------|-------|\n| Ada    | 東京  |\n| Bob\\|x | Paris |',
  },
  {
    op: 'markdown/table',
    name: 'alignment letters',
    input: '[{"a":1,"b":"x","c":true}]',
    options: { align: 'l c r' },
    output: '| a   |  b  |    c |\n|:----|:---:|-----:|\n| 1   |  x  | true |',
  },
  { op: 'markdown/table', input: 'a,b\n1,2', options: { align: 'lq' }, error: 'Alignment "q"' },
  { op: 'markdown/table/parse', input: '| a | b |\n|---|--:|\n| x \\| y | 1 |\n| C:\\\\temp | 東京 |\n', output: 'a,b\r\nx | y,1\r\nC:\\temp,東京' },
  {
    op: 'markdown/table/parse',
    input: '| a | b |\n|---|--:|\n| 1 | 2 |',
    options: { to: 'json' },
    output: '[\n  {\n    "a": "1",\n    "b": "2"\n  }\n]',
  },
  { op: 'markdown/table/parse', input: 'just text, no table', error: 'No Markdown table found' },
  {
    op: 'text/escape',
    input: 'line "one"\n\ttab \\ é',
    options: { language: 'json', quotes: true, ascii: true },
    output: '"line \\"one\\"\\n\\ttab \\\\ \\u00e9"',
  },
  { op: 'text/escape', input: "it's 'quoted'", options: { language: 'sql', quotes: true }, output: "'it''s ''quoted'''" },
  { op: 'text/escape', input: 'a,b "c"\nd', options: { language: 'csv' }, output: '"a,b ""c""\nd"' },
  {
    op: 'text/escape',
    input: '<a href="x">Tom & Jerry\'s</a>',
    options: { language: 'xml' },
    output: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
  },
  { op: 'text/escape', input: "it's $HOME", options: { language: 'shell', quotes: true }, output: "'it'\\''s $HOME'" },
  { op: 'text/escape', input: 'a\u0001', options: { language: 'xml' }, error: 'U+0001' },
  { op: 'text/escape/unescape', input: '"\\x41\\u{1F600}\\u00e9\\101\\\'\\0"', options: { language: 'javascript' }, output: "A😀éA'\u0000" },
  { op: 'text/escape/unescape', input: '"tab\\there \\x41\\101 \\q"', options: { language: 'python' }, output: 'tab\there AA \\q' },
  { op: 'text/escape/unescape', input: '"\\u0041\\101\\s\\t|\\377\\"é"', options: { language: 'java' }, output: 'AA \t|\u00ff"é' },
  { op: 'text/escape/unescape', input: "'it'\\''s $HOME'", options: { language: 'shell' }, output: "it's $HOME" },
  { op: 'text/escape/unescape', input: '"\\xe6\\x97\\xa5本\\U00008a9e"', options: { language: 'go' }, output: '日本語' },
  { op: 'text/escape/unescape', input: '"\\uD800"', options: { language: 'go' }, error: 'surrogate' },
  { op: 'text/escape/unescape', input: '"\\q"', options: { language: 'java' }, error: '\\q is not a Java escape' },
];
