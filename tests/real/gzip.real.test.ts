// The Gzip page against gzip and Python's zlib: what we compress, `gzip -dc` and zlib.decompress (wbits 15 for zlib,
// -15 for raw deflate) read back; what `gzip -9`, zlib.compress and a raw compressobj write, we read back. Also a
// two-member .gz (two files concatenated), which gunzip reads as one. Brotli against Google's C library: the `brotli`
// command (Debian's brotli) and Python's brotli module (Debian's python3-brotli) read ours and we read theirs, for
// empty, text, binary and 1 MB inputs.
import { execFileSync } from 'node:child_process';
import { runGzip, type GzipFormat } from '@/tools/gzip/gzip.core';
import { requireProgram, rng } from './programs';

const GZIP = requireProgram('gzip', 'apt-get install gzip');
const PYTHON = requireProgram('python3', 'apt-get install python3');
const BROTLI = requireProgram('brotli', 'apt-get install brotli');
/** Debian's python3 (python3-brotli installs its module there, not in another Python on the PATH). */
const DEBIAN_PYTHON = '/usr/bin/python3';

/** Python's zlib: `mode` de or compresses Base64 input for the format, and prints Base64. */
const PY = String.raw`
import base64, json, sys, zlib
out = []
for mode, fmt, b64 in json.load(sys.stdin):
    data = base64.b64decode(b64)
    wbits = 15 if fmt == 'zlib' else -15
    if mode == 'decompress':
        res = zlib.decompress(data, wbits)
    else:
        c = zlib.compressobj(9, zlib.DEFLATED, wbits)
        res = c.compress(data) + c.flush()
    out.append(base64.b64encode(res).decode())
print(json.dumps(out))
`;
const python = (jobs: [string, string, string][]): string[] =>
  JSON.parse(execFileSync(PYTHON, ['-c', PY], { input: JSON.stringify(jobs) }).toString());

function texts(): string[] {
  const r = rng(1952);
  const words = ['alpha', 'beta', 'gamma', 'héllo', '👋', '{"k": 1}', '\n', '\t', ' '];
  return [
    '',
    'a',
    'Hello, gzip!\n',
    ...Array.from({ length: 12 }, (_, i) => Array.from({ length: 10 + i * 300 }, () => words[r(words.length)]).join('')),
    String.fromCharCode(...Array.from({ length: 5000 }, () => 32 + r(90))),
  ];
}

async function compressed(text: string, format: GzipFormat): Promise<Buffer> {
  const r = await runGzip(text, { direction: 'compress', format });
  if (!r.ok) throw new Error(r.error.message);
  return Buffer.from(r.value.text, 'base64');
}

async function decompressed(b64: string, format: GzipFormat): Promise<string> {
  const r = await runGzip(b64, { direction: 'decompress', format });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.text;
}

describe('gzip matches gzip and zlib', () => {
  it('writes gzip that gzip -dc reads', async () => {
    for (const text of texts()) expect(execFileSync(GZIP, ['-dc'], { input: await compressed(text, 'gzip') }).toString()).toBe(text);
  });

  it('writes zlib and raw deflate that Python zlib reads', async () => {
    const jobs: [string, string, string][] = [];
    const all = texts();
    for (const text of all) {
      jobs.push(['decompress', 'zlib', (await compressed(text, 'zlib')).toString('base64')]);
      jobs.push(['decompress', 'deflate', (await compressed(text, 'deflate')).toString('base64')]);
    }
    const out = python(jobs);
    all.forEach((text, i) => {
      expect(Buffer.from(out[2 * i], 'base64').toString()).toBe(text);
      expect(Buffer.from(out[2 * i + 1], 'base64').toString()).toBe(text);
    });
  });

  it('reads what gzip -9 and Python zlib write', async () => {
    const all = texts().filter((t) => t !== '');
    const out = python(
      all.flatMap((t) => [
        ['compress', 'zlib', Buffer.from(t).toString('base64')] as [string, string, string],
        ['compress', 'deflate', Buffer.from(t).toString('base64')] as [string, string, string],
      ]),
    );
    for (const [i, text] of all.entries()) {
      expect(await decompressed(execFileSync(GZIP, ['-9c'], { input: text }).toString('base64'), 'gzip')).toBe(text);
      expect(await decompressed(out[2 * i], 'zlib')).toBe(text);
      expect(await decompressed(out[2 * i + 1], 'deflate')).toBe(text);
    }
  });

  it('reads two concatenated gzip members as gunzip does', async () => {
    const both = Buffer.concat([execFileSync(GZIP, ['-c'], { input: 'first\n' }), execFileSync(GZIP, ['-c'], { input: 'second\n' })]);
    expect(execFileSync(GZIP, ['-dc'], { input: both }).toString()).toBe('first\nsecond\n');
    expect(await decompressed(both.toString('base64'), 'gzip')).toBe('first\nsecond\n');
  });
});

