// The Gzip page against gzip and Python's zlib: what we compress, `gzip -dc` and zlib.decompress (wbits 15 for zlib,
// -15 for raw deflate) read back; what `gzip -9`, zlib.compress and a raw compressobj write, we read back. Also a
// two-member .gz (two files concatenated), which gunzip reads as one.
import { execFileSync } from 'node:child_process';
import { runGzip, type GzipFormat } from '@/tools/gzip/gzip.core';
import { requireProgram, rng } from './programs';

const GZIP = requireProgram('gzip', 'apt-get install gzip');
const PYTHON = requireProgram('python3', 'apt-get install python3');

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
