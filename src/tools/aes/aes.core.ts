import { BASE64_STANDARD, encodeBase64Bytes } from '@/lib/base64';
import { concatBytes } from '@/lib/hex';
import { fail, lineColumnAt, ok, type Result } from '@/lib/result';

/**
 * AES encryption with WebCrypto only (no library), in two formats:
 *
 * - CBC with a passphrase is OpenSSL's `enc` format: Base64 of `Salted__` | 8-byte salt | ciphertext, the key (32
 *   bytes) and IV (16 bytes) taken together from one PBKDF2-HMAC-SHA256 output of 48 bytes, PKCS#7 padding. What
 *   `openssl enc -aes-256-cbc -pbkdf2 -iter N -md sha256 -a -A` writes and reads.
 * - GCM with a passphrase: Base64 of 16-byte salt | 12-byte IV | ciphertext | 16-byte tag, the key (32 bytes) from
 *   PBKDF2-HMAC-SHA256. OpenSSL's `enc` has no GCM, so this one is ours (Python's `cryptography` reads it: see the FAQ).
 * - With a raw key (hex, 16, 24 or 32 bytes: AES-128, -192 or -256) there is no salt: CBC is IV (16) | ciphertext,
 *   GCM is IV (12) | ciphertext | tag.
 */
export type AesCipher = 'cbc' | 'gcm';
export type AesMode = 'encrypt' | 'decrypt';

export interface AesOptions {
  cipher: AesCipher;
  /** The passphrase; used when `keyHex` is empty. */
  passphrase: string;
  /** A raw AES key as hex (32, 48 or 64 hex digits); when set, the passphrase and iterations are not used. */
  keyHex: string;
  /** PBKDF2 iterations. */
  iterations: number;
}

/** OWASP's 2023 advice for PBKDF2-HMAC-SHA256. */
export const DEFAULT_ITERATIONS = 600_000;
export const MAX_ITERATIONS = 10_000_000;
export const WRONG_KEY = 'Wrong passphrase or corrupted data: the decryption failed, so nothing is shown';
const WRONG_RAW_KEY = 'Wrong key or corrupted data: the decryption failed, so nothing is shown';

const MAGIC = new TextEncoder().encode('Salted__');
const CBC_SALT = 8;
const GCM_SALT = 16;
const GCM_IV = 12;
const GCM_TAG = 16;
const BLOCK = 16;

type Subtle = SubtleCrypto;

function subtleCrypto(): Subtle | null {
  return globalThis.crypto?.subtle ?? null;
}

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** Bytes of a hex key: 32, 48 or 64 digits, spaces and colons allowed between them. */
export function parseKeyHex(text: string): Result<Uint8Array> {
  const clean = text.replace(/[\s:]/g, '').replace(/^0x/i, '');
  const bad = /[^0-9a-f]/i.exec(clean);
  if (bad) return fail(`The key must be hex: '${bad[0]}' is not a hex digit`);
  if (![32, 48, 64].includes(clean.length)) {
    return fail(`The key is ${clean.length} hex digits; AES keys are 32, 48 or 64 (16, 24 or 32 bytes: AES-128, -192 or -256)`);
  }
  return ok(Uint8Array.from(clean.match(/../g)!, (h) => parseInt(h, 16)));
}

const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) DECODE[BASE64_STANDARD.charCodeAt(i)] = i;
// The URL-safe alphabet is read too.
DECODE['-'.charCodeAt(0)] = 62;
DECODE['_'.charCodeAt(0)] = 63;

/** Decodes Base64 (line breaks and spaces ignored, padding optional); a bad character is reported with its place. */
export function decodeBase64(text: string): Result<Uint8Array> {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let o = 0;
  let acc = 0;
  let bits = 0;
  let padAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (c === 61) {
      if (padAt < 0) padAt = i;
      continue;
    }
    const v = c < 128 ? DECODE[c] : -1;
    if (v < 0 || padAt >= 0) {
      const what = padAt >= 0 && v >= 0 ? "'=' padding may only end the text" : `'${text[i]}' is not a Base64 character`;
      return fail(`The encrypted text must be Base64: ${what}`, lineColumnAt(text, i));
    }
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  if (bits >= 6) return fail('The encrypted text is cut short: its Base64 length is not possible', lineColumnAt(text, text.length));
  return ok(out.slice(0, o));
}

