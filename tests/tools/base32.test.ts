import fc from 'fast-check';
import { decodeBase32, decodeBase32Bytes, encodeBase32, encodeBase32Bytes, runBase32 } from '@/tools/base32/base32.core';

const text = (s: string) => new TextEncoder().encode(s);

describe('Base32', () => {
  // RFC 4648 §10 test vectors.
  it.each([
    ['', '', ''],
    ['f', 'MY======', 'CO======'],
    ['fo', 'MZXQ====', 'CPNG===='],
    ['foo', 'MZXW6===', 'CPNMU==='],
    ['foob', 'MZXW6YQ=', 'CPNMUOG='],
    ['fooba', 'MZXW6YTB', 'CPNMUOJ1'],
    ['foobar', 'MZXW6YTBOI======', 'CPNMUOJ1E8======'],
  ])('encodes %j as in RFC 4648', (input, base32, base32hex) => {
    expect(encodeBase32Bytes(text(input), 'rfc4648', true)).toBe(base32);
    expect(encodeBase32Bytes(text(input), 'hex', true)).toBe(base32hex);
    const back = decodeBase32Bytes(base32, 'rfc4648');
    expect(back.ok && new TextDecoder().decode(back.value)).toBe(input);
  });

  it('leaves out padding when asked, and never pads Crockford', () => {
    expect(encodeBase32('foob', { variant: 'rfc4648', padding: false })).toEqual({ ok: true, value: 'MZXW6YQ' });
    expect(encodeBase32('foobar', { variant: 'crockford', padding: true })).toEqual({ ok: true, value: 'CSQPYRK1E8' });
  });

  it('reads any case, spaces and missing padding', () => {
    expect(decodeBase32('mzxw 6ytb\noi', 'rfc4648')).toMatchObject({ ok: true, value: { text: 'foobar' } });
  });

  it('reads Crockford with hyphens, O for 0 and I or L for 1', () => {
    expect(decodeBase32('csqp-yrkl-e8', 'crockford')).toMatchObject({ ok: true, value: { text: 'foobar' } });
    expect(decodeBase32Bytes('OG', 'crockford')).toEqual(decodeBase32Bytes('0G', 'crockford'));
    expect(decodeBase32Bytes('iG', 'crockford')).toEqual(decodeBase32Bytes('1G', 'crockford'));
    expect(decodeBase32Bytes('LG', 'crockford')).toEqual({ ok: true, value: Uint8Array.of(12) });
  });

  it.each([
    ['a bad character with its place', 'MZXW\nMZ1W', 'rfc4648', { line: 2, column: 3 }, "Invalid Base32 character '1'"],
    ['U in Crockford', 'CSQU', 'crockford', { line: 1, column: 4 }, "Invalid Crockford Base32 character 'U'"],
    ['data after padding', 'MY==MY==', 'rfc4648', { line: 1, column: 3 }, 'after its'],
    ['an impossible length', 'MZX', 'rfc4648', {}, '3 characters'],
    ['non-zero unused bits', 'MZ', 'rfc4648', { line: 1, column: 2 }, 'low bits'],
  ] as const)('reports %s', (_, input, variant, where, message) => {
    const r = decodeBase32(input, variant);
    expect(r).toMatchObject({ ok: false, error: { ...where, message: expect.stringContaining(message) } });
  });

  it('round-trips any bytes in every alphabet', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('rfc4648', 'hex', 'crockford' as const),
        fc.boolean(),
        (data, variant, padding) => {
          const r = decodeBase32Bytes(encodeBase32Bytes(data, variant, padding), variant);
          expect(r.ok && Array.from(r.value)).toEqual(Array.from(data));
        },
      ),
    );
  });

  it('runs in either direction for the page', () => {
    expect(runBase32('f', { direction: 'encode', variant: 'rfc4648', padding: true })).toMatchObject({ ok: true, value: { text: 'MY======' } });
    expect(runBase32('74', { direction: 'decode', variant: 'rfc4648', padding: true })).toMatchObject({
      ok: true,
      value: { text: '/w==', binary: true },
    });
  });
});
