// Base58 against a reference written here in Python: the textbook algorithm (the bytes as one big integer, divided
// by 58 repeatedly, a '1' for each leading zero byte) and Base58Check with hashlib's SHA-256, on random bytes of
// every length up to 60 (with runs of leading zeros).
import { execFileSync } from 'node:child_process';
import { decodeBase58Bytes, encodeBase58Bytes } from '@/tools/base58/base58.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('python3', 'apt-get install python3');

const SCRIPT = String.raw`
import base64, hashlib, json, sys
ABC = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58(data):
    n = int.from_bytes(data, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = ABC[r] + out
    zeros = len(data) - len(data.lstrip(b'\0'))
    return '1' * zeros + out
def check(data):
    return b58(data + hashlib.sha256(hashlib.sha256(data).digest()).digest()[:4])
out = []
for b64 in json.load(sys.stdin):
    data = base64.b64decode(b64)
    out.append([b58(data), check(data)])
print(json.dumps(out))
`;

describe('Base58 matches the textbook algorithm in Python', () => {
  const r = rng(58);
  const samples = Array.from({ length: 240 }, (_, i) => {
    const zeros = i % 4 === 0 ? r(4) : 0;
    return Uint8Array.from({ length: (i % 61) + zeros }, (_, j) => (j < zeros ? 0 : r(256)));
  });
  const python: [string, string][] = JSON.parse(
    execFileSync(PYTHON, ['-c', SCRIPT], { input: JSON.stringify(samples.map((s) => Buffer.from(s).toString('base64'))) }).toString(),
  );

  it('encodes, with and without Base58Check, as Python does', async () => {
    for (const [i, bytes] of samples.entries()) {
      expect(await encodeBase58Bytes(bytes, false)).toEqual({ ok: true, value: python[i][0] });
      expect(await encodeBase58Bytes(bytes, true)).toEqual({ ok: true, value: python[i][1] });
    }
  });

  it("decodes Python's output back to the bytes", async () => {
    for (const [i, bytes] of samples.entries()) {
      const plain = await decodeBase58Bytes(python[i][0], false);
      const checked = await decodeBase58Bytes(python[i][1], true);
      expect(plain.ok && Buffer.from(plain.value).equals(Buffer.from(bytes))).toBe(true);
      expect(checked.ok && Buffer.from(checked.value).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});
