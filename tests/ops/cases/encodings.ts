import type { OpCase } from './types';

// Expected outputs from the real programs: xxd (xxd -p, xxd, xxd -r), Python's base64.b32encode / b32hexencode /
// b32decode, Bitcoin Core's Base58 vectors, GNU coreutils sort, sort -n, sort -V and comm with LC_ALL=C (commands in each comment).
export const cases: OpCase[] = [
  // printf 'Grüße 👋\n' | xxd -p
  { op: 'encoding/hex', input: 'Grüße 👋\n', output: '4772c3bcc39f6520f09f918b0a' },
  // printf 'Grüße 👋\n' | xxd
  {
    op: 'encoding/hex',
    input: 'Grüße 👋\n',
    options: { format: 'dump' },
    output: '00000000: 4772 c3bc c39f 6520 f09f 918b 0a         Gr....e .....\n',
  },
  // printf 'Grüße 👋\n' | xxd | xxd -r
  {
    op: 'encoding/hex/decode',
    name: 'an xxd dump reads back',
    input: '00000000: 4772 c3bc c39f 6520 f09f 918b 0a         Gr....e .....\n',
    output: 'Grüße 👋\n',
  },
  { op: 'encoding/hex/decode', input: '47 72 c3 bc', output: 'Grü' },
  { op: 'encoding/hex/decode', input: '4772\nzz', error: "Invalid hex character 'z'" },
  // python3 -c "import base64; print(base64.b32encode('Grüße 👋'.encode()).decode())"
  { op: 'encoding/base32', input: 'Grüße 👋', output: 'I5ZMHPGDT5SSB4E7SGFQ====' },
  // base64.b32hexencode(b'foobar')
  { op: 'encoding/base32', input: 'foobar', options: { variant: 'hex' }, output: 'CPNMUOJ1E8======' },
  { op: 'encoding/base32', input: 'foobar', options: { padding: false }, output: 'MZXW6YTBOI' },
  // base64.b32decode('MZXW6YTBOI======')
  { op: 'encoding/base32/decode', input: 'mzxw6ytboi', output: 'foobar' },
  // base64.b32decode('74======') is b'\xff'
  { op: 'encoding/base32/decode', name: 'binary output stays bytes', input: '74======', output: { base64: '/w==' } },
  { op: 'encoding/base32/decode', input: 'MZXW1', error: "Invalid Base32 character '1'" },
  // Bitcoin Core's src/test/data/base58_encode_decode.json
  { op: 'encoding/base58', input: 'simply a long string', output: '2cFupjhnEsSn59qHXstmK2ffpLv2' },
  { op: 'encoding/base58', input: { base64: 'AOsVIx3862CSWIa2fQZSmZJZFa6xcsBmRw==' }, output: '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L' },
  { op: 'encoding/base58/decode', input: 'a3gV', output: 'bbb' },
  { op: 'encoding/base58/decode', input: '3EFU0m', error: "Invalid Base58 character '0'" },
  // Base58Check: the address of Bitcoin's genesis block, version byte 00 and a 20-byte public key hash.
  {
    op: 'encoding/base58/decode',
    input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    options: { check: true },
    output: { base64: 'AGLpB7FcvyfVQlOZ6/bw+1DruI8Y' },
  },
  { op: 'encoding/base58/decode', input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', options: { check: true }, error: 'checksum does not match' },
  // printf 'b10\na2\nB1\na10\n' | LC_ALL=C sort
  { op: 'text/lines', input: 'b10\na2\nB1\na10\n', output: 'B1\na10\na2\nb10\n' },
  // printf '10 x\n-2 y\n3.5 z\nabc\n2\n' | LC_ALL=C sort -n
  { op: 'text/lines', input: '10 x\n-2 y\n3.5 z\nabc\n2\n', options: { steps: 'sort-numeric' }, output: '-2 y\nabc\n2\n3.5 z\n10 x\n' },
  // printf 'v1.10\nv1.9\nv1.2\nfile10\nfile2\n' | LC_ALL=C sort -V
  { op: 'text/lines', input: 'v1.10\nv1.9\nv1.2\nfile10\nfile2\n', options: { steps: 'sort-natural' }, output: 'file2\nfile10\nv1.2\nv1.9\nv1.10\n' },
  { op: 'text/lines', input: ' b \na\n\nb\na\n', options: { steps: 'trim,remove-empty,dedupe,reverse,number' }, output: '1. a\n2. b\n' },
  { op: 'text/lines', input: 'x', options: { steps: 'sort,frobnicate' }, error: "Unknown step 'frobnicate'" },
  // LC_ALL=C comm -23 a.txt b.txt (a: apple banana cherry; b: banana cherry date)
  { op: 'text/lines/compare', input: 'apple\nbanana\ncherry\n', options: { other: 'banana\ncherry\ndate\n', show: 'only-a' }, output: 'apple\n' },
  // LC_ALL=C comm -12 a.txt b.txt
  {
    op: 'text/lines/compare',
    input: 'apple\nbanana\ncherry\n',
    options: { other: 'banana\ncherry\ndate\n', show: 'both' },
    output: 'banana\ncherry\n',
  },
];
