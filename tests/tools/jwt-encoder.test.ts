import { constants, createHmac, createPublicKey, generateKeyPairSync, verify as nodeVerify } from 'node:crypto';
import { generateKeyPair, generateSecret, setTimeClaim, SIGN_ALGS, signJwt } from '@/tools/jwt/jwt-sign.core';

const b64u = (s: string) => Buffer.from(s, 'base64url');
const parts = (token: string) => {
  const [h, p, s] = token.split('.');
  return { header: JSON.parse(b64u(h).toString()), payload: b64u(p).toString(), signingInput: `${h}.${p}`, signature: b64u(s) };
};

describe('signJwt', () => {
  it('signs HS256 as jwt.io’s example does', async () => {
    const r = await signJwt('{"sub":"1234567890","name":"John Doe","admin":true,"iat":1516239022}', {
      alg: 'HS256',
      key: 'a-string-secret-at-least-256-bits-long',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        token:
          'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiYWRtaW4iOnRydWUsImlhdCI6MTUxNjIzOTAyMn0.KMUFsIDTnFmyG3nMiGM6H9FNFUROf3wh7SmqJp-QV30',
        notes: [],
      },
    });
  });

  it('keeps the claims as written, without whitespace (big numbers keep their digits)', async () => {
    const r = await signJwt('{\n  "n": 12345678901234567890,\n  "a": [1, 2]\n}', { alg: 'HS256', key: 'k'.repeat(32), kid: 'key-1' });
    const t = r.ok ? parts(r.value.token) : null;
    expect(t?.payload).toBe('{"n":12345678901234567890,"a":[1,2]}');
    expect(t?.header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'key-1' });
  });

  it('takes a Base64 secret and warns about a short one', async () => {
    const secret = Buffer.alloc(64, 7);
    const r = await signJwt('{}', { alg: 'HS512', key: secret.toString('base64'), secretEncoding: 'base64' });
    const t = r.ok ? parts(r.value.token) : null;
    expect(t && t.signature.equals(createHmac('sha512', secret).update(t.signingInput).digest())).toBe(true);
    expect(await signJwt('{}', { alg: 'HS256', key: 'short' })).toMatchObject({
      ok: true,
      value: { notes: [expect.stringMatching(/The secret is 5 bytes; RFC 7518 asks for at least 32/)] },
    });
  });

  it.each(SIGN_ALGS.filter((a) => !a.startsWith('HS')))('signs %s with a generated key that node verifies', async (alg) => {
    const pair = await generateKeyPair(alg);
    if (!pair.ok) throw new Error(pair.error.message);
    const r = await signJwt('{"sub":"u1"}', { alg, key: pair.value.privatePem });
    if (!r.ok) throw new Error(r.error.message);
    const t = parts(r.value.token);
    const key = createPublicKey(pair.value.publicPem);
    const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
    const options = alg.startsWith('PS')
      ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(alg.slice(2)) / 8 }
      : alg.startsWith('ES')
        ? { key, dsaEncoding: 'ieee-p1363' as const }
        : key;
    expect(nodeVerify(hash, Buffer.from(t.signingInput), options, t.signature)).toBe(true);
  });

  it('signs with a private JWK', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    expect(await signJwt('{"a":1}', { alg: 'ES256', key: jwk })).toMatchObject({ ok: true });
  });

  it.each([
    ['{"a": 1,}', { alg: 'HS256', key: 's' }, /^Trailing commas are not allowed/],
    ['', { alg: 'HS256', key: 's' }, /^Enter the claims/],
    ['"text"', { alg: 'HS256', key: 's' }, /must be a JSON object/],
    ['{}', { alg: 'HS256', key: '' }, /^Enter the secret$/],
    ['{}', { alg: 'HS256', key: '-----BEGIN PRIVATE KEY-----' }, /not a PEM key/],
    ['{}', { alg: 'RS256', key: '' }, /^Enter the private key/],
    ['{}', { alg: 'RS256', key: '-----BEGIN PUBLIC KEY-----\nAA==\n-----END PUBLIC KEY-----' }, /^This is a public key/],
    ['{}', { alg: 'RS256', key: '-----BEGIN RSA PRIVATE KEY-----\nAA==\n-----END RSA PRIVATE KEY-----' }, /openssl pkcs8 -topk8/],
    ['{}', { alg: 'RS256', key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' }, /^The key cannot sign RS256/],
    ['{}', { alg: 'ES256', key: '{"kty":"EC","crv":"P-256","x":"a","y":"b"}' }, /has no "d"/],
    ['{}', { alg: 'none', key: '' }, /is not an algorithm this tool signs with/],
  ] as const)('refuses %j with %j', async (claims, o, message) => {
    const r = await signJwt(claims, o as Parameters<typeof signJwt>[1]);
    expect(r.ok ? 'signed' : r.error.message).toMatch(message);
  });

  it('gives the line and column of a claims error', async () => {
    expect(await signJwt('{\n  "a": 1,\n}', { alg: 'HS256', key: 's' })).toMatchObject({ ok: false, error: { line: 3, column: 1 } });
  });

  it('refuses an RSA key with an EC algorithm', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(await signJwt('{}', { alg: 'ES256', key: pem })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The key cannot sign ES256/) },
    });
  });
});

describe('claim helpers', () => {
  it('sets iat and exp, keeping the other claims', () => {
    expect(setTimeClaim('{"sub": "x"}', 'exp', 1700003600.7)).toEqual({ ok: true, value: '{\n  "sub": "x",\n  "exp": 1700003600\n}' });
    expect(setTimeClaim('', 'iat', 5)).toEqual({ ok: true, value: '{\n  "iat": 5\n}' });
    expect(setTimeClaim('[1]', 'iat', 5)).toMatchObject({ ok: false });
    expect(setTimeClaim('{"a":', 'iat', 5)).toMatchObject({ ok: false });
  });

  it('generates secrets as long as the hash', () => {
    expect(Buffer.from(generateSecret('HS512')).length).toBeGreaterThanOrEqual(64);
    expect(generateSecret('HS256')).not.toBe(generateSecret('HS256'));
  });
});
