import fc from 'fast-check';
import { decodeBcryptBase64, parseBcryptHash, parseCost, passwordBytes } from '@/tools/bcrypt/bcrypt.core';
import { hashPassword, verifyPassword } from '@/tools/bcrypt/bcrypt.run';

// The fixed-salt vectors shipped with jBCrypt's and OpenBSD-derived test suites (password, salt, hash). The two with an
// empty password are left out: hash-wasm, and so this tool, hash passwords of at least one byte.
// prettier-ignore
const vectors: [string, string, string][] = [
  ['a', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO', '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe'],
  ['a', '$2a$08$cfcvVd2aQ8CMvoMpP2EBfe', '$2a$08$cfcvVd2aQ8CMvoMpP2EBfeodLEkkFJ9umNEfPD18.hUF62qqlC/V.'],
  ['abc', '$2a$06$If6bvum7DFjUnE9p2uDeDu', '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'],
  ['abc', '$2a$08$Ro0CUfOqk6cXEKf3dyaM7O', '$2a$08$Ro0CUfOqk6cXEKf3dyaM7OhSCvnwM9s4wIX9JeLapehKK5YdLxKcm'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$06$.rCVZVOThsIa97pEDOxvGu', '$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC'],
  ['abcdefghijklmnopqrstuvwxyz', '$2a$08$aTsUwsyowQuzRrDqFflhge', '$2a$08$aTsUwsyowQuzRrDqFflhgekJ8d9/7Z3GV3UcgvzQW3J5zMyrTvlz.'],
  ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$06$fPIsBO8qRqkjj273rfaOI.', '$2a$06$fPIsBO8qRqkjj273rfaOI.HtSV9jLDpTbZn782DC6/t7qT67P6FfO'],
  ['~!@#$%^&*()      ~!@#$%^&*()PNBFRD', '$2a$08$Eq2r4G/76Wv39MzSX262hu', '$2a$08$Eq2r4G/76Wv39MzSX262huzPz612MZiYHVUJe/OcOql2jo4.9UxTW'],
];

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'ok' : r.error!.message);

describe('bcrypt: published vectors with fixed salts', () => {
  it.each(vectors)('hashes %j with salt %s', async (password, salt, expected) => {
    const cost = Number(salt.slice(4, 6));
    expect(value(await hashPassword(password, cost, decodeBcryptBase64(salt.slice(7), 16)))).toBe(expected);
  });

  it.each(vectors)('verifies %j against its hash, under $2a$, $2b$ and $2y$, and rejects a wrong password', async (password, _salt, hash) => {
    for (const prefix of ['$2a$', '$2b$', '$2y$']) expect(value(await verifyPassword(password, prefix + hash.slice(4)))).toBe(true);
    expect(value(await verifyPassword(`${password}!`, hash))).toBe(false);
  });
});

describe('bcrypt: hashing', () => {
  it('makes a 60-character $2a$ hash with the cost asked for that verifies, and a new salt gives a new hash', async () => {
    const salt1 = crypto.getRandomValues(new Uint8Array(16));
    const salt2 = crypto.getRandomValues(new Uint8Array(16));
    const h1 = value(await hashPassword('pässwörd 🔑', 5, salt1));
    const h2 = value(await hashPassword('pässwörd 🔑', 5, salt2));
    expect(h1).toMatch(/^\$2a\$05\$[./A-Za-z0-9]{53}$/);
    expect(h1).not.toBe(h2);
    expect(value(await verifyPassword('pässwörd 🔑', h1))).toBe(true);
    expect(value(await verifyPassword('passwörd 🔑', h1))).toBe(false);
  });

  it('takes a password of exactly 72 bytes and refuses 73, saying why', async () => {
    const salt = new Uint8Array(16);
    expect((await hashPassword('x'.repeat(72), 4, salt)).ok).toBe(true);
    expect(message(await hashPassword('é'.repeat(37), 4, salt))).toBe(
      'The password is 74 bytes in UTF-8, but bcrypt reads only the first 72 (most libraries silently drop the rest); use a shorter one or pre-hash it',
    );
    expect(message(passwordBytes(''))).toBe('Type a password (at least one character)');
  });

  it.each([
    ['10', 'ok'],
    ['4', 'ok'],
    ['15', 'ok'],
    ['3', 'The cost factor must be a whole number from 4 to 15 (got "3")'],
    ['16', 'The cost factor must be a whole number from 4 to 15 (got "16")'],
    ['', 'The cost factor must be a whole number from 4 to 15 (got "")'],
    ['10.5', 'The cost factor must be a whole number from 4 to 15 (got "10.5")'],
  ])('cost %j: %s', (text, expected) => {
    expect(message(parseCost(text))).toBe(expected);
  });
});

describe('parseBcryptHash: what is wrong with a malformed hash', () => {
  const good = '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe';
  it('reads the parts of a good hash (surrounding spaces ignored)', () => {
    expect(value(parseBcryptHash(`  ${good}\n`))).toEqual({
      version: 'a',
      cost: 6,
      salt: 'm0CrhHm10qJ3lXRY.5zDGO',
      checksum: '3rS2KdeeWLuGmsfGlMfOxih58VYVfxe',
    });
  });

  it.each([
    ['', 'Paste a bcrypt hash to check the password against'],
    ['5f4dcc3b5aa765d61d8327deb882cf99', 'Not a bcrypt hash: it must start with $2a$, $2b$ or $2y$ (it starts with "5f4d")'],
    [
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
      'Not a bcrypt hash: it must start with $2a$, $2b$ or $2y$ (it starts with "$arg"). This looks like another password hash format.',
    ],
    [
      good.replace('$2a$', '$2x$'),
      'The $2x$ prefix marks hashes made by a buggy old crypt_blowfish (8-bit characters were mis-read); only $2a$, $2b$ and $2y$ are checked here',
    ],
    [good.replace('$2a$', '$2c$'), 'Unknown bcrypt version "$2c$": the prefix must be $2a$, $2b$ or $2y$'],
    [good.replace('$06$', '$6$'), 'The cost after "$2a$" must be two digits and a "$", as in $2a$10$ (found "6$m")'],
    [good.replace('$06$', '$03$'), 'Cost 03 is out of range: bcrypt costs go from 04 to 31'],
    [good.replace('$06$', '$32$'), 'Cost 32 is out of range: bcrypt costs go from 04 to 31'],
    [
      good.slice(0, 50),
      'A bcrypt hash is 60 characters long (7 of prefix and cost, 22 of salt, 31 of hash); this one has 50 (was it cut off when copied?)',
    ],
    [`${good}xx`, 'A bcrypt hash is 60 characters long (7 of prefix and cost, 22 of salt, 31 of hash); this one has 62'],
    [good.replace('m0Cr', 'm0C+'), 'Character 11 is "+": after the cost, a bcrypt hash holds only . / A-Z a-z 0-9'],
    [good.replace('5zDGO', '5z GO'), 'Character 27 is a space: after the cost, a bcrypt hash holds only . / A-Z a-z 0-9'],
  ])('%j', (hash, expected) => {
    expect(message(parseBcryptHash(hash))).toBe(expected);
  });

  it('refuses to verify a cost above 16 (it would run for minutes) without running it', async () => {
    expect(message(await verifyPassword('a', good.replace('$06$', '$20$')))).toBe(
      'Cost 20 means 2^20 rounds: checking it would take minutes or more here; this page checks costs up to 16',
    );
  });
});

describe('parseBcryptHash: any text gives a Result, never an exception', () => {
  it('on random strings and on a valid hash with one character changed', () => {
    const good = '$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe';
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(59), (s, at) => {
        expect(typeof parseBcryptHash(s).ok).toBe('boolean');
        expect(typeof parseBcryptHash(good.slice(0, at) + s + good.slice(at + 1)).ok).toBe('boolean');
      }),
      { seed: 17, numRuns: 500 },
    );
  });
});
