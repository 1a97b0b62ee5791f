import type { OpCase } from './types';

export const cases: OpCase[] = [
  { op: 'base64_encoder', input: 'Grüße, 世界!', output: 'R3LDvMOfZSwg5LiW55WMIQ==' },
  { op: 'base64_encoder', input: { base64: '+/+/AA==' }, options: { urlSafe: true }, output: '-_-_AA' },
  { op: 'base64_decoder', input: 'R3LDvMOfZSwg5LiW55WMIQ', output: 'Grüße, 世界!' },
  { op: 'base64_decoder', name: 'binary output stays bytes', input: '-_-_AA==', output: { base64: '+/+/AA==' } },
  { op: 'base64_decoder', input: 'YWJj\nZA=*', error: "Invalid Base64 character '*'" },
  { op: 'url_encoder', input: 'a b&c=d/é', output: 'a%20b%26c%3Dd%2F%C3%A9' },
  { op: 'url_encoder', input: 'https://x.test/a b?q=1&r=é', options: { mode: 'uri' }, output: 'https://x.test/a%20b?q=1&r=%C3%A9' },
  { op: 'url_decoder', input: 'q%3Dfoo+bar%20%E2%9C%93', options: { plusAsSpace: true }, output: 'q=foo bar ✓' },
  { op: 'url_decoder', input: 'ok%2', error: '%' },
  { op: 'json/escape', input: 'line "one"\n\ttab', output: 'line \\"one\\"\\n\\ttab' },
  { op: 'json/unescape', input: '"caf\\u00e9 \\"x\\""', output: 'café "x"' },
  { op: 'html/html_entities', input: '<a href="x">Tom & Jerry</a>', output: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;' },
  { op: 'html/html_entities/decode', input: '&lt;b&gt;&eacute;&#233;&#xE9;&amp;copy;', output: '<b>ééé&copy;' },
];
