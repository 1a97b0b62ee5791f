import type { OpCase } from './types';

// Expected outputs from the real programs: byte counts from GNU numfmt (`numfmt --from=iec-i 1Ei`,
// `numfmt --from=si 300M`), every other cell and the times from Python's Fraction, the CSS lengths and the px to
// rem rewrite from Python's Fraction over the CSS Values 4 table (the scripts of tests/real/units.real.test.ts).
const table = (source: string, values: string[], time?: string) => {
  const symbols = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'bit', 'kbit', 'Mbit', 'Gbit', 'Tbit'];
  const lines = [source, ...values.map((v, i) => `  ${symbols[i].padEnd(6)}${v}`)];
  return (time ? [...lines, `  at 100 Mbit/s: ${time}`] : lines).join('\n');
};

export const cases: OpCase[] = [
  {
    op: 'units/data-size',
    name: '1 EiB prints exactly in every unit',
    input: '1 EiB',
    options: { rate: '' },
    output: table('1 EiB', [
      '1152921504606846976',
      '1152921504606846.976',
      '1152921504606.846976',
      '1152921504.606846976',
      '1152921.504606846976',
      '1152.921504606846976',
      '1.152921504606846976',
      '1125899906842624',
      '1099511627776',
      '1073741824',
      '1048576',
      '1024',
      '1',
      '9223372036854775808',
      '9223372036854775.808',
      '9223372036854.775808',
      '9223372036.854775808',
      '9223372.036854775808',
    ]),
  },
  {
    op: 'units/data-size',
    name: 'SI megabytes, with the transfer time at the default rate',
    input: '300MB',
    output: table(
      '300MB',
      [
        '300000000',
        '300000',
        '300',
        '0.3',
        '0.0003',
        '0.0000003',
        '0.0000000003',
        '292968.75',
        '286.102294921875',
        '0.2793967723846435546875',
        '≈0.000272848410531878',
        '≈2.66453525910038e-7',
        '≈2.60208521396521e-10',
        '2400000000',
        '2400000',
        '2400',
        '2.4',
        '0.0024',
      ],
      '24 s',
    ),
  },
  { op: 'units/data-size', input: '12 XB', error: 'Unknown unit "XB"' },
  { op: 'units/data-size', input: '1 GB', options: { rate: 'fast' }, error: 'Rate: Not a number' },
  {
    op: 'units/css',
    name: 'each length in every unit',
    input: '24px\n12pt',
    output:
      '24px = 1.5rem = 1.5em = 18pt = 1.5pc = 0.25in = 0.635cm = 6.35mm = 1.66667vw = 2.66667vh = 150%\n' +
      '16px = 1rem = 1em = 12pt = 1pc = 0.16667in = 0.42333cm = 4.23333mm = 1.11111vw = 1.77778vh = 100%',
  },
  {
    op: 'units/css',
    name: 'a stylesheet px to rem; strings, url(), comments and media queries kept',
    input: '.w-16px { margin: 16px 8px; content: "16px"; background: url(i-16px.png); /* 8px */ }\n@media (min-width: 8px) { .m0 { padding: 8px } }',
    output:
      '.w-16px { margin: 1rem 0.5rem; content: "16px"; background: url(i-16px.png); /* 8px */ }\n@media (min-width: 8px) { .m0 { padding: 0.5rem } }',
  },
  { op: 'units/css', input: '.a { color: red', error: 'Unclosed block' },
];
