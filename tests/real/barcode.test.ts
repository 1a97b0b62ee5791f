// The barcode page against independent programs, both ways.
// 1. Our codes, read by other readers: each PNG is drawn by bwip-js with the options the core builds for the page
//    (bwipOptions, the same drawing as the SVG), then zbarimg (Debian's zbar-tools) reads Code 128, EAN-13, UPC-A,
//    Code 39, ITF, ITF-14 and QR; dmtxread (dmtx-utils, libdmtx) reads Data Matrix; ZXingReader (Debian's
//    zxing-cpp-tools) reads PDF417 and Aztec, which neither zbar nor libdmtx read.
// 2. Our reader (zxing-wasm) reads codes drawn by zint (Debian's zint, an independent generator) for every symbology.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toBuffer } from 'bwip-js/node';
import { bwipOptions, validateBarcode, type BarcodeType } from '@/tools/barcode/barcode.core';
import { readCodes, setZxingWasm } from '@/tools/barcode/barcode-read';
import { requireProgram } from './programs';

const ZBARIMG = requireProgram('zbarimg', 'apt-get install zbar-tools');
const DMTXREAD = requireProgram('dmtxread', 'apt-get install dmtx-utils');
const ZXINGREADER = requireProgram('ZXingReader', 'apt-get install zxing-cpp-tools');
const ZINT = requireProgram('zint', 'apt-get install zint');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'barcode-real-'));
  const require = createRequire(import.meta.url);
  setZxingWasm({ bytes: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ourPng(type: BarcodeType, text: string, name: string): Promise<string> {
  const valid = validateBarcode(type, text);
  if (!valid.ok) throw new Error(valid.error.message);
  const file = path.join(dir, `${name}.png`);
  writeFileSync(file, await toBuffer(bwipOptions(type, valid.value, { scale: 3 }) as unknown as Parameters<typeof toBuffer>[0]));
  return file;
}

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', timeout: 60_000 });

describe('zbarimg reads our linear codes and QR', () => {
  it.each([
    ['code128', 'DEVBENCH-2026 a/b', 'CODE-128:DEVBENCH-2026 a/b'],
    ['code128', 'x=1&y=2', 'CODE-128:x=1&y=2'],
    ['ean13', '590123412345', 'EAN-13:5901234123457'],
    ['ean13', '4006381333931', 'EAN-13:4006381333931'],
    ['upca', '03600029145', 'UPC-A:036000291452'],
    ['code39', 'CODE-39 TEST', 'CODE-39:CODE-39 TEST'],
    ['itf', '12345678', 'I2/5:12345678'],
    ['itf', '0012345678905', null],
    ['itf14', '1540014128876', 'I2/5:15400141288763'],
    ['qr', 'Grüße from Devbench ✓', 'QR-Code:Grüße from Devbench ✓'],
  ] as const)(
    '%s %s',
    async (type, text, expected) => {
      if (expected === null) {
        // An odd number of digits is refused before drawing.
        expect(validateBarcode(type, text).ok).toBe(false);
        return;
      }
      const file = await ourPng(type, text, `${type}-zbar`);
      const symbology = { 'CODE-128': 'code128', 'EAN-13': 'ean13', 'UPC-A': 'upca', 'CODE-39': 'code39', 'I2/5': 'i25', 'QR-Code': 'qrcode' }[
        expected.split(':')[0]
      ];
      // Only the symbology under test is enabled (-Sbinary: the QR code's bytes as they are, read as UTF-8).
      // zbar reads UPC-A through its EAN-13 decoder, which must stay enabled beside it.
      const enable = symbology === 'upca' ? ['-Supca.enable', '-Sean13.enable'] : [`-S${symbology}.enable`];
      const out = run(ZBARIMG, ['--quiet', '-Sdisable', ...enable, ...(symbology === 'qrcode' ? ['-Sbinary'] : []), file]).replace(/\n$/, '');
      // -Sbinary prints the bytes alone, without the symbology's name.
      const got = symbology === 'qrcode' ? `QR-Code:${out}` : out;
      expect(got).toBe(expected);
    },
    60_000,
  );
});

describe('dmtxread (libdmtx) reads our Data Matrix', () => {
  it.each(['https://devbench.example/barcode/', 'Data Matrix 0123456789 ~!@#', 'x'.repeat(300)])(
    '%s',
    async (text) => {
      const file = await ourPng('datamatrix', text, 'dm');
      expect(run(DMTXREAD, [file])).toBe(text);
    },
    60_000,
  );
});

describe('ZXingReader (zxing-cpp) reads our PDF417 and Aztec', () => {
  it.each([
    ['pdf417', 'PDF417 sample: Devbench barcode tool'],
    ['pdf417', 'Lines\nand 0123456789 digits'],
    ['aztec', 'Aztec sample: Devbench'],
    ['aztec', 'Größe ✓ UTF-8'],
  ] as const)(
    '%s %j',
    async (type, text) => {
      const file = await ourPng(type, text, type);
      const bytes = execFileSync(ZXINGREADER, ['-bytes', '-format', type === 'pdf417' ? 'PDF417' : 'Aztec', file], { timeout: 60_000 });
      expect(Buffer.from(bytes).toString('utf8')).toBe(text);
    },
    60_000,
  );
});

describe('our reader (zxing-wasm) reads codes drawn by zint', () => {
  it.each([
    ['CODE128', 'Zint Code 128 / 42', 'Code 128', 'Zint Code 128 / 42'],
    ['EANX', '590123412345', 'EAN-13', '5901234123457'],
    // ZXing reports it as EAN-13 0036000291452; the reader names it UPC-A (an EAN-13 starting with 0).
    ['UPCA', '03600029145', 'UPC-A', '036000291452'],
    ['CODE39', 'ZINT-39', 'Code 39', 'ZINT-39'],
    ['C25INTER', '12345678', 'ITF', '12345678'],
    ['ITF14', '1540014128876', 'ITF', '15400141288763'],
    ['DATAMATRIX', 'zint Data Matrix', 'Data Matrix', 'zint Data Matrix'],
    ['PDF417', 'zint PDF417', 'PDF417', 'zint PDF417'],
    ['AZTEC', 'zint Aztec', 'Aztec', 'zint Aztec'],
    ['QRCODE', 'zint QR ✓', 'QR code', 'zint QR ✓'],
  ])(
    '%s',
    async (symbology, data, format, text) => {
      const file = path.join(dir, `zint-${symbology}.png`);
      run(ZINT, [`--barcode=${symbology}`, '--scale=3', '-d', data, '-o', file]);
      const codes = await readCodes(new Uint8Array(readFileSync(file)));
      expect(codes.map((c) => `${c.format}: ${c.text}`)).toEqual([`${format}: ${text}`]);
    },
    60_000,
  );
});
