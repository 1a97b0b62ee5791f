import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describeError } from '@/lib/result';
import { verifySignature } from '@/tools/jwt/jwt-verify.core';
import {
  decodeJwt,
  describeClaims,
  durationText,
  formatLocal,
  formatUtc,
  relativeTime,
  timeStatus,
  type DecodedJwe,
  type DecodedJws,
} from '@/tools/jwt/jwt.core';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from '@/tools/jwt/jwt.sample';

const subtle = globalThis.crypto.subtle;
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const part = (value: unknown) => b64url(JSON.stringify(value));
const utf8 = (text: string) => new TextEncoder().encode(text);
const bytesToBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function decoded(input: string): DecodedJws {
  const r = decodeJwt(input);
  if (!r.ok) throw new Error(r.error.message);
  if (r.value.kind !== 'jws') throw new Error('not a JWS');
  return r.value;
}

function errorOf(input: string) {
  const r = decodeJwt(input);
  if (r.ok) throw new Error('decoded');
  return r.error;
}

/** Signs header.payload with WebCrypto, as an issuer would. */
async function sign(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: CryptoKey,
  params: AlgorithmIdentifier | RsaPssParams | EcdsaParams,
) {
  const input = `${part(header)}.${part(payload)}`;
  const sig = new Uint8Array(await subtle.sign(params, key, utf8(input)));
  return `${input}.${bytesToBase64Url(sig)}`;
}

async function hmacToken(secret: Uint8Array, alg = 'HS256', payload: Record<string, unknown> = { sub: 'u1' }) {
  const hash = `SHA-${alg.slice(2)}`;
  const key = await subtle.importKey('raw', secret as BufferSource, { name: 'HMAC', hash }, false, ['sign']);
  return sign({ alg, typ: 'JWT' }, payload, key, 'HMAC');
}