/** Python's brotli: decompresses, or compresses at `quality`, each Base64 input; prints Base64. */
const PY_BROTLI = String.raw`
import base64, brotli, json, sys
out = []
for mode, quality, b64 in json.load(sys.stdin):
    data = base64.b64decode(b64)
    res = brotli.decompress(data) if mode == 'decompress' else brotli.compress(data, quality=quality)
    out.append(base64.b64encode(res).decode())
print(json.dumps(out))
`;
const pythonBrotli = (jobs: [string, number, string][]): string[] =>
  JSON.parse(execFileSync(DEBIAN_PYTHON, ['-c', PY_BROTLI], { input: JSON.stringify(jobs), maxBuffer: 64 << 20 }).toString());

/** Empty, text, binary (every byte value, then random bytes) and 1 MB of mixed text, as Base64 of their bytes. */
function brotliInputs(): Buffer[] {
  const r = rng(7932);
  const words = ['brotli', 'héllo', '世界', '👋', '{"k": [1, 2]}', '\n', ' '];
  // About 1.1 MB of words, cut to exactly 1 MiB.
  const mb = Array.from({ length: 210_000 }, () => words[r(words.length)]).join('');
  return [
    Buffer.alloc(0),
    Buffer.from('Hello, brotli!\n'),
    Buffer.from(texts()[8]),
    Buffer.from([...Array.from({ length: 256 }, (_, i) => i), ...Array.from({ length: 4000 }, () => r(256))]),
    Buffer.from(mb).subarray(0, 1024 * 1024),
  ];
}

/** Base64 of bytes, as the page's decompress input (bytes that are not text are shown as Base64 too). */
async function brotliRoundTrip(data: Buffer, direction: 'compress' | 'decompress', format: GzipFormat, quality?: number): Promise<Buffer> {
  const input = direction === 'compress' ? `data:application/octet-stream;base64,${data.toString('base64')}` : data.toString('base64');
  const r = await runGzip(input, { direction, format, quality });
  if (!r.ok) throw new Error(r.error.message);
  return Buffer.from(r.value.bytes);
}

describe("brotli matches Google's brotli (the command and Python's module)", () => {
  it('writes brotli, at qualities 0, 5 and 11, that `brotli -d` and Python read', async () => {
    const jobs: [string, number, string][] = [];
    const expected: Buffer[] = [];
    for (const data of brotliInputs()) {
      for (const quality of [0, 5, 11]) {
        const ours = await brotliRoundTrip(data, 'compress', 'brotli', quality);
        expect(execFileSync(BROTLI, ['-dc'], { input: ours, maxBuffer: 64 << 20 }).equals(data)).toBe(true);
        jobs.push(['decompress', 0, ours.toString('base64')]);
        expected.push(data);
      }
    }
    pythonBrotli(jobs).forEach((b64, i) => expect(Buffer.from(b64, 'base64').equals(expected[i])).toBe(true));
  }, 120_000);

  it('reads what `brotli` (-q 1, default) and Python write, by name and by auto-detection', async () => {
    const inputs = brotliInputs();
    expect(inputs.at(-1)!.length).toBe(1024 * 1024);
    const fromPython = pythonBrotli(inputs.map((d) => ['compress', 11, d.toString('base64')]));
    for (const [i, data] of inputs.entries()) {
      for (const packed of [
        execFileSync(BROTLI, ['-c'], { input: data, maxBuffer: 64 << 20 }),
        execFileSync(BROTLI, ['-c', '-q', '1'], { input: data, maxBuffer: 64 << 20 }),
        Buffer.from(fromPython[i], 'base64'),
      ]) {
        expect((await brotliRoundTrip(packed, 'decompress', 'brotli')).equals(data)).toBe(true);
        if (data.length > 0) expect((await brotliRoundTrip(packed, 'decompress', 'auto')).equals(data)).toBe(true);
      }
    }
  }, 120_000);
});
