import fc from 'fast-check';
import { decodeHex, decodeHexBytes, encodeHex, formatHex, hexDump, runHex } from '@/tools/hex/hex.core';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('encodeHex', () => {
  it.each([
    ['plain', 'Hi é', '486920c3a9'],
    ['spaced', 'Hi é', '48 69 20 c3 a9'],
    ['dump', 'Hi', '00000000: 4869                                     Hi\n'],
  ] as const)('writes %s hex', (format, text, expected) => {
    expect(encodeHex(text, { format, uppercase: false })).toEqual({ ok: true, value: expected });
  });

  it('uses uppercase digits when asked', () => {
    expect(encodeHex('\u00ff', { format: 'plain', uppercase: true })).toEqual({ ok: true, value: 'C3BF' });
  });

  it('reads an opened binary file (a data: URI) as its bytes', () => {
    expect(encodeHex('data:application/octet-stream;base64,AP8Q', { format: 'spaced', uppercase: false })).toEqual({ ok: true, value: '00 ff 10' });
  });

  it('lays out a dump line by line, with dots for bytes outside printable ASCII', () => {
    const dump = hexDump(bytes(...Array.from({ length: 18 }, (_, i) => 0x3f + i * 9)));
    expect(dump.split('\n')).toEqual([
      '00000000: 3f48 515a 636c 757e 8790 99a2 abb4 bdc6  ?HQZclu~........',
      '00000010: cfd8                                     ..',
      '',
    ]);
    expect(hexDump(new Uint8Array(0))).toBe('');
  });
});

describe('decodeHex', () => {
  it.each([
    ['48656c6c6f', 'Hello'],
    ['48 65 6C 6c 6F', 'Hello'],
    ['0x48, 0x69', 'Hi'],
    ['\\x48\\x69', 'Hi'],
    ['00000000: 4869 0a                                Hi.\n', 'Hi\n'],
    ['', ''],
  ])('reads %j', (hex, text) => {
    const r = decodeHex(hex);
    expect(r.ok && r.value.text).toBe(text);
  });

  it('shows bytes that are not UTF-8 as Base64', () => {
    expect(decodeHex('ff00fe')).toEqual({ ok: true, value: { text: '/wD+', binary: true, bytes: bytes(0xff, 0, 0xfe) } });
  });

  it('reports a bad digit with its line and column', () => {
    expect(decodeHex('4142\n43 4x')).toMatchObject({ ok: false, error: { line: 2, column: 5 } });
  });

  it('reports an odd number of digits', () => {
    expect(decodeHex('abc')).toMatchObject({ ok: false, error: { message: expect.stringContaining('odd') } });
  });

  it('reads back every layout it writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.constantFrom('plain', 'spaced', 'dump' as const), fc.boolean(), (data, format, uppercase) => {
        const r = decodeHexBytes(formatHex(data, { format, uppercase }));
        expect(r.ok && Array.from(r.value)).toEqual(Array.from(data));
      }),
    );
  });

  it('runs in either direction for the page', () => {
    expect(runHex('A', { direction: 'encode', format: 'plain', uppercase: false })).toEqual({
      ok: true,
      value: { text: '41', binary: false, bytes: null },
    });
    expect(runHex('41', { direction: 'decode', format: 'plain', uppercase: false })).toMatchObject({ ok: true, value: { text: 'A' } });
  });
});
