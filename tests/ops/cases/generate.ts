import type { OpCase } from './types';

// Random output, so the cases check its form. Outputs of these same options were checked with real programs:
// python's uuid.UUID (version and variant), bytes.fromhex and base64.urlsafe_b64decode (token lengths), json.loads
// (generated JSON) and zbarimg (the PNG decodes to the text; the SVG, rasterised from its path, too).

const uuid4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const lines = (line: string, n: number) => new RegExp(`^${line}(\\n${line}){${n - 1}}$`);
/** The start of a PNG (its first byte is not UTF-8, so it reads as U+FFFD) and its IHDR size, when ASCII. */
const png = (side: string) => new RegExp(`^\\uFFFDPNG\\r\\n\\x1a\\n\\0\\0\\0\\rIHDR\\0\\0\\0${side}\\0\\0\\0${side}`);
const person = (id: number) =>
  `    \\{\\n      "id": ${id},\\n      "name": "[A-Z][a-z]+ [A-Z][a-z]+",\\n      "age": (2\\d|30),\\n      "tag": "x-[ab]"\\n    \\}`;

export const cases: OpCase[] = [
  { op: 'uuid/generator', match: lines(uuid4, 5) },
  {
    op: 'uuid/generator',
    name: 'v7, upper case, braces',
    options: { version: 'v7', count: 3, uppercase: true, braces: true },
    match: lines('\\{[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\\}', 3),
  },
  { op: 'uuid/generator', name: 'no hyphens', options: { hyphens: false, count: 2 }, match: lines('[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}', 2) },
  { op: 'uuid/generator', name: 'count 0', options: { count: 0 }, error: 'Option "count" of uuid/generator' },

  { op: 'password/generator', match: lines('[!-~]{20}', 5) },
  {
    op: 'password/generator',
    name: 'lower case and digits',
    options: { length: 12, symbols: false, upper: false, count: 3 },
    match: lines('[a-z0-9]{12}', 3),
  },
  {
    op: 'password/generator',
    name: 'passphrase',
    options: { mode: 'passphrase', words: 4, separator: ' ', capitalize: true, number: true, count: 2 },
    match: /^([A-Z][a-z]+\d? ){3}[A-Z][a-z]+\d?\n([A-Z][a-z]+\d? ){3}[A-Z][a-z]+\d?$/,
  },
  { op: 'password/generator', name: 'hex token', options: { mode: 'token', bytes: 16, count: 2 }, match: lines('[0-9a-f]{32}', 2) },
  {
    op: 'password/generator',
    name: 'Base64URL token',
    options: { mode: 'token', bytes: 10, tokenFormat: 'base64url', count: 1 },
    match: /^[A-Za-z0-9_-]{14}$/,
  },
  {
    op: 'password/generator',
    name: 'no characters',
    options: { lower: false, upper: false, digits: false, symbols: false },
    error: 'No characters to draw from',
  },

  { op: 'text-generator/lorem-ipsum', name: 'five words', options: { unit: 'words', count: 5 }, output: 'Lorem ipsum dolor sit amet.' },
  {
    op: 'text-generator/lorem-ipsum',
    name: 'three paragraphs',
    match: /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [^\n]+\.\n\n[A-Z][^\n]+\.\n\n[A-Z][^\n]+\.$/,
  },
  {
    op: 'text-generator/lorem-ipsum',
    name: 'HTML sentences',
    options: { unit: 'sentences', count: 2, format: 'html', startWithLorem: false, seed: 7 },
    match: /^<p>[A-Z][a-z ,]+\. [A-Z][a-z ,]+\.<\/p>$/,
  },
  {
    op: 'text-generator/lorem-ipsum',
    name: 'too many paragraphs',
    options: { count: 101 },
    error: 'Paragraphs must be a whole number from 1 to 100 (got 101)',
  },

  {
    op: 'generators/json',
    input: '{"people":["{{repeat(2)}}",{"id":"{{index(1)}}","name":"{{name}}","age":"{{int(20,30)}}","tag":"x-{{pick(a,b)}}"}]}',
    options: { seed: 42 },
    match: new RegExp(`^\\{\\n  "people": \\[\\n${person(1)},\\n${person(2)}\\n  \\]\\n\\}$`),
  },
  {
    op: 'generators/json',
    name: 'literal values pass through',
    input: '{"a": [1, "two", null]}',
    output: '{\n  "a": [\n    1,\n    "two",\n    null\n  ]\n}',
  },
  { op: 'generators/json', name: 'unknown placeholder', input: '{"a":"{{nope}}"}', error: 'Line 1, column 7: Unknown placeholder {{nope}} at $.a' },
  { op: 'generators/json', name: 'bad template', input: '{"a":', error: 'Unexpected end of input' },

  { op: 'random-number/javascript', match: lines('([1-9]\\d?|100)', 10) },
  {
    op: 'random-number/javascript',
    name: 'every integer once',
    options: { min: -5, max: 5, count: 11, unique: true },
    // No line twice (the lookahead), eleven lines of -5 to 5.
    match: /^(?![\s\S]*^(-?\d)$[\s\S]*^\1$)(?:-?[0-5]\n){10}-?[0-5]$/m,
  },
  {
    op: 'random-number/javascript',
    name: 'decimals',
    options: { min: 0, max: 1, kind: 'float', decimals: 3, count: 4 },
    match: lines('[01]\\.\\d{3}', 4),
  },
  {
    op: 'random-number/javascript',
    name: 'too few for no repeats',
    options: { min: 1, max: 3, count: 4, unique: true },
    error: 'Only 3 different integers exist from 1 to 3',
  },
  { op: 'random-number/javascript', name: 'min above max', options: { min: 5, max: 1 }, error: 'Min is larger than max' },

  // 21 + 8 modules at 4 px: 116 px ("t"); 29 + 8 modules at 3 px: 111 px ("o").
  { op: 'qr-code/generator', input: 'Hello, QR ✓', options: { size: 128 }, match: png('t') },
  {
    op: 'qr-code/generator',
    name: 'level H, colours',
    input: 'WIFI:T:WPA;S:home;P:pass;;',
    options: { level: 'H', size: 128, fg: '#1a237e', bg: 'fff' },
    match: png('o'),
  },
  { op: 'qr-code/generator', name: 'empty text', input: '', error: 'Type the text to encode' },
  { op: 'qr-code/generator', name: 'too long', input: 'x'.repeat(3000), options: { level: 'H' }, error: 'Too much data for a QR code: 3,000 bytes' },
  { op: 'qr-code/generator', name: 'bad colour', input: 'x', options: { fg: 'red' }, error: 'Option "fg" of qr-code/generator' },
  {
    op: 'qr-code/generator/svg',
    input: 'svg please',
    options: { size: 100 },
    match:
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="87" height="87" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"\/><path stroke="#000000" d="M4 4\.5h7[^"]*"\/><\/svg>\n?$/,
  },
  { op: 'qr-code/generator/svg', name: 'empty text', input: '', error: 'Type the text to encode' },
];
