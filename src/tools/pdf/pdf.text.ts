import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fail, ok, type Result } from '@/lib/result';
import { called, fileKind, INPUT, selectPages } from './pdf.core';

/**
 * Reading PDFs with pdf.js (the legacy build, which runs in Node for the command line as well as in browsers): the
 * text of each page, and the document the page draws its thumbnails from. pdf.js parses in its own worker, served
 * from our origin under /vendor/pdfjs/ (scripts/copy-vendor.mjs); in Node it parses in the same thread.
 */

export const PDFJS_WORKER_URL = '/vendor/pdfjs/pdf.worker.min.mjs';
export const PDFJS_FONTS_URL = '/vendor/pdfjs/standard_fonts/';

type PdfJs = typeof PdfJsModule;
let loading: Promise<PdfJs> | null = null;

/** pdf.js, loaded once, with its worker set up for where it runs. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    const inNode = typeof process !== 'undefined' && !!process.versions?.node && typeof window === 'undefined' && typeof self === 'undefined';
    if (!inNode && !pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = PDFJS_WORKER_URL;
    return pdfjs;
  });
  return loading;
}

export type PdfJsDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Opens a PDF with pdf.js (no eval, no font faces in Node), or says why it cannot. */
export async function openPdfJs(name: string, bytes: Uint8Array): Promise<Result<PdfJsDocument>> {
  const kind = fileKind(name, bytes, false);
  if (!kind.ok) return kind;
  const pdfjs = await loadPdfJs();
  const inBrowser = typeof document !== 'undefined';
  try {
    // pdf.js takes the buffer over (it may transfer it to its worker): give it a copy.
    const task = pdfjs.getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      verbosity: 0,
      ...(inBrowser ? { standardFontDataUrl: PDFJS_FONTS_URL } : { disableFontFace: true }),
    });
    return ok(await task.promise);
  } catch (e) {
    const err = e as { name?: string; message?: string };
    if (err?.name === 'PasswordException') {
      return fail(
        `${called(name)} is encrypted with a password: pdf.js cannot read its text without it. Remove the password first (qpdf --decrypt --password=… in.pdf out.pdf) and open the result.`,
      );
    }
    return fail(`${called(name)} could not be read as a PDF: ${err?.message ?? String(e)}`);
  }
}

/**
 * The text of one page: pdf.js's text runs in reading order, a line break where pdf.js marks the end of a line,
 * trailing spaces dropped from each line.
 */
export async function pageText(doc: PdfJsDocument, pageNumber: number): Promise<string> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

/** The text of the pages the ranges select (all when empty), each page's text followed by a form feed as pdftotext does. */
export async function extractText(bytes: Uint8Array, ranges = '', name = INPUT, signal?: AbortSignal): Promise<Result<string>> {
  const doc = await openPdfJs(name, bytes);
  if (!doc.ok) return doc;
  try {
    const pages = selectPages(ranges, doc.value.numPages);
    if (!pages.ok) return pages;
    let out = '';
    for (const n of pages.value) {
      if (signal?.aborted) return fail('stopped');
      const text = await pageText(doc.value, n);
      out += text ? `${text}\n\f` : '\f';
    }
    return ok(out);
  } finally {
    void doc.value.destroy();
  }
}
