import { BASE64_STANDARD, BASE64_URL_SAFE, bytesToBase64, encodeBase64Bytes } from '@/lib/base64';
import { decodeBase64Text } from '@/lib/bytes-text';
import { children, content, DerError, readTlv, tagByte, type Tlv } from '@/lib/der';
import { bytesToHex, concatBytes } from '@/lib/hex';
import { parseJson } from '@/lib/json';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';
import { quoteExcerpt } from '@/lib/text';
import { FORMAT_LABELS, KEY_FORMATS, type KeyFormat } from './crypto-keys.sample';

export { FORMAT_LABELS, KEY_FORMATS, type KeyFormat };

/*
 * Key pairs with WebCrypto (crypto.subtle, in browsers and Node 20): generate RSA, ECDSA and Ed25519 keys, read a
 * key in any common format, and write it as PKCS#8 and SPKI PEM, JWK, and OpenSSH public and private keys with the
 * fingerprint `ssh-keygen -l` prints. A JWK is the one form every key passes through; WebCrypto writes PKCS#8 and
 * SPKI from it and reads them back, and the OpenSSH wire format (RFC 4253 §6.6, RFC 5656, RFC 8709, PROTOCOL.key)
 * is written and read here. The DER read is small: the algorithm of a PKCS#8 or SPKI key and the curve of a SEC1 key.
 */

export type KeyAlgorithm = 'rsa' | 'ecdsa' | 'ed25519';
export type Curve = 'P-256' | 'P-384' | 'P-521';
export const RSA_SIZES = [2048, 3072, 4096] as const;
export const CURVES: readonly Curve[] = ['P-256', 'P-384', 'P-521'];

/** No key in any of the formats read is anywhere near this size (an RSA 16384 private key PEM is about 13 KB). */
export const MAX_KEY_CHARS = 65_536;
/** An OpenSSH comment is one line; a longer one is surely a mistake. */
export const MAX_COMMENT_CHARS = 1024;

export interface KeySpec {
  algorithm: KeyAlgorithm;
  /** RSA modulus size in bits. */
  size: number;
  curve: Curve;
}

/** A key as read or generated: a JWK (private or public) and the comment it came with (OpenSSH keys carry one). */
export interface KeyData {
  jwk: JsonWebKey;
  comment: string;
}

export interface KeyInfo {
  type: 'RSA' | 'ECDSA' | 'Ed25519';
  bits: number;
  curve: Curve | null;
  isPrivate: boolean;
  comment: string;
  /** `SHA256:` and the unpadded Base64 of the SHA-256 of the OpenSSH public key blob. */
  fingerprint: string;
  /** The line `ssh-keygen -l -f` prints: bits, fingerprint, comment, (type). */
  fingerprintLine: string;
  /** Every format the key can be written in (private ones only for a private key). */
  formats: Partial<Record<KeyFormat, string>>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Bytes, Base64URL, PEM

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

const b64url = (bytes: Uint8Array) => encodeBase64Bytes(bytes, BASE64_URL_SAFE, false);
function fromB64url(text: string, member: string): Result<Uint8Array> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return fail(`JWK member "${member}" is not Base64URL text`);
  const r = decodeBase64Text(text);
  return r.ok ? r : fail(`JWK member "${member}": ${r.error.message}`);
}

function wrapLines(text: string, width: number): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join('\n');
}

export function toPem(label: string, der: Uint8Array, width = 64): string {
  return `-----BEGIN ${label}-----\n${wrapLines(bytesToBase64(der), width)}\n-----END ${label}-----`;
}

const stripZeros = (b: Uint8Array) => {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  return b.subarray(i);
};
const leftPad = (b: Uint8Array, size: number) => {
  if (b.length >= size) return b.subarray(b.length - size);
  const out = new Uint8Array(size);
  out.set(b, size - b.length);
  return out;
};
const toBigInt = (b: Uint8Array) => (b.length === 0 ? 0n : BigInt(`0x${bytesToHex(b)}`));
function fromBigInt(n: bigint): Uint8Array {
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
const bitLength = (b: Uint8Array) => {
  const s = stripZeros(b);
  return s.length === 0 || s[0] === 0 ? 0 : (s.length - 1) * 8 + (32 - Math.clz32(s[0]));
};

// ---------------------------------------------------------------------------------------------------------------------
// DER: the wrappers that turn PKCS#1 and SEC1 keys into PKCS#8 and SPKI (read with src/lib/der.ts)

/** Runs a DER read, turning the reader's DerError into a failed Result ("DER: …"). */
function derRead<T>(read: () => Result<T>): Result<T> {
  try {
    return read();
  } catch (e) {
    if (e instanceof DerError) return fail(`DER: ${e.message}`);
    throw e;
  }
}

function derLength(n: number): Uint8Array {
  if (n < 128) return Uint8Array.of(n);
  const bytes: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / 256)) bytes.unshift(x & 255);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}
