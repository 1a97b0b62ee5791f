import { bcrypt, bcryptVerify } from 'hash-wasm';
import { fail, ok, type Result } from '@/lib/result';
import { MAX_VERIFY_COST, parseBcryptHash, passwordBytes } from './bcrypt.core';

/** A bcrypt hash ($2a$, as hash-wasm writes it) of the password with this cost and 16-byte salt. */
export async function hashPassword(password: string, cost: number, salt: Uint8Array): Promise<Result<string>> {
  const bytes = passwordBytes(password);
  if (!bytes.ok) return bytes;
  return ok(await bcrypt({ password: bytes.value, salt, costFactor: cost, outputType: 'encoded' }));
}

/** Whether the password matches the hash; a malformed hash or password is an error saying what is wrong. */
export async function verifyPassword(password: string, hash: string): Promise<Result<boolean>> {
  const parts = parseBcryptHash(hash);
  if (!parts.ok) return parts;
  if (parts.value.cost > MAX_VERIFY_COST) {
    return fail(
      `Cost ${parts.value.cost} means 2^${parts.value.cost} rounds: checking it would take minutes or more here; this page checks costs up to ${MAX_VERIFY_COST}`,
    );
  }
  const bytes = passwordBytes(password);
  if (!bytes.ok) return bytes;
  return ok(await bcryptVerify({ password: bytes.value, hash: hash.trim() }));
}
