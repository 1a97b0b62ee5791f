import forge from 'node-forge/lib/forge.js';
import 'node-forge/lib/des.js';
import 'node-forge/lib/rc2.js';
import 'node-forge/lib/sha1.js';
import 'node-forge/lib/sha256.js';
import 'node-forge/lib/sha512.js';
import { children, content, DerError, encoding, expectTag, oidText, readTlv, stringValue, type Tlv } from '@/lib/der';
import { concatBytes } from '@/lib/hex';

/**
 * Opens a PKCS#12 file (.p12/.pfx, RFC 7292) with its password: checks the MAC, decrypts the bags and returns the
 * certificates (their DER as stored) and private keys (PKCS#8) with their friendlyName and localKeyID attributes.
 * What OpenSSL 3 writes by default (PBES2: PBKDF2-HMAC-SHA256 + AES-256-CBC, MAC HMAC-SHA-256) is decrypted with
 * WebCrypto; `-legacy` files (pbeWithSHAAnd3-KeyTripleDES-CBC, pbeWithSHAAnd40BitRC2-CBC, MAC HMAC-SHA-1) need 3DES
 * and RC2, which WebCrypto lacks: node-forge's implementations of those two ciphers (and its synchronous SHA hashes,
 * for the PKCS#12 key derivation's thousands of rounds) are loaded with this module, which the X.509 decoder imports
 * only when its input is a PKCS#12 file. The password never leaves this function.
 */

/** The password is wrong (the MAC does not match, or a bag does not decrypt). */
export class Pkcs12PasswordError extends Error {
  override name = 'Pkcs12PasswordError';
}

export interface Pkcs12Bag {
  kind: 'certificate' | 'key' | 'other';
  /** certificate: its DER; key: the PrivateKeyInfo (PKCS#8) DER. */
  der?: Uint8Array;
  /** What the bag is (`Certificate`, `Private key (PKCS#8, encrypted)`, `CRL bag` …). */
  type: string;
  /** How the bag (or the SafeContents holding it) was encrypted, or null when it was not. */
  encryption: string | null;
  friendlyName?: string;
  localKeyId?: Uint8Array;
}

export interface Pkcs12Contents {
  /** "HMAC-SHA-256, 2048 iterations", or null when the file has no MAC. */
  mac: string | null;
  bags: Pkcs12Bag[];
}

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  envelopedData: '1.2.840.113549.1.7.3',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  crlBag: '1.2.840.113549.1.12.10.1.4',
  secretBag: '1.2.840.113549.1.12.10.1.5',
  safeContentsBag: '1.2.840.113549.1.12.10.1.6',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
};

type HashName = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
/** Hashes by OID: as a MAC's digest algorithm and as PBKDF2's HMAC PRF. */
const DIGESTS: Record<string, HashName> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const PRFS: Record<string, HashName> = {
  '1.2.840.113549.2.7': 'SHA-1',
  '1.2.840.113549.2.9': 'SHA-256',
  '1.2.840.113549.2.10': 'SHA-384',
  '1.2.840.113549.2.11': 'SHA-512',
};
/** Hash name -> [forge digest, output bytes u, block bytes v] for the PKCS#12 key derivation. */
const KDF_HASH: Record<HashName, ['sha1' | 'sha256' | 'sha384' | 'sha512', number, number]> = {
  'SHA-1': ['sha1', 20, 64],
  'SHA-256': ['sha256', 32, 64],
  'SHA-384': ['sha384', 48, 128],
  'SHA-512': ['sha512', 64, 128],
};

/** The PKCS#12 PBE schemes (RFC 7292 appendix C): cipher, key bytes, effective RC2 bits. */
const PKCS12_PBE: Record<string, { name: string; cipher: '3DES' | 'RC2' | 'RC4'; keyBytes: number; bits?: number }> = {
  '1.2.840.113549.1.12.1.1': { name: 'pbeWithSHAAnd128BitRC4', cipher: 'RC4', keyBytes: 16 },
  '1.2.840.113549.1.12.1.2': { name: 'pbeWithSHAAnd40BitRC4', cipher: 'RC4', keyBytes: 5 },
  '1.2.840.113549.1.12.1.3': { name: 'pbeWithSHAAnd3-KeyTripleDES-CBC', cipher: '3DES', keyBytes: 24 },
  '1.2.840.113549.1.12.1.4': { name: 'pbeWithSHAAnd2-KeyTripleDES-CBC', cipher: '3DES', keyBytes: 16 },
  '1.2.840.113549.1.12.1.5': { name: 'pbeWithSHAAnd128BitRC2-CBC', cipher: 'RC2', keyBytes: 16, bits: 128 },
  '1.2.840.113549.1.12.1.6': { name: 'pbeWithSHAAnd40BitRC2-CBC', cipher: 'RC2', keyBytes: 5, bits: 40 },
};

