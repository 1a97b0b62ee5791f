import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

/** The barcode generator: text in, an SVG picture (as text) out. `run` imports its core (and bwip-js) when first used. */
export const barcodeOps: AnyOperation[] = [
  defineOperation({
    id: 'barcode',
    title: 'Barcode (SVG)',
    description:
      'Draws the text as a barcode in SVG: Code 128, EAN-13, UPC-A, Code 39, ITF, ITF-14, Data Matrix, PDF417, Aztec or QR (EAN/UPC check digits added or verified).',
    input: 'text',
    output: 'text',
    options: z.object({
      type: z
        .enum(['code128', 'ean13', 'upca', 'code39', 'itf', 'itf14', 'datamatrix', 'pdf417', 'aztec', 'qr'])
        .default('code128')
        .describe('Symbology: code128, ean13, upca, code39, itf, itf14, datamatrix, pdf417, aztec or qr'),
      scale: z.number().int().min(1).max(10).default(2).describe('Pixels per module (the narrowest bar), 1 to 10'),
      height: z.number().int().min(5).max(50).default(15).describe('Bar height of a linear code in millimetres, 5 to 50'),
      showText: z.boolean().default(true).describe('Print the text under a linear code'),
    }),
    run: async (text, o) => (await import('@/tools/barcode/barcode.core')).barcodeSvg(o.type, text, o),
  }),
];