async function pem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await subtle.exportKey('spki', key)).toString('base64');
  return `-----BEGIN PUBLIC KEY-----\n${der.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
}

async function verifyToken(token: string, key: string, secretEncoding?: 'text' | 'base64') {
  const d = decoded(token);
  return verifySignature({ alg: d.alg, kid: d.header.kid, signingInput: d.signingInput, signature: d.signature, key, secretEncoding });
}

describe('decodeJwt', () => {
  it('shows a payload nested too deeply to indent as it was written, instead of building gigabytes of spaces', () => {
    const payload = `{"deep":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const d = decoded(`${part({ alg: 'HS256' })}.${b64url(payload)}.${b64url('sig')}`);
    expect(d.payloadJson).toBe(payload);
  });

  it('decodes the header and payload of the sample as indented JSON, with its claims', () => {
    const d = decoded(SAMPLE_TOKEN);
    expect(d.alg).toBe('HS256');
    expect(d.headerJson).toBe('{\n  "alg": "HS256",\n  "typ": "JWT"\n}');
    expect(d.payload).toMatchObject({ name: 'Ada Lovelace', exp: 1924992000 });
    expect(d.payloadJson).toContain('\n  "name": "Ada Lovelace",\n');
    expect(d.signature).toBe('8HOoJSKFEuc3ILsSEdTFd-tFYkc7XXoknyUtJ9H2MrI');
    expect(d.signatureBytes).toBe(32);
    expect(d.signingInput).toBe(SAMPLE_TOKEN.slice(0, SAMPLE_TOKEN.lastIndexOf('.')));
    expect(d.claims.map((c) => c.name)).toEqual(['iss', 'sub', 'aud', 'exp', 'iat', 'name']);
    expect(d.claims.find((c) => c.name === 'exp')).toMatchObject({ label: 'Expiration time', registered: true, timeMs: 1924992000000 });
    expect(d.claims.find((c) => c.name === 'name')).toMatchObject({ label: null, meaning: null, registered: false, display: '"Ada Lovelace"' });
    expect(d.warnings).toEqual([]);
    expect(d.unsigned).toBe(false);
  });

  it.each([
    ['a Bearer prefix', `Bearer ${SAMPLE_TOKEN}`],
    ['an Authorization header', `Authorization: bearer ${SAMPLE_TOKEN}\n`],
    ['surrounding whitespace', `\n\t  ${SAMPLE_TOKEN}  \n`],
    ['line breaks inside', SAMPLE_TOKEN.replace(/(.{40})/g, '$1\n')],
    ['quotes', `"${SAMPLE_TOKEN}"`],
  ])('tolerates %s', (_name, input) => {
    expect(decoded(input).token).toBe(SAMPLE_TOKEN);
  });

  it('keeps the digits of large numbers and both copies of a duplicated key', () => {
    const payload = b64url('{"id":12345678901234567890,"exp":1,"exp":2}');
    const d = decoded(`${part({ alg: 'HS256' })}.${payload}.c2ln`);
    expect(d.payloadJson).toBe('{\n  "id": 12345678901234567890,\n  "exp": 1,\n  "exp": 2\n}');
  });

  it.each([
    ['abc', 1],
    ['abc.def', 2],
    ['a.b.c.d', 4],
  ])('says how many parts %j has', (input, parts) => {
    expect(errorOf(input).message).toMatch(new RegExp(`^A JWT has 3 parts separated by dots; this has ${parts}`));
  });

  it('says a 4-part input is not a JWE either', () => {
    expect(errorOf('a.b.c.d').message).toBe('A JWT has 3 parts separated by dots; this has 4 (an encrypted JWE has 5)');
  });

  it('names the part and the character of a bad Base64URL character, and where it is in the input', () => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    const bad = `${h}.${p.slice(0, 16)}!${p.slice(17)}.${s}`;
    expect(errorOf(bad)).toEqual({
      message: "The payload (part 2) is not valid Base64URL at character 17: '!' (U+0021) is not one of A–Z, a–z, 0–9, - and _",
      line: 1,
      column: h.length + 1 + 17,
    });
    // Positions stay right in the input with a prefix and a line break before the payload.
    expect(errorOf(`Bearer ${h}.\n${p.slice(0, 16)}!${p.slice(17)}.${s}`)).toMatchObject({ line: 2, column: 17 });
  });

  it.each([
    ['+', /'\+' belongs to standard Base64; Base64URL, which JWTs use, writes - and _ instead of \+ and \//],
    ['=', /'=' padding is not used in JWTs/],
    ['\ud800', /U\+D800/],
  ])('explains a %j in a part', (char, message) => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    const error = errorOf(`${h}.${p}.${s.slice(0, 5)}${char}${s.slice(6)}`);
    expect(error.message).toMatch(/^The signature \(part 3\) is not valid Base64URL at character 6: /);
    expect(error.message).toMatch(message);
  });

  it('says when a part has a length no Base64URL text has', () => {
    const [, p, s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`eyJhbGciOiJIUzI1NiJ9A.${p}.${s}`).message).toMatch(
      /^The header \(part 1\) is not valid Base64URL: its length, 21, is one more than a multiple of 4/,
    );
  });

  it('says which part is not JSON, or not an object, or empty', () => {
    const [h, p, s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`${b64url('{"alg": HS256}')}.${p}.${s}`).message).toMatch(/^The header \(part 1\) is not valid JSON: ./);
    expect(errorOf(`${h}.${b64url('[1, 2]')}.${s}`).message).toBe('The payload (part 2) is JSON but not an object: [1, 2]');
    expect(errorOf(`${h}..${s}`).message).toBe('The payload (part 2) is empty');
    expect(errorOf(`${h}.${b64url('\xff\xfe')}.${s}`).message).toMatch(/^The payload \(part 2\) is not valid JSON/);
    expect(errorOf(`${h}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${s}`).message).toBe(
      'The payload (part 2) decodes to bytes that are not UTF-8 text, so it is not JSON',
    );
  });

  it('points at a nested token in the payload', () => {
    const [h, , s] = SAMPLE_TOKEN.split('.');
    expect(errorOf(`${h}.${b64url(SAMPLE_TOKEN)}.${s}`).message).toMatch(/looks like another token \(a nested JWT\)/);
  });

  it('recognises an encrypted JWE and reads only its protected header', () => {
    const header = part({ alg: 'RSA-OAEP', enc: 'A256GCM' });
    const r = decodeJwt(`${header}.${b64url('k'.repeat(256))}.${b64url('iv'.repeat(6))}.${b64url('secret claims')}.${b64url('t'.repeat(16))}`);
    expect(r.ok).toBe(true);
    expect((r as { value: DecodedJwe }).value).toMatchObject({
      kind: 'jwe',
      alg: 'RSA-OAEP',
      enc: 'A256GCM',
      headerJson: '{\n  "alg": "RSA-OAEP",\n  "enc": "A256GCM"\n}',
    });
    expect(errorOf(`${header}.a.b.c.d`).message).toMatch(
      /^The encrypted key \(part 2\) is not valid Base64URL: its length, 1, is one more than a multiple of 4/,
    );
  });

  it('reports alg none as unsigned', () => {
    const d = decoded(`${part({ alg: 'none' })}.${part({ sub: 'x' })}.`);
    expect(d.alg).toBe('none');
    expect(d.signatureBytes).toBe(0);
    expect(d.unsigned).toBe(true);
    expect(d.warnings).toEqual([]);
    expect(decoded(`${part({ alg: 'none' })}.${part({ sub: 'x' })}.c2ln`).warnings).toEqual([
      'The token says alg none but still carries a signature.',
    ]);
  });

  it('warns about an empty signature and key URLs it does not fetch', () => {
    expect(decoded(`${part({ typ: 'JWT' })}.${part({})}.c2ln`)).toMatchObject({ alg: null, warnings: [] });
    expect(decoded(`${part({ alg: 'RS256', jku: 'https://example.com/jwks' })}.${part({})}.`).warnings).toEqual([
      'The signature (part 3) is empty although alg is RS256.',
      'The header names a key URL (jku); it is not fetched. Paste the key to verify.',
    ]);
  });

  it('returns a Result for 1 MB of garbage, never throwing', () => {
    let garbage = '';
    for (let i = 0; garbage.length < 1_000_000; i++) garbage += String.fromCharCode(32 + ((i * 7919) % 95));
    const dotted = `${'A'.repeat(400_000)}.${'!'.repeat(400_000)}.${'x'.repeat(200_001)}`;
    const quoteless = 'eyJ'.repeat(350_000);
    for (const input of [garbage, dotted, quoteless, `${quoteless}.${quoteless}.${quoteless}`]) {
      const r = decodeJwt(input);
      expect(r.ok).toBe(false);
      expect(typeof (r as { error: { message: string } }).error.message).toBe('string');
    }
  });

  it('asks for a token when the input is empty', () => {
    expect(errorOf('  \n').message).toMatch(/^Paste a JWT/);
  });
});

