import { fail, ok, type Result } from '@/lib/result';

/** bcrypt's own Base64 alphabet (not RFC 4648's: it starts with ./ and has no padding). */
export const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MIN_COST = 4;
/** The highest cost this page hashes with: each step doubles the time, and 15 already takes seconds. */
export const MAX_HASH_COST = 15;
/** The highest cost it verifies: 16 takes several seconds in a browser, and bcrypt allows up to 31 (days). */
export const MAX_VERIFY_COST = 16;
/** bcrypt reads at most this many bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;
export const HASH_LENGTH = 60;

export interface BcryptParts {
  /** The version letter: a, b or y (they hash alike; b and y fix the same old OpenBSD length bug). */
  version: 'a' | 'b' | 'y';
  cost: number;
  /** 22 characters: 16 bytes of salt. */
  salt: string;
  /** 31 characters: 23 bytes of the hash. */
  checksum: string;
}

/**
 * Reads a bcrypt hash (`$2b$10$` + 22 characters of salt + 31 of hash) and says exactly what is wrong
 * with a malformed one: the prefix, the cost, the length or the first character outside bcrypt's alphabet.
 */
export function parseBcryptHash(input: string): Result<BcryptParts> {
  const text = input.trim();
  if (text === '') return fail('Paste a bcrypt hash to check the password against');
  const prefix = /^\$2([a-z]?)\$/.exec(text);
  if (!prefix) {
    return fail(
      `Not a bcrypt hash: it must start with $2a$, $2b$ or $2y$ (it starts with "${text.slice(0, 4)}")${/^\$(argon2|scrypt|1\$|5\$|6\$)/.test(text) ? '. This looks like another password hash format.' : ''}`,
    );
  }
  const version = prefix[1];
  if (version !== 'a' && version !== 'b' && version !== 'y') {
    return fail(
      version === 'x'
        ? 'The $2x$ prefix marks hashes made by a buggy old crypt_blowfish (8-bit characters were mis-read); only $2a$, $2b$ and $2y$ are checked here'
        : `Unknown bcrypt version "$2${version}$": the prefix must be $2a$, $2b$ or $2y$`,
    );
  }
  const costMatch = /^(\d\d)\$/.exec(text.slice(4));
  if (!costMatch) return fail(`The cost after "$2${version}$" must be two digits and a "$", as in $2${version}$10$ (found "${text.slice(4, 7)}")`);
  const cost = Number(costMatch[1]);
  if (cost < MIN_COST || cost > 31) return fail(`Cost ${costMatch[1]} is out of range: bcrypt costs go from 04 to 31`);
  const rest = text.slice(7);
  for (let i = 0; i < rest.length; i++) {
    if (!BCRYPT_ALPHABET.includes(rest[i])) {
      const ch = /\s/.test(rest[i]) ? 'a space' : `"${rest[i]}"`;
      return fail(`Character ${i + 8} is ${ch}: after the cost, a bcrypt hash holds only . / A-Z a-z 0-9`);
    }
  }
  if (text.length !== HASH_LENGTH) {
    return fail(
      `A bcrypt hash is ${HASH_LENGTH} characters long (7 of prefix and cost, 22 of salt, 31 of hash); this one has ${text.length}${
        text.length < HASH_LENGTH ? ' (was it cut off when copied?)' : ''
      }`,
    );
  }
  return ok({ version, cost, salt: rest.slice(0, 22), checksum: rest.slice(22) });
}

/** The password's UTF-8 bytes, or why bcrypt cannot take it. */
export function passwordBytes(password: string): Result<Uint8Array> {
  const bytes = new TextEncoder().encode(password);
  if (bytes.length === 0) return fail('Type a password (at least one character)');
  if (bytes.length > MAX_PASSWORD_BYTES) {
    return fail(
      `The password is ${bytes.length} bytes in UTF-8, but bcrypt reads only the first ${MAX_PASSWORD_BYTES} (most libraries silently drop the rest); use a shorter one or pre-hash it`,
    );
  }
  return ok(bytes);
}

/** Checks a cost typed in the form (a whole number from 4 to 15). */
export function parseCost(text: string): Result<number> {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < MIN_COST || n > MAX_HASH_COST) {
    return fail(`The cost factor must be a whole number from ${MIN_COST} to ${MAX_HASH_COST} (got "${text}")`);
  }
  return ok(n);
}

/** Decodes bcrypt's Base64 (22 salt characters → 16 bytes). */
export function decodeBcryptBase64(text: string, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (const ch of text) {
    acc = (acc << 6) | BCRYPT_ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8 && n < bytes) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** A job for the bcrypt worker. */
export type BcryptJob = { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; hash: string };
