// The Hex page against xxd: random bytes of many lengths are dumped by xxd (default, -u and -p) and by us, and each
// side reads the other's output back (xxd -r, xxd -r -p).
import { execFileSync } from 'node:child_process';
import { decodeHexBytes, formatHex } from '@/tools/hex/hex.core';
import { requireProgram, rng } from './programs';

const XXD = requireProgram('xxd', 'apt-get install xxd');
const xxd = (args: string[], input: Uint8Array | string) => execFileSync(XXD, args, { input });

describe('hex matches xxd', () => {
  const r = rng(16);
  const samples = [0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 255, 256, 1000, 4097].map((n) => Uint8Array.from({ length: n }, () => r(256)));
  samples.push(new TextEncoder().encode('Grüße 👋\nline two\ttab\r\n'));

  it.each(samples.map((s) => [s.length, s]))('dumps %i bytes as xxd, xxd -u and xxd -p do', (_, bytes) => {
    expect(formatHex(bytes, { format: 'dump', uppercase: false })).toBe(xxd([], bytes).toString());
    expect(formatHex(bytes, { format: 'dump', uppercase: true })).toBe(xxd(['-u'], bytes).toString());
    expect(formatHex(bytes, { format: 'plain', uppercase: false })).toBe(xxd(['-p'], bytes).toString().replace(/\n/g, ''));
  });

  it.each(samples.map((s) => [s.length, s]))('reads what xxd writes, and xxd -r reads what we write (%i bytes)', (_, bytes) => {
    const fromDump = decodeHexBytes(xxd([], bytes).toString());
    expect(fromDump.ok && Buffer.from(fromDump.value).equals(Buffer.from(bytes))).toBe(true);
    const fromPlain = decodeHexBytes(xxd(['-p'], bytes).toString());
    expect(fromPlain.ok && Buffer.from(fromPlain.value).equals(Buffer.from(bytes))).toBe(true);
    expect(xxd(['-r'], formatHex(bytes, { format: 'dump', uppercase: false })).equals(Buffer.from(bytes))).toBe(true);
    expect(xxd(['-r', '-p'], formatHex(bytes, { format: 'spaced', uppercase: true })).equals(Buffer.from(bytes))).toBe(true);
  });
});
