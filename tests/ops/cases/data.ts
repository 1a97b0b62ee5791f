import type { OpCase } from './types';

// Expected outputs come from real programs, run on the same input (see each block's comment).

const team = '{"users":[{"name":"Zoë","age":31,"tags":["a","b"]},{"name":"Ian","age":17,"tags":[]}],"v":2}';
const shop =
  '{"shop":{"items":[{"sku":"A-1","price":4.5,"qty":3},{"sku":"B-2","price":12,"qty":0},{"sku":"C-3","price":7.25,"qty":9,"tags":["x"]}],"name":"Kiosk"}}';
const library = `<library city="Oslo">
  <book id="b1" year="1999"><title>Dune</title><price>9.5</price></book>
  <book id="b2" year="2010"><title>Solaris</title><price>12</price></book>
  <!-- note -->
</library>
`;
const feed = '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>One</title></entry><entry><title>Two</title></entry></feed>';
const dates = 'Invoice 2024-03-18 paid; due 2024-04-02.\nNext: 2025-01-07';
const fox = 'The quick brown fox';
const greek = 'alpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\niota\nkappa\n';
const greekChanged = 'alpha\nbeta\nGAMMA\ndelta\nepsilon\nzeta\neta\ntheta\niota\nkappa\nlambda\n';
const patchHeader = '===================================================================\n--- original\n+++ changed\n';
const cities = 'city,country,pop,area\nOslo,NO,709037,454\nBergen,NO,291940,465\n"Malmö, Skåne",SE,362133,158\nTromsø,NO,,2558\n';
const ipv4Block = [
  'Address: 10.20.30.40',
  'CIDR block: 10.20.16.0/20',
  'Network address: 10.20.16.0',
  'Broadcast address: 10.20.31.255',
  'First usable host: 10.20.16.1',
  'Last usable host: 10.20.31.254',
  'Usable hosts: 4,094',
  'Total addresses: 4,096',
  'Netmask: 255.255.240.0',
  'Wildcard mask: 0.0.15.255',
  'Prefix length: /20',
  'Class: A',
  'Type: Private (RFC 1918)',
  'IPv4-mapped IPv6: ::ffff:10.20.30.40',
  '',
  'The address has host bits set: its network is 10.20.16.0/20.',
].join('\n');

