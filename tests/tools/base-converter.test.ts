import { formatInteger, groupDigits, parseInteger, twosComplement } from '@/tools/base-converter/base-converter.core';

const value = (text: string, base: number) => {
  const r = parseInteger(text, base);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.value;
};

describe('reading integers', () => {
  it.each([
    ['ff', 16, 255n],
    ['0xFF', 16, 255n],
    ['0Xff', 0, 255n],
    ['0o777', 0, 511n],
    ['0b1010', 0, 10n],
    ['0b1010', 2, 10n],
    ['0b1', 16, 0xb1n], // 0b is not a prefix in base 16, as in Python's int('0b1', 16)
    ['1_000_000', 10, 1000000n],
    ['1 000 000', 10, 1000000n],
    ['  -42  ', 10, -42n],
    ['+7', 8, 7n],
    ['−5', 10, -5n],
    ['zz', 36, 1295n],
    ['ZZ', 36, 1295n],
    ['0', 2, 0n],
    ['-0', 10, 0n],
    ['10', 3, 3n],
    ['123', 0, 123n],
  ])('%j in base %i is %s', (text, base, expected) => {
    expect(value(text, base)).toBe(expected);
  });

  it('reads a 20,000-digit number in base 7 exactly', () => {
    const digits = '6543210'.repeat(3000);
    let expected = 0n;
    for (const d of digits) expected = expected * 7n + BigInt(d);
    expect(value(digits, 7)).toBe(expected);
    expect(formatInteger(expected, 7)).toBe(digits);
  });

  it.each([
    ['12g4', 16, 3, "'g' at position 3 is not a digit in base 16 (base 16 digits are 0–9 and a–f)"],
    ['102', 2, 3, "'2' at position 3 is not a digit in base 2 (base 2 digits are 0–1)"],
    ['1.5', 10, 2, "'.' at position 2 is not a digit (base 10 digits are 0–9)"],
    ['12😀', 10, 3, "'😀' at position 3 is not a digit (base 10 digits are 0–9)"],
    ['0x', 16, 2, 'The prefix needs digits after it'],
    ['-', 10, 1, 'There are no digits to convert'],
  ])('rejects %j in base %i at column %i', (text, base, column, message) => {
    expect(parseInteger(text, base)).toEqual({ ok: false, error: { message, line: 1, column } });
  });

  it('asks for a number when there is none', () => {
    expect(parseInteger('   ', 10)).toEqual({ ok: false, error: { message: 'Type a number to convert' } });
  });
});

describe('writing integers', () => {
  it.each([
    [255n, 2, '11111111'],
    [255n, 36, '73'],
    [-255n, 16, '-ff'],
    [0n, 36, '0'],
    [2n ** 64n, 16, '10000000000000000'],
  ])('%s in base %i is %s', (n, base, expected) => {
    expect(formatInteger(n, base)).toBe(expected);
  });

  it('groups digits from the right', () => {
    expect(groupDigits('111110000', 4)).toBe('1 1111 0000');
    expect(groupDigits('', 4)).toBe('');
  });
});

describe("two's complement", () => {
  it.each([
    [-1n, 8, '11111111', 'ff', -1n, 255n],
    [-128n, 8, '10000000', '80', -128n, 128n],
    [127n, 8, '01111111', '7f', 127n, 127n],
    [255n, 8, '11111111', 'ff', -1n, 255n],
    [-2n, 16, '1111111111111110', 'fffe', -2n, 65534n],
    [-1n, 64, '1'.repeat(64), 'f'.repeat(16), -1n, 2n ** 64n - 1n],
    [-(2n ** 31n), 32, `1${'0'.repeat(31)}`, '80000000', -(2n ** 31n), 2n ** 31n],
  ] as const)('%s at %i bits', (n, width, bits, hex, signed, unsigned) => {
    expect(twosComplement(n, width)).toEqual({ ok: true, value: { width, bits, hex, signed, unsigned } });
  });

  it.each([
    [-129n, 8, '-129 does not fit in 8 bits: the range is -128 to 255 (-128 to 127 signed, 0 to 255 unsigned)'],
    [256n, 8, '256 does not fit in 8 bits: the range is -128 to 255 (-128 to 127 signed, 0 to 255 unsigned)'],
    [
      2n ** 64n,
      64,
      '18446744073709551616 does not fit in 64 bits: the range is -9223372036854775808 to 18446744073709551615 (-9223372036854775808 to 9223372036854775807 signed, 0 to 18446744073709551615 unsigned)',
    ],
  ] as const)('%s is out of range at %i bits', (n, width, message) => {
    expect(twosComplement(n, width)).toEqual({ ok: false, error: { message } });
  });
});
