// The PDF tools against real programs: groff (gropdf) and qpdf make the input PDFs; qpdf --check vets every PDF we
// write; poppler's pdfinfo reads the page count, sizes and rotation, and pdftotext the text, which must equal ours.
//
// Whitespace rule for the text: pdftotext (without -layout) ends every line with \n and adds an empty line after each
// block; pdf.js (ours) marks line ends only. We compare each page's words: the text split on runs of white space.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { runOperation } from '@/ops/pipeline';
import { getOperation } from '@/ops';
import { rotatePdf, runPdfJob, selectPdfPages, splitPdf, type PdfJob } from '@/tools/pdf/pdf.engine';
import { extractText } from '@/tools/pdf/pdf.text';
import { requireProgram } from './programs';

const dir = mkdtempSync(join(tmpdir(), 'devbench-pdf-'));
const file = (name: string) => join(dir, name);
const run = (cmd: string, args: string[], input?: string) => execFileSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** A text PDF made by groff -Tpdf from one paragraph per page (A4 or US letter). */
function groffPdf(name: string, pages: string[], paper = 'a4'): Uint8Array {
  const source = `.nh\n.ad l\n${pages.join('\n.bp\n')}\n`;
  const pdf = execFileSync('groff', ['-Tpdf', `-dpaper=${paper}`, `-P-p${paper}`], { input: source, maxBuffer: 64 * 1024 * 1024 });
  writeFileSync(file(name), pdf);
  return new Uint8Array(pdf);
}

/** qpdf --check (exit 0, no warnings), pdfinfo's page count and each page's size and rotation. */
function inspect(name: string, bytes: Uint8Array) {
  writeFileSync(file(name), bytes);
  const check = run('qpdf', ['--check', file(name)]);
  expect(check).toContain('No syntax or stream encoding errors found');
  const info = run('pdfinfo', ['-f', '1', '-l', '9999', file(name)]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((m) => `${Math.round(+m[1])}x${Math.round(+m[2])}`);
  const rotations = [...info.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)].map((m) => Number(m[1]));
  return { pages, sizes, rotations };
}

/** pdftotext's words of each page (pages split on form feeds). */
function popplerWords(name: string, bytes: Uint8Array): string[][] {
  writeFileSync(file(name), bytes);
  const text = run('pdftotext', ['-enc', 'UTF-8', file(name), '-']);
  return text
    .split('\f')
    .slice(0, -1)
    .map((p) => p.split(/\s+/).filter(Boolean));
}

async function ourWords(bytes: Uint8Array): Promise<string[][]> {
  const r = await extractText(bytes);
  if (!r.ok) throw new Error(r.error.message);
  return r.value
    .split('\f')
    .slice(0, -1)
    .map((p) => p.split(/\s+/).filter(Boolean));
}

const PAGES_A = ['Alpha one: the quick brown fox.', 'Bravo two, jumps over', 'Charlie three — the lazy dog.', 'Delta four.', 'Echo five.'];
const PAGES_B = ['Foxtrot (letter) one.', 'Golf (letter) two, with more words on its line.'];

