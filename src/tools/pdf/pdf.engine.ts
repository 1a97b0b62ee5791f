import { zipSync } from 'fflate';
import { degrees, EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { fail, ok, type Result } from '@/lib/result';
import {
  addAngle,
  called,
  INPUT,
  encryptedMessage,
  fileKind,
  formatPages,
  partName,
  planPages,
  pluralPages,
  selectPages,
  splitGroups,
  type PdfInput,
  type PlannedPage,
} from './pdf.core';

/**
 * Writing PDFs with pdf-lib: merge, reorder, rotate, delete, split and images to PDF. Runs in the page's worker
 * (pdf.worker.ts) and in the operations (Node, the recipes worker). Nothing here touches the DOM.
 */

/** Documents are made with updateMetadata: false (no new dates or producer), so the same input gives the same bytes. */
// No object streams: every reader since PDF 1.0 opens the result, and its page objects stay readable as text.
const SAVE = { useObjectStreams: false } as const;

/** Reads a PDF with pdf-lib, or says why it cannot: not a PDF (with its first bytes), encrypted, damaged. */
export async function loadPdf(name: string, bytes: Uint8Array): Promise<Result<PDFDocument>> {
  const kind = fileKind(name, bytes, false);
  if (!kind.ok) return kind;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() === 0) return fail(`${called(name)} has no pages that can be read (the file may be damaged or cut short)`);
    return ok(doc);
  } catch (e) {
    // instanceof fails when two copies of pdf-lib are loaded (a bundle and a test): the name is enough.
    if (e instanceof EncryptedPDFError || (e as Error)?.name === 'EncryptedPDFError' || /is encrypted/.test(String((e as Error)?.message))) {
      return fail(encryptedMessage(name));
    }
    return fail(`${called(name)} could not be read as a PDF: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A file the page opened: a PDF, or a PNG/JPEG that becomes one page of its own size (1 px = 1 pt). */
type Source = { kind: 'pdf'; doc: PDFDocument } | { kind: 'png' | 'jpeg'; bytes: Uint8Array };

async function loadSource(input: PdfInput): Promise<Result<Source>> {
  const kind = fileKind(input.name, input.bytes);
  if (!kind.ok) return kind;
  if (kind.value !== 'pdf') return ok({ kind: kind.value, bytes: input.bytes });
  const doc = await loadPdf(input.name, input.bytes);
  return doc.ok ? ok({ kind: 'pdf', doc: doc.value }) : doc;
}

const sourcePages = (s: Source) => (s.kind === 'pdf' ? s.doc.getPageCount() : 1);

/** Writes the planned pages of the sources into a new PDF. */
async function writePlan(sources: readonly Source[], names: readonly string[], plan: readonly PlannedPage[]): Promise<Result<Uint8Array>> {
  const out = await PDFDocument.create({ updateMetadata: false });
  // Each source's pages are copied in one call (shared fonts and images once), in the plan's order: the i-th copy is
  // that file's i-th page in the plan.
  const copies = new Map<number, Awaited<ReturnType<PDFDocument['copyPages']>>>();
  for (const [file, source] of sources.entries()) {
    if (source.kind !== 'pdf') continue;
    const wanted = plan.filter((p) => p.file === file).map((p) => p.page - 1);
    if (wanted.length === 0) continue;
    try {
      copies.set(file, await out.copyPages(source.doc, wanted));
    } catch (e) {
      return fail(`the pages of "${names[file]}" could not be copied: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  for (const p of plan) {
    const source = sources[p.file];
    if (source.kind === 'pdf') {
      const page = copies.get(p.file)!.shift()!;
      out.addPage(page);
      page.setRotation(degrees(addAngle(page.getRotation().angle, p.rotate)));
    } else {
      try {
        const image = source.kind === 'png' ? await out.embedPng(source.bytes) : await out.embedJpg(source.bytes);
        const page = out.addPage([image.width, image.height]);
        page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
        if (p.rotate) page.setRotation(degrees(p.rotate));
      } catch (e) {
        return fail(`"${names[p.file]}" could not be read as a ${source.kind.toUpperCase()} image: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  return ok(await out.save(SAVE));
}

/** What the page asks the worker for. */
export interface PdfJob {
  files: PdfInput[];
  /** Page order over all pages in a row (empty: all, in order). */
  order: string;
  /** Turns by page number in that numbering. */
  rotations: Record<string, number>;
  rotateAll: number;
  /** Split the result: every page alone, or by the ranges. */
  split: 'none' | 'every' | 'ranges';
  splitRanges: string;
}

export interface PdfJobResult {
  /** Pages of each input. */
  pageCounts: number[];
  /** The output's pages as numbers in the all-pages numbering (what the page-order field lists). */
  order: number[];
  /** The turn each output page was given (added to its own). */
  rotate: number[];
  pdf: Uint8Array;
  /** The parts of a split, when one was asked for. */
  parts: { name: string; bytes: Uint8Array }[];
  /** The parts in a ZIP (stored, not compressed: PDFs are compressed already), or null without a split. */
  zip: Uint8Array | null;
}

/** A ZIP of the parts with a fixed date, so the same input gives the same bytes. */
export function zipParts(parts: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const mtime = new Date(Date.UTC(2000, 0, 1));
  return zipSync(Object.fromEntries(parts.map((p) => [p.name, [p.bytes, { mtime, level: 0 }]])));
}

/** Everything the page's one run does: read the files, apply the plan, write the PDF and the parts of a split. */
export async function runPdfJob(job: PdfJob): Promise<Result<PdfJobResult>> {
  if (job.files.length === 0) return fail('open one or more PDFs (or PNG and JPEG images) to start');
  const sources: Source[] = [];
  for (const f of job.files) {
    const s = await loadSource(f);
    if (!s.ok) return s;
    sources.push(s.value);
  }
  const pageCounts = sources.map(sourcePages);
  const plan = planPages(pageCounts, job.order, job.rotations, job.rotateAll);
  if (!plan.ok) return { ok: false, error: { ...plan.error, message: `Page order: ${plan.error.message}` } };
  const names = job.files.map((f) => f.name);
  const pdf = await writePlan(sources, names, plan.value);
  if (!pdf.ok) return pdf;
  const order = selectPages(
    job.order,
    pageCounts.reduce((a, b) => a + b, 0),
  );
  const parts: PdfJobResult['parts'] = [];
  if (job.split !== 'none') {
    const groups = splitGroups(job.splitRanges, plan.value.length, job.split === 'every');
    if (!groups.ok) return { ok: false, error: { ...groups.error, message: `Split ranges: ${groups.error.message}` } };
    const base = job.files.length === 1 ? job.files[0].name : 'merged.pdf';
    const whole = await PDFDocument.load(pdf.value, { updateMetadata: false });
    for (const pages of groups.value) parts.push({ name: partName(base, pages), bytes: await pickPages(whole, pages) });
  }
  return ok({
    pageCounts,
    order: order.ok ? order.value : [],
    rotate: plan.value.map((p) => p.rotate),
    pdf: pdf.value,
    parts,
    zip: parts.length ? zipParts(parts) : null,
  });
}

/** A new PDF of some pages (1-based, in the order given) of a document. */
async function pickPages(doc: PDFDocument, pages: readonly number[], turn = 0, turnPages?: ReadonlySet<number>): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const copies = await out.copyPages(
    doc,
    pages.map((p) => p - 1),
  );
  copies.forEach((page, i) => {
    out.addPage(page);
    if (turn && (!turnPages || turnPages.has(pages[i]))) page.setRotation(degrees(addAngle(page.getRotation().angle, turn)));
  });
  return out.save(SAVE);
}

/** The operation pdf/pages: a new PDF of the pages the ranges select, in their order. */
export async function selectPdfPages(bytes: Uint8Array, ranges: string, name = INPUT): Promise<Result<Uint8Array>> {
  const doc = await loadPdf(name, bytes);
  if (!doc.ok) return doc;
  const pages = selectPages(ranges, doc.value.getPageCount());
  if (!pages.ok) return pages;
  return ok(await pickPages(doc.value, pages.value));
}

/** The operation pdf/rotate: every page (or the pages of the ranges) turned by `angle` degrees clockwise. */
export async function rotatePdf(bytes: Uint8Array, angle: number, ranges: string, name = INPUT): Promise<Result<Uint8Array>> {
  const doc = await loadPdf(name, bytes);
  if (!doc.ok) return doc;
  const count = doc.value.getPageCount();
  const pages = selectPages(ranges, count);
  if (!pages.ok) return pages;
  const all = Array.from({ length: count }, (_, i) => i + 1);
  return ok(await pickPages(doc.value, all, angle, new Set(pages.value)));
}

/** The operation pdf/split: one PDF per range (or per page), in a ZIP, named after the pages. */
export async function splitPdf(bytes: Uint8Array, ranges: string, name = 'document.pdf'): Promise<Result<{ name: string; bytes: Uint8Array }[]>> {
  const doc = await loadPdf(name, bytes);
  if (!doc.ok) return doc;
  const groups = splitGroups(ranges, doc.value.getPageCount(), ranges.trim() === '');
  if (!groups.ok) return groups;
  const parts = [];
  for (const pages of groups.value) parts.push({ name: partName(name, pages), bytes: await pickPages(doc.value, pages) });
  return ok(parts);
}

export { formatPages, pluralPages };
