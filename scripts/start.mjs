// `npm start`: everything needed to run the site locally on a fresh machine. Installs dependencies if
// they are missing, builds the static export if it is missing or older than the sources, then serves it.
// Only Node built-ins here, so it runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

if (!existsSync('node_modules/.package-lock.json')) run('npm', ['install', '--no-audit', '--no-fund']);
const built = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
if (built < Math.max(newest('src'), newest('content'), statSync('package.json').mtimeMs)) run('npm', ['run', 'build']);

const port = process.env.PORT ?? '3000';
run('node', ['scripts/serve.mjs', '--port', port]);
