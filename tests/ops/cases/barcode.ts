import type { OpCase } from './types';

// The SVG itself is checked by what reads it back: tests/real/barcode.test.ts has zbarimg, dmtxread and ZXingReader
// read the same drawings. Here the cases check the shape of the answer and the errors for data a symbology cannot hold.
export const cases: OpCase[] = [
  {
    op: 'barcode',
    input: 'DEVBENCH-2026',
    match: /^<svg width="\d+" height="\d+" viewBox="0 0 \d+ \d+" xmlns="http:\/\/www\.w3\.org\/2000\/svg">[\s\S]*<\/svg>\n?$/,
  },
  { op: 'barcode', input: '590123412345', options: { type: 'ean13', scale: 1 }, match: /^<svg width="1\d\d" height="\d+"/ },
  { op: 'barcode', input: 'https://devbench.example/', options: { type: 'datamatrix' }, match: /^<svg [\s\S]*<\/svg>/ },
  { op: 'barcode', input: '5901A34123457', options: { type: 'ean13' }, error: "EAN-13 takes 12 or 13 digits; character 5 is 'A'" },
  // 590123412345 has the check digit 7 (GS1's calculator, and what zbarimg reads from the code).
  { op: 'barcode', input: '5901234123458', options: { type: 'ean13' }, error: 'the check digit of 590123412345 is 7' },
  { op: 'barcode', input: '12345', options: { type: 'itf' }, error: 'ITF takes an even number of digits' },
  { op: 'barcode', input: 'lower', options: { type: 'code39' }, error: "character 1 is 'l' (Code 39 has capital letters only)" },
];