const der = (tag: number, ...content: Uint8Array[]) => {
  const body = concatBytes(content);
  return concatBytes([Uint8Array.of(tag), derLength(body.length), body]);
};

const OID = {
  rsaEncryption: '2a864886f70d010101',
  rsaPss: '2a864886f70d01010a',
  ecPublicKey: '2a8648ce3d0201',
  ed25519: '2b6570',
  x25519: '2b656e',
  ed448: '2b6571',
  'P-256': '2a8648ce3d030107',
  'P-384': '2b81040022',
  'P-521': '2b81040023',
} as const;
const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
const oidDer = (hex: string) => der(0x06, hexBytes(hex));
const curveOfOid = (hex: string): Curve | null => CURVES.find((c) => OID[c] === hex) ?? null;
const RSA_ALG_ID = der(0x30, oidDer(OID.rsaEncryption), Uint8Array.of(0x05, 0x00));

const pkcs8Wrap = (algId: Uint8Array, inner: Uint8Array) => der(0x30, Uint8Array.of(0x02, 0x01, 0x00), algId, der(0x04, inner));

type KeyKind = { type: 'RSA' } | { type: 'ECDSA'; curve: Curve } | { type: 'Ed25519' };

/** The key type named by an AlgorithmIdentifier (the SEQUENCE `alg`). */
function algorithmOf(alg: Tlv): Result<KeyKind> {
  const [oid, params] = children(alg);
  if (!oid || tagByte(oid) !== 0x06) return fail('DER: the algorithm identifier has no object identifier');
  const hex = bytesToHex(content(oid));
  if (hex === OID.rsaEncryption) return ok({ type: 'RSA' });
  if (hex === OID.ed25519) return ok({ type: 'Ed25519' });
  if (hex === OID.ecPublicKey) {
    const curve = params && tagByte(params) === 0x06 ? curveOfOid(bytesToHex(content(params))) : null;
    return curve ? ok({ type: 'ECDSA', curve }) : fail('Unsupported elliptic curve: only P-256, P-384 and P-521 (named curves) are read');
  }
  if (hex === OID.rsaPss) return fail('RSA-PSS keys (OID 1.2.840.113549.1.1.10) are not supported: only rsaEncryption RSA keys');
  if (hex === OID.x25519 || hex === OID.ed448) return fail('X25519 and Ed448 keys are not supported: only RSA, ECDSA (P-256/384/521) and Ed25519');
  return fail(`Unsupported key algorithm (OID bytes ${hex})`);
}

/** PKCS#8 PrivateKeyInfo: SEQUENCE { version, AlgorithmIdentifier, OCTET STRING, … }. */
const pkcs8Kind = (b: Uint8Array): Result<KeyKind> =>
  derRead(() => {
    const top = readTlv(b);
    if (tagByte(top) !== 0x30) return fail('DER: a PKCS#8 key starts with a SEQUENCE');
    const [version, alg, key] = children(top);
    if (!version || tagByte(version) !== 0x02 || !alg || tagByte(alg) !== 0x30 || !key || tagByte(key) !== 0x04)
      return fail('DER: this is not a PKCS#8 PrivateKeyInfo (version, algorithm, key)');
    return algorithmOf(alg);
  });

/** SubjectPublicKeyInfo: SEQUENCE { AlgorithmIdentifier, BIT STRING }. */
const spkiKind = (b: Uint8Array): Result<KeyKind> =>
  derRead(() => {
    const top = readTlv(b);
    if (tagByte(top) !== 0x30) return fail('DER: a public key starts with a SEQUENCE');
    const [alg, key] = children(top);
    if (!alg || tagByte(alg) !== 0x30 || !key || tagByte(key) !== 0x03) return fail('DER: this is not a SubjectPublicKeyInfo (algorithm, key bits)');
    return algorithmOf(alg);
  });

/** SEC1 ECPrivateKey (RFC 5915) to PKCS#8, with the curve taken from its parameters [0]. */
const sec1ToPkcs8 = (b: Uint8Array): Result<{ der: Uint8Array; kind: KeyKind }> =>
  derRead(() => {
    const top = readTlv(b);
    if (tagByte(top) !== 0x30) return fail('DER: an EC private key starts with a SEQUENCE');
    const params = children(top).find((t) => tagByte(t) === 0xa0);
    if (!params)
      return fail('The EC private key names no curve (no parameters [0]): write it with its curve, e.g. openssl ec -param_enc named_curve');
    const oid = readTlv(b, params.body, params.end);
    const curve = tagByte(oid) === 0x06 ? curveOfOid(bytesToHex(content(oid))) : null;
    if (!curve) return fail('Unsupported elliptic curve: only P-256, P-384 and P-521 (named curves) are read');
    const algId = der(0x30, oidDer(OID.ecPublicKey), oidDer(OID[curve]));
    return ok({ der: pkcs8Wrap(algId, b), kind: { type: 'ECDSA', curve } });
  });

