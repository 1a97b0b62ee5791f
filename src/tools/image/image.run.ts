import { zipSync } from 'fflate';
import { fail, ok, type Result } from '@/lib/result';
import { decodePixels, encodePixels, resizePixels, type Pixels } from './image.codecs';
import {
  FAVICON_PNGS,
  ICO_SIZES,
  MAX_PIXELS,
  checkColor,
  faviconTexts,
  inputImage,
  inspectImage,
  targetSize,
  writeIco,
  type ImageInfo,
  type ImageType,
  type OutputFormat,
} from './image.core';

export interface ConvertOptions {
  format: OutputFormat;
  /** 1–100, for JPEG, WebP and AVIF. */
  quality: number;
  /** 0 keeps the source's. */
  width: number;
  height: number;
  keepAspect: boolean;
}

export interface ConvertResult {
  name: string | null;
  source: ImageInfo & { size: number };
  sourceBytes: Uint8Array;
  format: OutputFormat;
  bytes: Uint8Array;
  width: number;
  height: number;
}

const called = (name: string | null) => (name ? `"${name}"` : 'The image');

async function decodeChecked(info: ImageInfo, bytes: Uint8Array, name: string | null): Promise<Result<Pixels>> {
  if (info.type === 'svg' || info.type === 'ico')
    return fail(
      info.type === 'svg'
        ? `${called(name)} is SVG, which the browser draws: open the .svg file with "Open file" on the page (on the command line, render it to PNG first).`
        : `${called(name)} is an ICO file: open one of its PNG images instead.`,
    );
  try {
    return ok(await decodePixels(info.type, bytes));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail(`${called(name)} looks like ${info.type.toUpperCase()} (${info.width} × ${info.height}) but could not be decoded: ${why}`);
  }
}

/** White behind transparent pixels: JPEG has no alpha, and its encoder would otherwise show them black. */
function flatten(image: Pixels): Pixels {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3];
    if (a === 255) continue;
    const k = a / 255;
    data[i] = data[i] * k + 255 * (1 - k);
    data[i + 1] = data[i + 1] * k + 255 * (1 - k);
    data[i + 2] = data[i + 2] * k + 255 * (1 - k);
    data[i + 3] = 255;
  }
  return { data, width: image.width, height: image.height };
}

/** Converts an image to PNG, JPEG, WebP or AVIF, resized when asked. */
export async function convertImage(bytes: Uint8Array, o: ConvertOptions, name: string | null = null): Promise<Result<ConvertResult>> {
  const info = inspectImage(bytes, name);
  if (!info.ok) return info;
  const size = targetSize(info.value, o.width, o.height, o.keepAspect);
  if (size.width * size.height > MAX_PIXELS) return fail(`${size.width} × ${size.height} pixels is too large to write here (at most 8192 × 8192).`);
  const decoded = await decodeChecked(info.value, bytes, name);
  if (!decoded.ok) return decoded;
  let pixels = await resizePixels(decoded.value, size.width, size.height);
  if (o.format === 'jpeg') pixels = flatten(pixels);
  const quality = Math.min(100, Math.max(1, Math.round(o.quality)));
  const out = await encodePixels(o.format, pixels, quality);
  return ok({
    name,
    source: { ...info.value, size: bytes.length },
    sourceBytes: bytes,
    format: o.format,
    bytes: out,
    width: size.width,
    height: size.height,
  });
}

/** The page's run: its input is a data URI (an opened file). */
export async function convertInput(text: string, o: ConvertOptions): Promise<Result<ConvertResult | null>> {
  if (text.trim() === '') return ok(null);
  const image = inputImage(text);
  if (!image.ok) return image;
  return convertImage(image.value.bytes, o, image.value.name);
}

export interface FaviconOptions {
  /** The site's name, for site.webmanifest. */
  name: string;
  /** theme_color and background_color in the manifest (#rrggbb). */
  themeColor: string;
}

