// The Base32 page against Python's base64 module (b32encode, b32hexencode, b32decode, b32hexdecode) and coreutils
// base32, on random bytes of every length up to 40. Crockford's alphabet has no reference program here: its bits are
// laid out as RFC 4648's, so Python's output with the alphabet swapped (and no padding) stands in for it.
import { execFileSync } from 'node:child_process';
import { decodeBase32Bytes, encodeBase32Bytes } from '@/tools/base32/base32.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');
const BASE32 = requireProgram('base32', 'apt-get install coreutils');

const SCRIPT = String.raw`
import base64, json, sys
RFC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
out = []
for b64 in json.load(sys.stdin):
    data = base64.b64decode(b64)
    rfc = base64.b32encode(data).decode()
    out.append({
        'rfc': rfc,
        'hex': base64.b32hexencode(data).decode(),
        'crockford': rfc.rstrip('=').translate(str.maketrans(RFC, CROCKFORD)),
        'back': base64.b64encode(base64.b32decode(rfc)).decode(),
        'hexBack': base64.b64encode(base64.b32hexdecode(base64.b32hexencode(data))).decode(),
    })
print(json.dumps(out))
`;

describe('Base32 matches Python and coreutils', () => {
  const r = rng(32);
  const samples = Array.from({ length: 200 }, (_, i) => Uint8Array.from({ length: i % 41 }, () => r(256)));
  const python: { rfc: string; hex: string; crockford: string; back: string; hexBack: string }[] = JSON.parse(
    execFileSync(PYTHON, ['-c', SCRIPT], { input: JSON.stringify(samples.map((s) => Buffer.from(s).toString('base64'))) }).toString(),
  );

  it('encodes as b32encode, b32hexencode and (alphabet swapped) Crockford', () => {
    samples.forEach((bytes, i) => {
      expect(encodeBase32Bytes(bytes, 'rfc4648', true)).toBe(python[i].rfc);
      expect(encodeBase32Bytes(bytes, 'hex', true)).toBe(python[i].hex);
      expect(encodeBase32Bytes(bytes, 'crockford', false)).toBe(python[i].crockford);
    });
  });

  it("decodes Python's output back to the bytes", () => {
    samples.forEach((bytes, i) => {
      const b = Buffer.from(bytes).toString('base64');
      expect(python[i].back).toBe(b);
      for (const [text, variant] of [
        [python[i].rfc, 'rfc4648'],
        [python[i].hex, 'hex'],
        [python[i].crockford, 'crockford'],
        [python[i].rfc.toLowerCase().replace(/=+$/, ''), 'rfc4648'],
      ] as const) {
        const r = decodeBase32Bytes(text, variant);
        expect(r.ok && Buffer.from(r.value).toString('base64')).toBe(b);
      }
    });
  });

  it('agrees with coreutils base32 both ways', () => {
    const data = Uint8Array.from({ length: 3000 }, () => r(256));
    const ours = encodeBase32Bytes(data, 'rfc4648', true);
    expect(execFileSync(BASE32, ['-w', '0'], { input: data }).toString()).toBe(ours);
    expect(execFileSync(BASE32, ['-d'], { input: ours }).equals(Buffer.from(data))).toBe(true);
    // base32 wraps at 76 columns by default; the decoder ignores the line breaks.
    const wrapped = decodeBase32Bytes(execFileSync(BASE32, [], { input: data }).toString(), 'rfc4648');
    expect(wrapped.ok && Buffer.from(wrapped.value).equals(Buffer.from(data))).toBe(true);
  });
});
