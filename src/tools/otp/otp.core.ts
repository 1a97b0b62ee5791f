import type { HOTP as Hotp, TOTP as Totp } from 'otpauth';
import { fail, ok, type Result } from '@/lib/result';

/** One-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238) with otpauth, and otpauth:// URIs (Google's Key URI format). */
export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export type OtpType = 'totp' | 'hotp';

export interface OtpSettings {
  type: OtpType;
  /** The shared secret in Base32 (RFC 4648), spaces and '=' padding allowed. */
  secret: string;
  algorithm: OtpAlgorithm;
  digits: number;
  /** TOTP: seconds per code. */
  period: number;
  /** HOTP: the counter. */
  counter: number;
}

export interface OtpAccount extends OtpSettings {
  issuer: string;
  label: string;
}

export const MIN_DIGITS = 6;
export const MAX_DIGITS = 8;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret's bytes, from Base32 (either case, spaces, hyphens and '=' padding ignored); a bad letter is named with its place. */
export function parseBase32(text: string): Result<Uint8Array> {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === ' ' || ch === '-' || ch === '\t' || ch === '=') continue;
    const v = BASE32.indexOf(ch.toUpperCase());
    if (v < 0) {
      const hint = /[0189]/.test(ch) ? ' (Base32 has no 0, 1, 8 or 9: was it O, I or L?)' : '';
      return fail(`The secret must be Base32 (A–Z and 2–7): ${JSON.stringify(ch)} at column ${i + 1} is not a Base32 letter${hint}`, {
        line: 1,
        column: i + 1,
      });
    }
    letters++;
    acc = ((acc << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 255);
    }
  }
  if (letters === 0) return fail('Enter the secret (Base32, such as JBSWY3DPEHPK3PXP)');
  if ([1, 3, 6].includes(letters % 8)) return fail(`The secret has ${letters} Base32 letters, a length no Base32 text has: is a letter missing?`);
  return ok(Uint8Array.from(out));
}

/** Bytes as Base32 without padding (what authenticator apps show and otpauth:// URIs carry). */
export function toBase32(bytes: Uint8Array): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = ((acc << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(acc >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(acc << (5 - bits)) & 31];
  return out;
}

/** A random secret: 20 bytes (160 bits, RFC 4226's recommendation) by default, as Base32. */
export function generateSecret(bytes = 20): string {
  return toBase32(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Checks the numbers of the settings; the secret is read too. */
export function checkSettings(s: OtpSettings): Result<Uint8Array> {
  if (!(OTP_ALGORITHMS as readonly string[]).includes(s.algorithm))
    return fail(`The algorithm must be one of ${OTP_ALGORITHMS.join(', ')} (got ${s.algorithm})`);
  if (!Number.isInteger(s.digits) || s.digits < MIN_DIGITS || s.digits > MAX_DIGITS)
    return fail(`Digits must be ${MIN_DIGITS} to ${MAX_DIGITS} (got ${s.digits})`);
  if (s.type === 'totp' && (!Number.isInteger(s.period) || s.period < 1 || s.period > 86_400))
    return fail(`The period must be 1 to 86,400 seconds (got ${s.period})`);
  if (s.type === 'hotp' && (!Number.isSafeInteger(s.counter) || s.counter < 0))
    return fail(`The counter must be a whole number from 0 (got ${s.counter})`);
  return parseBase32(s.secret);
}

export interface OtpCode {
  code: string;
  /** TOTP: the time step (Unix time / period); HOTP: the counter. */
  counter: number;
  /** TOTP: seconds until the next code. */
  remaining: number | null;
}

/** The code for the settings at `timeMs` (TOTP) or at the counter (HOTP). */
export async function otpCode(s: OtpSettings, timeMs: number): Promise<Result<OtpCode>> {
  const secret = checkSettings(s);
  if (!secret.ok) return secret;
  if (!Number.isFinite(timeMs) || timeMs < 0) return fail('The time must be a Unix time from 0 (1970-01-01)');
  const { HOTP, Secret } = await import('otpauth');
  const key = new Secret({ buffer: secret.value.slice().buffer });
  if (s.type === 'hotp')
    return ok({
      code: HOTP.generate({ secret: key, algorithm: s.algorithm, digits: s.digits, counter: s.counter }),
      counter: s.counter,
      remaining: null,
    });
  const step = Math.floor(timeMs / 1000 / s.period);
  const code = HOTP.generate({ secret: key, algorithm: s.algorithm, digits: s.digits, counter: step });
  return ok({ code, counter: step, remaining: s.period - (Math.floor(timeMs / 1000) % s.period) });
}

/** The otpauth:// URI of an account, as authenticator apps read it from a QR code. */
export async function accountUri(a: OtpAccount): Promise<Result<string>> {
  const secret = checkSettings(a);
  if (!secret.ok) return secret;
  const { HOTP, TOTP, Secret, URI } = await import('otpauth');
  const common = {
    issuer: a.issuer.trim(),
    label: a.label.trim() || 'account',
    algorithm: a.algorithm,
    digits: a.digits,
    secret: new Secret({ buffer: secret.value.slice().buffer }),
  };
  const otp = a.type === 'hotp' ? new HOTP({ ...common, counter: a.counter }) : new TOTP({ ...common, period: a.period });
  return ok(URI.stringify(otp));
}

/** Reads an otpauth:// URI into the account it describes. */
export async function parseAccountUri(text: string): Promise<Result<OtpAccount>> {
  const uri = text.trim();
  if (!/^otpauth:\/\//i.test(uri)) return fail('An OTP link starts with otpauth:// (otpauth://totp/Issuer:name?secret=…)');
  const { HOTP, URI } = await import('otpauth');
  let otp: Hotp | Totp;
  try {
    otp = URI.parse(uri);
  } catch (e) {
    return fail(`The otpauth:// link cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  const algorithm = otp.algorithm.toUpperCase().replace('-', '') as OtpAlgorithm;
  const hotp = otp instanceof HOTP;
  const account: OtpAccount = {
    type: hotp ? 'hotp' : 'totp',
    secret: otp.secret.base32,
    algorithm,
    digits: otp.digits,
    period: hotp ? 30 : (otp as Totp).period,
    counter: otp instanceof HOTP ? otp.counter : 0,
    issuer: otp.issuer,
    label: otp.label,
  };
  const checked = checkSettings(account);
  return checked.ok ? ok(account) : checked;
}
