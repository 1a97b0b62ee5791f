import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { algorithmInfo, decodeBase64Url, describeChar, parseJsonText, type AlgInfo } from './jwt.core';

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

/** A decoded public key: the SPKI bytes WebCrypto imports, or a JWK, and what kind of key it is. */
type PublicKey = { format: 'spki'; der: Uint8Array; kind: KeyKind } | { format: 'jwk'; jwk: JsonWebKey; kind: KeyKind; kid?: string };

interface KeyKind {
  type: 'RSA' | 'EC' | 'Ed25519' | 'other';
  /** RSA modulus size in bits. */
  bits?: number;
  curve?: string;
  /** Words for messages: "an RSA 2048-bit public key". */
  name: string;
}

// DER, just enough to read a public key ---------------------------------------------------------------

interface Tlv {
  /** Offset of the tag byte. */
  at: number;
  tag: number;
  /** Offsets of the content. */
  start: number;
  end: number;
}

function readTlv(der: Uint8Array, at: number, limit = der.length): Tlv | null {
  if (at + 2 > limit) return null;
  const tag = der[at];
  let len = der[at + 1];
  let start = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4 || start + n > limit) return null;
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i];
    start += n;
  }
  const end = start + len;
  return end > limit ? null : { at, tag, start, end };
}

function children(der: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.start; at < parent.end;) {
    const child = readTlv(der, at, parent.end);
    if (!child) return out;
    out.push(child);
    at = child.end;
  }
  return out;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const OIDS: Record<string, string> = {
  '2a864886f70d010101': 'rsaEncryption',
  '2a864886f70d01010a': 'RSASSA-PSS',
  '2a8648ce3d0201': 'ecPublicKey',
  '2a8648ce3d030107': 'P-256',
  '2b81040022': 'P-384',
  '2b81040023': 'P-521',
  '2b8104000a': 'secp256k1',
  '2b6570': 'Ed25519',
  '2b6571': 'Ed448',
};

/** What kind of key a SubjectPublicKeyInfo holds; null when the bytes are not one. */
function spkiKind(der: Uint8Array): KeyKind | null {
  const root = readTlv(der, 0);
  if (!root || root.tag !== 0x30) return null;
  const [algId, bits] = children(der, root);
  if (!algId || algId.tag !== 0x30 || !bits || bits.tag !== 0x03) return null;
  const [oid, param] = children(der, algId);
  if (!oid || oid.tag !== 0x06) return null;
  const name = OIDS[hex(der.subarray(oid.start, oid.end))];
  if (name === 'rsaEncryption' || name === 'RSASSA-PSS') {
    // The BIT STRING holds RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }.
    const seq = readTlv(der, bits.start + 1, bits.end);
    const modulus = seq && children(der, seq)[0];
    let size = modulus ? (modulus.end - modulus.start) * 8 : 0;
    if (modulus && der[modulus.start] === 0) size -= 8;
    return { type: 'RSA', bits: size, name: `an RSA ${size}-bit public key${name === 'RSASSA-PSS' ? ' (marked for RSASSA-PSS only)' : ''}` };
  }
  if (name === 'ecPublicKey') {
    const curve = param?.tag === 0x06 ? (OIDS[hex(der.subarray(param.start, param.end))] ?? 'an unknown curve') : 'an unknown curve';
    return { type: 'EC', curve, name: `an EC ${curve} public key` };
  }
  if (name === 'Ed25519') return { type: 'Ed25519', name: 'an Ed25519 public key' };
  return { type: 'other', name: name ? `an ${name} public key` : 'a public key of an unknown type' };
}

/** DER of a length. */
function derLength(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 255);
  return [0x80 | bytes.length, ...bytes];
}

const derWrap = (tag: number, content: Uint8Array) => Uint8Array.from([tag, ...derLength(content.length), ...content]);

/** Wraps a PKCS #1 RSAPublicKey ("BEGIN RSA PUBLIC KEY") in the SubjectPublicKeyInfo WebCrypto imports. */
function pkcs1ToSpki(pkcs1: Uint8Array): Uint8Array {
  const algId = Uint8Array.from([0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]);
  const bitString = derWrap(0x03, Uint8Array.from([0, ...pkcs1]));
  return derWrap(0x30, Uint8Array.from([...algId, ...bitString]));
}

