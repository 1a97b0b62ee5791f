import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { hmacAll } from '@/tools/hash/hash.core';
import { parseKey } from '@/tools/hash/hmac-key';

const bytes = (n: number, b: number) => new Uint8Array(n).fill(b);
const seq = (from: number, to: number) => Uint8Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** ASCII messages go in as text (UTF-8 is the same bytes); binary ones as a Blob, as an opened file does. */
const source = (b: Uint8Array | string) => (typeof b === 'string' ? { text: b } : { blob: new Blob([b as Uint8Array<ArrayBuffer>]) });

// RFC 2202 §2 (HMAC-MD5) and §3 (HMAC-SHA-1).
// prettier-ignore
const rfc2202: [number, Uint8Array, Uint8Array | string, string, string][] = [
  [1, bytes(16, 0x0b), 'Hi There', '9294727a3638bb1c13f48ef8158bfc9d', ''],
  [2, new TextEncoder().encode('Jefe'), 'what do ya want for nothing?', '750c783e6ab0b503eaa86e310a5db738', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
  [3, bytes(16, 0xaa), bytes(50, 0xdd), '56be34521d144c88dbb8c733f0e8b3f6', ''],
  [4, seq(1, 25), bytes(50, 0xcd), '697eaf0aca3a3aea3a75164746ffaa79', '4c9007f4026250c6bc8414f9bf50c86c2d7235da'],
  [5, bytes(16, 0x0c), 'Test With Truncation', '56461ef2342edc00f9bab995690efd4c', ''],
  [6, bytes(80, 0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First', '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd', 'aa4ae5e15272d00e95705637ce8a3b55ed402112'],
  [7, bytes(80, 0xaa), 'Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data', '6f630fad67cda0ee1fb1f562db3aa53e', 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91'],
];
// HMAC-SHA-1 cases 1, 3 and 5 use 20-byte keys (the MD5 ones use 16).
// prettier-ignore
const rfc2202Sha1Keys: [number, Uint8Array, Uint8Array | string, string][] = [
  [1, bytes(20, 0x0b), 'Hi There', 'b617318655057264e28bc0b6fb378c8ef146be00'],
  [3, bytes(20, 0xaa), bytes(50, 0xdd), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
  [5, bytes(20, 0x0c), 'Test With Truncation', '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04'],
];

describe('HMAC: RFC 2202 test cases', () => {
  it.each(rfc2202)('HMAC-MD5 case %i (and HMAC-SHA-1 where it shares the key)', async (_n, key, data, md5, sha1) => {
    const d = await hmacAll(key, source(data));
    expect(d.md5).toBe(md5);
    if (sha1) expect(d.sha1).toBe(sha1);
  });
  it.each(rfc2202Sha1Keys)('HMAC-SHA-1 case %i', async (_n, key, data, sha1) => {
    expect((await hmacAll(key, source(data))).sha1).toBe(sha1);
  });
});

// RFC 4231 §4.2–4.8 (HMAC-SHA-256, -384, -512); case 5 (truncated output) is left out: the tool shows whole digests.
const tc7 =
  'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.';
// prettier-ignore
const rfc4231: [number, Uint8Array, Uint8Array | string, string, string, string][] = [
  [1, bytes(20, 0x0b), 'Hi There',
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854'],
  [2, new TextEncoder().encode('Jefe'), 'what do ya want for nothing?',
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737'],
  [3, bytes(20, 0xaa), bytes(50, 0xdd),
    '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb'],
  [4, seq(1, 25), bytes(50, 0xcd),
    '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd'],
  [6, bytes(131, 0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First',
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598'],
  [7, bytes(131, 0xaa), tc7,
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58'],
];

describe('HMAC: RFC 4231 test cases', () => {
  it.each(rfc4231)('case %i: HMAC-SHA-256, -384 and -512', async (_n, key, data, s256, s384, s512) => {
    const d = await hmacAll(key, source(data));
    expect(d.sha256).toBe(s256);
    expect(d.sha384).toBe(s384);
    expect(d.sha512).toBe(s512);
  });
});

describe('HMAC: SHA-3, Unicode, empty key and message, streaming (against node:crypto)', () => {
  const cases: [string, string, string][] = [
    ['empty key and message', '', ''],
    ['Unicode key and message', 'clé 🔑', 'naïve message 日本'],
    ['a key longer than the SHA3-256 block (136 bytes)', 'k'.repeat(200), 'data'],
    ['a 2 MB message (several chunks)', 'secret', 'abcdefgh'.repeat(262_144)],
  ];
  it.each(cases)('%s', async (_n, key, message) => {
    const d = await hmacAll(new TextEncoder().encode(key), { text: message });
    for (const [id, name] of Object.entries({ md5: 'md5', sha1: 'sha1', sha256: 'sha256', 'sha3-256': 'sha3-256', 'sha3-512': 'sha3-512' })) {
      expect(d[id as keyof typeof d], id).toBe(createHmac(name, key).update(message, 'utf8').digest('hex'));
    }
  });
});

describe('parseKey', () => {
  const ok = (input: string, format: 'text' | 'hex' | 'base64') => {
    const r = parseKey(input, format);
    if (!r.ok) throw new Error(r.error.message);
    return Buffer.from(r.value).toString('hex');
  };
  const error = (input: string, format: 'hex' | 'base64') => {
    const r = parseKey(input, format);
    if (r.ok) throw new Error('expected an error');
    return r.error.message;
  };

  it.each([
    ['Jefe', 'text', '4a656665'],
    ['é🔑', 'text', 'c3a9f09f9491'],
    ['', 'text', ''],
    ['0b0b0B0B', 'hex', '0b0b0b0b'],
    ['0x0102ff', 'hex', '0102ff'],
    ['01:02:ff', 'hex', '0102ff'],
    ['01 02\nff', 'hex', '0102ff'],
    ['', 'hex', ''],
    ['SmVmZQ==', 'base64', '4a656665'],
    ['SmVmZQ', 'base64', '4a656665'],
    ['-_-_', 'base64', 'fbffbf'],
    ['+/+/', 'base64', 'fbffbf'],
    ['AQID BA==', 'base64', '01020304'],
  ] as const)('reads %j as %s', (input, format, hex) => {
    expect(ok(input, format)).toBe(hex);
  });

  it.each([
    ['0b0g', 'hex', 'Key: character 4 is "g", not a hex digit (0-9, a-f)'],
    ['0x12zz', 'hex', 'Key: character 5 is "z", not a hex digit (0-9, a-f)'],
    ['abc', 'hex', 'Key: 3 hex digits is an odd number; each byte takes two'],
    ['SmVm*Q==', 'base64', 'Key: character 5 is "*", not a Base64 character (A-Z, a-z, 0-9, + / or - _)'],
    ['SmV=mZQ', 'base64', 'Key: character 5 is "m" after the "=" padding, which may only end the Base64'],
    ['SmVmZ', 'base64', 'Key: 5 Base64 characters cannot be whole bytes (a group of 4 characters is 3 bytes; 1 left over is not)'],
  ] as const)('rejects %j as %s, naming the place', (input, format, message) => {
    expect(error(input, format)).toBe(message);
  });
});

describe('parseKey: any text gives a Result, never an exception', () => {
  it.each(['text', 'hex', 'base64'] as const)('%s', (format) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const r = parseKey(s, format);
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 17, numRuns: 500 },
    );
  });
});
