import { exposeHandler } from '@/lib/worker-expose';
import { renderBarcode, type BarcodeOptions, type BarcodeType } from './barcode.core';

// Draws barcodes off the main thread: bwip-js needs a few hundred milliseconds for the largest 2D codes.
exposeHandler(({ type, text, options }: { type: BarcodeType; text: string; options: BarcodeOptions }) => renderBarcode(type, text, options));