const AES: Record<string, number> = { '2.16.840.1.101.3.4.1.2': 128, '2.16.840.1.101.3.4.1.22': 192, '2.16.840.1.101.3.4.1.42': 256 };
const DES_EDE3_CBC = '1.2.840.113549.3.7';

/** The password as the two encodings OpenSSL tries: BMPString with its two zero bytes (PKCS#12 PBE) and UTF-8 (PBES2). */
interface Password {
  bmp: Uint8Array;
  utf8: Uint8Array;
}

function passwords(password: string): Password[] {
  const utf8 = new TextEncoder().encode(password);
  const bmp = new Uint8Array(password.length * 2 + 2);
  for (let i = 0; i < password.length; i++) {
    bmp[i * 2] = password.charCodeAt(i) >> 8;
    bmp[i * 2 + 1] = password.charCodeAt(i) & 255;
  }
  // An empty password: `openssl pkcs12 -passout pass:` derives keys from the two zero bytes, other programs from no
  // bytes at all (OpenSSL reading a file tries both, and so does this).
  return password === ''
    ? [
        { bmp, utf8 },
        { bmp: new Uint8Array(), utf8 },
      ]
    : [{ bmp, utf8 }];
}

const toBinary = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
};
const fromBinary = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** RFC 7292 appendix B.2: `n` bytes of key material for purpose `id` (1 key, 2 IV, 3 MAC key). */
export function pkcs12Kdf(hash: HashName, password: Uint8Array, salt: Uint8Array, iterations: number, id: 1 | 2 | 3, n: number): Uint8Array {
  const [md, u, v] = KDF_HASH[hash];
  const fill = (b: Uint8Array) => {
    const out = new Uint8Array(b.length ? v * Math.ceil(b.length / v) : 0);
    for (let i = 0; i < out.length; i++) out[i] = b[i % b.length];
    return out;
  };
  const D = toBinary(new Uint8Array(v).fill(id));
  const I = concatBytes([fill(salt), fill(password)]);
  const out = new Uint8Array(Math.ceil(n / u) * u);
  for (let block = 0; block * u < n; block++) {
    let a = D + toBinary(I);
    for (let r = 0; r < iterations; r++) a = forge.md[md].create().update(a).digest().getBytes();
    const A = fromBinary(a);
    out.set(A, block * u);
    if ((block + 1) * u >= n) break;
    // I_j = (I_j + B + 1) mod 2^(8v), B = A repeated to v bytes.
    for (let j = 0; j < I.length; j += v) {
      let carry = 1;
      for (let k = v - 1; k >= 0; k--) {
        const x = I[j + k] + A[k % u] + carry;
        I[j + k] = x & 255;
        carry = x >> 8;
      }
    }
  }
  return out.subarray(0, n);
}

const buf = (b: Uint8Array) => b.slice() as Uint8Array<ArrayBuffer>;

function integerValue(t: Tlv): number {
  const b = content(expectTag(t, 2, 'An INTEGER'));
  if (b.length > 6) throw new DerError('an iteration count is too large');
  return b.reduce((n, x) => n * 256 + x, 0);
}

/** An OCTET STRING's bytes, joining the pieces of a constructed (BER) one. */
function octets(t: Tlv): Uint8Array {
  if (t.cls !== 0 || t.tag !== 4) throw new DerError('an OCTET STRING is missing or has the wrong type');
  return t.constructed ? concatBytes(children(t).map(octets)) : content(t);
}

/** The value inside a `[0] EXPLICIT`. */
function explicit0(t: Tlv | undefined, what: string): Tlv {
  if (!t || t.cls !== 2 || t.tag !== 0 || !t.constructed) throw new DerError(`${what} is missing`);
  return (
    children(t)[0] ??
    (() => {
      throw new DerError(`${what} is empty`);
    })()
  );
}

