import { unzipSync } from 'fflate';
import { encodePixels, decodePixels } from '@/tools/image/image.codecs';
import { fileDataUri, inputImage, inspectImage, saving, sniffType, targetSize, writeIco, faviconTexts, checkColor } from '@/tools/image/image.core';
import { faviconSampleOutput } from '@/tools/image/favicon.sample-output';
import { convertImage, convertInput, faviconInput, makeFavicon, zipFavicon } from '@/tools/image/image.run';
import { CONVERTER_SAMPLE, FAVICON_SAMPLE } from '@/tools/image/image.sample';
import { converterSampleOutput } from '@/tools/image/image.sample-output';

/** A deterministic test picture: a gradient with a few hard edges and some noise. */
function picture(width: number, height: number, alpha = false) {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = (x + y) % 32 < 16 ? 200 : 40 + (seed >>> 28);
      data[i + 3] = alpha && x < width / 4 ? 0 : 255;
    }
  return { data, width, height };
}

const u32 = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset).getUint32(i);

describe('image header', () => {
  it('tells the type and size from the first bytes', async () => {
    const png = await encodePixels('png', picture(40, 30), 100);
    expect(inspectImage(png)).toEqual({ ok: true, value: { type: 'png', width: 40, height: 30 } });
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const out = await encodePixels(format, picture(40, 30), 60);
      expect(inspectImage(out), format).toEqual({ ok: true, value: { type: format, width: 40, height: 30 } });
    }
  }, 60_000);

  it('names what a file that is not an image starts with', () => {
    const r = inspectImage(new TextEncoder().encode('Hello, world'), 'notes.txt');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('"notes.txt" is not an image this tool reads: it starts with 48 65 6c 6c 6f 2c 20 77 ("Hello, w")');
  });

  it('refuses a huge image before decoding it', () => {
    // A PNG header for 20000 × 20000 pixels, with nothing after it.
    const b = new Uint8Array(33);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(b.buffer).setUint32(16, 20000);
    new DataView(b.buffer).setUint32(20, 20000);
    const r = inspectImage(b, 'big.png');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^"big.png" is a PNG of 20000 × 20000 pixels \(400 megapixels\): too large/);
  });

  it('reads the kinds it knows', () => {
    expect(sniffType(new TextEncoder().encode('GIF89a\x10\x00\x10\x00'))).toBe('gif');
    expect(sniffType(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffType(new Uint8Array([0, 0, 1, 0, 1, 0]))).toBe('ico');
    expect(sniffType(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('page input', () => {
  it('reads a data URI with the file name kept', () => {
    const r = inputImage(fileDataUri('text/plain', 'my notes.txt', 'SGk='));
    expect(r).toEqual({ ok: true, value: { bytes: new Uint8Array([72, 105]), name: 'my notes.txt' } });
  });
  it('says what text that is not a data URI is', () => {
    const r = inputImage('hello there');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ line: 1, column: 1, message: expect.stringContaining('This text starts with "hello there"') });
  });
  it('names the file that is not an image', async () => {
    const r = await convertInput(fileDataUri('text/plain', 'notes.txt', 'SGVsbG8sIHdvcmxk'), {
      format: 'webp',
      quality: 75,
      width: 0,
      height: 0,
      keepAspect: true,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^"notes.txt" is not an image this tool reads: it starts with 48 65/);
  });
});

describe('sizes', () => {
  it('keeps the aspect ratio', () => {
    expect(targetSize({ width: 400, height: 300 }, 200, 0, true)).toEqual({ width: 200, height: 150 });
    expect(targetSize({ width: 400, height: 300 }, 0, 60, true)).toEqual({ width: 80, height: 60 });
    expect(targetSize({ width: 400, height: 300 }, 100, 100, true)).toEqual({ width: 100, height: 75 });
    expect(targetSize({ width: 400, height: 300 }, 100, 100, false)).toEqual({ width: 100, height: 100 });
    expect(targetSize({ width: 400, height: 300 }, 0, 0, true)).toEqual({ width: 400, height: 300 });
  });
  it('says the saving', () => {
    expect(saving(1000, 250)).toBe('saves 75.0%');
    expect(saving(1000, 1100)).toBe('10.0% larger');
  });
});

describe('convert', () => {
  it('writes each format at the size asked, and decodes back', async () => {
    const png = await encodePixels('png', picture(64, 48, true), 100);
    for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
      const r = await convertImage(png, { format, quality: 70, width: 32, height: 0, keepAspect: true });
      expect(r.ok, format).toBe(true);
      if (!r.ok) continue;
      expect(inspectImage(r.value.bytes)).toEqual({ ok: true, value: { type: format, width: 32, height: 24 } });
      const back = await decodePixels(format, r.value.bytes);
      expect([back.width, back.height]).toEqual([32, 24]);
      if (format === 'jpeg') expect(back.data[0]).toBeGreaterThan(240); // transparent pixels are white, not black
    }
  }, 120_000);

  it('says when the data is damaged', async () => {
    const png = await encodePixels('png', picture(64, 48), 100);
    const r = await convertImage(png.slice(0, 60), { format: 'webp', quality: 75, width: 0, height: 0, keepAspect: true }, 'cut.png');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^"cut.png" looks like PNG \(64 × 48\) but could not be decoded/);
  }, 60_000);
});

describe('favicon', () => {
  it('writes an ICO of PNGs with a valid directory', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = writeIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect([...ico.subarray(6, 22)]).toEqual([16, 16, 0, 0, 1, 0, 32, 0, 3, 0, 0, 0, 38, 0, 0, 0]);
    expect([...ico.subarray(22, 38)]).toEqual([0, 0, 0, 0, 1, 0, 32, 0, 2, 0, 0, 0, 41, 0, 0, 0]);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3, 4, 5]);
  });

  it('makes the whole set from one image', async () => {
    const png = await encodePixels('png', picture(100, 80), 100);
    const r = await makeFavicon(png, { name: 'Demo', themeColor: '#336699' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zip = unzipSync(zipFavicon(r.value.files));
    expect(Object.keys(zip)).toEqual([
      'favicon.ico',
      'favicon-16x16.png',
      'favicon-32x32.png',
      'apple-touch-icon.png',
      'android-chrome-192x192.png',
      'android-chrome-512x512.png',
      'site.webmanifest',
    ]);
    for (const [file, side] of [
      ['favicon-16x16.png', 16],
      ['apple-touch-icon.png', 180],
      ['android-chrome-512x512.png', 512],
    ] as const) {
      expect([u32(zip[file], 16), u32(zip[file], 20)], file).toEqual([side, side]);
    }
    const ico = zip['favicon.ico'];
    expect([ico[4], ico[6], ico[22], ico[38]]).toEqual([3, 16, 32, 48]);
    expect(JSON.parse(new TextDecoder().decode(zip['site.webmanifest']))).toMatchObject({ name: 'Demo', theme_color: '#336699' });
    expect(r.value.notes.join(' ')).toContain('not square');
    expect(r.value.links).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">');
  }, 120_000);

  it('checks the colour', () => {
    expect(checkColor('#ABC')).toEqual({ ok: true, value: '#abc' });
    expect(checkColor('blue').ok).toBe(false);
    expect(faviconTexts('X', '#fff').manifest).toContain('"short_name": "X"');
  });
});

describe('samples', () => {
  it('the prerendered sample outputs are what the runs give', async () => {
    expect(await convertInput(CONVERTER_SAMPLE, { format: 'webp', quality: 75, width: 0, height: 0, keepAspect: true })).toEqual({
      ok: true,
      value: converterSampleOutput,
    });
    expect(await faviconInput(FAVICON_SAMPLE, { name: 'My site', themeColor: '#ffffff' })).toEqual({ ok: true, value: faviconSampleOutput });
  }, 60_000);
});
