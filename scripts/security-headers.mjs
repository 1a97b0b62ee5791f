// The HTTP headers of every response, in one place. firebase.json's hosting.headers are written from
// these rules (`node scripts/security-headers.mjs --write`; a unit test fails when the two differ), and
// scripts/serve.mjs (npm run serve, npm start, the e2e and benchmark servers) applies the same rules, so
// every local run is under the production policy.
//
// Rules are matched against the request path in order, and a later rule's header replaces an earlier
// one's (as Firebase Hosting does). A page's script policy is not here: it differs per page (the hashes of
// its inline scripts), so each page carries it in a <meta> (src/lib/csp.ts, scripts/postbuild.mjs).
import { readFileSync, writeFileSync } from 'node:fs';

/** What applies to every response, pages or not (a <meta> cannot carry frame-ancestors). */
const SITE_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/**
 * The code sandboxes (public/sandbox/): framed only by the site, in an opaque origin (the frame's sandbox
 * attribute). Here user code may run: eval, blob: and data: scripts and workers, WebAssembly. It may reach no
 * other site: a shared link's code must not make the visitor's browser fetch, ping, beacon or open a socket to
 * anything (another site, or a service on their own machine or network), so connect-src allows only data: and
 * blob: URLs, which never leave the browser, and images are data: and blob: only. 'self' in script-src lets the
 * frame load its own boot script.
 */
const sandboxPolicy = (connect) =>
  [
    "default-src 'none'",
    "script-src 'self' blob: data: 'unsafe-eval' 'wasm-unsafe-eval'",
    'worker-src blob: data:',
    `connect-src ${connect}`,
    'img-src data: blob:',
    "style-src 'unsafe-inline'",
    'font-src data:',
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** JavaScript and canvas (/sandbox/frame.html): their runtime makes no request. */
const SANDBOX_POLICY = sandboxPolicy('data: blob:');

/**
 * Python (/sandbox/python.html): its worker fetches Pyodide's files (the wasm, the standard library, the lock
 * file) from /vendor/pyodide/ on this site. A source cannot name a path without naming the host, which differs
 * between the site and local runs, so the policy allows 'self': the frame's opaque origin sends no cookie, and
 * only /vendor/pyodide/ answers it with CORS, so no other page of the site can be read.
 */
const PYTHON_SANDBOX_POLICY = sandboxPolicy("'self' data: blob:");

/** Browser features no page of the site uses. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((f) => `${f}=()`)
  .join(', ');

/** @type {{ regex: string, headers: Record<string, string> }[]} */
export const headerRules = [
  {
    regex: '^/',
    headers: {
      'Content-Security-Policy': SITE_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      // Sign-in with Google needs the popup it opens to report back.
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    },
  },
  // Next's build output is named by content hash: it never changes at the same URL.
  { regex: '^/_next/static/', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  // The service worker is checked for a new version on every visit: no HTTP cache may answer for it.
  { regex: '^/sw\\.js$', headers: { 'Cache-Control': 'no-cache' } },
  { regex: '^/sandbox/', headers: { 'Content-Security-Policy': SANDBOX_POLICY } },
  { regex: '^/sandbox/python\\.html$', headers: { 'Content-Security-Policy': PYTHON_SANDBOX_POLICY } },
  // Python runs in the sandbox's opaque origin, which loads Pyodide from here as a cross-origin module.
  { regex: '^/vendor/pyodide/', headers: { 'Access-Control-Allow-Origin': '*' } },
];

const compiled = headerRules.map((r) => ({ re: new RegExp(r.regex), headers: r.headers }));

/** The headers for a request path, later rules replacing earlier ones' values. */
export function headersFor(pathname) {
  const out = {};
  for (const { re, headers } of compiled) if (re.test(pathname)) Object.assign(out, headers);
  return out;
}

/** firebase.json's hosting.headers for these rules. */
export function firebaseHeaders() {
  return headerRules.map((r) => ({ regex: r.regex, headers: Object.entries(r.headers).map(([key, value]) => ({ key, value })) }));
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--write')) {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8'));
  config.hosting.headers = firebaseHeaders();
  writeFileSync('firebase.json', `${JSON.stringify(config, null, 2)}\n`);
  console.log('firebase.json: hosting.headers written from scripts/security-headers.mjs');
}
