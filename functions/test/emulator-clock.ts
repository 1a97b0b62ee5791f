// The scheduled clean-up of private links (blobs.ts) run at a chosen moment against the Firestore emulator: the e2e of
// private links (e2e/private-links.spec.ts) moves this clock past a link's expiry. It lives here, beside the functions,
// because firebase-admin is a dependency of functions/ only.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteExpiredBlobs } from '../src/blobs';

export async function runBlobCleanupAt(now: Date): Promise<{ deleted: number }> {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-devbench' });
  return deleteExpiredBlobs(getFirestore(app), now);
}
