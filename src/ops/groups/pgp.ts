import { z } from 'zod';
import { fail, ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/**
 * OpenPGP (issue 31): encrypt, decrypt, sign, verify, inspect keys and generate them, with OpenPGP.js. Each `run`
 * imports the tool's core (and so OpenPGP.js) when first used. Keys and passphrases are options, as armored text.
 */
const core = () => import('@/tools/pgp/pgp.core');
const job = { publicKeys: '', privateKey: '', passphrase: '', password: '', sign: false, detached: false, signature: '' };

const publicKeys = z.string().default('').describe('Armored public keys (-----BEGIN PGP PUBLIC KEY BLOCK-----), one or more blocks');
const privateKey = z.string().default('').describe('An armored private key (-----BEGIN PGP PRIVATE KEY BLOCK-----)');
const passphrase = z.string().default('').describe("The private key's passphrase, when it is protected");

export const pgpOps: AnyOperation[] = [
  defineOperation({
    id: 'pgp/encrypt',
    page: 'pgp',
    title: 'PGP encrypt',
    description: 'Encrypts text to OpenPGP public keys or with a password (optionally signed), as an armored message GnuPG decrypts.',
    input: 'text',
    output: 'text',
    options: z.object({
      publicKeys: publicKeys.describe("The recipients' armored public keys, one or more blocks"),
      password: z.string().default('').describe('A password to encrypt with (instead of, or beside, public keys)'),
      privateKey: privateKey.describe('An armored private key to sign with as well (optional)'),
      passphrase,
    }),
    run: async (text, o) => {
      const r = await (await core()).runPgp({ ...job, ...o, mode: 'encrypt', input: text, sign: o.privateKey.trim() !== '' });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'pgp/decrypt',
    page: 'pgp',
    title: 'PGP decrypt',
    description: 'Decrypts an armored OpenPGP message with a private key and its passphrase, or with a password, to its text.',
    input: 'text',
    output: 'text',
    options: z.object({
      privateKey,
      passphrase,
      password: z.string().default('').describe('The password, for a message encrypted with one'),
      publicKeys: publicKeys.describe("The sender's public key: the signature must then be good (a missing or bad one is an error)"),
    }),
    run: async (text, o) => {
      const r = await (await core()).runPgp({ ...job, ...o, mode: 'decrypt', input: text });
      if (!r.ok) return r;
      // Given a sender's key, a signature that is missing, bad or made by another key is an error, as with gpg --verify.
      const checking = o.publicKeys.trim() !== '';
      const bad = r.value.notes.find((n) => n.startsWith('BAD signature') || (checking && !n.startsWith('Good signature')));
      return bad ? fail(bad.replace(/\.$/, '')) : ok(r.value.text);
    },
  }),
  defineOperation({
    id: 'pgp/sign',
    page: 'pgp',
    title: 'PGP sign',
    description: 'Signs text with an OpenPGP private key: a cleartext-signed message, or a detached armored signature.',
    input: 'text',
    output: 'text',
    options: z.object({
      privateKey,
      passphrase,
      detached: z
        .boolean()
        .default(false)
        .describe('A detached signature of the text (-----BEGIN PGP SIGNATURE-----) instead of a cleartext-signed message'),
    }),
    run: async (text, o) => {
      const r = await (await core()).runPgp({ ...job, ...o, mode: 'sign', input: text });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'pgp/verify',
    page: 'pgp',
    title: 'PGP verify',
    description:
      'Checks an OpenPGP signature (a cleartext-signed message, a signed message, or the text with a detached signature) against public keys: a report, or an error when it is bad.',
    input: 'text',
    output: 'text',
    options: z.object({
      publicKeys: publicKeys.describe("The signer's armored public key"),
      signature: z.string().default('').describe('A detached armored signature of the input text; empty when the input is a signed message'),
    }),
    run: async (text, o) => {
      const r = await (await core()).runPgp({ ...job, ...o, mode: 'verify', input: text });
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'pgp/inspect',
    page: 'pgp',
    title: 'PGP key inspect',
    description:
      'Describes armored OpenPGP keys: fingerprint, key ID, user IDs, algorithm and size, created and expiry dates, subkeys and their usage.',
    input: 'text',
    output: 'text',
    options: z.object({}),
    run: async (text) => {
      const r = await (await core()).inspectKeys(text);
      return r.ok ? ok(r.value.text) : r;
    },
  }),
  defineOperation({
    id: 'pgp/generate',
    page: 'pgp',
    title: 'PGP key generate',
    description: 'Generates an OpenPGP v4 key pair (Curve25519 or RSA) that GnuPG imports: the armored private key, then the public key.',
    input: 'none',
    output: 'text',
    options: z.object({
      name: z.string().default('').describe('The name of the user ID'),
      email: z.string().default('').describe('The email address of the user ID'),
      type: z.enum(['curve25519', 'rsa3072', 'rsa4096']).default('curve25519').describe('curve25519: Ed25519 + Cv25519 (fast); rsa3072 or rsa4096'),
      passphrase: z.string().default('').describe('The passphrase protecting the private key (empty: unprotected)'),
      expiryDays: z.number().int().min(0).max(36_500).default(0).describe('Days until the key expires; 0 for never'),
    }),
    run: async (_none, o) => {
      const r = await (await core()).generatePgpKey(o);
      return r.ok ? ok(`${r.value.privateKey}\n${r.value.publicKey}`) : r;
    },
  }),
];
