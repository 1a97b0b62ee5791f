// The AES tool against OpenSSL (both ways: openssl decrypts ours, we decrypt openssl's) and AES-GCM against Python's
// `cryptography` (our salt | IV | ciphertext | tag layout), on random passphrases, iteration counts and plaintexts.
import { execFileSync } from 'node:child_process';
import { decryptAes, encryptAes, type AesOptions } from '@/tools/aes/aes.core';
import { requireProgram, rng } from './programs';

const OPENSSL = requireProgram('openssl', 'apt-get install openssl');
const r = rng(0xae5);
const bytes = (n: number) => Uint8Array.from({ length: n }, () => r(256));
const WORDS = ['correct', 'horse', 'battery', 'staple', 'päss', '🔑', 'with space', "it's", '"q"', '$HOME', '-n'];
const passphrase = () => Array.from({ length: 1 + r(4) }, () => WORDS[r(WORDS.length)]).join(r(2) ? ' ' : '-');
const SIZES = [0, 1, 15, 16, 17, 31, 32, 33, 100, 1000, 65536];

function openssl(args: string[], input: Uint8Array | string): Buffer {
  return execFileSync(OPENSSL, ['enc', ...args], { input, maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'pipe'] });
}
const cbc = (pass: string, iterations: number): AesOptions => ({ cipher: 'cbc', passphrase: pass, keyHex: '', iterations });

describe('AES-256-CBC with a passphrase against openssl enc -pbkdf2', () => {
  it.each(SIZES.map((n, i) => [n, i] as const))('openssl decrypts what we encrypt (%i bytes)', async (n) => {
    const plain = bytes(n);
    const pass = passphrase();
    // 600,000 (the page's default) once in a while: each run takes openssl a second or so.
    const iterations = [1, 1000, 10000, 600000][r(4)];
    const enc = await encryptAes(plain, cbc(pass, iterations));
    if (!enc.ok) throw new Error(enc.error.message);
    expect(enc.value).not.toMatch(/\n/);
    const out = openssl(
      ['-d', '-aes-256-cbc', '-pbkdf2', '-iter', String(iterations), '-md', 'sha256', '-a', '-A', '-pass', `pass:${pass}`],
      enc.value,
    );
    expect(Buffer.compare(out, Buffer.from(plain))).toBe(0);
  });

  it.each(SIZES.map((n) => [n] as const))('we decrypt what openssl encrypts (%i bytes)', async (n) => {
    const plain = bytes(n);
    const pass = passphrase();
    const iterations = [1, 1000, 10000][r(3)];
    const enc = openssl(
      ['-aes-256-cbc', '-pbkdf2', '-iter', String(iterations), '-md', 'sha256', '-a', '-A', '-pass', `pass:${pass}`],
      plain,
    ).toString();
    const dec = await decryptAes(enc, cbc(pass, iterations));
    expect(dec.ok && Buffer.compare(Buffer.from(dec.value), Buffer.from(plain))).toBe(0);
  });

  it('reads openssl’s Base64 with line breaks (-a without -A) and its default 10,000 iterations', async () => {
    const plain = bytes(500);
    const enc = openssl(['-aes-256-cbc', '-pbkdf2', '-md', 'sha256', '-a', '-pass', 'pass:secret'], plain).toString();
    expect(enc.split('\n').length).toBeGreaterThan(3);
    const dec = await decryptAes(enc, cbc('secret', 10000));
    expect(dec.ok && Buffer.compare(Buffer.from(dec.value), Buffer.from(plain))).toBe(0);
  });

  it('says "wrong passphrase" for openssl data and the wrong passphrase or iterations', async () => {
    const enc = openssl(
      ['-aes-256-cbc', '-pbkdf2', '-iter', '1000', '-md', 'sha256', '-a', '-A', '-pass', 'pass:right'],
      'a secret of some length',
    ).toString();
    for (const o of [cbc('wrong', 1000), cbc('right', 999)]) {
      expect(await decryptAes(enc, o)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Wrong passphrase or corrupted data/) } });
    }
  });

  it('openssl refuses ours with the wrong passphrase too (the same format)', async () => {
    const enc = await encryptAes(new TextEncoder().encode('x'.repeat(40)), cbc('right', 1000));
    expect(() =>
      openssl(['-d', '-aes-256-cbc', '-pbkdf2', '-iter', '1000', '-md', 'sha256', '-a', '-A', '-pass', 'pass:wrong'], enc.ok ? enc.value : ''),
    ).toThrow();
  });
});

