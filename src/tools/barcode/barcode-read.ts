import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import type { FoundCode } from './barcode.core';

/**
 * The barcode reader: ZXing-C++ compiled to WebAssembly (zxing-wasm). It runs in the page's reader worker
 * (barcode-read.worker.ts), which points it at the copy of its Wasm the site serves, and in Node for the tests.
 */

/** Where the Wasm comes from: a URL (the site's /vendor/zxing/) or its bytes (Node). */
export function setZxingWasm(source: { url: string } | { bytes: Uint8Array }) {
  prepareZXingModule({
    overrides:
      'url' in source
        ? { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? source.url : prefix + file) }
        : { wasmBinary: source.bytes.buffer.slice(source.bytes.byteOffset, source.bytes.byteOffset + source.bytes.byteLength) as ArrayBuffer },
  });
}

export const READER_OPTIONS: ReaderOptions = {
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 8,
};

const FORMAT_NAMES: Record<string, string> = {
  Code128: 'Code 128',
  Code39: 'Code 39',
  Code39Std: 'Code 39',
  Code39Ext: 'Code 39 (extended)',
  Code93: 'Code 93',
  EAN13: 'EAN-13',
  EAN8: 'EAN-8',
  UPCA: 'UPC-A',
  UPCE: 'UPC-E',
  ITF: 'ITF',
  ITF14: 'ITF-14',
  QRCode: 'QR code',
  MicroQRCode: 'Micro QR',
  RMQRCode: 'rMQR',
  DataMatrix: 'Data Matrix',
  PDF417: 'PDF417',
  Aztec: 'Aztec',
  AztecCode: 'Aztec',
  MaxiCode: 'MaxiCode',
};

export const formatName = (format: string) => FORMAT_NAMES[format] ?? format;

/** Every code ZXing finds in an image (encoded PNG/JPEG/GIF/BMP bytes, or RGBA pixels). */
export async function readCodes(input: Uint8Array | { data: Uint8ClampedArray; width: number; height: number }): Promise<FoundCode[]> {
  const results = await readBarcodes(input as Parameters<typeof readBarcodes>[0], READER_OPTIONS);
  return results
    .filter((r) => r.isValid)
    .map((r) =>
      // A UPC-A is an EAN-13 whose first digit is 0; ZXing reports it as that EAN-13.
      r.format === 'EAN13' && r.text.length === 13 && r.text.startsWith('0')
        ? { format: 'UPC-A', text: r.text.slice(1) }
        : { format: formatName(r.format), text: r.text },
    );
}
