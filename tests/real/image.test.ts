// The image converter and favicon generator against real programs: GraphicsMagick (`gm identify`, `gm convert`),
// libwebp's cwebp/dwebp, libavif's avifenc/avifdec, icoutils' icotool and file(1). Every format we write is read by
// them with the right size; our WebP at quality 75 is within 5% of `cwebp -q 75` on the same pictures; files they
// write (JPEG from gm, WebP from cwebp, AVIF from avifenc) we decode to the same size and nearly the same pixels.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { decodePixels, type Pixels } from '@/tools/image/image.codecs';
import { convertImage, makeFavicon, zipFavicon } from '@/tools/image/image.run';
import { encodePng } from '@/tools/image/png-encode';
import { requireProgram, rng } from './programs';

const GM = requireProgram('gm', 'apt-get install graphicsmagick');
const CWEBP = requireProgram('cwebp', 'apt-get install webp');
const DWEBP = requireProgram('dwebp', 'apt-get install webp');
const AVIFENC = requireProgram('avifenc', 'apt-get install libavif-bin');
const AVIFDEC = requireProgram('avifdec', 'apt-get install libavif-bin');
const ICOTOOL = requireProgram('icotool', 'apt-get install icoutils');
const FILE = requireProgram('file', 'apt-get install file');

const dir = mkdtempSync(join(tmpdir(), 'devbench-image-'));
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Real-looking test pictures, the same every run: a sky-like gradient with noise (a photo), blocks and thin strokes
 * like text on a page (a screenshot), and soft blobs over a gradient.
 */
function pictures(): { name: string; image: Pixels }[] {
  const make = (name: string, width: number, height: number, paint: (x: number, y: number, r: (n: number) => number) => [number, number, number]) => {
    const r = rng(width * 31 + height);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [R, G, B] = paint(x, y, r);
        data.set([R, G, B, 255], (y * width + x) * 4);
      }
    return { name, image: { data, width, height } };
  };
  return [
    make('photo', 320, 240, (x, y, r) => {
      const n = r(24) - 12;
      const hill = y > 150 + 20 * Math.sin(x / 30);
      return hill ? [40 + n + (x % 7), 110 + n + y / 4, 50 + n] : [90 + y / 3 + n, 150 + y / 4 + n, 230 - y / 5 + n];
    }),
    make('screenshot', 300, 200, (x, y) => {
      const line = Math.floor(y / 14);
      const inText = y % 14 > 3 && y % 14 < 11 && x > 16 && x < 260 - (line % 3) * 40 && (x * 7 + line * 13) % 11 > 3;
      if (y < 24) return [40, 44, 52];
      return inText ? [30, 30, 30] : x > 270 ? [230, 232, 236] : [255, 255, 255];
    }),
    make('blobs', 256, 256, (x, y, r) => {
      const d1 = Math.hypot(x - 80, y - 90) / 60;
      const d2 = Math.hypot(x - 180, y - 170) / 50;
      const n = r(10);
      return [255 * Math.max(0, 1 - d1) + x / 3 + n, 200 * Math.max(0, 1 - d2) + y / 4 + n, 120 + (x + y) / 8];
    }),
  ];
}

const source = pictures().map((p) => ({ ...p, png: encodePng(p.image) }));
const save = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('our files, read by real programs', () => {
  it.each(source.map((s) => [s.name, s] as const))(
    '%s: PNG, JPEG, WebP and AVIF at the size asked',
    async (name, s) => {
      // Our PNG encoder, read by GraphicsMagick with every pixel equal.
      const pngPath = save(`${name}.png`, s.png);
      expect(run(GM, ['identify', '-format', '%m %w %h', pngPath]).trim()).toBe(`PNG ${s.image.width} ${s.image.height}`);
      const rgba = execFileSync(GM, ['convert', pngPath, '-depth', '8', 'rgba:-']);
      expect(new Uint8Array(rgba)).toEqual(new Uint8Array(s.image.data.buffer));

      const width = Math.round(s.image.width / 2);
      const height = Math.round((s.image.height * width) / s.image.width);
      for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
        const r = await convertImage(s.png, { format, quality: 75, width, height: 0, keepAspect: true }, `${name}.png`);
        if (!r.ok) throw new Error(r.error.message);
        const path = save(`${name}-half.${format}`, r.value.bytes);
        if (format === 'avif') {
          expect(run(AVIFDEC, ['--info', path])).toContain(`Resolution     : ${width}x${height}`);
          expect(run(FILE, ['-b', path])).toContain('AVIF');
        } else {
          expect(run(GM, ['identify', '-format', '%m %w %h', path]).trim()).toBe(`${format.toUpperCase()} ${width} ${height}`);
        }
        if (format === 'webp') run(DWEBP, [path, '-o', join(dir, `${name}.ppm`)]);
      }
    },
    120_000,
  );

  it.each(source.map((s) => [s.name, s] as const))(
    '%s: WebP at quality 75 is within 5%% of cwebp -q 75',
    async (name, s) => {
      const ours = await convertImage(s.png, { format: 'webp', quality: 75, width: 0, height: 0, keepAspect: true });
      if (!ours.ok) throw new Error(ours.error.message);
      const theirs = join(dir, `${name}-cwebp.webp`);
      run(CWEBP, ['-quiet', '-q', '75', save(`${name}-src.png`, s.png), '-o', theirs]);
      const size = readFileSync(theirs).length;
      expect(Math.abs(ours.value.bytes.length - size) / size, `ours ${ours.value.bytes.length} bytes, cwebp ${size}`).toBeLessThanOrEqual(0.05);
    },
    120_000,
  );
});

