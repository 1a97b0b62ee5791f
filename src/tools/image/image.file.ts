import { bytesToBase64 } from '@/lib/base64';
import { fileDataUri, sniffType } from './image.core';

/**
 * An opened or dropped file as the page's input: a data URI that keeps the file's name (for messages). An SVG is drawn
 * by the browser here, on the page (a worker cannot draw SVG), into a PNG of its own size, or of `svgSide` pixels on
 * its longer side when given; other files go to the worker as they are, images or not (the worker says what it found).
 */
export async function readImageFile(file: File, svgSide?: number): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (sniffType(bytes) === 'svg') {
    const png = await drawSvg(file, svgSide);
    if (png) return fileDataUri('image/png', file.name.replace(/\.svgz?$/i, '') + '.png', bytesToBase64(png));
  }
  return fileDataUri(file.type, file.name, bytesToBase64(bytes));
}

async function drawSvg(file: File, side?: number): Promise<Uint8Array | null> {
  const url = URL.createObjectURL(file.type === 'image/svg+xml' ? file : new Blob([file], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    let w = img.naturalWidth || 512;
    let h = img.naturalHeight || 512;
    const scale = side ? side / Math.max(w, h) : Math.min(1, 8192 / Math.max(w, h));
    w = Math.max(1, Math.round(w * scale));
    h = Math.max(1, Math.round(h * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    canvas.getContext('2d')!.drawImage(img, 0, 0, w, h);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    // Not drawable (broken markup): the worker reports it as SVG it cannot read.
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
