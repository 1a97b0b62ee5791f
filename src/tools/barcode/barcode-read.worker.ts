import { ok } from '@/lib/result';
import { exposeHandler } from '@/lib/worker-expose';
import { noCodeMessage, type ReadAnswer } from './barcode.core';
import { readCodes, setZxingWasm } from './barcode-read';

/** The largest side an image is read at: phone photos are scaled down so the reader stays quick. */
const MAX_SIDE = 2000;

setZxingWasm({ url: `${self.location.origin}/vendor/zxing/zxing_reader.wasm` });

exposeHandler(async ({ file, name }: { file: Blob; name: string }) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, error: { message: `"${name}" could not be read as an image: open a PNG, JPEG, GIF, WebP or BMP picture` } };
  }
  const { width, height } = bitmap;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return { ok: false, error: { message: 'This browser cannot read images in a worker' } };
  // Transparent pixels read as white, as they show on the page.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  const codes = await readCodes(ctx.getImageData(0, 0, w, h));
  return ok<ReadAnswer>({ codes, width, height, none: codes.length === 0 ? noCodeMessage(name, width, height) : null });
});
