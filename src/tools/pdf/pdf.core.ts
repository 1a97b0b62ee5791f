import { describeBytes } from '@/lib/hex';
import { fail, ok, type Result } from '@/lib/result';
import { quoteExcerpt } from '@/lib/text';

/**
 * The PDF tools' pure logic: page ranges ("1-3,5,8-"), the checks that name what is wrong with a file, and the plan of
 * the output document. Writing PDFs (pdf-lib) is in pdf.engine.ts, reading text (pdf.js) in pdf.text.ts: both load
 * only when used.
 */

/** One range of pages, 1-based and inclusive, as the user wrote it. */
export interface PageRange {
  from: number;
  to: number;
}

/**
 * Reads page ranges such as `1-3,5,8-` against a document of `pageCount` pages: `8-` runs to the last page, `-3` from
 * the first, `3-1` backwards. Spaces are allowed. An empty text means every page. Errors name the range and, for a page
 * past the end, how many pages there are: "page 9 does not exist: the file has 7 pages".
 */
export function parseRanges(text: string, pageCount: number): Result<PageRange[]> {
  if (text.trim() === '') return pageCount > 0 ? ok([{ from: 1, to: pageCount }]) : fail('the file has no pages');
  const out: PageRange[] = [];
  let offset = 0;
  for (const raw of text.split(',')) {
    const column = offset + (raw.length - raw.trimStart().length) + 1;
    offset += raw.length + 1;
    const part = raw.trim();
    if (part === '') return fail(`an empty range (two commas in a row, or a comma at the end)`, { line: 1, column });
    const m = /^(\d*)\s*(-?)\s*(\d*)$/.exec(part);
    if (!m || (m[1] === '' && m[3] === '' && m[2] === '') || (m[2] === '' && m[3] !== '')) {
      return fail(`${quoteExcerpt(part)} is not a page or a range: write pages as 5, 1-3, 8- (to the end) or -3 (from the start)`, {
        line: 1,
        column,
      });
    }
    const from = m[1] === '' ? 1 : Number(m[1]);
    const to = m[2] === '' ? from : m[3] === '' ? pageCount : Number(m[3]);
    for (const page of [from, to]) {
      if (page < 1) return fail('pages are numbered from 1', { line: 1, column });
      if (page > pageCount) return fail(`page ${page} does not exist: the file has ${pluralPages(pageCount)}`, { line: 1, column });
    }
    out.push({ from, to });
  }
  return ok(out);
}

export const pluralPages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;

/** The pages of the ranges in order, 1-based (a page may appear twice). */
export function rangePages(ranges: readonly PageRange[]): number[] {
  const pages: number[] = [];
  for (const { from, to } of ranges) {
    const step = from <= to ? 1 : -1;
    for (let p = from; p !== to + step; p += step) pages.push(p);
  }
  return pages;
}

/** The pages a range text selects, or its error. */
export function selectPages(text: string, pageCount: number): Result<number[]> {
  const ranges = parseRanges(text, pageCount);
  return ranges.ok ? ok(rangePages(ranges.value)) : ranges;
}

/** Writes pages back as compact ranges: [1,2,3,5,8,9] → "1-3,5,8-9". */
export function formatPages(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++;
    parts.push(j > i ? `${pages[i]}-${pages[j]}` : String(pages[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** The name operations give their one input. */
export const INPUT = 'the input';

/** A file's name as a message starts with it: quoted, or "The input" for an operation's input. */
export const called = (name: string) => (name === INPUT ? 'The input' : `"${name}"`);

/** What kind of file an input is, from its first bytes. */
export type FileKind = 'pdf' | 'png' | 'jpeg';

/**
 * Tells a PDF, a PNG or a JPEG from its first bytes; anything else is an error naming the file and its first bytes.
 * A PDF's `%PDF-` may follow up to 1 KB of junk (as Acrobat and pdf.js accept).
 */
export function fileKind(name: string, bytes: Uint8Array, images = true): Result<FileKind> {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return images ? ok('png') : notPdf(name, bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return images ? ok('jpeg') : notPdf(name, bytes);
  if (pdfHeaderAt(bytes) >= 0) return ok('pdf');
  return notPdf(name, bytes, images);
}

function notPdf(name: string, bytes: Uint8Array, images = false): Result<never> {
  return fail(
    `${called(name)} is not a PDF${images ? ', a PNG or a JPEG' : ''}: a PDF starts with 25 50 44 46 2d ("%PDF-"), and this file starts with ${describeBytes(bytes)}`,
  );
}

/** Where `%PDF-` starts in the first 1024 bytes, or -1. */
export function pdfHeaderAt(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= end; i++) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) return i;
  }
  return -1;
}

/** The message for an encrypted PDF: what it is, and what can and cannot be done with it here. */
export function encryptedMessage(name: string): string {
  return (
    `${called(name)} is encrypted (it has a password or permissions set): pdf-lib, which writes the PDFs here, cannot decrypt it, ` +
    `so its pages cannot be merged, split, rotated or reordered. Remove the encryption first (qpdf --decrypt in.pdf out.pdf, ` +
    `with --password=… if it needs one) and open the result.`
  );
}

/** Rotations a page can be given, in degrees clockwise. */
export const ANGLES = [0, 90, 180, 270] as const;

/** Adds a turn to a rotation, kept in 0-359. */
export const addAngle = (a: number, b: number) => (((a + b) % 360) + 360) % 360;

/** One input file as the engine gets it. */
export interface PdfInput {
  name: string;
  bytes: Uint8Array;
}

/** One page of the output: which page of which input (0-based file, 1-based page) and the turn added to it. */
export interface PlannedPage {
  file: number;
  page: number;
  rotate: number;
}

/**
 * The pages of all inputs in a row (file 1's pages, then file 2's …), numbered from 1 as the page shows them: the
 * numbering the page-order field uses.
 */
export function allPages(pageCounts: readonly number[]): { file: number; page: number }[] {
  return pageCounts.flatMap((count, file) => Array.from({ length: count }, (_, i) => ({ file, page: i + 1 })));
}

/**
 * The output plan: the page-order text (over all pages in a row; empty = all in order), turns by page number
 * (`{ "3": 90 }`) and a turn for every page.
 */
export function planPages(pageCounts: readonly number[], order: string, rotations: Record<string, number>, rotateAll: number): Result<PlannedPage[]> {
  const pages = allPages(pageCounts);
  if (pages.length === 0) return fail('there are no pages: open a PDF or an image');
  const picked = selectPages(order, pages.length);
  if (!picked.ok) return picked;
  return ok(picked.value.map((n) => ({ ...pages[n - 1], rotate: addAngle(rotations[String(n)] ?? 0, rotateAll) })));
}

/** Splits `count` pages into groups: every page alone, or one group per range of the text. */
export function splitGroups(text: string, count: number, everyPage: boolean): Result<number[][]> {
  if (everyPage) return count > 0 ? ok(Array.from({ length: count }, (_, i) => [i + 1])) : fail('the file has no pages');
  const ranges = parseRanges(text, count);
  return ranges.ok ? ok(ranges.value.map((r) => rangePages([r]))) : ranges;
}

/** The name of one part of a split: report.pdf, pages 1-3 → report-1-3.pdf. */
export function partName(base: string, pages: readonly number[]): string {
  const stem = base.replace(/\.pdf$/i, '') || 'document';
  return `${stem}-${formatPages(pages).replace(/,/g, '_')}.pdf`;
}
