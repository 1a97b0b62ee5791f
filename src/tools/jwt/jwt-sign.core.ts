import { minifyJson, parseJson } from '@/lib/json';
import type { CompactJWSHeaderParameters, JWK } from 'jose';
import { fail, ok, type Result } from '@/lib/result';

/** The algorithms the encoder signs with (RFC 7518 and RFC 8037). */
export const SIGN_ALGS = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;
export type SignAlg = (typeof SIGN_ALGS)[number];

export const isHmac = (alg: string) => alg.startsWith('HS');

export interface SignOptions {
  alg: SignAlg;
  /** HS*: the shared secret; others: a private key as PEM (PKCS #8) or a private JWK. */
  key: string;
  /** How an HMAC secret is written: its UTF-8 bytes, or Base64 / Base64URL. */
  secretEncoding?: 'text' | 'base64';
  /** A key id for the header (`kid`), when not empty. */
  kid?: string;
}

const HMAC_BYTES: Record<string, number> = { HS256: 32, HS384: 48, HS512: 64 };

/** The unit helpers of the claims editor, in seconds. */
export const UNITS = { minutes: 60, hours: 3600, days: 86400 } as const;
export type TimeUnit = keyof typeof UNITS;

/**
 * Sets a time claim (iat, nbf, exp) in the claims JSON to `seconds` (Unix time), keeping the other claims; invalid
 * JSON is returned as its error, so the helper never throws the text away.
 */
export function setTimeClaim(claimsText: string, name: 'iat' | 'nbf' | 'exp', seconds: number): Result<string> {
  const parsed = claimsText.trim() === '' ? ok({}) : parseJson(claimsText);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return fail('The claims must be a JSON object, such as {"sub": "123"}');
  return ok(JSON.stringify({ ...(v as Record<string, unknown>), [name]: Math.floor(seconds) }, null, 2));
}

function base64ToBytes(text: string): Result<Uint8Array> {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/_-]*$/.test(clean)) return fail('The secret is not valid Base64');
  if (clean.length % 4 === 1) return fail('The secret is not valid Base64: its length is not possible');
  const std = clean.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(std + '='.repeat((4 - (std.length % 4)) % 4));
  return ok(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Notes about a key that works but is weak. */
export function keyNotes(o: SignOptions, secretLength: number | null): string[] {
  const notes: string[] = [];
  if (secretLength !== null && secretLength < HMAC_BYTES[o.alg]) {
    notes.push(
      `The secret is ${secretLength} bytes; RFC 7518 asks for at least ${HMAC_BYTES[o.alg]} for ${o.alg}, and short secrets can be guessed.`,
    );
  }
  return notes;
}

type Jose = typeof import('jose'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the module's shape, loaded on first use

async function signingKey(jose: Jose, o: SignOptions): Promise<Result<{ key: CryptoKey | Uint8Array; secretLength: number | null }>> {
  if (isHmac(o.alg)) {
    if (o.key === '') return fail('Enter the secret');
    if (/^\s*-----BEGIN /.test(o.key))
      return fail(`${o.alg} signs with a shared secret, not a PEM key: choose an RS, PS, ES or EdDSA algorithm for a key pair`);
    const bytes = o.secretEncoding === 'base64' ? base64ToBytes(o.key) : ok(new TextEncoder().encode(o.key));
    if (!bytes.ok) return bytes;
    if (bytes.value.length === 0) return fail('The secret decodes to no bytes');
    return ok({ key: bytes.value, secretLength: bytes.value.length });
  }
  const text = o.key.trim();
  if (text === '') return fail(`Enter the private key for ${o.alg} (PEM, -----BEGIN PRIVATE KEY-----), or generate one`);
  try {
    if (text.startsWith('{')) {
      const jwk = parseJson(text);
      if (!jwk.ok) return fail(`The key is not valid JSON: ${jwk.error.message}`);
      const j = jwk.value as Record<string, unknown>;
      if (j === null || typeof j !== 'object' || typeof j.d !== 'string')
        return fail('The JWK is not a private key (it has no "d"): signing needs the private key');
      return ok({ key: (await jose.importJWK(j as JWK, o.alg)) as CryptoKey, secretLength: null });
    }
    const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
    if (!label) return fail('The key is not PEM: paste a -----BEGIN PRIVATE KEY----- block (PKCS #8) or a private JWK');
    if (label === 'PUBLIC KEY' || label === 'CERTIFICATE')
      return fail('This is a public key: signing needs the private key (-----BEGIN PRIVATE KEY-----)');
    if (label === 'RSA PRIVATE KEY' || label === 'EC PRIVATE KEY') {
      return fail(`This is a ${label} (PKCS #1 / SEC 1); convert it to PKCS #8 first: openssl pkcs8 -topk8 -nocrypt -in key.pem`);
    }
    if (label === 'ENCRYPTED PRIVATE KEY') return fail('This private key is encrypted; decrypt it first: openssl pkcs8 -in key.pem -nocrypt');
    if (label !== 'PRIVATE KEY') return fail(`A PEM ${label} is not a private key`);
    return ok({ key: await jose.importPKCS8(text, o.alg), secretLength: null });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    return fail(`The key cannot sign ${o.alg}: ${msg}`);
  }
}

/**
 * Signs the claims JSON as a JWT (JWS compact serialisation) with jose. The payload is the claims as written,
 * whitespace removed (numbers keep their digits, keys their order).
 */
export async function signJwt(claimsText: string, o: SignOptions): Promise<Result<{ token: string; notes: string[] }>> {
  if (!(SIGN_ALGS as readonly string[]).includes(o.alg))
    return fail(`${o.alg} is not an algorithm this tool signs with: use one of ${SIGN_ALGS.join(', ')}`);
  const parsed = parseJson(claimsText);
  if (!parsed.ok) return parsed.error.message === 'The input is empty' ? fail('Enter the claims as a JSON object, such as {"sub": "123"}') : parsed;
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return fail('The claims must be a JSON object, such as {"sub": "123"}');
  const payload = minifyJson(claimsText.replace(/^\uFEFF/, ''));
  if (!payload.ok) return payload;
  const jose = await import('jose');
  const key = await signingKey(jose, o);
  if (!key.ok) return key;
  try {
    const header: CompactJWSHeaderParameters = { alg: o.alg, typ: 'JWT' };
    if (o.kid) header.kid = o.kid;
    const token = await new jose.CompactSign(new TextEncoder().encode(payload.value)).setProtectedHeader(header).sign(key.value.key);
    return ok({ token, notes: keyNotes(o, key.value.secretLength) });
  } catch (e) {
    return fail(`The token could not be signed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A new key pair for an asymmetric algorithm, as PEM: the private key signs, the public key verifies. */
export async function generateKeyPair(alg: SignAlg): Promise<Result<{ privatePem: string; publicPem: string }>> {
  if (isHmac(alg)) return fail(`${alg} uses a shared secret, not a key pair`);
  try {
    const jose = await import('jose');
    const pair = await jose.generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
    return ok({ privatePem: await jose.exportPKCS8(pair.privateKey), publicPem: await jose.exportSPKI(pair.publicKey) });
  } catch (e) {
    return fail(`This browser cannot make a key for ${alg}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A random HMAC secret of the length RFC 7518 asks for, as Base64URL. */
export function generateSecret(alg: SignAlg): string {
  const bytes = crypto.getRandomValues(new Uint8Array(HMAC_BYTES[alg] ?? 32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