const oidOf = (t: Tlv | undefined, what: string) => oidText(expectTag(t, 6, what));

function strictUnpad(b: Uint8Array, block: number): Uint8Array {
  const n = b[b.length - 1];
  if (!b.length || b.length % block || n < 1 || n > block || b.subarray(b.length - n).some((x) => x !== n))
    throw new Pkcs12PasswordError('bad padding');
  return b.subarray(0, b.length - n);
}

/** Decrypts with an algorithm identifier (a PKCS#12 PBE scheme or PBES2); returns the plaintext and the scheme's name. */
async function decrypt(alg: Tlv, data: Uint8Array, pw: Password): Promise<{ plain: Uint8Array; scheme: string }> {
  const [oidT, params] = children(expectTag(alg, 16, 'An encryption algorithm'));
  const oid = oidOf(oidT, 'An encryption algorithm OID');
  const pbe = PKCS12_PBE[oid];
  if (pbe) {
    const [saltT, iterT] = children(expectTag(params, 16, 'The PBE parameters'));
    const salt = octets(saltT);
    const iterations = integerValue(iterT);
    const scheme = `${pbe.name}, ${iterations} iterations`;
    if (pbe.cipher === 'RC4') throw new DerError(`${pbe.name} (RC4) is not supported here`);
    let key = pkcs12Kdf('SHA-1', pw.bmp, salt, iterations, 1, pbe.keyBytes);
    const iv = pkcs12Kdf('SHA-1', pw.bmp, salt, iterations, 2, 8);
    if (pbe.cipher === '3DES' && key.length === 16) key = concatBytes([key, key.subarray(0, 8)]);
    const cipher =
      pbe.cipher === '3DES' ? forge.cipher.createDecipher('3DES-CBC', toBinary(key)) : forge.rc2.createDecryptionCipher(toBinary(key), pbe.bits!);
    if (pbe.cipher === '3DES') (cipher as ReturnType<typeof forge.cipher.createDecipher>).start({ iv: toBinary(iv) });
    else (cipher as ReturnType<typeof forge.rc2.createDecryptionCipher>).start(toBinary(iv));
    cipher.update(forge.util.createBuffer(toBinary(data), 'raw'));
    // Padding is checked below, strictly (forge's RC2 only bounds it).
    if (!cipher.finish(() => true)) throw new Pkcs12PasswordError('the data is not a whole number of blocks');
    return { plain: strictUnpad(fromBinary(cipher.output.getBytes()), 8), scheme };
  }
  if (oid !== OID.pbes2) throw new DerError(`the encryption algorithm ${oid} is not supported here`);
  const [kdfAlg, encAlg] = children(expectTag(params, 16, 'The PBES2 parameters'));
  const [kdfOid, kdfParams] = children(expectTag(kdfAlg, 16, 'The PBES2 key derivation'));
  if (oidOf(kdfOid, 'The PBES2 key derivation OID') !== OID.pbkdf2)
    throw new DerError('PBES2 with a key derivation other than PBKDF2 is not supported here');
  const kdf = children(expectTag(kdfParams, 16, 'The PBKDF2 parameters'));
  const salt = octets(kdf[0]);
  const iterations = integerValue(kdf[1]);
  const prfT = kdf.slice(2).find((t) => t.tag === 16);
  const prfOid = prfT ? oidOf(children(prfT)[0], 'The PBKDF2 PRF') : '1.2.840.113549.2.7';
  const prf = PRFS[prfOid];
  if (!prf) throw new DerError(`PBKDF2 with the PRF ${prfOid} is not supported here`);
  const [encOidT, ivT] = children(expectTag(encAlg, 16, 'The PBES2 cipher'));
  const encOid = oidOf(encOidT, 'The PBES2 cipher OID');
  const iv = octets(ivT);
  const bits = AES[encOid] ?? (encOid === DES_EDE3_CBC ? 192 : 0);
  if (!bits) throw new DerError(`PBES2 with the cipher ${encOid} is not supported here`);
  const cipherName = AES[encOid] ? `AES-${bits}-CBC` : 'DES-EDE3-CBC';
  const scheme = `PBES2 (PBKDF2-HMAC-${prf}, ${cipherName}), ${iterations} iterations`;
  const base = await crypto.subtle.importKey('raw', buf(pw.utf8), 'PBKDF2', false, ['deriveBits']);
  const key = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: prf, salt: buf(salt), iterations }, base, bits));
  if (AES[encOid]) {
    const aes = await crypto.subtle.importKey('raw', key, 'AES-CBC', false, ['decrypt']);
    try {
      return { plain: new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv: buf(iv) }, aes, buf(data))), scheme };
    } catch {
      throw new Pkcs12PasswordError('AES-CBC decryption failed');
    }
  }
  const des = forge.cipher.createDecipher('3DES-CBC', toBinary(key));
  des.start({ iv: toBinary(iv) });
  des.update(forge.util.createBuffer(toBinary(data), 'raw'));
  if (!des.finish(() => true)) throw new Pkcs12PasswordError('the data is not a whole number of blocks');
  return { plain: strictUnpad(fromBinary(des.output.getBytes()), 8), scheme };
}

