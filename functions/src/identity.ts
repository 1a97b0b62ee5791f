import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from './http.js';

/** Verifies a Firebase ID token; anything missing, malformed, expired or revoked is a 401. */
export async function verifyToken(auth: Auth, token: string | undefined): Promise<DecodedIdToken> {
  if (!token) throw new HttpError(401, 'Sign in first: the request carries no ID token.');
  try {
    return await auth.verifyIdToken(token);
  } catch {
    // The SDK's message can quote the token, so it is neither logged nor sent back.
    throw new HttpError(401, 'The ID token is not valid or has expired: sign in again.');
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}