describe('AES-CBC with a raw key against openssl enc -K -iv', () => {
  it.each([16, 24, 32].map((k) => [k * 8, k] as const))('AES-%i: IV | ciphertext, both ways', async (_, keyBytes) => {
    const key = Buffer.from(bytes(keyBytes)).toString('hex');
    const cipher = `-aes-${keyBytes * 8}-cbc`;
    const plain = bytes(77);
    const o: AesOptions = { cipher: 'cbc', passphrase: '', keyHex: key, iterations: 1 };
    const enc = await encryptAes(plain, o);
    const data = Buffer.from(enc.ok ? enc.value : '', 'base64');
    const iv = data.subarray(0, 16).toString('hex');
    expect(Buffer.compare(openssl(['-d', cipher, '-K', key, '-iv', iv], data.subarray(16)), Buffer.from(plain))).toBe(0);
    const iv2 = Buffer.from(bytes(16));
    const theirs = openssl([cipher, '-K', key, '-iv', iv2.toString('hex')], plain);
    const dec = await decryptAes(Buffer.concat([iv2, theirs]).toString('base64'), o);
    expect(dec.ok && Buffer.compare(Buffer.from(dec.value), Buffer.from(plain))).toBe(0);
  });
});

/** The Python with `cryptography`: Debian's python3-cryptography, or any python3 that has it. */
function pythonWithCryptography(): string | null {
  for (const py of ['/usr/bin/python3', 'python3']) {
    try {
      execFileSync(py, ['-c', 'import cryptography'], { stdio: 'ignore' });
      return py;
    } catch {
      // try the next one
    }
  }
  return null;
}
const PY = pythonWithCryptography();

const GCM_PY = `
import sys, base64, json
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
job = json.load(sys.stdin)
key = PBKDF2HMAC(hashes.SHA256(), 32, bytes.fromhex(job["salt"]), job["iter"]).derive(job["pass"].encode())
if job["op"] == "decrypt":
    data = base64.b64decode(job["data"])
    print(AESGCM(key).decrypt(data[16:28], data[28:], None).hex())
else:
    iv = bytes.fromhex(job["iv"])
    print(base64.b64encode(bytes.fromhex(job["salt"]) + iv + AESGCM(key).encrypt(iv, bytes.fromhex(job["plain"]), None)).decode())
`;
const py = (job: object) =>
  execFileSync(PY!, ['-c', GCM_PY], { input: JSON.stringify(job) })
    .toString()
    .trim();

describe.runIf(PY)('AES-GCM against Python’s cryptography', () => {
  it.each([0, 1, 16, 100, 5000].map((n) => [n] as const))('both ways (%i bytes)', async (n) => {
    const plain = bytes(n);
    const pass = passphrase();
    const o: AesOptions = { cipher: 'gcm', passphrase: pass, keyHex: '', iterations: 1000 };
    const enc = await encryptAes(plain, o);
    const salt = Buffer.from(enc.ok ? enc.value : '', 'base64')
      .subarray(0, 16)
      .toString('hex');
    expect(py({ op: 'decrypt', pass, iter: 1000, salt, data: enc.ok ? enc.value : '' })).toBe(Buffer.from(plain).toString('hex'));
    const theirs = py({
      op: 'encrypt',
      pass,
      iter: 1000,
      salt: Buffer.from(bytes(16)).toString('hex'),
      iv: Buffer.from(bytes(12)).toString('hex'),
      plain: Buffer.from(plain).toString('hex'),
    });
    const dec = await decryptAes(theirs, o);
    expect(dec.ok && Buffer.from(dec.value).toString('hex')).toBe(Buffer.from(plain).toString('hex'));
  });
});
