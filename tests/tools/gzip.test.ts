import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { compressBrotli } from '@/lib/brotli';
import { brotliQuality, ratio, runGzip } from '@/tools/gzip/gzip.core';

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

  it("compresses as brotli at the chosen quality, which Node's brotli reads back", async () => {
    const best = await runGzip(text, { direction: 'compress', format: 'brotli' });
    const fast = await runGzip(text, { direction: 'compress', format: 'brotli', quality: 0 });
    if (!best.ok || !fast.ok) throw new Error('brotli failed');
    expect(brotliDecompressSync(best.value.bytes).toString()).toBe(text);
    expect(brotliDecompressSync(fast.value.bytes).toString()).toBe(text);
    expect(best.value.bytes.length).toBeLessThan(fast.value.bytes.length);
    // Byte for byte what Google's library (Node's zlib) writes at quality 11 with a 22-bit window, Python's defaults.
    // (So for short inputs; on large ones the Rust port's choices can differ a little at some qualities, still valid
    // brotli: tests/real/gzip.real.test.ts has the real programs read it.)
    const reference = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 22 } });
    expect(best.value.bytes).toEqual(new Uint8Array(reference));
  });

  it("takes the quality as the page's text (what its worker receives), and says when it is not 0-11", async () => {
    // The page's options are strings, and the worker gets them as they are: brotli-wasm panicked on "5".
    const five = await runGzip(text, { direction: 'compress', format: 'brotli', quality: '5' });
    if (!five.ok) throw new Error(five.error.message);
    const reference = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 22 } });
    expect(brotliDecompressSync(five.value.bytes).toString()).toBe(text);
    expect(five.value.bytes).toEqual(new Uint8Array(reference));
    for (const quality of ['12', '-1', '1.5', 'abc', NaN, 1.5]) {
      expect(await runGzip(text, { direction: 'compress', format: 'brotli', quality })).toMatchObject({
        ok: false,
        error: { message: 'Quality must be a whole number from 0 (fastest) to 11 (densest)' },
      });
    }
    // gzip ignores the quality; an empty field means the default, 11.
    expect(await runGzip(text, { direction: 'compress', format: 'gzip', quality: 'abc' })).toMatchObject({ ok: true });
    expect(brotliQuality('')).toBe(11);
    expect(brotliQuality(' 7 ')).toBe(7);
  });

  it('never hands brotli-wasm a quality it panics on, and works on after a bad one', async () => {
    for (const quality of [NaN, 1.5, 12, '5' as unknown as number]) {
      expect(await compressBrotli(new TextEncoder().encode('hi'), quality)).toMatchObject({ ok: false });
    }
    const after = await compressBrotli(new TextEncoder().encode(text), 0);
    if (!after.ok) throw new Error(after.error.message);
    expect(brotliDecompressSync(after.value).toString()).toBe(text);
  });

  it('decompresses brotli, and auto-detect says which format it found', async () => {
    const br = brotliCompressSync(Buffer.from(text)).toString('base64');
    expect(await runGzip(br, { direction: 'decompress', format: 'brotli' })).toMatchObject({ ok: true, value: { text } });
    expect(await runGzip(br, { direction: 'decompress', format: 'auto' })).toMatchObject({ ok: true, value: { text, detected: 'brotli' } });
    const gz = gzipSync(Buffer.from(text)).toString('base64');
    expect(await runGzip(gz, { direction: 'decompress', format: 'auto' })).toMatchObject({ ok: true, value: { text, detected: 'gzip' } });
    const zz = deflateSync(Buffer.from(text)).toString('base64');
    expect(await runGzip(zz, { direction: 'decompress', format: 'auto' })).toMatchObject({ ok: true, value: { text, detected: 'zlib' } });
  });

  it.each([
    ['brotli that is not brotli', 'SGVsbG8sIHdvcmxkIQ==', 'brotli', 'The input is not valid brotli data'],
    ['brotli cut short', brotliCompressSync(Buffer.from(text)).subarray(0, 20).toString('base64'), 'brotli', 'The brotli data ends too soon'],
    [
      'bytes after the brotli data',
      Buffer.concat([brotliCompressSync(Buffer.from('hi')), Buffer.from('junk')]).toString('base64'),
      'brotli',
      'extra bytes after the end of the brotli data',
    ],
    ['auto on data that is none of them', 'SGVsbG8sIHdvcmxkIQ==', 'auto', 'The input is not gzip or zlib data (it starts with 48 65'],
  ] as const)('reports %s', async (_, input, format, message) => {
    expect(await runGzip(input, { direction: 'decompress', format })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining(message) },
    });
  });

  it('describes the ratio', () => {
    expect(ratio(200, 50)).toBe('25.0% of the original');
    expect(ratio(0, 20)).toBe('');
  });
});