function attributes(set: Tlv | undefined): Pick<Pkcs12Bag, 'friendlyName' | 'localKeyId'> {
  const out: Pick<Pkcs12Bag, 'friendlyName' | 'localKeyId'> = {};
  if (!set) return out;
  for (const attr of children(set)) {
    const [idT, values] = children(expectTag(attr, 16, 'A bag attribute'));
    const id = oidOf(idT, 'A bag attribute OID');
    const first = values && children(values)[0];
    if (!first) continue;
    if (id === OID.friendlyName) out.friendlyName = stringValue(first) ?? undefined;
    else if (id === OID.localKeyId) out.localKeyId = octets(first);
  }
  return out;
}

async function safeContents(bytes: Uint8Array, encryption: string | null, pw: Password, out: Pkcs12Bag[]): Promise<void> {
  for (const bag of children(expectTag(readTlv(bytes), 16, 'The SafeContents'))) {
    const [idT, valueT, attrsT] = children(expectTag(bag, 16, 'A SafeBag'));
    const id = oidOf(idT, 'A SafeBag type');
    const value = explicit0(valueT, 'A SafeBag value');
    const attrs = attributes(attrsT);
    if (id === OID.certBag) {
      const [certIdT, certValueT] = children(expectTag(value, 16, 'A CertBag'));
      const certId = oidOf(certIdT, 'The certificate type');
      if (certId !== OID.x509Certificate) out.push({ kind: 'other', type: `Certificate of type ${certId} (not X.509)`, encryption, ...attrs });
      else out.push({ kind: 'certificate', type: 'Certificate', der: octets(explicit0(certValueT, 'The certificate')), encryption, ...attrs });
    } else if (id === OID.keyBag) {
      out.push({ kind: 'key', type: 'Private key (PKCS#8)', der: encoding(value), encryption, ...attrs });
    } else if (id === OID.shroudedKeyBag) {
      const [alg, data] = children(expectTag(value, 16, 'An EncryptedPrivateKeyInfo'));
      const { plain, scheme } = await decrypt(alg, octets(data), pw);
      out.push({ kind: 'key', type: 'Private key (PKCS#8, encrypted)', der: plain, encryption: scheme, ...attrs });
    } else if (id === OID.safeContentsBag) {
      await safeContents(encoding(value), encryption, pw, out);
    } else {
      const names: Record<string, string> = { [OID.crlBag]: 'CRL bag', [OID.secretBag]: 'Secret bag' };
      out.push({ kind: 'other', type: `${names[id] ?? `Bag of type ${id}`} (not decoded here)`, encryption, ...attrs });
    }
  }
}

async function macMatches(hash: HashName, pw: Password, salt: Uint8Array, iterations: number, data: Uint8Array, expected: Uint8Array) {
  const keyBytes = pkcs12Kdf(hash, pw.bmp, salt, iterations, 3, KDF_HASH[hash][1]);
  const key = await crypto.subtle.importKey('raw', buf(keyBytes), { name: 'HMAC', hash }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, buf(data)));
  return mac.length === expected.length && mac.every((b, i) => b === expected[i]);
}

export const WRONG_PASSWORD = 'Wrong password, or the file is damaged: the MAC does not match.';
export const NEEDS_PASSWORD =
  'This PKCS#12 file is protected by a password: type it in the Password field (the MAC does not match an empty password).';
