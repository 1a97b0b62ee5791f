import { createHash } from 'node:crypto';
import { bytesToBase64 } from '@/lib/base64';
import { checksumText, encodeDigest, hexToBytes } from '@/tools/hash/hash-format';
import { hashAll, hmacAll } from '@/tools/hash/hash.core';
import { HASH_SAMPLE, HMAC_SAMPLE } from '@/tools/hash/hash.sample-output';

const M448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const M896 = 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
const MILLION_A = 'a'.repeat(1_000_000);

// Published examples: RFC 1321 §A.5 (MD5), FIPS 180-4 / NIST CSRC examples (SHA-1, SHA-2), FIPS 202 / NIST examples (SHA-3).
// prettier-ignore
const vectors: [string, string, Record<string, string>][] = [
  ['empty', '', {
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
    sha1: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    sha384: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    sha512: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    'sha3-256': 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
    'sha3-512': 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
  }],
  ['"abc"', 'abc', {
    md5: '900150983cd24fb0d6963f7d28e17f72',
    sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    'sha3-256': '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
    'sha3-512': 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  }],
  ['the 448-bit message', M448, {
    sha1: '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    sha256: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    sha384: '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
    sha512: '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
    'sha3-256': '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376',
    'sha3-512': '04a371e84ecfb5b8b77cb48610fca8182dd457ce6f326a0fd3d7ec2f1e91636dee691fbe0c985302ba1b0d8dc78c086346b533b49c030d99a27daf1139d6e75e',
  }],
  ['the 896-bit message', M896, {
    sha384: '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039',
    sha512: '8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909',
  }],
  ['RFC 1321 "message digest"', 'message digest', { md5: 'f96b697d7cb7938d525a2f31aaf161d0' }],
  ['RFC 1321 a-z', 'abcdefghijklmnopqrstuvwxyz', { md5: 'c3fcd3d76192e4007dfb496cca67e13b' }],
  ['RFC 1321 digits', '12345678901234567890123456789012345678901234567890123456789012345678901234567890', { md5: '57edf4a22be3c955ac49da2e2107b67a' }],
  ['1,000,000 × "a"', MILLION_A, {
    md5: '7707d6ae4e027c70eea2a935c2296f21',
    sha1: '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
    sha256: 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    sha512: 'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
    'sha3-256': '5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1',
  }],
];

describe('hashAll: published test vectors', () => {
  it.each(vectors)('%s', async (_name, text, expected) => {
    const digests = await hashAll({ text });
    for (const [algo, hex] of Object.entries(expected)) expect(digests[algo as keyof typeof digests], algo).toBe(hex);
  });
});

describe('hashAll: streaming', () => {
  it('gives the same digests for a Blob read in odd-sized chunks as for the whole text, and reports progress', async () => {
    const text = 'streamed é 🙂\n'.repeat(50_000);
    const blob = new Blob([text]);
    const seen: number[] = [];
    const streamed = await hashAll(
      { blob },
      (done, total) => {
        expect(total).toBe(blob.size);
        seen.push(done);
      },
      65_537,
    );
    expect(streamed).toEqual(await hashAll({ text }));
    expect(seen.length).toBe(Math.ceil(blob.size / 65_537));
    expect(seen.at(-1)).toBe(blob.size);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('hashes 1,000,000 × "a" read from a file in 4 KB pieces to the FIPS 180 SHA-256 value', async () => {
    const digests = await hashAll({ blob: new Blob([MILLION_A]) }, undefined, 4096);
    expect(digests.sha256).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('hashes an empty file to the empty-message digests', async () => {
    expect(await hashAll({ blob: new Blob([]) })).toEqual(await hashAll({ text: '' }));
  });
});

describe('hashAll: text is UTF-8, agreeing with node:crypto', () => {
  const cases = [
    'é',
    'naïve café',
    '日本語のテキスト',
    '🙂 emoji and a lone\u00a0nbsp',
    'line\r\nbreaks\n',
    '\u0000nul',
    'x'.repeat(3_000_001) + '🙂🙂',
  ];
  const nodeName = { md5: 'md5', sha1: 'sha1', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha3-256': 'sha3-256', 'sha3-512': 'sha3-512' };
  it.each(cases.map((c) => [c.length > 40 ? `${c.length} characters ending in a surrogate pair` : JSON.stringify(c), c]))('%s', async (_n, text) => {
    const digests = await hashAll({ text });
    for (const [id, name] of Object.entries(nodeName)) {
      expect(digests[id as keyof typeof digests], id).toBe(createHash(name).update(text, 'utf8').digest('hex'));
    }
  });
});

describe('digest encodings', () => {
  it('writes hex as lower case, upper case and Base64', () => {
    const hex = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(encodeDigest(hex, 'hex')).toBe(hex);
    expect(encodeDigest(hex, 'HEX')).toBe(hex.toUpperCase());
    expect(encodeDigest(hex, 'base64')).toBe(Buffer.from(hex, 'hex').toString('base64'));
    expect(encodeDigest(hex, 'base64')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });

  it.each([[''], ['00'], ['ff00'], ['0102ab'], ['de ad be ef'.replace(/ /g, '')]])('Base64 of %j matches Buffer', (hex) => {
    expect(bytesToBase64(hexToBytes(hex))).toBe(Buffer.from(hex, 'hex').toString('base64'));
  });

  it('writes a checksum list with every algorithm', async () => {
    const text = checksumText(await hashAll({ text: 'abc' }), 'hex', 'notes.txt');
    expect(text.split('\n')).toHaveLength(8);
    expect(text).toContain('SHA-256 (notes.txt) = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n');
    expect(text.startsWith('MD5 (notes.txt) = 900150983cd24fb0d6963f7d28e17f72\n')).toBe(true);
  });
});

describe('the samples shipped with the pages', () => {
  it('hold the digests and HMACs the core computes for them', async () => {
    expect(await hashAll({ text: HASH_SAMPLE.input })).toEqual(HASH_SAMPLE.digests);
    expect(await hmacAll(new TextEncoder().encode(HMAC_SAMPLE.key), { text: HMAC_SAMPLE.input })).toEqual(HMAC_SAMPLE.digests);
  });
});
