import { compactVerify, createLocalJWKSet, errors, importJWK, importSPKI, importX509, type JWK } from 'jose';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { bytesToBase64 } from '@/lib/base64';
import { algorithmInfo, decodeBase64Url, describeChar, parseJsonText, type AlgInfo } from './jwt.core';

/**
 * The JWT decoder's signature check, on jose 6 (compactVerify; keys through importSPKI, importX509, importJWK and
 * createLocalJWKSet). What is ours: reading what the user pasted (PEM, a certificate, PKCS #1, a JWK or a JWK set)
 * with errors that say where, naming the key in messages, and advice about weak keys. The decoder imports this module
 * only when a key or secret is entered, so jose stays off the page until then.
 */

/** What to verify: the signed text and signature of a decoded token, and the key the user gave. */
export interface VerifyRequest {
  alg: string | null;
  /** The header's kid, to pick a key from a JWK set. */
  kid?: unknown;
  signingInput: string;
  /** The signature as written in the token (Base64URL). */
  signature: string;
  /** An HMAC secret, or a public key as PEM or JWK. */
  key: string;
  /** How an HMAC secret is written: as text (its UTF-8 bytes) or as Base64. */
  secretEncoding?: 'text' | 'base64';
}

export interface Verdict {
  verified: boolean;
  /** A sentence for the user: which key verified it, or why the signature does not match. */
  message: string;
  /** Advice about the key (too short, weak), when any. */
  notes: string[];
}

/** A key ready for compactVerify, and words for it: "an RSA 2048-bit public key (kid k2)". */
type Key = { key: CryptoKey | Uint8Array | ReturnType<typeof createLocalJWKSet>; name: string };

const INVALID = 'Invalid signature: the token was not signed with this key, or it was changed after signing';

/** Base64 of keys and secrets: either alphabet, '=' padding at the end, line breaks; errors say where. */
function base64Bytes(text: string, from: number, to: number, what: string): Result<Uint8Array> {
  const bad = (offset: number, reason: string) => fail(`${what} is not valid Base64: ${reason}`, lineColumnAt(text, offset));
  const slice = text.slice(from, to);
  const odd = /[^A-Za-z0-9+/=_\s-]/.exec(slice);
  if (odd) return bad(from + odd.index, `${describeChar(text, from + odd.index)} is not a Base64 character`);
  const early = /=+(?=[^=\s])/.exec(slice);
  if (early) return bad(from + early.index, "'=' padding may only end the text");
  const clean = slice
    .replace(/[\s=]+/g, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const decoded = decodeBase64Url(clean, 0, clean.length);
  return decoded.ok ? ok(decoded.bytes) : bad(to, decoded.reason);
}

const pem = (label: string, der: Uint8Array) => `-----BEGIN ${label}-----\n${bytesToBase64(der)}\n-----END ${label}-----`;

/** DER of a length, and a DER element. */
const derLength = (n: number): number[] =>
  n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 255] : [0x83, n >> 16, (n >> 8) & 255, n & 255];
const der = (tag: number, content: Uint8Array) => Uint8Array.from([tag, ...derLength(content.length), ...content]);

/** Wraps a PKCS #1 RSAPublicKey ("BEGIN RSA PUBLIC KEY") in the SubjectPublicKeyInfo jose imports. */
function pkcs1ToSpki(pkcs1: Uint8Array): Uint8Array {
  const rsaEncryption = Uint8Array.from([0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]);
  return der(0x30, Uint8Array.from([...rsaEncryption, ...der(0x03, Uint8Array.from([0, ...pkcs1]))]));
}

/** Words for an imported key, from what WebCrypto says of it. */
function keyName(key: CryptoKey): string {
  const a = key.algorithm as Partial<RsaHashedKeyAlgorithm & EcKeyAlgorithm>;
  if (a.modulusLength) return `an RSA ${a.modulusLength}-bit public key`;
  if (a.namedCurve) return `an EC ${a.namedCurve} public key`;
  return a.name === 'Ed25519' ? 'an Ed25519 public key' : `a ${a.name} public key`;
}

function wantedName(info: AlgInfo): string {
  if (info.family === 'ec') return `an EC ${info.curve} public key`;
  if (info.family === 'eddsa') return 'an Ed25519 public key';
  return 'an RSA public key';
}

/**
 * Imports a key for `alg` with `load`; when it does not fit, tries the other kinds only to say what the key is.
 * `what` names the pasted text in the last resort message.
 */
async function importFor(alg: string, info: AlgInfo, load: (alg: string) => Promise<CryptoKey>, unreadable: string): Promise<Result<Key>> {
  try {
    const key = await load(alg);
    return ok({ key, name: keyName(key) });
  } catch (e) {
    for (const probe of ['RS256', 'ES256', 'ES384', 'ES512', 'EdDSA']) {
      try {
        return fail(`This is ${keyName(await load(probe))}, but ${alg} needs ${wantedName(info)}`);
      } catch {
        // not this kind either
      }
    }
    const why = e instanceof Error && e.message ? `: ${e.message}` : '';
    if (info.family === 'eddsa') return fail(`This browser cannot verify EdDSA (Ed25519) signatures${why}`);
    return fail(unreadable || `The key could not be used for ${alg}${why}`);
  }
}

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;

