// Shared set-up of the API handler tests: the handler runs in this process against the real Firestore
// and Auth emulators (started by tests/rules/emulator-setup.mjs; the env comes from vitest.rules.config.ts at the root).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { createApi, type ApiDeps } from '../src/app';
import type { ApiConfig } from '../src/config';
import type { ApiRequest } from '../src/http';
import { createRateLimiter } from '../src/rate-limit';

export const PROJECT = 'demo-devbench';
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT });
export const db = getFirestore(app);
export const auth = getAuth(app);

export const baseConfig: ApiConfig = {
  siteIds: ['devbench'],
  siteOrigins: ['https://devbench.example'],
  allowLoopbackOrigins: false,
  prices: {},
  newsletterPerMinute: 10,
  apiPerMinute: 120,
  kidsCreatePerUserPerMinute: 30,
  billingPerUserPerMinute: 10,
  blobsPerMinute: 20,
  blobsPerUserPerMinute: 30,
};

export type LogEntry = Parameters<NonNullable<ApiDeps['log']>>[0];

/**
 * A handler with its own log, and a Stripe SDK pointed at `stripePort` when given. Its rate limiter
 * counts in the Firestore emulator on a clock fixed mid-minute, so a test never straddles two windows.
 */
export function makeApi(config: Partial<ApiConfig> = {}, stripePort?: number) {
  const logs: LogEntry[] = [];
  const full = { ...baseConfig, ...config };
  const stripe = stripePort
    ? new Stripe(full.stripeSecretKey ?? 'sk_test_standin', { host: '127.0.0.1', port: stripePort, protocol: 'http', maxNetworkRetries: 0 })
    : null;
  // Fixed once: a clock read afresh on every call moved to the next window when a test crossed a minute boundary,
  // and the count started again (12 newsletter calls in a row all passed, in a CI run).
  const midMinute = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;
  const limiter = createRateLimiter(db, () => midMinute);
  const handle = createApi({ db, auth, config: full, stripe, limiter, log: (e) => logs.push(e) });
  return { handle, logs };
}

let ipCounter = 0;
/** A fresh client IP per call unless one is given, so rate limits only bite where a test wants them. */
export function request(
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string | Buffer; headers?: Record<string, string>; ip?: string } = {},
): ApiRequest {
  const [p, q] = path.split('?');
  const raw = opts.raw ?? (opts.body === undefined ? '' : JSON.stringify(opts.body));
  return {
    method,
    path: p,
    query: new URLSearchParams(q ?? ''),
    headers: { 'content-type': 'application/json', ...Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])) },
    rawBody: Buffer.isBuffer(raw) ? raw : Buffer.from(raw),
    ip: opts.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  };
}

export async function resetEmulators() {
  await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' });
}

/** Signs a new user up in the Auth emulator and answers their uid and a real ID token. */
export async function signUp(email: string): Promise<{ uid: string; token: string }> {
  const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', returnSecureToken: true }),
  });
  const data = (await res.json()) as { localId: string; idToken: string };
  return { uid: data.localId, token: data.idToken };
}
