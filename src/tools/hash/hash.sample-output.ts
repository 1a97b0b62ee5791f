import type { Digests } from './hash-format';

/*
 * The samples' digests, made by the same core (tests/tools/hash.test.ts checks they still match), so a page
 * that opens on its sample shows a result without starting the hashing worker: the worker and hash-wasm load
 * only when the input changes.
 */
export const HASH_SAMPLE = {
  input: 'The quick brown fox jumps over the lazy dog',
  digests: {
    md5: '9e107d9d372bb6826bd81d3542a419d6',
    sha1: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
    sha256: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
    sha384: 'ca737f1014a48f4c0b6dd43cb177b0afd9e5169367544c494011e3317dbf9a509cb1e5dc1e85a941bbee3d7f2afbc9b1',
    sha512: '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6',
    'sha3-256': '69070dda01975c8c120c3aada1b282394e7f032fa9cf32f4cb2259a0897dfc04',
    'sha3-512': '01dedd5de4ef14642445ba5f5b97c15e47b9ad931326e4b0727cd94cefc44fff23f07bf543139939b49128caf436dc1bdee54fcb24023a08d9403f9b4bf0d450',
  } satisfies Digests,
};

/** RFC 2202 / RFC 4231 test case 2: key "Jefe". */
export const HMAC_SAMPLE = {
  input: 'what do ya want for nothing?',
  key: 'Jefe',
  digests: {
    md5: '750c783e6ab0b503eaa86e310a5db738',
    sha1: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    sha512: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    'sha3-256': 'c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5',
    'sha3-512': '5a4bfeab6166427c7a3647b747292b8384537cdb89afb3bf5665e4c5e709350b287baec921fd7ca0ee7a0c31d022a95e1fc92ba9d77df883960275beb4e62024',
  } satisfies Digests,
};
