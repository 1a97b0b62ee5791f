import { dataUriBytes, formatBytes } from '@/lib/bytes-text';
import { describeBytes } from '@/lib/hex';
import { fail, ok, type Result } from '@/lib/result';

/** The formats the converter writes. */
export const OUTPUT_FORMATS = ['png', 'jpeg', 'webp', 'avif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What a file's first bytes say it is. */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' | 'bmp' | 'svg' | 'ico';

export const MIME: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};
export const EXTENSION: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif' };

/**
 * The most pixels decoded: 8192 × 8192 (a 64-megapixel photo fits). Decoded, an image takes 4 bytes a pixel, and the
 * codecs copy it more than once; a 20000 × 20000 image (1.6 GB decoded) would run the tab out of memory.
 */
export const MAX_PIXELS = 8192 * 8192;

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The type of an image from its first bytes, or null when they are no image format known here. */
export function sniffType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const box = Math.min(u32be(b, 0), b.length);
    for (let i = 8; i + 4 <= box; i += 4) if (/^avi[fs]$/.test(ascii(b, i, 4))) return 'avif';
    return null;
  }
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return 'gif';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  if (b.length >= 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0) return 'ico';
  const head = new TextDecoder().decode(b.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || ((head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg')) && head.includes('<svg')))
    return 'svg';
  return null;
}

/** Width and height from the header, without decoding; null when the header is cut short or not understood. */
function headerSize(type: ImageType, b: Uint8Array): { width: number; height: number } | null {
  switch (type) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : null;
    case 'gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
    case 'bmp':
      return { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
    case 'ico':
      return b.length >= 22 ? { width: b[6] || 256, height: b[7] || 256 } : null;
    case 'jpeg': {
      // Markers until a start of frame (SOF0–SOF15, not DHT C4, JPG C8 or DAC CC).
      let i = 2;
      while (i + 9 < b.length) {
        if (b[i] !== 0xff) return null;
        const m = b[i + 1];
        if (m === 0xff) {
          i++;
          continue;
        }
        if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
        if (m === 0xd9 || m === 0xda) return null;
        i += 2 + u16be(b, i + 2);
      }
      return null;
    }
    case 'webp': {
      const chunk = b.length >= 30 ? ascii(b, 12, 4) : '';
      if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
      if (chunk === 'VP8L')
        return { width: 1 + (((b[22] & 0x3f) << 8) | b[21]), height: 1 + (((b[24] & 0xf) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)) };
      if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
      return null;
    }
    case 'avif': {
      // The image spatial extents property ('ispe': version and flags, then width and height); the largest one found.
      let best: { width: number; height: number } | null = null;
      for (let i = 4; i + 16 <= Math.min(b.length, 1 << 16); i++) {
        if (b[i] === 0x69 && ascii(b, i, 4) === 'ispe') {
          const s = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
          if (!best || s.width * s.height > best.width * best.height) best = s;
        }
      }
      return best;
    }
    case 'svg':
      return null;
  }
}

/** Names the input in messages: "photo.txt" or "the input". */
const called = (name: string | null) => (name ? `"${name}"` : 'The input');

/**
 * Reads what an image is and its size from its header, and refuses what is no image, an image cut short, or one too
 * large to decode: before any decoder runs.
 */
export function inspectImage(bytes: Uint8Array, name: string | null = null): Result<ImageInfo> {
  if (bytes.length === 0) return fail(`${called(name)} is empty: open or drop an image (PNG, JPEG, WebP, AVIF, GIF or BMP).`);
  const type = sniffType(bytes);
  if (!type)
    return fail(
      `${called(name)} is not an image this tool reads: it starts with ${describeBytes(bytes)}. PNG starts with 89 50 4e 47, JPEG with ff d8 ff, WebP with "RIFF….WEBP", AVIF with "….ftypavif", GIF with "GIF8".`,
    );
  if (type === 'svg') return ok({ type, width: 0, height: 0 });
  const size = headerSize(type, bytes);
  if (!size || size.width === 0 || size.height === 0)
    return fail(`${called(name)} looks like ${type.toUpperCase()} (it starts with ${describeBytes(bytes)}), but its header is cut short or damaged.`);
  const pixels = size.width * size.height;
  if (pixels > MAX_PIXELS)
    return fail(
      `${called(name)} is a ${type.toUpperCase()} of ${size.width} × ${size.height} pixels (${(pixels / 1e6).toFixed(0)} megapixels): too large to decode here (at most ${MAX_PIXELS / 1024 / 1024} megapixels, 8192 × 8192). Scale it down first.`,
    );
  return ok({ type, ...size });
}

/** An image given as page input: a `data:` URI (an opened file, its name kept in a `name=` parameter) and its bytes. */
export interface InputImage {
  bytes: Uint8Array;
  name: string | null;
}

const NAME_PARAM = /^data:[^,]*;name=([^;,]*)/i;

/** A data URI for an opened file, with its name kept as a parameter (RFC 2397 allows attribute=value parameters). */
export function fileDataUri(mime: string, name: string, base64: string): string {
  return `data:${mime || 'application/octet-stream'};name=${encodeURIComponent(name)};base64,${base64}`;
}

/** The image in the page's input text (a data URI), or an error that says what the text is instead. */
export function inputImage(text: string): Result<InputImage> {
  const t = text.trim();
  const bytes = dataUriBytes(t);
  if (!bytes) {
    if (/^<(\?xml|svg|!--)/i.test(t))
      return fail('SVG markup cannot be drawn here as text: open the .svg file with "Open file" (or drop it), and the browser draws it.');
    const start = t.slice(0, 24).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/g, '·');
    return fail(`The input is not an image: open or drop an image file, or paste a data:image/…;base64, URI. This text starts with "${start}".`, {
      line: 1,
      column: 1,
    });
  }
  if (!bytes.ok) return bytes;
  const m = NAME_PARAM.exec(t);
  let name: string | null = null;
  try {
    name = m ? decodeURIComponent(m[1]) : null;
  } catch {
    name = m ? m[1] : null;
  }
  return ok({ bytes: bytes.value, name });
}

/**
 * The size to write: the source's, or the width and/or height asked for (0 = not given). With keepAspect, one given side
 * sets the other, and two fit the image inside that box.
 */
export function targetSize(
  src: { width: number; height: number },
  width: number,
  height: number,
  keepAspect: boolean,
): { width: number; height: number } {
  if (!width && !height) return { width: src.width, height: src.height };
  if (!keepAspect) return { width: width || src.width, height: height || src.height };
  const scale = width && height ? Math.min(width / src.width, height / src.height) : width ? width / src.width : height / src.height;
  return { width: Math.max(1, Math.round(src.width * scale)), height: Math.max(1, Math.round(src.height * scale)) };
}

/** "saves 62.5%" or "3.1% larger". */
export function saving(before: number, after: number): string {
  if (before === 0) return '';
  const share = ((before - after) / before) * 100;
  return share >= 0 ? `saves ${share.toFixed(1)}%` : `${(-share).toFixed(1)}% larger`;
}

export const sizeLine = (before: number, after: number) => `${formatBytes(before)} → ${formatBytes(after)} (${saving(before, after)})`;

/** One image of an ICO: its side in pixels and its PNG bytes. */
export interface IcoImage {
  size: number;
  png: Uint8Array;
}

/**
 * An ICO file holding PNG images (the format since Windows Vista, read by every browser): a 6-byte header (reserved 0,
 * type 1, count), one 16-byte entry per image (width and height, 0 meaning 256; colours 0; reserved; planes 1; 32 bits
 * a pixel; the data's length and offset), then the PNGs.
 */
export function writeIco(images: readonly IcoImage[]): Uint8Array {
  const headerLength = 6 + 16 * images.length;
  const total = headerLength + images.reduce((n, i) => n + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = headerLength;
  images.forEach((img, k) => {
    const e = 6 + 16 * k;
    out[e] = img.size >= 256 ? 0 : img.size;
    out[e + 1] = img.size >= 256 ? 0 : img.size;
    view.setUint16(e + 4, 1, true);
    view.setUint16(e + 6, 32, true);
    view.setUint32(e + 8, img.png.length, true);
    view.setUint32(e + 12, offset, true);
    out.set(img.png, offset);
    offset += img.png.length;
  });
  return out;
}

/** The PNG files of a favicon set: file name and side in pixels. */
export const FAVICON_PNGS = [
  { file: 'favicon-16x16.png', size: 16 },
  { file: 'favicon-32x32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'android-chrome-192x192.png', size: 192 },
  { file: 'android-chrome-512x512.png', size: 512 },
] as const;
/** The sizes inside favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

export interface FaviconTexts {
  manifest: string;
  links: string;
}

/** The site.webmanifest and the <link> tags for a favicon set served from the site's root. */
export function faviconTexts(name: string, themeColor: string): FaviconTexts {
  const manifest = {
    name,
    short_name: name,
    icons: [
      { src: '/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/android-chrome-512x512.png', sizes: '512x512', type: 'image/png' },
    ],
    theme_color: themeColor,
    background_color: themeColor,
    display: 'standalone',
  };
  const links = [
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">',
    '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png">',
    '<link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${themeColor}">`,
  ].join('\n');
  return { manifest: JSON.stringify(manifest, null, 2) + '\n', links: links + '\n' };
}

/** A CSS hex colour (#rgb or #rrggbb) or an error naming what was given. */
export function checkColor(color: string): Result<string> {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim())
    ? ok(color.trim().toLowerCase())
    : fail(`The theme colour must be a hex colour such as #336699, not "${color}".`);
}
