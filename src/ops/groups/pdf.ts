import { z } from 'zod';
import { ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

const engine = () => import('@/tools/pdf/pdf.engine');
const text = () => import('@/tools/pdf/pdf.text');

const pagesOption = (what: string) =>
  z.string().max(2000).default('').describe(`${what}: pages and ranges such as 1-3,5,8- (8- runs to the end; empty = every page)`);

/**
 * The PDF tools' operations (the /pdf/tools/ page): bytes in. pdf-lib writes, pdf.js reads text; each loads when an
 * operation first runs. Merging several files and images to PDF take several inputs, which an operation does not
 * have: they stay on the page.
 */
export const pdfOps: AnyOperation[] = [
  defineOperation({
    id: 'pdf/text',
    page: 'pdf/tools',
    title: 'PDF to text',
    description: 'Extracts the text of a PDF with pdf.js, page by page; each page ends with a form feed, as pdftotext writes.',
    input: 'bytes',
    output: 'text',
    options: z.object({ pages: pagesOption('Pages to read') }),
    run: async (bytes, o, signal) => (await text()).extractText(bytes, o.pages, 'the input', signal),
  }),
  defineOperation({
    id: 'pdf/pages',
    page: 'pdf/tools',
    title: 'PDF pages (pick, reorder, delete)',
    description: 'Writes a new PDF of the pages the ranges select, in the order written (3,1-2 puts page 3 first; leaving a page out deletes it).',
    input: 'bytes',
    output: 'bytes',
    options: z.object({ pages: pagesOption('Pages to keep, in order') }),
    run: async (bytes, o) => (await engine()).selectPdfPages(bytes, o.pages),
  }),
  defineOperation({
    id: 'pdf/rotate',
    page: 'pdf/tools',
    title: 'PDF rotate pages',
    description: 'Turns pages clockwise by 90, 180 or 270 degrees (added to any rotation they already have).',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      angle: z.enum(['90', '180', '270']).default('90').describe('Degrees clockwise'),
      pages: pagesOption('Pages to turn'),
    }),
    run: async (bytes, o) => (await engine()).rotatePdf(bytes, Number(o.angle), o.pages),
  }),
  defineOperation({
    id: 'pdf/split',
    page: 'pdf/tools',
    title: 'PDF split to ZIP',
    description: 'Splits a PDF into one file per range (or per page when no ranges are given) and writes them in a ZIP.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({ ranges: pagesOption('One file per range') }),
    run: async (bytes, o) => {
      const { splitPdf, zipParts } = await engine();
      const parts = await splitPdf(bytes, o.ranges);
      return parts.ok ? ok(zipParts(parts.value)) : parts;
    },
  }),
];