const WRONG_PASSWORD_NO_MAC = 'Wrong password, or the file is damaged: its contents do not decrypt (the file has no MAC to check).';
const NEEDS_PASSWORD_NO_MAC =
  'This PKCS#12 file is protected by a password: type it in the Password field (its contents do not decrypt without one).';

/** Opens a PFX. Throws `Pkcs12PasswordError` (with the message to show) for a wrong password, `DerError` for a damaged file. */
export async function openPkcs12(bytes: Uint8Array, password: string): Promise<Pkcs12Contents> {
  const [versionT, authSafe, macData] = children(expectTag(readTlv(bytes), 16, 'The PKCS#12 file'));
  if (integerValue(versionT) !== 3) throw new DerError('the PKCS#12 version is not 3');
  const [typeT, contentT] = children(expectTag(authSafe, 16, 'The authSafe ContentInfo'));
  const type = oidOf(typeT, 'The authSafe content type');
  if (type === OID.signedData) throw new DerError('the file is signed with a public key (public-key integrity mode), which is not supported here');
  if (type !== OID.data) throw new DerError(`the authSafe content type ${type} is not supported here`);
  const authBytes = octets(explicit0(contentT, 'The authSafe content'));

  let candidates = passwords(password);
  let mac: string | null = null;
  if (macData) {
    const [digestInfo, saltT, iterT] = children(expectTag(macData, 16, 'The MAC data'));
    const [algT, digestT] = children(expectTag(digestInfo, 16, 'The MAC digest'));
    const hashOid = oidOf(children(expectTag(algT, 16, 'The MAC algorithm'))[0], 'The MAC algorithm OID');
    const hash = DIGESTS[hashOid];
    if (!hash) throw new DerError(`the MAC algorithm ${hashOid} is not supported here`);
    const iterations = iterT ? integerValue(iterT) : 1;
    const salt = octets(saltT);
    const expected = octets(digestT);
    const right: Password[] = [];
    for (const pw of candidates) if (await macMatches(hash, pw, salt, iterations, authBytes, expected)) right.push(pw);
    if (!right.length) throw new Pkcs12PasswordError(password === '' ? NEEDS_PASSWORD : WRONG_PASSWORD);
    candidates = right;
    mac = `HMAC-${hash}, ${iterations} iteration${iterations === 1 ? '' : 's'}`;
  }

  const infos = children(expectTag(readTlv(authBytes), 16, 'The AuthenticatedSafe'));
  let lastError: unknown;
  for (const pw of candidates) {
    try {
      const bags: Pkcs12Bag[] = [];
      for (const info of infos) {
        const [ctT, cT] = children(expectTag(info, 16, 'A ContentInfo'));
        const ct = oidOf(ctT, 'A content type');
        if (ct === OID.data) await safeContents(octets(explicit0(cT, 'The SafeContents')), null, pw, bags);
        else if (ct === OID.encryptedData) {
          const [, eci] = children(expectTag(explicit0(cT, 'The EncryptedData'), 16, 'The EncryptedData'));
          const [, alg, encrypted] = children(expectTag(eci, 16, 'The EncryptedContentInfo'));
          if (!encrypted || encrypted.cls !== 2 || encrypted.tag !== 0) throw new DerError('the encrypted content is missing');
          const data = encrypted.constructed ? concatBytes(children(encrypted).map(octets)) : content(encrypted);
          const { plain, scheme } = await decrypt(alg, data, pw);
          await safeContents(plain, scheme, pw, bags);
        } else if (ct === OID.envelopedData)
          throw new DerError('part of the file is encrypted to a public key (enveloped data), which is not supported here');
        else throw new DerError(`a ContentInfo of type ${ct} is not supported here`);
      }
      return { mac, bags };
    } catch (e) {
      if (!(e instanceof Pkcs12PasswordError)) throw e;
      lastError = e;
    }
  }
  // With a MAC that matched, a bag that does not decrypt means a damaged file; without a MAC, most likely a wrong password.
  if (macData) throw new DerError(`the MAC matches, yet a bag does not decrypt (${(lastError as Error).message}): the file is damaged`);
  throw new Pkcs12PasswordError(password === '' ? NEEDS_PASSWORD_NO_MAC : WRONG_PASSWORD_NO_MAC);
}
