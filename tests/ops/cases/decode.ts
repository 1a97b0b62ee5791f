import type { OpCase } from './types';

// Expected outputs come from real programs: xxd (-p, -r -p, -u), GNU gzip/gunzip (-n, with a file name, several
// members, cut short), python3's zlib, quopri and codecs ('unicode_escape'), json.dumps, and node's JSON.parse for
// surrogate pairs. The compress cases use short inputs, on which Node's zlib and gzip/python's zlib choose the
// same matches (on longer text they pick different, equally valid, ones).
export const cases: OpCase[] = [
  // printf 'Hi ✓' | xxd -p
  { op: 'hex/encode', input: 'Hi ✓', output: '486920e29c93' },
  // printf '\xde\xad\xbe\xef\x00' | xxd -p -u | sed 's/../&:/g'
  { op: 'hex/encode', input: { base64: '3q2+7wA=' }, options: { separator: ':', uppercase: true }, output: 'DE:AD:BE:EF:00' },
  // printf 'Grüße' | xxd -p -c1 | paste -sd' '
  { op: 'hex/encode', input: 'Grüße', options: { separator: ' ' }, output: '47 72 c3 bc c3 9f 65' },
  // echo '48 65 …' | xxd -r -p
  { op: 'hex/decode', input: '48 65 6c 6c 6f 2c 20 e4 b8 96', output: 'Hello, 世' },
  {
    op: 'hex/decode',
    name: 'xxd -p lines',
    input: '5061636b206d7920626f782077697468206669766520646f7a656e206c69\n71756f72206a75677320e2809420313233343521\n',
    output: 'Pack my box with five dozen liquor jugs — 12345!',
  },
  // python3: bytes([0x48, 0x69, 0xA]), bytes.fromhex('deadBEEF'), b'\x89PNG'
  { op: 'hex/decode', name: '0x list, one-digit byte', input: '0x48, 0x69, 0xA', output: 'Hi\n' },
  { op: 'hex/decode', name: 'colons, mixed case', input: 'de:ad:BE:EF', output: { base64: '3q2+7w==' } },
  { op: 'hex/decode', name: '\\x escapes', input: '\\x89\\x50\\x4e\\x47', output: { base64: 'iVBORw==' } },
  // python3 -c "print(bytes.fromhex('48656C6C6F'))"
  { op: 'hex/decode', name: 'one 0x group', input: '0x48656C6C6F', output: 'Hello' },
  { op: 'hex/decode', input: '48656c6c6', error: 'odd number' },
  { op: 'hex/decode', input: '48 65\n6c 6g', error: "Line 2, column 5: Invalid hex character 'g' (U+0067): hex digits are 0-9 and a-f" },

  // printf 'hello' | gzip -nc | base64 (and the same for the others)
  { op: 'gzip/compress', input: 'hello', output: { base64: 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==' } },
  { op: 'gzip/compress', input: 'Grüße, 世界! Grüße, 世界!', output: { base64: 'H4sIAAAAAAAAA3MvOrzn8PxUHYUnO6Y9n9qjqOCOJgAA0afYniEAAAA=' } },
  // gzip -c hello.txt (a header with the file name and time); gunzip gives 'Grüße, 世界!\n'
  {
    op: 'gzip/decompress',
    name: 'header with a file name',
    input: { base64: 'H4sICCV9k2UAA2hlbGxvLnR4dABzLzq85/D8VB2FJzumPZ/ao8gFAGbw6XgRAAAA' },
    output: 'Grüße, 世界!\n',
  },
  // (printf 'one ' | gzip -n; printf 'two' | gzip -n) | gunzip
  {
    op: 'gzip/decompress',
    name: 'two members',
    input: { base64: 'H4sIAAAAAAAAA8vPS1UAAElhrCMEAAAAH4sIAAAAAAAAAyspzwcAZorKEQMAAAA=' },
    output: 'one two',
  },
  {
    op: 'gzip/decompress',
    input: 'not gzip at all',
    error: 'The input is not gzip data: gzip data starts with the bytes 1f 8b, and this starts with 6e 6f',
  },
  // … | gzip -n | head -c 20: gunzip says "unexpected end of file"
  { op: 'gzip/decompress', name: 'cut short', input: { base64: 'H4sIAAAAAAAAA3MvOrzn8PxUHYU=' }, error: 'The gzip data ends too soon' },
  {
    op: 'gzip/decompress',
    name: 'garbage after the magic number',
    input: { base64: 'H4sIAP////////////8AAAAAAAA=' },
    error: 'The input is not valid gzip data',
  },
  { op: 'gzip/decompress', input: '', error: 'The input is empty' },
  // (printf 'hello world hello world' | gzip -n; printf 'junk!'): gunzip warns "trailing garbage ignored" (exit 2);
  // the platform's stream refuses it, so this is an error that says what is wrong.
  {
    op: 'gzip/decompress',
    name: 'junk after the data',
    input: { base64: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJUchAsAE7zuLqFwAAAGp1bmsh' },
    error: 'There are extra bytes after the end of the gzip data',
  },
  // head -c 1100000 /dev/zero | gzip -9n | base64: 1.1 MB of zeros, over a 1 MB limit
  {
    op: 'gzip/decompress',
    name: 'zip bomb over the limit',
    options: { maxOutputMb: 1 },
    input: {
      base64:
        'H4sIAAAAAAACA+3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIA3AxL97SzgyBAA',
    },
    error: 'The decompressed data is larger than 1 MB, the most this decompresses; stopped there (it may be a zip bomb)',
  },

  // Brotli: python3 -c 'sys.stdout.buffer.write(brotli.compress(b"hello"))' | base64 (Debian's python3-brotli 1.0.9,
  // Google's C library; quality 11 and a 22-bit window by default, as ours), and the same for the others.
  { op: 'gzip/compress', name: 'brotli', input: 'hello', options: { format: 'brotli' }, output: { base64: 'CwKAaGVsbG8D' } },
  {
    op: 'gzip/compress',
    name: 'brotli, UTF-8',
    input: 'Grüße, 世界! Grüße, 世界!',
    options: { format: 'brotli' },
    output: { base64: 'GyAA+B0JdszKaBNfNHXIUdmw+uRNEBa54kWbAmEZ/SvdIA==' },
  },
  // brotli.compress(b'abc' * 100, quality=0)
  {
    op: 'gzip/compress',
    name: 'brotli at quality 0',
    input: 'abc'.repeat(100),
    options: { format: 'brotli', quality: 0 },
    output: { base64: 'i5UAACDDxMb+76p/z73VPaO6vI3hrnixsLCwsbGqlxnVwYcPPwaDwTjOZFUNBoPBYDCYQ50RqSiNwmGhnWTvCbLe/Rx2Aw==' },
  },
  { op: 'gzip/compress', name: 'brotli, empty', input: '', options: { format: 'brotli' }, output: { base64: 'Ow==' } },
  // printf 'hello hello hello' | brotli -c | base64 (the brotli 1.0.9 command, a 24-bit window)
  {
    op: 'gzip/decompress',
    name: 'brotli',
    input: { base64: 'HxAA+I2Ubt5EVYaWbCBvAU8cYBw=' },
    options: { format: 'brotli' },
    output: 'hello hello hello',
  },
  {
    op: 'gzip/decompress',
    name: 'auto finds brotli',
    input: { base64: 'HxAA+I2Ubt5EVYaWbCBvAU8cYBw=' },
    options: { format: 'auto' },
    output: 'hello hello hello',
  },
  {
    op: 'gzip/decompress',
    name: 'auto finds gzip',
    input: { base64: 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==' },
    options: { format: 'auto' },
    output: 'hello',
  },
  { op: 'gzip/decompress', name: 'auto finds zlib', input: { base64: 'eJzLSM3JyQcABiwCFQ==' }, options: { format: 'auto' }, output: 'hello' },
  // … | brotli -c | head -c 8: `brotli -d` says "corrupt input"
  {
    op: 'gzip/decompress',
    name: 'brotli cut short',
    input: { base64: 'HxAA+I2Ubt4=' },
    options: { format: 'brotli' },
    error: 'The brotli data ends too soon',
  },
  // (printf 'hello' | brotli -c; printf 'junk'): `brotli -d` says "excessive input"
  {
    op: 'gzip/decompress',
    name: 'junk after the brotli data',
    input: { base64: 'DwKAaGVsbG8DanVuaw==' },
    options: { format: 'brotli' },
    error: 'There are extra bytes after the end of the brotli data',
  },
  // head -c 1100000 /dev/zero | brotli -c | base64: 1.1 MB of zeros, over a 1 MB limit
  {
    op: 'gzip/decompress',
    name: 'brotli bomb over the limit',
    input: { base64: 'n9/IEPgnAOKxQCATGAI=' },
    options: { format: 'brotli', maxOutputMb: 1 },
    error: 'The decompressed data is larger than 1 MB',
  },
  {
    op: 'gzip/decompress',
    name: 'auto on what is none of them',
    input: 'not brotli',
    options: { format: 'auto' },
    error: 'The input is not gzip or zlib data',
  },
  { op: 'gzip/decompress', name: 'brotli, empty', input: '', options: { format: 'brotli' }, error: 'The input is empty' },

  // python3 -c 'zlib.compress(b"hello")'
  { op: 'zlib/compress', input: 'hello', output: { base64: 'eJzLSM3JyQcABiwCFQ==' } },
  { op: 'zlib/compress', input: 'abcabcabcabcabcabc', output: { base64: 'eJxLTEpOREUAQXwG5Q==' } },
  // zlib.compress('{"ok":true,"msg":"Grüße"}'.encode(), 9); zlib.compress(b'\x00\x01\x02\xff\xfe' * 3, 1)
  { op: 'zlib/decompress', input: { base64: 'eNqrVsrPVrIqKSpN1VHKLU5XslJyLzq85/D8VKVaAIQLCkU=' }, output: '{"ok":true,"msg":"Grüße"}' },
  {
    op: 'zlib/decompress',
    name: 'level 1 header (78 01), binary output',
    input: { base64: 'eAFjYGT6/48BTgAAJyEGAQ==' },
    output: { base64: 'AAEC//4AAQL//gABAv/+' },
  },
  { op: 'zlib/decompress', name: 'gzip is not zlib', input: { base64: 'H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==' }, error: 'The input is not zlib data' },
  // zlib.compress(b'hello hello hello hello')[:8]
  { op: 'zlib/decompress', name: 'cut short', input: { base64: 'eJzLSM3JyVc=' }, error: 'The zlib data ends too soon' },

  // zlib.compressobj(wbits=-15)
  { op: 'deflate/compress', input: 'hello', output: { base64: 'y0jNyckHAA==' } },
  { op: 'deflate/compress', input: '{"a":1}', output: { base64: 'q1ZKVLIyrAUA' } },
  { op: 'deflate/decompress', input: { base64: 'y0s8vL4sVSE5Me3wSh2FPCQeAA==' }, output: 'naïve café, naïve café' },
  { op: 'deflate/decompress', name: 'a stored block', input: { base64: 'AQwA8/9zdG9yZWQgYmxvY2s=' }, output: 'stored block' },
  { op: 'deflate/decompress', name: 'reserved block type', input: { base64: '////' }, error: 'The input is not valid raw deflate data' },

  // python3 -c 'quopri.encodestring(…)'
  { op: 'quoted-printable/encode', input: 'Grüße = greetings, naïve café\n', output: 'Gr=C3=BC=C3=9Fe =3D greetings, na=C3=AFve caf=C3=A9\n' },
  {
    op: 'quoted-printable/encode',
    name: 'a soft line break at 76 characters',
    input: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor é incididunt ut labore\n',
    output: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tem=\npor =C3=A9 incididunt ut labore\n',
  },
  {
    op: 'quoted-printable/encode',
    name: 'CRLF, a trailing space, a lone dot',
    input: 'tab\tend \r\nline two.\r\n.\r\n',
    output: 'tab\tend=20\r\nline two.\r\n=2E\r\n',
  },
  // quopri.decodestring(b'caf=c3=a9 =3D ok=\nsoft =E2=9C=93\r\nnext')
  { op: 'quoted-printable/decode', input: 'caf=c3=a9 =3D ok=\nsoft =E2=9C=93\r\nnext', output: 'café = oksoft ✓\r\nnext' },
  { op: 'quoted-printable/decode', name: 'trailing whitespace dropped', input: 'Gr=C3=BC=C3=9Fe  \nend=  \n!', output: 'Grüße\nend!' },
  {
    op: 'quoted-printable/decode',
    input: 'ok\n100=Gx',
    error: 'Line 2, column 4: Invalid quoted-printable escape "=Gx": \'=\' must be followed by two hex digits or end the line',
  },

  // python3 -c 'json.dumps("café 😀\n\\ ")' without its quotes; node: "\u{1f600}" === "😀"
  { op: 'unicode-escape/encode', input: 'café 😀\n\\ "x"', output: 'caf\\u00e9 \\ud83d\\ude00\\n\\\\ "x"' },
  { op: 'unicode-escape/encode', input: 'café 😀', options: { style: 'es6' }, output: 'caf\\u{e9} \\u{1f600}' },
  // 'café 😀\n\t\\ \x00\x7f€'.encode('unicode_escape')
  {
    op: 'unicode-escape/encode',
    input: 'café 😀\n\t\\ \x00\x7f€',
    options: { style: 'python' },
    output: 'caf\\xe9 \\U0001f600\\n\\t\\\\ \\x00\\x7f\\u20ac',
  },
  // python3 unicode_escape, except that the surrogate pair is one character (as JSON.parse reads it)
  { op: 'unicode-escape/decode', input: 'caf\\u00e9 \\ud83d\\ude00 \\x41\\101\\n\\U0001F680\\a\\q', output: 'café 😀 AA\n🚀\x07\\q' },
  { op: 'unicode-escape/decode', name: 'ES2015 braces', input: 'I \\u{2764}\\u{FE0F} \\u{1F980}', output: 'I ❤️ 🦀' },
  // b'caf\\xc3\\xa9 \\xe2\\x9c\\x93'.decode('unicode_escape').encode('latin-1').decode()
  { op: 'unicode-escape/decode', name: 'UTF-8 bytes', input: 'caf\\xc3\\xa9 \\xe2\\x9c\\x93', options: { xBytes: true }, output: 'café ✓' },
  { op: 'unicode-escape/decode', input: 'ok \\u12G4', error: 'Line 1, column 4: Invalid escape \\u12G4: \\u needs 4 hex digits' },
  { op: 'unicode-escape/decode', input: 'half \\ud83d!', error: 'unpaired surrogate U+D83D' },
];