function checkIterations(n: number): Result<number> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_ITERATIONS) {
    return fail(`Iterations must be a whole number from 1 to ${MAX_ITERATIONS.toLocaleString('en-US')} (got ${n})`);
  }
  return ok(n);
}

async function pbkdf2(subtle: Subtle, passphrase: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const base = await subtle.importKey('raw', new TextEncoder().encode(passphrase) as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, base, bytes * 8);
  return new Uint8Array(bits);
}

const importAes = (subtle: Subtle, key: Uint8Array, cipher: AesCipher, use: KeyUsage) =>
  subtle.importKey('raw', key as BufferSource, cipher === 'cbc' ? 'AES-CBC' : 'AES-GCM', false, [use]);

/** What the key material is: a raw key, or a passphrase to stretch. */
function keySource(o: AesOptions): Result<{ raw: Uint8Array } | { passphrase: string; iterations: number }> {
  if (o.keyHex.trim() !== '') {
    const key = parseKeyHex(o.keyHex);
    return key.ok ? ok({ raw: key.value }) : key;
  }
  if (o.passphrase === '') return fail('Enter a passphrase (or a raw key in hex)');
  const it = checkIterations(o.iterations);
  return it.ok ? ok({ passphrase: o.passphrase, iterations: it.value }) : it;
}

/** Encrypts bytes; the result is Base64 on one line. */
export async function encryptAes(plain: Uint8Array, o: AesOptions): Promise<Result<string>> {
  const subtle = subtleCrypto();
  if (!subtle) return fail('This browser has no WebCrypto (it needs a secure, https page), so it cannot encrypt');
  const src = keySource(o);
  if (!src.ok) return src;
  const s = src.value;
  let out: Uint8Array;
  if (o.cipher === 'cbc') {
    let key: Uint8Array;
    let iv: Uint8Array;
    let head: Uint8Array;
    if ('raw' in s) {
      key = s.raw;
      iv = randomBytes(BLOCK);
      head = iv;
    } else {
      const salt = randomBytes(CBC_SALT);
      const derived = await pbkdf2(subtle, s.passphrase, salt, s.iterations, 48);
      key = derived.slice(0, 32);
      iv = derived.slice(32, 48);
      head = concatBytes([MAGIC, salt]);
    }
    const ct = await subtle.encrypt(
      { name: 'AES-CBC', iv: iv as BufferSource },
      await importAes(subtle, key, 'cbc', 'encrypt'),
      plain as BufferSource,
    );
    out = concatBytes([head, new Uint8Array(ct)]);
  } else {
    const iv = randomBytes(GCM_IV);
    let key: Uint8Array;
    let head: Uint8Array;
    if ('raw' in s) {
      key = s.raw;
      head = iv;
    } else {
      const salt = randomBytes(GCM_SALT);
      key = await pbkdf2(subtle, s.passphrase, salt, s.iterations, 32);
      head = concatBytes([salt, iv]);
    }
    const ct = await subtle.encrypt(
      { name: 'AES-GCM', iv: iv as BufferSource },
      await importAes(subtle, key, 'gcm', 'encrypt'),
      plain as BufferSource,
    );
    out = concatBytes([head, new Uint8Array(ct)]);
  }
  return ok(encodeBase64Bytes(out, BASE64_STANDARD, true));
}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** Decrypts Base64 text made by `encryptAes` or by `openssl enc` (CBC); a wrong passphrase is an error, never garbage. */
export async function decryptAes(text: string, o: AesOptions): Promise<Result<Uint8Array>> {
  const subtle = subtleCrypto();
  if (!subtle) return fail('This browser has no WebCrypto (it needs a secure, https page), so it cannot decrypt');
  if (text.trim() === '') return fail('Paste the encrypted text (Base64) to decrypt');
  const decoded = decodeBase64(text);
  if (!decoded.ok) return decoded;
  const data = decoded.value;
  const src = keySource(o);
  if (!src.ok) return src;
  const s = src.value;
  const wrong = 'raw' in s ? WRONG_RAW_KEY : WRONG_KEY;
  try {
    if (o.cipher === 'cbc') {
      let key: Uint8Array;
      let iv: Uint8Array;
      let body: Uint8Array;
      if ('raw' in s) {
        if (data.length < 2 * BLOCK || data.length % BLOCK !== 0) {
          return fail(`This is not AES-CBC data made with a raw key: it should be a 16-byte IV and whole 16-byte blocks (got ${data.length} bytes)`);
        }
        key = s.raw;
        iv = data.slice(0, BLOCK);
        body = data.subarray(BLOCK);
      } else {
        if (!startsWith(data, MAGIC)) {
          return fail(
            'This is not OpenSSL’s passphrase format: it does not start with Salted__ (U2FsdGVkX1 in Base64). Was it made with AES-GCM, or with a raw key?',
          );
        }
        body = data.subarray(MAGIC.length + CBC_SALT);
        if (body.length === 0 || body.length % BLOCK !== 0) {
          return fail(`The ciphertext is ${body.length} bytes; AES-CBC makes whole 16-byte blocks, so the data is cut or corrupted`);
        }
        const derived = await pbkdf2(subtle, s.passphrase, data.slice(MAGIC.length, MAGIC.length + CBC_SALT), s.iterations, 48);
        key = derived.slice(0, 32);
        iv = derived.slice(32, 48);
      }
      const plain = await subtle.decrypt(
        { name: 'AES-CBC', iv: iv as BufferSource },
        await importAes(subtle, key, 'cbc', 'decrypt'),
        body as BufferSource,
      );
      return ok(new Uint8Array(plain));
    }
    const saltLength = 'raw' in s ? 0 : GCM_SALT;
    if (startsWith(data, MAGIC)) return fail('This is OpenSSL’s Salted__ format, made with AES-CBC: choose CBC to decrypt it');
    if (data.length < saltLength + GCM_IV + GCM_TAG) {
      return fail(
        `This is too short for AES-GCM data${saltLength ? ' (salt, IV and tag take 44 bytes)' : ' (IV and tag take 28 bytes)'}: ${data.length} bytes`,
      );
    }
    const iv = data.slice(saltLength, saltLength + GCM_IV);
    const key = 'raw' in s ? s.raw : await pbkdf2(subtle, s.passphrase, data.slice(0, GCM_SALT), s.iterations, 32);
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: iv as BufferSource },
      await importAes(subtle, key, 'gcm', 'decrypt'),
      data.subarray(saltLength + GCM_IV) as BufferSource,
    );
    return ok(new Uint8Array(plain));
  } catch {
    // WebCrypto says only "OperationError": a bad padding (CBC) or a tag that does not match (GCM).
    return fail(`${wrong}${'raw' in s ? '' : ` (or the iterations are not ${s.iterations.toLocaleString('en-US')})`}`);
  }
}