// ---------------------------------------------------------------------------------------------------------------------
// WebCrypto

type Subtle = SubtleCrypto;
const subtle = (): Subtle => globalThis.crypto.subtle;

function importParams(kind: KeyKind): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  if (kind.type === 'RSA') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (kind.type === 'ECDSA') return { name: 'ECDSA', namedCurve: kind.curve };
  return { name: 'Ed25519' };
}

const reason = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

async function importDer(format: 'pkcs8' | 'spki', bytes: Uint8Array, kind: KeyKind): Promise<Result<JsonWebKey>> {
  try {
    const key = await subtle().importKey(
      format,
      bytes as Uint8Array<ArrayBuffer>,
      importParams(kind),
      true,
      format === 'pkcs8' ? ['sign'] : ['verify'],
    );
    return ok(cleanJwk(await subtle().exportKey('jwk', key)));
  } catch (e) {
    return fail(`The ${kind.type} ${format === 'pkcs8' ? 'private' : 'public'} key could not be read: ${reason(e)}`);
  }
}

const RSA_MEMBERS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;
const EC_MEMBERS = ['crv', 'x', 'y', 'd'] as const;
const OKP_MEMBERS = ['crv', 'x', 'd'] as const;
const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi']);

/** A JWK with only the key's members, in a fixed order (no alg, key_ops, ext). */
function cleanJwk(jwk: JsonWebKey): JsonWebKey {
  const members = jwk.kty === 'RSA' ? RSA_MEMBERS : jwk.kty === 'EC' ? EC_MEMBERS : OKP_MEMBERS;
  const out: Record<string, string> = { kty: jwk.kty! };
  for (const m of members) {
    const v = (jwk as Record<string, unknown>)[m];
    if (typeof v === 'string') out[m] = v;
  }
  return out as JsonWebKey;
}

function publicJwk(jwk: JsonWebKey): JsonWebKey {
  return Object.fromEntries(Object.entries(jwk).filter(([k]) => !PRIVATE_MEMBERS.has(k))) as JsonWebKey;
}

function kindOfJwk(jwk: JsonWebKey): KeyKind {
  if (jwk.kty === 'RSA') return { type: 'RSA' };
  if (jwk.kty === 'EC') return { type: 'ECDSA', curve: jwk.crv as Curve };
  return { type: 'Ed25519' };
}

async function importJwk(jwk: JsonWebKey, isPrivate: boolean): Promise<CryptoKey> {
  return subtle().importKey('jwk', jwk, importParams(kindOfJwk(jwk)), true, isPrivate ? ['sign'] : ['verify']);
}

