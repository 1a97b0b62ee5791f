import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds the devbench CLI's bundle once per run, so tests/cli/ spawn what the source says now. */
export default function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/build-cli.mjs', import.meta.url))], { stdio: 'inherit' });
}
