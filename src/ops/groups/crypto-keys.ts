import { z } from 'zod';
import { defineOperation, type AnyOperation } from '../operation';

const FORMATS = ['all', 'pkcs8', 'spki', 'jwk', 'jwk-public', 'openssh', 'openssh-private', 'fingerprint'] as const;
const FORMAT_HELP =
  'all (every format under # headings), pkcs8 (private PEM), spki (public PEM), jwk, jwk-public, openssh (public key line), openssh-private (openssh-key-v1) or fingerprint (as ssh-keygen -l prints it)';
const comment = z.string().max(1024).default('').describe('Comment of the OpenSSH keys and fingerprint (e.g. user@host)');

/**
 * Key pairs with WebCrypto: generate RSA, ECDSA or Ed25519 keys, and convert a key between PEM (PKCS#8, SPKI, PKCS#1,
 * SEC1), JWK and OpenSSH. Each `run` imports the tool's core when first used.
 */
export const cryptoKeysOps: AnyOperation[] = [
  defineOperation({
    id: 'crypto/keys',
    title: 'Key pair generate',
    description:
      'Generates an RSA, ECDSA or Ed25519 key pair with WebCrypto and writes it as PKCS#8 and SPKI PEM, JWK and OpenSSH keys with its SHA256 fingerprint.',
    input: 'none',
    output: 'text',
    options: z.object({
      algorithm: z.enum(['ed25519', 'ecdsa', 'rsa']).default('ed25519').describe('Key type: ed25519, ecdsa or rsa'),
      size: z.number().int().min(2048).max(4096).default(2048).describe('RSA modulus size in bits: 2048, 3072 or 4096 (rsa)'),
      curve: z.enum(['P-256', 'P-384', 'P-521']).default('P-256').describe('Curve: P-256, P-384 or P-521 (ecdsa)'),
      comment,
      format: z.enum(FORMATS).default('all').describe(`What to write: ${FORMAT_HELP}`),
    }),
    run: async (_, o) => (await import('@/tools/crypto-keys/crypto-keys.core')).generateKeyText(o, { comment: o.comment, format: o.format }),
  }),
  defineOperation({
    id: 'crypto/keys/convert',
    title: 'Key convert',
    description:
      'Reads a key (PEM PKCS#8, SPKI, PKCS#1 or SEC1, an unencrypted OpenSSH private key, a JWK or an OpenSSH public key line) and writes it in another format.',
    input: 'text',
    output: 'text',
    page: 'crypto/keys',
    options: z.object({
      target: z.enum(FORMATS).default('all').describe(`Format to write: ${FORMAT_HELP}`),
      comment: comment.describe('Comment of the OpenSSH keys and fingerprint (default: the key’s own, for an OpenSSH key)'),
    }),
    run: async (text, o) => (await import('@/tools/crypto-keys/crypto-keys.core')).convertKeyText(text, { target: o.target, comment: o.comment }),
  }),
];