describe('PDF tools against qpdf, pdfinfo and pdftotext', { timeout: 120_000 }, () => {
  let a: Uint8Array;
  let b: Uint8Array;
  beforeAll(() => {
    for (const [p, pkg] of [
      ['groff', 'groff'],
      ['gropdf', 'groff'],
      ['qpdf', 'qpdf'],
      ['pdfinfo', 'poppler-utils'],
      ['pdftotext', 'poppler-utils'],
    ])
      requireProgram(p, `apt-get install ${pkg}`);
    a = groffPdf('a.pdf', PAGES_A);
    b = groffPdf('b.pdf', PAGES_B, 'letter');
  });

  it('the inputs are what we think (pdfinfo)', () => {
    expect(inspect('a-in.pdf', a)).toEqual({ pages: 5, sizes: Array(5).fill('595x842'), rotations: [0, 0, 0, 0, 0] });
    expect(inspect('b-in.pdf', b).sizes).toEqual(['612x792', '612x792']);
  });

  it('extracts the same words as pdftotext, page by page', async () => {
    for (const [name, bytes] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const theirs = popplerWords(`${name}-text.pdf`, bytes);
      expect(theirs.length).toBe(name === 'a' ? 5 : 2);
      expect(await ourWords(bytes)).toEqual(theirs);
    }
  });

  it('merges, reorders, rotates and deletes: qpdf finds no error, pdfinfo the pages, sizes and turns we asked for', async () => {
    // a has pages 1-5, b pages 6-7 in the all-pages numbering. Keep 7, 1-3, 6 (4 and 5 deleted); turn 2 by 90, all by 180.
    const job: PdfJob = {
      files: [
        { name: 'a.pdf', bytes: a },
        { name: 'b.pdf', bytes: b },
      ],
      order: '7,1-3,6',
      rotations: { '2': 90 },
      rotateAll: 180,
      split: 'ranges',
      splitRanges: '1-2,3-',
    };
    const r = await runPdfJob(job);
    if (!r.ok) throw new Error(r.error.message);
    expect(inspect('merged.pdf', r.value.pdf)).toEqual({
      pages: 5,
      sizes: ['612x792', '595x842', '595x842', '595x842', '612x792'],
      rotations: [180, 180, 270, 180, 180],
    });
    const words = popplerWords('merged-text.pdf', r.value.pdf);
    expect(words.map((w) => w[0])).toEqual(['Golf', 'Alpha', 'Bravo', 'Charlie', 'Foxtrot']);
    expect(await ourWords(r.value.pdf)).toEqual(words);
    // The split's ZIP: two PDFs, 2 and 3 pages, each clean.
    const zip = unzipSync(r.value.zip!);
    expect(Object.keys(zip)).toEqual(['merged-1-2.pdf', 'merged-3-5.pdf']);
    expect(inspect('part1.pdf', zip['merged-1-2.pdf']).pages).toBe(2);
    expect(inspect('part2.pdf', zip['merged-3-5.pdf']).rotations).toEqual([270, 180, 180]);
  });

  it('pdf/rotate, pdf/pages and pdf/split (the operations) write PDFs that qpdf and pdfinfo accept', async () => {
    const rotated = await rotatePdf(a, 270, '2,4');
    expect(rotated.ok && inspect('rot.pdf', rotated.value).rotations).toEqual([0, 270, 0, 270, 0]);
    // A page already turned (by qpdf) gets our turn added to its own.
    run('qpdf', [file('a.pdf'), '--rotate=+90:1', file('a-turned.pdf')]);
    const turned = await rotatePdf(new Uint8Array(readFileSync(file('a-turned.pdf'))), 180, '1');
    expect(turned.ok && inspect('turned.pdf', turned.value).rotations).toEqual([270, 0, 0, 0, 0]);
    const picked = await selectPdfPages(a, '5,1-2');
    expect(picked.ok && popplerWords('picked.pdf', picked.value).map((w) => w[0])).toEqual(['Echo', 'Alpha', 'Bravo']);
    const parts = await splitPdf(a, '');
    expect(parts.ok && parts.value.map((p) => inspect(p.name, p.bytes).pages)).toEqual([1, 1, 1, 1, 1]);
    // Through the operation pipeline too (what the CLI and MCP call).
    const op = await runOperation(getOperation('pdf/split')!, a, { ranges: '1-3,4-5' });
    expect(op.ok && Object.keys(unzipSync(op.value as Uint8Array))).toEqual(['document-1-3.pdf', 'document-4-5.pdf']);
  });

  it('images become pages of their own size: qpdf and pdfinfo agree', async () => {
    // A 2×1 PNG written by hand, and a JPEG from pdftoppm (poppler) drawing page 1 of a.pdf at 10 dpi.
    run('pdftoppm', ['-jpeg', '-r', '10', '-f', '1', '-l', '1', '-singlefile', file('a.pdf'), file('page')]);
    const jpeg = new Uint8Array(readFileSync(file('page.jpg')));
    const png = new Uint8Array(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGP4z8DAwMDAAAAN9AH/l4XmPgAAAABJRU5ErkJggg==', 'base64'),
    );
    const r = await runPdfJob({
      files: [
        { name: 'dot.png', bytes: png },
        { name: 'page.jpg', bytes: jpeg },
      ],
      order: '',
      rotations: {},
      rotateAll: 0,
      split: 'none',
      splitRanges: '',
    });
    if (!r.ok) throw new Error(r.error.message);
    const info = inspect('images.pdf', r.value.pdf);
    expect(info.pages).toBe(2);
    expect(info.sizes[0]).toBe('2x1');
    // pdftoppm at 10 dpi: an A4 page is 83×117 pixels.
    expect(info.sizes[1]).toBe('83x117');
  });

  it('an encrypted PDF (qpdf --encrypt) is reported as encrypted, not as damaged', async () => {
    run('qpdf', ['--encrypt', 'u', 'o', '256', '--', file('a.pdf'), file('enc.pdf')]);
    const enc = new Uint8Array(readFileSync(file('enc.pdf')));
    const r = await runPdfJob({ files: [{ name: 'enc.pdf', bytes: enc }], order: '', rotations: {}, rotateAll: 0, split: 'none', splitRanges: '' });
    expect(r.ok || r.error.message).toMatch(/^"enc.pdf" is encrypted/);
    const t = await extractText(enc);
    expect(t.ok || t.error.message).toMatch(/^The input is encrypted with a password/);
  });
});
