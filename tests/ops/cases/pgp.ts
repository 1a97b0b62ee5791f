import { fixture, tamper } from '../../fixtures/pgp/pgp-fixtures';
import type { OpCase } from './types';

// Keys and messages made by GnuPG 2.2.40 (tests/fixtures/pgp/, see its README): Alice has an RSA 3072 key with an RSA
// encryption subkey (passphrase "rsa pass"), Bob an Ed25519 key with a Cv25519 subkey ("ecc pass"). Expected texts,
// fingerprints, key IDs and signing times are gpg's (`gpg --with-colons --fingerprint`, `gpg --status-fd 1 --verify`:
// VALIDSIG). Encryption and signing draw random numbers, so those cases match the format; tests/real/pgp.test.ts has gpg
// decrypt and verify them.
const ALICE_PUB = fixture('alice-rsa.pub.asc');
const ALICE_SEC = fixture('alice-rsa.sec.asc');
const BOB_PUB = fixture('bob-ecc.pub.asc');
const BOB_SEC = fixture('bob-ecc.sec.asc');
const PLAIN = fixture('msg.txt');
const TO_BOB = fixture('to-bob.asc');

export const cases: OpCase[] = [
  // gpg --armor -r bob@example.org -e msg.txt
  {
    op: 'pgp/decrypt',
    name: 'decrypts what gpg encrypted to a Cv25519 subkey',
    input: TO_BOB,
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass' },
    output: PLAIN,
  },
  // gpg --armor -r alice@example.org -e msg.txt
  {
    op: 'pgp/decrypt',
    name: 'decrypts what gpg encrypted to an RSA subkey',
    input: fixture('to-alice.asc'),
    options: { privateKey: ALICE_SEC, passphrase: 'rsa pass' },
    output: PLAIN,
  },
  // gpg -u alice@example.org -r bob@example.org -s -e msg.txt
  {
    op: 'pgp/decrypt',
    name: 'decrypts and checks the signature of what gpg signed and encrypted',
    input: fixture('to-bob-signed-by-alice.asc'),
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass', publicKeys: ALICE_PUB },
    output: PLAIN,
  },
  {
    op: 'pgp/decrypt',
    name: 'a signature by another key than the one given is an error',
    input: fixture('to-bob-signed-by-alice.asc'),
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass', publicKeys: BOB_PUB },
    error: 'Signed by key ID 70FD1B83C68FDD72',
  },
  // gpg --armor -c msg.txt (passphrase "sym pass")
  {
    op: 'pgp/decrypt',
    name: 'decrypts what gpg -c encrypted with a password',
    input: fixture('symmetric.asc'),
    options: { password: 'sym pass' },
    output: PLAIN,
  },
  { op: 'pgp/decrypt', name: 'a wrong password', input: fixture('symmetric.asc'), options: { password: 'sym pas' }, error: 'integrity check failed' },
  {
    op: 'pgp/decrypt',
    name: 'a wrong passphrase',
    input: TO_BOB,
    options: { privateKey: BOB_SEC, passphrase: 'ecc' },
    error: 'Wrong passphrase for the private key',
  },
  {
    op: 'pgp/decrypt',
    name: 'the wrong key names the key ID the message wants',
    input: TO_BOB,
    options: { privateKey: ALICE_SEC, passphrase: 'rsa pass' },
    error: 'encrypted to key ID E3F5802D43186841, not to this private key',
  },
  {
    op: 'pgp/decrypt',
    name: 'a tampered message',
    input: tamper(TO_BOB),
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass' },
    error: 'modified or damaged',
  },
  {
    op: 'pgp/decrypt',
    name: 'not armored',
    input: 'hello',
    options: { password: 'x' },
    error: 'Line 1, column 1: The input is not ASCII-armored OpenPGP data',
  },
  {
    op: 'pgp/decrypt',
    name: 'a bad character in the armor, with its place',
    input: TO_BOB.replace(/\n\n(.{5})./, '\n\n$1#'),
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass' },
    error: "Line 3, column 6: The input: '#' cannot be in the Base64",
  },

  // gpg -u bob@example.org --clearsign msg.txt; gpg --status-fd 1 --verify: VALIDSIG 1525…1108 2026-11-29 1795975932
  {
    op: 'pgp/verify',
    name: 'verifies what gpg --clearsign wrote (Ed25519)',
    input: fixture('clearsigned-by-bob.asc'),
    options: { publicKeys: BOB_PUB },
    output:
      'Good signature from Bob Example <bob@example.org>\nKey ID: 86AE1CD98C0F1108\nPrimary key fingerprint: 15250725C835F1FFF6EED2B386AE1CD98C0F1108\nSigned: 2026-11-29T18:12:12.000Z\n\nHello from GnuPG.\nLine two: Grüße 🔑',
  },
  // gpg -u alice@example.org --armor --detach-sign msg.txt; VALIDSIG FFCF…DD72 2026-11-29 1795975933
  {
    op: 'pgp/verify',
    name: 'verifies a detached RSA signature gpg made of the text',
    input: PLAIN,
    options: { publicKeys: ALICE_PUB, signature: fixture('msg.txt.sig') },
    output:
      'Good signature from Alice Example <alice@example.org>\nKey ID: 70FD1B83C68FDD72\nPrimary key fingerprint: FFCFBD37544ADF169B8B730C70FD1B83C68FDD72\nSigned: 2026-11-29T18:12:13.000Z',
  },
  {
    op: 'pgp/verify',
    name: 'a changed text fails the detached signature',
    input: PLAIN.replace('two', ' two'),
    options: { publicKeys: ALICE_PUB, signature: fixture('msg.txt.sig') },
    error: 'BAD signature',
  },
  {
    op: 'pgp/verify',
    name: 'a changed cleartext fails',
    input: fixture('clearsigned-by-bob.asc').replace('Line two', 'Line 2'),
    options: { publicKeys: BOB_PUB },
    error: 'BAD signature',
  },
  {
    op: 'pgp/verify',
    name: 'the wrong public key',
    input: fixture('clearsigned-by-bob.asc'),
    options: { publicKeys: ALICE_PUB },
    error: 'made by key ID 86AE1CD98C0F1108',
  },

  // gpg --with-colons --fingerprint --with-subkey-fingerprint
  {
    op: 'pgp/inspect',
    name: "an RSA key's fingerprints, key IDs and usage as gpg lists them",
    input: ALICE_PUB,
    match:
      /^Public key \(OpenPGP v4\)\nFingerprint: FFCFBD37544ADF169B8B730C70FD1B83C68FDD72\nKey ID: 70FD1B83C68FDD72\nUser ID: Alice Example <alice@example.org>\nAlgorithm: RSA 3072 bits\nCreated: 2026-11-29T18:12:03.000Z\nExpires: never\nUsage: certify, sign\n\nSubkey 1\n {2}Fingerprint: E5BAFD2AA959F17B03BC8D22FCED9296B4782396\n {2}Key ID: FCED9296B4782396\n {2}Algorithm: RSA 3072 bits\n {2}Created: 2026-11-29T18:12:06.000Z\n {2}Expires: never\n {2}Usage: encrypt communications, encrypt storage$/,
  },
  {
    op: 'pgp/inspect',
    name: 'an Ed25519 private key and its Cv25519 subkey',
    input: BOB_SEC,
    match:
      /Fingerprint: 15250725C835F1FFF6EED2B386AE1CD98C0F1108[\s\S]*Algorithm: EdDSA \(Ed25519\)[\s\S]*Protected by a passphrase: yes[\s\S]*Fingerprint: 9B4CBAB716055C49F8434B82E3F5802D43186841[\s\S]*Algorithm: ECDH \(Curve25519\)/,
  },
  { op: 'pgp/inspect', name: 'a message is not a key', input: TO_BOB, error: 'is a PGP message, not what this needs' },

  {
    op: 'pgp/encrypt',
    name: 'to a gpg key: an armored message',
    input: 'attack at dawn',
    options: { publicKeys: BOB_PUB },
    match: /^-----BEGIN PGP MESSAGE-----\n\n[\s\S]+\n-----END PGP MESSAGE-----\n$/,
  },
  { op: 'pgp/encrypt', name: 'with a password', input: 'attack at dawn', options: { password: 'pw' }, match: /^-----BEGIN PGP MESSAGE-----\n/ },
  { op: 'pgp/encrypt', name: 'nothing to encrypt to', input: 'x', error: "Give the recipients' public keys, or a password" },
  { op: 'pgp/encrypt', name: 'a key that is no key', input: 'x', options: { publicKeys: 'hello' }, error: 'is not ASCII-armored OpenPGP data' },

  {
    op: 'pgp/sign',
    name: 'a cleartext-signed message',
    input: 'attack at dawn',
    options: { privateKey: BOB_SEC, passphrase: 'ecc pass' },
    match: /^-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA(256|512)\n\nattack at dawn\n-----BEGIN PGP SIGNATURE-----\n/,
  },
  {
    op: 'pgp/sign',
    name: 'a detached signature',
    input: 'attack at dawn',
    options: { privateKey: ALICE_SEC, passphrase: 'rsa pass', detached: true },
    match: /^-----BEGIN PGP SIGNATURE-----\n[\s\S]+-----END PGP SIGNATURE-----\n$/,
  },
  {
    op: 'pgp/sign',
    name: 'a protected key without its passphrase',
    input: 'x',
    options: { privateKey: BOB_SEC },
    error: 'is protected: enter its passphrase',
  },

  {
    op: 'pgp/generate',
    name: 'a Curve25519 key pair',
    options: { name: 'Test User', email: 'test@example.org' },
    match: /^-----BEGIN PGP PRIVATE KEY BLOCK-----\n[\s\S]+-----BEGIN PGP PUBLIC KEY BLOCK-----\n[\s\S]+-----END PGP PUBLIC KEY BLOCK-----\n$/,
  },
  { op: 'pgp/generate', name: 'a bad email address', options: { email: 'not an email' }, error: 'is not an email address' },
];
