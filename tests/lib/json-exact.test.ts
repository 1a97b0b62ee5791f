import { parseJsonExact, stringifyJsonExact } from '@/lib/json-exact';

describe('parseJsonExact', () => {
  it.each([
    ['{"a": 9223372036854775807}', { a: 9223372036854775807n }],
    [
      '[-9223372036854775808, 9007199254740991, 9007199254740992, 1.5, 12345678901234567890.0, 1e400]',
      [-9223372036854775808n, 9007199254740991, 9007199254740992n, 1.5, 12345678901234567890, Infinity],
    ],
    [
      '{"x": {"y": [1, "99999999999999999999", true, false, null]}, "z": 10000000000000000}',
      { x: { y: [1, '99999999999999999999', true, false, null] }, z: 10000000000000000n },
    ],
    ['\uFEFF{"n": 18446744073709551616}', { n: 18446744073709551616n }],
    ['{"a": 1, "a": 12345678901234567890}', { a: 12345678901234567890n }],
  ])('reads %j keeping big integers as BigInt', (text, expected) => {
    expect(parseJsonExact(text)).toEqual({ ok: true, value: expected });
  });

  it('makes "__proto__" an own property, as JSON.parse does', () => {
    const result = parseJsonExact('{"__proto__": {"polluted": 12345678901234567890}}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const value = result.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it('gives the same errors as parseJson', () => {
    expect(parseJsonExact('{"a": 12345678901234567890,}')).toMatchObject({ ok: false, error: { line: 1 } });
    expect(parseJsonExact('')).toEqual({ ok: false, error: { message: 'The input is empty' } });
  });

  it('reads 10,000-deep input without overflowing', () => {
    const result = parseJsonExact('['.repeat(10_000) + '12345678901234567890' + ']'.repeat(10_000));
    expect(result.ok).toBe(true);
  });
});

describe('stringifyJsonExact', () => {
  it('writes BigInt as a JSON integer with every digit', () => {
    expect(stringifyJsonExact({ a: 12345678901234567890n, b: [1n, 's'] }, '')).toBe('{"a":12345678901234567890,"b":[1,"s"]}');
  });

  it('leaves a string that looks like its marker alone', () => {
    expect(JSON.parse(stringifyJsonExact({ s: '@@bigint0:5', n: -99999999999999999999n }, ' '))).toEqual({
      s: '@@bigint0:5',
      n: -100000000000000000000,
    });
  });
});
