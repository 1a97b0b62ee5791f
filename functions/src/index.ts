// The `api` function: Devbench's product API (SPEC §7) as one 2nd-gen HTTPS function. Firebase Hosting
// rewrites /api/** here in production; locally the Functions emulator serves it at
// http://127.0.0.1:5001/demo-devbench/us-central1/api.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import Stripe from 'stripe';
import { toApiRequest } from './adapter.js';
import { createApi } from './app.js';
import { deleteExpiredBlobs } from './blobs.js';
import { configFromEnv } from './config.js';

const emulator = process.env.FUNCTIONS_EMULATOR === 'true';
// The Firestore emulator runs from Google's JAR beside firebase-tools (scripts/emulators.mjs), so the
// Functions emulator does not know of it: point the Admin SDK at it rather than at a real project.
if (emulator && !process.env.FIRESTORE_EMULATOR_HOST) process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

// The settings are checked as the module loads, not on the first call: the deploy loads it with
// functions/.env.<project> to find the function, so a missing SITE_ORIGINS or a bad value fails the deploy
// with a ConfigError naming it, and an instance started with one refuses to start (config.ts). The two
// Stripe secrets are not there at deploy; the handler reads them on its first call.
const settings = configFromEnv();

// Billing is switched on by configuring a price id (functions/.env.<project>); only then are the two
// Stripe secrets required at deploy. In the emulator they come from the environment, if at all.
const billingOn = !emulator && Boolean(settings.prices.monthly || settings.prices.yearly);
const secrets = billingOn ? [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')] : [];

initializeApp();

let handle: ReturnType<typeof createApi> | null = null;
function handler() {
  // Built on the first call, when the secrets are in the environment.
  if (handle) return handle;
  const config = configFromEnv();
  const stripe = config.stripeSecretKey
    ? new Stripe(config.stripeSecretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(config.stripeApi ?? {}) })
    : null;
  handle = createApi({
    db: getFirestore(),
    auth: getAuth(),
    config,
    stripe,
    log: (entry) => (entry.status >= 500 ? logger.error('api', entry) : logger.info('api', entry)),
  });
  return handle;
}

export const api = onRequest({ region: 'us-central1', maxInstances: 10, concurrency: 80, secrets, invoker: 'public' }, async (req, res) => {
  const result = await handler()(toApiRequest(req));
  res.status(result.status).set(result.headers);
  if (result.status === 204) res.end();
  // A private link's bytes, as stored (Express sends a Buffer as it is, with the type set here).
  else if (result.raw) res.type(result.raw.contentType).send(result.raw.data);
  else res.json(result.body);
});

// Empties expired private links and leaves their tombstones (blobs.ts). The emulator loads it but never runs it
// (it has no Cloud Scheduler); the e2e calls deleteExpiredBlobs itself.
export const cleanupPrivateBlobs = onSchedule({ schedule: 'every 60 minutes', region: 'us-central1' }, async () => {
  const { deleted } = await deleteExpiredBlobs(getFirestore(), new Date());
  logger.info('cleanupPrivateBlobs', { deleted });
});