/** The SubjectPublicKeyInfo inside an X.509 certificate; null when the bytes are not a certificate. */
function certificateSpki(der: Uint8Array): Uint8Array | null {
  const cert = readTlv(der, 0);
  const tbs = cert && cert.tag === 0x30 ? children(der, cert)[0] : null;
  if (!tbs || tbs.tag !== 0x30) return null;
  const fields = children(der, tbs);
  // version [0] is optional; then serialNumber, signature, issuer, validity, subject, subjectPublicKeyInfo.
  const spki = fields[fields[0]?.tag === 0xa0 ? 6 : 5];
  if (!spki || spki.tag !== 0x30) return null;
  return der.slice(spki.at, spki.end);
}

// Reading the key the user pasted ---------------------------------------------------------------------

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

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;

function readPem(text: string): Result<PublicKey> {
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
  // Old PEM files may carry "Name: value" header lines before the Base64 body.
  const bodyStart = m.index + m[0].indexOf(m[2]);
  let from = bodyStart;
  const headers = /^(?:\s*[\w-]+:[^\n]*\n)+/.exec(m[2]);
  if (headers) from += headers[0].length;
  const bytes = base64Bytes(text, from, bodyStart + m[2].length, `The ${label} block`);
  if (!bytes.ok) return bytes;
  let der = bytes.value;
  if (label === 'CERTIFICATE') {
    const spki = certificateSpki(der);
    if (!spki) return fail('The certificate could not be read: its DER structure is not an X.509 certificate');
    der = spki;
  } else if (label === 'RSA PUBLIC KEY') {
    der = pkcs1ToSpki(der);
  } else if (label !== 'PUBLIC KEY') {
    return fail(`A PEM ${label} is not a public key; paste a -----BEGIN PUBLIC KEY----- block, a certificate or a JWK`);
  }
  const kind = spkiKind(der);
  if (!kind) return fail(`The ${label} block does not hold a public key (its DER structure is not a SubjectPublicKeyInfo)`);
  return ok({ format: 'spki', der, kind });
}

const JWK_PUBLIC: Record<string, string[]> = { RSA: ['n', 'e'], EC: ['crv', 'x', 'y'], OKP: ['crv', 'x'] };

function jwkKind(jwk: Record<string, unknown>): KeyKind {
  if (jwk.kty === 'RSA') {
    const n = typeof jwk.n === 'string' ? base64Bytes(jwk.n, 0, jwk.n.length, 'n') : null;
    const bits = n?.ok ? n.value.length * 8 - (n.value[0] === 0 ? 8 : 0) : 0;
    return { type: 'RSA', bits, name: `an RSA ${bits}-bit public key` };
  }
  if (jwk.kty === 'EC') return { type: 'EC', curve: String(jwk.crv), name: `an EC ${String(jwk.crv)} public key` };
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return { type: 'Ed25519', name: 'an Ed25519 public key' };
  return { type: 'other', name: `a ${String(jwk.kty)}${jwk.crv ? ` ${String(jwk.crv)}` : ''} key` };
}