export const cases: OpCase[] = [
  // jq: the system's jq 1.6 with the same flags and filter gives these (less its final newline).
  { op: 'jq_playground', input: team, options: { filter: '[.users[] | select(.age >= 18) | .name]', compact: true }, output: '["Zoë"]' },
  { op: 'jq_playground', input: team, options: { filter: '.users[] | "\\(.name) is \\(.age)"', rawOutput: true }, output: 'Zoë is 31\nIan is 17' },
  { op: 'jq_playground', name: 'slurp a stream', input: '1 2\n3', options: { filter: 'add', slurp: true }, output: '6' },
  {
    op: 'jq_playground',
    name: 'default filter, sorted keys',
    input: '{"b":1,"a":{"d":[2],"c":null}}',
    options: { sortKeys: true },
    output: '{\n  "a": {\n    "c": null,\n    "d": [\n      2\n    ]\n  },\n  "b": 1\n}',
  },
  {
    op: 'jq_playground',
    name: '--arg variables',
    input: team,
    options: { filter: '.users[] | select(.name == $who) | {age, n: $n}', args: 'who=Ian\nn=x=y' },
    output: '{\n  "age": 17,\n  "n": "x=y"\n}',
  },
  { op: 'jq_playground', name: 'raw input', input: 'one\ntwo', options: { filter: 'ascii_upcase', rawInput: true }, output: '"ONE"\n"TWO"' },
  { op: 'jq_playground', name: 'null input', input: 'ignored', options: { filter: '[range(3)]', nullInput: true, compact: true }, output: '[0,1,2]' },
  { op: 'jq_playground', name: 'runtime error', input: '{"a":5}', options: { filter: '.a.b' }, error: 'Cannot index number with string' },
  { op: 'jq_playground', name: 'filter syntax error', input: '{}', options: { filter: '.[' }, error: 'syntax error' },
  { op: 'jq_playground', name: 'bad JSON input', input: '{"a":', error: 'Unfinished JSON term at EOF at line 1, column 5' },
  { op: 'jq_playground', name: 'bad --arg name', input: '{}', options: { args: '1x=2' }, error: 'is not a valid jq variable name' },
  { op: 'jq_playground', name: '--arg line without =', input: '{}', options: { args: 'novalue' }, error: 'is not name=value' },

  // JSONPath: jq ([.shop.items[] | select(.price < 10) | .sku], [.. | .qty? // empty]) and python jsonpath-ng give the same values.
  { op: 'jsonpath_playground', input: shop, options: { path: '$.shop.items[?@.price < 10].sku' }, output: '[\n  "A-1",\n  "C-3"\n]' },
  { op: 'jsonpath_playground', name: 'descendants', input: shop, options: { path: '$..qty' }, output: '[\n  3,\n  0,\n  9\n]' },
  {
    op: 'jsonpath_playground',
    name: 'negative index',
    input: shop,
    options: { path: '$.shop.items[-1]' },
    output: '[\n  {\n    "sku": "C-3",\n    "price": 7.25,\n    "qty": 9,\n    "tags": [\n      "x"\n    ]\n  }\n]',
  },
  {
    op: 'jsonpath_playground',
    name: 'jsonpath-plus dialect',
    input: shop,
    options: { path: '$.shop.items[?(@.price < 10)].sku', dialect: 'jsonpath-plus' },
    output: '[\n  "A-1",\n  "C-3"\n]',
  },
  { op: 'jsonpath_playground', name: 'no match', input: shop, options: { path: '$.shop.nothing' }, output: '[]' },
  { op: 'jsonpath_playground', name: 'bad path', input: shop, options: { path: '$.shop.items[?@.price <]' }, error: 'Not valid RFC 9535 JSONPath' },
  { op: 'jsonpath_playground', name: 'bad JSON', input: '{"a": [1,}', options: { path: '$' }, error: 'Invalid JSON' },

  // XPath: xmllint --xpath gives the same nodes and values.
  { op: 'xpath_tester', input: library, options: { xpath: '//book[price < 10]/title' }, output: '<title>Dune</title>' },
  { op: 'xpath_tester', name: 'attributes', input: library, options: { xpath: '//book/@id' }, output: 'id="b1"\nid="b2"' },
  { op: 'xpath_tester', name: 'number', input: library, options: { xpath: 'sum(//price)' }, output: '21.5' },
  { op: 'xpath_tester', name: 'boolean', input: library, options: { xpath: 'boolean(//magazine)' }, output: 'false' },
  { op: 'xpath_tester', name: 'text nodes', input: library, options: { xpath: '//title/text()' }, output: 'Dune\nSolaris' },
  // xmllint: //*[local-name()="title"]/text() — the default namespace is d: here.
  { op: 'xpath_tester', name: 'default namespace as d:', input: feed, options: { xpath: '//d:title/text()' }, output: 'One\nTwo' },
  { op: 'xpath_tester', name: 'unclosed predicate', input: library, options: { xpath: '//book[price < 10' }, error: 'XPath syntax error' },
  {
    op: 'xpath_tester',
    name: 'undeclared prefix',
    input: library,
    options: { xpath: '//x:book' },
    error: 'the namespace prefix "x" is not declared',
  },
  { op: 'xpath_tester', name: 'malformed XML', input: '<a><b></a>', error: 'Opening and ending tag mismatch' },

  // Regex: python re.sub / re.finditer with the same pattern (\g<d> for $<d>, \2 for $2) give these.
  {
    op: 'regex_tester',
    input: dates,
    options: { pattern: String.raw`(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})`, flags: 'g', replacement: '$<d>/$<m>/$<y>' },
    output: 'Invoice 18/03/2024 paid; due 02/04/2024.\nNext: 07/01/2025',
  },
  {
    op: 'regex_tester',
    name: 'without g only the first',
    input: dates,
    options: { pattern: String.raw`(\d{4})-(\d{2})`, flags: '', replacement: '[$2.$1]' },
    output: 'Invoice [03.2024]-18 paid; due 2024-04-02.\nNext: 2025-01-07',
  },
  {
    op: 'regex_tester',
    name: 'multiline and ignore case',
    input: dates,
    options: { pattern: '^next', flags: 'gim', replacement: '>>' },
    output: 'Invoice 2024-03-18 paid; due 2024-04-02.\n>>: 2025-01-07',
  },
  { op: 'regex_tester', name: 'bad pattern', input: dates, options: { pattern: String.raw`(\d+` }, error: 'Unterminated group' },
  {
    op: 'regex_tester',
    name: 'bad flag',
    input: dates,
    options: { pattern: 'x', flags: 'gq' },
    error: "Invalid flags supplied to RegExp constructor 'gq'",
  },
  {
    op: 'regex_tester/match',
    input: 'mail ann@x.io or BOB@y.org now',
    options: { pattern: String.raw`\b\w+@\w+\.\w+` },
    output: 'ann@x.io\nBOB@y.org',
  },
  {
    op: 'regex_tester/match',
    name: 'JSON with groups',
    input: 'a=1 b= c=33',
    options: { pattern: String.raw`(?<key>\w+)=(\d+)?`, format: 'json' },
    output: JSON.stringify(
      [
        { index: 0, end: 3, match: 'a=1', groups: { 2: '1', key: 'a' } },
        { index: 4, end: 6, match: 'b=', groups: { 2: null, key: 'b' } },
        { index: 7, end: 11, match: 'c=33', groups: { 2: '33', key: 'c' } },
      ],
      null,
      2,
    ),
  },
  { op: 'regex_tester/match', name: 'without g the first match', input: 'foo boo', options: { pattern: 'o', flags: '' }, output: 'o' },
  { op: 'regex_tester/match', name: 'bad pattern', input: 'foo', options: { pattern: '[a-' }, error: 'Unterminated character class' },

  // Hashes: sha256sum, md5sum, sha1sum, openssl dgst -sha3-256 / -sha384 / -sha3-512, openssl dgst -sha512 -binary | base64.
  { op: 'hash/generator', input: fox, output: '5cac4f980fedc3d3f1f99b4be3472c9b30d56523e632d151237ec9309048bda9' },
  { op: 'hash/generator', input: fox, options: { algorithm: 'md5' }, output: 'a2004f37730b9445670a738fa0fc9ee5' },
  { op: 'hash/generator', input: fox, options: { algorithm: 'sha1' }, output: 'c519c1a06cdbeb2bc499e22137fb48683858b345' },
  {
    op: 'hash/generator',
    input: fox,
    options: { algorithm: 'sha3-256' },
    output: '6a982a1fd2b2b33bf284768bd0e3df2a67ee3d412ae6f3df8248b268755751d4',
  },
  {
    op: 'hash/generator',
    input: fox,
    options: { algorithm: 'sha512', encoding: 'base64' },
    output: 'AV5tI+dg9hLMphbFTxEMsS3VQhPx4EbHYHCBNyQC7/STazeSlu1UkjYCCvs3vT5yigRKQkN1TwlUmMmLwk934A==',
  },
  {
    op: 'hash/generator',
    input: fox,
    options: { algorithm: 'sha384', encoding: 'HEX' },
    output: '2E45933DD1A1E6A6928A732D58ABEB180C225E5E7B99C64EB6F233A7B99EE4635C17F44CA544CF620CF4289DEB4C08CF',
  },
  { op: 'hash/generator', name: 'empty input', input: '', output: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  {
    op: 'hash/generator',
    name: 'binary input',
    input: { base64: 'AP8Q' },
    options: { algorithm: 'sha3-512' },
    output: 'fce5de13396b2546c8c6b1a66294f05a9472d0f0919c9a0946ab7fc3e5d2dbe351d5ed97e2b83e60a166b9cdb3f3bac832fbe4f3a300a459c775650b03cf176f',
  },
  { op: 'hash/generator', name: 'unknown algorithm', input: 'x', options: { algorithm: 'sha224' }, error: 'Option "algorithm" of hash/generator' },

  // HMAC: openssl dgst -<alg> -hmac KEY, or -mac HMAC -macopt hexkey:… for hex and Base64 keys.
  { op: 'hmac/generator', input: fox, options: { key: 'sécret' }, output: '00a2f0e648ed1f6bf3388e67ed613849fc3d446dd9e204230abdace474904789' },
  {
    op: 'hmac/generator',
    name: 'hex key',
    input: fox,
    options: { key: '0b:ad:f0:0d', keyFormat: 'hex', algorithm: 'md5' },
    output: '0b67a7fe0054d99ab7bf2646b53f1371',
  },
  {
    op: 'hmac/generator',
    name: 'Base64 key',
    input: fox,
    options: { key: 'a2V5IQ==', keyFormat: 'base64', algorithm: 'sha3-256' },
    output: '8e6e35aba7c7d0d69c675b47017212d6b65b4768485b5021e4d470f362317a6a',
  },
  {
    op: 'hmac/generator',
    name: 'empty key and message',
    input: '',
    options: { algorithm: 'sha1' },
    output: 'fbdb1d1b18aa6c08324b7d64b71fb76370690e1d',
  },
  { op: 'hmac/generator', name: 'odd hex key', input: 'x', options: { key: 'abc', keyFormat: 'hex' }, error: '3 hex digits is an odd number' },

  // bcrypt: a random salt, so the form only (python's crypt.crypt verified a hash made here). Verify cases: the hashes
  // come from python's crypt.crypt (libxcrypt) and the OpenWall crypt_blowfish test vector for "U*U".
  { op: 'bcrypt', input: 'pässwörd', options: { cost: 4 }, match: /^\$2[aby]\$04\$[./A-Za-z0-9]{53}$/ },
  { op: 'bcrypt', name: 'default cost 10', input: 'correct horse', match: /^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/ },
  { op: 'bcrypt', name: 'empty password', input: '', options: { cost: 4 }, error: 'Type a password' },
  { op: 'bcrypt', name: 'over 72 bytes', input: 'x'.repeat(73), options: { cost: 4 }, error: 'The password is 73 bytes in UTF-8' },
  { op: 'bcrypt', name: 'cost out of range', input: 'x', options: { cost: 3 }, error: 'Option "cost" of bcrypt' },
  { op: 'bcrypt/verify', input: 'U*U', options: { hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' }, output: 'true' },
  {
    op: 'bcrypt/verify',
    name: 'wrong password',
    input: 'U*U*',
    options: { hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' },
    output: 'false',
  },
  {
    op: 'bcrypt/verify',
    name: '$2b$, UTF-8',
    input: 'pässwörd',
    options: { hash: '$2b$04$abcdefghijklmnopqrstuuyx2n0Zzopyr9QuYTMCfOJJOj526QVoC' },
    output: 'true',
  },
  {
    op: 'bcrypt/verify',
    name: '$2y$',
    input: 'hunter2',
    options: { hash: '$2y$04$0123456789abcdefABCDEei1537MwyYXRHbXdLEbqREPp9b6fI8re' },
    output: 'true',
  },
  {
    op: 'bcrypt/verify',
    name: 'cut-off hash',
    input: 'hunter2',
    options: { hash: '$2y$04$0123456789abcdefABCDEei1537MwyYXRHbXdLEbq' },
    error: 'A bcrypt hash is 60 characters long',
  },
  {
    op: 'bcrypt/verify',
    name: 'another format',
    input: 'hunter2',
    options: { hash: '$argon2id$v=19$m=65536,t=3,p=4$abc' },
    error: 'Not a bcrypt hash',
  },

  // JSON diff: a python walk over json.loads of both (keys of the left in order, then keys only on the right;
  // arrays by index; values as compact JSON) prints these lines.
  {
    op: 'json/diff',
    input: '{"name":"Ada","age":36,"tags":["x","y","z"],"addr":{"city":"Oslo","zip":"0150"},"odd key":1,"n":null}',
    options: { other: '{"name":"Ada","age":37,"tags":["x","Y"],"addr":{"city":"Bergen"},"n":{"a":[1]},"it\'s":true}' },
    output: [
      '~ $.age: 36 → 37',
      '~ $.tags[1]: "y" → "Y"',
      '- $.tags[2]: "z"',
      '~ $.addr.city: "Oslo" → "Bergen"',
      '- $.addr.zip: "0150"',
      "- $['odd key']: 1",
      '~ $.n: null → {"a":[1]}',
      "+ $['it\\'s']: true",
    ].join('\n'),
  },
  { op: 'json/diff', name: 'equal', input: '[1,{"a":2}]', options: { other: '[1, {"a": 2}]' }, output: 'The documents are equal.' },
  { op: 'json/diff', name: 'type change at the root', input: '{"a":1}', options: { other: '[1]' }, output: '~ $: {"a":1} → [1]' },
  { op: 'json/diff', name: 'bad right document', input: '{"a":1}', options: { other: '{"a":1,}' }, error: 'Right document: Line 1, column 8' },
  { op: 'json/diff', name: 'bad left document', input: '{"a":1', options: { other: '{}' }, error: 'Left document: Line 1, column 7' },

  // Text diff: diff -u --label original --label changed (-i for ignore case, -w for ignore whitespace) gives the same
  // hunks; jsdiff adds the ==== line first.
  {
    op: 'text/diff',
    input: greek,
    options: { other: greekChanged },
    output: `${patchHeader}@@ -1,6 +1,6 @@\n alpha\n beta\n-gamma\n+GAMMA\n delta\n epsilon\n zeta\n@@ -8,3 +8,4 @@\n theta\n iota\n kappa\n+lambda\n`,
  },
  {
    op: 'text/diff',
    name: 'no final newline',
    input: 'one\ntwo',
    options: { other: 'one\n  two' },
    output: `${patchHeader}@@ -1,2 +1,2 @@\n one\n-two\n\\ No newline at end of file\n+  two\n\\ No newline at end of file\n`,
  },
  { op: 'text/diff', name: 'ignore whitespace', input: 'one\ntwo', options: { other: 'one\n  two', ignoreWhitespace: true }, output: patchHeader },
  {
    op: 'text/diff',
    name: 'ignore case',
    input: greek,
    options: { other: greekChanged, ignoreCase: true },
    output: `${patchHeader}@@ -8,3 +8,4 @@\n theta\n iota\n kappa\n+lambda\n`,
  },
  { op: 'text/diff', name: 'binary text', input: 'ok', options: { other: 'bin\u0000ary' }, error: 'Changed looks like a binary file' },

  // Subnets: python's ipaddress (ip_network(strict=False), hosts(), netmask, hostmask, num_addresses, subnets(new_prefix)).
  { op: 'network/subnet-calculator', input: '10.20.30.40/20', output: ipv4Block },
  {
    op: 'network/subnet-calculator',
    name: 'split',
    input: '10.20.30.40/20',
    options: { split: 22 },
    output: `${ipv4Block}\n\n4 subnets of /22:\n10.20.16.0/22\n10.20.20.0/22\n10.20.24.0/22\n10.20.28.0/22`,
  },
  {
    op: 'network/subnet-calculator',
    name: 'address and netmask',
    input: '172.16.5.4 255.255.255.252',
    output: [
      'Address: 172.16.5.4',
      'CIDR block: 172.16.5.4/30',
      'Network address: 172.16.5.4',
      'Broadcast address: 172.16.5.7',
      'First usable host: 172.16.5.5',
      'Last usable host: 172.16.5.6',
      'Usable hosts: 2',
      'Total addresses: 4',
      'Netmask: 255.255.255.252',
      'Wildcard mask: 0.0.0.3',
      'Prefix length: /30',
      'Class: B',
      'Type: Private (RFC 1918)',
      'IPv4-mapped IPv6: ::ffff:172.16.5.4',
    ].join('\n'),
  },
  {
    op: 'network/subnet-calculator',
    name: 'IPv6 with split',
    input: '2001:db8:abcd:12::1/64',
    options: { split: 66 },
    output: [
      'Address: 2001:db8:abcd:12::1',
      'CIDR block: 2001:db8:abcd:12::/64',
      'Network address: 2001:db8:abcd:12::',
      'Broadcast address: none (IPv6 has no broadcast)',
      'First address: 2001:db8:abcd:12::',
      'Last address: 2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      'Usable hosts: 18,446,744,073,709,551,616',
      'Total addresses: 18,446,744,073,709,551,616',
      'Netmask: ffff:ffff:ffff:ffff::',
      'Wildcard mask: ::ffff:ffff:ffff:ffff',
      'Prefix length: /64',
      'Type: Documentation (RFC 3849)',
      'Expanded form: 2001:0db8:abcd:0012:0000:0000:0000:0001',
      '',
      'IPv6 has no broadcast address (RFC 4291): multicast replaces it, so every address of the block can be used.',
      '2001:db8:abcd:12:: (the all-zero interface ID) is the Subnet-Router anycast address (RFC 4291 §2.6.1).',
      'The address has host bits set: its network is 2001:db8:abcd:12::/64.',
      '',
      '4 subnets of /66:',
      '2001:db8:abcd:12::/66',
      '2001:db8:abcd:12:4000::/66',
      '2001:db8:abcd:12:8000::/66',
      '2001:db8:abcd:12:c000::/66',
    ].join('\n'),
  },
  {
    op: 'network/subnet-calculator',
    name: 'single host',
    input: '8.8.8.8',
    output: [
      'Address: 8.8.8.8',
      'CIDR block: 8.8.8.8/32',
      'Network address: 8.8.8.8',
      'Broadcast address: none (single host)',
      'First usable host: 8.8.8.8',
      'Last usable host: 8.8.8.8',
      'Usable hosts: 1',
      'Total addresses: 1',
      'Netmask: 255.255.255.255',
      'Wildcard mask: 0.0.0.0',
      'Prefix length: /32',
      'Class: A',
      'Type: Public (globally routable)',
      'IPv4-mapped IPv6: ::ffff:8.8.8.8',
      '',
      'A /32 is a single host: network and host are the same address.',
    ].join('\n'),
  },
  {
    op: 'network/subnet-calculator',
    name: 'octet over 255',
    input: '10.0.0.300/8',
    error: 'Line 1, column 1: "10.0.0.300" is not an IPv4 address: 300 is over 255',
  },
  { op: 'network/subnet-calculator', name: 'prefix too long', input: '10.0.0.0/33', error: 'The prefix length /33 is too long' },
  {
    op: 'network/subnet-calculator',
    name: 'split wider than the block',
    input: '10.0.0.0/24',
    options: { split: 20 },
    error: 'the new prefix must be from /24 to /32',
  },
  { op: 'network/subnet-calculator', name: 'empty', input: '  ', error: 'Type an IPv4 or IPv6 address' },

  // chmod: GNU chmod on a real file or directory (with the same starting mode and umask), read back with stat -c '%a %A'.
  {
    op: 'chmod/calculator',
    input: '4755',
    output:
      'Octal: 4755\nSymbolic: rwsr-xr-x\nls -l: -rwsr-xr-x\nchmod (symbolic): u=rwxs,g=rx,o=rx\n\nOwner: read, write, execute\nGroup: read, execute\nOthers: read, execute\nsetuid: runs with the file owner’s user ID',
  },
  {
    op: 'chmod/calculator',
    name: 'ls -l string',
    input: '-rw-r-----',
    output: 'Octal: 640\nSymbolic: rw-r-----\nls -l: -rw-r-----\nchmod (symbolic): u=rw,g=r,o=\n\nOwner: read, write\nGroup: read\nOthers: no access',
  },
  {
    op: 'chmod/calculator',
    name: 'expression on the starting mode',
    input: 'u+x,go-w',
    output:
      'Octal: 744\nSymbolic: rwxr--r--\nls -l: -rwxr--r--\nchmod (symbolic): u=rwx,g=r,o=r\n\nOwner: read, write, execute\nGroup: read\nOthers: read',
  },
  {
    op: 'chmod/calculator',
    name: 'directory with setgid and sticky',
    input: 'g+s,o=t',
    options: { start: '755', kind: 'directory' },
    output:
      'Octal: 3750\nSymbolic: rwxr-s--T\nls -l: drwxr-s--T\nchmod (symbolic): u=rwx,g=rxs,o=t\n\nOwner: read, write, enter (search)\nGroup: read, enter (search)\nOthers: no access\nsetgid: new files inherit the directory’s group\nsticky: only a file’s owner can delete or rename it here (as in /tmp)',
  },
  {
    op: 'chmod/calculator',
    name: 'umask limits a clause without who',
    input: '=rx',
    options: { start: '600', umask: '077' },
    output:
      'Octal: 500\nSymbolic: r-x------\nls -l: -r-x------\nchmod (symbolic): u=rx,g=,o=\n\nOwner: read, execute\nGroup: no access\nOthers: no access',
  },
  { op: 'chmod/calculator', name: 'bad permission letter', input: 'rwxr-xr-q', error: "'q' at position 9 cannot be other execute" },
  { op: 'chmod/calculator', name: 'bad expression', input: 'u+z', error: "'z' at position 3 is not valid here" },
  { op: 'chmod/calculator', name: 'bad starting mode', input: 'u+x', options: { start: '9' }, error: 'Option "start" of chmod/calculator' },

  // cron: the runs are those a python brute-force walk over every minute (second) after `from` finds, in zoneinfo's
  // zone; the first line is cronstrue's description.
  {
    op: 'cron/expression',
    input: '*/15 9-17 * * MON-FRI',
    options: { from: '2025-01-03T16:50:00Z', count: 5 },
    output: [
      'Every 15 minutes, between 09:00 and 17:59, Monday through Friday',
      '',
      'Next 5 runs (UTC):',
      '2025-01-03 17:00:00 Fri UTC+00:00',
      '2025-01-03 17:15:00 Fri UTC+00:00',
      '2025-01-03 17:30:00 Fri UTC+00:00',
      '2025-01-03 17:45:00 Fri UTC+00:00',
      '2025-01-06 09:00:00 Mon UTC+00:00',
    ].join('\n'),
  },
  {
    op: 'cron/expression',
    name: 'leap day',
    input: '0 0 29 2 *',
    options: { from: '2025-01-01T00:00:00Z', count: 2 },
    output:
      'At 00:00, on day 29 of the month, only in February\n\nNext 2 runs (UTC):\n2028-02-29 00:00:00 Tue UTC+00:00\n2032-02-29 00:00:00 Sun UTC+00:00',
  },
  {
    op: 'cron/expression',
    name: 'time zone',
    input: '0 9 * * 1',
    options: { from: '2025-06-01T00:00:00Z', count: 2, timeZone: 'America/New_York' },
    output: 'At 09:00, only on Monday\n\nNext 2 runs (America/New_York):\n2025-06-02 09:00:00 Mon UTC-04:00\n2025-06-09 09:00:00 Mon UTC-04:00',
  },
  {
    op: 'cron/expression',
    name: 'seconds field',
    input: '*/20 * * * * *',
    options: { from: '2025-01-01T00:00:00Z', count: 3 },
    output:
      'Every 20 seconds\n\nNext 3 runs (UTC):\n2025-01-01 00:00:20 Wed UTC+00:00\n2025-01-01 00:00:40 Wed UTC+00:00\n2025-01-01 00:01:00 Wed UTC+00:00',
  },
  {
    op: 'cron/expression',
    name: 'macro',
    input: '@weekly',
    options: { from: '2025-01-01T00:00:00Z', count: 2 },
    output: 'At 00:00, only on Sunday\n\nNext 2 runs (UTC):\n2025-01-05 00:00:00 Sun UTC+00:00\n2025-01-12 00:00:00 Sun UTC+00:00',
  },
  {
    op: 'cron/expression',
    name: '@reboot',
    input: '@reboot',
    output: 'Runs once when the cron daemon starts, usually at boot. It has no schedule, so it has no next runs.',
  },
  {
    op: 'cron/expression',
    name: 'runs from now by default',
    input: '0 * * * *',
    match: /^Every hour\n\nNext 10 runs \(UTC\):(\n\d{4}-\d\d-\d\d \d\d:00:00 \w{3} UTC\+00:00){10}$/,
  },
  { op: 'cron/expression', name: 'four fields', input: '* * * *', error: 'Expected 5 fields' },
  { op: 'cron/expression', name: 'minute out of range', input: '61 * * * *', error: 'Line 1, column 1: minute: 61 is out of range 0–59' },
  {
    op: 'cron/expression',
    name: 'unknown zone',
    input: '0 * * * *',
    options: { timeZone: 'Mars/Olympus' },
    error: '"Mars/Olympus" is not a time zone',
  },
  { op: 'cron/expression', name: 'bad from', input: '0 * * * *', options: { from: 'yesterday' }, error: 'From: "yesterday" is not a date' },

  // SQL over CSV: python's csv + sqlite3 (numbers stored as numbers, empty cells as NULL) and csv.writer give these.
  {
    op: 'csv/query-as-sql',
    input: cities,
    options: { query: 'SELECT country, COUNT(*) AS n, SUM(pop) AS people FROM data GROUP BY country ORDER BY country' },
    output: 'country,n,people\nNO,3,1000977\nSE,1,362133',
  },
  {
    op: 'csv/query-as-sql',
    name: 'numbers compare as numbers',
    input: cities,
    options: { query: 'SELECT city, area FROM data WHERE area > 400 ORDER BY area DESC' },
    output: 'city,area\nTromsø,2558\nBergen,465\nOslo,454',
  },
  {
    op: 'csv/query-as-sql',
    name: 'NULL and quoted cells',
    input: cities,
    options: { query: "SELECT city, pop FROM data WHERE pop IS NULL OR city LIKE 'M%'" },
    output: 'city,pop\n"Malmö, Skåne",362133\nTromsø,',
  },
  {
    op: 'csv/query-as-sql',
    name: 'no header, semicolons, table name',
    input: '1;2\n3;4',
    options: { query: 'SELECT column_1 + column_2 AS s FROM t', header: false, tableName: 't' },
    output: 's\n3\n7',
  },
  { op: 'csv/query-as-sql', name: 'SQL syntax error', input: cities, options: { query: 'SELEC 1' }, error: 'near "SELEC": syntax error' },
  { op: 'csv/query-as-sql', name: 'unknown column', input: cities, options: { query: 'SELECT nope FROM data' }, error: 'no such column: nope' },
  { op: 'csv/query-as-sql', name: 'unclosed quote', input: 'a,b\n"x,1', error: 'CSV: Unclosed quote' },
];
