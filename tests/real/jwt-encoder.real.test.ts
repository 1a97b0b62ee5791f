// The JWT encoder (jose) against PyJWT (Debian's python3-jwt) when it is installed, and always against Node's own
// crypto: every algorithm, random claims, keys made by Node (PKCS #8 PEM) and by the page's generator.
import { execFileSync } from 'node:child_process';
import { constants, createHmac, createPublicKey, generateKeyPairSync, verify as nodeVerify, type KeyObject } from 'node:crypto';
import { generateKeyPair, SIGN_ALGS, signJwt, type SignAlg } from '@/tools/jwt/jwt-sign.core';
import { rng } from './programs';

const r = rng(0x1a7);
const WORDS = ['alice', 'bob', 'Grüße', '世界', 'a"quote', 'back\\slash', '🔑', 'admin', ''];
function randomClaims(): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: WORDS[r(WORDS.length)], iat: 1_700_000_000 + r(1_000_000) };
  if (r(2)) claims.exp = (claims.iat as number) + 3600;
  if (r(2)) claims.roles = [WORDS[r(WORDS.length)], r(100)];
  if (r(2)) claims.nested = { ok: !!r(2), n: r(1000) / 8 };
  return claims;
}

/** A Python that has PyJWT with its cryptography backend. */
function pyjwt(): string | null {
  for (const py of ['/usr/bin/python3', 'python3']) {
    try {
      execFileSync(py, ['-c', 'import jwt, cryptography'], { stdio: 'ignore' });
      return py;
    } catch {
      // next
    }
  }
  return null;
}
const PY = pyjwt();

const VERIFY_PY = `
import sys, json, jwt
job = json.load(sys.stdin)
print(json.dumps(jwt.decode(job["token"], job["key"], algorithms=[job["alg"]], options={"verify_exp": False, "verify_iat": False})))
`;

function keyFor(alg: SignAlg): { privatePem: string; publicKey: KeyObject } {
  const make = () => {
    if (alg.startsWith('RS') || alg.startsWith('PS')) return generateKeyPairSync('rsa', { modulusLength: 2048 });
    if (alg === 'EdDSA') return generateKeyPairSync('ed25519');
    return generateKeyPairSync('ec', { namedCurve: { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' }[alg as 'ES256'] });
  };
  const { privateKey, publicKey } = make();
  return { privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
}

function nodeVerifies(alg: SignAlg, token: string, key: KeyObject | Buffer): boolean {
  const [h, p, s] = token.split('.');
  const data = Buffer.from(`${h}.${p}`);
  const sig = Buffer.from(s, 'base64url');
  if (alg.startsWith('HS'))
    return createHmac(`sha${alg.slice(2)}`, key as Buffer)
      .update(data)
      .digest()
      .equals(sig);
  const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
  const k = key as KeyObject;
  if (alg.startsWith('PS'))
    return nodeVerify(hash, data, { key: k, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(alg.slice(2)) / 8 }, sig);
  if (alg.startsWith('ES')) return nodeVerify(hash, data, { key: k, dsaEncoding: 'ieee-p1363' }, sig);
  return nodeVerify(hash, data, k, sig);
}

describe.each(SIGN_ALGS.map((a) => [a] as const))('%s', (alg) => {
  it('signs tokens that Node’s crypto verifies, and that PyJWT decodes to the same claims', async () => {
    for (let i = 0; i < 3; i++) {
      const claims = randomClaims();
      const text = JSON.stringify(claims, null, r(2) ? 2 : undefined);
      let verifyKey: KeyObject | Buffer;
      let pyKey: string;
      let signKey: string;
      if (alg.startsWith('HS')) {
        signKey = `secret-${r(1e9)}-${'s'.repeat(64)}`;
        verifyKey = Buffer.from(signKey);
        pyKey = signKey;
      } else {
        const k = keyFor(alg);
        signKey = k.privatePem;
        verifyKey = k.publicKey;
        pyKey = k.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      }
      const signed = await signJwt(text, { alg, key: signKey });
      if (!signed.ok) throw new Error(signed.error.message);
      const token = signed.value.token;
      expect(nodeVerifies(alg, token, verifyKey)).toBe(true);
      if (PY) {
        const decoded = execFileSync(PY, ['-c', VERIFY_PY], { input: JSON.stringify({ token, key: pyKey, alg }) }).toString();
        expect(JSON.parse(decoded)).toEqual(claims);
      }
    }
  });

  // Key pairs are for the public-key algorithms; an HS secret has no pair, so there is no such test for it.
  if (!alg.startsWith('HS'))
    it('signs with a key from the page’s generator that Node verifies with its public key', async () => {
      const pair = await generateKeyPair(alg);
      if (!pair.ok) throw new Error(pair.error.message);
      const signed = await signJwt('{"sub":"gen"}', { alg, key: pair.value.privatePem });
      expect(signed.ok && nodeVerifies(alg, signed.value.token, createPublicKey(pair.value.publicPem))).toBe(true);
    });
});

describe.runIf(PY)('byte for byte with PyJWT', () => {
  it.each(['HS256', 'HS384', 'HS512', 'RS256', 'RS512', 'EdDSA'] as const)('%s gives the same token for the same claims and key', async (alg) => {
    // Deterministic signatures only (HMAC, RSA PKCS #1 v1.5, Ed25519). ASCII claims: PyJWT writes \\u escapes for others.
    const claims = { sub: `user-${r(1000)}`, admin: !!r(2), iat: 1_700_000_000 + r(1000) };
    const key = alg.startsWith('HS') ? 'k'.repeat(64) : keyFor(alg).privatePem;
    const ours = await signJwt(JSON.stringify(claims), { alg, key });
    const theirs = execFileSync(
      PY!,
      ['-c', 'import sys, json, jwt; j = json.load(sys.stdin); print(jwt.encode(j["claims"], j["key"], algorithm=j["alg"]))'],
      {
        input: JSON.stringify({ claims, key, alg }),
      },
    )
      .toString()
      .trim();
    expect(ours.ok && ours.value.token).toBe(theirs);
  });
});