/** A JWK, or the key of a JWK set whose kid matches the token's (or the set's only usable key). */
function readJwk(text: string, kid: unknown, info: AlgInfo): Result<PublicKey> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return fail(`The key is not valid JSON: ${parsed.message}`);
  const value = parsed.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('The key is JSON but not a JWK object');
  let jwk = value as Record<string, unknown>;
  if (Array.isArray(jwk.keys)) {
    const keys = jwk.keys.filter((k): k is Record<string, unknown> => k !== null && typeof k === 'object' && !Array.isArray(k));
    // The key with the token's kid; without a kid, the set's only key of the right kind.
    const pick = typeof kid === 'string' ? keys.filter((k) => k.kid === kid) : keys.filter((k) => jwkKind(k).type === wantedType(info));
    if (pick.length !== 1) {
      const kids = keys.map((k) => (typeof k.kid === 'string' ? k.kid : '(no kid)')).join(', ');
      return fail(
        typeof kid === 'string'
          ? `The key set has no key with the token's kid ${JSON.stringify(kid)}; its kids are: ${kids || 'none'}`
          : `The key set has ${keys.length} keys and the token has no kid to choose one; paste just the key`,
      );
    }
    jwk = pick[0];
  }
  if (typeof jwk.kty !== 'string') return fail('The JWK has no kty, so it is not a key');
  const members = JWK_PUBLIC[jwk.kty];
  if (!members)
    return fail(jwk.kty === 'oct' ? 'This is a secret (kty oct), not a public key' : `A JWK of kty ${jwk.kty} cannot verify signatures here`);
  const missing = members.filter((k) => typeof jwk[k] !== 'string');
  if (missing.length > 0) return fail(`The ${jwk.kty} JWK lacks ${missing.join(' and ')}`);
  // Only the public members: a private JWK (with d) would be imported as a private key, which cannot verify.
  const pub: JsonWebKey = { kty: jwk.kty };
  for (const k of members) (pub as Record<string, unknown>)[k] = jwk[k];
  return ok({ format: 'jwk', jwk: pub, kind: jwkKind(jwk), kid: typeof jwk.kid === 'string' ? jwk.kid : undefined });
}

function wantedType(info: AlgInfo): KeyKind['type'] {
  return info.family === 'ec' ? 'EC' : info.family === 'eddsa' ? 'Ed25519' : 'RSA';
}

function wantedName(info: AlgInfo): string {
  if (info.family === 'ec') return `an EC ${info.curve} public key`;
  if (info.family === 'eddsa') return 'an Ed25519 public key';
  return 'an RSA public key';
}

function readPublicKey(text: string, kid: unknown, info: AlgInfo): Result<PublicKey> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return readJwk(trimmed, kid, info);
  if (trimmed.startsWith('-----')) return readPem(trimmed);
  // A bare Base64 body of a PEM public key.
  if (/^[A-Za-z0-9+/=\s_-]+$/.test(trimmed)) {
    const bytes = base64Bytes(trimmed, 0, trimmed.length, 'The key');
    if (bytes.ok) {
      const kind = spkiKind(bytes.value);
      if (kind) return ok({ format: 'spki', der: bytes.value, kind });
    }
  }
  return fail('The key is neither PEM (-----BEGIN PUBLIC KEY-----, a certificate) nor a JWK (a JSON object with kty)');
}

// Verifying -------------------------------------------------------------------------------------------

type ImportParams = RsaHashedImportParams | EcKeyImportParams | Algorithm;
type VerifyParams = Algorithm | RsaPssParams | EcdsaParams;

function webCryptoParams(info: AlgInfo): { importParams: ImportParams; verifyParams: VerifyParams } {
  switch (info.family) {
    case 'rsa':
      return { importParams: { name: 'RSASSA-PKCS1-v1_5', hash: info.hash! }, verifyParams: { name: 'RSASSA-PKCS1-v1_5' } };
    case 'pss':
      return {
        importParams: { name: 'RSA-PSS', hash: info.hash! },
        verifyParams: { name: 'RSA-PSS', saltLength: Number(info.hash!.slice(4)) / 8 } as RsaPssParams,
      };
    case 'ec':
      return { importParams: { name: 'ECDSA', namedCurve: info.curve! }, verifyParams: { name: 'ECDSA', hash: info.hash! } as EcdsaParams };
    default:
      return { importParams: { name: 'Ed25519' }, verifyParams: { name: 'Ed25519' } };
  }
}

const INVALID = 'Invalid signature: the token was not signed with this key, or it was changed after signing';

function secretBytes(req: VerifyRequest): Result<Uint8Array> {
  if (req.secretEncoding === 'base64') return base64Bytes(req.key, 0, req.key.length, 'The secret');
  return ok(new TextEncoder().encode(req.key));
}

/**
 * Checks a token's signature with WebCrypto. Resolves to a verdict (verified or not) when the key could
 * be used, or to an error saying what is wrong with the key; never rejects.
 */