/** Mean absolute difference per channel between two pictures of one size. */
function meanDiff(a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe('their files, read by us', () => {
  const s = source[0];
  const pngPath = save('their-src.png', s.png);
  const rgbaOf = (path: string) => new Uint8Array(execFileSync(GM, ['convert', path, '-depth', '8', 'rgba:-']));

  it('JPEG from GraphicsMagick', async () => {
    const path = join(dir, 'gm.jpg');
    run(GM, ['convert', pngPath, '-quality', '85', path]);
    const ours = await decodePixels('jpeg', readFileSync(path));
    expect([ours.width, ours.height]).toEqual([s.image.width, s.image.height]);
    expect(meanDiff(ours.data, rgbaOf(path))).toBeLessThan(2);
  }, 60_000);

  it('WebP from cwebp', async () => {
    const path = join(dir, 'cw.webp');
    run(CWEBP, ['-quiet', '-q', '80', pngPath, '-o', path]);
    const ours = await decodePixels('webp', readFileSync(path));
    const ppm = join(dir, 'cw.png');
    run(DWEBP, ['-quiet', path, '-o', ppm]);
    expect([ours.width, ours.height]).toEqual([s.image.width, s.image.height]);
    expect(meanDiff(ours.data, rgbaOf(ppm))).toBeLessThan(1);
  }, 60_000);

  it('AVIF from avifenc', async () => {
    const path = join(dir, 'ae.avif');
    run(AVIFENC, ['--min', '10', '--max', '20', pngPath, path]);
    const back = join(dir, 'ae.png');
    run(AVIFDEC, [path, back]);
    const ours = await decodePixels('avif', readFileSync(path));
    expect([ours.width, ours.height]).toEqual([s.image.width, s.image.height]);
    expect(meanDiff(ours.data, rgbaOf(back))).toBeLessThan(2);
  }, 60_000);
});

describe('favicon set', () => {
  it('icotool and file read favicon.ico with its three sizes; gm reads each PNG', async () => {
    const r = await makeFavicon(source[2].png, { name: 'Test', themeColor: '#123456' }, 'blobs.png');
    if (!r.ok) throw new Error(r.error.message);
    const files = unzipSync(zipFavicon(r.value.files));
    const ico = save('favicon.ico', files['favicon.ico']);
    const listed = run(ICOTOOL, ['-l', ico]).trim().split('\n');
    expect(listed.map((l) => /--width=(\d+) --height=(\d+)/.exec(l)!.slice(1).join('x'))).toEqual(['16x16', '32x32', '48x48']);
    expect(run(FILE, ['-b', ico])).toMatch(/^MS Windows icon resource - 3 icons/);
    // icotool takes the PNGs back out, byte for byte.
    run(ICOTOOL, ['-x', '-o', dir, ico]);
    for (const [file, side] of [
      ['favicon-16x16.png', 16],
      ['favicon-32x32.png', 32],
      ['apple-touch-icon.png', 180],
      ['android-chrome-192x192.png', 192],
      ['android-chrome-512x512.png', 512],
    ] as const) {
      expect(run(GM, ['identify', '-format', '%m %w %h', save(file, files[file])]).trim(), file).toBe(`PNG ${side} ${side}`);
    }
    const manifest = JSON.parse(new TextDecoder().decode(files['site.webmanifest']));
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
  }, 120_000);
});
