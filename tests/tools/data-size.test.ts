import { convertSizes, formatDuration, parseRate, runDataSize, unitBytes } from '@/tools/data-size/data-size.core';
import { ratio } from '@/lib/exact-decimal';

const bytesOf = (text: string) => {
  const r = convertSizes(text, { rate: '' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value[0].rows.find((row) => row.symbol === 'B')!.value;
};
const cell = (text: string, symbol: string) => {
  const r = convertSizes(text, { rate: '' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value[0].rows.find((row) => row.symbol === symbol)!.value;
};

describe('data-size', () => {
  it.each([
    ['1.5 GiB', '1610612736'],
    ['300MB', '300000000'],
    ['300 KB', '300000'],
    ['1 KiB', '1024'],
    ['1 kiB', '1024'],
    ['8 Mbit', '1000000'],
    ['8 Mb', '1000000'],
    ['1 Gbit', '125000000'],
    ['2 bits', '0.25'],
    ['4 kilobytes', '4000'],
    ['2 gibibytes', '2147483648'],
    ['1.5G', '1500000000'],
    ['1.5Gi', '1610612736'],
    ['1024', '1024'],
    ['1e3 B', '1000'],
    ['1 EiB', '1152921504606846976'],
    ['16 EiB', '18446744073709551616'],
  ])('reads %s as %s bytes', (text, bytes) => {
    expect(bytesOf(text)).toBe(bytes);
  });

  it('prints 1 EiB exactly in every unit', () => {
    expect(cell('1 EiB', 'EB')).toBe('1.152921504606846976');
    expect(cell('1 EiB', 'bit')).toBe('9223372036854775808');
    expect(cell('1 EiB', 'PiB')).toBe('1024');
  });

  it('rounds a value whose expansion is too long to 15 significant digits, marked ≈', () => {
    expect(cell('1 B', 'EiB')).toBe('≈8.67361737988404e-19');
    expect(cell('300 MB', 'TiB')).toBe('≈0.000272848410531878');
    expect(cell('1 B', 'KiB')).toBe('0.0009765625');
  });

  it('tells a small b (bits) from a capital B (bytes)', () => {
    expect(unitBytes('Mb')).toEqual(ratio(125000n));
    expect(unitBytes('MB')).toEqual(ratio(1000000n));
    expect(unitBytes('mB')).toBeNull();
    expect(unitBytes('iB')).toBeNull();
  });

  it.each([
    ['100 Mbit/s', ratio(12_500_000n)],
    ['1 Gbps', ratio(125_000_000n)],
    ['20 MB/s', ratio(20_000_000n)],
    ['50 MiB/s', ratio(52_428_800n)],
    ['10 Mbit', ratio(1_250_000n)],
  ])('reads the rate %s in bytes per second', (text, bytes) => {
    expect(parseRate(text)).toEqual({ ok: true, value: bytes });
  });

  it('gives the transfer time in hours, minutes and seconds', () => {
    expect(formatDuration(ratio(128849018880n, 1_000_000_000n))).toBe('2 min 8.849 s');
    expect(formatDuration(ratio(7322n))).toBe('2 h 2 min 2 s');
    expect(formatDuration(ratio(0n))).toBe('0 s');
    expect(formatDuration(ratio(1n, 100_000n))).toBe('under 1 ms');
    const r = convertSizes('1.5 GiB', { rate: '100 Mbit/s' });
    expect(r.ok && r.value[0].time).toBe('2 min 8.849 s');
  });

  it('makes a block per line, blank lines skipped', () => {
    const r = runDataSize('1 KiB\n\n  2 kB  \n', { rate: '' });
    expect(r.ok && r.value.split('\n\n').map((b) => b.split('\n')[0])).toEqual(['1 KiB', '2 kB']);
    expect(r.ok && r.value).toContain('  KiB   1\n');
  });

  it.each([
    ['1 KiB\n12 XB', 'Unknown unit "XB"', 2, 4],
    ['  abc', 'Not a number', 1, 3],
    ['-5 MB', 'cannot be negative', 1, 1],
    ['1.5 mB', 'Unknown unit "mB"', 1, 5],
    ['', 'Type a size', undefined, undefined],
  ])('rejects %j with its place', (input, message, line, column) => {
    const r = runDataSize(input, { rate: '' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(message);
    expect([r.error.line, r.error.column]).toEqual([line, column]);
  });

  it.each([
    ['fast', 'Rate: Not a number'],
    ['0 Mbit/s', 'more than zero'],
    ['10 Mbananas/s', 'Unknown unit'],
  ])('rejects the rate %s', (rate, message) => {
    const r = runDataSize('1 GB', { rate });
    expect(!r.ok && r.error.message).toContain(message);
  });
});
