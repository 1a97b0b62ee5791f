import { startEmulators } from '../../scripts/emulators.mjs';

export default async function setup() {
  const handle = await startEmulators({ quiet: true });
  return () => handle.stop();
}