async function readPem(text: string, alg: string, info: AlgInfo): Promise<Result<Key>> {
  const m = PEM.exec(text);
  if (!m) {
    const begin = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text);
    return fail(begin ? `The key has -----BEGIN ${begin[1]}----- but no matching -----END ${begin[1]}----- line` : 'The key is not PEM');
  }
  const label = m[1];
  if (/PRIVATE KEY/.test(label)) {
    return fail(
      'This is a private key. Paste the public key instead (openssl pkey -in key.pem -pubout prints it): verifying never needs the private key, so keep it to yourself.',
    );
  }
  if (label !== 'CERTIFICATE' && label !== 'RSA PUBLIC KEY' && label !== 'PUBLIC KEY') {
    return fail(`A PEM ${label} is not a public key; paste a -----BEGIN PUBLIC KEY----- block, a certificate or a JWK`);
  }
  // Old PEM files may carry "Name: value" header lines before the Base64 body.
  const bodyStart = m.index + m[0].indexOf(m[2]);
  const headers = /^(?:\s*[\w-]+:[^\n]*\n)+/.exec(m[2]);
  const bytes = base64Bytes(text, bodyStart + (headers ? headers[0].length : 0), bodyStart + m[2].length, `The ${label} block`);
  if (!bytes.ok) return bytes;
  if (label === 'CERTIFICATE') {
    const cert = pem(label, bytes.value);
    return importFor(alg, info, (a) => importX509(cert, a), '');
  }
  const spki = pem('PUBLIC KEY', label === 'RSA PUBLIC KEY' ? pkcs1ToSpki(bytes.value) : bytes.value);
  return importFor(alg, info, (a) => importSPKI(spki, a), `The ${label} block does not hold a public key that ${alg} can use`);
}

/** The public members of each kind of JWK: a private JWK (with d) would import as a private key, which cannot verify. */
const JWK_PUBLIC: Record<string, string[]> = { RSA: ['n', 'e'], EC: ['crv', 'x', 'y'], OKP: ['crv', 'x'] };

/** A JWK's public part, or why it is not a public key. */
function publicJwk(jwk: Record<string, unknown>): Result<JWK> {
  if (typeof jwk.kty !== 'string') return fail('The JWK has no kty, so it is not a key');
  const members = JWK_PUBLIC[jwk.kty];
  if (!members)
    return fail(jwk.kty === 'oct' ? 'This is a secret (kty oct), not a public key' : `A JWK of kty ${jwk.kty} cannot verify signatures here`);
  const missing = members.filter((k) => typeof jwk[k] !== 'string');
  if (missing.length > 0) return fail(`The ${jwk.kty} JWK lacks ${missing.join(' and ')}`);
  const pub: Record<string, string> = { kty: jwk.kty };
  for (const k of [...members, 'kid', 'alg', 'use']) if (typeof jwk[k] === 'string') pub[k] = jwk[k];
  return ok(pub as JWK);
}

/** A JWK, or a JWK set (jose picks the key by the token's kid, or tries each key of the right kind). */
async function readJwk(text: string, kid: unknown, alg: string, info: AlgInfo): Promise<Result<Key>> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return fail(`The key is not valid JSON: ${parsed.message}`);
  const value = parsed.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('The key is JSON but not a JWK object');
  const object = value as Record<string, unknown>;
  if (!Array.isArray(object.keys)) {
    const jwk = publicJwk(object);
    if (!jwk.ok) return jwk;
    const named = await importFor(alg, info, (a) => importJWK(jwk.value, a) as Promise<CryptoKey>, '');
    return named.ok && jwk.value.kid ? ok({ ...named.value, name: `${named.value.name} (kid ${jwk.value.kid})` }) : named;
  }
  const keys = object.keys.flatMap((k) => {
    const jwk = k !== null && typeof k === 'object' && !Array.isArray(k) ? publicJwk(k as Record<string, unknown>) : null;
    return jwk?.ok ? [jwk.value] : [];
  });
  const kids = keys.map((k) => k.kid ?? '(no kid)').join(', ');
  if (typeof kid === 'string') {
    const match = keys.find((k) => k.kid === kid);
    if (!match) return fail(`The key set has no key with the token's kid ${JSON.stringify(kid)}; its kids are: ${kids || 'none'}`);
    // The key the set gives for this kid, imported alone first for its name (and a message when it does not fit).
    const named = await importFor(alg, info, (a) => importJWK(match, a) as Promise<CryptoKey>, '');
    if (!named.ok) return named;
    return ok({ key: createLocalJWKSet({ keys }), name: `${named.value.name} (kid ${kid})` });
  }
  if (keys.length === 0) return fail('The key set has no public keys');
  return ok({ key: createLocalJWKSet({ keys }), name: `a key of the set (${keys.length} keys)` });
}

