// Starts the Firebase emulators for the account tests (or reuses running ones) and stops what it started.
import { startEmulators } from '../scripts/emulators.mjs';

export default async function globalSetup() {
  const handle = await startEmulators({ quiet: true });
  return () => handle.stop();
}