export interface FaviconFile {
  file: string;
  bytes: Uint8Array;
  /** Side in pixels (PNG files). */
  size?: number;
}

export interface FaviconResult {
  source: ImageInfo & { size: number };
  files: FaviconFile[];
  links: string;
  manifest: string;
  /** Said when the source is smaller than the largest icon (it is scaled up) or not square (it is centred). */
  notes: string[];
}

/** The image centred on a transparent square. */
function square(image: Pixels): Pixels {
  if (image.width === image.height) return image;
  const side = Math.max(image.width, image.height);
  const data = new Uint8ClampedArray(side * side * 4);
  const dx = Math.floor((side - image.width) / 2);
  const dy = Math.floor((side - image.height) / 2);
  for (let y = 0; y < image.height; y++) data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y + dy) * side + dx) * 4);
  return { data, width: side, height: side };
}

/** The ZIP's entries keep a fixed date, so the same image gives the same bytes. */
const ZIP_DATE = new Date(Date.UTC(2020, 0, 1));

/** A favicon set from one image: favicon.ico (16, 32, 48), PNGs 16/32/180/192/512, site.webmanifest, and a ZIP of all. */
export async function makeFavicon(bytes: Uint8Array, o: FaviconOptions, name: string | null = null): Promise<Result<FaviconResult>> {
  const color = checkColor(o.themeColor);
  if (!color.ok) return color;
  const info = inspectImage(bytes, name);
  if (!info.ok) return info;
  const decoded = await decodeChecked(info.value, bytes, name);
  if (!decoded.ok) return decoded;
  const src = square(decoded.value);
  const notes: string[] = [];
  if (decoded.value.width !== decoded.value.height)
    notes.push(`The image is not square (${decoded.value.width} × ${decoded.value.height}): it is centred on a transparent square.`);
  if (src.width < 512)
    notes.push(`The image is ${src.width} pixels wide, smaller than the 512-pixel icon: the larger icons are scaled up and may look soft.`);
  const pngOf = new Map<number, Uint8Array>();
  const pngAt = async (size: number, opaque = false) => {
    const key = opaque ? -size : size;
    let png = pngOf.get(key);
    if (!png) {
      const px = await resizePixels(src, size, size);
      png = await encodePixels('png', opaque ? flatten(px) : px, 100);
      pngOf.set(key, png);
    }
    return png;
  };
  const files: FaviconFile[] = [];
  const icoImages = [];
  for (const size of ICO_SIZES) icoImages.push({ size, png: await pngAt(size) });
  files.push({ file: 'favicon.ico', bytes: writeIco(icoImages) });
  // iOS shows transparent parts of the touch icon black: it gets a white background.
  for (const p of FAVICON_PNGS) files.push({ file: p.file, size: p.size, bytes: await pngAt(p.size, p.file === 'apple-touch-icon.png') });
  const texts = faviconTexts(o.name.trim() || 'My site', color.value);
  const enc = new TextEncoder();
  files.push({ file: 'site.webmanifest', bytes: enc.encode(texts.manifest) });
  return ok({ source: { ...info.value, size: bytes.length }, files, links: texts.links, manifest: texts.manifest, notes });
}

/** The files of a favicon set in one ZIP (PNGs stored as they are: deflate gains nothing on them). */
export function zipFavicon(files: readonly FaviconFile[]): Uint8Array {
  return zipSync(
    Object.fromEntries(files.map((f) => [f.file, [f.bytes, { mtime: ZIP_DATE, level: f.file.endsWith('.png') || f.file.endsWith('.ico') ? 0 : 6 }]])),
  );
}

/** The page's run: its input is a data URI (an opened file). */
export async function faviconInput(text: string, o: FaviconOptions): Promise<Result<FaviconResult | null>> {
  if (text.trim() === '') return ok(null);
  const image = inputImage(text);
  if (!image.ok) return image;
  return makeFavicon(image.value.bytes, o, image.value.name);
}

export type { ImageType };