async function readPublicKey(text: string, kid: unknown, alg: string, info: AlgInfo): Promise<Result<Key>> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return readJwk(trimmed, kid, alg, info);
  if (trimmed.startsWith('-----')) return readPem(trimmed, alg, info);
  // A bare Base64 body of a PEM public key.
  if (/^[A-Za-z0-9+/=\s_-]+$/.test(trimmed)) {
    const bytes = base64Bytes(trimmed, 0, trimmed.length, 'The key');
    if (bytes.ok) {
      const spki = pem('PUBLIC KEY', bytes.value);
      const key = await importFor(alg, info, (a) => importSPKI(spki, a), 'not a key');
      if (key.ok || !key.error.message.startsWith('not a key')) return key;
    }
  }
  return fail('The key is neither PEM (-----BEGIN PUBLIC KEY-----, a certificate) nor a JWK (a JSON object with kty)');
}

/**
 * Checks a token's signature with jose. Resolves to a verdict (verified or not) when the key could be used, or to an
 * error saying what is wrong with the key; never rejects.
 */
export async function verifySignature(req: VerifyRequest): Promise<Result<Verdict>> {
  try {
    return await verify(req);
  } catch (e) {
    return fail(`The signature could not be checked: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function verify(req: VerifyRequest): Promise<Result<Verdict>> {
  const info = algorithmInfo(req.alg);
  if (!info)
    return fail(req.alg ? `${req.alg} is not an algorithm this tool can verify` : 'The header has no alg, so the signature cannot be checked');
  if (info.family === 'none') return ok({ verified: false, message: 'Unsigned token (alg none): there is no signature to verify', notes: [] });
  if (!globalThis.crypto?.subtle) return fail('This browser has no WebCrypto (it needs a secure, https page), so signatures cannot be checked');
  const sig = decodeBase64Url(req.signature, 0, req.signature.length);
  if (!sig.ok) return fail('The signature is not valid Base64URL');
  const alg = req.alg!;
  const notes: string[] = [];
  let key: Key;

  if (info.family === 'hmac') {
    if (req.key === '') return fail('Enter the secret');
    const secret = req.secretEncoding === 'base64' ? base64Bytes(req.key, 0, req.key.length, 'The secret') : ok(new TextEncoder().encode(req.key));
    if (!secret.ok) return secret;
    if (secret.value.length === 0) return fail('The secret decodes to no bytes');
    const minimum = Number(info.hash!.slice(4)) / 8;
    if (secret.value.length < minimum) {
      notes.push(`The secret is ${secret.value.length} bytes; RFC 7518 asks for at least ${minimum} for ${alg}, and short secrets can be guessed.`);
    }
    if (/^\s*-----BEGIN /.test(req.key)) notes.push(`That looks like a PEM key, but ${alg} is checked with a shared secret, not a public key.`);
    key = { key: secret.value, name: `the ${alg} secret` };
  } else {
    if (req.key.trim() === '') return fail('Enter the public key');
    const read = await readPublicKey(req.key, req.kid, alg, info);
    if (!read.ok) return read;
    key = read.value;
    const bits = 'algorithm' in key.key ? (key.key.algorithm as Partial<RsaHashedKeyAlgorithm>).modulusLength : undefined;
    // jose, as RFC 7518 asks, refuses RSA keys under 2048 bits.
    if (bits && bits < 2048) return fail(`This is an RSA ${bits}-bit public key: too weak to verify with (RFC 7518 asks for 2048 bits or more)`);
    if (info.signatureBytes && sig.bytes.length !== info.signatureBytes) {
      const derSig = info.family === 'ec' && sig.bytes[0] === 0x30 ? ', probably DER-encoded instead of the raw r and s JWS uses' : '';
      return ok({
        verified: false,
        message: `Invalid signature: ${alg} signatures are ${info.signatureBytes} bytes and this one is ${sig.bytes.length}${derSig}`,
        notes,
      });
    }
  }

  const verified = await verifyWith(`${req.signingInput}.${req.signature}`, key.key, { algorithms: [alg] });
  return ok({ verified, message: verified ? `Signature verified with ${key.name}` : INVALID, notes });
}

/** Whether jose verifies the token with the key; a key set with several keys that fit is tried key by key. */
async function verifyWith(token: string, key: Key['key'], options: { algorithms: string[] }): Promise<boolean> {
  try {
    await (typeof key === 'function' ? compactVerify(token, key, options) : compactVerify(token, key, options));
    return true;
  } catch (e) {
    if (e instanceof errors.JWKSMultipleMatchingKeys) {
      for await (const candidate of e as unknown as AsyncIterable<CryptoKey>) if (await verifyWith(token, candidate, options)) return true;
      return false;
    }
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey) return false;
    throw e;
  }
}
