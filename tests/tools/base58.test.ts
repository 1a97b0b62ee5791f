import fc from 'fast-check';
import { decodeBase58, decodeBase58Bytes, encodeBase58, encodeBase58Bytes, runBase58 } from '@/tools/base58/base58.core';

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));

// Bitcoin Core, src/test/data/base58_encode_decode.json.
const VECTORS: [string, string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
];

describe('Base58', () => {
  it.each(VECTORS)('encodes %s as %s and back', async (h, b58) => {
    expect(await encodeBase58Bytes(hex(h), false)).toEqual({ ok: true, value: b58 });
    const back = await decodeBase58Bytes(b58, false);
    expect(back.ok && Buffer.from(back.value).toString('hex')).toBe(h);
  });

  it('makes and checks Base58Check', async () => {
    // The address of Bitcoin's genesis block: version byte 00 and the 20-byte hash of its public key.
    const payload = hex('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
    expect(await encodeBase58Bytes(payload, true)).toEqual({ ok: true, value: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' });
    const back = await decodeBase58Bytes(' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa\n', true);
    expect(back.ok && Buffer.from(back.value).toString('hex')).toBe('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
    expect(await decodeBase58Bytes('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', true)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('checksum') },
    });
    expect(await decodeBase58Bytes('2g', true)).toMatchObject({ ok: false, error: { message: expect.stringContaining('at least 4 bytes') } });
  });

  it.each([
    ['a zero', 'abc0d', 1, 4],
    ['a letter l on line 2', 'abc\nxyl', 2, 3],
  ])('reports %s with its place', async (_, input, line, column) => {
    expect(await decodeBase58(input, false)).toMatchObject({
      ok: false,
      error: { line, column, message: expect.stringContaining('Invalid Base58 character') },
    });
  });

  it('refuses data too long for Base58 with a message', async () => {
    expect(await encodeBase58('x'.repeat(3000), { check: false })).toMatchObject({ ok: false, error: { message: expect.stringContaining('2048') } });
    expect(await decodeBase58('2'.repeat(5000), false)).toMatchObject({ ok: false, error: { message: expect.stringContaining('short values') } });
  });

  it('round-trips any bytes, with and without a checksum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 80 }), fc.boolean(), async (data, check) => {
        const e = await encodeBase58Bytes(data, check);
        const d = e.ok ? await decodeBase58Bytes(e.value, check) : e;
        expect(d.ok && Array.from(d.value)).toEqual(Array.from(data));
      }),
    );
  });

  it('runs in either direction for the page', async () => {
    expect(await runBase58('a', { direction: 'encode', check: false })).toEqual({ ok: true, value: { text: '2g', binary: false, bytes: null } });
    expect(await runBase58('2g', { direction: 'decode', check: false })).toMatchObject({ ok: true, value: { text: 'a' } });
  });
});
