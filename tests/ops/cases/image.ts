import type { OpCase } from './types';

// Inputs made by real programs: GraphicsMagick (`gm convert -size 8x6 gradient:red-blue +profile '*' g.png`, an 8 × 6
// palette PNG) and libwebp (`cwebp -q 80 g.png -o g.webp`). Encoded outputs depend on the encoder's build, so the cases
// check what any reader looks at first: the signature and the size in the header (tests/real/image.test.ts has
// cwebp, dwebp, avifdec, gm identify, icotool and file read our files).
const gmPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGBAMAAAAMK8LIAAAAElBMVEX/AADMADOZAGZmAJkzAMwAAP/hvKCLAAAAHElEQVQI12NgAAFBIGBQAgIGYyBgcAEChlAgAAAkpAP9A4sMkAAAAABJRU5ErkJggg==';
const cwebpWebp = 'UklGRlYAAABXRUJQVlA4IEoAAABwAwCdASoIAAYAAUAmJagCdLcAlgH8A/ADFAP0A9/8D0QCteAA/vp3sZmXDex/6tPiRL/5afEiX/5aF/y0L/5Kq4IhyttUEpHYAA==';
/** The start of a PNG whose IHDR says w × h (TextDecoder reads the 0x89 as U+FFFD). */
const pngHead = (w: number, h: number) =>
  new RegExp(
    `^\\uFFFDPNG\\r\\n\\u001a\\n\\u0000\\u0000\\u0000\\rIHDR\\u0000\\u0000\\u0000\\u${w.toString(16).padStart(4, '0')}\\u0000\\u0000\\u0000\\u${h.toString(16).padStart(4, '0')}`,
  );

export const cases: OpCase[] = [
  { op: 'image/convert', name: 'PNG to WebP (VP8, lossy)', input: { base64: gmPng }, match: /^RIFF[\s\S]{4}WEBPVP8 / },
  { op: 'image/convert', name: 'PNG to PNG at half size', input: { base64: gmPng }, options: { format: 'png', width: 4 }, match: pngHead(4, 3) },
  {
    op: 'image/convert',
    name: 'PNG to JPEG (JFIF)',
    input: { base64: gmPng },
    options: { format: 'jpeg', quality: 90 },
    match: /^\uFFFD\uFFFD\uFFFD\uFFFD\u0000\u0010JFIF/,
  },
  {
    op: 'image/convert',
    name: 'PNG to AVIF',
    input: { base64: gmPng },
    options: { format: 'avif', quality: 50 },
    match: /^\u0000\u0000\u0000.ftypavif/,
  },
  { op: 'image/convert', name: 'WebP from cwebp to PNG', input: { base64: cwebpWebp }, options: { format: 'png' }, match: pngHead(8, 6) },
  {
    op: 'image/convert',
    name: 'stretched when the aspect is not kept',
    input: { base64: gmPng },
    options: { format: 'png', width: 3, height: 5, keepAspect: false },
    match: pngHead(3, 5),
  },
  { op: 'image/convert', input: 'hello', error: 'The input is not an image this tool reads: it starts with 68 65 6c 6c 6f ("hello")' },
  { op: 'image/convert', input: '', error: 'The input is empty' },
  {
    op: 'image/favicon',
    input: { base64: gmPng },
    options: { name: 'Demo' },
    match:
      /^PK\u0003\u0004[\s\S]*favicon\.ico[\s\S]*favicon-16x16\.png[\s\S]*apple-touch-icon\.png[\s\S]*android-chrome-512x512\.png[\s\S]*site\.webmanifest/,
  },
  {
    op: 'image/favicon',
    input: { base64: gmPng },
    options: { themeColor: 'blue' },
    error: 'The theme colour must be a hex colour such as #336699, not "blue"',
  },
];
