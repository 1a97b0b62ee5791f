import { gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { ratio, runGzip } from '@/tools/gzip/gzip.core';

const text = 'Hello, gzip! héllo 👋 '.repeat(20);

describe('runGzip', () => {
  it.each([
    ['gzip', gunzipSync],
    ['zlib', inflateSync],
    ['deflate', inflateRawSync],
  ] as const)('compresses text as %s, in Base64, that zlib reads back', async (format, inflate) => {
    const r = await runGzip(text, { direction: 'compress', format });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.binary).toBe(true);
    expect(r.value.inputSize).toBe(Buffer.byteLength(text));
    expect(inflate(Buffer.from(r.value.text, 'base64')).toString()).toBe(text);
    expect(Buffer.from(r.value.bytes).toString('base64')).toBe(r.value.text);
  });

  it('decompresses Base64 gzip to text', async () => {
    const b64 = gzipSync(Buffer.from(text)).toString('base64');
    const r = await runGzip(b64.replace(/(.{40})/g, '$1\n'), { direction: 'decompress', format: 'gzip' });
    expect(r).toMatchObject({ ok: true, value: { text, binary: false, compressed: false } });
  });

  it('decompresses an opened .gz file (a data: URI)', async () => {
    const uri = `data:application/gzip;base64,${gzipSync(Buffer.from('from a file')).toString('base64')}`;
    expect(await runGzip(uri, { direction: 'decompress', format: 'gzip' })).toMatchObject({ ok: true, value: { text: 'from a file' } });
  });

  it('shows decompressed bytes that are not text as Base64', async () => {
    const b64 = gzipSync(Buffer.from([0, 255, 1])).toString('base64');
    expect(await runGzip(b64, { direction: 'decompress', format: 'gzip' })).toMatchObject({ ok: true, value: { text: 'AP8B', binary: true } });
  });

  it.each([
    ['Base64 with a bad character, at its place', 'H4sI\nAA#A', 'gzip', { line: 2, column: 3 }, "Invalid Base64 character '#'"],
    ['data that is not gzip', 'SGVsbG8=', 'gzip', {}, 'not gzip data'],
    ['data that is not zlib', 'SGVsbG8=', 'zlib', {}, 'not zlib data'],
    ['gzip cut short', gzipSync(Buffer.from(text)).subarray(0, 30).toString('base64'), 'gzip', {}, 'gzip'],
  ] as const)('reports %s', async (_, input, format, where, message) => {
    expect(await runGzip(input, { direction: 'decompress', format })).toMatchObject({
      ok: false,
      error: { ...where, message: expect.stringContaining(message) },
    });
  });

  it('gives nothing for empty input when decompressing', async () => {
    expect(await runGzip('  ', { direction: 'decompress', format: 'gzip' })).toMatchObject({ ok: true, value: { text: '' } });
  });

  it('describes the ratio', () => {
    expect(ratio(200, 50)).toBe('25.0% of the original');
    expect(ratio(0, 20)).toBe('');
  });
});
