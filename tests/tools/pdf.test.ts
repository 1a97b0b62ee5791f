import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describeBytes as firstBytes } from '@/lib/hex';
import { fileKind, formatPages, parseRanges, partName, planPages, selectPages, splitGroups } from '@/tools/pdf/pdf.core';
import { loadPdf, rotatePdf, runPdfJob, selectPdfPages, splitPdf } from '@/tools/pdf/pdf.engine';
import { extractText } from '@/tools/pdf/pdf.text';

const three = new Uint8Array(readFileSync(new URL('../fixtures/pdf/three.pdf', import.meta.url)));
// A 2×1 PNG (red, blue), written by hand: signature, IHDR, IDAT, IEND.
const png = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAN9AH/l4XmPgAAAABJRU5ErkJggg==', 'base64'),
);

describe('page ranges', () => {
  it.each([
    ['', 7, [1, 2, 3, 4, 5, 6, 7]],
    ['1-3,5,7-', 7, [1, 2, 3, 5, 7]],
    [' 3 , 1 - 2 ', 3, [3, 1, 2]],
    ['-2', 5, [1, 2]],
    ['3-1', 3, [3, 2, 1]],
    ['2,2', 3, [2, 2]],
  ])('%j of %i pages', (text, count, pages) => {
    expect(selectPages(text, count)).toEqual({ ok: true, value: pages });
  });

  it('names a page past the end, and where it is', () => {
    expect(parseRanges('1-3,9', 7)).toEqual({ ok: false, error: { message: 'page 9 does not exist: the file has 7 pages', line: 1, column: 5 } });
    expect(parseRanges('2', 1)).toMatchObject({ ok: false, error: { message: 'page 2 does not exist: the file has 1 page' } });
  });

  it.each([
    ['1,,2', 'an empty range', 3],
    ['a-b', '"a-b" is not a page or a range', 1],
    ['0', 'pages are numbered from 1', 1],
    ['1-', '', 0],
  ])('refuses %j', (text, message, column) => {
    const r = parseRanges(text, text === '1-' ? 0 : 5);
    expect(r.ok).toBe(false);
    if (!r.ok && message) {
      expect(r.error.message).toContain(message);
      expect(r.error.column).toBe(column);
    }
  });

  it('writes pages back as compact ranges', () => {
    expect(formatPages([1, 2, 3, 5, 8, 9])).toBe('1-3,5,8-9');
    expect(formatPages([3, 1, 2])).toBe('3,1-2');
    expect(formatPages([])).toBe('');
  });

  it('plans pages across files and splits', () => {
    expect(planPages([2, 1], '3,1', { '3': 90 }, 180)).toEqual({
      ok: true,
      value: [
        { file: 1, page: 1, rotate: 270 },
        { file: 0, page: 1, rotate: 180 },
      ],
    });
    expect(splitGroups('', 3, true)).toEqual({ ok: true, value: [[1], [2], [3]] });
    expect(splitGroups('1-2,3', 3, false)).toEqual({ ok: true, value: [[1, 2], [3]] });
    expect(partName('report.PDF', [1, 2, 3, 5])).toBe('report-1-3_5.pdf');
  });
});

describe('file checks', () => {
  it('names a file that is not a PDF and its first bytes', () => {
    expect(fileKind('notes.txt', new TextEncoder().encode('Hello, world'))).toEqual({
      ok: false,
      error: {
        message:
          '"notes.txt" is not a PDF, a PNG or a JPEG: a PDF starts with 25 50 44 46 2d ("%PDF-"), and this file starts with 48 65 6c 6c 6f 2c 20 77 ("Hello, w")',
      },
    });
    expect(firstBytes(new Uint8Array([0, 1, 0xff]))).toBe('00 01 ff');
    expect(firstBytes(new Uint8Array())).toBe('nothing (the file is empty)');
    expect(fileKind('a.png', png)).toEqual({ ok: true, value: 'png' });
    expect(fileKind('a.pdf', three)).toEqual({ ok: true, value: 'pdf' });
  });

  it('says an encrypted PDF is encrypted and what to do', async () => {
    const enc = new Uint8Array(readFileSync(new URL('../fixtures/pdf/encrypted.pdf', import.meta.url)));
    const r = await loadPdf('secret.pdf', enc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^"secret.pdf" is encrypted .*pdf-lib.*cannot decrypt.*qpdf --decrypt/);
  });
});