describe('claims and times', () => {
  it('notes times in milliseconds, as strings, or out of range, and claims of the wrong type', () => {
    const claims = describeClaims({ exp: 1700000000000, nbf: '1700000000', iat: 1e20, aud: 5, jti: 'x' });
    expect(claims.map((c) => [c.name, c.note])).toEqual([
      ['aud', 'Should be a string or an array of strings.'],
      ['exp', 'Looks like milliseconds: JWT times count seconds, so libraries read this as the year 55840.'],
      ['nbf', 'A string, not a number: JWT times are numbers of seconds since 1970, and most libraries reject this.'],
      ['iat', 'Out of range: no calendar date is this far from 1970.'],
      ['jti', undefined],
    ]);
  });

  it('does not take inherited names for registered claims', () => {
    expect(describeClaims({ constructor: 1, toString: 'x' }).map((c) => [c.name, c.label, c.registered])).toEqual([
      ['constructor', null, false],
      ['toString', null, false],
    ]);
  });

  it.each([
    [0, '0 seconds'],
    [59_999, '59 seconds'],
    [90_000, '1 minute 30 seconds'],
    [2 * 3600_000, '2 hours'],
    [3 * 86400_000 + 3600_000 * 4, '3 days 4 hours'],
    [45 * 86400_000, '1 month 14 days'],
    [-3 * 86400_000, '3 days'],
    [(4 * 365.25 + 31) * 86400_000, '4 years 1 month'],
  ])('writes %d ms as %j', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });

  it('says how far a time is from now', () => {
    const now = Date.UTC(2025, 0, 1);
    expect(relativeTime(now + 2 * 3600_000, now)).toBe('in 2 hours');
    expect(relativeTime(now - 3 * 86400_000, now)).toBe('3 days ago');
    expect(relativeTime(now + 400, now)).toBe('now');
  });

  it('shows instants in UTC and in a given time zone', () => {
    expect(formatUtc(0)).toBe('1970-01-01 00:00:00 UTC');
    expect(formatUtc(1500)).toBe('1970-01-01 00:00:01.500 UTC');
    expect(formatUtc(1e20)).toBe('out of range');
    expect(formatLocal(Date.UTC(2025, 0, 15, 10, 30), 'en-GB', 'Europe/Berlin')).toBe('15 Jan 2025, 11:30:00 CET');
    expect(formatLocal(Date.UTC(2025, 6, 15, 10, 30), 'en-US', 'America/New_York')).toBe('Jul 15, 2025, 06:30:00 AM EDT');
  });

  it('says whether the token is expired, valid, not yet valid or without expiry', () => {
    const now = Date.UTC(2025, 0, 10);
    const at = (ms: number) => ms / 1000;
    const status = (payload: Record<string, unknown>) => timeStatus(describeClaims(payload), now);
    expect(status({ exp: at(now - 3 * 86400_000) })).toEqual({ state: 'expired', message: 'Expired 3 days ago, at 2025-01-07 00:00:00 UTC' });
    expect(status({ exp: at(now + 2 * 3600_000) })).toEqual({ state: 'valid', message: 'Valid for 2 hours, until 2025-01-10 02:00:00 UTC' });
    expect(status({ exp: at(now + 86400_000), nbf: at(now + 3600_000) })).toEqual({
      state: 'not-yet-valid',
      message: 'Not valid yet: becomes valid in 1 hour, at 2025-01-10 01:00:00 UTC',
    });
    expect(status({ exp: at(now) })).toMatchObject({ state: 'expired' });
    expect(status({ sub: 'x' })).toMatchObject({ state: 'no-expiry', message: expect.stringMatching(/^No expiry/) });
    expect(status({ exp: 'tomorrow' })).toMatchObject({ state: 'unknown' });
  });
});

