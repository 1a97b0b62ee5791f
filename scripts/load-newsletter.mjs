// Load figure for the newsletter API in the local emulators: N subscribe calls, C at a time, spread over
// A addresses (each asked for several times) and K client IPs (X-Forwarded-For, which the emulator
// trusts). Prints p50/p95/max latency, the statuses, and checks that exactly one Firestore document
// exists per address that got a 200.
//
//   npm run load:newsletter -- [--requests 2000] [--concurrency 20] [--addresses 500] [--clients 1]
import { createHash } from 'node:crypto';
import { API_URL, FIRESTORE_PORT, PROJECT_ID, startEmulators } from './emulators.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const total = arg('requests', 2000);
const concurrency = arg('concurrency', 20);
const addresses = arg('addresses', 500);
const clients = arg('clients', 1);

const emulators = await startEmulators({ quiet: true });
const run = Date.now().toString(36);
const email = (i) => `load-${run}-${i % addresses}@example.com`;
const latencies = [];
const statuses = {};
const accepted = new Set();
const errors = new Set();
let next = 0;

async function worker() {
  while (next < total) {
    const i = next++;
    const started = performance.now();
    const res = await fetch(`${API_URL}/devbench/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor((i % clients) / 250)}.${(i % clients) % 250}` },
      body: JSON.stringify({ email: email(i) }),
    });
    const text = await res.text();
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 500 && !errors.has(text)) errors.add(text);
    if (res.status === 200) accepted.add(email(i));
  }
}

const wall = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - wall) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);

// Exactly one document per accepted address, none for the others.
let missing = 0;
let present = 0;
const base = `http://127.0.0.1:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/newsletter/devbench/subscribers`;
for (let a = 0; a < addresses; a++) {
  const address = email(a);
  const id = createHash('sha256').update(address).digest('hex');
  const res = await fetch(`${base}/${id}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.ok) present++;
  else if (accepted.has(address)) missing++;
}
// Document ids are the hash of the address, so a second document for an address cannot exist; the
// count of documents of this run equals the number of accepted addresses when none was lost.
console.log(
  `${total} subscribe calls, ${concurrency} at a time, ${addresses} addresses, ${clients} client IP(s): ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s)`,
);
console.log(`latency ms: p50 ${pct(50)}, p95 ${pct(95)}, max ${latencies.at(-1).toFixed(1)}`);
console.log(
  `statuses: ${Object.entries(statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(', ')}`,
);
for (const e of errors) console.log(`server error: ${e.slice(0, 300)}`);
console.log(`documents: ${present} for ${accepted.size} accepted addresses (missing ${missing})`);
await emulators.stop();
process.exit(missing === 0 && present === accepted.size ? 0 : 1);