export async function verifySignature(req: VerifyRequest, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<Result<Verdict>> {
  try {
    return await verify(req, subtle);
  } catch (e) {
    return fail(`The signature could not be checked: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function verify(req: VerifyRequest, subtle: SubtleCrypto | undefined): Promise<Result<Verdict>> {
  const info = algorithmInfo(req.alg);
  if (!info)
    return fail(req.alg ? `${req.alg} is not an algorithm this tool can verify` : 'The header has no alg, so the signature cannot be checked');
  if (info.family === 'none') return ok({ verified: false, message: 'Unsigned token (alg none): there is no signature to verify', notes: [] });
  if (!subtle) return fail('This browser has no WebCrypto (it needs a secure, https page), so signatures cannot be checked');
  const sig = decodeBase64Url(req.signature, 0, req.signature.length);
  if (!sig.ok) return fail('The signature is not valid Base64URL');
  const data = new TextEncoder().encode(req.signingInput);
  const signature = sig.bytes;
  const alg = req.alg!;

  if (info.family === 'hmac') {
    if (req.key === '') return fail('Enter the secret');
    const secret = secretBytes(req);
    if (!secret.ok) return secret;
    if (secret.value.length === 0) return fail('The secret decodes to no bytes');
    const notes: string[] = [];
    const minimum = Number(info.hash!.slice(4)) / 8;
    if (secret.value.length < minimum) {
      notes.push(`The secret is ${secret.value.length} bytes; RFC 7518 asks for at least ${minimum} for ${alg}, and short secrets can be guessed.`);
    }
    if (/^\s*-----BEGIN /.test(req.key)) notes.push(`That looks like a PEM key, but ${alg} is checked with a shared secret, not a public key.`);
    const key = await subtle.importKey('raw', secret.value as BufferSource, { name: 'HMAC', hash: info.hash! }, false, ['verify']);
    const verified = await subtle.verify('HMAC', key, signature as BufferSource, data);
    return ok({ verified, message: verified ? `Signature verified with the ${alg} secret` : INVALID, notes });
  }

  if (req.key.trim() === '') return fail('Enter the public key');
  const parsed = readPublicKey(req.key, req.kid, info);
  if (!parsed.ok) return parsed;
  const pk = parsed.value;
  const wanted = wantedType(info);
  if (pk.kind.type !== wanted || (info.family === 'ec' && pk.kind.curve !== info.curve)) {
    return fail(`This is ${pk.kind.name}, but ${alg} needs ${wantedName(info)}`);
  }
  const notes: string[] = [];
  if (pk.kind.type === 'RSA' && pk.kind.bits && pk.kind.bits < 2048) notes.push(`${pk.kind.bits}-bit RSA keys are too weak; use 2048 bits or more.`);
  if (info.signatureBytes && signature.length !== info.signatureBytes) {
    const der = info.family === 'ec' && signature[0] === 0x30 ? ', probably DER-encoded instead of the raw r and s JWS uses' : '';
    return ok({
      verified: false,
      message: `Invalid signature: ${alg} signatures are ${info.signatureBytes} bytes and this one is ${signature.length}${der}`,
      notes,
    });
  }
  const { importParams, verifyParams } = webCryptoParams(info);
  let key: CryptoKey;
  try {
    key =
      pk.format === 'spki'
        ? await subtle.importKey('spki', pk.der as BufferSource, importParams, false, ['verify'])
        : await subtle.importKey('jwk', pk.jwk, importParams, false, ['verify']);
  } catch (e) {
    const why = e instanceof Error && e.message ? `: ${e.message}` : '';
    if (info.family === 'eddsa') return fail(`This browser cannot verify EdDSA (Ed25519) signatures${why}`);
    return fail(`The key could not be used for ${alg}${why}`);
  }
  const verified = await subtle.verify(verifyParams, key, signature as BufferSource, data);
  const kid = pk.format === 'jwk' && pk.kid ? ` (kid ${pk.kid})` : '';
  return ok({ verified, message: verified ? `Signature verified with ${pk.kind.name}${kid}` : INVALID, notes });
}
