// The JWT decoder's signature check (jose) against tokens signed elsewhere: by PyJWT (Debian's python3-jwt, with its
// cryptography backend) and by Node's own crypto, for every algorithm the decoder verifies. Each verifies with the
// public key as PEM and as a JWK (or the secret); the same token with a changed payload or signature is refused with
// the message the page shows.
import { execFileSync } from 'node:child_process';
import { constants, createHmac, generateKeyPairSync, sign as nodeSign, type KeyObject } from 'node:crypto';
import { verifySignature } from '@/tools/jwt/jwt-verify.core';
import { decodeJwt } from '@/tools/jwt/jwt.core';
import { requireProgram, rng } from './programs';

const PYTHON = requireProgram('/usr/bin/python3', 'apt-get install python3-jwt python3-cryptography');
execFileSync(PYTHON, ['-c', 'import jwt, cryptography']);

const ALGS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
type Alg = (typeof ALGS)[number];
const INVALID = 'Invalid signature: the token was not signed with this key, or it was changed after signing';
const r = rng(0x7519);

/** PyJWT signs each job's claims with its key (a secret, or a PKCS #8 PEM private key). */
const SIGN_PY = String.raw`
import sys, json, jwt
print(json.dumps([jwt.encode(j["claims"], j["key"], algorithm=j["alg"], headers=j.get("headers")) for j in json.load(sys.stdin)]))
`;
const pyjwtSign = (jobs: { alg: Alg; key: string; claims: object; headers?: object }[]): string[] =>
  JSON.parse(execFileSync(PYTHON, ['-c', SIGN_PY], { input: JSON.stringify(jobs) }).toString());

/** A key pair for the algorithm; secrets for HMAC. */
function keysFor(alg: Alg): { signKey: string | KeyObject; verifyPem: string; verifyJwk: string } {
  if (alg.startsWith('HS')) {
    const secret = `secret-${r(1e9)}-${'k'.repeat(64)}`;
    return { signKey: secret, verifyPem: secret, verifyJwk: secret };
  }
  const pair =
    alg === 'EdDSA'
      ? generateKeyPairSync('ed25519')
      : alg.startsWith('ES')
        ? generateKeyPairSync('ec', { namedCurve: { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' }[alg as 'ES256'] })
        : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    signKey: pair.privateKey,
    verifyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    verifyJwk: JSON.stringify(pair.publicKey.export({ format: 'jwk' })),
  };
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** Node's crypto signs a JWS by hand (RFC 7515 compact form). */
function nodeToken(alg: Alg, key: string | KeyObject, claims: object): string {
  const input = `${b64url(JSON.stringify({ alg, typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  const data = Buffer.from(input);
  const hash = `sha${alg.slice(2)}`;
  let sig: Buffer;
  if (alg.startsWith('HS'))
    sig = createHmac(hash, key as string)
      .update(data)
      .digest();
  else if (alg === 'EdDSA') sig = nodeSign(null, data, key as KeyObject);
  else if (alg.startsWith('PS'))
    sig = nodeSign(hash, data, { key: key as KeyObject, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(alg.slice(2)) / 8 });
  else if (alg.startsWith('ES')) sig = nodeSign(hash, data, { key: key as KeyObject, dsaEncoding: 'ieee-p1363' });
  else sig = nodeSign(hash, data, key as KeyObject);
  return `${input}.${b64url(sig)}`;
}

async function check(token: string, key: string) {
  const d = decodeJwt(token);
  if (!d.ok || d.value.kind !== 'jws') throw new Error(`not a JWS: ${token}`);
  const j = d.value;
  return verifySignature({ alg: j.alg, kid: j.header.kid, signingInput: j.signingInput, signature: j.signature, key });
}

/** The token with one claim changed (signature kept), and with its signature's last byte changed. */
function tampered(token: string): string[] {
  const [h, p, s] = token.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const sig = Buffer.from(s, 'base64url');
  sig[sig.length - 1] ^= 1;
  return [`${h}.${b64url(JSON.stringify({ ...claims, admin: true }))}.${s}`, `${h}.${p}.${b64url(sig)}`];
}

describe.each(ALGS.map((a) => [a] as const))('%s', (alg) => {
  it('verifies tokens PyJWT and Node sign, and refuses them changed', async () => {
    const keys = keysFor(alg);
    const claims = { sub: `user-${r(1000)}`, name: 'Grüße 世界', iat: 1_700_000_000 + r(1e6), roles: ['a', r(9)] };
    const signPem = typeof keys.signKey === 'string' ? keys.signKey : keys.signKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const [fromPython] = pyjwtSign([{ alg, key: signPem, claims }]);
    const tokens = [fromPython, nodeToken(alg, keys.signKey, claims)];
    const name = alg.startsWith('HS')
      ? `the ${alg} secret`
      : alg === 'EdDSA'
        ? 'an Ed25519 public key'
        : alg.startsWith('ES')
          ? `an EC ${{ ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' }[alg as 'ES256']} public key`
          : 'an RSA 2048-bit public key';
    for (const token of tokens) {
      for (const key of [keys.verifyPem, keys.verifyJwk]) {
        expect(await check(token, key)).toEqual({ ok: true, value: { verified: true, message: `Signature verified with ${name}`, notes: [] } });
        for (const bad of tampered(token)) expect(await check(bad, key)).toMatchObject({ ok: true, value: { verified: false, message: INVALID } });
      }
    }
  }, 60_000);
});

it('picks the key of a JWK set by the kid PyJWT writes in the header', async () => {
  const a = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const b = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const set = JSON.stringify({
    keys: [
      { ...a.publicKey.export({ format: 'jwk' }), kid: 'a' },
      { ...b.publicKey.export({ format: 'jwk' }), kid: 'b' },
    ],
  });
  const [token] = pyjwtSign([
    { alg: 'ES256', key: b.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), claims: { sub: 'x' }, headers: { kid: 'b' } },
  ]);
  expect(await check(token, set)).toMatchObject({ value: { verified: true, message: 'Signature verified with an EC P-256 public key (kid b)' } });
  const [wrongKid] = pyjwtSign([
    { alg: 'ES256', key: b.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), claims: { sub: 'x' }, headers: { kid: 'a' } },
  ]);
  expect(await check(wrongKid, set)).toMatchObject({ value: { verified: false, message: INVALID } });
}, 60_000);