describe('writing PDFs (pdf-lib)', () => {
  const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((p) => p.getRotation().angle);

  it('merges, reorders, rotates and deletes in one plan, with an image as a page', async () => {
    const r = await runPdfJob({
      files: [
        { name: 'three.pdf', bytes: three },
        { name: 'dot.png', bytes: png },
      ],
      order: '4,3,1',
      rotations: { '3': 90 },
      rotateAll: 0,
      split: 'none',
      splitRanges: '',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.pageCounts).toEqual([3, 1]);
    expect(r.value.order).toEqual([4, 3, 1]);
    expect(await pagesOf(r.value.pdf)).toEqual([0, 90, 0]);
    const doc = await PDFDocument.load(r.value.pdf);
    expect(doc.getPage(0).getSize()).toEqual({ width: 2, height: 1 });
    expect((await extractText(r.value.pdf)).ok && (await extractText(r.value.pdf, '2-3'))).toEqual({
      ok: true,
      value: 'Charlie page three.\n\fAlpha page one.\n\f',
    });
  });

  it('splits the result into parts', async () => {
    const r = await runPdfJob({
      files: [{ name: 'three.pdf', bytes: three }],
      order: '',
      rotations: {},
      rotateAll: 0,
      split: 'ranges',
      splitRanges: '1-2,3',
    });
    expect(r.ok && r.value.parts.map((p) => p.name)).toEqual(['three-1-2.pdf', 'three-3.pdf']);
    const bad = await runPdfJob({
      files: [{ name: 'three.pdf', bytes: three }],
      order: '',
      rotations: {},
      rotateAll: 0,
      split: 'ranges',
      splitRanges: '1-9',
    });
    expect(bad).toMatchObject({ ok: false, error: { message: 'Split ranges: page 9 does not exist: the file has 3 pages' } });
  });

  it('reports a bad page order, and a file that is not a PDF, by name', async () => {
    const order = await runPdfJob({
      files: [{ name: 'three.pdf', bytes: three }],
      order: '1,9',
      rotations: {},
      rotateAll: 0,
      split: 'none',
      splitRanges: '',
    });
    expect(order).toMatchObject({ ok: false, error: { message: 'Page order: page 9 does not exist: the file has 3 pages', column: 3 } });
    const text = await runPdfJob({
      files: [{ name: 'a.txt', bytes: new TextEncoder().encode('%!PS') }],
      order: '',
      rotations: {},
      rotateAll: 0,
      split: 'none',
      splitRanges: '',
    });
    expect(text.ok || text.error.message).toContain('"a.txt" is not a PDF');
  });

  it('gives the same bytes for the same input (no dates written)', async () => {
    const a = await rotatePdf(three, 90, '2');
    const b = await rotatePdf(three, 90, '2');
    expect(a.ok && b.ok && Buffer.from(a.value).equals(Buffer.from(b.value))).toBe(true);
    expect(a.ok && (await pagesOf(a.value))).toEqual([0, 90, 0]);
    const picked = await selectPdfPages(three, '3,1');
    expect(picked.ok && (await extractText(picked.value))).toEqual({ ok: true, value: 'Charlie page three.\n\fAlpha page one.\n\f' });
    const parts = await splitPdf(three, '');
    expect(parts.ok && parts.value.map((p) => p.name)).toEqual(['document-1.pdf', 'document-2.pdf', 'document-3.pdf']);
  });
});

describe('reading text (pdf.js)', () => {
  it('gives each page its text and a form feed', async () => {
    expect(await extractText(three)).toEqual({ ok: true, value: 'Alpha page one.\n\fBravo page two.\n\fCharlie page three.\n\f' });
  });

  it('refuses what is not a PDF', async () => {
    expect(await extractText(new TextEncoder().encode('plain text'))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('is not a PDF') },
    });
  });
});
