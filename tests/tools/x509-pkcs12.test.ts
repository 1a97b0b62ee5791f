import { readFileSync } from 'node:fs';
import { pkcs12Kdf } from '@/tools/x509/pkcs12.core';
import { looksLikePkcs12 } from '@/tools/x509/pkcs12-sniff';
import { decodeX509 } from '@/tools/x509/x509.core';

// PKCS#12 files made by OpenSSL 3.0 (tests/fixtures/x509/README.md gives the commands and what openssl prints of them).
const fixture = (name: string) => readFileSync(new URL(`../fixtures/x509/${name}`, import.meta.url)).toString('base64');
const asFile = (name: string) => `data:application/x-pkcs12;base64,${fixture(name)}`;
const NOW = Date.UTC(2030, 0, 1);
const LEAF_SHA256 = 'D0:68:4A:C0:36:E3:86:96:6E:43:BA:46:DF:2A:0D:30:91:C8:86:29:2D:97:B8:CD:D2:DC:4C:D4:BC:E8:33:18';
const ROOT_SHA256 = '1D:C3:72:52:47:1E:F0:6A:D1:CB:77:86:BA:B3:13:95:A3:15:30:DF:B4:3D:3D:91:46:F7:6E:37:17:55:47:94';

async function report(text: string, password?: string): Promise<string> {
  const r = await decodeX509(text, { now: NOW, password });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function error(text: string, password?: string): Promise<string> {
  const r = await decodeX509(text, { now: NOW, password });
  if (r.ok) throw new Error(`decoded: ${r.value}`);
  return r.error.message;
}

describe('x509 decoder: PKCS#12', () => {
  it.each([
    [
      'chain.p12',
      'devbench',
      'HMAC-SHA-256, 2048 iterations',
      'PBES2 (PBKDF2-HMAC-SHA-256, AES-256-CBC), 2048 iterations',
      'PBES2 (PBKDF2-HMAC-SHA-256, AES-256-CBC), 2048 iterations',
    ],
    [
      'chain-legacy.pfx',
      'devbench',
      'HMAC-SHA-1, 2048 iterations',
      'pbeWithSHAAnd40BitRC2-CBC, 2048 iterations',
      'pbeWithSHAAnd3-KeyTripleDES-CBC, 2048 iterations',
    ],
    [
      'chain-nopass.p12',
      '',
      'HMAC-SHA-256, 2048 iterations',
      'PBES2 (PBKDF2-HMAC-SHA-256, AES-256-CBC), 2048 iterations',
      'PBES2 (PBKDF2-HMAC-SHA-256, AES-256-CBC), 2048 iterations',
    ],
  ])('%s: the MAC, both certificates, the key and the chain', async (file, password, mac, certCipher, keyCipher) => {
    const out = await report(asFile(file), password);
    expect(out).toContain('Block 1 (line 1): PKCS#12 (.p12/.pfx) file (DER): 2 certificates, 1 private key\n');
    expect(out).toContain(`  MAC:          ${mac}: matches (the password is right)\n`);
    const [, leaf, root, key] = out.split(/^Bag \d+: /m);
    expect(leaf).toMatch(/^Certificate\n  friendlyName: p12 leaf\n  localKeyID:   [0-9A-F ]{59}\n/);
    expect(leaf).toContain(
      `  Encrypted:    ${certCipher}\n  Subject:      O=Devbench,CN=p12.example\n  Issuer:       O=Devbench,CN=Devbench Fixture Root\n  Serial:       1234ABCD\n`,
    );
    expect(leaf).toContain('  Public key:   EC P-256\n');
    expect(leaf).toContain(`  SHA-256 fingerprint: ${LEAF_SHA256}\n`);
    expect(root).toContain('  Subject:      O=Devbench,CN=Devbench Fixture Root\n');
    expect(root).toContain(`  SHA-256 fingerprint: ${ROOT_SHA256}\n`);
    expect(key).toMatch(/^Private key \(PKCS#8, encrypted\)\n  friendlyName: p12 leaf\n/);
    expect(key).toContain(
      `  Encrypted:    ${keyCipher}\n  Key:          EC P-256\n  Certificate:  bag 1 (O=Devbench,CN=p12.example), by the same localKeyID\n`,
    );
    expect(out).toContain('  bag 1 (O=Devbench,CN=p12.example): issued by bag 2 (O=Devbench,CN=Devbench Fixture Root)\n');
    expect(out).toContain('  Order: correct, leaf first');
  });

  it('reads the file as plain Base64 too', async () => {
    expect(await report(fixture('chain.p12'), 'devbench')).toContain(`  SHA-256 fingerprint: ${LEAF_SHA256}\n`);
  });

  it('a wrong password is the whole answer', async () => {
    expect(await error(asFile('chain.p12'), 'nope')).toBe('Wrong password, or the file is damaged: the MAC does not match.');
    expect(await error(asFile('chain-legacy.pfx'), 'Devbench')).toBe('Wrong password, or the file is damaged: the MAC does not match.');
    expect(await error(asFile('chain-nopass.p12'), 'devbench')).toBe('Wrong password, or the file is damaged: the MAC does not match.');
  });

  it('asks for the password when the file has one and none was given', async () => {
    expect(await error(asFile('chain.p12'))).toMatch(/^This PKCS#12 file is protected by a password: type it in the Password field/);
  });

  it('a damaged file says where it broke, and a flipped MAC byte is a MAC mismatch', async () => {
    const bytes = readFileSync(new URL('../fixtures/x509/chain.p12', import.meta.url));
    expect(await error(bytes.subarray(0, 600).toString('base64'), 'devbench')).toMatch(/^Block 1 \(line 1\): could not be decoded: /);
    const flipped = Uint8Array.from(bytes);
    flipped[flipped.length - 30] ^= 1;
    expect(await error(Buffer.from(flipped).toString('base64'), 'devbench')).toBe('Wrong password, or the file is damaged: the MAC does not match.');
  });

  it('tells a PKCS#12 input from others without loading anything', () => {
    expect(looksLikePkcs12(asFile('chain.p12'))).toBe(true);
    expect(looksLikePkcs12(fixture('chain-legacy.pfx'))).toBe(true);
    expect(looksLikePkcs12(`  ${fixture('chain.p12').replace(/(.{64})/g, '$1\n')}`)).toBe(true);
    expect(looksLikePkcs12('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toBe(false);
    expect(looksLikePkcs12('hello')).toBe(false);
    expect(looksLikePkcs12('')).toBe(false);
  });

  // RFC 7292 appendix B key derivation, against `openssl kdf -keylen N -kdfopt digest:SHA1 -kdfopt
  // hexpass:0073006d006500670000 -kdfopt hexsalt:0A58CF64530D823F -kdfopt iter:1 -kdfopt id:1 PKCS12KDF` (password
  // "smeg" as a BMPString with its two zero bytes), and with SHA256, iter:1000, id:3.
  it('derives PKCS#12 keys as OpenSSL does', () => {
    const bmp = Uint8Array.from([0, 0x73, 0, 0x6d, 0, 0x65, 0, 0x67, 0, 0]);
    const salt = Uint8Array.from([0x0a, 0x58, 0xcf, 0x64, 0x53, 0x0d, 0x82, 0x3f]);
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase();
    expect(hex(pkcs12Kdf('SHA-1', bmp, salt, 1, 1, 24))).toBe('8AAAE6297B6CB04642AB5B077851284EB7128F1A2A7FBCA3');
    expect(hex(pkcs12Kdf('SHA-1', bmp, salt, 1, 2, 8))).toBe('79993DFE048D3B76');
    expect(hex(pkcs12Kdf('SHA-256', bmp, salt, 1000, 3, 32))).toBe('35AC16A454D608FB10C8D7C6338CA85818587AED0FF771FD265957E412C2C03C');
  });
});
