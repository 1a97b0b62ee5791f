// The newest modification time (ms) of any file under a folder: how start.mjs and emulators.mjs tell
// whether a build is older than its sources. Node built-ins only, so it runs before `npm install`.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}