/** Generates a key pair; its private JWK. */
export async function generateKey(spec: KeySpec): Promise<Result<JsonWebKey>> {
  let params: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm;
  if (spec.algorithm === 'rsa') {
    if (!(RSA_SIZES as readonly number[]).includes(spec.size)) return fail(`RSA size must be one of ${RSA_SIZES.join(', ')} bits`);
    params = { name: 'RSASSA-PKCS1-v1_5', modulusLength: spec.size, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' };
  } else if (spec.algorithm === 'ecdsa') {
    if (!CURVES.includes(spec.curve)) return fail(`The curve must be one of ${CURVES.join(', ')}`);
    params = { name: 'ECDSA', namedCurve: spec.curve };
  } else params = { name: 'Ed25519' };
  try {
    const pair = (await subtle().generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
    return ok(cleanJwk(await subtle().exportKey('jwk', pair.privateKey)));
  } catch (e) {
    return fail(`This browser could not generate the key: ${reason(e)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// OpenSSH wire format

const sshString = (b: Uint8Array) => {
  const out = new Uint8Array(4 + b.length);
  new DataView(out.buffer).setUint32(0, b.length);
  out.set(b, 4);
  return out;
};
const sshText = (s: string) => sshString(utf8.encode(s));
const sshUint32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n >>> 0);
  return out;
};
/** An mpint (RFC 4251 §5): two's complement, no needless leading bytes; positive numbers here. */
const sshMpint = (unsigned: Uint8Array) => {
  const s = stripZeros(unsigned);
  if (s.length === 1 && s[0] === 0) return sshString(new Uint8Array(0));
  return sshString(s[0] & 0x80 ? concatBytes([Uint8Array.of(0), s]) : s);
};

const SSH_CURVE: Record<Curve, string> = { 'P-256': 'nistp256', 'P-384': 'nistp384', 'P-521': 'nistp521' };
const CURVE_BYTES: Record<Curve, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };
const CURVE_BITS: Record<Curve, number> = { 'P-256': 256, 'P-384': 384, 'P-521': 521 };

function sshKeyType(jwk: JsonWebKey): string {
  if (jwk.kty === 'RSA') return 'ssh-rsa';
  if (jwk.kty === 'EC') return `ecdsa-sha2-${SSH_CURVE[jwk.crv as Curve]}`;
  return 'ssh-ed25519';
}

/** Base64URL members of a JWK as bytes (members already checked by readJwk or made by WebCrypto). */
const m = (jwk: JsonWebKey, name: string) => {
  const r = decodeBase64Text((jwk as Record<string, string>)[name] ?? '');
  return r.ok ? r.value : new Uint8Array(0);
};

function sshPublicBlob(jwk: JsonWebKey): Uint8Array {
  const type = sshKeyType(jwk);
  if (jwk.kty === 'RSA') return concatBytes([sshText(type), sshMpint(m(jwk, 'e')), sshMpint(m(jwk, 'n'))]);
  if (jwk.kty === 'EC') {
    const curve = jwk.crv as Curve;
    const q = concatBytes([Uint8Array.of(4), leftPad(m(jwk, 'x'), CURVE_BYTES[curve]), leftPad(m(jwk, 'y'), CURVE_BYTES[curve])]);
    return concatBytes([sshText(type), sshText(SSH_CURVE[curve]), sshString(q)]);
  }
  return concatBytes([sshText(type), sshString(m(jwk, 'x'))]);
}

const OPENSSH_MAGIC = utf8.encode('openssh-key-v1\0');

/** The unencrypted openssh-key-v1 private key (PROTOCOL.key), PEM-armoured as ssh-keygen writes it (70 columns). */
function sshPrivateKey(jwk: JsonWebKey, comment: string, checkInt: number): string {
  const type = sshKeyType(jwk);
  let keyPart: Uint8Array;
  if (jwk.kty === 'RSA') {
    keyPart = concatBytes([
      sshText(type),
      sshMpint(m(jwk, 'n')),
      sshMpint(m(jwk, 'e')),
      sshMpint(m(jwk, 'd')),
      sshMpint(m(jwk, 'qi')),
      sshMpint(m(jwk, 'p')),
      sshMpint(m(jwk, 'q')),
    ]);
  } else if (jwk.kty === 'EC') {
    const curve = jwk.crv as Curve;
    const q = concatBytes([Uint8Array.of(4), leftPad(m(jwk, 'x'), CURVE_BYTES[curve]), leftPad(m(jwk, 'y'), CURVE_BYTES[curve])]);
    keyPart = concatBytes([sshText(type), sshText(SSH_CURVE[curve]), sshString(q), sshMpint(m(jwk, 'd'))]);
  } else {
    const x = m(jwk, 'x');
    keyPart = concatBytes([sshText(type), sshString(x), sshString(concatBytes([m(jwk, 'd'), x]))]);
  }
  const body = concatBytes([sshUint32(checkInt), sshUint32(checkInt), keyPart, sshText(comment)]);
  const padded = new Uint8Array(Math.ceil(body.length / 8) * 8);
  padded.set(body);
  for (let i = body.length, k = 1; i < padded.length; i++, k++) padded[i] = k;
  const file = concatBytes([
    OPENSSH_MAGIC,
    sshText('none'),
    sshText('none'),
    sshString(new Uint8Array(0)),
    sshUint32(1),
    sshString(sshPublicBlob(jwk)),
    sshString(padded),
  ]);
  return toPem('OPENSSH PRIVATE KEY', file, 70);
}

/** Reads the fields of an SSH wire-format buffer in turn. */
class SshReader {
  pos = 0;
  constructor(
    readonly b: Uint8Array,
    readonly what: string,
  ) {}
  uint32(): Result<number> {
    if (this.pos + 4 > this.b.length) return fail(`The ${this.what} ends early (byte ${this.pos} of ${this.b.length})`);
    const n = new DataView(this.b.buffer, this.b.byteOffset + this.pos, 4).getUint32(0);
    this.pos += 4;
    return ok(n);
  }
  bytes(): Result<Uint8Array> {
    const n = this.uint32();
    if (!n.ok) return n;
    if (this.pos + n.value > this.b.length)
      return fail(`The ${this.what} ends early: a field of ${n.value} bytes at byte ${this.pos - 4} runs past its end`);
    const out = this.b.subarray(this.pos, this.pos + n.value);
    this.pos += n.value;
    return ok(out);
  }
  text(): Result<string> {
    const r = this.bytes();
    return r.ok ? ok(utf8Decoder.decode(r.value)) : r;
  }
  /** An mpint as unsigned bytes (negative numbers never occur in keys). */
  mpint(): Result<Uint8Array> {
    const r = this.bytes();
    return r.ok ? ok(stripZeros(r.value)) : r;
  }
}

const curveOfSsh = (name: string): Curve | null => CURVES.find((c) => SSH_CURVE[c] === name) ?? null;

/** A public key blob (`ssh-rsa`, `ecdsa-sha2-nistp*`, `ssh-ed25519`) to a public JWK. */
function readSshPublicBlob(r: SshReader): Result<JsonWebKey> {
  const type = r.text();
  if (!type.ok) return type;
  if (type.value === 'ssh-rsa') {
    const e = r.mpint();
    if (!e.ok) return e;
    const n = r.mpint();
    if (!n.ok) return n;
    return ok({ kty: 'RSA', n: b64url(n.value), e: b64url(e.value) });
  }
  if (type.value.startsWith('ecdsa-sha2-')) {
    const name = r.text();
    if (!name.ok) return name;
    const curve = curveOfSsh(name.value);
    if (!curve || type.value !== `ecdsa-sha2-${name.value}`)
      return fail(`Unsupported ECDSA curve "${name.value}": only nistp256, nistp384 and nistp521`);
    const q = r.bytes();
    if (!q.ok) return q;
    const size = CURVE_BYTES[curve];
    if (q.value.length !== 1 + 2 * size || q.value[0] !== 4)
      return fail(`The ${curve} public point must be ${1 + 2 * size} bytes starting with 04 (uncompressed), not ${q.value.length} bytes`);
    return ok({ kty: 'EC', crv: curve, x: b64url(q.value.subarray(1, 1 + size)), y: b64url(q.value.subarray(1 + size)) });
  }
  if (type.value === 'ssh-ed25519') {
    const x = r.bytes();
    if (!x.ok) return x;
    if (x.value.length !== 32) return fail(`An Ed25519 public key is 32 bytes, not ${x.value.length}`);
    return ok({ kty: 'OKP', crv: 'Ed25519', x: b64url(x.value) });
  }
  return fail(`Unsupported SSH key type ${JSON.stringify(type.value)}: only ssh-rsa, ecdsa-sha2-nistp256/384/521 and ssh-ed25519`);
}

const SSH_LINE_TYPES = /^(ssh-rsa|ssh-ed25519|ecdsa-sha2-nistp(?:256|384|521)|ssh-dss|sk-\S+|ssh-ed448|\S+-cert-v01@openssh\.com)$/;

/** An OpenSSH public key line: `type base64 [comment]`. `at` is the line's offset in the whole input. */
function readSshPublicLine(text: string, line: string, at: number): Result<KeyData> {
  const m1 = /^(\S+)(\s+)(\S+)(?:\s+(.*))?$/.exec(line);
  if (!m1) return fail('An OpenSSH public key is a line "type base64 [comment]"', lineColumnAt(text, at));
  const [, type, space, data, comment = ''] = m1;
  if (!SSH_LINE_TYPES.test(type)) return fail(`Unknown SSH key type ${quoteExcerpt(type)}`, lineColumnAt(text, at));
  const dataAt = at + type.length + space.length;
  const bytes = decodeBase64Text(text.slice(0, dataAt + data.length), dataAt);
  if (!bytes.ok) return bytes;
  const r = new SshReader(bytes.value, 'key data');
  const jwk = readSshPublicBlob(r);
  if (!jwk.ok) return fail(jwk.error.message, lineColumnAt(text, dataAt));
  if (sshKeyType(jwk.value) !== type) return fail(`The line says ${type} but its data holds a ${sshKeyType(jwk.value)} key`, lineColumnAt(text, at));
  if (r.pos !== bytes.value.length)
    return fail(`The key data has ${bytes.value.length - r.pos} bytes too many at its end`, lineColumnAt(text, dataAt));
  return ok({ jwk: jwk.value, comment: comment.trim() });
}

/** The openssh-key-v1 private key file (after its PEM armour). */
function readSshPrivate(bytes: Uint8Array): Result<KeyData> {
  if (bytes.length < OPENSSH_MAGIC.length || !OPENSSH_MAGIC.every((c, i) => bytes[i] === c))
    return fail('This is not an openssh-key-v1 key (the magic text is missing)');
  const r = new SshReader(bytes.subarray(OPENSSH_MAGIC.length), 'OpenSSH private key');
  const cipher = r.text();
  if (!cipher.ok) return cipher;
  const kdf = r.text();
  if (!kdf.ok) return kdf;
  if (cipher.value !== 'none' || kdf.value !== 'none')
    return fail(`This OpenSSH key is encrypted with a passphrase (${cipher.value}, ${kdf.value}): remove it first with ssh-keygen -p -N "" -f KEY`);
  const kdfOptions = r.bytes();
  if (!kdfOptions.ok) return kdfOptions;
  const count = r.uint32();
  if (!count.ok) return count;
  if (count.value !== 1) return fail(`The file holds ${count.value} keys; only files with one key are read`);
  const pub = r.bytes();
  if (!pub.ok) return pub;
  const section = r.bytes();
  if (!section.ok) return section;
  const p = new SshReader(section.value, 'OpenSSH private key');
  const c1 = p.uint32();
  const c2 = p.uint32();
  if (!c1.ok) return c1;
  if (!c2.ok) return c2;
  if (c1.value !== c2.value) return fail('The two check numbers of the private section differ: the key is damaged (or was encrypted)');
  const type = p.text();
  if (!type.ok) return type;
  let jwk: JsonWebKey;
  const need = <T>(x: Result<T>): T | null => (x.ok ? x.value : null);
  if (type.value === 'ssh-rsa') {
    const fields = [p.mpint(), p.mpint(), p.mpint(), p.mpint(), p.mpint(), p.mpint()];
    const bad = fields.find((f) => !f.ok);
    if (bad && !bad.ok) return bad;
    const [n, e, d, qi, pp, q] = fields.map((f) => need(f)!);
    const D = toBigInt(d);
    jwk = {
      kty: 'RSA',
      n: b64url(n),
      e: b64url(e),
      d: b64url(d),
      p: b64url(pp),
      q: b64url(q),
      dp: b64url(fromBigInt(D % (toBigInt(pp) - 1n))),
      dq: b64url(fromBigInt(D % (toBigInt(q) - 1n))),
      qi: b64url(qi),
    };
  } else if (type.value.startsWith('ecdsa-sha2-')) {
    const name = p.text();
    if (!name.ok) return name;
    const curve = curveOfSsh(name.value);
    if (!curve) return fail(`Unsupported ECDSA curve "${name.value}": only nistp256, nistp384 and nistp521`);
    const q = p.bytes();
    const d = p.mpint();
    if (!q.ok) return q;
    if (!d.ok) return d;
    const size = CURVE_BYTES[curve];
    if (q.value.length !== 1 + 2 * size || q.value[0] !== 4) return fail(`The ${curve} public point is not ${1 + 2 * size} uncompressed bytes`);
    jwk = {
      kty: 'EC',
      crv: curve,
      x: b64url(q.value.subarray(1, 1 + size)),
      y: b64url(q.value.subarray(1 + size)),
      d: b64url(leftPad(d.value, size)),
    };
  } else if (type.value === 'ssh-ed25519') {
    const x = p.bytes();
    const both = p.bytes();
    if (!x.ok) return x;
    if (!both.ok) return both;
    if (x.value.length !== 32 || both.value.length !== 64)
      return fail('The Ed25519 key has the wrong length (32-byte public key, 64-byte private key)');
    jwk = { kty: 'OKP', crv: 'Ed25519', x: b64url(x.value), d: b64url(both.value.subarray(0, 32)) };
  } else return fail(`Unsupported SSH key type ${JSON.stringify(type.value)}: only ssh-rsa, ecdsa-sha2-nistp256/384/521 and ssh-ed25519`);
  const comment = p.text();
  if (!comment.ok) return comment;
  return ok({ jwk, comment: comment.value });
}

// ---------------------------------------------------------------------------------------------------------------------
// Reading a key in any format

/** Checks a JWK's members and turns it into the key's own members (private when it has `d`). */
function readJwk(value: unknown): Result<JsonWebKey> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('A JWK is a JSON object such as {"kty": "EC", …}');
  let v = value as Record<string, unknown>;
  if (Array.isArray(v.keys)) {
    if (v.keys.length !== 1) return fail(`This JWK set holds ${v.keys.length} keys: paste one of them`);
    v = v.keys[0] as Record<string, unknown>;
    if (!v || typeof v !== 'object') return fail('The JWK set\'s "keys" holds no object');
  }
  const kty = v.kty;
  const isPrivate = v.d !== undefined;
  let members: readonly string[];
  if (kty === 'RSA') members = isPrivate ? RSA_MEMBERS : ['n', 'e'];
  else if (kty === 'EC') {
    if (!CURVES.includes(v.crv as Curve)) return fail(`JWK "crv" must be P-256, P-384 or P-521, not ${JSON.stringify(v.crv)}`);
    members = isPrivate ? EC_MEMBERS : ['crv', 'x', 'y'];
  } else if (kty === 'OKP') {
    if (v.crv !== 'Ed25519') return fail(`Only Ed25519 OKP keys are supported, not ${JSON.stringify(v.crv)}`);
    members = isPrivate ? OKP_MEMBERS : ['crv', 'x'];
  } else if (kty === 'oct') return fail('This JWK is a secret (symmetric) key, not a key pair');
  else return fail(`JWK "kty" must be "RSA", "EC" or "OKP", not ${JSON.stringify(kty)}`);
  const out: Record<string, string> = { kty };
  for (const name of members) {
    const x = v[name];
    if (typeof x !== 'string') {
      if (kty === 'RSA' && isPrivate && ['p', 'q', 'dp', 'dq', 'qi'].includes(name))
        return fail(`JWK member "${name}" is missing: RSA private keys without their CRT members (p, q, dp, dq, qi) are not supported`);
      return fail(`JWK member "${name}" is missing or not a string`);
    }
    if (name !== 'crv') {
      const bytes = fromB64url(x, name);
      if (!bytes.ok) return bytes;
    }
    out[name] = x;
  }
  return ok(out as JsonWebKey);
}

const PEM_BEGIN = /-----BEGIN ([A-Z0-9 ]+)-----/;

/**
 * Reads a key: PEM (PKCS#8, SPKI, PKCS#1 RSA, SEC1 EC, OpenSSH private), a JWK, or an OpenSSH public key line.
 * Errors say where (line and column) when the place is known.
 */
export async function readKey(text: string): Promise<Result<KeyData>> {
  if (text.length > MAX_KEY_CHARS)
    return fail(
      `This is ${text.length.toLocaleString('en-US')} characters: no key in these formats is larger than ${MAX_KEY_CHARS.toLocaleString('en-US')}`,
    );
  const start = text.search(/\S/);
  if (start < 0) return fail('Paste a key: PEM, JWK or an OpenSSH public key line');
  if (text[start] === '{') {
    const json = parseJson(text);
    if (!json.ok) return json;
    const jwk = readJwk(json.value);
    if (!jwk.ok) return jwk;
    const isPrivate = jwk.value.d !== undefined;
    try {
      const key = await importJwk(jwk.value, isPrivate);
      return ok({ jwk: cleanJwk(await subtle().exportKey('jwk', key)), comment: '' });
    } catch (e) {
      return fail(`The JWK is not a valid ${jwk.value.kty} key: ${reason(e)}`);
    }
  }
  const begin = PEM_BEGIN.exec(text);
  if (!begin) {
    const lineEnd = text.indexOf('\n', start);
    const line = text.slice(start, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/, '');
    if (/^\S+\s+AAAA/.test(line) || SSH_LINE_TYPES.test(line.split(/\s/)[0])) {
      const r = readSshPublicLine(text, line, start);
      if (!r.ok) return r;
      const rest = lineEnd < 0 ? '' : text.slice(lineEnd);
      const more = rest.search(/\S/);
      if (more >= 0) return fail('Paste one key: more text follows the OpenSSH key line', lineColumnAt(text, lineEnd + more));
      return r;
    }
    return fail(
      'Not a key: expected a PEM block (-----BEGIN …-----), a JWK ({…}) or an OpenSSH public key line (ssh-ed25519 AAAA…)',
      lineColumnAt(text, start),
    );
  }
  const label = begin[1];
  const bodyStart = begin.index + begin[0].length;
  const endMarker = `-----END ${label}-----`;
  const end = text.indexOf(endMarker, bodyStart);
  if (end < 0) return fail(`The "${endMarker}" line is missing`, lineColumnAt(text, begin.index));
  const where = lineColumnAt(text, begin.index);
  if (label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(text.slice(bodyStart, end)))
    return fail('This key is encrypted with a passphrase: decrypt it first (openssl pkey -in KEY -out plain.pem)', where);
  if (/^[\w-]+:/m.test(text.slice(bodyStart, end))) return fail('PEM headers (such as Proc-Type) are not supported', where);
  const bytes = decodeBase64Text(text.slice(0, end), bodyStart);
  if (!bytes.ok) return bytes;
  const b = bytes.value;
  const at = (r: { ok: false; error: { message: string } }) => fail(r.error.message, where);
  switch (label) {
    case 'PRIVATE KEY': {
      const kind = pkcs8Kind(b);
      if (!kind.ok) return at(kind);
      return withComment(await importDer('pkcs8', b, kind.value));
    }
    case 'PUBLIC KEY': {
      const kind = spkiKind(b);
      if (!kind.ok) return at(kind);
      return withComment(await importDer('spki', b, kind.value));
    }
    case 'RSA PRIVATE KEY':
      return withComment(await importDer('pkcs8', pkcs8Wrap(RSA_ALG_ID, b), { type: 'RSA' }));
    case 'RSA PUBLIC KEY':
      return withComment(await importDer('spki', der(0x30, RSA_ALG_ID, der(0x03, Uint8Array.of(0), b)), { type: 'RSA' }));
    case 'EC PRIVATE KEY': {
      const wrapped = sec1ToPkcs8(b);
      if (!wrapped.ok) return at(wrapped);
      return withComment(await importDer('pkcs8', wrapped.value.der, wrapped.value.kind));
    }
    case 'OPENSSH PRIVATE KEY': {
      const key = readSshPrivate(b);
      if (!key.ok) return at(key);
      try {
        // WebCrypto checks the key (and the PKCS#8 and SPKI it writes come from it).
        await importJwk(key.value.jwk, true);
      } catch (e) {
        return fail(`The OpenSSH key is not a valid key: ${reason(e)}`, where);
      }
      return key;
    }
    case 'EC PARAMETERS':
      return fail('This block holds only curve parameters (openssl ecparam): paste the EC PRIVATE KEY block', where);
    case 'CERTIFICATE':
      return fail('This is a certificate, not a key: take its public key with openssl x509 -pubkey -noout -in CERT', where);
    default:
      return fail(
        `Unsupported PEM block "${label}": PRIVATE KEY, PUBLIC KEY, RSA PRIVATE KEY, RSA PUBLIC KEY, EC PRIVATE KEY or OPENSSH PRIVATE KEY`,
        where,
      );
  }
}

const withComment = (r: Result<JsonWebKey>): Result<KeyData> => (r.ok ? ok({ jwk: r.value, comment: '' }) : r);

// ---------------------------------------------------------------------------------------------------------------------
// Writing a key in every format

export interface DescribeOptions {
  /** The OpenSSH comment. */
  comment: string;
  /** The check number of the OpenSSH private key (random unless given, for reproducible tests). */
  checkInt?: number;
}

/** A key's details and every format it can be written in. */
export async function describeKey(jwk: JsonWebKey, o: DescribeOptions): Promise<Result<KeyInfo>> {
  if (o.comment.length > MAX_COMMENT_CHARS) return fail(`The comment is ${o.comment.length} characters long: at most ${MAX_COMMENT_CHARS}`);
  if (/[\r\n]/.test(o.comment)) return fail('The comment must be one line');
  const isPrivate = jwk.d !== undefined;
  const pub = publicJwk(jwk);
  const kind = kindOfJwk(jwk);
  const formats: Partial<Record<KeyFormat, string>> = {};
  try {
    if (isPrivate) formats.pkcs8 = toPem('PRIVATE KEY', new Uint8Array(await subtle().exportKey('pkcs8', await importJwk(jwk, true))));
    formats.spki = toPem('PUBLIC KEY', new Uint8Array(await subtle().exportKey('spki', await importJwk(pub, false))));
  } catch (e) {
    return fail(`The key could not be written: ${reason(e)}`);
  }
  if (isPrivate) formats.jwk = JSON.stringify(jwk, null, 2);
  formats['jwk-public'] = JSON.stringify(pub, null, 2);
  const blob = sshPublicBlob(jwk);
  const comment = o.comment.trim();
  formats.openssh = `${sshKeyType(jwk)} ${bytesToBase64(blob)}${comment ? ` ${comment}` : ''}`;
  if (isPrivate) {
    const checkInt = o.checkInt ?? globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
    formats['openssh-private'] = sshPrivateKey(jwk, comment, checkInt);
  }
  const digest = new Uint8Array(await subtle().digest('SHA-256', blob as Uint8Array<ArrayBuffer>));
  const fingerprint = `SHA256:${encodeBase64Bytes(digest, BASE64_STANDARD, false)}`;
  const bits = kind.type === 'RSA' ? bitLength(m(jwk, 'n')) : kind.type === 'ECDSA' ? CURVE_BITS[kind.curve] : 256;
  const fingerprintLine = `${bits} ${fingerprint} ${comment || 'no comment'} (${kind.type === 'Ed25519' ? 'ED25519' : kind.type})`;
  return ok({ type: kind.type, bits, curve: kind.type === 'ECDSA' ? kind.curve : null, isPrivate, comment, fingerprint, fingerprintLine, formats });
}

/** One line of details: "Ed25519 private key, 256 bits" / "ECDSA public key, P-384 (384 bits)". */
export function keySummary(info: KeyInfo): string {
  return `${info.type} ${info.isPrivate ? 'private' : 'public'} key, ${info.curve ? `${info.curve} (${info.bits} bits)` : `${info.bits} bits`}`;
}

/** Every format of a key as one text, each under a `# ` heading line, for the command line. */
export function allFormatsText(info: KeyInfo): string {
  const parts = [`# ${keySummary(info)}\n# ${info.fingerprintLine}`];
  for (const f of KEY_FORMATS) if (info.formats[f] !== undefined) parts.push(`# ${FORMAT_LABELS[f]}\n${info.formats[f]}`);
  return parts.join('\n\n');
}

export type Target = KeyFormat | 'fingerprint' | 'all';

function pick(info: KeyInfo, target: Target): Result<string> {
  if (target === 'all') return ok(allFormatsText(info));
  if (target === 'fingerprint') return ok(info.fingerprintLine);
  const text = info.formats[target];
  if (text === undefined) return fail(`A public key has no ${FORMAT_LABELS[target].toLowerCase()}: paste the private key`);
  return ok(text);
}

/** The operation crypto/keys: a new key pair, written in one format or all. */
export async function generateKeyText(spec: KeySpec, o: DescribeOptions & { format: Target }): Promise<Result<string>> {
  const jwk = await generateKey(spec);
  if (!jwk.ok) return jwk;
  const info = await describeKey(jwk.value, o);
  return info.ok ? pick(info.value, o.format) : info;
}

/** The operation crypto/keys/convert: a key read in any format, written in the target one. */
export async function convertKeyText(text: string, o: DescribeOptions & { target: Target }): Promise<Result<string>> {
  const key = await readKey(text);
  if (!key.ok) return key;
  const info = await describeKey(key.value.jwk, { ...o, comment: o.comment || key.value.comment });
  return info.ok ? pick(info.value, o.target) : info;
}
