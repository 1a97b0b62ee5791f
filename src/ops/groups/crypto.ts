import { z } from 'zod';
import { fail, ok } from '@/lib/result';
import { defineOperation, type AnyOperation } from '../operation';

/**
 * Encryption, signing and one-time passwords. Each `run` imports its tool's core (and jose or otpauth) when first used.
 */
export const cryptoOps: AnyOperation[] = [
  defineOperation({
    id: 'crypto/aes',
    title: 'AES encrypt / decrypt',
    description:
      'Encrypts bytes with AES-256-CBC in OpenSSL’s Salted__ format (PBKDF2-SHA256), or AES-GCM, to Base64 on one line; or decrypts such Base64 back to the bytes.',
    input: 'bytes',
    output: 'bytes',
    options: z.object({
      mode: z.enum(['encrypt', 'decrypt']).default('encrypt').describe('Encrypt the input, or decrypt Base64 input'),
      passphrase: z.string().default('').describe('The passphrase (the key and IV come from it with PBKDF2-HMAC-SHA256)'),
      key: z.string().default('').describe('A raw AES key in hex (32, 48 or 64 digits) instead of a passphrase; the IV then leads the output'),
      iterations: z.number().int().min(1).max(10_000_000).default(600_000).describe('PBKDF2 iterations (openssl enc -iter)'),
      cipher: z.enum(['cbc', 'gcm']).default('cbc').describe('cbc: AES-256-CBC as openssl enc writes it; gcm: AES-GCM, salt | IV | ciphertext | tag'),
    }),
    run: async (bytes, o) => {
      const { decryptAes, encryptAes } = await import('@/tools/aes/aes.core');
      const options = { cipher: o.cipher, passphrase: o.passphrase, keyHex: o.key, iterations: o.iterations };
      if (o.mode === 'encrypt') {
        const r = await encryptAes(bytes, options);
        return r.ok ? ok(new TextEncoder().encode(r.value)) : r;
      }
      return decryptAes(new TextDecoder('latin1').decode(bytes), options);
    },
  }),
  defineOperation({
    id: 'jwt/encoder',
    title: 'JWT sign',
    description: 'Signs claims (a JSON object) as a JSON Web Token with HS256/384/512, RS, PS, ES256/384/512 or EdDSA, using jose.',
    input: 'text',
    output: 'text',
    options: z.object({
      alg: z
        .enum(['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'])
        .default('HS256')
        .describe('Signing algorithm'),
      secret: z.string().default('').describe('HS256/384/512: the shared secret (its UTF-8 bytes)'),
      key: z.string().default('').describe('RS, PS, ES and EdDSA: the private key as PEM (-----BEGIN PRIVATE KEY-----) or a private JWK'),
      kid: z.string().default('').describe('A key ID for the header (kid), when not empty'),
    }),
    run: async (text, o) => {
      const { isHmac, signJwt } = await import('@/tools/jwt/jwt-sign.core');
      const hmac = isHmac(o.alg);
      if (hmac && o.secret === '' && o.key !== '') return fail(`${o.alg} signs with a shared secret: give it as --secret`);
      if (!hmac && o.key === '' && o.secret !== '') return fail(`${o.alg} signs with a private key: give it as --key (PEM), not --secret`);
      const r = await signJwt(text, { alg: o.alg, key: hmac ? o.secret : o.key, kid: o.kid });
      return r.ok ? ok(r.value.token) : r;
    },
  }),
  defineOperation({
    id: 'otp',
    title: 'TOTP / HOTP code',
    description: 'Makes the one-time password of a Base32 secret at a given time (TOTP, RFC 6238) or counter (HOTP, RFC 4226).',
    input: 'none',
    output: 'text',
    options: z.object({
      secret: z.string().default('').describe('The shared secret in Base32 (as in an otpauth:// link)'),
      time: z.string().default('').describe('TOTP: Unix time in seconds; empty: now'),
      digits: z.number().int().min(6).max(8).default(6).describe('Digits of the code'),
      period: z.number().int().min(1).max(86_400).default(30).describe('TOTP: seconds per code'),
      algorithm: z.enum(['SHA1', 'SHA256', 'SHA512']).default('SHA1').describe('HMAC hash'),
      counter: z.string().default('').describe('HOTP: the counter (a code from it instead of the time); empty: TOTP'),
    }),
    run: async (_, o) => {
      const { otpCode } = await import('@/tools/otp/otp.core');
      const whole = (v: string, what: string) =>
        /^\s*\d+\s*$/.test(v) ? Number(v) : fail(`${what} must be a whole number from 0 (got ${JSON.stringify(v)})`);
      const counter = o.counter.trim() === '' ? null : whole(o.counter, 'The counter');
      if (counter !== null && typeof counter !== 'number') return counter;
      const time = o.time.trim() === '' ? Date.now() / 1000 : whole(o.time, 'The time');
      if (typeof time !== 'number') return time;
      const r = await otpCode(
        {
          type: counter === null ? 'totp' : 'hotp',
          secret: o.secret,
          algorithm: o.algorithm,
          digits: o.digits,
          period: o.period,
          counter: counter ?? 0,
        },
        time * 1000,
      );
      return r.ok ? ok(r.value.code) : r;
    },
  }),
];