describe('verifySignature', () => {
  let rsa: CryptoKeyPair;
  let otherRsa: CryptoKeyPair;
  let ec: CryptoKeyPair;
  let pss: CryptoKeyPair;
  beforeAll(async () => {
    const rsaParams = { modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
    [rsa, otherRsa, pss, ec] = (await Promise.all([
      subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', ...rsaParams }, true, ['sign', 'verify']),
      subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', ...rsaParams }, true, ['sign', 'verify']),
      subtle.generateKey({ name: 'RSA-PSS', ...rsaParams }, true, ['sign', 'verify']),
      subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']),
    ])) as CryptoKeyPair[];
  }, 30_000);

  it('verifies the sample with its secret, and not with another', async () => {
    expect(await verifyToken(SAMPLE_TOKEN, SAMPLE_SECRET)).toEqual({
      ok: true,
      value: { verified: true, message: 'Signature verified with the HS256 secret', notes: [] },
    });
    const wrong = await verifyToken(SAMPLE_TOKEN, 'not-the-secret');
    expect(wrong).toMatchObject({ ok: true, value: { verified: false, message: expect.stringMatching(/^Invalid signature/) } });
  });

  it('takes an HMAC secret written in Base64, and says when a secret is short', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(64));
    const token = await hmacToken(secret, 'HS512');
    const asBase64 = Buffer.from(secret).toString('base64');
    expect(await verifyToken(token, asBase64, 'base64')).toMatchObject({ ok: true, value: { verified: true, notes: [] } });
    expect(await verifyToken(token, Buffer.from(secret).toString('base64url'), 'base64')).toMatchObject({ value: { verified: true } });
    expect(await verifyToken(token, asBase64, 'text')).toMatchObject({ ok: true, value: { verified: false } });
    expect(await verifyToken(token, 'abc!', 'base64')).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The secret is not valid Base64/) },
    });
    const short = await verifyToken(await hmacToken(utf8('short'), 'HS512'), 'short');
    expect(short).toMatchObject({
      ok: true,
      value: { verified: true, notes: [expect.stringMatching(/The secret is 5 bytes; RFC 7518 asks for at least 64/)] },
    });
    expect(await verifyToken(SAMPLE_TOKEN, '')).toEqual({ ok: false, error: { message: 'Enter the secret' } });
  });

  it('verifies RS256 with a PEM public key, a PKCS #1 key, a JWK and a JWK set, and fails with another key', async () => {
    const token = await sign({ alg: 'RS256', kid: 'k2' }, { sub: 'u1' }, rsa.privateKey, 'RSASSA-PKCS1-v1_5');
    const spkiPem = await pem(rsa.publicKey);
    expect(await verifyToken(token, spkiPem)).toEqual({
      ok: true,
      value: { verified: true, message: 'Signature verified with an RSA 2048-bit public key', notes: [] },
    });
    const pkcs1 = createPublicKey(spkiPem).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(pkcs1).toMatch(/BEGIN RSA PUBLIC KEY/);
    expect(await verifyToken(token, pkcs1)).toMatchObject({ value: { verified: true } });
    const jwk = await subtle.exportKey('jwk', rsa.publicKey);
    expect(await verifyToken(token, JSON.stringify(jwk))).toMatchObject({ value: { verified: true } });
    const other = await subtle.exportKey('jwk', otherRsa.publicKey);
    const set = JSON.stringify({
      keys: [
        { ...other, kid: 'k1' },
        { ...jwk, kid: 'k2' },
      ],
    });
    expect(await verifyToken(token, set)).toMatchObject({
      value: { verified: true, message: 'Signature verified with an RSA 2048-bit public key (kid k2)' },
    });
    expect(await verifyToken(token, await pem(otherRsa.publicKey))).toMatchObject({
      ok: true,
      value: { verified: false, message: 'Invalid signature: the token was not signed with this key, or it was changed after signing' },
    });
    const noKid = JSON.stringify({ keys: [{ ...other, kid: 'k1' }] });
    expect(await verifyToken(token, noKid)).toEqual({
      ok: false,
      error: { message: 'The key set has no key with the token\'s kid "k2"; its kids are: k1' },
    });
  });

  it('verifies with the public key of a private JWK, ignoring its private members', async () => {
    const token = await sign({ alg: 'RS256' }, { sub: 'u1' }, rsa.privateKey, 'RSASSA-PKCS1-v1_5');
    const privateJwk = await subtle.exportKey('jwk', rsa.privateKey);
    expect(privateJwk.d).toBeDefined();
    expect(await verifyToken(token, JSON.stringify(privateJwk))).toMatchObject({ value: { verified: true } });
  });

  it('reads the public key of a certificate', async () => {
    const token = await sign({ alg: 'RS256' }, { sub: 'u1' }, rsa.privateKey, 'RSASSA-PKCS1-v1_5');
    const spki = new Uint8Array(await subtle.exportKey('spki', rsa.publicKey));
    // A certificate's structure (its signature is not checked): version, serial, algorithm, issuer, validity, subject, key.
    const tlv = (tag: number, content: number[]): number[] => {
      const len =
        content.length < 128 ? [content.length] : content.length < 256 ? [0x81, content.length] : [0x82, content.length >> 8, content.length & 255];
      return [tag, ...len, ...content];
    };
    const algId = tlv(0x30, [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b, 0x05, 0x00]);
    const name = tlv(0x30, []);
    const tbs = tlv(0x30, [...tlv(0xa0, tlv(0x02, [2])), ...tlv(0x02, [1]), ...algId, ...name, ...tlv(0x30, []), ...name, ...spki]);
    const cert = tlv(0x30, [...tbs, ...algId, ...tlv(0x03, [0, 1, 2])]);
    const certPem = `-----BEGIN CERTIFICATE-----\n${Buffer.from(cert).toString('base64')}\n-----END CERTIFICATE-----`;
    expect(await verifyToken(token, certPem)).toMatchObject({ value: { verified: true } });
  });

  it('verifies PS256', async () => {
    const token = await sign({ alg: 'PS256' }, { sub: 'u1' }, pss.privateKey, { name: 'RSA-PSS', saltLength: 32 });
    expect(await verifyToken(token, await pem(pss.publicKey))).toMatchObject({ value: { verified: true } });
  });

  it('verifies ES256, says when the key is of the wrong kind, and explains a DER signature', async () => {
    const token = await sign({ alg: 'ES256' }, { sub: 'u1' }, ec.privateKey, { name: 'ECDSA', hash: 'SHA-256' });
    const ecPem = await pem(ec.publicKey);
    expect(await verifyToken(token, ecPem)).toEqual({
      ok: true,
      value: { verified: true, message: 'Signature verified with an EC P-256 public key', notes: [] },
    });
    expect(await verifyToken(token, JSON.stringify(await subtle.exportKey('jwk', ec.publicKey)))).toMatchObject({ value: { verified: true } });
    expect(await verifyToken(token, await pem(rsa.publicKey))).toEqual({
      ok: false,
      error: { message: 'This is an RSA 2048-bit public key, but ES256 needs an EC P-256 public key' },
    });
    const other = (await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    expect(await verifyToken(token, await pem(other.publicKey))).toMatchObject({ ok: true, value: { verified: false } });
    const der = `${token.slice(0, token.lastIndexOf('.'))}.${bytesToBase64Url(Uint8Array.from([0x30, 0x45, ...new Array(69).fill(1)]))}`;
    expect(await verifyToken(der, ecPem)).toMatchObject({
      value: {
        verified: false,
        message: 'Invalid signature: ES256 signatures are 64 bytes and this one is 71, probably DER-encoded instead of the raw r and s JWS uses',
      },
    });
  });

  it('verifies EdDSA (Ed25519)', async () => {
    const ed = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const token = await sign({ alg: 'EdDSA' }, { sub: 'u1' }, ed.privateKey, { name: 'Ed25519' });
    expect(await verifyToken(token, await pem(ed.publicKey))).toMatchObject({
      value: { verified: true, message: 'Signature verified with an Ed25519 public key' },
    });
  });

  it('refuses private keys, garbage and missing keys with a reason', async () => {
    const token = await sign({ alg: 'RS256' }, { sub: 'u1' }, rsa.privateKey, 'RSASSA-PKCS1-v1_5');
    const messageOf = async (key: string) => {
      const r = await verifyToken(token, key);
      return r.ok ? 'verified?' : describeError(r.error);
    };
    expect(await messageOf('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----')).toMatch(
      /^This is a private key\. Paste the public key instead/,
    );
    expect(await messageOf('hello there')).toMatch(/^The key is neither PEM/);
    expect(await messageOf('{"kty": "RSA"')).toMatch(/^The key is not valid JSON: ./);
    expect(await messageOf('{"kty": "RSA", "n": "AQAB"}')).toBe('The RSA JWK lacks e');
    expect(await messageOf('-----BEGIN PUBLIC KEY-----\nMII!\n-----END PUBLIC KEY-----')).toMatch(
      /^Line 2, column 4: The PUBLIC KEY block is not valid Base64/,
    );
    expect(await messageOf('  ')).toBe('Enter the public key');
  });

  it('tries each key of a JWK set when the token has no kid, and names a key of another curve or a weak RSA key', async () => {
    const token = await sign({ alg: 'RS256' }, { sub: 'u1' }, rsa.privateKey, 'RSASSA-PKCS1-v1_5');
    const set = JSON.stringify({ keys: [await subtle.exportKey('jwk', otherRsa.publicKey), await subtle.exportKey('jwk', rsa.publicKey)] });
    expect(await verifyToken(token, set)).toMatchObject({
      ok: true,
      value: { verified: true, message: 'Signature verified with a key of the set (2 keys)' },
    });
    expect(await verifyToken(token, JSON.stringify({ keys: [await subtle.exportKey('jwk', otherRsa.publicKey)] }))).toMatchObject({
      ok: true,
      value: { verified: false },
    });
    const es = await sign({ alg: 'ES256' }, { sub: 'u1' }, ec.privateKey, { name: 'ECDSA', hash: 'SHA-256' });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(await verifyToken(es, p384)).toEqual({
      ok: false,
      error: { message: 'This is an EC P-384 public key, but ES256 needs an EC P-256 public key' },
    });
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(await verifyToken(token, weak)).toEqual({
      ok: false,
      error: { message: 'This is an RSA 1024-bit public key: too weak to verify with (RFC 7518 asks for 2048 bits or more)' },
    });
  });

  it('never claims an unsigned token is verified', async () => {
    const token = `${part({ alg: 'none' })}.${part({ sub: 'x' })}.`;
    expect(await verifyToken(token, 'anything')).toMatchObject({
      ok: true,
      value: { verified: false, message: expect.stringMatching(/^Unsigned token/) },
    });
  });

  it('returns an error instead of throwing when WebCrypto fails', async () => {
    // jose calls the platform's WebCrypto; make it fail.
    const spy = vi.spyOn(globalThis.crypto.subtle, 'importKey').mockRejectedValue(new Error('boom'));
    try {
      const d = decoded(SAMPLE_TOKEN);
      const r = await verifySignature({ alg: d.alg, signingInput: d.signingInput, signature: d.signature, key: SAMPLE_SECRET });
      expect(r).toEqual({ ok: false, error: { message: 'The signature could not be checked: boom' } });
    } finally {
      spy.mockRestore();
    }
  });
});
