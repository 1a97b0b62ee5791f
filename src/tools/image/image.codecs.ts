import type { ImageType, OutputFormat } from './image.core';

/**
 * The Squoosh codecs (@jsquash, WebAssembly), each loaded on first use. In a browser their .wasm files come from
 * /vendor/jsquash/ (scripts/copy-vendor.mjs copies them there); in Node (the command line, tests) from node_modules.
 * Either way the module is compiled here and handed to the codec's init, so no codec guesses a URL of its own.
 */
export const IMAGE_WASM_DIR = '/vendor/jsquash/';

/** The .wasm files used, relative to node_modules/@jsquash/ (and to IMAGE_WASM_DIR). */
export const WASM_FILES = {
  pngCodec: 'png/codec/pkg/squoosh_png_bg.wasm',
  jpegDec: 'jpeg/codec/dec/mozjpeg_dec.wasm',
  jpegEnc: 'jpeg/codec/enc/mozjpeg_enc.wasm',
  webpDec: 'webp/codec/dec/webp_dec.wasm',
  // The encoder picks its SIMD build where WebAssembly SIMD runs (every current browser and Node 20).
  webpEnc: 'webp/codec/enc/webp_enc_simd.wasm',
  avifDec: 'avif/codec/dec/avif_dec.wasm',
  // The single-threaded build: threads need a cross-origin isolated page, which this site is not.
  avifEnc: 'avif/codec/enc/avif_enc.wasm',
  resize: 'resize/lib/resize/pkg/squoosh_resize_bg.wasm',
} as const;

type NodeProcess = { versions?: { node?: string }; getBuiltinModule?: (id: string) => unknown };
const nodeProcess = (globalThis as { process?: NodeProcess }).process;
const inNode = typeof nodeProcess?.versions?.node === 'string' && typeof nodeProcess.getBuiltinModule === 'function';

async function wasmModule(file: string): Promise<WebAssembly.Module> {
  if (inNode) {
    const fs = nodeProcess!.getBuiltinModule!('node:fs') as { readFileSync(p: string): Uint8Array };
    const mod = nodeProcess!.getBuiltinModule!('node:module') as { createRequire(from: string): { resolve(id: string): string } };
    const path = mod.createRequire(import.meta.url).resolve(`@jsquash/${file}`);
    return WebAssembly.compile(fs.readFileSync(path) as Uint8Array<ArrayBuffer>);
  }
  const response = await fetch(IMAGE_WASM_DIR + file);
  if (!response.ok) throw new Error(`The image codec ${file.split('/').pop()} could not be loaded (HTTP ${response.status}).`);
  return WebAssembly.compile(await response.arrayBuffer());
}

// Node has no ImageData; the codecs make their results with it.
if (typeof (globalThis as { ImageData?: unknown }).ImageData === 'undefined') {
  (globalThis as { ImageData?: unknown }).ImageData = class ImageData {
    constructor(
      public data: Uint8ClampedArray,
      public width: number,
      public height: number,
    ) {}
  };
}

/** Pixels, RGBA, 4 bytes each. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const once = <T>(load: () => Promise<T>) => {
  let p: Promise<T> | null = null;
  return () => (p ??= load().catch((e) => ((p = null), Promise.reject(e))));
};

const png = once(async () => {
  const dec = await import('@jsquash/png/decode.js');
  await dec.init(await wasmModule(WASM_FILES.pngCodec));
  return { decode: dec.decode };
});
/** A codec module (an @jsquash entry point): its init takes the compiled module, its default export does the work. */
type CodecModule<F> = { init(module: WebAssembly.Module): unknown; default: F };
const codec = <F>(load: () => Promise<CodecModule<F>>, file: string) =>
  once(async () => {
    const c = await load();
    await c.init(await wasmModule(file));
    return c.default;
  });

const jpegDec = codec(() => import('@jsquash/jpeg/decode.js'), WASM_FILES.jpegDec);
const jpegEnc = codec(() => import('@jsquash/jpeg/encode.js'), WASM_FILES.jpegEnc);
const webpDec = codec(() => import('@jsquash/webp/decode.js'), WASM_FILES.webpDec);
const webpEnc = codec(() => import('@jsquash/webp/encode.js'), WASM_FILES.webpEnc);
const avifDec = codec(() => import('@jsquash/avif/decode.js'), WASM_FILES.avifDec);
// The AVIF encoder's own entry point would also import its multi-threaded build, whose pthread workers the bundler
// cannot build: its single-threaded glue is used directly, with the entry point's default options.
const avifEnc = once(async () => {
  const [glue, utils, meta] = await Promise.all([
    import('@jsquash/avif/codec/enc/avif_enc.js'),
    import('@jsquash/avif/utils.js'),
    import('@jsquash/avif/meta.js'),
  ]);
  const encoder = await utils.initEmscriptenModule(glue.default, await wasmModule(WASM_FILES.avifEnc));
  return async (img: ImageData, o: { quality: number }) => {
    const out = encoder.encode(new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height, {
      ...meta.defaultOptions,
      ...o,
    });
    if (!out) throw new Error('Encoding error.');
    return out.buffer as ArrayBuffer;
  };
});
const resizer = once(async () => {
  const c = await import('@jsquash/resize');
  await c.initResize(await wasmModule(WASM_FILES.resize));
  return c.default;
});

/** GIF and BMP: the browser decodes them (in a worker too); Node has no decoder for them here. */
async function browserDecode(type: ImageType, bytes: Uint8Array): Promise<Pixels> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function')
    throw new Error(
      `${type.toUpperCase()} input is decoded by the browser; here, convert it to PNG first (for example with ImageMagick or GraphicsMagick).`,
    );
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** Decodes an image of a known type into RGBA pixels. Throws when the data is damaged. */
export async function decodePixels(type: ImageType, bytes: Uint8Array): Promise<Pixels> {
  const buffer = bytes.slice().buffer as ArrayBuffer;
  switch (type) {
    case 'png':
      return (await png()).decode(buffer);
    case 'jpeg':
      return (await jpegDec())(buffer);
    case 'webp':
      return (await webpDec())(buffer);
    case 'avif': {
      const out = await (await avifDec())(buffer);
      if (!out) throw new Error('the AVIF decoder returned no image');
      return out as Pixels;
    }
    default:
      return browserDecode(type, bytes);
  }
}

/** Encodes RGBA pixels; quality 1–100 for the lossy formats (PNG is lossless and ignores it). */
export async function encodePixels(format: OutputFormat, image: Pixels, quality: number): Promise<Uint8Array> {
  const img = image as ImageData;
  switch (format) {
    case 'png':
      // Ours (png-encode.ts): filtered rows and level-9 deflate, often half the Squoosh encoder's size.
      return (await import('./png-encode')).encodePng(image);
    case 'jpeg':
      return new Uint8Array(await (await jpegEnc())(img, { quality }));
    case 'webp':
      return new Uint8Array(await (await webpEnc())(img, { quality }));
    case 'avif':
      return new Uint8Array(await (await avifEnc())(img, { quality }));
  }
}

/** Resizes with a Lanczos filter (premultiplied alpha, in linear light), as Squoosh does. */
export async function resizePixels(image: Pixels, width: number, height: number): Promise<Pixels> {
  if (image.width === width && image.height === height) return image;
  return (await resizer())(image as ImageData, { width, height, method: 'lanczos3' });
}
