// Serves the static export like a static host (Firebase Hosting with trailingSlash): files as they are,
// directories through index.html, a redirect to add the trailing slash, and 404.html for the rest.
// Every response carries the production headers (scripts/security-headers.mjs), as Firebase Hosting
// sends them from firebase.json.
// Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor } from './security-headers.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '3000'));
const root = path.resolve(arg('dir', 'out'));
const host = arg('host', '127.0.0.1');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

// Text is sent gzipped when the browser accepts it, as every static host and CDN does; without it,
// Lighthouse's simulated mobile network would time the raw bytes and score pages far below reality.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.map', '.wasm']);
const gzipped = new Map();

function send(res, file, status = 200, req, pathname = '/') {
  const ext = path.extname(file);
  const type = types[ext] ?? 'application/octet-stream';
  const headers = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding', ...lower(headersFor(pathname)) };
  if (compressible.has(ext) && /\bgzip\b/.test(req?.headers['accept-encoding'] ?? '')) {
    const { mtimeMs } = statSync(file);
    let hit = gzipped.get(file);
    if (!hit || hit.mtimeMs !== mtimeMs) {
      hit = { mtimeMs, body: gzipSync(readFileSync(file), { level: 6 }) };
      gzipped.set(file, hit);
    }
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': hit.body.length });
    res.end(hit.body);
    return;
  }
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

const lower = (headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

export function startServer({ port: p = port, dir = root, hostname = host } = {}) {
  const server = createServer((req, res) => {
    // Joined, not resolved: a request for `//evil.example/` is a path on this host (as on a real
    // static host), not a URL of another one.
    const url = new URL(`http://localhost${req.url ?? '/'}`);
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const file = path.join(dir, pathname);
    if (!file.startsWith(dir)) {
      res.writeHead(400).end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) return send(res, file, 200, req, pathname);
    if (existsSync(path.join(file, 'index.html'))) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { ...lower(headersFor(pathname)), location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      return send(res, path.join(file, 'index.html'), 200, req, pathname);
    }
    const notFound = path.join(dir, '404.html');
    if (existsSync(notFound)) return send(res, notFound, 404, req, pathname);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve) => server.listen(p, hostname, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(root)) {
    console.error(`No ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  await startServer();
  console.log(`Serving ${root} at http://${host}:${port}/`);
}