/** The OpenSSL command that decrypts (or makes) our CBC passphrase format, for the page to show. */
export function opensslCommand(mode: AesMode, iterations: number): string {
  return `openssl enc ${mode === 'encrypt' ? '-d ' : ''}-aes-256-cbc -pbkdf2 -iter ${iterations} -md sha256 -a -A -pass pass:'…'`;
}

/** The page's options: the key kind picks the passphrase or the raw key. */
export interface AesPageOptions {
  [name: string]: string | number | boolean;
  mode: AesMode;
  cipher: AesCipher;
  keyType: 'passphrase' | 'raw';
  passphrase: string;
  keyHex: string;
  iterations: number;
}

/** What the page shows: the text, or (a binary plaintext) the bytes to download. */
export interface AesShown {
  text: string;
  binary: Uint8Array | null;
}

export const optionsOf = (o: AesPageOptions): AesOptions => ({
  cipher: o.cipher,
  passphrase: o.passphrase,
  keyHex: o.keyType === 'raw' ? o.keyHex || ' ' : '',
  iterations: o.iterations,
});

/** Runs the page: encrypt the text's UTF-8 bytes, or decrypt to UTF-8 text (bytes when it is not text). */
export async function runAesPage(input: string, o: AesPageOptions): Promise<Result<AesShown>> {
  if (o.keyType === 'raw' && o.keyHex.trim() === '') return fail('Enter the key in hex (or choose Passphrase)');
  const options = optionsOf(o);
  if (o.mode === 'encrypt') {
    const r = await encryptAes(new TextEncoder().encode(input), options);
    return r.ok ? ok({ text: r.value, binary: null }) : r;
  }
  const plain = await decryptAes(input, options);
  if (!plain.ok) return plain;
  try {
    return ok({ text: new TextDecoder('utf-8', { fatal: true }).decode(plain.value), binary: null });
  } catch {
    return ok({ text: '', binary: plain.value });
  }
}
