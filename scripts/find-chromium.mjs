// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's /usr/bin/chromium, installing that
// package when we are root on Debian (`npx playwright install` cannot download on these machines),
// then Playwright's own browser if one happens to be installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Flags for every Chromium the tests and benchmarks start: without the network ones it keeps calling Google's
 * hosts, which this closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium({ install = false } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium (one time)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined; // Playwright falls back to its own managed browser, if any.
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium({ install: process.argv.includes('--install') });
  if (!path) {
    console.error('No Chromium found. Install Debian chromium (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log(path);
}
