import { zlibSync } from 'fflate';

/**
 * A PNG encoder for 8-bit RGBA (colour type 6), smaller than the Squoosh codec's output: each row takes the filter
 * (None, Sub, Up, Average or Paeth) whose bytes have the smallest sum of absolute values (the heuristic libpng and
 * GraphicsMagick use), and the data is deflated at level 9. Opaque images are written as RGB (colour type 2).
 */
let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function encodePng(image: { data: Uint8ClampedArray; width: number; height: number }): Uint8Array {
  const { width, height, data } = image;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;
  const raw = new Uint8Array((stride + 1) * height);
  const prev = new Uint8Array(stride);
  const cur = new Uint8Array(stride);
  const trial = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0, o = 0, i = y * width * 4; x < width; x++, i += 4) {
      cur[o++] = data[i];
      cur[o++] = data[i + 1];
      cur[o++] = data[i + 2];
      if (!opaque) cur[o++] = data[i + 3];
    }
    let bestFilter = 0;
    let bestScore = Infinity;
    for (let f = 0; f < 5; f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? cur[i - bpp] : 0;
        const b = prev[i];
        const c = i >= bpp ? prev[i - bpp] : 0;
        const pred = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (cur[i] - pred) & 0xff;
        trial[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        bestFilter = f;
        best.set(trial);
      }
    }
    const row = y * (stride + 1);
    raw[row] = bestFilter;
    raw.set(best, row + 1);
    prev.set(cur);
  }
  const idat = zlibSync(raw, { level: 9 });
  const chunks: [string, Uint8Array][] = [
    ['IHDR', ihdr(width, height, opaque ? 2 : 6)],
    ['IDAT', idat],
    ['IEND', new Uint8Array(0)],
  ];
  const total = 8 + chunks.reduce((n, [, d]) => n + 12 + d.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let p = 8;
  for (const [type, body] of chunks) {
    view.setUint32(p, body.length);
    for (let k = 0; k < 4; k++) out[p + 4 + k] = type.charCodeAt(k);
    out.set(body, p + 8);
    view.setUint32(p + 8 + body.length, crc32(out, p + 4, p + 8 + body.length));
    p += 12 + body.length;
  }
  return out;
}

function ihdr(width: number, height: number, colorType: number): Uint8Array {
  const b = new Uint8Array(13);
  const v = new DataView(b.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  b[8] = 8;
  b[9] = colorType;
  return b;
}
